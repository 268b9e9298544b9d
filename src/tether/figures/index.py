"""What one text contributes to the material: its figures as sets of values, dates and keys.

``TextIndex`` is the full index of a text (or of a stretch of one, or of a
request's facts and question). ``text_index`` builds it by scanning the whole
text; the material normally reads fragments through the lazy digit map
(``digits``) instead, and keeps the full scan as the fallback for what the
digits cannot decide.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from decimal import Decimal
from functools import lru_cache

from .dates import DateValue, in_decade
from .lexicon import filed_keys
from .quantities import Mention, find_mentions, find_number_words

ALL = "*"
"""Key of the value set holding every number reading, whatever its unit."""


@dataclass(slots=True)
class TextIndex:
    """What one text contributes: number readings by unit, dates at each precision, keys.

    Values are stored as floats: equal decimals give equal floats (1250.00 and
    1250 alike), and float hashing keeps the per-request merge cheap. Figures
    in prose have far fewer than 15 significant digits.
    """

    values: dict[str | None, set[float]] = field(default_factory=dict)
    full_dates: set[tuple[int, int, int]] = field(default_factory=set)
    year_months: set[tuple[int, int]] = field(default_factory=set)
    years: set[int] = field(default_factory=set)
    month_days: set[tuple[int, int]] = field(default_factory=set)
    decades: set[int] = field(default_factory=set)
    references: set[str] = field(default_factory=set)
    versions: set[str] = field(default_factory=set)
    identifiers: set[str] = field(default_factory=set)

    # -- building ----------------------------------------------------------------------

    def add_value(self, unit: str | None, value: Decimal) -> None:
        f = float(value)
        self.values.setdefault(unit, set()).add(f)
        self.values.setdefault(ALL, set()).add(f)

    def add_date(self, d: DateValue) -> None:
        if d.decade:
            if d.year is not None:
                self.decades.add(d.year)
            return
        if d.year is None:
            if d.month is not None and d.day is not None:
                self.month_days.add((d.month, d.day))
            return
        self.years.add(d.year)
        if d.month is not None:
            self.year_months.add((d.year, d.month))
            if d.day is not None:
                self.full_dates.add((d.year, d.month, d.day))
                self.month_days.add((d.month, d.day))

    def add_mention(self, m: Mention) -> None:
        kind = m.kind
        if kind == "date":
            for d in m.dates + m.year_range:
                self.add_date(d)
            # A date read from context ("in 1850", "may 30", "2007–11") keeps the number it
            # was read from, so a figure written elsewhere as a count still finds it.
            for r in m.readings:
                self.add_value(None, r.value)
            return
        if kind == "list":
            return
        if kind in ("identifier", "url"):
            if m.key:
                self.identifiers.add(m.key.casefold())
        elif kind == "reference" and m.key:
            self.references.add(m.key)
        elif kind == "version" and m.key:
            self.versions.add(m.key)
        unit = m.unit if kind in ("money", "percent", "duration") else (
            None if kind == "number" else kind)
        for key in filed_keys(unit, m.text) if kind == "money" else (unit,):
            for r in m.readings:
                self.add_value(key, r.value)

    def merge(self, other: TextIndex) -> None:
        for unit, vals in other.values.items():
            mine = self.values.get(unit)
            if mine is None:
                self.values[unit] = set(vals)
            else:
                mine |= vals
        self.full_dates |= other.full_dates
        self.year_months |= other.year_months
        self.years |= other.years
        self.month_days |= other.month_days
        self.decades |= other.decades
        self.references |= other.references
        self.versions |= other.versions
        self.identifiers |= other.identifiers

    # -- questions (the same ones the lazy digit map answers) ----------------------------

    def has_value(self, f: float, key: str | None) -> bool:
        """A reading equal to ``f`` under ``key`` (a unit, None for plain numbers, or ALL)."""
        vals = self.values.get(key)
        return vals is not None and f in vals

    def has_date(self, d: DateValue) -> bool:
        """The date at its written precision; a bare year also matches a plain number, a
        decade matches itself or any year in it (``dates``)."""
        if d.decade and d.year is not None:
            return d.year in self.decades or any(
                in_decade(y, d.year) for y in self.years) or any(
                float(y) in self.values.get(ALL, ()) for y in range(d.year, d.year + 10))
        if d.year is None:
            return (d.month, d.day) in self.month_days
        if d.month is None:
            return d.year in self.years or float(d.year) in self.values.get(ALL, ())
        if d.day is None:
            return (d.year, d.month) in self.year_months
        return (d.year, d.month, d.day) in self.full_dates

    def has_key(self, kind: str, key: str) -> bool:
        """A reference number, a version, or (any other kind) an identifier, ignoring case."""
        if kind == "reference":
            return key in self.references
        if kind == "version":
            return key in self.versions
        return key.casefold() in self.identifiers


@lru_cache(maxsize=4096)
def text_index(text: str, words: bool = False) -> TextIndex:
    """The full index of one text; cached, since fragments recur across requests. Do not mutate."""
    index = TextIndex()
    for m in find_mentions(text, words=words):
        index.add_mention(m)
    return index


@lru_cache(maxsize=256)
def fragments_index(texts: tuple[str, ...]) -> TextIndex:
    """The merged full index of a request's fragment texts; cached. Do not mutate."""
    merged = TextIndex()
    for text in texts:
        merged.merge(text_index(text))
    return merged


@lru_cache(maxsize=4096)
def word_index(text: str) -> TextIndex:
    """Only the number words of a text ("five working days"); cached. Do not mutate."""
    index = TextIndex()
    for m in find_number_words(text):
        index.add_mention(m)
    return index
