"""Migration 0006 (fragment_search) upgrades a database that already holds a corpus with history."""

from __future__ import annotations

from pathlib import Path

from sqlalchemy import inspect, text

from tests.api.conftest import pg_url  # noqa: F401 - the fixture, for the PostgreSQL store
from tests.conftest import ranked_ids, ranking_corpus, record, write_corpus
from tests.core.conftest import downgrade
from tether.corpus import load_corpus
from tether.store.db import SCHEMA_HEAD, Store
from tether.store.ingest import ingest_records

# What fragment_search must hold: the fragment's and its record's columns, as copied.
EXPECTED = ("SELECT f.pk, f.corpus, f.document, r.jurisdiction, COALESCE(r.policy, '') = 'historical', f.current "
            "FROM fragments f JOIN source_records r ON r.pk = f.record_pk ORDER BY f.pk")
MIRRORED = "SELECT pk, corpus, document, jurisdiction, historical, current FROM fragment_search ORDER BY pk"




def _rows(store: Store, sql: str) -> list[tuple]:
    with store.engine.connect() as conn:
        return [tuple(bool(v) if i == 4 or i == 5 else v for i, v in enumerate(row)) for row in conn.execute(text(sql))]


def test_upgrade_from_0005_fills_fragment_search_and_keeps_the_ranking(url: str, tmp_path: Path) -> None:
    store = Store(url)
    corpus = ranking_corpus()
    ingest_records(store, "c", load_corpus(write_corpus(tmp_path / "v1", corpus)))
    # A second version of one record and a historical one: rows that are not current, and a policy to copy.
    corpus["en.md"] = record("en", "## Fees {#fees}\nRegistration fees are charged per product and year.\n",
                             policy="historical", version="2")
    ingest_records(store, "c", load_corpus(write_corpus(tmp_path / "v2", corpus)))
    questions = ("How long are registration files retained under act-2019?", "Какая пошлина в Польше?",
                 "What were the registration fees?")
    before = [ranked_ids(store, q) for q in questions]
    expected = _rows(store, EXPECTED)
    assert any(not row[5] for row in expected) and any(row[4] for row in expected)
    downgrade(store, "0005")  # back to the schema a database written before 0006 has
    assert "fragment_search" not in inspect(store.engine).get_table_names()

    upgraded = Store(url)  # opening migrates
    with upgraded.engine.connect() as conn:
        assert conn.execute(text("SELECT version_num FROM alembic_version")).scalar() == SCHEMA_HEAD
    assert _rows(upgraded, MIRRORED) == expected
    if upgraded.dialect == "postgresql":  # the vector moved: fragments no longer carries it
        assert "search_vector" not in {c["name"] for c in inspect(upgraded.engine).get_columns("fragments")}
    assert [ranked_ids(upgraded, q) for q in questions] == before
    upgraded.dispose()
