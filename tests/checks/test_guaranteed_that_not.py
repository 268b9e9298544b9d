"""A negation inside what a verb states ("We guarantee *that no trace* … will show") leaves that verb
affirmed (tether.checks.polarity, _COMPLEMENTIZERS): against "We do not guarantee that no trace of the
old tattoo will show after a cover-up", "Yes, the studio guarantees that no trace … will show" is
turned round (unseen54 dev u54-en-039), as its Russian twin is."""

from __future__ import annotations

import pytest
from one_fragment import checks_of as _checks

from tether.checks.polarity import polarity

EN = "We do not guarantee that no trace of the old tattoo will show after a cover-up."
RU = "Мы не гарантируем, что пятна будут полностью удалены."
RU_AFFIRMED = "Мы гарантируем, что пятна будут полностью удалены."


def test_the_verb_before_that_is_affirmed_when_only_what_it_states_is_negated() -> None:
    denied, affirmed, _ = polarity("The studio guarantees that no trace of the old tattoo will show.")
    assert "guarante" in affirmed
    assert "trace" in denied
    denied, affirmed, _ = polarity(EN)
    assert "guarante" in denied


@pytest.mark.parametrize(("text", "answer", "question"), [
    (EN, "Yes, the studio guarantees that no trace of the old tattoo will show after a cover-up.",
     "Do you guarantee that the old tattoo won't show through a cover-up?"),
    (EN, "We guarantee that no trace of the old tattoo will show after a cover-up.",
     "Will the old tattoo show through?"),
])
def test_a_guarantee_denied_granted_is_unsupported(text: str, answer: str, question: str) -> None:
    assert "unsupported-claim" in _checks(text, answer, question)


@pytest.mark.parametrize(("text", "answer", "question"), [
    (EN, "No. The studio does not guarantee that no trace of the old tattoo will show after a cover-up.",
     "Do you guarantee that the old tattoo won't show through a cover-up?"),
    (EN, "No, there is no guarantee that no trace of the old tattoo will show after a cover-up.",
     "Do you guarantee that the old tattoo won't show through a cover-up?"),
    ("We guarantee that no trace of the old tattoo will show after a cover-up.",
     "Yes: the studio guarantees that no trace of the old tattoo will show after a cover-up.",
     "Do you guarantee the old tattoo won't show?"),
    (RU, "Нет, полного удаления пятен не гарантируют.", "Гарантируете, что пятна уйдут?"),
    (RU_AFFIRMED, "Да, гарантируем, что пятна будут полностью удалены.", "Гарантируете, что пятна уйдут?"),
])
def test_the_guarantee_as_the_source_states_it_passes(text: str, answer: str, question: str) -> None:
    assert "unsupported-claim" not in _checks(text, answer, question)
