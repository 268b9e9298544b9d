"""A figure's bound turned round (tether.checks.bounds): "at least" where the source says "within"."""

from __future__ import annotations

import json

import pytest

from tether.verifier import verify_output
from tether.verify.models import VerifyInput


def _checks(text: str, answer: str, question: str = "What is the rule?") -> list[str]:
    out = json.dumps({"answer": answer, "entityCitations": [], "documentationCitations": ["r#r"], "limitations": []})
    inp = VerifyInput.model_validate({"question": question, "output": out,
                                      "context": {"fragments": [{"id": "r#r", "documentId": "r", "text": text}]}})
    return sorted({v.check for v in verify_output(inp).violations})


CHECK_IN = "Foot passengers must check in at least 30 minutes before departure."
REFUNDS = "Refunds are paid within 5 working days."
GUESTS = "Guests under 16 must be accompanied by an adult."
VOZVRAT = "Возврат производится в течение 10 рабочих дней."
LAGER = "В лагерь принимаются дети от 7 до 15 лет включительно."


@pytest.mark.parametrize(("text", "answer"), [
    (CHECK_IN, "Foot passengers must check in no more than 30 minutes before departure."),
    (CHECK_IN, "Check in at most 30 minutes before departure."),
    (REFUNDS, "Refunds take at least 5 working days."),
    (GUESTS, "Guests over 16 must be accompanied by an adult."),
    (GUESTS, "Guests aged 16 or older must be accompanied by an adult."),
    (VOZVRAT, "Возврат производится не менее чем за 10 рабочих дней."),
    (LAGER, "В лагерь принимают детей старше 15 лет."),
])
def test_a_bound_turned_round_is_unsupported(text: str, answer: str) -> None:
    assert _checks(text, answer) == ["unsupported-claim"]


@pytest.mark.parametrize(("text", "answer"), [
    (CHECK_IN, "Check in no less than 30 minutes before departure."),
    (CHECK_IN, "Check in 30 minutes or more before departure."),
    (REFUNDS, "Refunds take up to 5 working days."),
    (REFUNDS, "Refunds are paid in no more than 5 working days."),
    (GUESTS, "Guests under 16 must be accompanied by an adult."),
    (VOZVRAT, "Возврат производится не более чем за 10 рабочих дней."),
    (LAGER, "В лагерь принимают детей от 7 лет."),
    (LAGER, "В лагерь принимаются дети до 15 лет включительно."),
    # the source states the other side too, in other words ("later")
    ("Tickets returned more than 48 hours before departure are refunded in full; tickets returned later are "
     "refunded at 80 % of the fare.", "A ticket returned less than 48 hours before departure is refunded at 80 % of "
                                      "the fare."),
    # a bound by time is no bound here
    ("Claims must be made no later than 30 days after the loss.", "Claims must be made within 30 days of the loss."),
])
def test_the_same_bound_in_other_words_passes(text: str, answer: str) -> None:
    assert _checks(text, answer) == []


SURCHARGE = "Drivers aged 21 to 24 pay a young driver surcharge of €16 a day, capped at €160 per rental."
MONTHLY = "Paying monthly costs 9 % more than paying annually."


@pytest.mark.parametrize(("text", "answer"), [
    (SURCHARGE, "The young driver surcharge is €16 a week."),
    (SURCHARGE, "The young driver surcharge is €16 per rental."),
    (SURCHARGE, "Young drivers pay €160 a day."),
    ("Абонемент стоит 3 000 ₽ в месяц.", "Абонемент стоит 3 000 ₽ в год."),
    (MONTHLY, "Paying monthly is 9 % cheaper than paying annually."),
    ("Ежемесячная оплата обходится на 9 % дороже годовой.", "Ежемесячная оплата на 9 % дешевле годовой."),
])
def test_a_rate_given_another_period_or_a_change_turned_round_is_unsupported(text: str, answer: str) -> None:
    assert _checks(text, answer) == ["unsupported-claim"]


@pytest.mark.parametrize(("text", "answer"), [
    (SURCHARGE, "Young drivers pay €16 per day, at most €160 per rental."),
    (SURCHARGE, "Young drivers pay €16 daily."),
    ("Абонемент стоит 3 000 ₽ в месяц.", "Абонемент — 3 000 ₽ ежемесячно."),
    ("Boarding costs £24 per night for a small dog.", "Boarding a small dog costs £24 a day."),
    (MONTHLY, "Paying monthly is 9 % dearer than paying annually."),
])
def test_the_same_period_or_change_in_other_words_passes(text: str, answer: str) -> None:
    assert _checks(text, answer) == []


POOL_HOURS = "The pool is open from 7:00 to 22:00. Lane swimming is available until 9:00."


@pytest.mark.parametrize(("text", "answer", "fires"), [
    (POOL_HOURS, "Lane swimming is available from 9:00.", True),
    ("Клуб работает с 7:00 до 23:00.", "Клуб работает до 7:00.", True),
    ("Клуб работает с 7:00 до 23:00.", "Клуб работает после 23:00.", True),
    (POOL_HOURS, "Lane swimming runs up to 9:00.", False),
    (POOL_HOURS, "The pool closes at 22:00.", False),
    ("Клуб работает с 7:00 до 23:00.", "Клуб открыт с 7:00 до 23:00.", False),
])
def test_a_time_of_day_given_as_the_other_end(text: str, answer: str, fires: bool) -> None:
    assert _checks(text, answer) == (["unsupported-claim"] if fires else [])
