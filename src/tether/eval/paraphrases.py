"""`tether eval paraphrases`: do the answer checks survive rewording (issue 13, item 4)?

Per split (dev, holdout) and per check (the six of seed 001 and
``unperformed-mutation``): recall on the faulty paraphrases labelled with that
check, and how many correct answers — which reuse the same trigger words
harmlessly — any of the seven checks fires on. The split is the case's own
``split`` field (evalsets/paraphrases/README.md says how it was drawn).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ..checks.base import Extractor
from ..checks.run import SEED_001, run_on_output
from ..contract import parse_output
from ..verify.models import VerifyInput
from ..verify.mutations import check_unperformed_mutations

CHECKS: tuple[str, ...] = (*(c.id for c in SEED_001), "unperformed-mutation")
# Issue 13's targets: recall per check on paraphrases, firing on correct answers.
TARGET_RECALL = 0.80
TARGET_FIRING = 0.02


def fired_checks(inp: VerifyInput, extractor: Extractor) -> set[str]:
    """The seven checks that fire on one output (the answer checks fail open as in production)."""
    fired: set[str] = {r.check for r in run_on_output(inp, extractor, SEED_001).records if r.hit}
    contract = parse_output(inp.output, inp.finish_reason).contract
    if contract is not None:
        for text in (contract.answer, *contract.limitations):
            if check_unperformed_mutations(text, list(inp.context.performed_mutations)):
                fired.add("unperformed-mutation")
    return fired


def _split_summary(rows: list[tuple[dict[str, Any], set[str]]]) -> dict[str, Any]:
    correct = [(c, f) for c, f in rows if c["kind"] == "correct"]
    checks = []
    for check in CHECKS:
        own = [(c, f) for c, f in rows if c["kind"] == "faulty" and c.get("check") == check]
        caught = sum(check in f for _, f in own)
        fires = [c["id"] for c, f in correct if check in f]
        checks.append({
            "check": check, "faulty": len(own), "caught": caught,
            "recall": round(caught / len(own), 4) if own else None,
            "firesOnCorrect": len(fires),
            "misses": [c["id"] for c, f in own if check not in f],
            "falseHits": fires,
        })
    any_fired = [c["id"] for c, f in correct if f]
    return {
        "cases": len(rows), "correct": len(correct), "faulty": len(rows) - len(correct),
        "correctFiredOn": len(any_fired),
        "firingRate": round(len(any_fired) / len(correct), 4) if correct else None,
        "checks": checks,
    }


def evaluate_paraphrases(
    cases: Sequence[dict[str, Any]],
    extractor: Extractor,
    on_progress: Callable[[int, int], None] | None = None,
) -> dict[str, Any]:
    """The report per split and over all cases; ``cases`` as ``eval.cases.load_cases`` reads them."""
    rows: list[tuple[dict[str, Any], set[str]]] = []
    for n, case in enumerate(cases, 1):
        rows.append((case, fired_checks(case["input"], extractor)))
        if on_progress:
            on_progress(n, len(cases))
    splits = sorted({c.get("split", "dev") for c, _ in rows})
    return {
        "splits": {s: _split_summary([(c, f) for c, f in rows if c.get("split", "dev") == s]) for s in splits},
        "total": _split_summary(rows),
        "targets": {"recall": TARGET_RECALL, "firingOnCorrect": TARGET_FIRING},
    }
