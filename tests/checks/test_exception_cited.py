"""exception-overridden reads the exceptions of the fragments the answer cites: one of another
fragment, about another rule, is not what the answer talks away (unseen50 dev u50-ru-013)."""

from __future__ import annotations

import json

import pytest

from tether.verifier import verify_output
from tether.verify.models import VerifyInput

LATENESS = {"id": "lessons#late", "documentId": "lessons",
            "text": "Если опоздал ученик, занятие заканчивается в назначенное время и не продлевается. Если опоздал "
                    "педагог, занятие продлевается на время опоздания."}
MOVING = {"id": "lessons#move", "documentId": "lessons",
          "text": "Занятие можно перенести бесплатно, если предупредить администратора за 24 часа. Исключение — "
                  "болезнь ученика, подтверждённая справкой врача: тогда занятие переносится."}


def _checks(answer: str, cited: list[str]) -> list[str]:
    out = json.dumps({"answer": answer, "entityCitations": [], "documentationCitations": cited, "limitations": []},
                     ensure_ascii=False)
    inp = VerifyInput.model_validate({"question": "Ребёнок опоздал на 10 минут. Занятие продлят?",
                                      "context": {"fragments": [MOVING, LATENESS]}, "output": out})
    return sorted({v.check for v in verify_output(inp).violations})


def test_an_exception_of_an_uncited_fragment_is_not_overridden() -> None:
    assert "exception-overridden" not in _checks(
        "Нет: если опаздывает ученик, занятие всё равно заканчивается в назначенное время.", ["lessons#late"])


@pytest.mark.parametrize("cited", [["lessons#move"], []])
def test_an_exception_of_the_cited_fragment_or_of_an_uncited_answer_still_is(cited: list[str]) -> None:
    assert "exception-overridden" in _checks(
        "Занятие переносится, только если предупредить за 24 часа; при болезни ученика со справкой врача занятие "
        "всё равно не переносится.", cited)
