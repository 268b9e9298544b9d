"""`tether ask --corpus DIR`: its own database, idempotent, never the demo corpus."""

from __future__ import annotations

import json
from pathlib import Path

from sqlalchemy import func, select

from tests.conftest import DEMO_NOW, record, write_corpus
from tether.store.db import Store, corpus_url
from tether.store.schema import FactRow, FragmentRow, SourceRecordRow


def _counts(root: Path) -> list[int]:
    store = Store(corpus_url(root))
    with store.session() as s:
        return [s.scalar(select(func.count()).select_from(t)) for t in (SourceRecordRow, FragmentRow, FactRow)]


def test_asking_twice_adds_no_rows_and_never_uses_the_demo(tmp_path: Path, cli) -> None:
    root = write_corpus(tmp_path / "mine", {
        "a.md": record("fees-x", "## Fee {#fee}\nThe registration fee in Germany is 99 EUR.\n", jurisdiction="DE"),
    })
    first = cli("ask", "What is the registration fee in Germany?", "--corpus", str(root), "--json", "--now", DEMO_NOW)
    counts = _counts(root)
    second = cli("ask", "What is the registration fee in Germany?", "--corpus", str(root), "--json", "--now", DEMO_NOW)
    assert first.exit_code == second.exit_code == 0
    assert _counts(root) == counts
    d = second.json()
    assert d["answer"]["documentationCitations"] == ["fees-x#fee"]
    assert {c["recordId"] for c in d["snapshot"]["candidates"]} == {"fees-x"}


def test_bad_corpus_on_ask_is_bad_input(tmp_path: Path, cli) -> None:
    root = write_corpus(tmp_path / "bad", {"a.md": record("a", "t\n", extra="colour: red")})
    r = cli("ask", "anything", "--corpus", str(root))
    assert r.exit_code == 2
    assert "a.md: colour: unknown field" in r.stderr


def test_as_principal_uses_its_labels(tmp_path: Path, cli) -> None:
    root = write_corpus(tmp_path / "c", {
        "s.md": record("secret", "## Plan {#plan}\nThe merger plan is codenamed BLUEFIN.\n", access="[legal]"),
    })
    db = str(tmp_path / "t.db")
    assert cli("ingest", str(root), "--db", db).exit_code == 0
    assert cli("principals", "add", "lawyer", "--labels", "legal", "--db", db).exit_code == 0
    denied = cli("ask", "What is the merger plan?", "--db", db, "--json", "--now", DEMO_NOW)
    allowed = cli("ask", "What is the merger plan?", "--db", db, "--as", "lawyer", "--json", "--now", DEMO_NOW)
    assert denied.exit_code == 3 and "BLUEFIN" not in denied.stdout
    assert allowed.exit_code == 0 and "BLUEFIN" in allowed.json()["answer"]["answer"]


def test_historical_dates_are_stated_as_the_record_gives_them(tmp_path: Path, cli) -> None:
    root = write_corpus(tmp_path / "h", {
        "h.md": record("old-fees", "## Fee {#fee}\nThe old fee was 10 EUR.\n", policy="historical",
                       published="2019-01-01T00:00:00+03:00", expires="2020-01-01T00:00:00Z"),
    })
    d = cli("ask", "What was the old fee?", "--corpus", str(root), "--json", "--now", DEMO_NOW).json()
    assert d["status"] == "completed"
    note = " ".join(d["answer"]["limitations"])
    assert "2018-12-31T21:00:00Z" in note and "2020-01-01" in note


def test_ask_warns_when_an_answer_check_did_not_run(tmp_path: Path, cli, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """With TETHER_EXTRACTOR=model the answering model also quotes for the checks; a reply that
    is no list lets the answer through that check unchecked (seed 001), and the command says
    so — on stderr beside the JSON, which stays CONTRACTS' object, or under the answer, in the
    question's language."""
    root = write_corpus(tmp_path / "mine", {
        "a.md": record("fees-x", "## Fee {#fee}\nThe registration fee in Germany is 99 EUR.\n", jurisdiction="DE"),
        "b.md": record("sbor-x", "## Сбор {#sbor}\nРегистрационный сбор в Германии составляет 99 EUR.\n",
                       jurisdiction="DE", extra="lang: ru"),
    })
    en = ('{"answer": "The registration act explicitly allows paying the 99 EUR fee.", '
          '"entityCitations": [], "documentationCitations": ["fees-x#fee"], "limitations": []}')
    ru = ('{"answer": "Закон явно разрешает платить сбор 99 EUR.", '
          '"entityCitations": [], "documentationCitations": ["sbor-x#sbor"], "limitations": []}')
    script = tmp_path / "script.json"
    script.write_text(json.dumps([en, "I cannot quote that.", ru, "Не могу."]))
    monkeypatch.setenv("TETHER_SCRIPTED", str(script))
    monkeypatch.setenv("TETHER_EXTRACTOR", "model")
    r = cli("ask", "What is the registration fee in Germany?", "--corpus", str(root), "--json", "--now", DEMO_NOW,
            "--provider", "scripted")
    assert "skipped" not in r.stdout.lower()
    assert "the check unsupported-explicit-rule did not run (unreadable)" in r.stderr
    r = cli("ask", "Какой регистрационный сбор в Германии?", "--corpus", str(root), "--now", DEMO_NOW,
            "--provider", "scripted")
    assert "проверка unsupported-explicit-rule не выполнилась (unreadable)" in r.stdout, r.stdout
