"""A bound turned round behind the "No." / «Нет.» that answers the question is still turned round
(tether.checks.bounds: the answer word is no denial of the rule's sentence)."""

from __future__ import annotations

import pytest

from tests.verify.verify_helpers import checks_citing_all

FREEZE_EN = ("A freeze for illness, injury or pregnancy is free of charge and can last up to 6 months, provided "
             "you give reception a doctor's note.")
FREEZE_RU = ("Заморозка по болезни или травме бесплатна и длится не более 6 месяцев, если вы принесёте на "
             "ресепшен справку от врача.")


def checks_on(text: str, question: str, answer: str) -> list[str]:
    return checks_citing_all([("gym#freeze", text)], answer, question)


@pytest.mark.parametrize(("text", "question", "answer"), [
    (FREEZE_EN, "Do I pay for a freeze after an injury?",
     "No. A freeze for injury is free of charge and can last at least 6 months, as long as you give reception "
     "a doctor's note."),
    (FREEZE_RU, "Платная ли заморозка после травмы?",
     "Нет. Заморозка по травме бесплатна и длится не менее 6 месяцев, если принести на ресепшен справку от врача."),
])
def test_a_bound_turned_round_after_no_is_unsupported(text: str, question: str, answer: str) -> None:
    assert "unsupported-claim" in checks_on(text, question, answer)


@pytest.mark.parametrize(("text", "question", "answer"), [
    (FREEZE_EN, "Do I pay for a freeze after an injury?",
     "No. A freeze for injury is free of charge and can last up to 6 months, as long as you give reception "
     "a doctor's note."),
    (FREEZE_RU, "Платная ли заморозка после травмы?",
     "Нет. Заморозка по травме бесплатна и длится не более 6 месяцев, если принести на ресепшен справку от врача."),
])
def test_the_same_bound_after_no_passes(text: str, question: str, answer: str) -> None:
    assert checks_on(text, question, answer) == []
