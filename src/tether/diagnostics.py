"""The stored diagnostics of one interaction (`tether interactions show`, GET /v1/interactions/{id}).

Moved here from ``tether.cli.manage`` so the CLI and the HTTP service share it.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from sqlalchemy import select

from .access import readable_contexts
from .errors import NotFoundError
from .store.db import Store
from .store.schema import InteractionRow, MessageRow, ReviewDraftRow, SnapshotRow


def interaction_record(store: Store, interaction_id: str) -> dict[str, Any]:
    """Plan version, snapshot, provenance, checks and the stored message of one interaction."""
    with store.session() as session:
        row = session.get(InteractionRow, interaction_id)
        if row is None:
            raise NotFoundError(f"no interaction {interaction_id!r} in this database; pass the same --db as the ask")
        snap = session.scalar(select(SnapshotRow).where(SnapshotRow.interaction_id == interaction_id))
        message = session.scalar(select(MessageRow).where(MessageRow.interaction_id == interaction_id))
        draft = session.scalar(select(ReviewDraftRow).where(ReviewDraftRow.interaction_id == interaction_id))
        return {
            "interactionId": row.id, "status": row.status, "question": row.question,
            "principal": row.principal, "labels": row.labels, "provider": row.provider,
            "planVersion": row.plan_version, "plan": row.plan,
            "snapshot": {"retrievedAt": snap.retrieved_at.isoformat(), "planVersion": snap.plan_version,
                         "candidates": snap.candidates} if snap else None,
            "decision": row.decision, "violations": row.violations, "provenance": row.provenance,
            "contextRecords": row.context_records,
            "checks": row.checks, "diagnostics": row.diagnostics,
            "message": message.content if message else None,
            # Issue 14: the answer as the reader may have it now — none while a hold awaits review
            # (the message is written when a reviewer approves) — and where its review stands.
            "answer": message.content if message and row.status == "completed" else None,
            "review": _review(draft),
            "modelRequest": row.model_request,
            "createdAt": row.created_at.isoformat(),
            "finishedAt": row.finished_at.isoformat() if row.finished_at else None,
        }


def _review(draft: ReviewDraftRow | None) -> dict[str, Any] | None:
    if draft is None:
        return None
    status = "awaiting-review" if draft.status == "requires-human-verification" and draft.mode == "hold" \
        else draft.status
    return {"status": status, "draftId": draft.id, "mode": draft.mode, "reviewer": draft.reviewer,
            "reason": draft.reason, "decidedAt": draft.decided_at.isoformat() if draft.decided_at else None}


def interaction_readable(store: Store, labels: Iterable[str], record: dict[str, Any]) -> bool:
    """Whether a principal holding ``labels`` may read this stored interaction.

    Only what quotes records needs the labels: an interaction that stored no model
    text and no model request (a stop) shows nothing but ids and reasons.
    """
    if record["message"] is None and record["modelRequest"] is None:
        return True
    with store.connect() as conn:
        return bool(readable_contexts(conn, labels, {record["interactionId"]: record["contextRecords"]}))
