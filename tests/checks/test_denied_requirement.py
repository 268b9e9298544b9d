"""A clause that says a requirement no cited sentence speaks of is not there (issue 11)."""

from __future__ import annotations

import pytest
from one_fragment import checks_of as _checks

EARLY = ("После начала смены деньги за неиспользованные дни не возвращаются. Исключение — досрочный отъезд по "
         "болезни, подтверждённой справкой врача: тогда возвращается стоимость оставшихся дней.")
REFUND = "You can cancel within 14 days and get a full refund if you send us the receipt."




@pytest.mark.parametrize(("text", "answer"), [
    (EARLY, "Да, при досрочном отъезде по болезни возвращается стоимость оставшихся дней, и никаких документов "
            "для этого не нужно."),  # unseen10 dev u10-ru-039
    (REFUND, "You can cancel within 14 days and get a full refund; no paperwork is needed."),
    ("Приём ведётся по записи. Стоимость первичного приёма — 1 500 ₽.",
     "Стоимость первичного приёма — 1 500 ₽, направление не требуется."),
])
def test_a_requirement_denied_that_no_source_speaks_of_is_unsupported(text: str, answer: str) -> None:
    assert "unsupported-claim" in _checks(text, answer)


@pytest.mark.parametrize(("text", "answer", "question"), [
    (EARLY, "Да, при досрочном отъезде по болезни возвращается стоимость оставшихся дней, но нужна справка врача.",
     "Вернут ли деньги при отъезде по болезни?"),
    # what the question asks may be denied in its own words when the source denies it
    ("A referral is not required for the first visit.", "No, you do not need a referral for the first visit.",
     "Do I need a referral?"),
    ("Changes must be reported no later than 14 days after they happen.",
     "Changes have to be reported no later than 14 days after they happen.", "When must changes be reported?"),
    ("Справка для бассейна не требуется.", "Нет, справка для бассейна не нужна.", "Нужна ли справка в бассейн?"),
    # the act denied is not a requirement the source never speaks of (unseen13 dev u13-ru-001)
    ("Первичная консультация стоит 1 000 ₽. Если в тот же день вы начинаете лечение, консультация не оплачивается.",
     "Консультация стоит 1 000 рублей; если в тот же день вы начинаете лечение, за консультацию платить не нужно.",
     "Сколько стоит консультация?"),
    # review12: the source denies a requirement itself, in other words
    ("Booking is not necessary for the guided tour; just turn up at the meeting point.",
     "You don't need to book the guided tour in advance; just turn up at the meeting point.", "Must I book?"),
    ("Cancelling within 14 days of booking is free of charge.",
     "Within 14 days of booking you do not need to pay to cancel.", "Does cancelling cost anything?"),
])
def test_a_requirement_denied_as_the_source_denies_it_passes(text: str, answer: str, question: str) -> None:
    assert "unsupported-claim" not in _checks(text, answer, question)


PRIORITY = ("You can join the priority services register if you depend on medical equipment. If you depend on "
            "medical equipment, you must send us a letter from your doctor or consultant.")


@pytest.mark.parametrize("answer", [
    "A letter from your doctor or consultant is optional: customers who depend on medical equipment may send one "
    "if they wish.",
    "Customers who depend on medical equipment do not have to send a letter from their doctor or consultant.",
])
def test_a_duty_made_optional_is_unsupported(answer: str) -> None:
    # unseen15 dev u15-en-027
    assert "unsupported-claim" in _checks(PRIORITY, answer, "Do I need a doctor's letter to join the register?")


def test_a_duty_made_optional_is_unsupported_in_russian() -> None:
    text = "Для записи к нам на приём нужно взять паспорт. Пациент обязан принести полис ОМС."
    assert "unsupported-claim" in _checks(text, "Полис ОМС пациент приносит по желанию.", "Нужен ли полис?")


@pytest.mark.parametrize(("text", "answer"), [
    (PRIORITY, "If you depend on medical equipment, you must send a letter from your doctor or consultant."),
    ("You must show ID at check-in unless you booked with a passport number.",
     "Showing ID at check-in is optional if you booked with a passport number."),
    ("Breakfast is optional and costs £9. Guests must check out by 11:00.", "Breakfast is optional and costs £9."),
])
def test_a_duty_kept_or_an_excepted_case_passes(text: str, answer: str) -> None:
    assert "unsupported-claim" not in _checks(text, answer)


def test_a_frequency_is_no_condition_of_a_yes() -> None:
    # review14 we-en-04: "once a year" was read as the grant's own condition ("once you …"),
    # so the dropped "if you pay the overdue amount within 7 days" went unread
    text = "We waive the late-payment fee once a year if you pay the overdue amount within 7 days of the reminder."
    question = "Will you waive my late-payment fee?"
    assert "unsupported-claim" in _checks(text, "Yes, we waive the late-payment fee once a year.", question)
    assert "unsupported-claim" not in _checks(
        text, "Yes, once a year, if you pay the overdue amount within 7 days of the reminder.", question)


@pytest.mark.parametrize(("text", "answer"), [
    ("Employees must complete fire safety training every year. First-aid training is optional.",
     "Employees must complete fire safety training every year, but first-aid training is optional."),
    ("You must show photo ID when you collect a parcel. A signature is optional.",
     "You must show photo ID when you collect a parcel; a signature is optional."),
])
def test_the_optional_clause_is_about_its_own_words(text: str, answer: str) -> None:
    # review15 F-en-04, F2-en-03
    assert "unsupported-claim" not in _checks(text, answer)


@pytest.mark.parametrize(("text", "question", "answer"), [
    ("Tenants must give notice in writing before moving out.", "Do I have to give notice in writing?",
     "Giving notice in writing before moving out is optional."),
    ("Работник обязан предупредить работодателя об увольнении за две недели.", "Нужно ли предупреждать работодателя?",
     "Предупреждать работодателя об увольнении за две недели необязательно."),
])
def test_a_duty_made_optional_in_the_questions_words_is_unsupported(text: str, question: str, answer: str) -> None:
    # review15 F: the question's words are the duty's too
    assert "unsupported-claim" in _checks(text, answer, question)


DRONES = "Drones may not be flown over the ski field without written permission from the ski field manager."
ZAL = "Без письменного согласия родителя подростков в зал не пускаем."


@pytest.mark.parametrize(("text", "answer", "fails"), [
    # a duty laid as no acting without it, made optional (unseen23 dev u23-en-041)
    (DRONES, "Yes, you may fly a drone over the ski field; written permission from the ski field manager is not "
             "needed.", True),
    (ZAL, "Подростков пускаем в зал, письменное согласие родителя не требуется.", True),
    # "recommended, but not required": what the "but" makes optional is the clause before it
    (DRONES, "Written permission from the ski field manager to fly drones over the ski field is recommended, but "
             "not required.", True),
    (DRONES, "Drones may be flown over the ski field only with written permission from the ski field manager.",
     False),
])
def test_a_duty_laid_as_no_act_without_it_made_optional(text: str, answer: str, fails: bool) -> None:
    assert ("unsupported-claim" in _checks(text, answer)) is fails


ESCORT = ("Children under 12 who travel alone must use the escort service, which the parents book and pay for. "
          "For children aged 12 to 15 the escort service is optional.")
ZAPIS = ("Детям до 7 лет запись к врачу обязательна, запись делает родитель. Для детей от 7 до 14 лет запись "
         "необязательна.")


@pytest.mark.parametrize(("text", "answer", "fails"), [
    # the source makes it optional for the same case itself (unseen51 dev u51-en-021)
    (ESCORT, "No. For children aged 12 to 15 the escort service is optional.", False),
    (ESCORT, "For children aged 12 to 15 the escort service is optional; under 12 it is required.", False),
    (ZAPIS, "Для детей от 7 до 14 лет запись необязательна.", False),
    # the case dropped or widened: still a duty made optional
    (ESCORT, "For children who travel alone the escort service is optional.", True),
    (ESCORT, "For children aged 10 to 15 the escort service is optional.", True),
    (ZAPIS, "Для детей запись к врачу необязательна.", True),
])
def test_a_case_the_source_makes_optional_itself(text: str, answer: str, fails: bool) -> None:
    assert ("unsupported-claim" in _checks(text, answer)) is fails
