"""A value stated without the point it starts from (tether.checks.starting_point)."""

from __future__ import annotations

import pytest

from tests.verify.verify_helpers import checks_on as checks
from tether.checks.starting_point import STARTING

STORAGE = ("После сообщения о готовности отремонтированная техника хранится бесплатно 30 дней. Начиная с 31-го дня "
           "хранение стоит 100 ₽ в сутки в России или 8 сомони в сутки в Таджикистане.")
ASKED_RU = "Сколько стоит хранение отремонтированной техники в России?"
NIGHTS = "The first 3 nights cost £95 a night. From the 4th night, a room costs £80 a night."
ASKED_EN = "How much is a room per night?"


@pytest.mark.parametrize(("question", "source", "answer", "fails"), [
    # unseen34 dev u34-ru-034: the rate from the 31st day said as the rate
    (ASKED_RU, STORAGE, "В России хранение отремонтированной техники стоит 100 ₽ в сутки.", True),
    (ASKED_RU, STORAGE, "В России хранение стоит 100 ₽ в сутки, начиная с 31-го дня.", False),
    (ASKED_RU, STORAGE, "Первые 30 дней хранение бесплатное, затем 100 ₽ в сутки.", False),
    (ASKED_RU, STORAGE, "В России хранение стоит 100 ₽ в сутки после 30 бесплатных дней.", False),
    ("Сколько стоит хранение после бесплатного срока в России?", STORAGE, "В России хранение стоит 100 ₽ в сутки.",
     False),
    (ASKED_EN, NIGHTS, "A room costs £80 a night.", True),
    (ASKED_EN, NIGHTS, "A room costs £80 a night from the 4th night.", False),
    (ASKED_EN, NIGHTS, "A room costs £95 a night for the first 3 nights.", False),
])
def test_a_value_said_without_where_it_starts(question: str, source: str, answer: str, fails: bool) -> None:
    assert ("unsupported-claim" in checks(question, source, answer)) is fails


@pytest.mark.parametrize(("sentence", "opens"), [
    ("Начиная с 31-го дня хранение стоит 100 ₽ в сутки.", True),
    ("Со 2-го часа аренда стоит 500 ₽.", True),
    ("From the 4th night, a room costs £80.", True),
    ("After the first 30 days, storage costs £2 a day.", True),
    ("From day 8 the fee doubles.", True),
    ("С 1 января 2029 года ремонт стоит от 2 900 ₽.", False),  # a date, not a count of days
    ("From Monday to Friday the office opens at 9:00.", False),
])
def test_what_opens_with_a_starting_point(sentence: str, opens: bool) -> None:
    assert bool(STARTING.match(sentence)) is opens
