"""A value of another band: the part of its sentence that states it bounds the reader's own figure
out, and another part of that sentence takes the reader in.

«Частные клиенты вносят предоплату 100 % за заказ до 5 000 ₽ включительно и 50 % за заказ больше
5 000 ₽» gives two bands of one rule. Asked about an order of 8 000 ₽, "100 %" occurs in the cited
sentence, in a sentence about prepayment — every other reader passed it; it is the small orders'
(unseen39 dev u39-ru-036). And "50 %" is the large orders', whatever words the answer's clause
shares with the first part. The reader's figures (the question's,
:func:`tether.verify.thresholds.question_figures`) are compared with each part's bounds by
:mod:`tether.verify.thresholds`: one part must rule a figure out and another part of the same
sentence admit it, so a band that only sets a condition ("for orders up to 5 000 ₽", nothing said of
larger ones) is left to the condition readers; and a value that is itself a bound («горячее питание
при задержке *более 4 часов*») is no band's value.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import lru_cache

from ..figures.mention import Mention
from ..guard import lazy_pattern
from .case_parts import parts_of
from .thresholds import ReaderFigure, admits_the_reader, bounds_with, rules_out_the_reader

Holds = Callable[[str, Mention], bool]


def another_band(sentences: Sequence[str], holding: Sequence[int], m: Mention, reader: Sequence[ReaderFigure],
                 question: str, holds: Holds) -> tuple[str, str, ReaderFigure] | None:
    """The part of a cited sentence of ``holding`` that states ``m`` and rules out a figure of the
    ``reader``'s (``question``'s), the part of the same sentence that admits it, and the figure; None
    when there is none. ``holds(text, m)``: whether a text states ``m``."""
    reader = _points(reader, question)
    if not reader:
        return None
    for i in holding:
        for parts in (_parts(sentences[i]), _halves(sentences[i])):
            k = _own_part(parts, m, holds)
            if k is None or bounds_with(parts[k], m):
                continue
            for q in reader:
                if rules_out_the_reader(parts[k], (q,)):
                    other = next((p for j, p in enumerate(parts) if j != k and admits_the_reader(p, (q,))), None)
                    if other is not None:
                        return parts[k], other, q
    return None


def in_its_own_band(sentence: str, m: Mention, other: str, reader: Sequence[ReaderFigure], question: str,
                    holds: Holds) -> bool:
    """Whether the part of ``sentence`` stating ``m`` admits a figure of the ``reader``'s (``question``'s)
    that the ``other`` part rules out: the value is the reader's band's, whichever part the answer's
    words echo («частный клиент вносит предоплату 50 %» for an order of 8 000 ₽)."""
    reader = _points(reader, question)
    for parts in ((_parts(sentence), _halves(sentence)) if reader else ()):
        k = _own_part(parts, m, holds)
        if k is not None and not bounds_with(parts[k], m) and any(
                admits_the_reader(parts[k], (q,)) and rules_out_the_reader(other, (q,)) for q in reader):
            return True
    return False


@lru_cache(maxsize=1024)
def _parts(sentence: str) -> tuple[str, ...]:
    """The coordinated parts of a cited sentence, read once: every figure of an answer asks of them."""
    return tuple(parts_of(sentence))


@lru_cache(maxsize=1024)
def _halves(sentence: str) -> tuple[str, ...]:
    """A sentence's halves at its semicolons, each band with its condition: "If it is cancelled from
    29 to 8 days before arrival, one week's rate is kept; if it is cancelled 7 days or fewer …, 4
    weeks' rate is kept" parts at its commas into conditions apart from their values (unseen50 dev
    u50-en-025)."""
    halves = [p for p in sentence.split(";") if p.strip()]
    if len(halves) < 2 or not all(_OPENS_WITH_A_CONDITION.match(p) for p in halves):
        return ()
    # a half is its condition and the clause of its value: a clause joined after it ("…, and returns
    # are accepted within 30 days for all orders", "…, as any order can") says what it says of every
    # case, not of that band (a red-team and a review of this reading)
    return tuple(_JOINED.split(p, maxsplit=1)[0] for p in halves)


_OPENS_WITH_A_CONDITION = lazy_pattern(r"\s*(?:if|when|where|for|если|при|в\s+случае|когда|для)\b", re.IGNORECASE)
"""A half that opens with its band's condition ("if it is cancelled 7 days or fewer before …")."""
_JOINED = lazy_pattern(r",\s+(?:and|but|while|whereas|as|plus|и|а|но|однако|как|причём|причем)\s", re.IGNORECASE)
"""Where a clause of its own joins a half: after a comma, at a conjunction (a literal comma first, so
a run of spaces is read once)."""


def _own_part(parts: Sequence[str], m: Mention, holds: Holds) -> int | None:
    """Which one of ``parts`` states ``m``, or None (none, or more than one)."""
    own = [k for k, p in enumerate(parts) if holds(p, m)]
    return own[0] if len(own) == 1 else None


def _points(reader: Sequence[ReaderFigure], question: str) -> tuple[ReaderFigure, ...]:
    """The reader's figures that are values, not bounds of the question's own ("if uptime drops *below
    99%*" asks about a band, which no single band rules out: unseen18 dev u18s-013)."""
    return tuple(q for q in reader if not bounds_with(question, q.mention))
