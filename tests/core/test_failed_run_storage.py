"""Issue 10 item 9: a failed run stores no model text (README, "A failed run stores no model
text"). The reader's reply may explain the violation in words; the stored row keeps check ids
and spans. Tested by reading the stored row itself."""

from __future__ import annotations

import json

from sqlalchemy import text

from tests.core.test_flow_scripted import ask, contract, store, stored  # noqa: F401 - store is a fixture
from tether.store.db import Store

MODEL_WORDS = "ZX-9931-QQ"  # invented by the "model": occurs in no record


def _row_text(store: Store, iid: str) -> str:  # noqa: F811 - the fixture's name, a parameter here
    """Every column of the stored interaction and its snapshot, as text."""
    with store.engine.connect() as conn:
        rows = [conn.execute(text(f"SELECT * FROM {table} WHERE {key} = :iid"), {"iid": iid}).mappings().all()
                for table, key in (("interactions", "id"), ("snapshots", "interaction_id"))]
    return json.dumps([dict(r) for group in rows for r in group], default=str)


def test_failed_run_stores_check_ids_and_spans_not_model_text(store: Store) -> None:  # noqa: F811
    answer = f"DE: the registration fee is 1 250 EUR, reference {MODEL_WORDS}, or 9 999 EUR."
    result, _, _ = ask(store, "What is the registration fee in Germany?", [contract(answer, ["fees-de#fee"])])
    assert result.status == "failed"
    # The asking reader is told what went wrong, in words.
    assert any("9 999" in v.detail for v in result.violations)
    row, messages, drafts = stored(store, result.interaction_id)
    assert (messages, drafts) == (0, 0)
    assert row.violations == [{"check": v.check, "span": list(v.span) if v.span else None} for v in result.violations]
    assert all(set(v) == {"check", "span"} for v in row.violations)
    stored_text = _row_text(store, result.interaction_id)
    assert MODEL_WORDS not in stored_text and "9 999" not in stored_text


def test_failed_repair_stores_the_check_ids_behind_it(store: Store) -> None:  # noqa: F811
    result, _, _ = ask(store, "What is the registration fee in Germany?",
                       [f"Sure! {MODEL_WORDS} costs 1 250 EUR.", f"still {MODEL_WORDS}",
                        contract("x", ["fees-de#fee"])])
    assert result.status == "failed"
    row, _, _ = stored(store, result.interaction_id)
    assert row.diagnostics["repairChecks"] == ["contract-invalid"] and "repair" not in row.diagnostics
    assert MODEL_WORDS not in _row_text(store, result.interaction_id)


def test_failed_run_keeps_only_the_reason_id_of_a_skipped_check() -> None:
    """An extractor's message may quote the model; a failed run stores the reason id alone."""
    from tether.generate import Generation
    from tether.stored import failed_run_checks, failed_run_diagnostics
    from tether.verify.models import VerifyResult

    checks = failed_run_checks([{"check": "unsupported-claim", "decision": "skipped",
                                 "skipped": f"check-skipped: unreadable: could not read {MODEL_WORDS}"}])
    assert checks == [{"check": "unsupported-claim", "decision": "skipped", "skipped": "check-skipped: unreadable"}]
    gen = Generation(result=VerifyResult(status="failed"), correction=f"say {MODEL_WORDS}",
                     correction_checks=["unsupported-claim"])
    assert failed_run_diagnostics(gen) == {"attempts": [], "correctionChecks": ["unsupported-claim"]}


def test_completed_run_keeps_its_details(store: Store) -> None:  # noqa: F811
    result, _, _ = ask(store, "What is the registration fee in Germany?",
                       [contract("DE: the fee is 1 250 EUR.", ["fees-de#fee", "fees-de#made-up"])])
    assert result.status == "completed"
    row, _, _ = stored(store, result.interaction_id)
    assert row.violations == [v.wire() for v in result.violations] and row.violations[0]["detail"]
