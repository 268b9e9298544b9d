"""Number notations: every way the corpus and the models write a figure."""

from __future__ import annotations

from decimal import Decimal

import pytest
from verify_helpers import only, values

from tether.figures.notation import Reading, canonical, parse_decimal, readings_of

D = Decimal


@pytest.mark.parametrize(
    "text, expected",
    [
        ("1250", [D(1250)]),
        ("1 250", [D(1250)]),
        ("1\u00a0250", [D(1250)]),  # no-break space
        ("1\u202f250", [D(1250)]),  # narrow no-break space
        ("1'250", [D(1250)]),
        ("1,250.00", [D(1250)]),
        ("1.250,00", [D(1250)]),
        ("1 250,00", [D(1250)]),
        ("1 250.50", [D("1250.5")]),
        ("1,250,000", [D(1250000)]),
        ("1.250.000", [D(1250000)]),
        ("12,5", [D("12.5")]),
        ("12.5", [D("12.5")]),
        ("0,250", [D("0.25")]),
    ],
)
def test_notations_read_to_the_same_value(text: str, expected: list[Decimal]) -> None:
    assert values(only(f"it is {text} here")) == expected


@pytest.mark.parametrize("text", ["1,250", "1.250"])
def test_a_single_group_after_a_separator_has_both_readings(text: str) -> None:
    m = only(f"it is {text} here")
    assert sorted(values(m)) == [D("1.25"), D(1250)]


def test_precision_follows_the_digits_written() -> None:
    assert only("1 250").readings[0].step == 1
    assert only("1 250,00").readings[0].step == D("0.01")
    assert only("1.3 million").readings[0].step == D(100000)
    assert only("1,3 млн").readings[0].step == D(100000)
    assert only("1.25 thousand").readings[0].step == D(10)


@pytest.mark.parametrize(
    "text, value",
    [
        ("1.3 million", D(1300000)),
        ("2 thousand", D(2000)),
        ("EUR 1.3m", D(1300000)),
        ("$5k", D(5000)),
        ("€2.5bn", D(2500000000)),
        ("10 тыс. руб.", D(10000)),
        ("1,5 млрд руб.", D(1500000000)),
        ("3 миллиона", D(3000000)),
    ],
)
def test_magnitude_words_scale(text: str, value: Decimal) -> None:
    assert values(only(text))[0] == value


def test_reading_covers_half_a_step_either_side() -> None:
    r = Reading(D(1250), D(1))
    assert r.covers(D("1249.6")) and r.covers(D("1250.5")) and r.covers(D("1249.5"))
    assert not r.covers(D("1250.51")) and not r.covers(D(1300))


@pytest.mark.parametrize(
    "raw, value",
    [("1250", "1250"), ("1250.00", "1250"), ("1 250,5", "1250.5"), ("19%", "19"),
     ("1,250.50", "1250.5"), ("1.250,50", "1250.5"), ("0.5", "0.5"), ("-3", "-3")],
)
def test_fact_values_parse_to_canonical_decimals(raw: str, value: str) -> None:
    parsed = parse_decimal(raw)
    assert parsed is not None and canonical(parsed) == value


def test_unreadable_fact_values_are_none() -> None:
    assert parse_decimal("abc") is None
    assert parse_decimal("") is None
    assert parse_decimal("NaN") is None


def test_readings_are_cached_and_stable() -> None:
    assert readings_of("dec", "30") is readings_of("dec", "30")
