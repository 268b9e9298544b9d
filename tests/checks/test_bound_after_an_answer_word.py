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


GUESTS_EN = "Members can bring at most 2 guests per visit. Each guest must show photo ID."
GUESTS_RU = "Читатель может взять одновременно до 10 книг. Срок пользования книгами — 30 дней."


@pytest.mark.parametrize(("text", "question", "answer"), [
    (GUESTS_EN, "Is there a limit on guests?", "Yes, you can't bring more than 2 guests per visit."),
    (GUESTS_EN, "Is there a limit on guests?", "Members cannot bring more than 2 guests per visit."),
    (GUESTS_RU, "Сколько книг можно взять?", "Нельзя взять больше 10 книг одновременно."),
])
def test_a_denied_act_before_more_than_is_an_upper_bound(text: str, question: str, answer: str) -> None:
    """"You can't bring more than 2" is "at most 2" (evalsets/polarity dev pol-en-027)."""
    assert checks_on(text, question, answer) == []


@pytest.mark.parametrize(("text", "question", "answer"), [
    (GUESTS_EN, "Is there a limit on guests?", "Yes, you can't bring fewer than 2 guests per visit."),
    (GUESTS_EN, "Is there a limit on guests?", "You can bring more than 2 guests per visit."),
    (GUESTS_RU, "Сколько книг можно взять?", "Нельзя взять меньше 10 книг одновременно."),
])
def test_the_other_bound_is_still_turned_round(text: str, question: str, answer: str) -> None:
    assert "unsupported-claim" in checks_on(text, question, answer)
