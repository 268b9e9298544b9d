"""The labelled set (evalsets/checks/*.jsonl) measured with the lexical extractor.

Targets from seed 001 and the brief: on correct answers each pre-check fires on
at most 5 % and each final decision hits at most 2 %; each check catches at
least 90 % of the faulty answers labelled with it.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tether.checks import LexicalExtractor, evaluate_checks, load_cases

EVALSET = Path(__file__).resolve().parents[2] / "evalsets" / "checks"


@pytest.fixture(scope="module")
def report():
    if not any(EVALSET.glob("*.jsonl")):
        pytest.skip("the labelled set evalsets/checks/*.jsonl is not there")
    return evaluate_checks(load_cases([EVALSET]), LexicalExtractor())


def test_every_check_meets_its_targets(report):
    failing = [row for row in report.rows() if not row["meetsTargets"]]
    assert failing == [], failing


def test_every_case_was_checked_without_skips(report):
    assert report.cases == report.correct + report.faulty >= 330
    assert all(s.skipped == 0 for s in report.stats)


def test_progress_is_reported():
    cases = load_cases([EVALSET])[:3] if any(EVALSET.glob("*.jsonl")) else []
    if not cases:
        pytest.skip("no labelled set")
    seen: list[tuple[int, int]] = []
    evaluate_checks(
        cases, LexicalExtractor(), on_progress=lambda done, total: seen.append((done, total))
    )
    assert seen == [(1, 3), (2, 3), (3, 3)]
