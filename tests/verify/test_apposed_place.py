"""A sum's own town and country after it (tether.verify.places.apposed_place): "… A$95 … in Australia and
NZ$110 in Wellington, New Zealand" gives the NZ$110 to New Zealand, though the comma cuts its clause
before the country and the sentence's other place is Australia (unseen53 dev u53-en-004)."""

from __future__ import annotations

import json

import pytest

from tests.linear import grows_linearly
from tether.figures import find_mentions
from tether.verifier import verify_output
from tether.verify.models import VerifyInput
from tether.verify.places import apposed_place

FRAGMENTS = [
    {"id": "au#dive", "documentId": "au", "jurisdiction": "AU",
     "text": "In Australia, a guided shore dive costs A$95 from the Sydney shop."},
    {"id": "nz#dive", "documentId": "nz", "jurisdiction": "NZ",
     "text": "In New Zealand, a guided shore dive costs NZ$110 in Wellington and NZ$90 in Tutukaka."},
]


def _checks(answer: str) -> list[str]:
    out = {"answer": answer, "entityCitations": [], "documentationCitations": ["au#dive", "nz#dive"],
           "limitations": []}
    inp = VerifyInput.model_validate({"question": "How much is a guided shore dive?", "output": json.dumps(out),
                                      "context": {"fragments": FRAGMENTS}})
    return sorted({v.check for v in verify_output(inp).violations})


@pytest.mark.parametrize("answer", [
    "A guided shore dive costs A$95 from the Sydney shop in Australia and NZ$110 in Wellington, New Zealand.",
    "A guided shore dive costs A$95 in Sydney, Australia, and NZ$110 in Wellington, New Zealand.",
])
def test_a_sum_with_its_own_town_and_country_is_that_countrys(answer: str) -> None:
    assert _checks(answer) == []


@pytest.mark.parametrize("answer", [
    "A guided shore dive costs NZ$110 in Wellington, Australia.",
    "In Australia a guided shore dive costs NZ$110 in Wellington.",
])
def test_a_sum_set_beside_another_country_is_misattributed(answer: str) -> None:
    assert "misattributed-figure" in _checks(answer)


def test_a_town_that_is_a_country_is_no_apposition() -> None:
    text = "It costs NZ$110 in New Zealand, Australia."
    assert apposed_place(text, find_mentions(text)[0]) is None


def test_reading_an_apposition_is_linear() -> None:
    def read(text: str) -> object:
        return [apposed_place(text, m) for m in find_mentions(text)]

    assert grows_linearly(lambda n: "NZ$110 in Wellington Harbour Town, " * n + "x", read, small=200)
