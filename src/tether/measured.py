"""A thing asked for by a measure that every bound of its fragment leaves out: "How much is a nitrox
fill *above 32%*?" against "A nitrox fill up to 32% costs A$20"; «Сколько стоит ремонт пореза *длиной
40 мм*?» against «Порез протектора длиной до 25 мм ремонтируем пластырем за 1 500 ₽» (unseen53 dev
u53D-035, u53T-034, read after the set's blind arrival).

Coverage reads words, not figures, and every word of such a question is the fragment's: its price
is then quoted for a case it does not price. As :mod:`tether.sized` does for a size in people: a
question that asks for a value (:func:`tether.value_asked.asks_for_a_value`) and names one measure
of the thing (a share, a length, a weight) is not answered by a fragment that states that measure
only in bounds or values that leave the asked one out; a fragment that states no such measure
states a general rule, and answers.
"""

from __future__ import annotations

import re
from decimal import Decimal
from functools import lru_cache
from typing import NamedTuple

from .guard import lazy_pattern
from .terms import TermSet, subject_terms

_UNITS = {"%": "%", "процент": "%", "percent": "%", "mm": "mm", "мм": "mm", "cm": "cm", "см": "cm", "kg": "kg",
          "кг": "kg", "km": "km", "км": "km", "inch": "in", "дюйм": "in"}
_NUMBER = r"\d{1,3}(?:[ \u00a0\u202f]\d{3})+|\d{1,5}(?:[.,]\d{1,2})?"
"""A figure, its thousands grouped by spaces as Russian writes them («1 500»), or with a decimal part."""
_MEASURE = lazy_pattern(rf"(?<![\w.,])(?<!\d[ \u00a0\u202f])(?P<n>{_NUMBER})\s*"
                        r"(?P<unit>%|процент\w{0,3}|percent|mm|мм|cm|см|kg|кг|km|км|inch(?:es)?|дюйм\w{0,3})(?!\w)",
                        re.IGNORECASE)
"""A figure and its unit of measure. Bounded, so a text is read in linear time."""
LOOK_BACK = 24
"""Characters read before a measure for its bound or the start of its range: «не более чем », "from
12 to " (with a unit of its own: "from 12 mm to ")."""
_RANGE_START = lazy_pattern(rf"(?P<lo>{_NUMBER})\s*(?:%|mm|мм|cm|см|kg|кг|km|км)?\s*"
                            r"(?:[–—-]|\s(?:to|до|and|и)\s)\s*$", re.IGNORECASE)
_ABOVE = lazy_pattern(r"(?:\b(?:above|over|more\s+than|exceeding|beyond)|(?<!\w)(?:более|больше|свыше|выше|"
                      r"превышающ\w*))(?:\s+(?:чем|than))?\s*$", re.IGNORECASE)
_FROM = lazy_pattern(r"(?:\b(?:from|at\s+least|minimum(?:\s+of)?|no\s+less\s+than|not\s+less\s+than|not\s+under)|"
                     r"(?<!\w)(?:от|не\s+менее|не\s+меньше|не\s+ниже|с))(?:\s+(?:чем|than))?\s*$", re.IGNORECASE)
_BELOW = lazy_pattern(r"(?:\b(?:under|below|less\s+than)|(?<!\w)(?:менее|меньше|ниже))(?:\s+(?:чем|than))?\s*$",
                      re.IGNORECASE)
_UP_TO = lazy_pattern(r"(?:\b(?:up\s+to|at\s+most|no\s+more\s+than|not\s+more\s+than|not\s+over|max(?:imum)?\.?"
                      r"(?:\s+of)?)|(?<!\w)(?:до|не\s+более|не\s+больше|не\s+свыше|не\s+выше|максимум))"
                      r"(?:\s+(?:чем|than))?\s*$", re.IGNORECASE)
"""Bounds before a figure. The negated ones ("not more than", «не более») are read before the bare ones
their words end in ("more than", «более»): a red-team of this reader found them read the other way."""
_OR_LESS = lazy_pattern(r"\s*(?:or|and|или|и)\s+(?:less|under|below|fewer|shorter|smaller|менее|меньше|ниже)(?!\w)",
                        re.IGNORECASE)
_OR_MORE = lazy_pattern(r"\s*(?:or|and|или|и)\s+(?:more|over|above|longer|larger|более|больше|выше|свыше)(?!\w)",
                        re.IGNORECASE)
_RANGE_ON = lazy_pattern(r"\s*(?:[–—-]|(?:to|до|and|и)\s)\s*\d", re.IGNORECASE)
"""A figure that opens a range ("from 33% *to* 40%"): the range's end reads it."""
_OPEN_BAND = lazy_pattern(r"\b(?:longer|larger|bigger|heavier|wider|deeper|richer|(?:above|over|beyond)\s+that)\b|"
                          r"(?<!\w)(?:свыше|длиннее|больше|крупнее|тяжелее|шире|глубже)\s*[—–:-]", re.IGNORECASE)
"""A band named without a figure of its own after the ones with one: «до 25 мм … 1 500 ₽, *свыше —* 3 000
₽», "up to 25 mm $30; *longer* cuts cost $50". The section may price any value then."""


class Span(NamedTuple):
    """The values a measure takes in: from ``low`` to ``high`` (None: no end), each end included
    unless its ``open`` flag says otherwise; ``near``: the subject words around it (what it measures)."""

    unit: str
    low: Decimal
    high: Decimal | None
    low_open: bool = False
    high_open: bool = False
    near: frozenset[str] = frozenset()


NEAR_WORDS = 5
"""Words read on each side of a measure for what it measures: "a nitrox *fill* up to 32%", «*порез*
*протектора* длиной до 25 мм». A section's measure of another thing ("club members get 10% off") does
not bound the thing asked (a review of this reader)."""
NEAR_CHARS = 120
"""Characters read on each side for those words: a bounded read however long the text."""
_READERS_OWN = lazy_pattern(r"(?:\bi(?:'m|\s+am|\s+weigh)|\bmy\s+(?:height|weight)|(?<!\w)(?:у\s+меня\s+(?:рост|вес)|"
                            r"мой\s+(?:рост|вес)|я\s+вешу))\W+(?:\w+\W+){0,2}$", re.IGNORECASE)
"""The reader's own measure, not the thing's: "I'm 190 cm", «у меня рост 190 см» (a red-team of this reader)."""


def measure_asked(question: str) -> Span | None:
    """The one measure the question names with its bound ("above 32%", «длиной 40 мм»), or None
    when it names none or several, or it is the reader's own ("I'm 190 cm tall")."""
    found = set(_spans(question, own=True))
    if len(found) != 1:
        return None
    span = found.pop()
    return None if span.unit == "" else span


def states_other_measures(text: str, asked: Span) -> bool:
    """Whether ``text`` prices the asked measure of the asked thing only below it: every value or
    band of that unit it states about the thing (a word around it is one around the asked measure)
    ends (a figure, an "up to", a range) short of the asked one, and no band without a figure goes
    on past them. A band open above ("over 100 kg pay €20 extra", "items over 30 kg are not
    accepted") sets a case apart from a rule that holds below it, and leaves the question answered
    (a red-team of this reader: a 95 kg rider, a 25 kg suitcase)."""
    stated = _of_the_thing(text, asked)
    if not stated or any(span.high is None or _overlap(span, asked) for span in stated):
        return False
    return all(_below(span, asked) for span in stated) and _OPEN_BAND.search(text) is None


def states_the_measure(text: str, asked: Span) -> bool:
    """Whether ``text`` states a value or band of the asked thing's measure that takes in the asked one."""
    return any(_overlap(span, asked) for span in _of_the_thing(text, asked))


def _of_the_thing(text: str, asked: Span) -> list[Span]:
    held = TermSet(asked.near)
    return [span for span in _spans(text) if span.unit == asked.unit and any(t in held for t in span.near)]


def _below(span: Span, asked: Span) -> bool:
    """Whether every value of ``span`` is below every value of ``asked``."""
    assert span.high is not None
    return span.high < asked.low or (span.high == asked.low and (span.high_open or asked.low_open))


@lru_cache(maxsize=256)
def _spans(text: str, own: bool = False) -> tuple[Span, ...]:
    """The measures ``text`` states, each as the span its bound gives; ``own``: a reader's own measure
    read as one of no unit (so that a question naming it names no measure of the thing). Kept: the
    best section is asked whether it prices other bounds and then whether it states the asked one."""
    spans = []
    for m in _MEASURE.finditer(text):
        unit = next(u for k, u in _UNITS.items() if m["unit"].lower().startswith(k))
        n = _value(m["n"])
        before = text[max(0, m.start() - LOOK_BACK):m.start()]
        if own and _READERS_OWN.search(text, max(0, m.start() - LOOK_BACK), m.start()):
            unit = ""
        near = _near(text, m.start(), m.end())
        if (r := _RANGE_START.search(before)) is not None:
            spans.append(Span(unit, _value(r["lo"]), n, near=near))
        elif _RANGE_ON.match(text, m.end()):
            continue  # "from 33% to 40%": read at its end
        elif _UP_TO.search(before) or _OR_LESS.match(text, m.end()):
            spans.append(Span(unit, Decimal(0), n, near=near))
        elif _FROM.search(before) or _OR_MORE.match(text, m.end()):
            spans.append(Span(unit, n, None, near=near))
        elif _ABOVE.search(before):
            spans.append(Span(unit, n, None, low_open=True, near=near))
        elif _BELOW.search(before):
            spans.append(Span(unit, Decimal(0), n, high_open=True, near=near))
        else:
            spans.append(Span(unit, n, n, near=near))
    return tuple(spans)


def _value(number: str) -> Decimal:
    return Decimal(re.sub(r"[ \u00a0\u202f]", "", number).replace(",", "."))


def _near(text: str, start: int, end: int) -> frozenset[str]:
    before = text[max(0, start - NEAR_CHARS):start].split()[-NEAR_WORDS:]
    after = text[end:end + NEAR_CHARS].split()[:NEAR_WORDS]
    return frozenset(subject_terms(" ".join((*before, *after))))


def _overlap(a: Span, b: Span) -> bool:
    """Whether two spans of one unit share a value."""
    low, low_open = max((a.low, a.low_open), (b.low, b.low_open))
    highs = [(h, o) for h, o in ((a.high, a.high_open), (b.high, b.high_open)) if h is not None]
    if not highs:
        return True
    high, high_open = min(highs, key=lambda x: (x[0], not x[1]))
    return low < high or (low == high and not low_open and not high_open)
