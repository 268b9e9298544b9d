"""The material of one request: what an answer's figures and quotes may be checked against.

Material is the fragments' text and the facts' values (CONTRACTS §3), plus
the question's figures, which are the reader's own and never flagged. It is
built once per request. Each text is scanned once (one pass of the digit
scanner) and its index is cached by the text itself, because the same
fragments come back request after request; the request then only merges a
few sets. Number words in fragments ("within five working days") are read
lazily, the first time an answer figure is not found otherwise, so an answer
whose figures are all written in the material costs nothing extra.
"""

from __future__ import annotations

import bisect
from collections.abc import Iterable
from dataclasses import dataclass, field
from decimal import Decimal
from functools import lru_cache

from .comparators import contains_token, parse_fact_value
from .dates import DateValue
from .models import ContextFact, ContextFragment, VerifyInput
from .notation import Reading
from .quantities import Mention, find_mentions, find_number_words
from .text import normalize_ws, sentence_spans, split_sentences

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
    references: set[str] = field(default_factory=set)
    versions: set[str] = field(default_factory=set)
    identifiers: set[str] = field(default_factory=set)

    def add_value(self, unit: str | None, value: Decimal) -> None:
        f = float(value)
        self.values.setdefault(unit, set()).add(f)
        self.values.setdefault(ALL, set()).add(f)

    def add_date(self, d: DateValue) -> None:
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
            for d in m.dates:
                self.add_date(d)
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
        for r in m.readings:
            self.add_value(unit, r.value)

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
        self.references |= other.references
        self.versions |= other.versions
        self.identifiers |= other.identifiers


@lru_cache(maxsize=4096)
def text_index(text: str, words: bool = False) -> TextIndex:
    """The index of one text; cached, since fragments recur across requests. Do not mutate."""
    index = TextIndex()
    mentions = find_mentions(text, words=words)
    for m in mentions:
        index.add_mention(m)
    return index


@lru_cache(maxsize=256)
def fragments_index(texts: tuple[str, ...]) -> TextIndex:
    """The merged index of a request's fragment texts; cached. Do not mutate."""
    merged = TextIndex()
    for text in texts:
        merged.merge(text_index(text))
    return merged


@lru_cache(maxsize=4096)
def _word_index(text: str) -> TextIndex:
    index = TextIndex()
    for m in find_number_words(text):
        index.add_mention(m)
    return index


class MaterialFragment:
    """One context fragment, with its sentences split on first use."""

    __slots__ = ("id", "document", "jurisdiction", "title", "text", "_spans")

    def __init__(self, fragment: ContextFragment) -> None:
        self.id = fragment.id
        self.document = fragment.document
        self.jurisdiction = fragment.jurisdiction
        self.title = fragment.title
        self.text = fragment.text
        self._spans: list[tuple[int, int]] | None = None

    @property
    def sentence_spans(self) -> list[tuple[int, int]]:
        if self._spans is None:
            self._spans = sentence_spans(self.text)
        return self._spans

    @property
    def sentences(self) -> list[str]:
        return [self.text[s:e] for s, e in self.sentence_spans]


class Material:
    """The material index of one request (see the module docstring)."""

    split_sentences = staticmethod(split_sentences)

    def __init__(self, fragments: Iterable[ContextFragment], facts: Iterable[ContextFact] = (),
                 question: str = "", extra_verbatim: Iterable[str] = ()) -> None:
        self.fragments: tuple[MaterialFragment, ...] = tuple(MaterialFragment(f) for f in fragments)
        self.facts: tuple[ContextFact, ...] = tuple(facts)
        self.question = question
        self._extra = tuple(extra_verbatim)
        # Two layers: the fragments' merged index, shared across requests that
        # retrieve the same fragments and never mutated; and this request's own
        # (facts, question, number words read lazily).
        self.fragment_index = fragments_index(tuple(f.text for f in self.fragments))
        self.index = TextIndex()
        for fact in self.facts:
            self._add_fact(fact)
        # The question's numbers are the reader's own: they support an answer
        # figure of any unit ("runs 2 000 hours" → "2 000 operating hours").
        self.question_values: set[float] = set()
        if question:
            q = text_index(question, True)
            self.index.merge(q)
            self.question_values = q.values.get(ALL, set())
        self.layers: tuple[TextIndex, TextIndex] = (self.fragment_index, self.index)
        self._words_read = False
        self._sorted: dict[tuple[int, str | None], list[float]] = {}
        self._pool: str | None = None
        self._pool_folded: str | None = None
        self._normalized: str | None = None

    # -- building ---------------------------------------------------------------------

    def _add_fact(self, fact: ContextFact) -> None:
        parsed = parse_fact_value(fact.kind, fact.value, fact.unit)
        if parsed is None:
            self.index.merge(text_index(fact.value, True))
            return
        if parsed.number is not None:
            unit = {"money": parsed.unit, "percent": "%", "duration": parsed.unit}.get(parsed.kind)
            self.index.add_value(unit, parsed.number)
        elif parsed.date is not None:
            self.index.add_date(parsed.date)
        elif parsed.kind in ("identifier", "url"):
            self.index.identifiers.add(parsed.text.casefold())
        else:
            self.index.merge(text_index(fact.value, True))

    def _read_number_words(self) -> None:
        """Number words in the fragments, read on the first figure not found otherwise."""
        self._words_read = True
        for frag in self.fragments:
            self.index.merge(_word_index(frag.text))
        self._sorted.clear()

    # -- support of answer figures ---------------------------------------------------------

    def supports(self, mention: Mention, *, tolerant: bool = False) -> bool:
        """True when the mention is a figure found in the material, or not a figure at all.

        A reading must occur exactly (after normalisation: 1 250,00 = 1250) with
        an agreeing unit. ``tolerant`` also accepts a material value that rounds
        to the reading at the precision written, for figures the answer marks as
        approximate ("about 1.3 million" for 1,270,000).
        """
        kind = mention.kind
        if kind == "list" or kind == "url":
            return True
        if kind == "date":
            return self.supports_date(mention)
        if kind in ("reference", "version"):
            return (self.has_key(kind, mention.key or "") or self.occurs_verbatim(mention.text)
                    or self.supports_number(mention, unit=None))
        if kind == "identifier":
            return self.occurs_verbatim(mention.text) or (
                bool(mention.readings) and self.supports_number(mention, unit=None))
        unit = mention.unit if kind in ("money", "percent", "duration") else None
        return self.supports_number(mention, unit=unit, tolerant=tolerant)

    def supports_number(self, mention: Mention, *, unit: str | None,
                        tolerant: bool = False) -> bool:
        if self._has_any(mention.readings, unit, tolerant):
            return True
        if not self._words_read:
            self._read_number_words()
            return self._has_any(mention.readings, unit, tolerant)
        return False

    def _has_any(self, readings: tuple[Reading, ...], unit: str | None, tolerant: bool) -> bool:
        keys = (ALL,) if unit is None else (unit, None)
        for r in readings:
            f = float(r.value)
            if f in self.question_values:
                return True
            for layer, index in enumerate(self.layers):
                values = index.values
                for key in keys:
                    vals = values.get(key)
                    if vals and (f in vals or (tolerant and self._near((layer, key), vals, r))):
                        return True
        return False

    def _near(self, key: tuple[int, str | None], vals: set[float], r: Reading) -> bool:
        """A material value that rounds to the reading at the precision the answer wrote."""
        ordered = self._sorted.get(key)
        if ordered is None:
            ordered = self._sorted[key] = sorted(vals)
        value, half = float(r.value), float(r.step) / 2 * (1 + 1e-9)
        i = bisect.bisect_left(ordered, value - half)
        return i < len(ordered) and ordered[i] <= value + half

    def supports_date(self, mention: Mention) -> bool:
        """A date at the precision written: a year is supported by that year in any material
        date, a month of a year by any date in that month."""
        for idx in self.layers:
            for d in mention.dates:
                if d.year is None:
                    if (d.month, d.day) in idx.month_days:
                        return True
                elif d.month is None:
                    if d.year in idx.years or float(d.year) in idx.values.get(ALL, ()):
                        return True
                elif d.day is None:
                    if (d.year, d.month) in idx.year_months:
                        return True
                elif (d.year, d.month, d.day) in idx.full_dates:
                    return True
        return False

    def has_key(self, kind: str, key: str) -> bool:
        """A reference number, version or identifier key found in the material."""
        for idx in self.layers:
            table = {"reference": idx.references, "version": idx.versions}.get(
                kind, idx.identifiers)
            if (key.casefold() if table is idx.identifiers else key) in table:
                return True
        return False

    # -- verbatim --------------------------------------------------------------------------

    def _pieces(self) -> list[str]:
        return [f.text for f in self.fragments] + [f.value for f in self.facts]

    @property
    def pool(self) -> str:
        """All material text (fragments, fact values, ids, titles, the question), one string."""
        if self._pool is None:
            extra = [p for f in self.fragments for p in (f.id, f.document, f.title or "")]
            self._pool = "\n\x00\n".join(self._pieces() + extra + list(self._extra)
                                         + [self.question])
        return self._pool

    def occurs_verbatim(self, token: str) -> bool:
        """An identifier-like token written in the material (ignoring case), not inside a
        longer token."""
        if self._pool_folded is None:
            self._pool_folded = self.pool.casefold()
        folded = token.casefold()
        return self.has_key("identifier", folded) or contains_token(self._pool_folded, folded)

    def contains_verbatim(self, sentence: str) -> bool:
        """True when ``sentence`` occurs in one fragment's text or one fact's value.

        Comparison is character for character after ``text.normalize_ws`` on
        both sides (every whitespace run, no-break spaces and line breaks
        included, becomes one space); case, quotes and punctuation must match.
        A quote cannot span two fragments.
        """
        needle = normalize_ws(sentence)
        if not needle:
            return False
        if self._normalized is None:
            self._normalized = "\x00".join(normalize_ws(p) for p in self._pieces())
        return needle in self._normalized

    def fragment(self, fragment_id: str) -> MaterialFragment | None:
        for f in self.fragments:
            if f.id == fragment_id:
                return f
        return None


def build_material(inp: VerifyInput) -> Material:
    """The material of one ``tether verify`` input, built once per request."""
    ctx = inp.context
    extra = [e.identity for e in ctx.entities]
    return Material(ctx.fragments, ctx.facts, inp.question, extra_verbatim=extra)
