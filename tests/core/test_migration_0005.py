"""Migration 0005 (issue 14): review drafts gain mode, reviewer and the review record, and the
citations of answers stored before it are backfilled into the indexed audit table."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from sqlalchemy import inspect, text

from tests.api.conftest import pg_url  # noqa: F401 - the fixture, for the PostgreSQL store
from tests.conftest import record, write_corpus
from tests.core.conftest import downgrade
from tether.audit import audit
from tether.corpus import load_corpus
from tether.interaction import Deps, run_interaction
from tether.principals import Principal
from tether.providers import TemplatePresenter
from tether.store.db import SCHEMA_HEAD, Store
from tether.store.ingest import ingest_records

NOW = datetime(2026, 6, 1, tzinfo=UTC)




def test_upgrade_from_0004_backfills_the_citations(url: str, tmp_path: Path) -> None:
    store = Store(url)
    files = {"p.md": record("checks", "## Watchlist screening {#watchlist}\nWatchlist screening runs on every "
                                      "applicant before registration.\n")}
    ingest_records(store, "c", load_corpus(write_corpus(tmp_path / "c", files)))
    deps = Deps(store=store, providers={"template": TemplatePresenter()})
    result = run_interaction(deps, "How does watchlist screening work?", Principal(name="a", labels=("public",)),
                             now=NOW)
    assert result.status == "completed"
    downgrade(store, "0004")
    assert "answer_citations" not in inspect(store.engine).get_table_names()

    upgraded = Store(url)  # opening migrates
    with upgraded.engine.connect() as conn:
        assert conn.execute(text("SELECT version_num FROM alembic_version")).scalar() == SCHEMA_HEAD
        assert conn.execute(text("SELECT mode FROM review_drafts")).scalar() == "annotate"
    (row,) = audit(upgraded, "checks").answers
    assert row.interaction_id == result.interaction_id and row.version == "1" and row.status == "completed"
    upgraded.dispose()
