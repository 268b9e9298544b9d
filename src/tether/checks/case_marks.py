"""Whether two clauses mark out the same case: the same figures, bounded by the same words.

"For riders *under* 16 helmets are recommended" and the source's "For riders *aged 16 and over*
helmets are recommended" share every subject word and the figure; only the bound tells the
cases apart. A reader that lets a cited clause vouch for a claim's as "its own words" (the
recommendation, waiver and prefix-negation readers) asks this too.
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..figures.digits import DIGIT_RUN
from ..guard import lazy_pattern

_BOUND_WORD = lazy_pattern(
    r"\b(?:under|over|above|below|more|less|fewer|older|younger|after|before|within|least|most|from|until|"
    r"till|up\s+to)\b|(?<!\w)(?:до|от|после|больше|меньше|более|менее|свыше|старше|младше|моложе|позднее|"
    r"позже|раньше|ранее|минимум|максимум|течение)(?!\w)", re.IGNORECASE)
"""Words that bound a figure's case: "under 16", "16 and over", «от 7 до 14 лет»."""


@lru_cache(maxsize=4096)
def _marks(text: str) -> tuple[frozenset[str], frozenset[str]]:
    return (frozenset(DIGIT_RUN.findall(text)),
            frozenset(" ".join(w.lower().split()) for w in _BOUND_WORD.findall(text)))


def same_case_marks(a: str, b: str) -> bool:
    """Whether ``a`` and ``b`` mark a case, and the same one: the same figures and the same
    bounding words, some of either. Two clauses with none say nothing of their case by these
    marks: "Booking a court is optional" is not the guests' "Booking a court is optional for
    guests", whose case is named by a word (a review of this module)."""
    marks = _marks(a)
    return any(marks) and marks == _marks(b)
