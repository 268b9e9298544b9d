"""The format of the grounding and strong-model case files (evalsets/verify/).

Schema only: these tests say that every case is well formed and labelled with
known check ids, never what the verifier returns for it (that is measured by
`tether eval verify`). The format is the one in evalsets/verify/README.md.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from tether.verify.models import VerifyInput

ROOT = Path(__file__).resolve().parents[2]
SET = ROOT / "evalsets" / "verify"
DESIGN = ROOT.parent / "shared" / "DESIGN.md"

# The stable check ids of DESIGN.md ("Check ids"); kept here so the test runs
# without ../shared, and compared with DESIGN.md when it is there.
CHECK_IDS = frozenset({
    "contract-invalid", "empty-answer", "truncated", "unknown-entity", "unknown-citation",
    "unperformed-mutation", "unknown-fact-label", "fact-mismatch", "unsupported-number",
    "unsupported-date", "unsupported-explicit-rule", "acceptance-contradiction",
    "number-without-jurisdiction", "wrong-document", "exception-overridden",
    "raw-tool-call", "missing-citation", "misattributed-figure", "unsupported-claim",
    "degenerate-output",
})
STEMS = ("grounding_en", "grounding_ru", "strong_model_en", "strong_model_ru")
FILES = [f"{stem}{part}.jsonl" for stem in STEMS for part in ("", "_holdout")]
CASE_KEYS = {"id", "lang", "kind", "note", "input", "expect"}
CONTRACT_KEYS = {"answer", "entityCitations", "documentationCitations", "limitations"}
FENCE = re.compile(r"```json\n(.*)\n```", re.DOTALL)
# The brief asks for about a third of the new cases in holdout files; the
# bounds leave room for rounding per file.
HOLDOUT_SHARE = (0.25, 0.40)


def _cases(name: str) -> list[tuple[int, dict]]:
    path = SET / name
    assert path.is_file(), f"{name} is missing"
    lines = path.read_text(encoding="utf-8").splitlines()
    assert lines, f"{name} is empty"
    return [(n, json.loads(line)) for n, line in enumerate(lines, 1)]


def _contract(output: str) -> dict:
    match = FENCE.fullmatch(output)
    return json.loads(match.group(1) if match else output)


def test_check_ids_agree_with_design() -> None:
    if not DESIGN.is_file():
        pytest.skip("../shared/DESIGN.md is not beside this checkout")
    text = DESIGN.read_text(encoding="utf-8")
    # the ids are the paragraph after the heading line, separated by commas
    section = text.split("## Check ids", 1)[1].split("\n\n", 2)[1]
    listed = {word.strip().rstrip(".") for word in section.split(",")}
    assert listed == CHECK_IDS


@pytest.mark.parametrize("name", FILES)
def test_every_case_is_well_formed(name: str) -> None:
    for n, case in _cases(name):
        where = f"{name}:{n}"
        assert set(case) == CASE_KEYS, where
        assert case["lang"] in {"en", "ru"} and case["kind"] in {"clean", "faulty"}, where
        assert isinstance(case["note"], str) and case["note"].strip(), where
        VerifyInput.model_validate(case["input"])
        assert case["input"].get("finishReason", "stop") in {"stop", "length"}, where
        expect = case["expect"]
        assert set(expect) == {"status", "checks"}, where
        checks = expect["checks"]
        assert checks == sorted(set(checks)) and set(checks) <= CHECK_IDS, where
        if case["kind"] == "clean":
            assert checks == [] and expect["status"] == "passed", where
        else:
            assert checks and expect["status"] == "failed", where


@pytest.mark.parametrize("name", FILES)
def test_outputs_are_contracts_citing_the_context(name: str) -> None:
    for n, case in _cases(name):
        where = f"{name}:{n}"
        contract = _contract(case["input"]["output"])
        assert set(contract) == CONTRACT_KEYS, where
        context = case["input"]["context"]
        fragments = {f["id"] for f in context["fragments"]}
        assert fragments, where
        assert set(contract["documentationCitations"]) <= fragments, where
        for fact in context["facts"]:
            assert fact["fragmentId"] in fragments, where


@pytest.mark.parametrize("stem", ["strong_model_en", "strong_model_ru"])
def test_strong_model_answers_are_all_clean(stem: str) -> None:
    for name in (f"{stem}.jsonl", f"{stem}_holdout.jsonl"):
        for n, case in _cases(name):
            assert case["kind"] == "clean", f"{name}:{n}"
            assert _contract(case["input"]["output"])["documentationCitations"], f"{name}:{n}"


def test_ids_are_unique_and_holdout_is_about_a_third() -> None:
    ids: list[str] = []
    for stem in STEMS:
        main = [c["id"] for _, c in _cases(f"{stem}.jsonl")]
        held = [c["id"] for _, c in _cases(f"{stem}_holdout.jsonl")]
        share = len(held) / (len(main) + len(held))
        assert HOLDOUT_SHARE[0] <= share <= HOLDOUT_SHARE[1], (stem, share)
        ids += main + held
    assert len(ids) == len(set(ids))


@pytest.mark.parametrize("stem", ["grounding_en", "grounding_ru"])
def test_grounding_sets_cover_each_new_check_with_clean_counterparts(stem: str) -> None:
    cases = [c for name in (f"{stem}.jsonl", f"{stem}_holdout.jsonl") for _, c in _cases(name)]
    listed = {check for c in cases for check in c["expect"]["checks"]}
    assert listed >= {"missing-citation", "misattributed-figure", "unsupported-claim",
                      "degenerate-output", "unperformed-mutation"}
    clean = sum(c["kind"] == "clean" for c in cases)
    assert clean >= len(cases) / 3
