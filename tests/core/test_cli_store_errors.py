"""Issue 10 item 10 on the command line: a locked database and a full disk are named errors
(exit 1), not "internal error (OperationalError)"."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from tether.demo import demo_corpus_dir
from tether.store import db as store_db
from tether.store.db import Store, url_from_path

NOW = "2026-11-30T12:00:00Z"


def test_ask_on_a_locked_database_is_store_busy(cli, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    db = tmp_path / "t.db"
    assert cli("ingest", str(demo_corpus_dir()), "--db", str(db)).exit_code == 0
    monkeypatch.setattr(store_db, "BUSY_TIMEOUT_MS", 50)
    holder = sqlite3.connect(db, isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")
    try:
        result = cli("ask", "What is the registration fee in Germany?", "--db", str(db), "--now", NOW)
    finally:
        holder.rollback()
        holder.close()
    assert result.exit_code == 1, result.stderr
    assert "being written by another connection" in result.stderr and "internal error" not in result.stderr


def test_ingest_on_a_full_disk_is_a_clear_error(cli, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A size limit (SQLite's max_page_count) fails writes exactly as a full disk does: SQLITE_FULL."""
    db = tmp_path / "t.db"
    Store(url_from_path(db)).dispose()  # the schema, within no limit
    pragmas = store_db._sqlite_pragmas

    def tiny(dbapi_conn, record) -> None:  # type: ignore[no-untyped-def]
        pragmas(dbapi_conn, record)
        pages = dbapi_conn.execute("PRAGMA page_count").fetchone()[0]
        dbapi_conn.execute(f"PRAGMA max_page_count = {pages + 2}")

    monkeypatch.setattr(store_db, "_sqlite_pragmas", tiny)
    result = cli("ingest", str(demo_corpus_dir()), "--db", str(db))
    assert result.exit_code == 1, result.stderr
    assert "is full" in result.stderr and "free space" in result.stderr
    assert "internal error" not in result.stderr
    monkeypatch.setattr(store_db, "_sqlite_pragmas", pragmas)
    with Store(url_from_path(db)).engine.connect() as conn:  # nothing was changed
        assert conn.exec_driver_sql("SELECT count(*) FROM source_records").scalar() == 0
