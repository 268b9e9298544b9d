"""Readings added for unseen40's dev cases (issue 11): "today" said of the current price, another
edition's value given for a year, and a claim restating what a sentence grants before it denies."""

from __future__ import annotations

import json

import pytest
from one_fragment import checks_of

from tether.verifier import verify_output
from tether.verify.models import VerifyInput

NOW = "In Iceland, a 3-hour whale-watching tour from Húsavík costs ISK 12,900 for adults."
THEN = "In 2027, in Iceland, a 3-hour whale-watching tour from Húsavík cost 11.900 kr. for adults."
REFUND = ("Если клиент отменяет чартер больше чем за 60 дней до начала, возвращаем всю предоплату; при отмене за 30–60 "
          "дней — половину предоплаты; позже предоплата не возвращается.")


def _two(answer: str) -> list[str]:
    frags = [{"id": "now#w", "documentId": "now", "text": NOW}, {"id": "then#w", "documentId": "then", "text": THEN}]
    out = json.dumps({"answer": answer, "entityCitations": [], "documentationCitations": ["now#w", "then#w"],
                      "limitations": []})
    inp = VerifyInput.model_validate({"question": "What did it cost in 2027, and now?", "output": out,
                                      "context": {"fragments": frags}})
    return sorted({v.check for v in verify_output(inp).violations})


def test_today_is_the_present_said_outright() -> None:
    # unseen40 dev u40-en-004
    assert _two("In Iceland, an adult paid ISK 11,900 for the Húsavík whale-watching tour in 2027; today the same "
                "tour costs ISK 12,900.") == []


@pytest.mark.parametrize("answer", [
    # the editions' values swapped: each occurs in a cited fragment (tether.verify.editions)
    "In Iceland, an adult paid ISK 12,900 for the Húsavík whale-watching tour in 2027; today the same tour costs "
    "ISK 11,900.",
    "In 2027 an adult ticket for the Húsavík whale-watching tour cost ISK 12,900.",
])
def test_the_other_editions_value_for_a_year_is_misattributed(answer: str) -> None:
    assert "misattributed-figure" in _two(answer)


def test_the_years_own_value_passes() -> None:
    assert _two("In 2027 an adult ticket for the Húsavík whale-watching tour cost ISK 11,900.") == []


@pytest.mark.parametrize(("answer", "fails"), [
    # unseen40 dev u40-ru-015: «предоплату» is affirmed in the first part, denied in the last
    ("Вернём всю предоплату: при отмене больше чем за 60 дней до начала чартера она возвращается полностью.", False),
    ("При отмене за 10 дней до начала чартера предоплата возвращается полностью.", True),
])
def test_a_word_affirmed_and_denied_in_one_sentence(answer: str, fails: bool) -> None:
    question = "Отменяем чартер. Что с предоплатой?"
    assert ("unsupported-claim" in checks_of(REFUND, answer, question)) is fails
