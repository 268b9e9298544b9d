"""The whole flow with a scripted model: repair, verification, checks, rewrite, persistence, events."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path

import pytest
from sqlalchemy import func, select

from tests.conftest import record, write_corpus
from tether.checks import ExtractionError
from tether.corpus import load_corpus
from tether.events import Event
from tether.interaction import Deps, InteractionResult, run_interaction
from tether.principals import Principal
from tether.providers.scripted import ScriptedProvider, ScriptedStep
from tether.providers.template import TemplatePresenter
from tether.request import ModelProfile
from tether.store.db import Store, url_from_path
from tether.store.ingest import ingest_records
from tether.store.schema import InteractionRow, MessageRow, ReviewDraftRow

NOW = datetime(2026, 6, 1, tzinfo=UTC)
READER = Principal(labels=("public",))


def contract(answer: str, citations: list[str], **extra) -> str:  # type: ignore[no-untyped-def]
    return json.dumps({"answer": answer, "entityCitations": extra.get("entities", []),
                       "documentationCitations": citations, "limitations": []})


@pytest.fixture
def store(tmp_path: Path) -> Store:
    root = write_corpus(tmp_path / "c", {
        "de.md": record("fees-de", "## Fee {#fee}\nThe registration fee is 1 250 EUR per product.\n",
                        jurisdiction="DE"),
        "a19.md": record("act19", "## Retention {#retention}\nRegistration files are retained for six years.\n",
                         document="act-2019"),
        "a23.md": record("act23", "## Retention {#retention}\nRegistration files are retained for ten years "
                         "under the retention act.\n", document="act-2023"),
    })
    s = Store(url_from_path(tmp_path / "t.db"))
    ingest_records(s, "c", load_corpus(root))
    return s


def ask(store: Store, question: str, outputs: list,  # type: ignore[no-untyped-def]
        extractor=None) -> tuple[InteractionResult, list[Event], ScriptedProvider]:
    provider = ScriptedProvider(outputs)
    deps = Deps(store=store, providers={"scripted": provider, "template": TemplatePresenter()},
                profiles={"scripted": ModelProfile(provider="scripted", structured_output="none")},
                extractor=extractor)
    events: list[Event] = []
    result = run_interaction(deps, question, READER, now=NOW, provider="scripted", emit=events.append)
    return result, events, provider


def stored(store: Store, iid: str) -> tuple[InteractionRow, int, int]:
    with store.session() as s:
        row = s.get(InteractionRow, iid)
        messages = s.scalar(select(func.count()).select_from(MessageRow).where(MessageRow.interaction_id == iid))
        drafts = s.scalar(select(func.count()).select_from(ReviewDraftRow).where(ReviewDraftRow.interaction_id == iid))
        return row, messages, drafts


def terminal(events: list[Event]) -> list[str]:
    return [e.type for e in events if e.type in ("completed", "failed", "stopped")]


def test_verified_answer_completes_and_content_comes_after_checks(store: Store) -> None:
    good = contract("DE: the registration fee is 1 250 EUR per product.", ["fees-de#fee"])
    result, events, _ = ask(store, "What is the registration fee in Germany?", [good])
    assert result.status == "completed" and result.answer
    types = [e.type for e in events]
    assert terminal(events) == ["completed"]
    first_delta = types.index("content_delta")
    assert types.index("completed") > first_delta > max(i for i, t in enumerate(types) if t == "status")
    assert "".join(e.data["text"] for e in events if e.type == "content_delta") == result.answer.answer
    row, messages, drafts = stored(store, result.interaction_id)
    assert (row.status, messages, drafts) == ("completed", 1, 1)
    assert row.model_request["context"]["facts"][0]["value"] == "1250"
    assert {c["check"] for c in row.checks} >= {"wrong-document", "number-without-jurisdiction"}


def test_one_repair_then_success(store: Store) -> None:
    result, _, provider = ask(store, "What is the registration fee in Germany?",
                              ["Sure! The fee is 1 250 EUR.", contract("DE fee: 1 250 EUR.", ["fees-de#fee"])])
    assert result.status == "completed"
    row, _, _ = stored(store, result.interaction_id)
    assert len(row.diagnostics["attempts"]) == 2 and "repair" in row.diagnostics


def test_invalid_twice_fails_without_a_loop_and_stores_no_text(store: Store) -> None:
    result, events, _ = ask(store, "What is the registration fee in Germany?",
                            ["not json", "still not json", contract("x", ["fees-de#fee"])])
    assert result.status == "failed" and [v.check for v in result.violations] == ["contract-invalid"]
    assert not any(e.type == "content_delta" for e in events) and terminal(events) == ["failed"]
    row, messages, drafts = stored(store, result.interaction_id)
    assert (messages, drafts) == (0, 0) and len(row.diagnostics["attempts"]) == 2


def test_unconfirmed_citation_beside_a_confirmed_one_is_a_limitation(store: Store) -> None:
    result, _, _ = ask(store, "What is the registration fee in Germany?",
                       [contract("DE: the fee is 1 250 EUR.", ["fees-de#fee", "fees-de#made-up"])])
    assert result.status == "completed" and result.answer
    assert result.answer.documentation_citations == ["fees-de#fee"]
    assert any("fees-de#made-up" in lim for lim in result.answer.limitations)
    assert [v.check for v in result.violations] == ["unknown-citation"]


@pytest.mark.parametrize(
    ("answer", "check"),
    [
        ("DE: the registration fee is 1 400 EUR.", "unsupported-number"),
        ("DE: the registration fee is 70 EUR [t1].", "fact-mismatch"),
        ("DE: the fee is 1 250 EUR [t9].", "unknown-fact-label"),
        ("DE: I have submitted your registration; the fee is 1 250 EUR.", "unperformed-mutation"),
    ],
)
def test_deterministic_violation_fails_and_stores_nothing(store: Store, answer: str, check: str) -> None:
    result, events, _ = ask(store, "What is the registration fee in Germany?", [contract(answer, ["fees-de#fee"])])
    assert result.status == "failed" and check in {v.check for v in result.violations}
    assert not any(e.type == "content_delta" for e in events)
    assert stored(store, result.interaction_id)[1:] == (0, 0)


def test_provider_fault_is_a_failure_reason_never_partial_text(store: Store) -> None:
    fault = ScriptedStep(text='{"answer": "DE: the fee is 1 250', error="stream-cut", chunk_size=5)
    result, events, _ = ask(store, "What is the registration fee in Germany?", [fault])
    assert result.status == "failed" and result.error and result.error["reason"] == "stream-cut"
    assert not any(e.type == "content_delta" for e in events)
    row, messages, _ = stored(store, result.interaction_id)
    assert messages == 0 and "1 250" not in json.dumps(row.diagnostics)


def test_wrong_document_gets_one_rewrite_with_the_mapping(store: Store) -> None:
    q = "How long are registration files retained under act-2019?"
    wrong = contract("Registration files are retained for ten years.", ["act-2023#retention"])
    right = contract("Registration files are retained for six years.", ["act-2019#retention"])
    result, _, provider = ask(store, q, [wrong, right])
    assert result.status == "completed" and result.answer
    assert result.answer.documentation_citations == ["act-2019#retention"]
    row, _, _ = stored(store, result.interaction_id)
    assert "act-2019#retention" in row.diagnostics["correction"]
    assert len(row.diagnostics["attempts"]) == 2


def test_second_hit_fails_and_never_rewrites_twice(store: Store) -> None:
    q = "How long are registration files retained under act-2019?"
    # The named act alone is in the context (issue 12), so citing the other one is an
    # unknown citation; the rewrite gets the valid ids, and a second miss fails.
    wrong = contract("Registration files are retained for ten years.", ["act-2023#retention"])
    result, _, _ = ask(store, q, [wrong, wrong, contract("unused", ["act-2019#retention"])])
    assert result.status == "failed" and "unknown-citation" in [v.check for v in result.violations]
    row, messages, _ = stored(store, result.interaction_id)
    assert messages == 0 and len(row.diagnostics["attempts"]) == 2


class BrokenExtractor:
    def extract(self, request):  # type: ignore[no-untyped-def]
        raise ExtractionError("backend down")


def test_extractor_failure_fails_open_and_is_recorded(store: Store) -> None:
    # "explicitly allows" fires the pre-check; the extractor breaks; the answer goes through.
    answer = contract("The retention act explicitly allows keeping registration files for ten years.",
                      ["act-2023#retention"])
    result, _, _ = ask(store, "How long are registration files retained?", [answer], extractor=BrokenExtractor())
    assert result.status == "completed"
    row, _, _ = stored(store, result.interaction_id)
    skipped = [c for c in row.checks if c["decision"] == "skipped"]
    assert skipped and "check-skipped" in skipped[0]["skipped"]


class LeakingExtractor:
    def extract(self, request):  # type: ignore[no-untyped-def]
        raise ExtractionError("extractor-error", "driver message quoting the restricted retention memo")


def test_a_check_that_failed_open_is_named_on_the_result_with_its_reason_code_only(
        store: Store, caplog: pytest.LogCaptureFixture) -> None:
    """The answer went out without the check: the service counts it and logs it at warning
    level (tether.api.metrics, tether.logs). The JSON object is CONTRACTS' own, and the
    failure's detail, which can quote what the check read, goes nowhere."""
    answer = contract("The retention act explicitly allows keeping registration files for ten years.",
                      ["act-2023#retention"])
    with caplog.at_level("INFO", logger="tether"):
        result, _, _ = ask(store, "How long are registration files retained?", [answer], extractor=LeakingExtractor())
    assert result.status == "completed"
    assert result.skipped_checks and {s.reason for s in result.skipped_checks} == {"extractor-error"}
    assert "unsupported-explicit-rule" in {s.check for s in result.skipped_checks}
    assert "skippedChecks" not in result.wire() and "skipped_checks" not in result.wire()
    [line] = [r for r in caplog.records if r.name == "tether.interaction"]
    assert line.levelname == "WARNING"
    assert {"check": "unsupported-explicit-rule", "reason": "extractor-error"} in line.tether["skippedChecks"]  # type: ignore[attr-defined]
    assert all("restricted retention memo" not in str(r.__dict__) for r in caplog.records)


def test_model_extraction_goes_through_the_same_provider_and_fails_open(store: Store) -> None:
    answer = contract("The retention act explicitly allows keeping registration files for ten years.",
                      ["act-2023#retention"])
    provider = ScriptedProvider([answer, "I think the answer is fine."])
    deps = Deps(store=store, providers={"scripted": provider},
                profiles={"scripted": ModelProfile(provider="scripted", structured_output="none")},
                model_extraction=True)
    result = run_interaction(deps, "How long are registration files retained?", READER, now=NOW, provider="scripted")
    assert result.status == "completed"
    row, _, _ = stored(store, result.interaction_id)
    skipped = [c for c in row.checks if c["decision"] == "skipped"]
    assert skipped and skipped[0]["extractionRun"] is True


# -- issue 11: one corrective rewrite for every fixable violation ---------------------------

Q_DE = "What is the registration fee in Germany?"


@pytest.mark.parametrize(("first", "check", "hint"), [
    (contract("DE: the registration fee is 1 250 EUR per product.", []), "missing-citation", "fees-de#fee"),
    (contract("DE: the registration fee is 1 250 EUR per product.", ["fees-de#nowhere"]), "unknown-citation",
     "fees-de#fee"),
    (contract("DE: the fee is 1 250 EUR. DE: the fee is 1 250 EUR. DE: the fee is 1 250 EUR.", ["fees-de#fee"]),
     "degenerate-output", "each point once"),
    (contract("DE: the registration fee is 1 250 EUR per product. The fee is paid by the authority.",
              ["fees-de#fee"]), "unsupported-claim", "paid by the authority"),
])
def test_a_fixable_violation_gets_one_rewrite_that_says_what_to_produce(store: Store, first: str, check: str,
                                                                         hint: str) -> None:
    right = contract("DE: the registration fee is 1 250 EUR per product.", ["fees-de#fee"])
    result, _, provider = ask(store, Q_DE, [first, right])
    assert result.status == "completed", result.violations
    row, messages, _ = stored(store, result.interaction_id)
    assert hint in row.diagnostics["correction"] and len(row.diagnostics["attempts"]) == 2 and messages == 1


def test_a_rewrite_that_still_fails_is_failed_and_delivers_nothing(store: Store) -> None:
    uncited = contract("DE: the registration fee is 1 250 EUR per product.", [])
    result, events, _ = ask(store, Q_DE, [uncited, uncited, uncited])
    assert result.status == "failed" and [v.check for v in result.violations] == ["missing-citation",
                                                                                   "misattributed-figure"]
    row, messages, _ = stored(store, result.interaction_id)
    assert messages == 0 and len(row.diagnostics["attempts"]) == 2
    assert not any(e.type == "content_delta" for e in events)
