"""`tether ingest` keeps a team's corpus out of the demo database; `tether corpus list | remove`."""

from __future__ import annotations

from pathlib import Path

from tests.conftest import DEMO_NOW, record, write_corpus

FILES = {"fees.md": record("acme-fees", "## Fee {#fee}\nThe acme audit fee is 77 EUR.\n")}
QUESTION = "What is the acme audit fee?"


def test_ingest_without_db_never_writes_into_the_demo_database(cli, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    root = write_corpus(tmp_path / "acme", FILES)
    r = cli("ingest", str(root))
    assert r.exit_code == 0, r.stderr
    assert "corpus 'acme': 1 added" in r.stdout and f"tether ask --corpus {root}" in r.stdout
    demo = cli("ask", QUESTION, "--now", DEMO_NOW, "--json").json()  # the demo database
    assert "acme-fees" not in str(demo)
    own = cli("ask", QUESTION, "--corpus", str(root), "--now", DEMO_NOW, "--json").json()
    assert own["status"] == "completed" and own["answer"]["documentationCitations"] == ["acme-fees#fee"]
    assert "acme" not in [c["name"] for c in cli("corpus", "list", "--json").json()]


def test_list_remove_and_the_corpus_name(cli, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    db = str(tmp_path / "t.db")
    root = write_corpus(tmp_path / "some dir", FILES)
    bad = cli("ingest", str(root), "--db", db, "--corpus-name", "some dir")
    assert bad.exit_code == 2 and "--corpus-name" in bad.stderr
    assert "corpus 'some-dir'" in cli("ingest", str(root), "--db", str(tmp_path / "other.db")).stdout
    assert cli("ingest", str(root), "--db", db, "--corpus-name", "acme").exit_code == 0
    listed = cli("corpus", "list", "--db", db, "--json").json()
    assert [(c["name"], c["records"], c["fragments"]) for c in listed] == [("acme", 1, 1)]
    table = cli("corpus", "list", "--db", db)
    assert "acme" in table.stdout
    answer = cli("ask", QUESTION, "--db", db, "--corpus-name", "acme", "--now", DEMO_NOW, "--json").json()
    assert answer["status"] == "completed"
    unknown = cli("ask", QUESTION, "--db", db, "--corpus-name", "nope")
    assert unknown.exit_code == 2 and "tether corpus list" in unknown.stderr

    removed = cli("corpus", "remove", "acme", "--db", db)
    assert removed.exit_code == 0 and "1 record(s) no longer current" in removed.stdout
    assert cli("corpus", "list", "--db", db, "--json").json() == []
    again = cli("corpus", "remove", "acme", "--db", db)
    assert again.exit_code == 2 and "no corpus named 'acme'" in again.stderr


def test_a_configured_database_never_receives_the_demo(cli, tmp_path: Path,  # type: ignore[no-untyped-def]
                                                       monkeypatch) -> None:
    db = tmp_path / "team.db"
    (tmp_path / "tether.toml").write_text(f'database_url = "{db}"\n', encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    root = write_corpus(tmp_path / "acme", FILES)
    assert "corpus 'acme': 1 added" in cli("ingest", str(root)).stdout  # into the configured database
    answer = cli("ask", QUESTION, "--now", DEMO_NOW, "--json").json()
    assert answer["status"] == "completed" and answer["answer"]["documentationCitations"] == ["acme-fees#fee"]
    assert [c["name"] for c in cli("corpus", "list", "--json").json()] == ["acme"]


def test_a_directory_loaded_before_corpora_had_names_loads_again(cli, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from tether.corpus import load_corpus
    from tether.store.db import Store, corpus_url
    from tether.store.ingest import ingest_records

    root = write_corpus(tmp_path / "acme", FILES)
    old = Store(corpus_url(root))  # what `ask --corpus` wrote before: the absolute path as the key
    ingest_records(old, str(root.resolve()), load_corpus(root))
    old.dispose()
    answer = cli("ask", QUESTION, "--corpus", str(root), "--now", DEMO_NOW, "--json").json()
    assert answer["status"] == "completed" and answer["answer"]["documentationCitations"] == ["acme-fees#fee"]
    assert [c["name"] for c in cli("corpus", "list", "--db", corpus_url(root), "--json").json()] == ["acme"]
