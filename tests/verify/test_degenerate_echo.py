"""An answer that only restates the question is degenerate; one that denies it answers it."""

from __future__ import annotations

import json

import pytest

from tether.verifier import verify_output
from tether.verify.models import VerifyInput

SOURCE = "Policies can be cancelled by phone or in writing. You cannot cancel the policy online."


def _checks(question: str, answer: str) -> list[str]:
    out = json.dumps({"answer": answer, "entityCitations": [], "documentationCitations": ["p#c"], "limitations": []})
    inp = VerifyInput.model_validate({"question": question, "output": out,
                                      "context": {"fragments": [{"id": "p#c", "documentId": "p", "text": SOURCE}]}})
    return [v.check for v in verify_output(inp).violations]


@pytest.mark.parametrize("answer", ["You can not cancel the policy online.", "No, you can't cancel the policy online.",
                                    "No, you cannot cancel the policy online."])
def test_a_denial_in_the_questions_words_is_an_answer(answer: str) -> None:
    assert _checks("Can I cancel the policy online?", answer) == []


def test_the_question_restated_is_degenerate() -> None:
    assert _checks("Can I cancel the policy online by phone?", "Can I cancel the policy online by phone?") == [
        "degenerate-output"]
