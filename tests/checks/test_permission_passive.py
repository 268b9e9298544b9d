"""A duty stated where the cited sentence only permits the act in the passive, past an adverb:
"you must use a propane stove" against "Propane stoves … may still be used" (unseen30 dev
u30-en-044; tether.checks.agreement.turns_the_modality). And the same verdict however often the
material has been cited: the fast path that skips the reader once a set of fragments is cited
again read the permitted act as "used", the claim's as "use", and let the duty through."""

from __future__ import annotations

import importlib

import pytest
from one_fragment import checks_of as _checks

FIRE_BANS = ("When a fire ban is posted, no wood or charcoal fires are allowed anywhere in the park. Propane stoves "
             "and grills with a shut-off valve may still be used.")
ASKED = "Can we use a propane grill during a fire ban?"


@pytest.mark.parametrize(("answer", "fires"), [
    ("During a fire ban you must use a propane stove or a grill with a shut-off valve instead.", True),
    ("Yes, propane stoves and grills with a shut-off valve may still be used during a fire ban.", False),
    ("Yes: during a fire ban you can still use a propane stove or a grill with a shut-off valve.", False),
], ids=["duty", "restated", "can-use"])
def test_a_duty_for_a_passive_permission_fails_on_every_citation(answer: str, fires: bool) -> None:
    importlib.import_module("tether.checks.claim_sources")._cached_context.cache_clear()
    verdicts = [("unsupported-claim" in _checks(FIRE_BANS, answer, ASKED)) for _ in range(3)]
    assert verdicts == [fires] * 3
