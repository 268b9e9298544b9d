"""A time of day inside one case's hours, given another case's value (tether.verify.clock_cases)."""

from __future__ import annotations

import re

import pytest

from tests.verify.verify_helpers import checks_citing_all

NIGHT_EN = ("calls#fees", "A night call-out costs €120 between 18:00 and midnight and €200 between midnight and "
                          "07:00. A call-out during the day costs €80.")
NIGHT_RU = ("vyzov#ceny", "Вызов врача на дом стоит 2 000 ₽ с 8:00 до 20:00 и 3 500 ₽ с 20:00 до 8:00.")
LATE = ("parking#rates", "Parking costs £3 an hour from 7am to 10pm and £1 an hour from 10pm to 7am.")


@pytest.mark.parametrize(("fragment", "answer"), [
    (NIGHT_EN, "A night call-out at 1 am costs €120."),  # unseen20 dev u20-en-029's shape
    (NIGHT_EN, "A call-out at 23:30 costs €200."),
    (NIGHT_RU, "Вызов врача в 23:00 стоит 2 000 ₽."),
    (NIGHT_RU, "Если вызвать врача в 2 часа ночи, это стоит 2 000 ₽."),
    (LATE, "Parking at 11 pm costs £3 an hour."),  # the range that runs past midnight
])
def test_a_time_inside_another_cases_hours_is_a_misattributed_figure(fragment: tuple[str, str], answer: str) -> None:
    assert "misattributed-figure" in checks_citing_all([fragment], answer, _asked_at(answer))


@pytest.mark.parametrize(("fragment", "answer"), [
    (NIGHT_EN, "A night call-out at 1 am costs €200."),
    (NIGHT_EN, "At midnight the night rate changes: €120 before it and €200 after it until 07:00."),
    (NIGHT_RU, "Вызов врача в 11 вечера стоит 3 500 ₽."),
    (NIGHT_RU, "Вызов врача на дом в 10:00 стоит 2 000 ₽."),
    (LATE, "Parking at 6 am costs £1 an hour."),
    (LATE, "From 7am to 10pm parking costs £3 an hour."),
])
def test_a_time_inside_its_own_cases_hours_passes(fragment: tuple[str, str], answer: str) -> None:
    assert checks_citing_all([fragment], answer, _asked_at(answer)) == []


def _asked_at(answer: str) -> str:
    """The reader's own question, which names the time the answer repeats."""
    time = re.search(r"\d{1,2}(?::\d{2})?\s*(?:am|pm|часа ночи|вечера)|\d{1,2}:\d{2}", answer)
    return f"How much is it at {time.group()}?" if time else "How much does it cost?"


SESSIONS = ("gym#sessions", "Sessions cost €20 between 08:00 and 12:00 and €15 between 12:00 and 18:00. Online booking "
                            "opens at 09:00 each day.")
PRIYOM = ("priyom#ceny", "Приём стоит 1500 ₽ с 08:00 до 18:00 и 2500 ₽ с 18:00 до 22:00. Запись открывается в 09:00.")


@pytest.mark.parametrize(("fragment", "answer"), [
    # the time of another clause of the answer names no case for this figure (a review of 21f2759)
    (("ooh#fees", "An out-of-hours consultation costs €180 between 19:00 and midnight and €240 between midnight "
                  "and 08:00."), "If you come in at 19:00, the consultation costs €180; after midnight it is €240."),
    (SESSIONS, "Booking opens at 09:00 each day, and an afternoon session costs €15."),
    (PRIYOM, "Запись открывается в 09:00, и вечерний приём стоит 2500 ₽."),
])
def test_a_time_in_another_clause_names_no_case(fragment: tuple[str, str], answer: str) -> None:
    assert "misattributed-figure" not in checks_citing_all([fragment], answer, "How much is it?")
