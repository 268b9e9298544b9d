"""The core's storage paths on SQLite and PostgreSQL alike (the ``store`` fixture runs both).

Ingest idempotency and versioning, full-text ranking (Russian inflection
included), and the stop/answer flow on the demo corpus.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from sqlalchemy import func, select

from tests.api.helpers import GERMANY, SANCTIONS, SECRET, ingest_demo
from tests.conftest import ranked_ids, ranking_corpus, record, write_corpus
from tether.corpus import load_corpus
from tether.interaction import Deps, run_interaction
from tether.principals import Principal
from tether.providers.template import TemplatePresenter
from tether.store.db import Store
from tether.store.ingest import ingest_records
from tether.store.schema import FactRow, FragmentRow, InteractionRow, MessageRow, SourceRecordRow

NOW = datetime.fromisoformat("2026-11-30T12:00:00+00:00")


def counts(store: Store) -> list[int]:
    with store.session() as s:
        return [s.scalar(select(func.count()).select_from(t)) for t in (SourceRecordRow, FragmentRow, FactRow)]


def test_reingest_is_idempotent_and_versions_are_kept(store: Store, tmp_path: Path) -> None:
    root = write_corpus(tmp_path / "c", {
        "a.md": record("a", "## Fee {#fee}\nThe fee is 1 250 EUR, due within 30 days.\n"),
        "b.md": record("b", "## Rate {#rate}\nThe rate is 19 %.\n"),
    })
    first = ingest_records(store, "c", load_corpus(root))
    before = counts(store)
    second = ingest_records(store, "c", load_corpus(root))
    assert sorted(first.added) == ["a", "b"] and not second.changed and counts(store) == before
    assert before[2] > 0
    write_corpus(root, {"a.md": record("a", "## Fee {#fee}\nThe fee is 1 300 EUR.\n").replace('"1"', '"2"')})
    assert ingest_records(store, "c", load_corpus(root)).updated == ["a"]
    with store.session() as s:
        versions = s.execute(select(SourceRecordRow.version, SourceRecordRow.current)
                             .where(SourceRecordRow.record_id == "a").order_by(SourceRecordRow.pk)).all()
        current = s.scalars(select(FragmentRow.text).where(FragmentRow.current, FragmentRow.document == "a")).all()
    assert [tuple(v) for v in versions] == [("1", False), ("2", True)]
    assert current == ["The fee is 1 300 EUR."]


def test_ranking_with_russian_inflection_and_named_documents(store: Store, tmp_path: Path) -> None:
    root = write_corpus(tmp_path / "c", ranking_corpus())
    ingest_records(store, "c", load_corpus(root))
    assert set(ranked_ids(store, "Каков размер пошлины при регистрации?")[:2]) == {"de#fee", "pl#fee"}
    polish = ranked_ids(store, "Какая пошлина за регистрацию в Польше?")
    assert polish[0] == "pl#fee" and "de#fee" not in polish
    # act-2023 matches more words; naming act-2019 makes it first
    assert ranked_ids(store, "How long are registration files retained?")[0] == "act-2023#retention"
    assert ranked_ids(store, "How long are registration files retained under act-2019?")[0] == "act-2019#retention"
    assert ranked_ids(store, "registration fees")[0] == "en#fees"
    assert ranked_ids(store, "what is the and of") == []


def test_preferences_rank_over_every_match_not_only_the_best_scored(store: Store, tmp_path: Path) -> None:
    # Seventy short German sections outscore the Polish ones on every word of
    # the question; a question about Poland must still find those, and never a
    # German one.
    german = "".join(f"## Fee {i} {{#fee-{i}}}\nRegistration fee: registration fee.\n\n" for i in range(70))
    long_tail = " It is paid once, by bank transfer to the office account printed on the form, " \
                "quoting the reference number of the application and the name of the applicant."
    root = write_corpus(tmp_path / "c", {
        "de.md": record("de", german, jurisdiction="DE"),
        "pl.md": record("pl", f"## Fee {{#fee}}\nThe registration fee is 4 300 PLN.{long_tail}\n",
                        jurisdiction="PL"),
        "old.md": record("old", f"## Fee {{#fee}}\nThe registration fee was 900 PLN.{long_tail}\n",
                         jurisdiction="PL", policy="historical"),
        "any.md": record("any", "## Fee {#fee}\nA registration fee is charged.\n"),
    })
    ingest_records(store, "c", load_corpus(root))
    assert ranked_ids(store, "What is the registration fee?")[0].startswith("de#")
    # The asked jurisdiction's own sections first, then those of no jurisdiction.
    polish = ranked_ids(store, "What is the registration fee in Poland?")
    assert sorted(polish[:2]) == ["old#fee", "pl#fee"] and polish[2:] == ["any#fee"]
    # A historical question prefers the historical record.
    assert ranked_ids(store, "What was the registration fee in Poland in 2019?")[0] == "old#fee"


def _ask(store: Store, question: str, labels: tuple[str, ...] = ("public",)):  # type: ignore[no-untyped-def]
    deps = Deps(store=store, providers={"template": TemplatePresenter()})
    return run_interaction(deps, question, Principal(name="p", labels=labels), now=NOW)


def test_answer_and_stop_on_the_demo_corpus(store: Store) -> None:
    ingest_demo(store)
    answered = _ask(store, GERMANY)
    assert answered.status == "completed"
    assert answered.answer is not None and answered.answer.documentation_citations == ["fees-de#registration-fee"]
    stopped = _ask(store, SANCTIONS)
    assert stopped.status == "stopped" and stopped.decision is not None
    assert [(r.record_id, r.reasons) for r in stopped.decision.rejected] == [
        ("legal-sanctions-exemption-2025", ["denied"])]
    assert SECRET not in stopped.model_dump_json()
    with store.session() as s:
        messages = dict(s.execute(select(MessageRow.interaction_id, func.count())
                                  .group_by(MessageRow.interaction_id)).all())
        statuses = dict(s.execute(select(InteractionRow.id, InteractionRow.status)).all())
        stored_text = " ".join(str(r) for r in s.execute(select(InteractionRow.decision, InteractionRow.diagnostics,
                                                                InteractionRow.model_request)).all())
    assert statuses == {answered.interaction_id: "completed", stopped.interaction_id: "stopped"}
    assert messages == {answered.interaction_id: 1}
    assert SECRET not in stored_text
    assert _ask(store, SANCTIONS, ("public", "restricted-legal")).status == "completed"


def test_reingesting_the_demo_corpus_adds_nothing(store: Store) -> None:
    ingest_demo(store)
    before = counts(store)
    ingest_demo(store)
    assert counts(store) == before
