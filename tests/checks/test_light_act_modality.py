"""A permission stated as a duty where the act is a light verb ("can *have*" → "must *have*"):
the act is no indexed term, so the permitting sentence is found among all the cited ones."""

from __future__ import annotations

import pytest

from tests.verify.verify_helpers import checks_on as checks

PERMITS = ("Vans longer than 1.5 metres need a van permit, booked online at least 24 hours before the visit. Each "
           "household can have 12 van permits a year, free of charge.")
ASKED = "How many van permits does a household get, and do they cost anything?"
SCOOTERS = ("Rental e-scooters may be ridden only by people aged 18 or over who hold a full or provisional driving "
            "licence.")


@pytest.mark.parametrize(("question", "source", "answer", "fails"), [
    # a rule-made modality mutation of unseen8 dev u8-en-033
    (ASKED, PERMITS, "Each household must have twelve van permits a year, free of charge.", True),
    (ASKED, PERMITS, "Each household can have twelve van permits a year, free of charge.", False),
    (ASKED, PERMITS, "Each household may have up to 12 van permits a year, free of charge.", False),
    # "must be 18" names no act: the copula is not read as one (unseen13 dev u13-en-007, a correct answer)
    ("How old do I have to be to ride an e-scooter?", SCOOTERS,
     "You must be 18 or over and hold a full or provisional driving licence to ride a rental e-scooter.", False),
])
def test_a_light_acts_permission_made_a_duty(question: str, source: str, answer: str, fails: bool) -> None:
    assert ("unsupported-claim" in checks(question, source, answer)) is fails


def test_a_light_verbs_permission_of_another_thing_is_not_read() -> None:
    # a review of 0bf9b3d: "can have breakfast" permits nothing of "must have a valid ID"
    source = "Guests can have breakfast in their room for CHF 10. Every guest has to show a valid ID at check-in."
    assert checks("What do I need at check-in?", source, "Every guest must have a valid ID at check-in.") == []
