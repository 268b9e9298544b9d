"""The material of one request: what an answer's figures and quotes may be checked against.

Material is the fragments' text and the facts' values (CONTRACTS §3), plus
the question's figures, which are the reader's own and never flagged. It is
built once per request and costs nothing until a figure is looked up:

- the fragments are read through their digit maps (``digits``): one regex
  pass per text finds where digits are, and only the stretches that could hold
  the figure asked about are scanned and indexed — cached by the text itself,
  because the same fragments come back request after request. A figure the
  answer marks as approximate ("about 1.3 million") may round to a value with
  other digits; that lookup falls back to the full index (``index.text_index``);
- the request's own layer (facts and question) is built on the first lookup;
- number words in fragments ("within five working days") are read lazily, the
  first time an answer figure is not found otherwise, so an answer whose
  figures are all written in the material costs nothing extra.
"""

from __future__ import annotations

import bisect
import functools
from collections.abc import Iterable

from ..figures.digits import FragmentLayer
from ..figures.index import ALL, TextIndex, text_index, word_index
from ..figures.lexicon import DURATION_EQUIVALENTS, currency_keys
from ..figures.mention import Mention
from ..figures.notation import Reading
from ..text import normalize_ws, sentence_spans
from .comparators import contains_token, parse_fact_value
from .models import ContextFact, ContextFragment, VerifyInput

__all__ = ["Material", "MaterialFragment", "build_material"]

Layer = FragmentLayer | TextIndex
"""A source of figures: the fragments (lazy) or the request's facts and question."""


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

    def __init__(self, fragments: Iterable[ContextFragment], facts: Iterable[ContextFact] = (),
                 question: str = "", extra_verbatim: Iterable[str] = ()) -> None:
        self._given = tuple(fragments)
        self.facts: tuple[ContextFact, ...] = tuple(facts)
        self.question = question
        self._extra = tuple(extra_verbatim)
        # Two layers: the fragments, read lazily through digit maps that are shared
        # across requests (``fragment_layer``); and this request's own (facts, question,
        # number words read lazily), built on the first lookup.
        self._index: TextIndex | None = None
        self._question_values: set[float] = set()
        self._words_read = False
        self._sorted: dict[tuple[int, str | None], list[float]] = {}
        self._pool: str | None = None
        self._pool_folded: str | None = None
        self._normalized: str | None = None

    # -- building ---------------------------------------------------------------------

    # Both built on first use: most answers' figures are vouched by their facts, and then
    # a request never looks at the fragments through the material.
    @functools.cached_property
    def fragments(self) -> tuple[MaterialFragment, ...]:
        return tuple(MaterialFragment(f) for f in self._given)

    @functools.cached_property
    def texts(self) -> tuple[str, ...]:
        """The fragments' texts."""
        return tuple(f.text for f in self._given)

    @functools.cached_property
    def fragment_layer(self) -> FragmentLayer:
        return FragmentLayer(tuple(f.text for f in self._given))

    @property
    def index(self) -> TextIndex:
        """This request's own layer: the facts' values and the question's figures."""
        if self._index is None:
            index = TextIndex()
            for fact in self.facts:
                _add_fact(index, fact)
            # The question's numbers are the reader's own: they support an answer
            # figure of any unit ("runs 2 000 hours" → "2 000 operating hours").
            if self.question:
                q = text_index(self.question, True)
                index.merge(q)
                self._question_values = q.values.get(ALL, set())
            self._index = index
        return self._index

    @property
    def question_values(self) -> set[float]:
        """Every number reading of the question."""
        _ = self.index
        return self._question_values

    @property
    def layers(self) -> tuple[Layer, TextIndex]:
        return (self.fragment_layer, self.index)

    @property
    def fragment_index(self) -> TextIndex:
        """The fragments' full index (every number scanned); the lazy layer's fallback."""
        return self.fragment_layer.full()

    def _read_number_words(self) -> None:
        """Number words in the fragments, read on the first figure not found otherwise."""
        self._words_read = True
        index = self.index
        for frag in self.fragments:
            index.merge(word_index(frag.text))
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
        # a unit agrees with itself; a sum's currency, as written, with its kin (currency_keys)
        keys = (ALL,) if unit is None else (*currency_keys(unit, mention.text), None)
        def found() -> bool:
            return self._has_any(mention.readings, keys, tolerant) or self._in_another_unit(mention, tolerant)
        if found():
            return True
        if not self._words_read:
            self._read_number_words()
            return found()
        return False

    def _in_another_unit(self, mention: Mention, tolerant: bool) -> bool:
        """A period the material states in another unit it is a whole number of ("two weeks" for
        "within 14 days"). Not the question's values: they carry no unit, and "60 minutes" is
        no "one" of «Сколько длится *одно* занятие?» (unseen27 dev u27-ru-031)."""
        if mention.kind != "duration" or mention.unit is None:
            return False
        # Not one whole unit: "24 hours a day", "12 months a year", "7 days a week" say how often,
        # and are no "1 day", "1 year" or "1 week" (a red-team of session 46)
        readings = tuple(r for r in mention.readings if r.value != 1)
        return bool(readings) and any(self._has_any(tuple(Reading(r.value * times / per, r.step * times / per)
                                                           for r in readings), (other,), tolerant, asked=False)
                   for other, times, per in DURATION_EQUIVALENTS.get(mention.unit, ()))

    def _has_any(self, readings: tuple[Reading, ...], keys: tuple[str | None, ...], tolerant: bool,
                 asked: bool = True) -> bool:
        """``asked``: a value of the question counts too (the question's values carry no unit)."""
        question_values = self.question_values if asked else frozenset()
        for r in readings:
            f = float(r.value)
            if f in question_values:
                return True
            for layer, index in enumerate(self.layers):
                for key in keys:
                    if index.has_value(f, key) or (tolerant and self._near(layer, key, r)):
                        return True
        return False

    def _near(self, layer: int, key: str | None, r: Reading) -> bool:
        """A material value that rounds to the reading at the precision the answer wrote.

        Rounding can reach values with other digits, so this reads the full index.
        """
        ordered = self._sorted.get((layer, key))
        if ordered is None:
            full = self.fragment_index if layer == 0 else self.index
            ordered = self._sorted[(layer, key)] = sorted(full.values.get(key, ()))
        value, half = float(r.value), float(r.step) / 2 * (1 + 1e-9)
        i = bisect.bisect_left(ordered, value - half)
        return i < len(ordered) and ordered[i] <= value + half

    def supports_date(self, mention: Mention) -> bool:
        """A date at the precision written: a year is supported by that year in any material
        date, a month of a year by any date in that month, a decade by that decade or a year
        in it (``dates``)."""
        if any(idx.has_date(d) for idx in self.layers for d in mention.dates):
            return True
        # A year range ("2007–11") is supported when both its ends are.
        return bool(mention.year_range) and all(
            any(idx.has_date(d) for idx in self.layers) for d in mention.year_range)

    def has_key(self, kind: str, key: str) -> bool:
        """A reference number, version or identifier key found in the material."""
        return any(idx.has_key(kind, key) for idx in self.layers)

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


def _add_fact(index: TextIndex, fact: ContextFact) -> None:
    parsed = parse_fact_value(fact.kind, fact.value, fact.unit)
    if parsed is None:
        index.merge(text_index(fact.value, True))
        return
    if parsed.number is not None:
        unit = {"money": parsed.unit, "percent": "%", "duration": parsed.unit}.get(parsed.kind)
        index.add_value(unit, parsed.number)
    elif parsed.date is not None:
        index.add_date(parsed.date)
    elif parsed.kind in ("identifier", "url"):
        index.identifiers.add(parsed.text.casefold())
    else:
        index.merge(text_index(fact.value, True))


def build_material(inp: VerifyInput) -> Material:
    """The material of one ``tether verify`` input, built once per request."""
    ctx = inp.context
    extra = [e.identity for e in ctx.entities]
    return Material(ctx.fragments, ctx.facts, inp.question, extra_verbatim=extra)
