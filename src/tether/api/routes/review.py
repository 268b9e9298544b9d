"""Review drafts (seed 003): list, show, approve, reject. Scope ``review``.

A draft holds answer text taken from its cited records, so a reviewer sees
only drafts whose every cited record they could read themselves; any other
draft is reported exactly like a missing one. Without this, a ``public``
reviewer would read answers drawn from ``restricted-legal`` records.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal

from fastapi import APIRouter, Query

from ...errors import ApiError, NotFoundError, UsageError
from ...principals import Principal
from ...review import PENDING, ReviewDraft, decide, get_draft, list_drafts, readable_by
from ...store.db import Store
from ..auth import DepsDep, Reviewer
from ..errors import errors
from ..models import RejectBody

router = APIRouter(prefix="/v1/review/drafts", tags=["review"])

StatusFilter = Literal["requires-human-verification", "approved", "rejected", "all"]
MISSING = "no such review draft; GET /v1/review/drafts lists the ones you may review"


def readable(store: Store, reviewer: Principal, drafts: list[ReviewDraft]) -> list[ReviewDraft]:
    return readable_by(store, reviewer.labels, drafts)


@router.get("", response_model=list[ReviewDraft], responses=errors(401, 403, 422),
            summary="List the review drafts you may review (pending by default)")
def list_(deps: DepsDep, reviewer: Reviewer, status: StatusFilter = Query(PENDING)) -> list[dict]:
    drafts = list_drafts(deps.store, None if status == "all" else status)
    return [d.wire() for d in readable(deps.store, reviewer, drafts)]


@router.get("/{draft_id}", response_model=ReviewDraft, responses=errors(401, 403, 404, 422),
            summary="One draft with its answer, citations and the four review steps")
def show(draft_id: str, deps: DepsDep, reviewer: Reviewer) -> dict:
    return _visible(deps.store, reviewer, draft_id).wire()


@router.post("/{draft_id}/approve", response_model=ReviewDraft, responses=errors(401, 403, 404, 409, 422),
             summary="Approve a draft after following its four steps")
def approve(draft_id: str, deps: DepsDep, reviewer: Reviewer) -> dict:
    _visible(deps.store, reviewer, draft_id)
    return _decided(lambda: decide(deps.store, draft_id, "approved"))


@router.post("/{draft_id}/reject", response_model=ReviewDraft, responses=errors(401, 403, 404, 409, 413, 422),
            
             summary="Reject one draft (only that draft changes)")
def reject(draft_id: str, body: RejectBody, deps: DepsDep, reviewer: Reviewer) -> dict:
    _visible(deps.store, reviewer, draft_id)
    return _decided(lambda: decide(deps.store, draft_id, "rejected", body.reason))


def _visible(store: Store, reviewer: Principal, draft_id: str) -> ReviewDraft:
    try:
        draft = get_draft(store, draft_id)
    except NotFoundError:
        raise ApiError(404, "not-found", MISSING) from None
    if not readable(store, reviewer, [draft]):
        raise ApiError(404, "not-found", MISSING)
    return draft


def _decided(change: Callable[[], ReviewDraft]) -> dict:
    try:
        return change().wire()
    except NotFoundError:
        raise ApiError(404, "not-found", MISSING) from None
    except UsageError as exc:  # a decision is final
        raise ApiError(409, "conflict", str(exc)) from None
