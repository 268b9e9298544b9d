"""Correct answers that failed on unseen38's arrival (dev split, read after the blind measurement):
a denial said again ("not even"), "available" as a grant, and a reader's figure inside «не больше
чем на 15 минут» (issue 11: correct answers must pass). A "Partly." opener still fails: read as a
bare hedge it let "Sometimes." pass where the source says "every stay" (a red-team of session 38)."""

from __future__ import annotations

import pytest
from one_fragment import checks_of as _checks

from tether.verify.thresholds import fails_a_threshold, question_figures

SUBLET = "You may not sublet your room or list it on holiday-rental sites, even for one weekend."
SEMESTER = "A 4-month semester contract is available only to students who show a letter from their college."


CLEANING = "A cleaning fee of EUR 40 is charged for every stay, whatever its length."


def test_a_hedge_that_is_the_wrong_verdict_fails() -> None:
    assert "unsupported-claim" in _checks(CLEANING, "Sometimes. A cleaning fee of EUR 40 is charged.", "Is it?")


@pytest.mark.parametrize(("text", "answer"), [
    (SUBLET, "No. You may not sublet your room, not even for one weekend."),
    (SEMESTER, "Students who show a letter from their college can have a 4-month semester contract."),
])
def test_correct_answers_pass(text: str, answer: str) -> None:
    assert _checks(text, answer, "Is it included?") == []


def test_a_negated_bound_is_read_before_the_bare_one() -> None:
    reader = question_figures("Опоздаю на 10 минут, меня обслужат?")
    assert not fails_a_threshold("если вы опоздали не больше чем на 15 минут", reader)
    assert fails_a_threshold("если вы опоздали больше чем на 15 минут", reader)
    late = question_figures("I will be 20 minutes late, will you still serve me?")
    assert fails_a_threshold("if you are no more than 15 minutes late", late)
    assert not fails_a_threshold("if you are more than 15 minutes late", late)
