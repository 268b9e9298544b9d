"""`tether eval … --report out.html | --plots DIR` (issue 16): one self-contained page, PNG charts,
and a loud refusal naming the extra when matplotlib is missing."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
QUESTIONS = ROOT / "evalsets" / "questions"
PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


@pytest.fixture(autouse=True)
def _matplotlib() -> None:
    try:
        import matplotlib  # noqa: F401
    except ImportError:
        message = "REPORT TESTS NOT RUN: matplotlib is missing; pip install -e '.[test]' (it is in the test extra)"
        if os.environ.get("CI") == "true":
            pytest.fail(message)
        pytest.skip(message)


def self_contained(page: str) -> None:
    lowered = page.lower()
    for fetched in ("<script", "<link", "<img", "<iframe", "@import", 'src="http', "href=\"http", "url(http"):
        assert fetched not in lowered, fetched


def test_eval_questions_writes_one_page_and_pngs(cli, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    lines = (QUESTIONS / "staff.jsonl").read_text(encoding="utf-8").splitlines()[:12]
    cases = tmp_path / "q.jsonl"
    cases.write_text("\n".join(lines), encoding="utf-8")
    page, plots = tmp_path / "report.html", tmp_path / "charts"
    r = cli("eval", "questions", str(cases), "--corpus", str(QUESTIONS / "corpora" / "staff"),
            "--report", str(page), "--plots", str(plots))
    assert r.exit_code in (0, 1), r.stderr
    text = page.read_text(encoding="utf-8")
    self_contained(text)
    assert text.count("<svg") == 1 and "Outcomes per split" in text and "answersFromWrongSource" in text
    assert "paid annual leave" not in text  # no question text on the page
    [png] = sorted(plots.iterdir())
    assert png.name == "questions-outcomes.png" and png.read_bytes().startswith(PNG_MAGIC)


def test_eval_verify_charts_recall_and_firing(cli, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    sample = tmp_path / "cases"
    sample.mkdir()
    source = sorted((ROOT / "evalsets" / "verify").glob("*.jsonl"))[0]
    (sample / source.name).write_text("\n".join(source.read_text(encoding="utf-8").splitlines()[:30]),
                                      encoding="utf-8")
    page = tmp_path / "v.html"
    r = cli("eval", "verify", str(sample), "--report", str(page), "--plots", str(tmp_path / "png"))
    assert r.exit_code == 0, r.stderr
    text = page.read_text(encoding="utf-8")
    self_contained(text)
    assert text.count("<svg") == 2 and "Recall per check" in text
    assert sorted(p.name for p in (tmp_path / "png").iterdir()) == ["verify-false-firing.png", "verify-recall.png"]
    again = tmp_path / "v2.html"
    cli("eval", "verify", str(sample), "--report", str(again))
    assert again.read_bytes() == page.read_bytes(), "the same summary gives the same page"


@pytest.mark.parametrize("kind", ["checks", "real", "answers"])
def test_every_evaluation_has_charts(kind: str, tmp_path: Path) -> None:
    from tether.eval.report import write_html, write_plots

    summaries = {
        "checks": {"correct": 3, "faulty": 2, "checks": [
            {"check": "wrong-document", "catchRate": 1.0, "hitRate": 0.0, "precheckRate": 0.33, "caught": "2/2"}]},
        "real": {"correct": 10, "hallucinated": 10, "checks": [
            {"check": "unsupported-claim", "firedOnCorrect": 1, "firedOnHallucinated": 4, "rateOnCorrect": 0.1}]},
        "answers": {"splits": {"dev": {"wrongAnswersDelivered": 0, "rightAnswersDelivered": 3,
                                       "rightAnswersWronglyFailed": 1}},
                    "total": {"wrongAnswersDelivered": 0, "rightAnswersDelivered": 3,
                              "rightAnswersWronglyFailed": 1}, "cases": []},
    }
    write_html(kind, summaries[kind], tmp_path / "r.html", kind)
    self_contained((tmp_path / "r.html").read_text(encoding="utf-8"))
    assert all(p.read_bytes().startswith(PNG_MAGIC) for p in write_plots(kind, summaries[kind], tmp_path / "png"))


def test_charts_without_matplotlib_name_the_extra_and_write_nothing(cli, tmp_path: Path,  # type: ignore[no-untyped-def]
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "matplotlib", None)
    page = tmp_path / "r.html"
    r = cli("eval", "verify", str(ROOT / "evalsets" / "verify"), "--report", str(page))
    assert r.exit_code == 2 and "pip install 'tether[report]'" in r.stderr and not page.exists()
