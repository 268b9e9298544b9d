""""… runs from Monday to Saturday *and there is* none on Sundays": a claim of two parts, each
compared with the clause that states it, not the whole with the first clause (unseen46 dev
u46-en-019, a correct answer failed as a flip of "The taxi runs from Monday to Saturday")."""

from __future__ import annotations

import json

import pytest
from one_fragment import checks_of as _checks

from tests.linear import grows_linearly
from tether.checks.claim_sources import Sources, context_of
from tether.checks.there_is import a_part_said_otherwise
from tether.verify.models import VerifyInput

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
    for answer in ("The rental includes unlimited mileage and there is no deposit.",
                   "The rental includes unlimited mileage, and there isn't any deposit.",
                   "The rental includes unlimited mileage and there's no deposit."):
        assert UNSUPPORTED in _checks(RENTAL, answer, "Is there a deposit?"), answer
    assert UNSUPPORTED not in _checks(RENTAL, "The rental includes unlimited mileage and there is a deposit of "
                                              "€300 on your credit card.", "Is there a deposit?")


def test_comparing_many_parts_with_a_long_sentence_is_linear() -> None:
    """A review of this reading: each part was compared with every clause of its sentence, read
    afresh (parts × clauses); the clauses are now read once and the parts bounded (MAX_PARTS)."""
    def make(n: int) -> tuple[Sources, str]:
        text = ", ".join(f"room {k} has a desk" for k in range(n)) + "."
        return context_of(_input(text)).cited(["r#r"]), " and there is a desk" * n

    assert grows_linearly(make, lambda given: a_part_said_otherwise(given[1], given[0]), small=200)


def _input(text: str) -> VerifyInput:
    out = json.dumps({"answer": "x", "entityCitations": [], "documentationCitations": ["r#r"], "limitations": []})
    return VerifyInput.model_validate({"question": "q", "output": out,
                                       "context": {"fragments": [{"id": "r#r", "documentId": "r", "text": text}]}})
