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
