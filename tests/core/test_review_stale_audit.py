"""Issue 14, item 3: stale drafts and provenance recall.

A draft whose cited record got a new version, changed, expired or was withdrawn is
stale and cannot be approved until the reviewer re-opens the current source; ingest
refuses changed content under an unchanged version; `tether audit RECORD_ID` lists
every stored answer that cited any version of the record."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

from tests.conftest import record, write_corpus
from tether.audit import audit, may_audit
from tether.corpus import load_corpus
from tether.errors import CorpusError, ReviewConflictError
from tether.interaction import Deps, run_interaction
from tether.principals import Principal
from tether.providers import TemplatePresenter
from tether.review import ReviewDecision, decide, get_draft, stale_citations
from tether.review_record import Questions
from tether.review_view import draft_view
from tether.store.db import Store, url_from_path
from tether.store.ingest import ingest_records

NOW = datetime(2026, 6, 1, tzinfo=UTC)
LATER = datetime(2026, 9, 1, tzinfo=UTC)
RULE = "## Watchlist screening {#watchlist}\nWatchlist screening runs on every applicant before registration.\n"
NEW_RULE = ("## Watchlist screening {#watchlist}\nWatchlist screening runs on every applicant before registration "
            "and again at renewal.\n")
QUESTION = "How does watchlist screening work?"
YES = ReviewDecision(status="approved", questions=Questions(version="yes", anchor="yes", neighbours="yes",
                                                             policy="yes"))


def _setup(tmp_path: Path, **kw: str) -> tuple[Store, str]:
    store = Store(url_from_path(tmp_path / "t.db"))
    ingest_records(store, "c", load_corpus(write_corpus(tmp_path / "v1", {"r.md": record("rule", RULE, **kw)})))
    deps = Deps(store=store, providers={"template": TemplatePresenter()})
    result = run_interaction(deps, QUESTION, Principal(name="asker", labels=("public",)), now=NOW)
    assert result.status == "completed" and result.review is not None
    return store, str(result.review.draft_id)


def test_changed_content_under_the_same_version_is_refused(tmp_path: Path, cli) -> None:
    store, _ = _setup(tmp_path)
    root = write_corpus(tmp_path / "v2", {"r.md": record("rule", NEW_RULE)})
    with pytest.raises(CorpusError) as info:
        ingest_records(store, "c", load_corpus(root))
    assert info.value.problems[0].startswith("r.md: version: content changed but the version did not")
    db = str(tmp_path / "cli.db")  # the CLI keys a corpus by its directory: one directory, two contents
    same = write_corpus(tmp_path / "same", {"r.md": record("rule", RULE)})
    assert cli("ingest", str(same), "--db", db).exit_code == 0
    write_corpus(same, {"r.md": record("rule", NEW_RULE)})
    result = cli("ingest", str(same), "--db", db)
    assert result.exit_code == 1 and "r.md: version: content changed but the version did not" in result.stderr


def test_a_new_version_makes_the_draft_stale_until_the_source_is_reopened(tmp_path: Path) -> None:
    store, draft_id = _setup(tmp_path)
    assert stale_citations(store, get_draft(store, draft_id), NOW) == {}
    ingest_records(store, "c", load_corpus(write_corpus(tmp_path / "v2", {"r.md": record("rule", NEW_RULE,
                                                                                        version="2")})))
    draft = get_draft(store, draft_id)
    assert stale_citations(store, draft, NOW) == {"rule#watchlist": "new-version"}
    (source,) = draft_view(store, draft, ["public"], NOW).sources
    assert source.stale == "new-version" and source.current_version == "2"
    assert source.current is not None and "renewal" in " ".join(p.text for p in source.current)
    assert draft_view(store, draft, ["other"], NOW).sources[0].current is None  # new text needs its labels
    with pytest.raises(ReviewConflictError, match="stale: rule#watchlist \\(new-version\\)"):
        decide(store, draft_id, YES, reviewer="rita", clock=lambda: NOW)
    done = decide(store, draft_id, YES.model_copy(update={"reopened": True}), reviewer="rita", clock=lambda: NOW)
    assert done.status == "approved" and done.reviewer == "rita"


def test_withdrawn_and_expired_records_make_drafts_stale(tmp_path: Path) -> None:
    store, draft_id = _setup(tmp_path, expires="2026-08-01T00:00:00Z")
    assert stale_citations(store, get_draft(store, draft_id), LATER) == {"rule#watchlist": "expired"}
    other = record("other", "## Other {#o}\nSomething else entirely.\n")
    ingest_records(store, "c", load_corpus(write_corpus(tmp_path / "v2", {"o.md": other})))
    assert stale_citations(store, get_draft(store, draft_id), NOW) == {"rule#watchlist": "withdrawn"}


def test_audit_lists_every_answer_that_cited_any_version(tmp_path: Path, cli) -> None:
    store, first = _setup(tmp_path)
    ingest_records(store, "c", load_corpus(write_corpus(tmp_path / "v2", {"r.md": record("rule", NEW_RULE,
                                                                                        version="2")})))
    deps = Deps(store=store, providers={"template": TemplatePresenter()})
    second = run_interaction(deps, QUESTION, Principal(name="asker", labels=("public",)), now=NOW)
    decide(store, first, ReviewDecision(status="rejected", reason="superseded"), reviewer="rita", clock=lambda: NOW)
    report = audit(store, "rule")
    assert report.total == 2
    assert [(a.version, a.current, a.status, a.review) for a in report.answers] == [
        ("2", True, "completed", "requires-human-verification"), ("1", False, "stopped", "rejected")]
    assert report.answers[0].interaction_id == second.interaction_id
    assert audit(store, "nothing").total == 0
    assert may_audit(store, ["public"], "rule") and not may_audit(store, ["public"], "nothing")
    shown = cli("audit", "rule", "--db", str(tmp_path / "t.db"), "--json")
    assert shown.exit_code == 0 and shown.json()["total"] == 2
    table = cli("audit", "rule", "--db", str(tmp_path / "t.db"))
    assert "rule: 2 cited answer(s)" in table.stdout and "stopped" in table.stdout
