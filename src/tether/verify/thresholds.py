"""The reader's own figure decides which part of a cited rule applies.

"Delivery of large appliances costs 990 RUB within the city, except orders from 50 000 RUB,
which are delivered free": a reader who asks about a 60 000 RUB order is in the exception, so
an answer that gives them 990 RUB quotes the right sentence for the wrong case. Every figure
of that answer occurs in the cited sentence, in the right subject's words; only comparing the
reader's figure with the exception's threshold tells.

Read in code, conservatively: the answer's value must stand in the rule part of a cited
sentence (before its "except" / "unless" / «кроме» / «за исключением»), the exception part
must hold a threshold with its bound ("from", "over", "at least", "up to"; «от», «свыше»,
«не менее», «до»), and the question a figure of the same kind and unit that the bound admits.
Money, durations and percentages only: a bare number ("65-inch", "2 orders") carries no
unit to compare by.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from decimal import Decimal
from functools import lru_cache

from ..figures import find_mentions
from ..figures.mention import Mention

_COMPARED = frozenset({"money", "duration", "percent"})
LOOK_BACK = 24
"""Characters read before a threshold for its bound ("orders of at least", «заказов от»)."""

_EXCEPT = re.compile(r"\b(?:except(?:\s+for)?|unless|other\s+than|apart\s+from|excluding)\b|"
                     r"(?<!\w)(?:кроме|за\s+исключением|исключая)(?!\w)", re.IGNORECASE)
_FROM = re.compile(r"(?:\bfrom|\bat\s+least|\bminimum(?:\s+of)?|\bstarting\s+(?:at|from)|"
                   r"(?<!\w)от|(?<!\w)не\s+менее|(?<!\w)не\s+меньше|(?<!\w)начиная\s+с)\s*$", re.IGNORECASE)
_OVER = re.compile(r"(?:\bover|\babove|\bmore\s+than|\bexceeding|\bbeyond|\bexpensive\s+than|"
                   r"(?<!\w)свыше|(?<!\w)более|(?<!\w)больше|(?<!\w)выше|(?<!\w)дороже|(?<!\w)превышающ\w*)\s*$",
                   re.IGNORECASE)
_UP_TO = re.compile(r"(?:\bup\s+to|\bat\s+most|\bno\s+more\s+than|\bnot\s+more\s+than|"
                    r"(?<!\w)до|(?<!\w)не\s+более|(?<!\w)не\s+больше|(?<!\w)не\s+свыше)\s*$", re.IGNORECASE)
_UNDER = re.compile(r"(?:\bunder|\bbelow|\bless\s+than|\bfewer\s+than|\bcheaper\s+than|"
                    r"(?<!\w)менее|(?<!\w)меньше|(?<!\w)ниже|(?<!\w)дешевле)\s*$", re.IGNORECASE)


def readers_exception(sentence: str, m: Mention, question: Sequence[Mention]) -> tuple[Mention, str] | None:
    """The reader's figure and the exception it falls under, when ``m`` is the value of the
    rule that exception sets aside in ``sentence``; None otherwise."""
    exception = _EXCEPT.search(sentence)
    if exception is None:
        return None
    rule, excepted = sentence[:exception.start()], sentence[exception.start():]
    if not _states_in(rule, m) or _states_in(excepted, m):
        return None  # not the rule's value, or the exception's too
    for threshold in _thresholds(excepted):
        for q in question:
            if _same_measure(q, threshold[0]) and _admits(threshold, _value(q)):
                return q, excepted
    return None


def _states_in(text: str, m: Mention) -> bool:
    return any(x.kind == m.kind and _value(x) == _value(m) and x.unit == m.unit for x in _mentions(text))


@lru_cache(maxsize=4096)
def _mentions(text: str) -> tuple[Mention, ...]:
    return tuple(x for x in find_mentions(text) if x.kind in _COMPARED and x.readings)


@lru_cache(maxsize=4096)
def _thresholds(text: str) -> tuple[tuple[Mention, str], ...]:
    """The figures of ``text`` with a bound before them, and which: ">=", ">", "<=", "<"."""
    out = []
    for x in _mentions(text):
        before = text[max(0, x.start - LOOK_BACK):x.start]
        for pattern, bound in ((_FROM, ">="), (_OVER, ">"), (_UP_TO, "<="), (_UNDER, "<")):
            if pattern.search(before):
                out.append((x, bound))
                break
    return tuple(out)


def _value(m: Mention) -> Decimal:
    return m.readings[0].value


def _same_measure(a: Mention, b: Mention) -> bool:
    return a.kind == b.kind and a.readings != () and (a.unit == b.unit or a.kind == "percent")


def _admits(threshold: tuple[Mention, str], value: Decimal) -> bool:
    limit, bound = _value(threshold[0]), threshold[1]
    return {">=": value >= limit, ">": value > limit, "<=": value <= limit, "<": value < limit}[bound]


def question_figures(question: str) -> tuple[Mention, ...]:
    """The reader's figures that a threshold can be compared with."""
    return _mentions(question)
