"""A claim that says a source clause's words and turns its one verb's negation (issue 11,
unsupported-claim; evalsets/mutations.py negation, session 38)."""

from __future__ import annotations

import pytest
from one_fragment import checks_of as _checks

from tether.checks.negation_apart import one_modal_apart, one_negation_apart

PARKING = "Each resident can park one car in the courtyard, free of charge. Guests park on the street."
BADGES = "Visitors receive a badge at reception. Lost badges are replaced for a fee of 10 EUR."
ZAL = "Абонемент можно заморозить на срок до 30 дней один раз в год. Заморозка оформляется у администратора."
STORAGE = ("Посылка хранится в пункте выдачи бесплатно 7 дней. Затем хранение стоит 30 ₽ в день, но не дольше 14 "
           "дней; после этого посылка возвращается отправителю.")


@pytest.mark.parametrize(("text", "answer"), [
    (PARKING, "Each resident cannot park one car in the courtyard, free of charge."),
    (BADGES, "Visitors do not receive a badge at reception."),
    (ZAL, "Абонемент нельзя заморозить на срок до 30 дней один раз в год."),
    (ZAL, "Заморозка не оформляется у администратора."),
])
def test_one_verbs_negation_turned_is_unsupported(text: str, answer: str) -> None:
    assert "unsupported-claim" in _checks(text, answer, "What is the rule?")


@pytest.mark.parametrize(("claim", "source"), [
    # the denial governs an act the source clause does not state
    ("You can appeal within 21 days, and you do not have to pay", "You can appeal within 21 days of the fine."),
    # the other side of a bound, in other words
    ("Children 12 and over pay the full fare.", "Children under 12 do not pay the fare."),
    # another clause of the source denies
    ("При оплате за год предоставляется скидка 10 %.",
     "При оплате за год предоставляется скидка 10 %; скидка не распространяется на разовые услуги."),
    # a denial over a list, and a subject parted from its verb by commas
    ("Переносить радиаторы на балкон нельзя.", "Нельзя сносить несущие стены, переносить радиаторы на балкон."),
    ("Студенты, проживающие бесплатно, залог не вносят.", "При заселении студент вносит залог 3 000 ₽."),
    # a prohibition is a denial
    ("Переносить стояки отопления нельзя.", "Перенос стояков отопления запрещён."),
    # the longer clause says more than the other
    ("Screening results are stored in the case file.",
     "Screening results are stored in the case file and do not change the legal register."),
    # a bound, not a denial
    ("Хранение стоит 30 ₽ в день, но не дольше 14 дней.", STORAGE),
])
def test_not_one_verb_apart(claim: str, source: str) -> None:
    assert not one_negation_apart(claim, source)


@pytest.mark.parametrize(("text", "answer"), [
    (PARKING, "Residents may park one car each in the courtyard for free; guests cannot, they park on the street."),
    (STORAGE, "Хранение стоит 30 ₽ в день, но не дольше 14 дней, а после этого посылку вернут отправителю."),
])
def test_faithful_answers_pass(text: str, answer: str) -> None:
    assert "unsupported-claim" not in _checks(text, answer, "What is the rule?")


HIRE = "Bike hire can also be paid in cash at our shops. Tours are paid by card."
KEYS = "Each API key may send up to 600 requests per minute."
UHOD = "Ребёнок 10 лет и старше может уйти сам по письменному разрешению родителя."


@pytest.mark.parametrize(("text", "answer"), [
    (HIRE, "Bike hire must be paid in cash at our shops."),
    (KEYS, "Each API key must send up to 600 requests per minute."),
    (UHOD, "Ребёнок 10 лет и старше должен уйти сам по письменному разрешению родителя."),
])
def test_a_duty_for_leave_in_the_same_words_is_unsupported(text: str, answer: str) -> None:
    assert "unsupported-claim" in _checks(text, answer, "What is the rule?")


@pytest.mark.parametrize(("claim", "source"), [
    # the same rule from its other side, in other words
    ("You must cancel at least 24 hours before to get a free cancellation.",
     "You can cancel free of charge up to 24 hours before."),
    # another act
    ("Bookings must be paid in advance.", "You can pay by card or cash; bookings must be paid in advance."),
    # a negation is read elsewhere
    ("You do not have to bring your own towel.", "You may bring your own towel."),
])
def test_not_one_modal_apart(claim: str, source: str) -> None:
    assert not one_modal_apart(claim, source)


@pytest.mark.parametrize(("claim", "source"), [
    # "not only" adds (a red-team of session 38)
    ("Members can not only book the tennis courts but also invite guests.", "Members can book the tennis courts."),
    ("Абонемент не только даёт доступ в бассейн, но и включает сауну.", "Абонемент даёт доступ в бассейн."),
    # numbers are read as values: two is not three
    ("No - each flat can have at most two pets, so you cannot have three.", "Each flat can have at most two pets."),
])
def test_red_team_not_one_negation_apart(claim: str, source: str) -> None:
    assert not one_negation_apart(claim, source)
