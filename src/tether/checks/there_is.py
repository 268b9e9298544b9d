"""A claim that goes on to say what there is: "The taxi runs from Monday to Saturday *and there is*
none on Sundays" (issue 11, unsupported-claim).

Two statements in one sentence, each to be compared with the source clause that states it: the
whole claim set against its first clause read "none" as a flip of "The taxi runs from Monday to
Saturday" (unseen46 dev u46-en-019, a correct answer), and a part compared with nothing let "The
rental includes unlimited mileage and there is no deposit" pass against "A deposit of €300 is
blocked on your credit card" (a red-team of session 45).
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..guard import lazy_pattern
from ..terms import GENERIC_TERMS, TermSet, subject_terms
from .agreement import NEGATION_STEMS
from .claim_sources import Sources
from .polarity import negated

AND_THERE_IS = lazy_pattern(
    r"\s(?:and|but)\s+(?=there(?:\s+(?:is|are|was|were|will|won['’]t)(?:n['’]t)?|['’]s)\b)", re.IGNORECASE)
"""Where the part that says what there is begins: "and there is", "but there aren't", "and there
won't be", "and there's" (English: Russian says «и нет», a clause the claim readers already part
at its verb)."""
_CLAUSES = lazy_pattern(r"[;:—–]|,\s|\s(?:but|whereas|но|а|однако)\s", re.IGNORECASE)
"""Where a source sentence's clauses part, its contrast included: "Dogs are allowed on the terrace
*but* not inside the restaurant" grants the terrace (a red-team of session 45)."""
MAX_PARTS = 8
"""Parts of one claim compared: a sentence of more "and there is" parts than this is no answer a
reader gets, and comparing each with every clause of a long source sentence would cost their
product (a review of this reading)."""


def says_what_there_is(text: str) -> bool:
    """Whether ``text`` goes on with "and there is / but there are …"."""
    return AND_THERE_IS.search(text) is not None


def a_part_said_otherwise(text: str, sources: Sources) -> bool:
    """Whether a part of ``text`` (parted at :data:`AND_THERE_IS`) is negated where the source
    clause holding most of its words is not, or the other way round."""
    for part in AND_THERE_IS.split(text, maxsplit=MAX_PARTS - 1)[:MAX_PARTS]:
        words = [t for t in subject_terms(part) if t not in NEGATION_STEMS and t not in GENERIC_TERMS]
        sentence = sources.sentence_saying(words)
        if sentence is None:
            continue  # a part no cited sentence speaks of: coverage judges it
        clauses = _clauses_of(sentence)
        clause = max(clauses, key=lambda c: sum(t in c[1] for t in words))[0]
        if negated(part) != negated(clause):
            return True
    return False


@lru_cache(maxsize=1024)
def _clauses_of(sentence: str) -> tuple[tuple[str, TermSet], ...]:
    """Each clause of a cited sentence with its terms, read once per sentence."""
    return tuple((c, TermSet(subject_terms(c))) for c in _CLAUSES.split(sentence))
