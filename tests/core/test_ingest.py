"""Ingest is atomic, idempotent and versioned."""

from __future__ import annotations

from pathlib import Path

import pytest
from sqlalchemy import func, select, text

from tests.conftest import record, write_corpus
from tether.corpus import load_corpus
from tether.store.db import Store, url_from_path
from tether.store.ingest import ingest_records
from tether.store.schema import FactRow, FragmentRow, SourceRecordRow


def _count(store: Store, table) -> int:  # type: ignore[no-untyped-def]
    with store.session() as s:
        return s.scalar(select(func.count()).select_from(table))


def test_reingest_unchanged_changes_nothing(tmp_path: Path) -> None:
    root = write_corpus(tmp_path / "c", {
        "a.md": record("a", "## Fee {#fee}\nThe fee is 1 250 EUR, due within 30 days.\n"),
        "b.md": record("b", "## Rate {#rate}\nThe rate is 19 %.\n"),
    })
    store = Store(url_from_path(tmp_path / "t.db"))
    first = ingest_records(store, "c", load_corpus(root))
    counts = [_count(store, t) for t in (SourceRecordRow, FragmentRow, FactRow)]
    second = ingest_records(store, "c", load_corpus(root))
    assert sorted(first.added) == ["a", "b"]
    assert sorted(second.unchanged) == ["a", "b"] and not second.changed
    assert [_count(store, t) for t in (SourceRecordRow, FragmentRow, FactRow)] == counts
    assert counts[2] > 0, "facts are extracted at ingest"


def test_changed_file_adds_a_version_and_keeps_the_old(tmp_path: Path) -> None:
    root = write_corpus(tmp_path / "c", {"a.md": record("a", "## Fee {#fee}\nThe fee is 100 EUR.\n")})
    store = Store(url_from_path(tmp_path / "t.db"))
    ingest_records(store, "c", load_corpus(root))
    write_corpus(root, {"a.md": record("a", "## Fee {#fee}\nThe fee is 120 EUR.\n").replace('"1"', '"2"')})
    report = ingest_records(store, "c", load_corpus(root))
    assert report.updated == ["a"]
    with store.session() as s:
        rows = s.scalars(select(SourceRecordRow).order_by(SourceRecordRow.pk)).all()
        assert [(r.version, r.current) for r in rows] == [("1", False), ("2", True)]
        current = s.scalars(select(FragmentRow.text).where(FragmentRow.current)).all()
        assert current == ["The fee is 120 EUR."]
    # back to the first content: that version is current again, no duplicate row
    write_corpus(root, {"a.md": record("a", "## Fee {#fee}\nThe fee is 100 EUR.\n")})
    ingest_records(store, "c", load_corpus(root))
    assert _count(store, SourceRecordRow) == 2


def test_removed_file_is_no_longer_current(tmp_path: Path) -> None:
    root = write_corpus(tmp_path / "c", {
        "a.md": record("a", "## Fee {#fee}\nt\n"),
        "b.md": record("b", "## Rate {#rate}\nt\n"),
    })
    store = Store(url_from_path(tmp_path / "t.db"))
    ingest_records(store, "c", load_corpus(root))
    (root / "b.md").unlink()
    report = ingest_records(store, "c", load_corpus(root))
    assert report.retired == ["b"]
    with store.session() as s:
        assert s.scalars(select(SourceRecordRow.record_id).where(SourceRecordRow.current)).all() == ["a"]


def test_cli_ingest_reports_and_is_idempotent(tmp_path: Path, cli) -> None:
    root = write_corpus(tmp_path / "c", {"a.md": record("a", "## Fee {#fee}\nThe fee is 5 EUR.\n")})
    db = str(tmp_path / "t.db")
    first = cli("ingest", str(root), "--db", db)
    second = cli("ingest", str(root), "--db", db)
    assert first.exit_code == 0 and "1 added" in first.stdout
    assert second.exit_code == 0 and "1 unchanged" in second.stdout and "0 added" in second.stdout


def test_an_ingest_leaves_the_planner_its_statistics(url: str, tmp_path: Path) -> None:
    """PostgreSQL plans the impact index's reads from statistics that autovacuum would read only a
    minute or so later; the ingest reads them itself (tether.store.db.Store.analyze)."""
    if not url.startswith("postgresql"):
        pytest.skip("SQLite plans from its indexes; there are no statistics to read (PostgreSQL)")
    store = Store(url)
    ingest_records(store, "c", load_corpus(write_corpus(tmp_path / "c", {
        "a.md": record("a", "## Fee {#fee}\nThe registration fee is 1 250 EUR.\n")})))
    with store.connect() as conn:
        analyzed = conn.execute(text(
            "SELECT relname FROM pg_stat_user_tables WHERE last_analyze IS NOT NULL "
            "AND relname IN ('fragments', 'fragment_search', 'fragment_terms', 'source_records')")).scalars().all()
    store.dispose()
    assert sorted(analyzed) == ["fragment_search", "fragment_terms", "fragments", "source_records"]
