"""Cases told apart by the hours of the day: a clause that names a time inside one case's hours
and gives another case's value.

"An out-of-hours consultation costs €180 between 19:00 and midnight and €240 between midnight
and 08:00", answered "a consultation at 1 am costs €180" (unseen20 dev u20-en-029): the figure
readers compare figures that are equal, and "1 am" is no figure of the sentence; it lies inside
the second range, whose value is €240. Read only when the sentence pairs every value of the
kind with a range of hours (as many ranges as values, in order), the clause names one time and
no range, and exactly one range holds that time, not the value's own.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache
from typing import NamedTuple

from ..figures import find_mentions
from ..figures.mention import Mention
from ..guard import lazy_pattern

DAY = 24 * 60

_CLOCK = (r"(?:\d{1,2}[:.]\d{2}(?:\s*(?:a\.?m\.?|p\.?m\.?)(?!\w))?|\d{1,2}\s*(?:a\.?m\.?|p\.?m\.?)(?!\w)"
          r"|midnight|noon|midday|полн\w*|полд\w*)")
_RANGE = lazy_pattern(rf"(?:\bbetween\s+(?P<a1>{_CLOCK})\s+and\s+(?P<b1>{_CLOCK})"
                    rf"|\b(?:from\s+)?(?P<a2>{_CLOCK})\s*(?:to|until|till|[-–—])\s*(?P<b2>{_CLOCK})"
                    rf"|(?<!\w)(?:с|от)\s+(?P<a3>{_CLOCK})\s+до\s+(?P<b3>{_CLOCK}))", re.IGNORECASE)
_RU_HOUR = r"(?P<h>\d{1,2})(?:\s+час\w*)?\s+(?P<part>ночи|утра|дня|вечера)"
_AT = lazy_pattern(rf"(?:\bat\s+(?P<en>{_CLOCK})|(?<!\w)в\s+(?:{_RU_HOUR}|(?P<ru>{_CLOCK})))", re.IGNORECASE)
_RU_PART_OFFSET = {"ночи": 0, "утра": 0, "дня": 12, "вечера": 12}


class ByTheHour(NamedTuple):
    """What the hours say of a value: ``other`` is the part whose hours hold the clause's time
    when the value is another part's, None when the value's own hours hold it."""

    other: str | None


def by_the_hour(sentence: str, m: Mention, clause: str, holds: Callable[[str, Mention], bool]) -> ByTheHour | None:
    """Whether the time ``clause`` names lies in the hours of ``m``'s own part of ``sentence``
    or of exactly one other; None when the sentence does not pair its values with hours, or the
    clause names no single time, or no range or several hold it (then words must tell)."""
    time = _time_named(clause)
    if time is None:
        return None
    ranges, values = _hours(sentence, m.kind)
    if len(values) < 2 or len(ranges) != len(values):
        return None
    own = [i for i, x in enumerate(values) if holds(sentence[x.start:x.end], m)]
    inside = [i for i, (_, _, span) in enumerate(ranges) if _within(time, span)]
    if len(own) != 1 or len(inside) != 1:
        return None
    if inside[0] == own[0]:
        return ByTheHour(None)
    at, end, _ = ranges[inside[0]]
    value = values[inside[0]]
    return ByTheHour(sentence[min(at, value.start):max(end, value.end)])


@lru_cache(maxsize=1024)  # read once per clause, however many of its figures ask
def _time_named(clause: str) -> int | None:
    """The one time of day ``clause`` names ("at 1 am", «в 23:00»), or None (none, several, or a range)."""
    if len(_AT.findall(clause)) != 1 or _RANGE.search(clause):
        return None
    return _at(clause)


@lru_cache(maxsize=1024)  # read once per cited sentence, not once per figure of an answer
def _hours(sentence: str, kind: str) -> tuple[tuple[tuple[int, int, tuple[int, int]], ...], tuple[Mention, ...]]:
    """The sentence's ranges of hours (where each starts and ends in the sentence, the hours it
    spans) and its values of ``kind``; no ranges when one of them cannot be read."""
    ranges = [(r.start(), r.end(), _span(r)) for r in _RANGE.finditer(sentence)]
    values = tuple(x for x in find_mentions(sentence) if x.kind == kind)
    if any(span is None for _, _, span in ranges):
        return (), values
    return tuple((at, end, span) for at, end, span in ranges if span is not None), values


CONDITION_REACH = 200
"""Characters read before a figure's clause for the condition that names its time."""
_CONDITION = lazy_pattern(r"\s*(?:if|when|whenever|если|когда)(?!\w)", re.IGNORECASE)


def with_its_condition(text: str, start: int, clause: tuple[int, int]) -> str:
    """A figure's clause of ``text``, with the condition clause right before it when there is
    one («*Если вызвать врача в 2 часа ночи*, это стоит 2 000 ₽»): that is where its time is
    named. ``start``: where the clause's sentence starts."""
    lo, hi = clause
    start = max(start, lo - CONDITION_REACH)  # bounded: read once per figure of a sentence
    before = text[start:lo].rstrip()
    if not before.endswith(","):
        return text[lo:hi]
    opens = max(before.rfind(";", 0, -1), before.rfind(",", 0, -1), before.rfind(".", 0, -1)) + 1
    return text[start + opens:hi] if _CONDITION.match(before, opens) else text[lo:hi]


def _at(clause: str) -> int | None:
    found = _AT.search(clause)
    if found is None:
        return None
    if found.group("h"):
        hour = int(found.group("h"))
        return (hour % 12 + _RU_PART_OFFSET[found.group("part").lower()]) * 60 if hour <= 12 else None
    return _minutes(found.group("en") or found.group("ru"), end=False)


def _span(r: re.Match[str]) -> tuple[int, int] | None:
    a = r.group("a1") or r.group("a2") or r.group("a3")
    b = r.group("b1") or r.group("b2") or r.group("b3")
    start, end = _minutes(a, end=False), _minutes(b, end=True)
    return None if start is None or end is None else (start, end)


def _minutes(text: str, *, end: bool) -> int | None:
    """Minutes after midnight of a clock time; midnight as a range's end is the day's end."""
    t = text.lower().replace(".", ":", 1) if re.fullmatch(r"\d{1,2}\.\d{2}.*", text) else text.lower()
    if t.startswith(("midnight", "полн")):
        return DAY if end else 0
    if t.startswith(("noon", "midday", "полд")):
        return 12 * 60
    found = re.match(r"(\d{1,2})(?::(\d{2}))?\s*(a|p)?", t)
    if found is None:
        return None
    hour, minute = int(found.group(1)), int(found.group(2) or 0)
    if found.group(3):
        if not 1 <= hour <= 12:
            return None
        hour = hour % 12 + (12 if found.group(3) == "p" else 0)
    if hour > 24 or minute > 59:
        return None
    return DAY if end and hour == 24 else hour * 60 + minute


def _within(time: int, span: tuple[int, int]) -> bool:
    start, end = span
    if start < end:
        return start <= time < end
    return time >= start or time < end  # across midnight: 22:00 to 06:00
