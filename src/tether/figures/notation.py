"""Number notations: digits as written → the values they may mean.

A token may be ambiguous: "1,250" is 1250 in English and 1.25 in Russian or
German prose, "1.250" the other way round. Both readings are kept; the rules
of verification accept a figure when *any* plausible reading occurs in the
material. Each reading carries the step of its last written digit, which sets
the rounding tolerance: "1 250" may stand for anything that rounds to it
(±0.5), "1.3 million" for anything within ±50 000 of 1 300 000.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from functools import lru_cache

_STEPS: tuple[Decimal, ...] = tuple(Decimal(1).scaleb(-k) for k in range(0, 16))
_GROUP_SPACES = " \u00a0\u202f\u2009'’"


@dataclass(frozen=True, slots=True)
class Reading:
    """One plausible value of a written number and the step of its last digit."""

    value: Decimal
    step: Decimal

    def covers(self, x: Decimal) -> bool:
        """True when ``x`` rounds to this reading at the precision written."""
        return abs(x - self.value) * 2 <= self.step

    def scaled(self, factor: Decimal) -> Reading:
        return Reading(self.value * factor, self.step * factor)


def canonical(value: Decimal) -> str:
    """The decimal string of the fact conventions: no exponent, no trailing zeros."""
    if value == 0:
        return "0"
    text = format(value.normalize(), "f")
    return text


def _step(decimals: int) -> Decimal:
    return _STEPS[decimals] if decimals < len(_STEPS) else Decimal(1).scaleb(-decimals)


def _plain(int_part: str, frac: str = "") -> Reading:
    return Reading(Decimal(f"{int_part}.{frac}" if frac else int_part), _step(len(frac)))


@lru_cache(maxsize=16384)
def readings_of(notation: str, token: str) -> tuple[Reading, ...]:
    """Readings of a token the scanner matched with the named ``notation``.

    Notations: ``sp`` (space or apostrophe groups), ``cm`` (comma groups),
    ``dt`` (dot groups), ``dec`` (plain, optional decimal comma or point).
    Cached: the same short tokens ("1", "30", "2024") recur on every page.
    """
    if notation == "sp":
        body = token.translate(_DROP_SPACES)
        if "," in body or "." in body:
            sep = "," if "," in body else "."
            head, frac = body.rsplit(sep, 1)
            return (_plain(head, frac),)
        return (_plain(body),)
    if notation == "cm":
        return _grouped(token, group=",", decimal=".")
    if notation == "dt":
        return _grouped(token, group=".", decimal=",")
    # dec: digits with at most one separator.
    for sep in ",.":
        if sep in token:
            head, frac = token.split(sep, 1)
            return (_plain(head, frac),)
    return (_plain(token),)


_DROP_SPACES = str.maketrans("", "", _GROUP_SPACES)


def _grouped(token: str, *, group: str, decimal: str) -> tuple[Reading, ...]:
    """``1,250`` / ``1.250``: groups of three; ambiguous when a single group follows."""
    if decimal in token:
        head, frac = token.split(decimal, 1)
        return (_plain(head.replace(group, ""), frac),)
    parts = token.split(group)
    whole = Reading(Decimal("".join(parts)), _STEPS[0])
    if len(parts) == 2 and parts[0] != "0":
        # "1,250": thousands separator, or a decimal separator with three decimals.
        return (whole, _plain(parts[0], parts[1]))
    if parts[0] == "0":
        return (_plain(parts[0], "".join(parts[1:])),)
    return (whole,)


THREE_DECIMAL_CURRENCIES = frozenset({"BHD", "IQD", "JOD", "KWD", "LYD", "OMR", "TND"})
"""The currencies ISO 4217 gives three minor digits: only in these may a sum "1,250" have decimals."""


def as_sum(readings: tuple[Reading, ...], unit: str | None) -> tuple[Reading, ...]:
    """The readings of a sum in ``unit``: "¥12,000" and "€12.000" are twelve thousand, not twelve
    with three decimals, in a currency of no or two minor digits. Read as twelve as well, the sum
    was "stated" by the "12" of "per child aged 6 to 12", and given to a child unseen (unseen33
    dev u33-en-035). The pair :func:`_grouped` makes is told by its steps, scaled or not."""
    if len(readings) == 2 and readings[1].step * 1000 == readings[0].step and unit not in THREE_DECIMAL_CURRENCIES:
        return readings[:1]
    return readings


def parse_decimal(text: str) -> Decimal | None:
    """A fact value as written by code: "1250", "1250.00", "1 250,5", "19%"."""
    raw = text.strip().rstrip("%").strip().translate(_DROP_SPACES)
    if not raw:
        return None
    if "," in raw and "." in raw:
        # The later separator is the decimal one: "1,250.50" / "1.250,50".
        if raw.rfind(",") > raw.rfind("."):
            raw = raw.replace(".", "").replace(",", ".")
        else:
            raw = raw.replace(",", "")
    elif raw.count(",") == 1 and len(raw.split(",")[1]) != 3:
        raw = raw.replace(",", ".")
    elif "," in raw:
        raw = raw.replace(",", "")
    elif raw.count(".") > 1:
        raw = raw.replace(".", "")
    try:
        value = Decimal(raw)
    except InvalidOperation:
        return None
    return value if value.is_finite() else None


def compose_number_words(values: list[int]) -> int:
    """"twenty five" → 25, "two hundred" → 200, "сто двадцать" → 120."""
    total = 0
    for v in values:
        if v == 100:
            total = max(total, 1) * 100
        else:
            total += v
    return total
