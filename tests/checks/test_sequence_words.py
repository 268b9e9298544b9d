"""Words that order steps («затем», «потом», «сначала», «далее») say nothing a source must hold:
«Документы держат 3 дня, а затем передают в полицию» restates «документы через 3 дня передают в
полицию» (unseen57 dev u57-ru-019 failed on «затем» beside its one paraphrased verb)."""

from __future__ import annotations

import json

from tether.text import STOP_WORDS
from tether.verifier import verify_output
from tether.verify.models import VerifyInput

LOCKERS = ("На время заезда вещи оставляют в бесплатных шкафчиках; за ценности, оставленные вне шкафчика, клуб не "
           "отвечает.")
LOST = "Забытые вещи хранятся 30 дней, а документы через 3 дня передают в полицию."


def _checks(answer: str) -> list[str]:
    out = json.dumps({"answer": answer, "entityCitations": [], "documentationCitations": ["club#lost"],
                      "limitations": []}, ensure_ascii=False)
    inp = VerifyInput.model_validate({"question": "Сколько хранятся забытые вещи?", "output": out, "context": {
        "fragments": [{"id": "club#lockers", "documentId": "club", "text": LOCKERS},
                      {"id": "club#lost", "documentId": "club", "text": LOST}]}})
    return sorted({v.check for v in verify_output(inp).violations})


def test_a_step_word_is_no_claim_word() -> None:
    assert _checks("Документы держат 3 дня, а затем передают в полицию; остальные забытые вещи хранятся 30 дней.") == []


def test_the_step_words_are_stop_words() -> None:
    assert {"затем", "потом", "сначала", "далее"} <= STOP_WORDS


def test_an_invented_step_still_fails() -> None:
    assert "unsupported-claim" in _checks("Документы держат 3 дня, а затем отправляют почтой владельцу.")
