"""Measuring the checks on a labelled set of finished answers (evalsets/checks/*.jsonl).

Per check: how often the pre-check fires on correct answers (target ≤ 5 %:
each firing costs an extraction call), how often the final decision hits a
correct answer (≤ 2 %: each costs a rewrite of an answer that was right), and
how many of the faulty answers labelled with that check it catches (≥ 90 %).
Every correct case counts against every check. Faulty cases labelled with
another check are reported as ``cross_hits`` (each faulty case is meant to
break one rule only).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

from ..models import CheckId
from ..verify.models import VerifyInput
from .base import CheckRecord, Extractor
from .run import ALL, run_on_output

TARGET_PRECHECK_RATE = 0.05
TARGET_HIT_RATE = 0.02
TARGET_CATCH_RATE = 0.90


@dataclass(frozen=True)
class LabelledCase:
    id: str
    lang: str
    kind: Literal["correct", "faulty"]
    check: CheckId | None
    input: VerifyInput
    note: str = ""

    @classmethod
    def from_json(cls, data: dict) -> LabelledCase:
        return cls(
            data["id"],
            data.get("lang", ""),
            data["kind"],
            data.get("check"),
            VerifyInput.model_validate(data["input"]),
            data.get("note", ""),
        )


def load_cases(paths: Iterable[Path | str]) -> list[LabelledCase]:
    """Cases from JSONL files or directories of them (``*.jsonl``), in file order."""
    files: list[Path] = []
    for p in map(Path, paths):
        files.extend(sorted(p.glob("*.jsonl")) if p.is_dir() else [p])
    cases: list[LabelledCase] = []
    for f in files:
        for n, line in enumerate(f.read_text(encoding="utf-8").splitlines(), 1):
            if line.strip():
                try:
                    cases.append(LabelledCase.from_json(json.loads(line)))
                except (ValueError, KeyError) as exc:
                    raise ValueError(f"{f}:{n}: {exc}") from None
    return cases


@dataclass(frozen=True)
class CheckStats:
    check: CheckId
    correct: int
    form_on_correct: int  # the answer-side pattern alone matched
    precheck_on_correct: int
    hits_on_correct: int
    faulty: int
    caught: int
    cross_hits: int
    skipped: int
    extraction_runs: int
    false_hits: tuple[str, ...] = ()  # ids of correct cases the check hit
    misses: tuple[str, ...] = ()  # ids of its faulty cases it did not catch

    @staticmethod
    def _rate(n: int, d: int) -> float:
        return n / d if d else 0.0

    @property
    def precheck_rate(self) -> float:
        return self._rate(self.precheck_on_correct, self.correct)

    @property
    def form_rate(self) -> float:
        return self._rate(self.form_on_correct, self.correct)

    @property
    def hit_rate(self) -> float:
        return self._rate(self.hits_on_correct, self.correct)

    @property
    def catch_rate(self) -> float:
        return self._rate(self.caught, self.faulty)

    @property
    def meets_targets(self) -> bool:
        return (
            self.precheck_rate <= TARGET_PRECHECK_RATE
            and self.hit_rate <= TARGET_HIT_RATE
            and (self.faulty == 0 or self.catch_rate >= TARGET_CATCH_RATE)
        )


@dataclass(frozen=True)
class ChecksReport:
    stats: tuple[CheckStats, ...]
    cases: int
    correct: int
    faulty: int
    records: tuple[tuple[str, CheckRecord], ...] = field(default=(), repr=False)

    @property
    def passed(self) -> bool:
        return all(s.meets_targets for s in self.stats)

    def rows(self) -> list[dict[str, object]]:
        """One row per check, ready for a table or JSON."""
        return [
            {
                "check": s.check,
                "precheckOnCorrect": f"{s.precheck_on_correct}/{s.correct}",
                "precheckRate": round(s.precheck_rate, 4),
                "formRate": round(s.form_rate, 4),
                "hitOnCorrect": f"{s.hits_on_correct}/{s.correct}",
                "hitRate": round(s.hit_rate, 4),
                "caught": f"{s.caught}/{s.faulty}",
                "catchRate": round(s.catch_rate, 4),
                "crossHits": s.cross_hits,
                "skipped": s.skipped,
                "extractionRuns": s.extraction_runs,
                "meetsTargets": s.meets_targets,
                "falseHits": list(s.false_hits),
                "misses": list(s.misses),
            }
            for s in self.stats
        ]


def evaluate_checks(
    cases: Sequence[LabelledCase | dict],
    extractor: Extractor,
    on_progress: Callable[[int, int], None] | None = None,
    checks: Sequence = ALL,
) -> ChecksReport:
    """Run every check on every case and count, per check, against the labels.

    ``cases`` are LabelledCase objects or the JSON objects of the labelled set.
    """
    labelled = [c if isinstance(c, LabelledCase) else LabelledCase.from_json(c) for c in cases]
    per_case: list[tuple[LabelledCase, dict[str, CheckRecord]]] = []
    all_records: list[tuple[str, CheckRecord]] = []
    for n, case in enumerate(labelled, 1):
        report = run_on_output(case.input, extractor, checks)
        by_check: dict[str, CheckRecord] = {r.check: r for r in report.records}
        per_case.append((case, by_check))
        all_records.extend((case.id, r) for r in report.records)
        if on_progress:
            on_progress(n, len(labelled))
    stats = tuple(_stats(c.id, per_case) for c in checks)
    correct = sum(1 for c in labelled if c.kind == "correct")
    return ChecksReport(stats, len(labelled), correct, len(labelled) - correct, tuple(all_records))


def _stats(
    check: CheckId, per_case: list[tuple[LabelledCase, dict[str, CheckRecord]]]
) -> CheckStats:
    correct = [(c, r[check]) for c, r in per_case if c.kind == "correct"]
    own = [(c, r[check]) for c, r in per_case if c.kind == "faulty" and c.check == check]
    other = [(c, r[check]) for c, r in per_case if c.kind == "faulty" and c.check != check]
    every = [r[check] for _, r in per_case]
    return CheckStats(
        check=check,
        correct=len(correct),
        form_on_correct=sum(r.form_matched for _, r in correct),
        precheck_on_correct=sum(r.precheck_fired for _, r in correct),
        hits_on_correct=sum(r.hit for _, r in correct),
        faulty=len(own),
        caught=sum(r.hit for _, r in own),
        cross_hits=sum(r.hit for _, r in other),
        skipped=sum(r.skipped is not None for r in every),
        extraction_runs=sum(r.extraction_run for r in every),
        false_hits=tuple(c.id for c, r in correct if r.hit),
        misses=tuple(c.id for c, r in own if not r.hit),
    )
