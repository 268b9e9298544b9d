"""Fixtures shared by the core tests."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from alembic import command

from tests.api.conftest import pg_url  # noqa: F401 - the fixture, for the PostgreSQL store
from tests.api.helpers import empty_tables
from tether.store.db import Store, _alembic_config, url_from_path


@pytest.fixture(params=["sqlite", pytest.param("postgresql", marks=pytest.mark.postgres)])
def url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """An empty database on each backend (the migration tests build their history in it)."""
    if request.param == "sqlite":
        yield url_from_path(tmp_path / "t.db")
    else:
        value = request.getfixturevalue("pg_url")
        store = Store(value)
        empty_tables(store)
        store.dispose()
        yield value


def downgrade(store: Store, revision: str) -> None:
    """Take ``store`` back to the schema ``revision`` wrote, and close it: the next
    ``Store`` opened on its URL migrates it forward again."""
    with store.engine.begin() as conn:
        cfg = _alembic_config()
        cfg.attributes["connection"] = conn
        command.downgrade(cfg, revision)
    store.dispose()
