"""Working days or calendar days: a period's kind of day, turned.

«0,1 % … за каждый *рабочий* день просрочки» where the cited sentence says «за каждый
*календарный* день» (unseen47 dev u47-ru-023): every word is the source's but one, which the
coverage test forgives, and there is no figure of days for the figure checks to compare. With a
figure ("10 business days" for "10 calendar days") the units differ and those checks see it.

Read in code: a claim that names one kind of day and not the other fails when the cited sentence
holding most of its words names the other kind and not the claim's.
"""

from __future__ import annotations

import re

from ..guard import lazy_pattern
from ..terms import subject_terms
from .claim_sources import Sources

_DAY_RU = r"\s+(?:день|дня|дню|днём|днем|дне|дни|дней|дням|днями|днях)(?!\w)"
_WORKING = lazy_pattern(r"\b(?:business|working|work)\s+days?\b|(?<!\w)рабоч(?:ий|его|ему|им|ем|ие|их|ими)" + _DAY_RU,
                        re.IGNORECASE)
_CALENDAR = lazy_pattern(r"\bcalendar\s+days?\b|(?<!\w)календарн(?:ый|ого|ому|ым|ом|ые|ых|ыми)" + _DAY_RU,
                         re.IGNORECASE)


def turns_the_day_kind(claim: str, sources: Sources) -> str | None:
    """The cited sentence stating ``claim`` with the other kind of day, or None."""
    working, calendar = _WORKING.search(claim) is not None, _CALENDAR.search(claim) is not None
    if working == calendar:
        return None  # neither, or both: nothing turned
    theirs, mine = (_CALENDAR, _WORKING) if working else (_WORKING, _CALENDAR)
    said = sources.sentence_saying(subject_terms(claim))
    if said is None or theirs.search(said) is None or mine.search(said) is not None:
        return None
    return said
