"""evalsets/mutations.py: the rule-made wrong answers are what its docstring says they are."""

from __future__ import annotations

import json
import random

from tests.conftest import evalset_tool


def _tool():
    return evalset_tool("mutations")


def _case(answer: str, fragment: str) -> dict:
    output = json.dumps({"answer": answer, "entityCitations": [], "limitations": [], "documentationCitations": ["f#a"]})
    return {"input": {"question": "q", "output": output,
                      "context": {"fragments": [{"id": "f#a", "documentId": "f", "text": fragment},
                                                {"id": "g#b", "documentId": "g", "text": "Not cited: £999."}]}}}


def test_a_figure_is_swapped_for_another_cited_value_of_its_measure() -> None:
    made = _tool().mutations(_case("A small dog costs £24 per night.",
                                   "A small dog costs £24 per night, a large one £28. Cats stay for 12 days at most."),
                             random.Random(0))
    figures = [answer for label, answer in made if label.startswith("figure")]
    assert figures == ["A small dog costs £28 per night."]  # not the uncited £999, not the 12 days


def test_negation_bound_and_modality_each_change_the_first_word_they_find() -> None:
    made = dict(_tool().mutations(_case("You must file it at least 5 days before; it is not refunded.",
                                        "Filing: at least 5 days before. Fees are not refunded."), random.Random(0)))
    answers = sorted(made.values())
    assert "You must file it at least 5 days before; it is refunded." in answers
    assert "You must file it at most 5 days before; it is not refunded." in answers
    assert "You may file it at least 5 days before; it is not refunded." in answers


def test_faithful_rewrites_keep_the_meaning() -> None:
    made = dict(_tool().rewrites(_case("You must pay £1,500 per month; the fee is 5% of it.", "irrelevant")))
    assert made["have-to"] == "You have to pay £1,500 per month; the fee is 5% of it."
    assert made["thousands"] == "You must pay £1500 per month; the fee is 5% of it."
    assert made["per-a"] == "You must pay £1,500 a month; the fee is 5% of it."
    assert made["sentence"] == "You must pay £1,500 per month. The fee is 5% of it."
    assert made["per-cent"] == "You must pay £1,500 per month; the fee is 5 per cent of it."
