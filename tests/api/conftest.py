"""Fixtures for the service and storage tests: SQLite and PostgreSQL stores.

PostgreSQL comes from ``TETHER_TEST_POSTGRES_URL`` (``.ci/run`` starts one):
each test module gets a fresh database, created with a random name and
dropped at the end; each test starts from empty tables. Without the variable
the PostgreSQL tests are skipped loudly — and with ``CI=true`` they fail,
so CI can never pass while silently testing SQLite only.
"""

from __future__ import annotations

import os
import secrets
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import create_engine, make_url

from tests.api.helpers import Keys, add_principals, empty_activity_keep_demo, empty_tables, ingest_demo
from tether.store.db import Store, url_from_path

PG_ENV = "TETHER_TEST_POSTGRES_URL"
PG_MISSING = (
    f"POSTGRESQL TESTS NOT RUN: {PG_ENV} is not set. Run .ci/run, or start PostgreSQL and export "
    f"{PG_ENV}=postgresql+psycopg://postgres@127.0.0.1:55432/postgres"
)


@pytest.fixture(scope="module")
def pg_url() -> Iterator[str]:
    """A fresh PostgreSQL database for this module."""
    base = os.environ.get(PG_ENV, "").strip()
    if not base:
        if os.environ.get("CI", "").strip().lower() == "true":
            pytest.fail(f"CI=true but {PG_MISSING}", pytrace=False)
        pytest.skip(PG_MISSING)
    name = f"tether_test_{secrets.token_hex(6)}"
    admin = create_engine(base, isolation_level="AUTOCOMMIT")
    with admin.connect() as conn:
        conn.exec_driver_sql(f'CREATE DATABASE "{name}"')
    try:
        yield make_url(base).set(database=name).render_as_string(hide_password=False)
    finally:
        with admin.connect() as conn:
            conn.exec_driver_sql(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        admin.dispose()


@pytest.fixture(params=["sqlite", pytest.param("postgresql", marks=pytest.mark.postgres)])
def backend(request: pytest.FixtureRequest) -> str:
    return request.param


@pytest.fixture
def store(backend: str, tmp_path: Path, request: pytest.FixtureRequest) -> Iterator[Store]:
    """An empty, migrated store on each backend."""
    if backend == "sqlite":
        s = Store(url_from_path(tmp_path / "tether.db"))
    else:
        s = Store(request.getfixturevalue("pg_url"))
        empty_tables(s)
    yield s
    s.dispose()


@pytest.fixture(scope="session")
def _sqlite_demo_template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("demo-template") / "tether.db"
    s = Store(url_from_path(path))
    ingest_demo(s)
    s.dispose()  # the last connection checkpoints the WAL into the main file
    return path


@pytest.fixture
def demo_store(backend: str, tmp_path: Path, request: pytest.FixtureRequest) -> Iterator[Store]:
    """A store holding the demo corpus (ingested once per session on SQLite, kept per module on PostgreSQL)."""
    if backend == "sqlite":
        path = tmp_path / "tether.db"
        shutil.copyfile(request.getfixturevalue("_sqlite_demo_template"), path)
        s = Store(url_from_path(path))
    else:
        s = Store(request.getfixturevalue("pg_url"))
        empty_activity_keep_demo(s)
        ingest_demo(s)
    yield s
    s.dispose()


@pytest.fixture
def keys(demo_store: Store) -> Keys:
    return add_principals(demo_store)
