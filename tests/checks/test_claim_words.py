"""Words a claim may use without a source stating them (tether.checks.claim_text)."""

from __future__ import annotations

from one_fragment import checks_of


def test_a_time_pointed_back_to_needs_no_source_word() -> None:
    """"Not if the wind is above 25 knots: lifts stop at that point." (unseen24 dev u24-en-013):
    "point" was the one word of its own, and an elliptic "Not if" with one is a flip."""
    lifts = "Lifts are booked at least 7 days ahead and stop when the wind is above 25 knots."
    assert "unsupported-claim" not in checks_of(lifts, "Not if the wind is above 25 knots: lifts stop at that point.")
    assert "unsupported-claim" in checks_of(lifts, "Not if the wind is above 25 knots: lifts stop at the pier.")
