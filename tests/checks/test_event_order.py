"""An act put on the other side of its event, with no figure: "pay after the class" for "pay before
the class" (issue 11, unsupported-claim; evalsets/mutations.py bound, session 38)."""

from __future__ import annotations

import pytest
from one_fragment import checks_of as _checks

from tether.checks.event_order import occurrences

CLASSES = ("The course fee is paid in full before the first lesson. Textbooks are handed out after the first "
           "lesson, and the deposit is returned after the final exam.")
POOL = ("Guests shower before entering the pool. Towels are returned to the desk after the swim, and lockers are "
        "emptied before closing.")
KURS = ("Оплата курса вносится полностью до первого занятия. Учебники выдают после первого занятия, а залог "
        "возвращают после итогового экзамена.")
REFUND = ("If you cancel before the class starts, the fee is refunded in full. If you cancel after the class starts, "
          "the fee is kept.")


@pytest.mark.parametrize(("text", "answer"), [
    (CLASSES, "You pay the course fee in full after the first lesson."),
    (CLASSES, "The deposit is returned before the final exam."),
    (POOL, "Guests take a shower after entering the pool."),
    (KURS, "Курс оплачивают полностью после первого занятия."),
    (KURS, "Залог возвращают до итогового экзамена, а учебники выдают после первого занятия."),
])
def test_an_act_on_the_other_side_of_its_event_is_unsupported(text: str, answer: str) -> None:
    assert "unsupported-claim" in _checks(text, answer, "When?")


@pytest.mark.parametrize(("text", "answer"), [
    (CLASSES, "The course fee has to be paid in full before the first lesson."),
    (CLASSES, "Textbooks are given out once the first lesson is over, after the first lesson."),
    # a denial of the other side says the claim's side
    (CLASSES, "You cannot pay the course fee after the first lesson."),
    (KURS, "Учебники получают после первого занятия, а залог — после итогового экзамена."),
    # both sides of the rule are the source's, each with its own consequence
    (REFUND, "If you cancel after the class starts, the fee is kept."),
    (REFUND, "Cancel before the class starts and the fee is refunded in full."),
])
def test_an_act_on_its_own_side_passes(text: str, answer: str) -> None:
    assert "unsupported-claim" not in _checks(text, answer, "When?")


@pytest.mark.parametrize("text", [
    "Orders placed before 14:00 ship the same day.",  # a time of day: the bound readers' own
    "Посылки до 5 кг доставляют за 290 ₽.",
    "Reports are filed before 31 March.",
    "It works as before.",  # no event after the marker
])
def test_a_figure_or_no_event_after_the_marker_is_not_read(text: str) -> None:
    assert occurrences(text) == ()


def test_the_event_and_act_are_read_apart() -> None:
    ((side, event, act, denies, other),) = occurrences("Applicants pay the fee before the application is processed.")
    assert (side, denies, other) == ("before", False, False)
    assert {"applic", "process"} <= event and "fee" in act and "process" not in act


@pytest.mark.parametrize(("text", "answer"), [
    # two acts round two events in one clause (a red-team of session 38)
    ("Tenants must inspect the flat with the landlord before moving in. The deposit is returned after moving out.",
     "Tenants inspect the flat with the landlord before moving in and get the deposit back after moving out."),
    ("Студенты выбирают тему курсовой до начала семестра. Оценки выставляют после окончания семестра.",
     "Студенты выбирают тему курсовой до начала семестра и получают оценки после окончания семестра."),
    # an act denied in other words
    ("The member discount code can be used before the promotion ends.",
     "The member discount code stops working after the promotion ends."),
    ("The hotel pool stays closed before the lifeguard arrives.",
     "The hotel pool opens after the lifeguard arrives, and stays closed before that."),
])
def test_red_team_answers_on_their_own_side_pass(text: str, answer: str) -> None:
    assert "unsupported-claim" not in _checks(text, answer, "When?")


@pytest.mark.parametrize(("text", "answer"), [
    ("Before boarding, passengers must show their ticket.", "Passengers must show their ticket after boarding."),
    ("Оплатить курс нужно до того, как начнутся занятия.", "Оплатить курс нужно после того, как начнутся занятия."),
])
def test_a_fronted_marker_and_a_that_clause_are_read(text: str, answer: str) -> None:
    assert "unsupported-claim" in _checks(text, answer, "When?")
