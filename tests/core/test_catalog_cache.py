"""Values kept per store between questions — the router's catalog, candidates' metadata,
context material — are never stale after an ingest, whichever worker (Store) ingested,
including an upgrade from schema 0001, and never outlive the content they were read for."""

from __future__ import annotations

from pathlib import Path

import pytest
from alembic import command
from sqlalchemy import create_engine, text

from tests.conftest import record, write_corpus
from tether.context import load_catalog
from tether.corpus import load_corpus
from tether.plan import interpret
from tether.store.db import Store, _alembic_config, url_from_path
from tether.store.ingest import ingest_records


def _ingest(store: Store, root: Path, files: dict[str, str]) -> None:
    for old in root.glob("*.md"):
        old.unlink()
    ingest_records(store, "c", load_corpus(write_corpus(root, files)))


FEES = record("fees-at", "## Fee {#fee}\nThe fee in Austria is 900 EUR.\n", jurisdiction="AT")
RULES = record("rules-x", "## Rule {#rule}\nFiles are kept for six years.\n", document="retention-rules")


def test_a_document_ingested_by_another_worker_is_named_at_once(tmp_path: Path) -> None:
    url = url_from_path(tmp_path / "t.db")
    reader, writer = Store(url), Store(url)  # two workers on one database
    root = tmp_path / "c"
    _ingest(writer, root, {"fees.md": FEES})
    assert "retention-rules" not in load_catalog(reader).documents
    _ingest(writer, root, {"fees.md": FEES, "rules.md": RULES})
    assert interpret("What does retention-rules say?", load_catalog(reader)).document == "retention-rules"
    _ingest(writer, root, {"rules.md": RULES})  # fees-at retired
    catalog = load_catalog(reader)
    assert "fees-at" not in catalog.documents and "AT" not in catalog.jurisdictions
    _ingest(writer, root, {"fees.md": FEES})  # the earlier version comes back
    assert set(load_catalog(reader).documents) == {"fees-at"}


def test_the_catalog_is_read_once_until_the_corpus_changes(tmp_path: Path) -> None:
    store = Store(url_from_path(tmp_path / "t.db"))
    root = tmp_path / "c"
    _ingest(store, root, {"fees.md": FEES})
    builds: list[int] = []

    def build(_session) -> int:  # type: ignore[no-untyped-def]
        builds.append(1)
        return len(builds)

    with store.connect() as s:
        assert [store.derived(s, "k", build) for _ in range(3)] == [1, 1, 1]
    _ingest(store, root, {"fees.md": FEES})  # unchanged: nothing to rebuild
    with store.connect() as s:
        assert store.derived(s, "k", build) == 1
    _ingest(store, root, {"fees.md": FEES, "rules.md": RULES})
    with store.connect() as s:
        assert store.derived(s, "k", build) == 2


def test_a_deleted_state_row_means_no_caching_and_the_next_ingest_restores_it(tmp_path: Path) -> None:
    url = url_from_path(tmp_path / "t.db")
    store = Store(url)
    root = tmp_path / "c"
    _ingest(store, root, {"fees.md": FEES})
    assert "fees-at" in load_catalog(store).documents
    with store.engine.begin() as conn:
        conn.execute(text("DELETE FROM store_state"))
    _ingest(Store(url), root, {"rules.md": RULES})  # another worker; the row is recreated
    assert set(load_catalog(store).documents) == {"retention-rules"}
    with store.engine.connect() as conn:
        assert conn.execute(text("SELECT count(*) FROM store_state")).scalar() == 1


def test_a_0001_database_is_upgraded_and_keeps_its_corpus(tmp_path: Path) -> None:
    url = url_from_path(tmp_path / "old.db")
    engine = create_engine(url)
    with engine.begin() as conn:
        cfg = _alembic_config()
        cfg.attributes["connection"] = conn
        command.upgrade(cfg, "0001")
        conn.execute(text("INSERT INTO principals (name, labels, scopes, key_hash, created_at) "
                          "VALUES ('old', '[\"public\"]', '[\"ask\"]', 'x', '2025-01-01 00:00:00')"))
    engine.dispose()
    store = Store(url)  # upgrades to the head
    with store.engine.connect() as conn:
        assert conn.execute(text("SELECT corpus_generation FROM store_state")).scalar() == 0
        assert conn.execute(text("SELECT name FROM principals")).scalar() == "old"
    root = tmp_path / "c"
    _ingest(store, root, {"fees.md": FEES})
    assert "fees-at" in load_catalog(store).documents


def test_kept_context_material_is_numbered_afresh_for_every_request(tmp_path: Path) -> None:
    from tether.context import build_context
    from tether.retrieve import retrieve

    store = Store(url_from_path(tmp_path / "t.db"))
    _ingest(store, tmp_path / "c", {
        "a.md": record("a", "## Fee {#fee}\nThe fee is 1 250 EUR, due within 30 days.\n"),
        "b.md": record("b", "## Rate {#rate}\nThe fee rate is 19 % of the fee.\n"),
    })
    with store.connect() as conn:
        plan = interpret("What is the fee?", load_catalog(store))
        a, b = sorted(retrieve(store, conn, plan, None), key=lambda c: c.fragment_id)

        def labelled(accepted):  # type: ignore[no-untyped-def]
            context, _ = build_context(store, conn, accepted)
            return [(f.label, f.fragment_id, f.value) for f in context.facts]

        fresh = labelled([a, b])  # read from the database
        assert labelled([a, b]) == fresh  # the same, from what was kept
        assert [label for label, _, _ in labelled([b, a])] == [label for label, _, _ in fresh]
        assert labelled([b, a])[0][1] == "b#rate" and labelled([b])[0][0] == "t1"
        assert {f for _, f, _ in fresh} == {"a#fee", "b#rate"}


def test_a_record_restricted_by_a_later_ingest_is_denied_at_once(tmp_path: Path) -> None:
    # Candidates' metadata and context material are kept between questions; a new
    # version of a record must still be judged on its own access labels.
    from datetime import UTC, datetime

    from tether.interaction import Deps, run_interaction
    from tether.principals import Principal
    from tether.providers.template import TemplatePresenter

    url = url_from_path(tmp_path / "t.db")
    reader, writer = Store(url), Store(url)
    deps = Deps(store=reader, providers={"template": TemplatePresenter()})
    public = record("fees-at", "## Fee {#fee}\nThe fee in Austria is 900 EUR.\n")
    _ingest(writer, tmp_path / "c", {"fees.md": public})

    def ask():  # type: ignore[no-untyped-def]
        return run_interaction(deps, "What is the fee in Austria?", Principal(name="p", labels=("public",)),
                               now=datetime(2026, 11, 30, tzinfo=UTC))

    assert ask().status == "completed" and ask().status == "completed"  # the second from what was kept
    _ingest(writer, tmp_path / "c", {"fees.md": public.replace("[public]", "[legal]").replace('"1"', '"2"')})
    stopped = ask()
    assert stopped.status == "stopped" and stopped.decision is not None
    assert [r.reasons for r in stopped.decision.rejected] == [["denied"]]


def test_a_key_reused_for_restricted_content_is_never_served_from_what_was_kept(tmp_path: Path) -> None:
    # Rows deleted by hand free their keys; the next ingest may reuse them for other
    # content — here while a question is already being answered, after it read the
    # corpus generation. What was kept under the old content must not be handed out.
    from tether.context import build_context, catalog
    from tether.errors import StoreError
    from tether.gate import judge_all
    from tether.retrieve import retrieve

    url = url_from_path(tmp_path / "t.db")
    reader, operator = Store(url), Store(url)
    public = record("fees-at", "## Fee {#fee}\nThe fee in Austria is 900 EUR.\n")
    secret = record("fees-at", "## Fee {#fee}\nThe secret fee in Austria is 777 EUR.\n", access="[legal]")
    question = "What is the fee in Austria?"
    _ingest(operator, tmp_path / "c", {"fees.md": public})
    with reader.connect() as conn:  # a first question keeps the public fragment's metadata and text
        kept = retrieve(reader, conn, interpret(question, catalog(reader, conn, None)), None)
        build_context(reader, conn, kept)

    def replace_by_hand() -> None:
        with operator.engine.begin() as c:
            c.execute(text("INSERT INTO fragment_fts(fragment_fts) VALUES ('delete-all')"))  # contentless (0007)
            for table in ("facts", "fragments", "source_records"):
                c.execute(text(f"DELETE FROM {table}"))
        _ingest(operator, tmp_path / "c", {"fees.md": secret})

    with reader.connect() as conn:
        plan = interpret(question, catalog(reader, conn, None))
        replace_by_hand()
        candidates = retrieve(reader, conn, plan, None)
        assert [c.fragment_pk for c in candidates] == [c.fragment_pk for c in kept]  # the key was reused …
        assert [c.access for c in candidates] == [("legal",)]  # … yet the gate sees the new content's labels
        assert not [v for v in judge_all(candidates, ("public",), kept[0].published_at) if v.accepted]
        # Text is handed out only for the content the gate judged: kept, or refused if the
        # row has changed since (another worker, which kept nothing, reads the database).
        assert "secret" not in build_context(reader, conn, kept)[0].fragments[0].text
        with pytest.raises(StoreError, match="changed while the question was answered"):
            build_context(Store(url), conn, kept)


def test_stale_values_are_rebuilt_off_the_request_path(tmp_path: Path) -> None:
    """After an ingest — in this worker at once, by another worker on refresh() — the
    next question finds the catalog built for the new corpus and builds nothing."""
    url = url_from_path(tmp_path / "t.db")
    reader, writer = Store(url), Store(url)
    root = tmp_path / "c"
    _ingest(writer, root, {"fees.md": FEES})
    builds: list[str] = []

    def build(conn) -> set[str]:  # type: ignore[no-untyped-def]
        builds.append("built")
        return set(load_catalog(writer).documents)  # any value read from the corpus

    for store in (reader, writer):
        with store.connect() as conn:
            assert store.derived(conn, "documents", build) == {"fees-at"}
    _ingest(writer, root, {"fees.md": FEES, "rules.md": RULES})  # rebuilds the writer's own at once
    assert len(builds) == 3
    assert reader.refresh() == 1 and len(builds) == 4  # the reader's, as the service does periodically
    assert reader.refresh() == 0  # nothing is stale any more
    for store in (reader, writer):
        with store.connect() as conn:
            assert store.derived(conn, "documents", build) == {"fees-at", "retention-rules"}
    assert len(builds) == 4  # the questions built nothing


def test_the_name_matcher_is_compiled_with_the_catalog_off_the_request_path(tmp_path: Path) -> None:
    """A catalog rebuilt after an ingest (refresh) comes with its name matcher compiled: the
    first question after an ingest does not compile it (issue 15 item 3)."""
    url = url_from_path(tmp_path / "t.db")
    reader, writer = Store(url), Store(url)
    root = tmp_path / "c"
    _ingest(writer, root, {"fees.md": FEES})
    load_catalog(reader)
    _ingest(writer, root, {"fees.md": FEES, "rules.md": RULES})
    assert reader.refresh() == 1
    for store in (reader, writer):
        catalog = load_catalog(store)
        assert "names" in vars(catalog)  # cached_property: compiled before any question asked
        assert interpret("What does retention-rules say?", catalog).document == "retention-rules"


def test_an_ingest_whose_rebuild_fails_is_still_committed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from tether.errors import StoreError

    store = Store(url_from_path(tmp_path / "t.db"))

    def broken() -> int:
        raise StoreError("the database went away")

    monkeypatch.setattr(store, "refresh", broken)
    _ingest(store, tmp_path / "c", {"fees.md": FEES})
    assert "fees-at" in load_catalog(store).documents  # committed; the question built the catalog itself
