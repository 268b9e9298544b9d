"""The same answer gets the same verdict however often its material has been verified: the
claim readers keep what a set of cited fragments holds once it is cited again, and skip readers
that cannot fire on it — a fast path that must agree with the full read (it did not for "may
still be *used*" against "must *use*": unseen30 dev u30-en-044, held-out u24-en-017). Every
verify case of three black-box sets, verified three times from a cleared cache."""

from __future__ import annotations

import importlib
import shutil
from pathlib import Path

import pytest

from tether.eval.cases import load_cases
from tether.verifier import deterministic_answer_checks
from tether.verify import verify

SETS = ("unseen24", "unseen29", "unseen30")
EVALSETS = Path(__file__).resolve().parents[2] / "evalsets"


@pytest.mark.parametrize("name", SETS)
def test_a_verdict_does_not_depend_on_the_material_having_been_read_before(name: str, tmp_path: Path) -> None:
    shutil.copy(EVALSETS / name / "verify_cases.jsonl", tmp_path)
    cases = load_cases(tmp_path)
    assert len(cases) >= 100
    checks = deterministic_answer_checks()
    contexts = importlib.import_module("tether.checks.claim_sources")._cached_context
    differ = []
    for case in cases:
        contexts.cache_clear()
        statuses = [verify(case["input"], answer_checks=checks).status for _ in range(3)]
        if len(set(statuses)) > 1:
            differ.append((case["id"], statuses))
    assert differ == []
