"""Review drafts (seed 003): an accepted answer waits for a human.

A draft never becomes a fact by itself: a reviewer opens the source outside
the model, compares the claim with the exact anchor, confirms access and
freshness with the owner, and only then approves. Rejecting a draft changes
that draft only — never a source, a record or another draft.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import UTC, datetime
from typing import Any, Literal

from sqlalchemy import select

from .access import readable_contexts
from .errors import NotFoundError, UsageError
from .models import Frozen
from .store.db import Store
from .store.schema import InteractionRow, ReviewDraftRow

DraftStatus = Literal["requires-human-verification", "approved", "rejected"]
PENDING: DraftStatus = "requires-human-verification"

REVIEW_STEPS: tuple[str, ...] = (
    "Open the cited source outside the model (its URI at the cited version).",
    "Compare the claim with the exact anchor: the same version, the same condition, "
    "no limitation lost from a neighbouring paragraph.",
    "Confirm the access and freshness policy with the source owner.",
    "Save the answer together with its citation.",
)


class ReviewSummary(Frozen):
    """The ``review`` object of an answer."""

    status: DraftStatus = PENDING
    steps: list[str] = list(REVIEW_STEPS)
    draft_id: str | None = None


class ReviewDraft(Frozen):
    id: str
    interaction_id: str
    principal: str | None
    status: DraftStatus
    answer: dict
    citations: list[dict]
    steps: list[str]
    reason: str | None
    created_at: datetime
    decided_at: datetime | None


def _draft(row: ReviewDraftRow) -> ReviewDraft:
    return ReviewDraft(
        id=row.id,
        interaction_id=row.interaction_id,
        principal=row.principal,
        status=row.status,
        answer=row.answer,
        citations=row.citations,
        steps=row.steps,
        reason=row.reason,
        created_at=row.created_at,
        decided_at=row.decided_at,
    )


def readable_by(store: Store, labels: Iterable[str], drafts: list[ReviewDraft]) -> list[ReviewDraft]:
    """The drafts whose every context record the reader may read (the gate's rule).

    A draft's answer may quote any record the model was shown, not only the ones
    it cites, so the labels of every record version in its interaction's context
    guard it (:mod:`tether.access`); an unknown context hides the draft.
    """
    if not drafts:
        return []
    iids = sorted({d.interaction_id for d in drafts})
    with store.connect() as conn:
        contexts: dict[str, list[dict[str, Any]] | None] = dict(conn.execute(
            select(InteractionRow.id, InteractionRow.context_records).where(InteractionRow.id.in_(iids))).all())
        readable = readable_contexts(conn, labels, contexts)
    return [d for d in drafts if d.interaction_id in readable]


def list_drafts(store: Store, status: str | None = PENDING, principal: str | None = None) -> list[ReviewDraft]:
    with store.session() as session:
        q = select(ReviewDraftRow).order_by(ReviewDraftRow.created_at)
        if status:
            q = q.where(ReviewDraftRow.status == status)
        if principal is not None:
            q = q.where(ReviewDraftRow.principal == principal)
        return [_draft(r) for r in session.scalars(q)]


def get_draft(store: Store, draft_id: str) -> ReviewDraft:
    with store.session() as session:
        row = session.get(ReviewDraftRow, draft_id)
        if row is None:
            raise NotFoundError(f"no review draft {draft_id!r}; `tether review list` shows the open ones")
        return _draft(row)


def decide(
    store: Store, draft_id: str, status: Literal["approved", "rejected"], reason: str | None = None
) -> ReviewDraft:
    """Approve or reject one pending draft. Touches that draft only."""
    if status == "rejected" and not (reason and reason.strip()):
        raise UsageError("--reason: say why the draft is rejected")
    with store.session() as session:
        row = session.get(ReviewDraftRow, draft_id)
        if row is None:
            raise NotFoundError(f"no review draft {draft_id!r}; `tether review list` shows the open ones")
        if row.status != PENDING:
            raise UsageError(f"draft {draft_id} is already {row.status}; a decision is final")
        row.status = status
        row.reason = reason
        row.decided_at = datetime.now(UTC)
        session.flush()
        return _draft(row)
