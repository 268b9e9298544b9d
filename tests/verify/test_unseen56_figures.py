"""Figure readings from unseen56's dev split (issue 11, misattributed-figure): a sentence whose words
are all its title's still states its own value, and "on its own" names the case "alone" names."""

from __future__ import annotations

import json

import pytest
from verify_helpers import checks_citing_all, checks_on

from tether.verifier import verify_output
from tether.verify.models import VerifyInput

WHOLESALE = ("Оптовым считается заказ от 40 ящиков одного вида или на сумму от 90 000 ₽ в России. "
             "На оптовый заказ скидка — 12 %.")


@pytest.mark.parametrize(("answer", "misattributed"), [
    # the template presenter's own quote failed its check: "На оптовый заказ скидка — 12 %." holds
    # the title's words only, and was set aside as a sentence of no subject (unseen56 dev u56P-012)
    (WHOLESALE, False),
    ("На оптовый заказ скидка — 12 %.", False),
    # a value the sentence does not state is still another sentence's
    ("На оптовый заказ скидка — 40 %.", True),
])
def test_a_sentence_of_the_titles_words_states_its_own_value(answer: str, misattributed: bool) -> None:
    found = checks_on("Какая скидка на оптовый заказ?", WHOLESALE, answer,
                      title="Овощная база: оптовые заказы и скидки")
    assert ("misattributed-figure" in found) is misattributed


BOTH_ORDERS = ("Оптовым считается заказ от 40 ящиков одного вида. На оптовый заказ скидка — 12 %, на розничный "
               "заказ скидка — 5 %.")


def test_a_title_sentence_beside_a_sentence_of_another_fragment_states_its_value() -> None:
    """Its parts are read, not the other sentences ranked again (a red-team probe, D01)."""
    title = "Оптовые заказы и скидки"
    out = json.dumps({"answer": "На оптовый заказ действует скидка 15 %.", "entityCitations": [],
                      "documentationCitations": ["d#opt", "d#client"], "limitations": []}, ensure_ascii=False)
    inp = VerifyInput.model_validate({"question": "Какая скидка на оптовый заказ?", "output": out, "context": {
        "fragments": [{"id": "d#opt", "documentId": "d", "title": title, "text": "На оптовый заказ скидка — 15 %."},
                      {"id": "d#client", "documentId": "d", "title": title,
                       "text": "Постоянным клиентам предоставляется скидка 5 % на все товары."}]}})
    assert "misattributed-figure" not in {v.check for v in verify_output(inp).violations}


@pytest.mark.parametrize(("answer", "misattributed"), [
    # such a sentence is still read for which of its cases the value is (a review of this reading)
    ("На оптовый заказ скидка — 5 %.", True),
    ("На розничный заказ скидка — 12 %.", True),
    ("На оптовый заказ скидка — 12 %.", False),
    (BOTH_ORDERS, False),
])
def test_a_title_sentence_of_two_cases_gives_each_its_own(answer: str, misattributed: bool) -> None:
    found = checks_on("Какая скидка?", BOTH_ORDERS, answer, title="Оптовые и розничные заказы: скидки")
    assert ("misattributed-figure" in found) is misattributed


HIRE = [("prices#hire", "In Scotland, a paddle board and buoyancy aid together cost £30 for 2 hours or £50 for a "
                        "full day; a buoyancy aid alone costs £8 for 2 hours.")]


@pytest.mark.parametrize(("answer", "misattributed"), [
    # "on its own" is "alone" in stop words (unseen56 dev u56-en-028)
    ("In Scotland a buoyancy aid on its own costs £30 for 2 hours.", True),
    ("In Scotland a buoyancy aid on its own costs £8 for 2 hours.", False),
    ("In Scotland a buoyancy aid by itself costs £30 for 2 hours.", True),
    ("In Scotland a buoyancy aid alone costs £8 for 2 hours.", False),
    # "own" that says whose is not "alone" (a red-team probe)
    ("In Scotland you can hire a buoyancy aid alone for £30 for 2 hours.", True),
])
def test_on_its_own_names_the_case_alone_names(answer: str, misattributed: bool) -> None:
    assert ("misattributed-figure" in checks_citing_all(HIRE, answer, "How much is a buoyancy aid to hire?")) \
        is misattributed
