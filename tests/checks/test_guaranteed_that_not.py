"""A negation inside what a verb of stating states ("We guarantee *that no trace* … will show") leaves that
verb affirmed (tether.checks.polarity, _STATING): against "We do not guarantee that no trace of the old
tattoo will show after a cover-up", "Yes, the studio guarantees that no trace … will show" is turned round
(unseen54 dev u54-en-039). Not a noun that takes a "that" clause ("Guarantees that … are not given", "A
guarantee that … is not something we offer") nor a stating denied in a word ("unable to guarantee"): a
review found faithful answers failing on each. Russian sets «что» off with a comma, which parts the
clauses already."""

from __future__ import annotations

import pytest
from one_fragment import checks_of as _checks

from tether.checks.polarity import polarity

EN = "We do not guarantee that no trace of the old tattoo will show after a cover-up."
Q = "Do you guarantee that the old tattoo won't show through a cover-up?"


def test_the_verb_before_that_is_affirmed_when_only_what_it_states_is_negated() -> None:
    denied, affirmed, _ = polarity("The studio guarantees that no trace of the old tattoo will show.")
    assert "guarante" in affirmed
    assert "trace" in denied
    assert "guarante" in polarity(EN)[0]


@pytest.mark.parametrize("text", [
    "We are unable to guarantee that no trace will show.",
    "It is impossible to guarantee that no trace will show.",
    "Guarantees that no trace will show are not given.",
    "A guarantee that no trace will show is not something we offer.",
])
def test_a_guarantee_denied_otherwise_is_not_affirmed(text: str) -> None:
    assert "guarante" not in polarity(text)[1]


@pytest.mark.parametrize(("text", "answer"), [
    (EN, "Yes, the studio guarantees that no trace of the old tattoo will show after a cover-up."),
    (EN, "We guarantee that no trace of the old tattoo will show after a cover-up."),
    ("We cannot guarantee that no trace will show.", "The studio guarantees that no trace will show."),
])
def test_a_guarantee_denied_granted_is_unsupported(text: str, answer: str) -> None:
    assert "unsupported-claim" in _checks(text, answer, Q)


@pytest.mark.parametrize(("text", "answer"), [
    (EN, "No. The studio does not guarantee that no trace of the old tattoo will show after a cover-up."),
    (EN, "No, there is no guarantee that no trace of the old tattoo will show after a cover-up."),
    (EN, "We are unable to guarantee that no trace of the old tattoo will show after a cover-up."),
    (EN, "A guarantee that no trace of the old tattoo will show after a cover-up is not given."),
    ("We guarantee that no trace of the old tattoo will show after a cover-up.",
     "Yes: the studio guarantees that no trace of the old tattoo will show after a cover-up."),
    ("We are unable to guarantee that no trace will show.", "We do not guarantee that no trace will show."),
    ("It is impossible to guarantee that no trace will show.", "We cannot guarantee that no trace will show."),
    ("Guarantees that no trace will show are not given.", "The studio does not guarantee that no trace will show."),
    ("A guarantee that no trace will show is not something we offer.",
     "We do not guarantee that no trace will show."),
    ("Please note that no refunds are given.", "No refunds are given."),
])
def test_the_guarantee_as_the_source_states_it_passes(text: str, answer: str) -> None:
    assert "unsupported-claim" not in _checks(text, answer, Q)
