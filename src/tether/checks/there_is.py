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

from ..guard import lazy_pattern
from ..terms import GENERIC_TERMS, subject_terms
from .agreement import NEGATION_STEMS
from .claim_sources import Sources
from .polarity import negated

AND_THERE_IS = lazy_pattern(r"\s(?:and|but)\s+(?=there\s+(?:is|are|'s|will\s+be)\b)", re.IGNORECASE)
"""Where the part that says what there is begins (English: Russian says «и нет», a clause the
claim readers already part at its verb)."""


def says_what_there_is(text: str) -> bool:
    """Whether ``text`` goes on with "and there is / but there are …"."""
    return AND_THERE_IS.search(text) is not None


def a_part_said_otherwise(text: str, sources: Sources) -> bool:
    """Whether a part of ``text`` (parted at :data:`AND_THERE_IS`) is negated where the source
    clause holding most of its words is not, or the other way round."""
    for part in AND_THERE_IS.split(text):
        words = [t for t in subject_terms(part) if t not in NEGATION_STEMS and t not in GENERIC_TERMS]
        near = sources.scores(words) if words else {}
        if not near:
            continue  # a part no cited sentence speaks of: coverage judges it
        sentence = sources.index.sentences[sources.best(near)]
        clauses = _CLAUSES.split(sentence)
        held = [subject_terms(c) for c in clauses]
        clause = clauses[max(range(len(clauses)), key=lambda k: sum(t in held[k] for t in words))]
        if negated(part) != negated(clause):
            return True
    return False


_CLAUSES = lazy_pattern(r"[;:—–]|,\s|\s(?:but|whereas|но|а|однако)\s", re.IGNORECASE)
"""Where a source sentence's clauses part, its contrast included: "Dogs are allowed on the terrace
*but* not inside the restaurant" grants the terrace (a red-team of session 45)."""
