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


# A review of c3c80b8: faithful answers the first version failed, and a start told elsewhere.
DISCOUNT = "After 3 months, members get a 10% discount on all classes."
LATE_FEE = "From day 1 of the delay, a late fee of 0.5 % a day is charged."
BIKES = "From day 8, the bike rate drops to CHF 20 a day; a helmet costs CHF 5 a day for the whole rental."
HOURS = "Первый час аренды лодки стоит 800 ₽. Со 2-го часа аренда лодки стоит 500 ₽ в час."


@pytest.mark.parametrize(("question", "source", "answer", "fails"), [
    ("Do members get a discount?", DISCOUNT,
     "Members who have been with us for three months get a 10% discount on all classes.", False),
    ("How much is a room per night?", NIGHTS, "For the fourth and later nights, a room costs £80 a night.", False),
    ("Сколько стоит аренда лодки?", HOURS, "Второй и последующие часы аренды лодки стоят по 500 ₽ в час.", False),
    ("Is there a late fee?", LATE_FEE, "A late fee of 0.5 % a day is charged for each day of delay.", False),
    ("How much is a helmet?", BIKES, "A helmet costs CHF 5 a day for the whole rental.", False),
    # "from" in another sentence of the answer tells nothing of where this value starts
    ("How much is a room per night?", "Check-in is from 2 pm. " + NIGHTS, "A room costs £80 a night. Check-in is "
     "from 2 pm.", True),
])
def test_a_start_told_in_words_or_no_start_at_all(question: str, source: str, answer: str, fails: bool) -> None:
    assert ("unsupported-claim" in checks(question, source, answer)) is fails
