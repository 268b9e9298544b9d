"""Opening the store: migrations, WAL, the schema head constant."""

from __future__ import annotations

from pathlib import Path

from alembic.script import ScriptDirectory
from sqlalchemy import text

from tether.store.db import SCHEMA_HEAD, Store, _alembic_config, url_from_path


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
    # The FTS5 virtual table and its shadow tables belong to search, not the ORM.
    diff = [d for d in diff if not (d[0] == "remove_table" and d[1].name.startswith("fragment_fts"))]
    assert diff == []
