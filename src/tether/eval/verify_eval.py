"""`tether eval verify`: per-check recall on faulty cases, false firing on clean ones."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from pydantic import BaseModel

from ..models import CHECK_IDS
from ..verify import AnswerCheck, verify


class CheckRow(BaseModel):
    check: str
    expected: int  # faulty cases that expect this check
    caught: int  # … on which it fired
    false_fires: int  # clean cases on which it fired

    @property
    def recall(self) -> float | None:
        return self.caught / self.expected if self.expected else None


class VerifyReport(BaseModel):
    cases: int
    clean: int
    faulty: int
    status_correct: int
    clean_with_any_violation: int
    rows: list[CheckRow]
    misses: list[dict[str, Any]]  # cases whose ids or status differ from the label

    @property
    def false_firing_rate(self) -> float:
        return self.clean_with_any_violation / self.clean if self.clean else 0.0

    def summary(self) -> dict[str, Any]:
        return {
            "cases": self.cases, "clean": self.clean, "faulty": self.faulty,
            "statusAccuracy": round(self.status_correct / self.cases, 4) if self.cases else None,
            "cleanFalseFiringRate": round(self.false_firing_rate, 4),
            "checks": [
                {"check": r.check, "expected": r.expected, "caught": r.caught,
                 "recall": None if r.recall is None else round(r.recall, 4), "falseFiresOnClean": r.false_fires}
                for r in self.rows
            ],
            "misses": self.misses,
        }


def evaluate_verify(
    cases: Sequence[dict[str, Any]],
    answer_checks: Sequence[AnswerCheck] = (),
    on_progress: Callable[[int, int], None] | None = None,
) -> VerifyReport:
    expected: dict[str, int] = dict.fromkeys(CHECK_IDS, 0)
    caught: dict[str, int] = dict.fromkeys(CHECK_IDS, 0)
    false_fires: dict[str, int] = dict.fromkeys(CHECK_IDS, 0)
    clean = faulty = status_ok = dirty_clean = 0
    misses = []
    for done, case in enumerate(cases, start=1):
        result = verify(case["input"], answer_checks=answer_checks)
        fired = {v.check for v in result.violations}
        want = set(case["expect"]["checks"])
        # Correct is what the label expects to pass, whatever the set calls its kinds
        # ("clean", "correct"; faults by their shape): a set that names them otherwise
        # was counted all faulty, its false-firing rate blank (unseen9).
        if case["expect"]["status"] == "passed":
            clean += 1
            dirty_clean += bool(fired)
            for c in fired:
                false_fires[c] += 1
        else:
            faulty += 1
        for c in want:
            expected[c] += 1
            caught[c] += c in fired
        status_ok += result.status == case["expect"]["status"]
        if fired != want or result.status != case["expect"]["status"]:
            misses.append({
                "id": case["id"], "where": case["_where"], "expected": sorted(want), "got": sorted(fired),
                "expectedStatus": case["expect"]["status"], "status": result.status,
                "details": [v.detail for v in result.violations][:5],
            })
        if on_progress:
            on_progress(done, len(cases))
    rows = [CheckRow(check=c, expected=expected[c], caught=caught[c], false_fires=false_fires[c])
            for c in CHECK_IDS if expected[c] or false_fires[c]]
    return VerifyReport(cases=len(cases), clean=clean, faulty=faulty, status_correct=status_ok,
                        clean_with_any_violation=dirty_clean, rows=rows, misses=misses)
