"""A rule of one lettered class said of every class (tether.checks.included)."""

from __future__ import annotations

import pytest
from one_fragment import checks_of as _checks

TARIFY = ("Обучение на категорию A стоит 26 000 ₽. Обучение на категорию C стоит 64 000 ₽; на категорию C принимаются "
          "ученики не моложе 18 лет.")
CARS = "Category A cars need a deposit of €300. Category B cars need a deposit of €500 and a licence held 2 years."


@pytest.mark.parametrize(("text", "answer", "fires"), [
    # unseen18 dev u18-ru-040: the rule of category C said of every category
    (TARIFY, "На все категории принимают учеников не моложе 18 лет.", True),
    (CARS, "Cars of all categories need a licence held 2 years.", True),
    (TARIFY, "На категорию C принимают учеников не моложе 18 лет.", False),
    (TARIFY, "Обучение на любую категорию стоит от 26 000 ₽.", False),
    # the rule stated for every class too (review): the one-class clause beside it is another rule
    ("Every class includes a free snack. Class A also includes free Wi-Fi and a free snack.",
     "Yes, every class includes a free snack.", False),
])
def test_a_rule_of_one_class_said_of_every_class(text: str, answer: str, fires: bool) -> None:
    assert ("unsupported-claim" in _checks(text, answer)) is fires


RASSROCHKA = ("Автошкола даёт рассрочку на 3 месяца без процентов. Рассрочка не предоставляется на обучение "
              "категории C.")
LOANS = "Every member may borrow equipment for 7 days. Equipment is not lent to members of band D."


@pytest.mark.parametrize(("text", "answer", "fires"), [
    # a class named by its letter as included, against a sentence denying the same rule for it
    # (unseen18 dev u18-ru-031)
    (RASSROCHKA, "Да, рассрочку на 3 месяца без процентов дают на обучение любой категории, в том числе C.", True),
    (LOANS, "Every member may borrow equipment for 7 days, including band D.", True),
    (LOANS, "Every member may borrow equipment for 7 days, including band B.", False),
    (RASSROCHKA, "Да, рассрочку на 3 месяца без процентов дают на обучение любой категории, кроме C.", False),
    (RASSROCHKA, "Рассрочку на 3 месяца без процентов дают на обучение категории B.", False),
    # the letter's own sentence states another rule: no rule words of the claim there
    ("Lessons run every weekday. Category C is not taught at the city site.",
     "Lessons run every weekday for all categories, including C.", False),
])
def test_a_class_named_as_included_that_a_cited_sentence_denies(text: str, answer: str, fires: bool) -> None:
    assert ("unsupported-claim" in _checks(text, answer)) is fires


STORAGE = ("Первые 30 дней хранения каждой поставки бесплатны. Товар, возвращённый покупателем, хранится бесплатно "
           "7 дней. Крупногабаритный товар хранится за 20 ₽ в сутки с 31-го дня.")
LOCKERS = "Lockers cost £2 a day for members. Lockers cost £5 a day for visiting guests."
DECISION = "The authority decides on an application within 45 days. For micro-enterprises the period is 60 days."
RESHENIE = "Орган принимает решение по заявлению в течение 45 дней. Для микропредприятий срок составляет 60 дней."
ROOMS = "All rooms have free Wi-Fi. Rooms with a balcony cost €20 more per night."


@pytest.mark.parametrize(("text", "answer", "fires"), [
    # the group named as included has a sentence of its own giving it another value
    # (unseen19 dev u19-ru-040)
    (STORAGE, "Любой товар, в том числе возвращённый покупателем, хранится бесплатно 30 дней.", True),
    (LOCKERS, "Lockers cost £2 a day for everyone, including visiting guests.", True),
    (STORAGE, "Товар, возвращённый покупателем, хранится бесплатно 7 дней.", False),
    (STORAGE, "Любая поставка, в том числе крупногабаритный товар, хранится бесплатно первые 30 дней.", False),
    (LOCKERS, "Lockers cost £5 a day for visitors, including visiting guests of members.", False),
    # the group repeats the rule's noun; what sets it apart has a sentence of its own (gr-en-049, gr-ru-049)
    (DECISION, "The authority decides on every application within 45 days, including applications from "
               "micro-enterprises.", True),
    (RESHENIE, "Орган принимает решение по любому заявлению в течение 45 дней, в том числе по заявлениям "
               "микропредприятий.", True),
    (DECISION, "The authority decides on an application within 45 days; for micro-enterprises it is 60 days.", False),
    (ROOMS, "Every room has free Wi-Fi, including rooms with a balcony.", False),
    # the group's sentence denies another rule (a red-team of a658e70)
    ("Each patient is seen by a doctor within 4 hours. Children are not charged for prescriptions.",
     "Each patient is seen by a doctor within 4 hours, including patients who are children.", False),
    ("All passengers may take one cabin bag. Infants do not get their own seat.",
     "All passengers, including infant passengers, may take one cabin bag.", False),
])
def test_a_group_named_as_included_whose_own_sentence_gives_another_value(text: str, answer: str,
                                                                         fires: bool) -> None:
    assert ("unsupported-claim" in _checks(text, answer)) is fires


BLOCK = ("Первые 14 дней блокировки номера бесплатны, дальше — 5 ₽ в сутки. Если телефон украден, блокировка "
         "бесплатна на весь срок.")
ABROAD = "Cars may be driven to Spain for a fee of €65. Driving to any other country, including France, is not allowed."


@pytest.mark.parametrize(("text", "answer", "fires"), [
    # the group extends the clause before it, not the whole claim's polarity (unseen17 dev u17-ru-032)
    (BLOCK, "Первые 14 дней блокировки бесплатны, а дальше она стоит 5 ₽ в сутки — в том числе если телефон "
            "украден.", True),
    (BLOCK, "Блокировка бесплатна первые 14 дней, дальше 5 ₽ в сутки; если телефон украден — бесплатна весь срок.",
     False),
    # a group set off by commas: the predicate after it is the clause's
    (ABROAD, "No. Driving to any country other than Spain, including France, is not allowed.", False),
])
def test_the_clause_a_group_extends_decides_its_polarity(text: str, answer: str, fires: bool) -> None:
    assert ("unsupported-claim" in _checks(text, answer)) is fires


LEAVE = ("Студент в академическом отпуске по медицинским показаниям сохраняет место в общежитии и оплачивает его в "
         "общем порядке. В остальных случаях он освобождает комнату в течение 10 дней после приказа о предоставлении "
         "отпуска.")
PARKING = "Staff with a blue badge park free of charge. In all other cases parking costs £4 a day."


@pytest.mark.parametrize(("text", "answer", "fires"), [
    # a rule the next sentence sets apart from "the other cases", said of any case
    # (unseen20 dev u20-ru-041)
    (LEAVE, "Да, студент в академическом отпуске сохраняет место в общежитии, по какой бы причине ни был "
            "предоставлен отпуск, и оплачивает его в общем порядке.", True),
    (PARKING, "Staff with a blue badge park free of charge in any case.", False),
    (LEAVE, "Да, если отпуск по медицинским показаниям, студент сохраняет место в общежитии.", False),
    (PARKING, "Staff with a blue badge park free of charge; in all other cases parking costs £4 a day.", False),
])
def test_a_rule_for_some_cases_said_of_any_case(text: str, answer: str, fires: bool) -> None:
    assert ("unsupported-claim" in _checks(text, answer, "Сохранится ли место в общежитии в академическом отпуске?"
                                                         if text is LEAVE else "Do staff pay for parking?")) is fires


@pytest.mark.parametrize(("text", "answer", "question"), [
    # faithful answers a red-team of d50ff59, f68ed6a, 6b478d6 and 522cbef found failing
    ("Installment payment is available for category A, B and C training. A deposit is not required for installment "
     "payment of training.", "Installment payment is available for training in several categories, including A.",
     "Installments?"),
    ("Все сотрудники, включая сотрудников на испытательном сроке, получают 28 дней отпуска. Сотрудники на "
     "испытательном сроке могут взять не более 14 дней отпуска в первые полгода.",
     "Все сотрудники, в том числе на испытательном сроке, получают 28 дней отпуска.", "Отпуск?"),
    ("Smoking is not allowed in the rooms or on the hotel balconies.",
     "Smoking is not allowed anywhere in the building, in the rooms, including the hotel balconies.", "Smoking?"),
    ("Курение не допускается в номерах и на балконах отеля.",
     "Нет, курить нельзя нигде: в номерах, включая балконы отеля.", "Курение?"),
    ("Employees with a blue badge may park in Lot A free of charge. In other cases, parking in Lot A costs 5 EUR per "
     "day.", "Yes — with a blue badge, any employee may park in Lot A at no charge.",
     "Can I park free with a blue badge?"),
    ("A tenant who gives two months' notice gets the full deposit back. Otherwise, one month's rent is kept from the "
     "deposit.", "Yes, any tenant who gives two months' notice gets the entire deposit back.", "Deposit back?"),
])
def test_faithful_answers_of_the_including_and_other_cases_shapes_pass(text: str, answer: str, question: str) -> None:
    assert "unsupported-claim" not in _checks(text, answer, question)


def test_a_group_after_then_extends_the_clause_after_the_contrast() -> None:
    text = ("The first 30 days of blocking are free, after that it costs 3 EUR per day. If the phone is lost or "
            "stolen, blocking is free for the whole period.")
    answer = "The first 30 days are free, then it costs 3 EUR per day, including when the phone is lost or stolen."
    assert "unsupported-claim" in _checks(text, answer, "Is blocking free?")


CHAT = ("Консультации по учёту и налогам в чате входят в тариф. По вопросам, не связанным с деятельностью клиента, "
        "консультации не даются.")


@pytest.mark.parametrize(("text", "answer", "fires"), [
    # unseen23 dev u23-ru-042: the group goes on past the comma that qualifies it
    (CHAT, "Да, консультации в чате входят в тариф, в том числе по вопросам, не связанным с деятельностью клиента.",
     True),
    (CHAT, "Да, консультации в чате входят в тариф, в том числе по налогам.", False),
])
def test_an_included_group_qualified_after_a_comma(text: str, answer: str, fires: bool) -> None:
    assert ("unsupported-claim" in _checks(text, answer)) is fires


BLOOD = ("Взятие венозной крови — 250 ₽ за визит, сколько бы пробирок ни понадобилось, кроме детей до 3 лет: для них "
         "взятие крови стоит 400 ₽.")
ROOMS = "Every room costs €90 a night, except the attic rooms, which cost €70."


@pytest.mark.parametrize(("text", "answer", "fires"), [
    (BLOOD, "В России взятие венозной крови стоит 250 ₽ за визит для всех пациентов, включая маленьких детей.", True),
    (BLOOD, "Взятие венозной крови стоит 250 ₽ за визит, кроме детей до 3 лет: для них 400 ₽.", False),
    (ROOMS, "All rooms cost €90 a night, including the attic rooms.", True),
    (ROOMS, "Rooms cost €90 a night, except the attic rooms at €70.", False),
])
def test_a_rule_said_of_all_including_a_group_the_source_excepts(text: str, answer: str, fires: bool) -> None:
    """The group after "including" is not the rule's words: «для всех пациентов, включая маленьких
    детей» drops «кроме детей до 3 лет» whatever the group is called (unseen48 dev u48-ru-030)."""
    assert ("unsupported-claim" in _checks(text, answer, "How much is it?")) is fires


def test_a_group_no_comma_closes_keeps_the_rule() -> None:
    """Cut to the sentence's end, "including the attic rooms cost €90 a night" took the rule with
    it and the claim passed (a review of session 47)."""
    assert "unsupported-claim" in _checks(ROOMS, "All rooms, including the attic rooms cost €90 a night.",
                                          "How much is a room?")
