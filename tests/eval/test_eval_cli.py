"""`tether eval …` on the project's labelled sets: the reports and the targets they hold."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
HALUEVAL = ROOT.parent / "shared" / "data" / "halueval_qa_2k.jsonl"


def test_eval_verify_reports_full_recall_and_no_false_firing(cli, tmp_path: Path) -> None:
    report = tmp_path / "verify.json"
    r = cli("eval", "verify", str(ROOT / "evalsets" / "verify"), "--json", "--report", str(report))
    assert r.exit_code == 0, r.stderr
    d = r.json()
    assert d == json.loads(report.read_text(encoding="utf-8"))
    # The structural and figure checks are exact: every case, no false firing. The two
    # lexical grounding checks (issue 11) are measured, not exact: the floors below are
    # what they reach on the whole set today (README, "Verification"), so a regression fails.
    lexical = {"unsupported-claim": (0.65, 12), "misattributed-figure": (0.8, 1)}
    assert d["cases"] >= 500
    for c in d["checks"]:
        floor, fires = lexical.get(c["check"], (1.0, 0))
        assert c["falseFiresOnClean"] <= fires, c
        if c["expected"]:
            assert c["recall"] >= floor, c
    assert {c["check"] for c in d["checks"]} >= {
        "contract-invalid", "empty-answer", "truncated", "unknown-entity", "unknown-citation",
        "unperformed-mutation", "unknown-fact-label", "fact-mismatch", "unsupported-number", "unsupported-date"}


def test_eval_verify_counts_a_correct_answer_by_its_expected_status_not_its_kind_name(cli, tmp_path: Path) -> None:
    """unseen9 calls its kinds "correct" / "wrong": every case was counted faulty."""
    fragment = {"id": "fees#a", "documentId": "fees", "text": "The registration fee is 1 250 EUR."}
    out = json.dumps({"answer": "The registration fee is 1 250 EUR.", "entityCitations": [],
                      "documentationCitations": ["fees#a"], "limitations": []})
    case = {"id": "c1", "kind": "correct", "expect": {"status": "passed", "checks": []},
            "input": {"question": "What is the fee?", "context": {"fragments": [fragment]}, "output": out}}
    (tmp_path / "cases.jsonl").write_text(json.dumps(case) + "\n", encoding="utf-8")
    d = cli("eval", "verify", str(tmp_path), "--json").json()
    assert (d["clean"], d["faulty"], d["cleanFalseFiringRate"]) == (1, 0, 0.0)


def test_eval_checks_table_meets_the_seed_targets(cli) -> None:
    r = cli("eval", "checks", str(ROOT / "evalsets" / "checks"))
    assert r.exit_code == 0, r.stderr
    assert "targets met" in r.stdout and "NOT met" not in r.stdout


def test_eval_rejects_a_malformed_case_naming_its_line(cli, tmp_path: Path) -> None:
    (tmp_path / "bad.jsonl").write_text('{"id": "x", "kind": "clean", "input": {"output": 3}}\n', encoding="utf-8")
    r = cli("eval", "verify", str(tmp_path))
    assert r.exit_code == 2 and "bad.jsonl:1" in r.stderr


@pytest.mark.skipif(not HALUEVAL.is_file(), reason="../shared/data is not beside this checkout")
def test_eval_real_fires_on_no_correct_answer(cli) -> None:
    d = cli("eval", "real", str(HALUEVAL), "--json").json()
    assert d["correct"] == 1000 and d["anyCheckOnCorrect"] == 0
    assert d["anyCheckOnHallucinated"] > 50  # invented figures and dates are caught


def test_eval_paraphrases_reports_both_splits(cli, tmp_path: Path) -> None:
    report = tmp_path / "para.json"
    r = cli("eval", "paraphrases", str(ROOT / "evalsets" / "paraphrases"), "--json", "--report", str(report))
    assert r.exit_code == 0, r.stderr
    d = r.json()
    assert d == json.loads(report.read_text(encoding="utf-8"))
    assert set(d["splits"]) == {"dev", "holdout"}
    assert {c["check"] for c in d["total"]["checks"]} == {
        "raw-tool-call", "wrong-document", "acceptance-contradiction", "unsupported-explicit-rule",
        "exception-overridden", "number-without-jurisdiction", "unperformed-mutation"}
    table = cli("eval", "paraphrases", str(ROOT / "evalsets" / "paraphrases"), "--split", "holdout")
    assert table.exit_code == 0 and "holdout" in table.stdout and "dev:" not in table.stdout


def test_eval_paraphrases_names_a_bad_extractor_and_split(cli) -> None:
    r = cli("eval", "paraphrases", str(ROOT / "evalsets" / "paraphrases"), "--extractor", "oracle")
    assert r.exit_code == 2 and "--extractor" in r.stderr
    r = cli("eval", "paraphrases", str(ROOT / "evalsets" / "paraphrases"), "--split", "test")
    assert r.exit_code == 2 and "--split" in r.stderr
