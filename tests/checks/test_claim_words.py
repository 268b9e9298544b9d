"""Words a claim may use without a source stating them (tether.checks.claim_text)."""

from __future__ import annotations

import json

import pytest
from one_fragment import checks_of

from tether.verifier import verify_output
from tether.verify.models import VerifyInput


def test_a_time_pointed_back_to_needs_no_source_word() -> None:
    """"Not if the wind is above 25 knots: lifts stop at that point." (unseen24 dev u24-en-013):
    "point" was the one word of its own, and an elliptic "Not if" with one is a flip."""
    lifts = "Lifts are booked at least 7 days ahead and stop when the wind is above 25 knots."
    assert "unsupported-claim" not in checks_of(lifts, "Not if the wind is above 25 knots: lifts stop at that point.")
    assert "unsupported-claim" in checks_of(lifts, "Not if the wind is above 25 knots: lifts stop at the pier.")



def test_a_conjunction_spelt_with_a_content_word_says_nothing_of_it() -> None:
    """"as long as" is no length (unseen26 dev u26-en-025): its "long" was the third word the
    cited sentence lacked, and a faithful answer failed."""
    fragments = {
        "refunds#standard": "A standard ticket cancelled at least 24 hours before departure is refunded minus a fee "
                            "of S$10 in Singapore or RM25 in Malaysia per ticket. A ticket cancelled later, or not "
                            "used, is not refunded.",
        "refunds#changes": "A standard ticket can be moved to another sailing within 30 days of the original date "
                           "for S$15 in Singapore or RM40 in Malaysia per ticket, until 2 hours before departure.",
        "refunds#payment": "Refunds go back to the original card within 14 days. Tickets paid in cash at a counter "
                           "are refunded in cash at the same counter."}
    said = ("In Singapore moving a standard ticket to another sailing costs S$15 per ticket, {} the new sailing is "
            "within 30 days of the original date and you change it until 2 hours before departure.")
    asked = "I want to move my booking to a sailing 3 weeks later. What does that cost from Singapore?"
    for conjunction in ("as long as", "provided"):
        out = json.dumps({"answer": said.format(conjunction), "entityCitations": [], "limitations": [],
                          "documentationCitations": ["refunds#changes"]})
        inp = VerifyInput.model_validate({"question": asked, "output": out, "context": {"fragments": [
            {"id": k, "documentId": "refunds", "text": v} for k, v in fragments.items()]}})
        assert verify_output(inp).violations == [], conjunction


@pytest.mark.parametrize("answer", [
    "Инвалид I группы едет бесплатно вместе со всеми сопровождающими.",
    "Category I members get free parking on weekends.",
])
def test_a_roman_one_is_no_assistant_speaking(answer: str) -> None:
    """«Инвалид *I* группы …» was read as the assistant speaking ("I"), and the claim was never
    compared (unseen26 dev u26-ru-046)."""
    text = "Инвалиды I группы получают скидку 50 %. Category I members pay half price."
    assert "unsupported-claim" in checks_of(text, answer)


def test_the_assistant_speaking_is_still_no_claim() -> None:
    assert "unsupported-claim" not in checks_of("Members pay half price.", "I hope this helps.")
