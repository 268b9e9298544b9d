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
