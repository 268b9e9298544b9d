"""A general record's section that scopes itself to another country than the one asked about.

«Выдаёте ли вы в Грузии справку для налогового вычета?» was answered from a school's general
payment record (no jurisdiction of its own) whose section reads «*В России* по заявлению родителя
… школа выдаёт справку … для социального налогового вычета» (unseen50 dev u50M-034): every word of
the question but the country is there, and the country asked is not. A section with a
jurisdiction of its own is placed by it (tether.sufficiency); one without is placed by the place
its text opens with.
"""

from __future__ import annotations

import re

from . import jurisdictions
from .guard import lazy_pattern
from .text import sentences

_OPENS_WITH_A_PLACE = lazy_pattern(r"\s*(?:in|for|within|в|во|на|для)\s+(?:the\s+)?(?P<place>[^\W\d_][^,;:.]{0,40})",
                                   re.IGNORECASE)
"""A sentence that opens with where it holds: "In Germany, …", «В России …», «Для Грузии …»."""


def scoped_elsewhere(text: str, asked: str) -> bool:
    """Whether ``text`` (a section of a record of no jurisdiction) opens with a place naming a
    jurisdiction, and names the ``asked`` one nowhere."""
    first = next(iter(sentences(text)), "")
    opening = _OPENS_WITH_A_PLACE.match(first)
    if opening is None:
        return False
    placed = jurisdictions.find(opening.group("place"))
    return bool(placed) and asked not in placed and asked not in jurisdictions.find(text)
