"""Typed comparators: does a value written in the answer state the value in a fact's cell?

One function, ``compare(fact, mention)``, dispatching on the fact's kind
(seed 004, "типы сравнения"):

- number: equal within the rounding of the digits written (fact 1249.6,
  answer "1 250" → match; "1 300" → no; "1.25 thousand" → match);
- money: the same, and the currency must agree when both name one;
- percent: "19" = "19 %" = "19 процентов";
- date: equal after normalisation; an answer may be less precise than the
  fact ("June 2024" states 2024-06-12), never more;
- duration: value and unit class (30 working days ≠ 30 days; no conversion,
  72 hours ≠ 3 days);
- identifier: exact string; url: exact less one trailing slash or mark;
- text: through a pluggable ``EntailmentScorer``.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from functools import lru_cache

from ..figures.dates import DateValue, parse_iso
from ..figures.lexicon import (
    CURRENCY_WORDS,
    DURATION_CLASS_NAMES,
    DURATION_UNITS,
    ISO_CODES,
    UNIT_QUALIFIERS,
)
from ..figures.notation import canonical, parse_decimal
from ..figures.quantities import QUANTITY_KINDS, Mention, find_mentions, url_key
from ..text import normalize_ws
from .entailment import DEFAULT_SCORER, ENTAILMENT_THRESHOLD, EntailmentScorer
from .models import ContextFact


@dataclass(frozen=True, slots=True)
class FactValue:
    """A fact's cell, parsed once: a number (with currency or duration class), a date, or text."""

    kind: str
    text: str
    number: Decimal | None = None
    unit: str | None = None
    date: DateValue | None = None


def normalize_currency(unit: str | None) -> str | None:
    """ISO 4217 code for a code, symbol or currency word ("€", "euro", "руб." → EUR, RUB)."""
    if not unit:
        return None
    raw = unit.strip()
    if raw.upper() in ISO_CODES:
        return raw.upper()
    return CURRENCY_WORDS.get(raw.lower()) or CURRENCY_WORDS.get(raw.lower().rstrip("."))


def normalize_duration_unit(unit: str | None) -> str | None:
    """The unit class of a duration unit ("working days", "рабочих дней", "hours", "часов")."""
    if not unit:
        return None
    low = " ".join(unit.lower().split())
    if low in DURATION_CLASS_NAMES:
        return DURATION_CLASS_NAMES[low]
    if low in DURATION_UNITS:
        return DURATION_UNITS[low]
    words = low.split()
    if len(words) == 2 and words[0] in UNIT_QUALIFIERS and words[1] in DURATION_UNITS:
        return UNIT_QUALIFIERS[words[0]].get(DURATION_UNITS[words[1]])
    return None


def _first_quantity(value: str) -> Mention | None:
    for m in find_mentions(value):
        if m.kind in QUANTITY_KINDS and m.readings:
            return m
    return None


@lru_cache(maxsize=4096)
def parse_fact_value(kind: str, value: str, unit: str | None) -> FactValue | None:
    """Parse a cell by its kind; ``None`` when the value does not fit the kind."""
    raw = value.strip()
    if kind in ("number", "money", "percent", "duration"):
        number = parse_decimal(raw)
        found_unit: str | None = None
        if number is None:
            mention = _first_quantity(raw)
            if mention is None:
                return None
            number, found_unit = mention.readings[0].value, mention.unit
        if kind == "money":
            code = normalize_currency(unit) or (found_unit if found_unit in ISO_CODES else None)
            if unit and code is None:
                return None
            return FactValue(kind, raw, number, code)
        if kind == "duration":
            # A unit this module does not know compares by value only (documented leniency).
            cls = normalize_duration_unit(unit) or (None if unit else found_unit)
            return FactValue(kind, raw, number, cls)
        return FactValue(kind, raw, number, None)
    if kind == "date":
        date = parse_iso(raw)
        if date is None:
            found = [m for m in find_mentions(raw) if m.kind == "date"]
            if len(found) != 1 or len(found[0].dates) != 1:
                return None
            date = found[0].dates[0]
        return FactValue(kind, raw, date=date)
    if kind == "url":
        return FactValue(kind, url_key(raw))
    if kind == "text":
        return FactValue(kind, normalize_ws(raw))
    return FactValue(kind, raw)


def normalize_fact_value(kind: str, value: str, unit: str | None = None) -> tuple[str, str | None]:
    """(value, unit) by the CONTRACTS fact conventions; ``ValueError`` when it does not parse.

    number/percent → decimal string; money → decimal string and ISO 4217 code;
    duration → decimal string and unit class; date → ISO 8601; url → less a
    trailing slash; text → whitespace-normalised; identifier → as written.
    """
    parsed = parse_fact_value(kind, value, unit)
    if parsed is None:
        raise ValueError(f"{kind} value {value!r} (unit {unit!r}) cannot be read")
    if parsed.number is not None:
        return canonical(parsed.number), parsed.unit
    if parsed.date is not None:
        return parsed.date.iso, None
    return parsed.text, None


def compare(
    fact: ContextFact,
    mention: Mention | str,
    *,
    scorer: EntailmentScorer = DEFAULT_SCORER,
    source: str = "",
) -> bool:
    """True when ``mention`` states ``fact``'s value.

    ``mention`` is a scanned mention, or for identifier, url and text facts
    the clause written before the label. ``source`` is the text of the fact's
    fragment, which the text comparator may use as extra premise.
    """
    parsed = parse_fact_value(fact.kind, fact.value, fact.unit)
    if parsed is None:
        return False
    kind = parsed.kind
    if kind in ("identifier", "url", "text"):
        clause = mention if isinstance(mention, str) else mention.text
        if kind == "identifier":
            return contains_token(clause, parsed.text)
        if kind == "url":
            return any(url_key(m.key or "") == parsed.text or url_key(m.text) == parsed.text
                       for m in find_mentions(clause, words=False) if m.kind == "url") \
                or contains_token(clause, parsed.text)
        return text_matches(parsed.text, clause, scorer=scorer, source=source)
    if isinstance(mention, str):
        return False
    return compare_figure(parsed, mention)


def compare_figure(parsed: FactValue, mention: Mention) -> bool:
    """A parsed date, number, money, percent or duration cell against a scanned mention
    (``compare`` for a caller that has parsed the cell already)."""
    if parsed.kind == "date":
        return parsed.date is not None and mention.kind == "date" and any(
            d.within(parsed.date) for d in mention.dates)
    return compare_quantity(parsed, mention)


def compare_quantity(parsed: FactValue, mention: Mention) -> bool:
    """Number, money, percent and duration cells against a scanned mention."""
    if mention.kind not in QUANTITY_KINDS or parsed.number is None:
        return False
    kind = parsed.kind
    if kind == "money":
        if mention.kind not in ("money", "number"):
            return False
        if mention.unit and parsed.unit and mention.unit != parsed.unit:
            return False
    elif kind == "percent":
        if mention.kind not in ("percent", "number"):
            return False
    elif kind == "duration":
        if mention.kind != "duration":
            return False
        if parsed.unit and mention.unit != parsed.unit:
            return False
    number = parsed.number
    for r in mention.readings:  # a loop, not any(): this runs for every labelled figure
        if r.covers(number):
            return True
    return False


def text_matches(value: str, clause: str, *, scorer: EntailmentScorer = DEFAULT_SCORER,
                 source: str = "") -> bool:
    """A text cell and the clause bound to it.

    Two directions, either suffices: the clause restates the cell (the cell's
    content words are in the clause), or the cell — with its fragment's text
    as context — supports the clause. Threshold: the scorer's ``threshold``
    attribute, 0.8 by default.
    """
    threshold = getattr(scorer, "threshold", ENTAILMENT_THRESHOLD)
    if scorer.score(clause, value) >= threshold:
        return True
    premise = f"{value}\n{source}" if source else value
    return scorer.score(premise, clause) >= threshold


def contains_token(haystack: str, needle: str) -> bool:
    """``needle`` occurs in ``haystack`` with no letter or digit glued to either side."""
    if not needle:
        return False
    i = haystack.find(needle)
    while i >= 0:
        j = i + len(needle)
        left_ok = i == 0 or not haystack[i - 1].isalnum() or not needle[0].isalnum()
        right_ok = j >= len(haystack) or not haystack[j].isalnum() or not needle[-1].isalnum()
        if left_ok and right_ok:
            return True
        i = haystack.find(needle, i + 1)
    return False
