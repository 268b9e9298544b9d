"""A claim that a rule holds in every case, where the cited sentence sets a condition (issue 11)."""

from __future__ import annotations

import pytest
from one_fragment import checks_of as _checks

from tether.checks.override import overrides_a_condition
from tether.terms import SentenceIndex

REFUND = ("You can cancel within 14 days of joining and get a full refund of the joining fee, unless you have "
          "visited the club more than twice.")
PASSPORT = "Ветеринарный паспорт оформляют бесплатно при первой прививке в клинике."




@pytest.mark.parametrize(("text", "answer"), [
    (REFUND, "You get a full refund of the joining fee within 14 days of joining, however many times you have "
             "visited."),  # unseen11 dev u11-en-033
    (REFUND, "You can cancel within 14 days of joining and always get a full refund of the joining fee."),
    ("Ветеринарный паспорт оформляют бесплатно при первой прививке в клинике.",
     "Ветеринарный паспорт всегда оформляют бесплатно."),  # u11-ru-035, without «в клинике»
    ("The pool is open every day from 7:00 to 22:00, except during maintenance.",
     "The pool is always open from 7:00 to 22:00."),
    ("Payment is taken on the 1st of each month; if the 1st falls on a weekend, it is taken on the next working "
     "day.", "Payment is always taken on the 1st of each month."),
])
def test_a_rule_claimed_for_every_case_against_its_condition_is_unsupported(text: str, answer: str) -> None:
    assert "unsupported-claim" in _checks(text, answer)


@pytest.mark.parametrize(("text", "answer"), [
    (REFUND, "Within 14 days of joining you can cancel and get a full refund of the joining fee, unless you have "
             "visited more than twice."),
    (PASSPORT, "При первой прививке в клинике ветеринарный паспорт оформляют бесплатно."),
    ("The joining fee is €30 for all plans.", "Regardless of the plan, the joining fee is €30."),
    ("Members must always show their card at reception.", "You always have to show your membership card at "
                                                           "reception."),
    ("Members must show their card at reception. If you forget it, staff can check your ID instead.",
     "Members must always show their card at reception."),  # the condition is another sentence's
    ("The gym is closed on public holidays.", "No, the gym is always closed on public holidays."),
    ("Осмотр перед прививкой входит в стоимость.", "Осмотр перед прививкой всегда входит в стоимость прививки."),
    ("Lockers are free for members. Non-members pay €2 if they use a locker.", "Lockers are always free for members."),
    # a review's false fires: "provided" the verb, "even if", «при себе», a condition in the claim's words
    ("Towels are provided free of charge to every member.", "No, towels are always free of charge for members."),
    ("The joining fee is not refunded, even if you cancel within 14 days.",
     "No, the joining fee is not refunded in any case."),
    ("Предоплата не возвращается, даже если вы отменили запись заранее.",
     "Нет, предоплата не возвращается в любом случае."),
    ("Children under 12 swim free if they are accompanied by an adult.",
     "Children under 12 who come with an adult always swim free."),
    ("Дети до 7 лет посещают бассейн бесплатно, если их сопровождает взрослый.",
     "Дети до 7 лет в сопровождении взрослого всегда посещают бассейн бесплатно."),
    ("If you book online, the booking fee is waived.", "The booking fee is always waived when you book online."),
    ("На каждый приём необходимо иметь при себе паспорт и полис ОМС.",
     "Паспорт и полис ОМС нужно всегда брать с собой на приём."),
    ("Аптека при клинике принимает оплату банковской картой.",
     "Да, в аптеке клиники всегда принимают оплату банковской картой."),
    ("Вакцинация проводится только в клинике на улице Ленина, 5.",
     "Прививки всегда делают в клинике на улице Ленина, 5."),
    # a second review: a condition of another clause, a condition in other words
    ("Lockers are free for members; please tell staff if you lose your key.",
     "No, lockers are always free for members."),
    ("Lockers are free for members, but staff charge €5 if you lose your key.",
     "No, lockers are always free for members."),
    ("Парковка для пациентов бесплатная, пропуск выдают на ресепшене при предъявлении талона.",
     "Нет, парковка для пациентов всегда бесплатная."),
    ("Unless you opt out, your membership renews automatically every year.",
     "Your membership always renews automatically every year until you cancel it."),
    ("Children under 3 fly free if they sit on an adult's lap.",
     "Children under 3 always fly free when held on a parent's lap."),
])
def test_every_case_where_the_source_sets_none_passes(text: str, answer: str) -> None:
    assert "unsupported-claim" not in _checks(text, answer)


def test_a_claim_stating_a_condition_of_its_own_is_not_read() -> None:
    index = SentenceIndex([REFUND])
    assert overrides_a_condition("You always get a full refund of the joining fee within 14 days if you have not "
                                 "visited more than twice.", index, frozenset({0})) is None
    assert overrides_a_condition("You always get a full refund of the joining fee within 14 days.", index,
                                 frozenset({0})) == REFUND
