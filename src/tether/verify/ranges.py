"""Ranges: the two ends of "from 8 to 29 days", "between 8 and 29", «от 3 до 7 дней» as bounds, and
figures compared in one unit (:mod:`tether.verify.thresholds` reads both)."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from decimal import Decimal
from types import MappingProxyType

from ..figures.mention import Mention
from ..guard import lazy_pattern

Span = tuple[int, int]
"""A figure's place in its text, as (start, end)."""

HOURS = {"minutes": Decimal(1) / 60, "hours": Decimal(1), "days": Decimal(24), "weeks": Decimal(168)}
"""Each duration unit in hours: durations in two of them are compared in one."""

_RANGE_OPENS = lazy_pattern(r"(?:\bfrom|\b(?P<between>between)|(?<!\w)от|(?<!\w)(?P<mezhdu>между)|(?<!\w)с)\s*$",
                            re.IGNORECASE)
"""The word that opens a range: "*from* 8 to 29 days", "*between* 8 and 29", «*от* 3 до 7», «*с* 8 до 29»."""
_RANGE_JOINS = lazy_pattern(r"\s*(?:to|through|till|until|до|по|[-–—])\s*", re.IGNORECASE)
"""The word between a range's ends; "and" / «и» only after "between" / «между» ("orders *from* 50 EUR
*and* 20 EUR gift cards" is no range: a review)."""
_BETWEEN_JOINS = lazy_pattern(r"\s*(?:and|и)\s*", re.IGNORECASE)


def value(m: Mention) -> Decimal:
    return m.readings[0].value


def in_one_unit(a: Mention, b: Mention) -> tuple[Decimal, Decimal] | None:
    """Two figures' values in one unit ("30 minutes" and "2 hours": 0.5 and 2), or None when their
    units do not convert (two currencies)."""
    if a.unit == b.unit or a.kind == "percent":
        return value(a), value(b)
    if a.kind == "duration" and a.unit in HOURS and b.unit in HOURS:
        return value(a) * HOURS[a.unit], value(b) * HOURS[b.unit]
    return None


def range_ends(text: str, mentions: Sequence[Mention], look_back: int) -> Mapping[Span, tuple[str, Span]]:
    """The two ends of each range among ``mentions`` of ``text`` as their bounds (">=" the lower,
    "<=" the higher), each with the other end's span, whichever end is written first: a period
    counted down to an event runs "from 29 to 8 days before arrival", and 20 days before is inside
    it (unseen50 dev u50-en-025), where "from 29" read alone is at least 29. Ends whose units do not
    convert are no range. ``look_back``: characters read before a figure for its opening word."""
    out = {}
    for a, b in zip(mentions, mentions[1:], strict=False):
        opens = _RANGE_OPENS.search(text, max(0, a.start - look_back), a.start)
        if a.kind != b.kind or opens is None:
            continue
        joins = _BETWEEN_JOINS if opens.group("between") or opens.group("mezhdu") else _RANGE_JOINS
        both = in_one_unit(a, b) if joins.fullmatch(text, a.end, b.start) else None
        if both is None:
            continue
        ends = ((a.start, a.end), (b.start, b.end))
        low, high = ends if both[0] <= both[1] else ends[::-1]
        out[low], out[high] = (">=", high), ("<=", low)
    return MappingProxyType(out)
