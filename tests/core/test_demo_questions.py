"""Every row of the demo's QUESTIONS.md gives the outcome the table promises."""

from __future__ import annotations

import re

import pytest

from tests.conftest import DEMO_NOW
from tether.demo import demo_corpus_dir

_OUTCOME = re.compile(r"^(completed|stopped): (.+)$")


def _rows() -> list[tuple[str, str, str | None, str, str]]:
    text = (demo_corpus_dir().parent / "QUESTIONS.md").read_text(encoding="utf-8")
    rows = []
    for line in text.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) != 5 or not cells[0].rstrip("ab").isdigit() or not (m := _OUTCOME.match(cells[3])):
            continue
        number, question, labels = cells[0], cells[1].replace("**README**", "").strip(), cells[2]
        label = labels.strip("`") if labels.startswith("`") else None
        rows.append((number, question, label, m.group(1), m.group(2)))
    return rows


ROWS = _rows()


def test_the_table_is_read() -> None:
    assert len(ROWS) >= 30


@pytest.mark.parametrize(("number", "question", "labels", "outcome", "detail"), ROWS, ids=[r[0] for r in ROWS])
def test_demo_question(cli, number: str, question: str, labels: str | None, outcome: str, detail: str) -> None:
    args = ["ask", question, "--json", "--now", DEMO_NOW] + (["--labels", labels] if labels else [])
    d = cli(*args).json()
    assert d["status"] == outcome, (number, d.get("violations"), d.get("decision"))
    first = re.findall(r"`([^`]+)`", detail)[0]
    if outcome == "completed":
        assert first in d["answer"]["documentationCitations"]
    else:
        reasons = detail.split(":", 1)[1].split("(")[0]
        rejected = {r["recordId"]: r["reasons"] for r in d["decision"]["rejected"]}
        assert rejected[first] == [r.strip() for r in reasons.split(",")]
