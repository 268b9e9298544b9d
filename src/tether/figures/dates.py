"""Dates at the precision written: a full date, a month of a year, a year, a decade, or a
day of a month.

A decade ("the 1990s", «в 1990-х») is a precision of its own. It is supported by the
same decade or by any year in it (the year says more than the decade), but it does not
support a year: "the 1990s" does not say which year, so an answer's "in 1994" is a
figure the material lacks, like a day of a month the material gives only as a month.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date

_DAYS_IN_MONTH = (31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)


@dataclass(frozen=True, slots=True)
class DateValue:
    """A calendar reading; ``None`` parts were not written ("June 2024" has no day)."""

    year: int | None
    month: int | None = None
    day: int | None = None
    decade: bool = False
    """``year`` is the first year of a decade written as one ("1990s"); no month or day."""

    @property
    def iso(self) -> str:
        """ISO 8601 at the written precision: 2024-06-12, 2024-06, 2024 or --06-12; a decade
        as 1990s."""
        if self.decade:
            return f"{self.year:04d}s"
        if self.year is None:
            return f"--{self.month:02d}-{self.day:02d}"
        if self.month is None:
            return f"{self.year:04d}"
        if self.day is None:
            return f"{self.year:04d}-{self.month:02d}"
        return f"{self.year:04d}-{self.month:02d}-{self.day:02d}"

    def within(self, other: DateValue) -> bool:
        """True when every part written here equals ``other``'s (June 2024 is within 2024-06-12;
        the 1990s is within 1994-03-01)."""
        if self.decade:
            return self.year is not None and other.year is not None and in_decade(other.year, self.year)
        return (
            (self.year is None or self.year == other.year)
            and (self.month is None or self.month == other.month)
            and (self.day is None or self.day == other.day)
        )


def in_decade(year: int, decade: int) -> bool:
    return decade <= year < decade + 10


def valid(year: int | None, month: int, day: int | None) -> bool:
    if not 1 <= month <= 12:
        return False
    if day is None:
        return True
    if not 1 <= day <= _DAYS_IN_MONTH[month - 1]:
        return False
    if year is not None and month == 2 and day == 29:
        try:
            date(year, 2, 29)
        except ValueError:
            return False
    return True


def plausible_year(value: int) -> bool:
    """Years written in answers about current rules; keeps 1250 a number, not a year."""
    return 1900 <= value <= 2100


def historic_year(value: int) -> bool:
    """A four-digit number that is a year only where its context says so ("in 1850",
    "1850 года", "(1844–1846)"): 1000 to 1899, the years of encyclopedic prose."""
    return 1000 <= value < 1900


def range_end(start: int, tail: str) -> int | None:
    """The last year of a shortened range "2007–11" (2011), "2016-20" (2020); a full tail
    ("1844–1846") as written. None when the end would not come after the start: "2007-03"
    is March 2007, not a range into the next century."""
    if len(tail) == 2:
        end = start // 100 * 100 + int(tail)
    elif len(tail) == 4:
        end = int(tail)
    else:
        return None
    return end if end > start else None


def full_year(two_or_four: str) -> int:
    year = int(two_or_four)
    return year + 2000 if len(two_or_four) == 2 else year


def numeric_readings(day_first: str, second: str, year: str, sep: str) -> tuple[DateValue, ...]:
    """``12.06.2024`` → one reading; ``06/12/2024`` → both day/month orders when both are valid.

    Dotted and dashed dates are European (day first); only slashes are read both ways.
    """
    y = full_year(year)
    a, b = int(day_first), int(second)
    out: list[DateValue] = []
    if valid(y, b, a):
        out.append(DateValue(y, b, a))
    if sep == "/" and a != b and valid(y, a, b):
        out.append(DateValue(y, a, b))
    return tuple(out)


_ISO = re.compile(r"(\d{4})(?:-(\d{1,2})(?:-(\d{1,2}))?)?(?:[T ][\d:.]+(?:Z|[+-]\d\d:?\d\d)?)?")


_ISO_NO_YEAR = re.compile(r"--(\d{2})-(\d{2})")


def parse_iso(text: str) -> DateValue | None:
    """A fact's date value: ``2024-06-12``, ``2024-06``, ``2024``, or ``--06-12`` (a day
    without its year, as :attr:`DateValue.iso` writes it); a time part is ignored."""
    no_year = _ISO_NO_YEAR.fullmatch(text.strip())
    if no_year:
        month_day = int(no_year.group(1)), int(no_year.group(2))
        return DateValue(None, *month_day) if valid(2000, *month_day) else None  # a leap year admits 29 Feb
    m = _ISO.fullmatch(text.strip())
    if not m:
        return None
    year = int(m.group(1))
    month = int(m.group(2)) if m.group(2) else None
    day = int(m.group(3)) if m.group(3) else None
    if month is not None and not valid(year, month, day):
        return None
    return DateValue(year, month, day)
