"""Two cases of one value kind in a fragment of one sentence, the second with its predicate left
out: "… for R950 per adult and R475 per child" (tether.verify.coordinated._elliptic_cases)."""

from __future__ import annotations

import json

import pytest

from tether.verifier import verify_output
from tether.verify.models import VerifyInput


def checks(question: str, text: str, answer: str) -> list[str]:
    out = json.dumps({"answer": answer, "entityCitations": [], "documentationCitations": ["r#r"], "limitations": []},
                     ensure_ascii=False)
    inp = VerifyInput.model_validate({"question": question, "output": out,
                                      "context": {"fragments": [{"id": "r#r", "documentId": "r", "text": text}]}})
    return sorted({v.check for v in verify_output(inp).violations})


DRIVES = ("Guests not staying at the lodge can join the morning game drive for R950 per adult and R475 per child "
          "aged 6 to 11, breakfast included.")
NEFIKS = "В Узбекистане нефиксированное место стоит 120 000 сум в день и 1 400 000 сум в месяц."


@pytest.mark.parametrize(("question", "text", "answer", "misattributed"), [
    # unseen31 dev u31-en-038: the adult's price given to a child
    ("What does a child pay for the morning drive?", DRIVES,
     "A child aged 6 to 11 who is not staying at the lodge pays R950 for the morning game drive.", True),
    ("What does a child pay for the morning drive?", DRIVES,
     "A child aged 6 to 11 who is not staying at the lodge pays R475 for the morning game drive.", False),
    ("What does an adult pay for the morning drive?", DRIVES,
     "An adult who is not staying at the lodge pays R950 for the morning game drive, breakfast included.", False),
    # unseen31 dev u31-ru-037: the month's price given to a day
    ("Сколько стоит нефиксированное место на день?", NEFIKS,
     "В Узбекистане нефиксированное место на день стоит 1 400 000 сум.", True),
    ("Сколько стоит нефиксированное место на день?", NEFIKS,
     "В Узбекистане нефиксированное место на день стоит 120 000 сум.", False),
    # a case named before a dash, its predicate left out
    ("Сколько стоит детский билет?", "Взрослый билет в бассейн стоит 500 ₽, детский — 250 ₽.",
     "Детский билет в бассейн стоит 500 ₽.", True),
    ("Сколько стоит детский билет?", "Взрослый билет в бассейн стоит 500 ₽, детский — 250 ₽.",
     "Детский билет в бассейн стоит 250 ₽.", False),
    # three values in a row part at their times too: the peak's value named "at peak" passes
    # (unseen15 dev u15-en-007)
    ("How much is electricity at peak?",
     "You can choose the Smart Time tariff: 15.2 cent per kWh at night (23:00 to 08:00), 41.5 cent per kWh at "
     "peak (17:00 to 19:00) and 28.0 cent per kWh at all other times.",
     "At peak, from 17:00 to 19:00, the Smart Time tariff charges 41.5 cent per kWh.", False),
])
def test_the_value_of_the_other_case_of_a_pair(question: str, text: str, answer: str, misattributed: bool) -> None:
    assert ("misattributed-figure" in checks(question, text, answer)) is misattributed
