"""A figure in the condition that opens an answer's sentence belongs to the cited sentence that
says what follows from it (tether.verify.rival.consequence_elsewhere, consequence_held): "If you
are more than 20 minutes late, the booking is cancelled" joins one rule's condition to another's
consequence (issue 11, misattributed-figure), whatever sentence the condition's own words match."""

from __future__ import annotations

import pytest
from verify_helpers import checks_citing_all

LATE = [("late#rules", "If the owner is more than 20 minutes late, the guide may start the walk without them. "
                       "After a delay of more than 45 minutes the booking is cancelled without a refund.")]
OPOZDANIE = [("opozdanie#pravila", "Если гость опаздывает больше чем на 10 минут, инструктор может сократить "
                                   "занятие. При опоздании больше чем на 25 минут занятие отменяется без возврата "
                                   "денег.")]


@pytest.mark.parametrize(("fragments", "answer", "fails"), [
    # unseen35 dev u35-ru-039's shape: the condition of one rule, the consequence of the other
    (LATE, "If the owner is more than 20 minutes late, the booking is cancelled without a refund.", True),
    (OPOZDANIE, "Если гость опаздывает больше чем на 10 минут, занятие отменяется без возврата денег.", True),
    # each rule whole, the condition in the reader's words
    (LATE, "If the owner is more than 45 minutes late, the booking is cancelled without a refund.", False),
    (LATE, "If the owner is more than 20 minutes late, the guide may start the walk without them.", False),
    (OPOZDANIE, "Если гость опаздывает больше чем на 25 минут, занятие отменяется без возврата денег.", False),
    (OPOZDANIE, "Если гость опаздывает больше чем на 10 минут, инструктор может сократить занятие.", False),
])
def test_a_conditions_figure_goes_with_its_consequence(fragments: list[tuple[str, str]], answer: str,
                                                       fails: bool) -> None:
    found = checks_citing_all(fragments, answer, "What happens if I am late?")
    assert ("misattributed-figure" in found) is fails


@pytest.mark.parametrize("answer", [
    # the other sentence's figure is a detail of its consequence, not a condition (a review)
    "If you cancel at least 14 days before departure, the money is paid back to your card.",
])
def test_a_detail_of_another_sentence_is_not_the_conditions_value(answer: str) -> None:
    refund = [("refunds#rules", "If you cancel at least 14 days before departure, you get a full refund. The money is "
                                "paid back to your card within 5 days.")]
    assert "misattributed-figure" not in checks_citing_all(refund, answer, "Do I get a refund if I cancel 20 days "
                                                                           "before?")
