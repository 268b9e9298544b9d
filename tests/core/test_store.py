"""Opening the store: migrations, WAL, the schema head constant."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from alembic.script import ScriptDirectory
from sqlalchemy import text

from tether.errors import StoreBusyError
from tether.store.db import BUSY_TIMEOUT_MS, SCHEMA_HEAD, Store, _alembic_config, url_from_path


def test_schema_head_constant_matches_the_migration_scripts() -> None:
    assert ScriptDirectory.from_config(_alembic_config()).get_current_head() == SCHEMA_HEAD


def test_sqlite_store_is_migrated_and_in_wal_mode(tmp_path: Path) -> None:
    store = Store(url_from_path(tmp_path / "t.db"))
    assert {"source_records", "fragments", "facts", "interactions", "snapshots", "messages",
            "review_drafts", "principals", "fragment_fts"} <= set(store.tables())
    with store.engine.connect() as conn:
        assert conn.execute(text("PRAGMA journal_mode")).scalar() == "wal"
        assert conn.execute(text("SELECT version_num FROM alembic_version")).scalar() == SCHEMA_HEAD
    Store(url_from_path(tmp_path / "t.db"))  # opening again is a no-op


def test_migration_creates_what_the_orm_describes(tmp_path: Path) -> None:
    """The written-out migration and the ORM tables must not drift apart."""
    from alembic.autogenerate import compare_metadata
    from alembic.runtime.migration import MigrationContext

    from tether.store.schema import Base

    store = Store(url_from_path(tmp_path / "t.db"))
    with store.engine.connect() as conn:
        diff = compare_metadata(MigrationContext.configure(conn), Base.metadata)
    # The FTS5 virtual tables and their shadow tables belong to search, not the ORM, and so
    # does the list of fragments the impact index does not hold (migrations 0001, 0007).
    search = ("fragment_fts", "fragment_impact", "impact_excluded")
    diff = [d for d in diff if not (d[0] == "remove_table" and d[1].name.startswith(search))]
    assert diff == []


def test_a_write_that_must_not_wait_fails_at_once_on_a_busy_database_and_changes_nothing(tmp_path: Path) -> None:
    store = Store(url_from_path(tmp_path / "t.db"), concurrency=1)  # one pooled connection, reused
    insert = text("INSERT INTO store_state (id, corpus_generation) VALUES (2, 1)")
    blocker = sqlite3.connect(tmp_path / "t.db", isolation_level=None)
    blocker.execute("BEGIN IMMEDIATE")
    with pytest.raises(StoreBusyError, match="another connection"), store.connect(wait=False) as conn:
        conn.execute(insert)
    blocker.execute("COMMIT")
    with store.connect() as conn:
        # The connection waits for other writers again, and the failed write left no row.
        assert conn.execute(text("PRAGMA busy_timeout")).scalar() == BUSY_TIMEOUT_MS
        assert conn.execute(text("SELECT count(*) FROM store_state WHERE id = 2")).scalar() == 0
    with store.connect(wait=False) as conn:  # a free database: written at once
        conn.execute(insert)
    with store.connect() as conn:
        assert conn.execute(text("SELECT count(*) FROM store_state WHERE id = 2")).scalar() == 1
    blocker.close()
