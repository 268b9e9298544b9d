"""A bound turned round behind the "No." / «Нет.» that answers the question is still turned round
(tether.checks.bounds: the answer word is no denial of the rule's sentence)."""

from __future__ import annotations

import json

import pytest

from tether.verifier import verify_output
from tether.verify.models import VerifyInput

FREEZE_EN = ("A freeze for illness, injury or pregnancy is free of charge and can last up to 6 months, provided "
             "you give reception a doctor's note.")
FREEZE_RU = ("Заморозка по болезни или травме бесплатна и длится не более 6 месяцев, если вы принесёте на "
             "ресепшен справку от врача.")


def checks_on(text: str, question: str, answer: str) -> list[str]:
    fragment = {"id": "gym#freeze", "documentId": "gym", "text": text}
    out = json.dumps({"answer": answer, "entityCitations": [], "documentationCitations": ["gym#freeze"],
                      "limitations": []})
    inp = VerifyInput.model_validate({"question": question, "context": {"fragments": [fragment]}, "output": out})
    return sorted({v.check for v in verify_output(inp).violations})


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
