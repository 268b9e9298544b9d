"""Which numbers in an answer are *figures* (CONTRACTS §3, number-without-jurisdiction).

A figure is money, a percentage, a duration or another quantity. The
verifier's mention finder already tells figures from dates, years, article
and section references, list numbers, versions, ordinals and identifiers
("Art. 17(3)", "version 1.9.4", "ИНН 7707083893", "3-НДФЛ"); this module
uses that one notion of a figure and adds what a *quantity* needs beyond it:
a bare number counts only when it counts something ("300 applications",
"5 копий") or ends a clause ("the limit is 300."), never when it is a phone
number, a postcode before a place name ("53225 Bonn", "119019, г. Москва")
or a house number.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from ..figures import find_mentions
from ..guard import lazy_pattern

QUANTITY_KINDS = frozenset({"money", "percent", "duration"})
_DIGITS = lazy_pattern(r"\d(?:[\d\u00a0\u202f\u2009 .,]*\d)?")
# A house, flat or building number in an address ("д. 9", "кв. 12", "Suite 400").
_ADDRESS_BEFORE = lazy_pattern(r"(?:\b(?:д|дом|кв|корп|стр|офис|house|apt|suite|unit|building)\.?)\s*$", re.IGNORECASE)
# A long run of digits with no grouping is a code (tax, account, registration
# number), not an amount: amounts that long are written in groups.
_BARE_CODE = lazy_pattern(r"\d{7,}")
_PHONE = lazy_pattern(r"\+\d[\d\s\u00a0()\-]{6,}\d")
# What may follow a bare number that is a quantity: a lower-case word (what is
# counted) or the end of a clause.
_COUNTED = lazy_pattern(r"^[ \u00a0\u202f\u2009]*(?:[a-zа-яё]|[.;!?)]|$)")


@dataclass(frozen=True, slots=True)
class Figure:
    text: str
    span: tuple[int, int]


def figures(text: str) -> list[Figure]:
    """The numbers in ``text`` that are figures, in order."""
    return list(iter_figures(text))


def first_figure(text: str) -> Figure | None:
    """The first figure of ``text``; stops reading there (a pre-check needs only one)."""
    return next(iter_figures(text), None)


def iter_figures(text: str) -> Iterator[Figure]:
    """The figures of ``text`` one by one, in order (see the module docstring)."""
    phones = [m.span() for m in _PHONE.finditer(text)]
    for mention in find_mentions(text):
        if mention.kind not in QUANTITY_KINDS and mention.kind != "number":
            continue  # dates, years, references, versions, identifiers, ordinals
        start, end = mention.start, mention.end
        if any(lo <= start < hi for lo, hi in phones):
            continue
        if mention.kind == "number" and (
            _BARE_CODE.fullmatch(text[start:end]) or _ADDRESS_BEFORE.search(text[max(0, start - 12):start])
        ):
            continue
        if mention.kind in QUANTITY_KINDS or _COUNTED.match(text[end:end + 3]):
            digits = _DIGITS.search(text, start, end)
            span = digits.span() if digits else (start, end)
            yield Figure(text[span[0]:span[1]], span)
