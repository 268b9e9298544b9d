"""Migrations 0003 (context records) and 0004 (fragments by document) upgrade a database that already holds a corpus."""

from __future__ import annotations

from pathlib import Path

from sqlalchemy import inspect, text

from tests.api.conftest import pg_url  # noqa: F401 - the fixture, for the PostgreSQL store
from tests.conftest import ranked_ids, ranking_corpus, write_corpus
from tests.core.conftest import downgrade
from tether.corpus import load_corpus
from tether.store.db import SCHEMA_HEAD, Store
from tether.store.ingest import ingest_records


def test_upgrade_from_0002_keeps_the_corpus_and_adds_the_document_index(url: str, tmp_path: Path) -> None:
    store = Store(url)
    ingest_records(store, "c", load_corpus(write_corpus(tmp_path / "c", ranking_corpus())))
    before = ranked_ids(store, "How long are registration files retained under act-2019?")
    downgrade(store, "0002")  # back to the schema a database written before 0003 has
    assert "ix_fragments_document" not in {i["name"] for i in inspect(store.engine).get_indexes("fragments")}

    upgraded = Store(url)  # opening migrates
    with upgraded.engine.connect() as conn:
        assert conn.execute(text("SELECT version_num FROM alembic_version")).scalar() == SCHEMA_HEAD
        assert conn.execute(text("SELECT count(*) FROM fragments")).scalar() == 5
    indexes = {i["name"]: i["column_names"] for i in inspect(upgraded.engine).get_indexes("fragments")}
    assert indexes["ix_fragments_document"] == ["document", "current"]
    assert "context_records" in {c["name"] for c in inspect(upgraded.engine).get_columns("interactions")}
    assert ranked_ids(upgraded, "How long are registration files retained under act-2019?") == before
    upgraded.dispose()
