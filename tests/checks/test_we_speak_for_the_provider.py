"""A sentence in the provider's "we" is a claim about the material; the assistant's own acts
and offers are not (issue 11; unseen15 dev u15-en-033, u15-ru-013)."""

from __future__ import annotations

import pytest
from one_fragment import checks_of as _checks

DATA = ("A smart meter sends a reading every 30 minutes. We use these half-hourly readings for billing; we may use "
        "them for offers or research only if you give us your consent.")
LOST = ("За утерянную посылку с объявленной ценностью мы возмещаем объявленную ценность и стоимость доставки. "
        "За утерянную посылку без объявленной ценности возмещаем 3 000 ₽ и стоимость доставки.")
REFUNDS = "We refund an unused ticket within 14 days. We do not refund Advance tickets."


@pytest.mark.parametrize(("text", "answer"), [
    (DATA, "We use these readings for billing, and we may also use them for offers or research."),
    (REFUNDS, "We refund Advance tickets within 14 days."),
    (REFUNDS, "We also send you a printed voucher for every refund and waive the booking fee."),
    ("Мы доставляем посылки по Москве за 1 день.", "Мы бесплатно упаковываем каждую посылку и дарим открытку."),
])
def test_a_claim_in_the_providers_voice_is_checked(text: str, answer: str) -> None:
    assert "unsupported-claim" in _checks(text, answer)


@pytest.mark.parametrize(("text", "answer"), [
    (DATA, "We use the half-hourly readings for billing, and for offers or research only with your consent."),
    (LOST, "Мы вернём вам объявленную ценность и стоимость доставки."),
    (REFUNDS, "We do not refund Advance tickets. We can help you check which ticket you have."),
    (REFUNDS, "Advance tickets are not refunded. Мы не удаляли ваши данные."),
    (REFUNDS, "Advance tickets are not refunded. We did not cancel your booking."),
    ("Мы доставляем посылки по Москве за 1 день.", "Посылки по Москве доставляются за 1 день. Можем помочь оформить "
                                                   "заявку."),
])
def test_faithful_we_claims_and_the_assistants_own_words_pass(text: str, answer: str) -> None:
    assert "unsupported-claim" not in _checks(text, answer)


def test_a_claimed_action_in_we_is_still_an_unperformed_mutation() -> None:
    assert "unperformed-mutation" in _checks(REFUNDS, "We have refunded your Advance ticket.")


@pytest.mark.parametrize("answer", [
    "Если посылка с объявленной ценностью утеряна, возвращают объявленную ценность и стоимость доставки.",
    "Для утерянной посылки с объявленной ценностью компенсируют объявленную ценность и стоимость доставки.",
])
def test_a_claim_restating_one_of_two_cases_is_not_flipped_by_the_other(answer: str) -> None:
    # both sentences hold the same words; the shorter one is the case "без объявленной ценности"
    assert "unsupported-claim" not in _checks(LOST, answer)


def test_a_claim_turned_round_by_both_cases_is_still_flipped() -> None:
    text = "Посылки с объявленной ценностью не страхуются. Посылки без объявленной ценности не страхуются тоже."
    assert "unsupported-claim" in _checks(text, "Посылки с объявленной ценностью страхуются.")


@pytest.mark.parametrize(("text", "answer"), [
    ("Мы принимаем возврат товара только при наличии чека или другого документа об оплате.",
     "Без чека или другого документа об оплате возврат мы не принимаем."),
    ("We accept returns only with a receipt.", "Without a receipt we do not accept returns."),
])
def test_only_with_said_as_not_without_passes(text: str, answer: str) -> None:
    # review14 we2-ru-09
    assert "unsupported-claim" not in _checks(text, answer)


def test_without_said_as_allowed_against_only_with_fails() -> None:
    text = "Мы принимаем возврат товара только при наличии чека или другого документа об оплате."
    assert "unsupported-claim" in _checks(text, "Без чека возврат принимается.")


def test_which_edition_a_value_is_from_is_no_claim_of_its_own() -> None:
    # unseen15 dev u15-en-016: "the 2026 edition set …" (the cited records' dates say which);
    # "currency" is still a word of its own (review14 tie-en-09: "current" took it along)
    from tether.checks.claim_text import _is_generic
    from tether.terms import subject_terms

    assert all(_is_generic(t) for t in subject_terms("edition version редакция"))
    assert not any(_is_generic(t) for t in subject_terms("currencies валюта"))
    text = "Card payments in euros are not charged a fee. Card payments in other currencies are charged a fee of 2 %."
    assert "unsupported-claim" in _checks(text, "No, card payments in other currencies are not charged a fee.",
                                          "Are card payments in dollars charged a fee?")


@pytest.mark.parametrize(("text", "question", "answer", "fails"), [
    ("We deliver to mainland UK addresses in 3–5 working days.", "Where do you deliver?",
     "We deliver to mainland UK addresses in 3–5 working days, and we also deliver to Jersey and Guernsey.", True),
    ("Мы доставляем заказы по Москве за 1 день.", "Куда вы доставляете?",
     "Мы доставляем заказы по Москве за 1 день, а также в Казань и Самару.", True),
    ("We deliver to mainland UK addresses in 3–5 working days.", "Where do you deliver?",
     "Delivery to mainland UK addresses takes 3–5 working days, and we deliver to addresses in mainland UK only.",
     False),
    ("Пошлина за регистрацию составляет 1 250 евро. Пошлина не возвращается.",
     "Сколько стоит регистрация и возвращается ли пошлина?",
     "Пошлина за регистрацию — 1 250 евро; обратно её не возвращают.", False),
])
def test_an_invented_clause_joined_to_a_restated_one_fails(text: str, question: str, answer: str, fails: bool) -> None:
    # review14 we-en-06: the restated clause carried the coverage of the whole sentence
    assert ("unsupported-claim" in _checks(text, answer, question)) is fails


@pytest.mark.parametrize(("text", "question", "answer"), [
    ("Мусор вывозят ежедневно. Крупногабаритные отходы вывозят по средам.", "Когда вывозят мусор?",
     "Мусор вывозят каждый день, а крупногабаритные отходы — по средам."),
    ("The surgery is open on weekdays. Blood tests are taken in the morning.", "When is the surgery open?",
     "The surgery is open Monday to Friday, and blood tests are taken in the morning."),
])
def test_the_first_clause_is_judged_by_the_whole_sentence(text: str, question: str, answer: str) -> None:
    # review15 D-ru-07, D3-en-01: a reworded first clause is no clause added
    assert "unsupported-claim" not in _checks(text, answer, question)


@pytest.mark.parametrize(("text", "answer"), [
    ("Items can be returned only with a receipt.", "Yes, items can be returned without a receipt."),
    ("Items can be returned without a receipt within 14 days.", "No, items can be returned only with a receipt."),
    ("Мы принимаем возврат товара только при наличии чека.", "Да, возврат принимаем и без чека."),
])
def test_the_case_only_one_side_grants_turned_fails(text: str, answer: str) -> None:
    # review15 C-en-04, C-en-05
    assert "unsupported-claim" in _checks(text, answer, "Can I return an item without a receipt?")
