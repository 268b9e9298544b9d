"""Review drafts (seed 003): an accepted answer waits for a human.

A draft never becomes a fact by itself: a reviewer opens the source outside
the model, answers seed 003's four questions for every citation, and only when
every answer is "yes" may approve. Any "no" or "unknown" sends the candidate
back to the stop path: a rejection, with the reviewer's reason, turns the
interaction into a stop routed to the cited records' owners. A decision changes
that draft and its interaction only — never a source, a record or another draft.

Under the ``hold`` policy (:mod:`tether.review_policy`) the answer is stored only
in its draft; approval is what delivers it (the assistant message is written then).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any, Literal

from pydantic import Field, model_validator
from sqlalchemy import insert, select

from .access import readable_contexts
from .errors import InputError, NotFoundError, ReviewConflictError
from .gate import STOP_CODE
from .models import Frozen
from .review_record import QUESTIONS, Questions, ReviewEntry, review_entries, staleness
from .review_summary import (
    AWAITING,
    MAX_REASON,
    PENDING,
    REVIEW_STEPS,
    DraftStatus,
    ReviewSummary,
)
from .store.db import Store

if TYPE_CHECKING:  # drafts are read as ORM rows, imported where read: a question writes one on Core
    from .store.schema import ReviewDraftRow

class ReviewDraft(Frozen):
    id: str
    interaction_id: str
    principal: str | None  # who asked
    status: DraftStatus
    answer: dict
    citations: list[dict]
    steps: list[str]
    reason: str | None
    created_at: datetime
    decided_at: datetime | None
    mode: Literal["annotate", "hold"] = "annotate"
    reviewer: str | None = None  # who decided
    record: list[ReviewEntry] | None = None  # seed 003's review record, once decided


class ReviewDecision(Frozen):
    """What a reviewer decides, from the CLI, the API or the desk alike."""

    status: Literal["approved", "rejected"]
    questions: Questions = Questions()
    reason: str | None = Field(None, max_length=MAX_REASON)
    limitation: str | None = Field(None, max_length=MAX_REASON)
    residual_risk_owner: str | None = Field(None, max_length=256)
    reopened: bool = False  # the reviewer opened the current version of a stale draft's sources

    @model_validator(mode="after")
    def _coherent(self) -> ReviewDecision:
        if self.status == "rejected" and not (self.reason and self.reason.strip()):
            raise InputError("reason", "say why the draft is rejected")
        if self.status == "approved" and not self.questions.all_yes():
            raise InputError(
                f"questions.{self.questions.not_yes()[0]}",
                "answered " + ", ".join(f"{q}={getattr(self.questions, q)}" for q in self.questions.not_yes())
                + "; only four 'yes' approve — a 'no' or 'unknown' sends the draft to the stop path: reject it "
                  "with a reason")
        return self


def _draft(row: ReviewDraftRow) -> ReviewDraft:
    return ReviewDraft(
        id=row.id, interaction_id=row.interaction_id, principal=row.principal,
        status=row.status,
        answer=row.answer, citations=row.citations, steps=row.steps, reason=row.reason,
        created_at=row.created_at, decided_at=row.decided_at,
        mode=row.mode or "annotate",
        reviewer=row.reviewer, record=row.record,
    )


def readable_by(store: Store, labels: Iterable[str], drafts: list[ReviewDraft]) -> list[ReviewDraft]:
    """The drafts whose every context record the reader may read (the gate's rule).

    A draft's answer may quote any record the model was shown, not only the ones
    it cites, so the labels of every record version in its interaction's context
    guard it (:mod:`tether.access`); an unknown context hides the draft.
    """
    from .store.schema import InteractionRow

    if not drafts:
        return []
    iids = sorted({d.interaction_id for d in drafts})
    with store.connect() as conn:
        contexts: dict[str, list[dict[str, Any]] | None] = dict(conn.execute(
            select(InteractionRow.id, InteractionRow.context_records).where(InteractionRow.id.in_(iids))).all())
        readable = readable_contexts(conn, labels, contexts)
    return [d for d in drafts if d.interaction_id in readable]


def list_drafts(store: Store, status: str | None = PENDING, principal: str | None = None) -> list[ReviewDraft]:
    from .store.schema import ReviewDraftRow

    with store.session() as session:
        q = select(ReviewDraftRow).order_by(ReviewDraftRow.created_at)
        if status:
            q = q.where(ReviewDraftRow.status == status)
        if principal is not None:
            q = q.where(ReviewDraftRow.principal == principal)
        return [_draft(r) for r in session.scalars(q)]


def get_draft(store: Store, draft_id: str) -> ReviewDraft:
    from .store.schema import ReviewDraftRow

    with store.session() as session:
        row = session.get(ReviewDraftRow, draft_id)
        if row is None:
            raise NotFoundError(f"no review draft {draft_id!r}; `tether review list` shows the open ones")
        return _draft(row)


def stale_citations(store: Store, draft: ReviewDraft, now: datetime) -> dict[str, str]:
    """The draft's citations whose record changed, expired or was withdrawn since, with why."""
    with store.connect() as conn:
        return dict(staleness(conn, draft.citations, now))


def decide(store: Store, draft_id: str, decision: ReviewDecision, *, reviewer: str,
           clock: Callable[[], datetime] = lambda: datetime.now(UTC)) -> ReviewDraft:
    """Record one reviewer's decision on one pending draft, with seed 003's review record.

    Approval delivers a held answer; rejection turns the interaction into a stop.
    """
    from .store.schema import InteractionRow, MessageRow, ReviewDraftRow

    now = clock()
    with store.session() as session:
        row = session.get(ReviewDraftRow, draft_id, with_for_update=True)
        if row is None:
            raise NotFoundError(f"no review draft {draft_id!r}; `tether review list` shows the open ones")
        if row.status != PENDING:
            raise ReviewConflictError(f"draft {draft_id} is already {row.status}; a decision is final")
        conn = session.connection()
        stale = staleness(conn, row.citations, now)
        if decision.status == "approved" and stale and not decision.reopened:
            which = ", ".join(f"{c} ({why})" for c, why in sorted(stale.items()))
            raise ReviewConflictError(
                f"draft {draft_id} is stale: {which}; open the current source (`tether review show {draft_id}`) "
                "and approve again saying you re-opened it (--reopened), or reject it")
        answer_text = str((row.answer or {}).get("answer", ""))
        accepted = decision.status == "approved"
        row.record = [e.wire() for e in review_entries(
            conn, answer_text, row.citations, decision.questions, "accept" if accepted else "stop",
            limitation=decision.limitation, reason=decision.reason,
            residual_risk_owner=decision.residual_risk_owner)]
        row.status, row.reason, row.decided_at, row.reviewer = decision.status, decision.reason, now, reviewer
        interaction = session.get(InteractionRow, row.interaction_id)
        if accepted and row.mode == "hold":
            session.execute(insert(MessageRow), dict(interaction_id=row.interaction_id, role="assistant",
                                                      content=row.answer, created_at=now))
        if not accepted and interaction is not None:
            interaction.status = "stopped"
            interaction.decision = _review_stop(interaction.question, row.citations, decision, reviewer, now)
        session.flush()
        return _draft(row)


def _review_stop(question: str, citations: list[dict], decision: ReviewDecision, reviewer: str,
                 now: datetime) -> dict:
    """The stop a rejection leaves (CONTRACTS §2's code and keys, plus an optional ``review``):
    the reviewer's reason, routed to the owners of the cited records."""
    owners = list(dict.fromkeys(c.get("owner") or "unknown" for c in citations))
    return {
        "code": STOP_CODE, "query": question, "rejected": [],
        "review": {"reason": decision.reason, "reviewer": reviewer, "decidedAt": now.isoformat(),
                   "routedTo": decision.residual_risk_owner or (owners[0] if owners else "unknown"),
                   "owners": owners, "unanswered": decision.questions.not_yes(),
                   "records": [{"recordId": c["recordId"], "version": c.get("version"), "owner": c.get("owner")}
                               for c in citations]},
    }


__all__ = ["AWAITING", "PENDING", "QUESTIONS", "REVIEW_STEPS", "ReviewDecision", "ReviewDraft", "ReviewSummary",
           "decide", "get_draft", "list_drafts", "readable_by", "stale_citations"]
