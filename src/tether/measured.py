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
from typing import NamedTuple

from .guard import lazy_pattern

_UNITS = {"%": "%", "процент": "%", "percent": "%", "mm": "mm", "мм": "mm", "cm": "cm", "см": "cm", "kg": "kg",
          "кг": "kg", "km": "km", "км": "km", "inch": "in", "дюйм": "in"}
_MEASURE = lazy_pattern(r"(?<![\w.,])(?P<n>\d{1,5}(?:[.,]\d{1,2})?)\s*"
                        r"(?P<unit>%|процент\w{0,3}|percent|mm|мм|cm|см|kg|кг|km|км|inch(?:es)?|дюйм\w{0,3})(?!\w)",
                        re.IGNORECASE)
"""A figure and its unit of measure. Bounded, so a text is read in linear time."""
LOOK_BACK = 24
"""Characters read before a measure for its bound or the start of its range: «не более чем », "from
12 to " (with a unit of its own: "from 12 mm to ")."""
_RANGE_START = lazy_pattern(r"(?P<lo>\d{1,5}(?:[.,]\d{1,2})?)\s*(?:%|mm|мм|cm|см|kg|кг|km|км)?\s*"
                            r"(?:[–—-]|\s(?:to|до|and|и)\s)\s*$", re.IGNORECASE)
_ABOVE = lazy_pattern(r"(?:\b(?:above|over|more\s+than|exceeding|beyond)|(?<!\w)(?:более|больше|свыше|выше|"
                      r"превышающ\w*))(?:\s+(?:чем|than))?\s*$", re.IGNORECASE)
_FROM = lazy_pattern(r"(?:\b(?:from|at\s+least|minimum(?:\s+of)?)|(?<!\w)(?:от|не\s+менее|не\s+меньше|с))\s*$",
                     re.IGNORECASE)
_BELOW = lazy_pattern(r"(?:\b(?:under|below|less\s+than)|(?<!\w)(?:менее|меньше|ниже))\s*$", re.IGNORECASE)
_UP_TO = lazy_pattern(r"(?:\b(?:up\s+to|at\s+most|no\s+more\s+than|max(?:imum)?(?:\s+of)?)|(?<!\w)(?:до|не\s+более|"
                      r"не\s+больше|не\s+свыше|максимум))\s*$", re.IGNORECASE)


class Span(NamedTuple):
    """The values a measure takes in: from ``low`` to ``high`` (None: no end), each end included
    unless its ``open`` flag says otherwise."""

    unit: str
    low: Decimal
    high: Decimal | None
    low_open: bool = False
    high_open: bool = False


def measure_asked(question: str) -> Span | None:
    """The one measure the question names with its bound ("above 32%", «длиной 40 мм»), or None
    when it names none or several."""
    found = {span for span in _spans(question)}
    return found.pop() if len(found) == 1 else None


def states_other_measures(text: str, asked: Span) -> bool:
    """Whether ``text`` states the asked measure's unit and none of its values or bounds takes in
    the asked one."""
    stated = [span for span in _spans(text) if span.unit == asked.unit]
    return bool(stated) and not any(_overlap(span, asked) for span in stated)


def _spans(text: str) -> list[Span]:
    spans = []
    for m in _MEASURE.finditer(text):
        unit = next(u for k, u in _UNITS.items() if m["unit"].lower().startswith(k))
        n = Decimal(m["n"].replace(",", "."))
        before = text[max(0, m.start() - LOOK_BACK):m.start()]
        if (r := _RANGE_START.search(before)) is not None:
            spans.append(Span(unit, Decimal(r["lo"].replace(",", ".")), n))
        elif _ABOVE.search(before):
            spans.append(Span(unit, n, None, low_open=True))
        elif _FROM.search(before):
            spans.append(Span(unit, n, None))
        elif _BELOW.search(before):
            spans.append(Span(unit, Decimal(0), n, high_open=True))
        elif _UP_TO.search(before):
            spans.append(Span(unit, Decimal(0), n))
        else:
            spans.append(Span(unit, n, n))
    return spans


def _overlap(a: Span, b: Span) -> bool:
    """Whether two spans of one unit share a value."""
    low, low_open = max((a.low, a.low_open), (b.low, b.low_open))
    highs = [(h, o) for h, o in ((a.high, a.high_open), (b.high, b.high_open)) if h is not None]
    if not highs:
        return True
    high, high_open = min(highs, key=lambda x: (x[0], not x[1]))
    return low < high or (low == high and not low_open and not high_open)
