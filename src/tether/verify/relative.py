"""A value a cited sentence states in a relative clause, given to its main clause's subject.

"A day pass gives access to the gym only after an induction, *which* costs £15 and must be
booked at least 48 hours in advance": 48 hours is the induction's, the noun the relative
clause hangs on, not the day pass's. "Day passes must be bought at least 48 hours in
advance" shares the sentence's subject and its value, so the sentence-level checks pass it.
Read in code: the value occurs only after ", which / who / where" («, который …», «, где»);
the words just before the comma are the clause's owner; the answer's sentence names the
main clause's subject (a word of it that the relative clause lacks) and neither the answer's
sentence nor the question names the owner.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection
from functools import lru_cache

from ..figures.mention import Mention
from ..terms import GENERIC_TERMS, subject_terms
from .thresholds import without_figures

_RELATIVE = re.compile(r",\s+(?:which|who|whose|where)\b|,\s+(?:котор\w+|где|чей|чья|чьё|чьи)(?!\w)",
                       re.IGNORECASE)
_CLAUSE_START = re.compile(r"[.;:!?]|,\s")
OWNER_WORDS = 1
"""Content words before the comma read as the clause's owner: the noun the clause hangs on,
"an *induction*, which …", «по *заявке*, которая …». Two read "gym" of "access to the gym
only after an induction" as an owner too, and an answer naming the gym was let off."""


def owner_elsewhere(sentence: str, m: Mention, said: Collection[str], question: Collection[str],
                    holds: Callable[[str, Mention], bool]) -> str | None:
    """The relative clause of ``sentence`` that states ``m`` for an owner the answer's
    sentence (``said``) and the question do not name, while ``said`` names the main
    clause's subject; or None."""
    found = _relative(sentence)
    if found is None:
        return None
    at, owner = found
    main, clause = sentence[:at], sentence[at:]
    if not owner or not holds(clause, m) or holds(main, m):
        return None
    if any(t in said or t in question for t in owner):
        return None
    subject = _terms(main[:_main_start(main)]) - _terms(clause) - frozenset(owner)
    return clause.lstrip(", ") if any(t in said for t in subject) else None


@lru_cache(maxsize=4096)
def _relative(sentence: str) -> tuple[int, tuple[str, ...]] | None:
    """Where the sentence's first relative clause opens and the words of its owner, or None
    (most cited sentences have none: kept per sentence)."""
    rel = _RELATIVE.search(sentence)
    if rel is None:
        return None
    before = sentence[:rel.start()]
    starts = list(_CLAUSE_START.finditer(before))
    piece = before[starts[-1].end():] if starts else before
    words = [t for t in subject_terms(without_figures(piece)) if t not in GENERIC_TERMS]
    return rel.start(), tuple(words[-OWNER_WORDS:])


def _main_start(main: str) -> int:
    """The end of the main clause's head: up to its first clause break (the subject and
    its verb are read there)."""
    found = _CLAUSE_START.search(main)
    return found.start() if found else len(main)


@lru_cache(maxsize=4096)
def _terms(text: str) -> frozenset[str]:
    return frozenset(t for t in subject_terms(without_figures(text)) if t not in GENERIC_TERMS)
