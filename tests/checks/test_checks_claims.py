"""unsupported-claim (issue 11): a sentence the cited fragments do not state; paraphrase passes."""

from __future__ import annotations

import json

import pytest

from tether.verifier import verify_output
from tether.verify.models import VerifyInput

FRAGMENT = {"id": "fees-de#registration", "documentId": "fees-de", "jurisdiction": "DE",
            "text": "The registration fee in Germany is 1 250 EUR per product registration. "
                    "The annual upkeep fee is 300 EUR. The applicant pays the fee by bank transfer."}


def checks(answer: str, limitations: tuple[str, ...] = ()) -> list[str]:
    out = json.dumps({"answer": answer, "entityCitations": [], "documentationCitations": ["fees-de#registration"],
                      "limitations": list(limitations)})
    inp = VerifyInput.model_validate({"question": "What is the registration fee in Germany?",
                                      "context": {"fragments": [FRAGMENT]}, "output": out})
    return sorted({v.check for v in verify_output(inp).violations})


@pytest.mark.parametrize("answer", [
    "The fee is paid by the authority on behalf of the applicant.",  # invented actor
    "The data is stored on a server that is located in a data center.",  # invented prose
    "The registration fee in Germany is waived.",  # polarity flipped by a word
    "Registration in Germany is free.",
    "Germany does not charge a registration fee.",  # negation behind a light verb
    "The annual upkeep fee is not required in Germany.",
])
def test_an_invented_or_flipped_sentence_is_unsupported(answer: str) -> None:
    assert "unsupported-claim" in checks(answer)


@pytest.mark.parametrize("answer", [
    "In Germany the registration fee is 1 250 EUR per product registration.",
    "Registering a product in Germany costs 1 250 EUR; applicants pay by bank transfer.",
    "For each product registration in Germany you pay 1 250 EUR, and the yearly upkeep fee is 300 EUR.",
    "Yes. In Germany the registration fee is 1 250 EUR per product registration.",
])
def test_faithful_paraphrase_passes(answer: str) -> None:
    assert checks(answer) == []


def test_limitations_are_claims_too() -> None:
    assert "unsupported-claim" in checks("In Germany the registration fee is 1 250 EUR per product registration.",
                                         ("Fees are refunded to start-ups on request.",))
    assert checks("In Germany the registration fee is 1 250 EUR per product registration.",
                  ("The material does not say whether fees are refunded.",)) == []
