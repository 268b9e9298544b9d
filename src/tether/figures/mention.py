"""A figure-like mention found in a text, with every plausible reading of it."""

from __future__ import annotations

from decimal import Decimal
from typing import NamedTuple

from .dates import DateValue
from .notation import Reading, canonical

FIGURE_KINDS = frozenset({"number", "money", "percent", "date", "duration"})
QUANTITY_KINDS = frozenset({"number", "money", "percent", "duration"})
ONE = Decimal(1)


class Mention(NamedTuple):
    """One figure-like token in a text, with every plausible reading of it.

    ``kind`` is a figure kind (number, money, percent, date, duration) or a
    non-figure (list, reference, version, identifier, url, ordinal). ``unit`` is the
    ISO 4217 code, ``"%"``, or the duration class. ``key`` is the exact text
    of a reference number, version, identifier or URL.

    A NamedTuple rather than a frozen dataclass: one is built for every number of every
    text read, and tuple construction is several times cheaper (copies: ``_replace``).
    """

    start: int
    end: int
    text: str
    kind: str
    readings: tuple[Reading, ...] = ()
    dates: tuple[DateValue, ...] = ()
    unit: str | None = None
    key: str | None = None
    scale: Decimal = ONE
    from_words: bool = False
    year_range: tuple[DateValue, ...] = ()
    """A year range's two ends ("2007–11": 2007 and 2011). It is one more reading of a
    date mention, supported when both ends are; ``dates`` holds the others ("2007-11" may
    also be November 2007), each supported alone."""

    @property
    def span(self) -> tuple[int, int]:
        return (self.start, self.end)

    @property
    def is_figure(self) -> bool:
        return self.kind in FIGURE_KINDS

    def as_fact(self) -> tuple[str, str, str | None] | None:
        """(kind, value, unit) by the CONTRACTS fact conventions; the first reading wins."""
        if self.kind in QUANTITY_KINDS and self.readings:
            unit = None if self.kind in ("number", "percent") else self.unit
            return (self.kind, canonical(self.readings[0].value), unit)
        if self.kind == "date" and self.dates and not self.dates[0].decade:
            return ("date", self.dates[0].iso, None)
        if self.kind in ("identifier", "url") and self.key:
            return (self.kind, self.key, None)
        return None


_CLOCK_UNITS = frozenset({"seconds", "minutes", "hours"})


def one_measure(a: Mention, b: Mention) -> bool:
    """Whether two figures may measure one thing: the same kind, and not a period in years
    beside one in minutes or hours. An age or a term in years and the length of a session are
    two measures ("для детей 6–9 лет …; их занятия длятся 45 минут": unseen29 dev u29-ru-013);
    days, weeks and months stay comparable with both (a warranty of 2 years or 90 days)."""
    if a.kind != b.kind:
        return False
    if a.kind != "duration":
        return True
    units = {a.unit, b.unit}
    return not ("years" in units and units & _CLOCK_UNITS)


_URL_TRAIL = ".,;:!?)"


def url_key(url: str) -> str:
    """A URL compared as an exact string, less one trailing slash or punctuation mark."""
    if url and url[-1] in _URL_TRAIL + "/":
        url = url[:-1]
    return url
