"""Review drafts (seed 003): list, show, approve, reject. Scope ``review``.

A draft holds answer text taken from its cited records, so a reviewer sees
only drafts whose every cited record they could read themselves; any other
draft is reported exactly like a missing one. Without this, a ``public``
reviewer would read answers drawn from ``restricted-legal`` records.
The reviewer who decides is the key's principal, recorded with the decision.
"""

from __future__ import annotations

from typing import Literal

from fastapi import APIRouter, Query

from ...errors import ApiError, InputError, NotFoundError, ReviewConflictError
from ...principals import Principal
from ...review import PENDING, ReviewDecision, ReviewDraft, decide, get_draft, list_drafts, readable_by
from ...review_record import Questions
from ...review_view import DraftView, QueueItem, draft_view, queue
from ...store.db import Store
from ..auth import DepsDep, Reviewer
from ..errors import errors
from ..models import ApproveBody, RejectBody

router = APIRouter(prefix="/v1/review", tags=["review"])

StatusFilter = Literal["requires-human-verification", "approved", "rejected", "all"]
MISSING = "no such review draft; GET /v1/review/drafts lists the ones you may review"


def readable(store: Store, reviewer: Principal, drafts: list[ReviewDraft]) -> list[ReviewDraft]:
    return readable_by(store, reviewer.labels, drafts)


@router.get("/drafts", response_model=list[ReviewDraft], responses=errors(401, 403, 422),
            summary="List the review drafts you may review (pending by default)")
def list_(deps: DepsDep, reviewer: Reviewer, status: StatusFilter = Query(PENDING)) -> list[dict]:
    drafts = list_drafts(deps.store, None if status == "all" else status)
    return [d.wire() for d in readable(deps.store, reviewer, drafts)]


@router.get("/queue", response_model=list[QueueItem], responses=errors(401, 403, 422),
            summary="The review queue: question, claim, records, age and stale flag of each draft you may review")
def queue_(deps: DepsDep, reviewer: Reviewer, status: StatusFilter = Query(PENDING)) -> list[dict]:
    drafts = readable(deps.store, reviewer, list_drafts(deps.store, None if status == "all" else status))
    return [i.wire() for i in queue(deps.store, drafts, deps.clock())]


@router.get("/drafts/{draft_id}", response_model=ReviewDraft, responses=errors(401, 403, 404, 422),
            summary="One draft with its answer, citations, the four review steps and its review record")
def show(draft_id: str, deps: DepsDep, reviewer: Reviewer) -> dict:
    return _visible(deps.store, reviewer, draft_id).wire()


@router.get("/drafts/{draft_id}/sources", response_model=DraftView, responses=errors(401, 403, 404, 422),
            summary="The draft's claims beside the exact cited text, neighbours and stale flag")
def sources(draft_id: str, deps: DepsDep, reviewer: Reviewer) -> dict:
    draft = _visible(deps.store, reviewer, draft_id)
    return draft_view(deps.store, draft, reviewer.labels, deps.clock()).wire()


@router.post("/drafts/{draft_id}/approve", response_model=ReviewDraft,
             responses=errors(401, 403, 404, 409, 413, 422),
             summary="Approve a draft: all four questions yes; a held answer is delivered")
def approve(draft_id: str, deps: DepsDep, reviewer: Reviewer, body: ApproveBody | None = None) -> dict:
    body = body or ApproveBody()
    _visible(deps.store, reviewer, draft_id)
    return _decided(deps.store, draft_id, reviewer, lambda: ReviewDecision(
        status="approved", questions=Questions(**body.questions.model_dump()), limitation=body.limitation,
        residual_risk_owner=body.residual_risk_owner, reopened=body.reopened), deps.clock)


@router.post("/drafts/{draft_id}/reject", response_model=ReviewDraft,
             responses=errors(401, 403, 404, 409, 413, 422),
             summary="Reject one draft: its interaction becomes a stop routed to the record's owner")
def reject(draft_id: str, body: RejectBody, deps: DepsDep, reviewer: Reviewer) -> dict:
    _visible(deps.store, reviewer, draft_id)
    return _decided(deps.store, draft_id, reviewer, lambda: ReviewDecision(
        status="rejected", questions=Questions(**body.questions.model_dump()), reason=body.reason,
        residual_risk_owner=body.residual_risk_owner), deps.clock)


def _visible(store: Store, reviewer: Principal, draft_id: str) -> ReviewDraft:
    try:
        draft = get_draft(store, draft_id)
    except NotFoundError:
        raise ApiError(404, "not-found", MISSING) from None
    if not readable(store, reviewer, [draft]):
        raise ApiError(404, "not-found", MISSING)
    return draft


def _decided(store: Store, draft_id: str, reviewer: Principal, decision, clock) -> dict:
    try:
        # Keys always name their principal; an anonymous one is recorded as such, never as null.
        return decide(store, draft_id, decision(), reviewer=reviewer.name or "anonymous", clock=clock).wire()
    except InputError as exc:
        raise ApiError(422, "invalid-input", str(exc), field=exc.field) from None
    except NotFoundError:
        raise ApiError(404, "not-found", MISSING) from None
    except ReviewConflictError as exc:  # decided already, or stale
        raise ApiError(409, "conflict", str(exc)) from None
