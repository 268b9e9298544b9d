"""Migration 0007 (the impact index) upgrades a database that already holds a corpus with
history, and its downgrade gives back the schema 0006 wrote."""

from __future__ import annotations

from pathlib import Path

import pytest
from sqlalchemy import inspect, text

from tests.api.conftest import pg_url  # noqa: F401 - the fixture, for the PostgreSQL store
from tests.conftest import ranking_corpus, record, write_corpus
from tests.core.conftest import downgrade
from tether.corpus import load_corpus
from tether.store import ranked
from tether.store.db import SCHEMA_HEAD, Store
from tether.store.hits import Hit, Preference
from tether.store.ingest import ingest_records
from tether.store.search import search
from tether.text import content_stems

QUESTIONS = ("How long are registration files retained under act-2019?", "Какая пошлина в Польше?",
             "What were the registration fees?", "registration fee")
PREFERENCES = (Preference(), Preference(jurisdiction="PL"), Preference(historical=True),
               Preference(document="act-2019"))


def _searches(store: Store) -> list[list[Hit]]:
    with store.connect() as conn:
        return [search(conn, content_stems(q), None, limit, prefer)
                for q in QUESTIONS for prefer in PREFERENCES for limit in (1, 5)]


def _corpus_with_history(store: Store, tmp_path: Path) -> None:
    corpus = ranking_corpus()
    ingest_records(store, "c", load_corpus(write_corpus(tmp_path / "v1", corpus)))
    # A second version of one record (its first stays, not current) and a historical one.
    corpus["en.md"] = record("en", "## Fees {#fees}\nRegistration fees are charged per product and year.\n",
                             policy="historical", version="2")
    ingest_records(store, "c", load_corpus(write_corpus(tmp_path / "v2", corpus)))


def test_upgrade_from_0006_builds_the_impact_index_and_keeps_every_score(
    url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    store = Store(url)
    _corpus_with_history(store, tmp_path)
    before = _searches(store)
    assert any(hits for hits in before)
    downgrade(store, "0006")
    gone = set(inspect(store.engine).get_table_names())
    assert not gone & {"fragment_impact", "impact_excluded", "fragment_terms"}
    assert "ix_fragments_fragment_id" not in {i["name"] for i in inspect(store.engine).get_indexes("fragments")}
    if store.dialect == "sqlite":  # back to a full-text table that keeps its texts, as 0001 made it
        with store.engine.connect() as conn:
            assert conn.execute(text("SELECT count(*) FROM fragment_fts_content")).scalar() > 0

    upgraded = Store(url)  # opening migrates
    with upgraded.engine.connect() as conn:
        assert conn.execute(text("SELECT version_num FROM alembic_version")).scalar() == SCHEMA_HEAD
    assert _searches(upgraded) == before  # the same hits, the same scores
    # … and the full-text index, ranking every match, agrees
    monkeypatch.setattr(ranked, "SCORE_BUDGET_MIN", 0)
    monkeypatch.setattr(ranked, "MATCHES_PER_SCORED", {"sqlite": 2**62, "postgresql": 2**62})
    monkeypatch.setattr(ranked, "SCORE_BUDGET_PER_RESULT", 0)
    assert _searches(upgraded) == before
    upgraded.dispose()


def test_an_upgraded_database_takes_the_next_ingest(url: str, tmp_path: Path) -> None:
    store = Store(url)
    _corpus_with_history(store, tmp_path)
    downgrade(store, "0006")
    upgraded = Store(url)
    corpus = ranking_corpus()  # the first version of en.md again: reactivated, moved back into the index
    ingest_records(upgraded, "c", load_corpus(write_corpus(tmp_path / "v3", corpus)))
    fresh = Store(url.replace("t.db", "fresh.db")) if upgraded.dialect == "sqlite" else None
    if fresh is not None:  # the same history ingested at the head of the schema
        _corpus_with_history(fresh, tmp_path)
        ingest_records(fresh, "c", load_corpus(write_corpus(tmp_path / "v4", corpus)))
        assert _searches(upgraded) == _searches(fresh)
        fresh.dispose()
    assert all(h.fragment_pk for hits in _searches(upgraded) for h in hits)
    upgraded.dispose()
