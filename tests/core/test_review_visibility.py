"""Issue 10, items 1–2: stored answers and review drafts are guarded by every record the
model was shown, resolved to exact record versions; corpora cannot shadow fragment ids."""

from __future__ import annotations

import json
import tempfile
from datetime import UTC, datetime
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.conftest import record, write_corpus
from tether.corpus import load_corpus
from tether.diagnostics import interaction_readable, interaction_record
from tether.errors import CorpusError
from tether.interaction import Deps, run_interaction
from tether.principals import Principal
from tether.providers import TemplatePresenter
from tether.providers.scripted import ScriptedProvider
from tether.request import ModelProfile
from tether.review import list_drafts, readable_by
from tether.store.db import Store, url_from_path
from tether.store.ingest import ingest_records

NOW = datetime(2026, 6, 1, tzinfo=UTC)
LEGAL = ("public", "restricted-legal")

PUBLIC = record("checks", "## Watchlist screening {#watchlist}\nWatchlist screening runs on every "
                             "applicant before registration.\n")
RESTRICTED = record("legal", "## Exemption {#procedure}\nWatchlist screening exemptions are granted "
                                 "by the legal board; code ZZSECRETQQ.\n", access="[restricted-legal]")


def _store(tmp: Path, files: dict[str, str], corpus: str = "c") -> Store:
    store = Store(url_from_path(tmp / "t.db"))
    ingest_records(store, corpus, load_corpus(write_corpus(tmp / corpus, files)))
    return store


def _ask(store: Store, question: str, labels: tuple[str, ...], provider: str = "template", outputs=()):  # type: ignore[no-untyped-def]
    providers = {"template": TemplatePresenter(),
                 "scripted": ScriptedProvider([json.dumps(o) for o in outputs] or ["{}"])}
    deps = Deps(store=store, providers=providers,
                profiles={"scripted": ModelProfile(provider="scripted", structured_output="none")})
    return run_interaction(deps, question, Principal(name="asker", labels=labels), now=NOW, provider=provider)


def test_an_uncited_restricted_record_in_the_context_hides_the_draft(tmp_path: Path) -> None:
    """The answer cites only the public fragment, but the model was shown the restricted
    one too: a public reviewer must not read the draft (the old rule looked at citations)."""
    store = _store(tmp_path, {"p.md": PUBLIC, "r.md": RESTRICTED})
    public_only = {"answer": "Watchlist screening runs on every applicant before registration.",
                   "entityCitations": [], "documentationCitations": ["checks#watchlist"], "limitations": []}
    result = _ask(store, "What is watchlist screening?", LEGAL, "scripted", [public_only])
    assert result.status == "completed"
    assert result.answer is not None and result.answer.documentation_citations == ["checks#watchlist"]
    drafts = list_drafts(store)
    assert [d.interaction_id for d in drafts] == [result.interaction_id]
    assert readable_by(store, ["public"], drafts) == []
    assert readable_by(store, LEGAL, drafts) == drafts
    stored = interaction_record(store, result.interaction_id)
    assert {r["recordId"] for r in stored["contextRecords"]} == {"checks", "legal"}
    assert not interaction_readable(store, ["public"], stored)  # labels taken away since the ask
    assert interaction_readable(store, LEGAL, stored)


def test_an_answer_that_cites_nothing_fails_and_leaves_no_draft(tmp_path: Path) -> None:
    """The red-team repro: a model quotes the restricted record and cites nothing."""
    store = _store(tmp_path, {"p.md": PUBLIC, "r.md": RESTRICTED})
    quote = {"answer": "Exemptions are granted by the legal board; code ZZSECRETQQ.", "entityCitations": [],
             "documentationCitations": [], "limitations": []}
    result = _ask(store, "How are watchlist screening exemptions granted?", LEGAL, "scripted", [quote, quote])
    assert result.status == "failed"
    assert "missing-citation" in {v.check for v in result.violations}
    assert list_drafts(store, status=None) == []


def test_provenance_names_the_exact_record_version(tmp_path: Path) -> None:
    store = _store(tmp_path, {"p.md": PUBLIC})
    result = _ask(store, "How does watchlist screening work?", ("public",))
    (cited,) = interaction_record(store, result.interaction_id)["provenance"]
    assert cited["recordId"] == "checks" and cited["corpus"] == "c" and len(cited["contentHash"]) == 64


def test_a_second_corpus_cannot_shadow_a_fragment_id(tmp_path: Path) -> None:
    store = _store(tmp_path, {"r.md": RESTRICTED})
    shadow = record("legal-copy", "## Exemption {#procedure}\nA public copy.\n", document="legal")
    with pytest.raises(CorpusError, match="already served by corpus 'c'"):
        ingest_records(store, "shadow", load_corpus(write_corpus(tmp_path / "shadow", {"s.md": shadow})))
    # The same corpus may replace its own record under the same fragment id.
    ingest_records(store, "c", load_corpus(write_corpus(tmp_path / "c2", {"r.md": shadow})))


def test_a_context_record_that_is_gone_hides_the_draft(tmp_path: Path) -> None:
    store = _store(tmp_path, {"p.md": PUBLIC})
    result = _ask(store, "How does watchlist screening work?", ("public",))
    drafts = list_drafts(store)
    from sqlalchemy import update

    from tether.store.schema import InteractionRow
    with store.connect() as conn:  # a reference nobody can resolve: deny, never guess
        conn.execute(update(InteractionRow).where(InteractionRow.id == result.interaction_id)
                     .values(context_records=[{"recordId": "nowhere"}]))
    assert readable_by(store, ["public"], drafts) == []


# -- property: no reviewer or reader ever receives text of a record whose labels they lack --

LABELS = ["public", "internal", "legal"]
spec = st.fixed_dictionaries({
    "access": st.lists(st.sampled_from(LABELS), min_size=1, max_size=2, unique=True),
})


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    specs=st.lists(spec, min_size=1, max_size=4),
    reader=st.lists(st.sampled_from(LABELS), min_size=1, max_size=3, unique=True),
    reviewer=st.lists(st.sampled_from(LABELS), min_size=1, max_size=3, unique=True),
    quoted=st.lists(st.integers(min_value=0, max_value=3), max_size=3),
    cited=st.lists(st.integers(min_value=0, max_value=3), max_size=2),
    template=st.booleans(),
)
def test_no_draft_or_stored_answer_reaches_a_principal_without_the_labels(  # type: ignore[no-untyped-def]
        specs, reader, reviewer, quoted, cited, template) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        files, hidden = {}, {}
        for i, s in enumerate(specs):
            hidden[i] = (f"zzhidden{i}qq", set(s["access"]))
            files[f"r{i}.md"] = record(
                f"r{i}", f"## Screening rule {{#s}}\nWatchlist screening rule {i}: {hidden[i][0]} applies.\n",
                access="[" + ", ".join(s["access"]) + "]")
        store = _store(Path(tmp), files)
        # A model that copies text it could have been shown (any record the asker may read)
        # and cites nothing, the wrong fragment, or the right one.
        answer = " ".join(f"Watchlist screening rule {q}: {hidden[q][0]} applies." for q in quoted
                          if q in hidden and hidden[q][1] <= set(reader)) or "Watchlist screening applies."
        output = {"answer": answer, "entityCitations": [], "limitations": [],
                  "documentationCitations": [f"r{c}#s" for c in cited if c in hidden]}
        result = _ask(store, "Which watchlist screening rule applies?", tuple(reader),
                      "template" if template else "scripted", [output, output])
        drafts = readable_by(store, reviewer, list_drafts(store, status=None))
        stored = interaction_record(store, result.interaction_id)
        shown = [json.dumps([d.wire() for d in drafts], ensure_ascii=False)]
        if interaction_readable(store, reviewer, stored):
            shown.append(json.dumps(stored, ensure_ascii=False, default=str))
        for word, access in hidden.values():
            if not access <= set(reviewer):
                assert all(word not in text for text in shown)
        store.dispose()
