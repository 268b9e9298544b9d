""""… runs from Monday to Saturday *and there is* none on Sundays": a claim of two parts, each
compared with the clause that states it, not the whole with the first clause (unseen46 dev
u46-en-019, a correct answer failed as a flip of "The taxi runs from Monday to Saturday")."""

from __future__ import annotations

import pytest
from one_fragment import checks_of as _checks

from tests.linear import grows_linearly
from tether.checks.there_is import AND_THERE_IS

TAXI = ("The pet taxi picks dogs up within 15 km of the kennel for C$20 per trip. The taxi runs from Monday to "
        "Saturday; there is no taxi on Sundays.")
QUESTION = "Does the pet taxi come on Sundays?"
UNSUPPORTED = "unsupported-claim"


SHUTTLE = "The airport shuttle runs Monday to Friday. There is no shuttle on Saturdays or Sundays."
CAFE = "Dogs are allowed on the terrace but not inside the restaurant. There is a water bowl at the entrance."


@pytest.mark.parametrize(("text", "answer"), [
    (SHUTTLE, "Yes, the shuttle runs Monday to Friday and there is a shuttle on Saturdays too."),
    (CAFE, "Dogs are allowed inside the restaurant and there is a water bowl at the entrance."),
])
def test_a_part_turned_against_another_sentence_is_unsupported(text: str, answer: str) -> None:
    assert UNSUPPORTED in _checks(text, answer, "Can I?")


def test_a_part_granted_before_a_contrast_passes() -> None:
    answer = "Dogs are allowed on the terrace and there is a water bowl at the entrance."
    assert UNSUPPORTED not in _checks(CAFE, answer, "Can I bring my dog?")


@pytest.mark.parametrize("answer", [
    "No, the pet taxi runs from Monday to Saturday and there is none on Sundays.",
    "The pet taxi runs from Monday to Saturday, and there is no taxi on Sundays.",
])
def test_each_part_restated_passes(answer: str) -> None:
    assert UNSUPPORTED not in _checks(TAXI, answer, QUESTION)


@pytest.mark.parametrize("answer", [
    "The pet taxi runs from Monday to Saturday and there is a taxi on Sundays.",
    "The pet taxi does not run from Monday to Saturday and there is a taxi on Sundays.",
    "The pet taxi does not run from Monday to Saturday and there is no taxi on Sundays.",
])
def test_a_part_turned_is_unsupported(answer: str) -> None:
    assert UNSUPPORTED in _checks(TAXI, answer, QUESTION)


RENTAL = "Car rental includes unlimited mileage. A deposit of €300 is blocked on your credit card."


def test_a_part_denying_what_another_sentence_states_is_unsupported() -> None:
    """A red-team of session 45: with the claim parted, its second part must still be compared,
    with the sentence that states the deposit."""
    assert UNSUPPORTED in _checks(RENTAL, "The rental includes unlimited mileage and there is no deposit.",
                                  "Is there a deposit?")
    assert UNSUPPORTED not in _checks(RENTAL, "The rental includes unlimited mileage and there is a deposit of "
                                              "€300 on your credit card.", "Is there a deposit?")


def test_splitting_at_and_there_is_is_linear() -> None:
    assert grows_linearly(lambda n: "it runs and there is a taxi " * n, AND_THERE_IS.split, small=500)
