"""A bounded figure taken from another sentence (tether.checks.bound_value)."""

from __future__ import annotations

import pytest
from one_fragment import checks_of as _checks

FERRY = ("Foot passengers must check in at least 30 minutes before departure, and vehicles at least 45 minutes "
         "before departure. Check-in closes 15 minutes before departure for foot passengers and 30 minutes for "
         "vehicles.")
TRENER = ("Индивидуальная тренировка с тренером длится не менее 45 минут. Разминка перед групповой тренировкой "
          "занимает 15 минут.")
GYM = "Members may book a court up to 7 days ahead. A court is booked for 60 minutes, or 90 on Premium."


@pytest.mark.parametrize(("text", "answer"), [
    # unseen9 dev u9-en-031: the rule of the first sentence, the 15 of the second
    (FERRY, "Foot passengers must check in at least 15 minutes before departure."),
    (TRENER, "Индивидуальная тренировка с тренером длится не менее 15 минут."),
])
def test_a_bounded_rule_with_another_sentences_value_is_unsupported(text: str, answer: str) -> None:
    assert "unsupported-claim" in _checks(text, answer)


@pytest.mark.parametrize(("text", "answer"), [
    (FERRY, "Foot passengers must check in at least 30 minutes before departure."),
    (FERRY, "Vehicles must check in at least 45 minutes before departure."),
    (FERRY, "Check-in closes 15 minutes before departure for foot passengers."),
    (TRENER, "Индивидуальная тренировка с тренером длится не менее 45 минут, а разминка — 15 минут."),
    # a figure in words has no run of digits to look up (raised once: a check that raises fails open)
    (GYM, "Members may book a court up to seven days ahead, for 60 minutes."),
    (GYM, "You can book a court up to 7 days ahead; on Premium it is 90 minutes."),
])
def test_a_bounded_value_of_its_own_sentence_passes(text: str, answer: str) -> None:
    assert "unsupported-claim" not in _checks(text, answer)
