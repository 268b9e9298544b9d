"""A bare age after "younger / older than" read in the years the cited text gives it in
(tether.checks.aged): "Drivers must be younger than 21" against "at least 21 years old" (a red-team
of session 41 found it passing while "younger than 21 years" failed)."""

from __future__ import annotations

import time

import pytest
from one_fragment import checks_of as _checks

from tether.checks.aged import with_age_units

DRIVERS = "Drivers must be at least 21 years old and have held a licence for 2 years."
VISITORS = "Visitors younger than 16 years must be accompanied by an adult."
ВОДИТЕЛИ = "Водителю должно быть не менее 21 года, стаж вождения от 2 лет."


@pytest.mark.parametrize(("text", "answer", "question"), [
    (DRIVERS, "Drivers must be younger than 21.", "How old must drivers be?"),
    (VISITORS, "Visitors older than 16 must come with an adult.", "Can my 15-year-old come alone?"),
    (ВОДИТЕЛИ, "Водитель должен быть младше 21.", "Сколько лет должно быть водителю?"),
    ("Водителю должно быть не менее 25 лет.", "Водитель должен быть младше 25.", "Сколько лет должно быть водителю?"),
])
def test_a_bare_age_on_the_other_side_is_unsupported(text: str, answer: str, question: str) -> None:
    assert "unsupported-claim" in _checks(text, answer, question)


@pytest.mark.parametrize(("text", "answer", "question"), [
    (DRIVERS, "Drivers must not be younger than 21.", "How old must drivers be?"),
    (DRIVERS, "Drivers must be 21 or older.", "How old must drivers be?"),
    (VISITORS, "Visitors younger than 16 must come with an adult.", "Can my 15-year-old come alone?"),
    ("Водителю должно быть не менее 25 лет.", "Водитель должен быть старше 25.", "Сколько лет должно быть водителю?"),
])
def test_a_bare_age_on_the_same_side_passes(text: str, answer: str, question: str) -> None:
    assert "unsupported-claim" not in _checks(text, answer, question)


@pytest.mark.parametrize(("claim", "sentence", "read"), [
    ("younger than 21 may not", DRIVERS, "younger than 21 years may not"),
    ("младше 21 не", ВОДИТЕЛИ, "младше 21 года не"),
    ("младше 22 не", "не менее 22 лет", "младше 22 лет не"),
    # already a unit, another number, a number that goes on, a price: left as it is
    ("younger than 21 years", DRIVERS, "younger than 21 years"),
    ("younger than 18", DRIVERS, "younger than 18"),
    ("older than 21.5", DRIVERS, "older than 21.5"),
    ("orders over 21", DRIVERS, "orders over 21"),
])
def test_a_bare_age_takes_the_sources_years(claim: str, sentence: str, read: str) -> None:
    assert with_age_units(claim, [sentence]) == read


@pytest.mark.parametrize("unit", ["younger than 2", "older than ", "младше чем 1"])
def test_reading_compared_ages_is_linear(unit: str) -> None:
    def took(n: int) -> float:
        text = unit * n + "x"
        best = float("inf")
        for _ in range(5):  # the best of five: one run on a loaded machine measures the machine
            started = time.perf_counter()
            with_age_units(text, ["21 years"])
            best = min(best, time.perf_counter() - started)
        return best

    took(1_000)
    assert took(8_000) < 8 * max(took(1_000), 1e-4) * 3
