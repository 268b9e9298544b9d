"""Typed comparators, example by example and as properties over every supported notation."""

from __future__ import annotations

from datetime import date, timedelta
from decimal import Decimal

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st
from pydantic import ValidationError
from verify_helpers import only

from tether.verify import compare, normalize_fact_value
from tether.verify.comparators import text_matches
from tether.verify.entailment import TokenContainmentScorer
from tether.verify.models import ContextFact

D = Decimal


def F(kind: str, value: str, unit: str | None = None) -> ContextFact:
    return ContextFact(label="t1", kind=kind, value=value, unit=unit)


# --- examples --------------------------------------------------------------------------

@pytest.mark.parametrize(
    "fact, written, ok",
    [
        (F("number", "1249.6"), "1 250", True),
        (F("number", "1249.6"), "1 300", False),
        (F("number", "1249.6"), "1.25 thousand", True),
        (F("number", "1249.6"), "1 250,00", False),  # more precision than the fact has
        (F("money", "1250", "EUR"), "€1,250", True),
        (F("money", "1250", "EUR"), "1 250,00 евро", True),
        (F("money", "1250", "EUR"), "1250", True),  # no currency written: value decides
        (F("money", "1250", "EUR"), "1 250 USD", False),
        (F("money", "21", "USD"), "70 $", False),  # the seed's label substitution
        (F("money", "1250", "€"), "EUR 1 250", True),
        (F("money", "1270000", "EUR"), "1.3 million EUR", True),
        (F("percent", "19"), "19 %", True),
        (F("percent", "19"), "19 процентов", True),
        (F("percent", "19"), "19 per cent", True),
        (F("percent", "19"), "19 EUR", False),
        (F("percent", "4.50"), "4.5%", True),
        (F("duration", "30", "working days"), "30 working days", True),
        (F("duration", "30", "working days"), "30 рабочих дней", True),
        (F("duration", "30", "рабочих дней"), "30 business days", True),
        (F("duration", "30", "working days"), "30 days", False),
        (F("duration", "30", "days"), "30 calendar days", True),
        (F("duration", "72", "hours"), "72 часа", True),
        (F("duration", "72", "hours"), "3 days", False),  # no conversion between units
        (F("duration", "30", "days"), "30", False),  # a duration needs its unit
        (F("date", "2024-06-12"), "12 июня 2024 г.", True),
        (F("date", "2024-06-12"), "12.06.2024", True),
        (F("date", "2024-06-12"), "June 12, 2024", True),
        (F("date", "2024-06-12"), "06/12/2024", True),
        (F("date", "2024-06-12"), "June 2024", True),  # less precise, still true
        (F("date", "2024-06-12"), "13.06.2024", False),
        (F("date", "2024-06"), "12 June 2024", False),  # more precise than the fact
        (F("money", "1250", "EUR"), "12.06.2024", False),
    ],
)
def test_typed_comparison(fact: ContextFact, written: str, ok: bool) -> None:
    assert compare(fact, only(f"x {written} y")) is ok


@pytest.mark.parametrize(
    "fact, clause, ok",
    [
        (F("identifier", "NW-200"), "Use form NW-200", True),
        (F("identifier", "NW-200"), "Use form NW-2000", False),
        (F("identifier", "NW-200"), "Use form nw-200", False),  # exact string
        (F("url", "https://x.org/fees/de"), "See https://x.org/fees/de/", True),
        (F("url", "https://x.org/fees/de/"), "See https://x.org/fees/de.", True),
        (F("url", "https://x.org/fees/de"), "See https://x.org/fees/at", False),
        (F("text", "Federal Office of Justice"), "It is the Federal Office of Justice", True),
        (F("text", "Federal Office of Justice"), "It is the Ministry of Finance", False),
        (F("text", "Федеральное ведомство"), "Принимает Федеральное ведомство юстиции", True),
    ],
)
def test_exact_and_text_comparison(fact: ContextFact, clause: str, ok: bool) -> None:
    assert compare(fact, clause) is ok


def test_text_cell_may_support_the_clause_with_its_fragment() -> None:
    source = "Applications are processed by the Federal Office of Justice in Bonn."
    assert text_matches("Federal Office of Justice", "processed in Bonn", source=source)
    assert not text_matches("Federal Office of Justice", "processed in Berlin", source=source)


def test_the_scorer_is_pluggable() -> None:
    class Always:
        threshold = 0.5

        def score(self, premise: str, hypothesis: str) -> float:
            return 1.0

    assert compare(F("text", "Federal Office of Justice"), "anything at all", scorer=Always())


def test_token_containment_scorer() -> None:
    s = TokenContainmentScorer()
    assert s.score("The fee is paid to the Federal Office", "federal office") == 1.0
    assert s.score("Заявление подаётся в ведомство", "заявления подаются в ведомство") == 1.0
    assert s.score("The fee is paid", "the office receives it") < 0.8
    assert s.score("anything", "the of and") == 1.0  # no content words: nothing to contradict


def test_unreadable_fact_is_bad_input_and_never_matches() -> None:
    with pytest.raises(ValidationError, match="is not a decimal number"):
        F("money", "lots", "EUR")
    with pytest.raises(ValidationError, match="is not an ISO 8601 date"):
        F("date", "soon")
    # A cell built without validation (internal callers) still never matches.
    lots = ContextFact.model_construct(label="t1", kind="money", value="lots", unit="EUR")
    soon = ContextFact.model_construct(label="t1", kind="date", value="soon", unit=None)
    assert not compare(lots, only("1 250 EUR"))
    assert not compare(soon, only("12.06.2024"))


@pytest.mark.parametrize(
    "kind, value, unit, expected",
    [
        ("money", "1 250,00", "€", ("1250", "EUR")),
        ("money", "1250.00", "EUR", ("1250", "EUR")),
        ("money", "1 250 руб.", None, ("1250", "RUB")),
        ("percent", "19%", None, ("19", None)),
        ("number", "1,250.5", None, ("1250.5", None)),
        ("duration", "30", "рабочих дней", ("30", "working days")),
        ("duration", "30", "Business Days", ("30", "working days")),
        ("duration", "30 working days", None, ("30", "working days")),
        ("date", "2024-06-12", None, ("2024-06-12", None)),
        ("date", "12 июня 2024 г.", None, ("2024-06-12", None)),
        ("url", "https://x.org/a/", None, ("https://x.org/a", None)),
        ("text", " Federal  Office ", None, ("Federal Office", None)),
        ("identifier", "NW-200", None, ("NW-200", None)),
    ],
)
def test_normalize_fact_value(kind: str, value: str, unit: str | None, expected: tuple) -> None:
    assert normalize_fact_value(kind, value, unit) == expected


def test_normalize_fact_value_refuses_what_does_not_parse() -> None:
    with pytest.raises(ValueError):
        normalize_fact_value("money", "1250", "doubloons")
    with pytest.raises(ValueError):
        normalize_fact_value("date", "next week")


# --- properties ---------------------------------------------------------------------------

def _group(digits: str, sep: str) -> str:
    out = []
    while len(digits) > 3:
        out.insert(0, digits[-3:])
        digits = digits[:-3]
    out.insert(0, digits)
    return sep.join(out)


STYLES = {  # group separator, decimal separator
    "plain": ("", "."), "plain-comma": ("", ","), "space": (" ", ","), "nbsp": ("\u00a0", ","),
    "narrow": ("\u202f", ","), "english": (",", "."), "german": (".", ","), "swiss": ("'", "."),
}


def written(value: Decimal, decimals: int, style: str) -> str:
    group, point = STYLES[style]
    text = f"{value:.{decimals}f}"
    head, _, frac = text.partition(".")
    head = _group(head, group) if group else head
    return f"{head}{point}{frac}" if frac else head


MONEY_FORMS = {
    "EUR": ["{n} EUR", "EUR {n}", "€{n}", "{n} €", "{n} euros", "{n} евро"],
    "USD": ["{n} USD", "USD {n}", "${n}", "{n} долларов"],
    "RUB": ["{n} руб.", "{n} ₽", "{n} рублей", "RUB {n}"],
    "PLN": ["{n} zł", "{n} PLN", "{n} злотых"],
}

amounts = st.tuples(st.integers(min_value=1, max_value=9_999_999), st.integers(0, 2))


def _decimal(units: int, decimals: int) -> Decimal:
    return Decimal(units).scaleb(-decimals)


@settings(max_examples=300, deadline=None)
@given(amounts, st.sampled_from(sorted(STYLES)), st.sampled_from(sorted(MONEY_FORMS)), st.data())
def test_any_notation_of_an_amount_matches_it(amount, style, code, data) -> None:
    value = _decimal(*amount)
    form = data.draw(st.sampled_from(MONEY_FORMS[code]))
    text = form.format(n=written(value, amount[1], style))
    m = only(f"The fee is {text} today.")
    assert m.kind == "money" and m.unit == code
    assert compare(F("money", str(value), code), m)
    assert compare(F("number", str(value)), m)


@settings(max_examples=300, deadline=None)
@given(amounts, st.sampled_from(sorted(STYLES)), st.integers(1, 50), st.booleans())
def test_an_amount_outside_the_tolerance_does_not_match(amount, style, steps, up) -> None:
    value = _decimal(*amount)
    step = Decimal(1).scaleb(-amount[1])
    other = value + steps * step if up else value - steps * step
    assume(other > value / 2)  # far from any regrouped reading of the written value
    m = only(f"The fee is {written(value, amount[1], style)} EUR today.")
    assert not compare(F("money", str(other), "EUR"), m)


@settings(max_examples=150, deadline=None)
@given(amounts, st.sampled_from(sorted(MONEY_FORMS)), st.sampled_from(sorted(MONEY_FORMS)))
def test_currencies_must_agree(amount, code, other) -> None:
    assume(code != other)
    value = _decimal(*amount)
    m = only("x " + MONEY_FORMS[code][0].format(n=written(value, amount[1], "space")) + " y")
    assert not compare(F("money", str(value), other), m)


PERCENT_FORMS = ["{n} %", "{n}%", "{n} percent", "{n} per cent", "{n} процентов", "{n}\u00a0%"]


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 10000), st.integers(0, 2), st.sampled_from(PERCENT_FORMS),
       st.sampled_from(["plain", "plain-comma"]))
def test_any_notation_of_a_percentage_matches_it(units, decimals, form, style) -> None:
    value = _decimal(units, decimals)
    m = only("rate " + form.format(n=written(value, decimals, style)) + " here")
    assert m.kind == "percent"
    assert compare(F("percent", str(value)), m)
    assert not compare(F("percent", str(value + Decimal(1).scaleb(-decimals))), m)


EN_MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
             "September", "October", "November", "December"]
RU_MONTHS = ["января", "февраля", "марта", "апреля", "мая", "июня", "июля", "августа",
             "сентября", "октября", "ноября", "декабря"]
DATE_FORMS = {
    "iso": lambda d: d.isoformat(),
    "dotted": lambda d: f"{d.day:02d}.{d.month:02d}.{d.year}",
    "slashed": lambda d: f"{d.day:02d}/{d.month:02d}/{d.year}",
    "us": lambda d: f"{EN_MONTHS[d.month - 1]} {d.day}, {d.year}",
    "uk": lambda d: f"{d.day} {EN_MONTHS[d.month - 1]} {d.year}",
    "ru": lambda d: f"{d.day} {RU_MONTHS[d.month - 1]} {d.year} г.",
    "ru-long": lambda d: f"{d.day} {RU_MONTHS[d.month - 1]} {d.year} года",
}
dates = st.dates(min_value=date(1950, 1, 1), max_value=date(2090, 12, 31))


@settings(max_examples=300, deadline=None)
@given(dates, st.sampled_from(sorted(DATE_FORMS)))
def test_any_format_of_a_date_matches_it(d, form) -> None:
    m = only(f"It applies from {DATE_FORMS[form](d)} on.", "date")
    assert compare(F("date", d.isoformat()), m)


@settings(max_examples=300, deadline=None)
@given(dates, st.sampled_from(sorted(DATE_FORMS)), st.integers(1, 400), st.booleans())
def test_another_date_does_not_match(d, form, days, later) -> None:
    other = d + timedelta(days=days) if later else d - timedelta(days=days)
    assume(not (form == "slashed" and (other.day, other.month) == (d.month, d.day)))
    m = only(f"It applies from {DATE_FORMS[form](d)} on.", "date")
    assert not compare(F("date", other.isoformat()), m)


DURATION_FORMS = {
    "working days": ["{n} working days", "{n} business days", "{n} рабочих дней"],
    "days": ["{n} days", "{n} calendar days", "{n} дней", "{n} календарных дней", "{n}-day"],
    "hours": ["{n} hours", "{n} часов", "{n} часа", "{n}h"],
    "weeks": ["{n} weeks", "{n} недель"],
    "months": ["{n} months", "{n} месяцев"],
    "years": ["{n} years", "{n} лет"],
}


@settings(max_examples=300, deadline=None)
@given(st.integers(1, 999), st.sampled_from(sorted(DURATION_FORMS)),
       st.sampled_from(sorted(DURATION_FORMS)), st.data())
def test_durations_match_by_value_and_unit_class(n, unit, other_unit, data) -> None:
    form = data.draw(st.sampled_from(DURATION_FORMS[unit]))
    m = only("within " + form.format(n=n) + " of receipt", "duration")
    assert compare(F("duration", str(n), unit), m)
    assert not compare(F("duration", str(n + 1), unit), m)
    if other_unit != unit:
        assert not compare(F("duration", str(n), other_unit), m)
