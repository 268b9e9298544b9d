"""A value the claim denies that the cited sentence stating the same rule gives (issue 11,
tether.checks.denied_value): found by rule-made negations of faithful answers
(evalsets/mutations.py), mostly in claims of several clauses, which are not compared whole."""

from __future__ import annotations

import pytest
from one_fragment import checks_of as _checks

LIMIT = "The single-item limit is £300. Items worth more must be listed on your schedule."
LATE = "Late filing costs 100 EUR per day, up to a maximum of 10 000 EUR."
SURCHARGE = "A late payment surcharge of 5% applies to fees not paid on time. The surcharge is capped at 200 EUR."
MEMBERSHIP = "An adult membership costs £42 a month by direct debit or £440 a year paid in advance."
DEPOSIT = "A deposit of one night's rate is taken when you book. The rest is charged when you arrive."
PREPAY = "При бронировании берётся предоплата 30 % стоимости. Остаток оплачивается при заезде."
PENI = "Пени не начисляются, если долг погашен в течение 30 дней после срока оплаты."
SWIM = "Дети младше 14 лет выходят на воду только в спасательном жилете."
DEADLINE = "Annual reports for financial year 2024 must be filed by 31.03.2025."
SENSOR = "Регистрационный номер датчика в реестре устройств — NW-REG-7781."
FORMS = "Reports are filed through the portal using form AR-1. Extension requests use form EXT-2."
URGENT = "Срочная чистка за 24 часа стоит на 50% дороже; она не выполняется для кожи и меха."


@pytest.mark.parametrize(("text", "answer"), [
    (LIMIT, "The single-item limit is not £300."),
    (LATE, "Late filing is not charged 100 EUR per day, up to a maximum of 10 000 EUR."),
    # "…, and it is capped at" is another thing's value, not the one put instead
    (SURCHARGE, "The late payment surcharge is not 5%, and it is capped at 200 EUR per invoice."),
    # the figure's clause says nothing of its own: the claim's words say what it is of
    (MEMBERSHIP, "If you pay monthly by direct debit, it is not £42 a month."),
    # a denial in the figure's clause of a claim of several clauses
    (DEPOSIT, "A deposit of one night's rate is not taken when you book, and the rest is charged when you arrive."),
    (PREPAY, "Предоплата 30 % стоимости при бронировании не берётся, а остаток оплачивается при заезде."),
    # a date and a form number, spelt otherwise than the source spells them
    (DEADLINE, "The filing deadline for the annual report is not 2025-03-31."),
    (SENSOR, "Регистрационный номер датчика не NW-REG-7781."),
    (FORMS, "Annual reports are not filed using form AR-1; extension requests use form EXT-2."),
])
def test_a_value_denied_where_its_sentence_states_it_is_unsupported(text: str, answer: str) -> None:
    assert "unsupported-claim" in _checks(text, answer, "")


@pytest.mark.parametrize(("text", "answer"), [
    (LIMIT, "The single-item limit is £300; anything worth more goes on your schedule."),
    # the same denial, in another clause of the source
    (PENI, "Первые 30 дней после срока оплаты пени не начисляются, если долг погашен."),
    # an age, not a denial
    (SWIM, "Пока ребёнку нет 14 лет, на воду он выходит только в спасательном жилете."),
    # a cited sentence denies the value as the claim does (the template presenter quotes it)
    ("A replacement card costs £5. Members are not charged £5 for a replacement card.",
     "Members are not charged £5 for a replacement card."),
    ("Доставка стоит 300 ₽. Для заказов от 3 000 ₽ доставка не стоит 300 ₽: она бесплатна.",
     "Для заказов от 3 000 ₽ доставка не стоит 300 ₽: она бесплатна."),
    # the value's sentence denies the same thing in its other clause
    (URGENT, "Срочная чистка за 24 часа не выполняется для кожи и меха, а в остальном стоит на 50% дороже."),
    # the date stated as the source states it, the form named as the one used
    (DEADLINE, "The annual report has to be filed by 2025-03-31."),
    (FORMS, "Annual reports are filed using form AR-1, not form EXT-2."),
])
def test_a_denial_the_source_makes_too_passes(text: str, answer: str) -> None:
    assert "unsupported-claim" not in _checks(text, answer, "")


CERTIFICATE = "Справка об отсутствии контакта с инфекционными больными действительна 3 дня."


@pytest.mark.parametrize(("text", "answer"), [
    # «не старше» is a bound, no denial
    (CERTIFICATE, "Справка об отсутствии контакта с инфекционными больными должна быть не старше 3 дней."),
    # a denial of another verb than the source's with a limit says the same rule (a red-team of
    # session 41: a synonym's denial read as a turned rule failed these; that reading was undone)
    ("Gift cards are valid for 2 years from the date of purchase.",
     "The gift card doesn't expire for 2 years after purchase."),
    ("Each order ships within 2 business days.", "Orders don't take longer than 2 business days to ship."),
    ("Подарочный сертификат действует 1 год с даты покупки.", "Сертификат не сгорает в течение 1 года с даты покупки."),
])
def test_the_same_rule_said_with_another_denial_passes(text: str, answer: str) -> None:
    assert "unsupported-claim" not in _checks(text, answer, "")
