"""GET /v1/audit/{record_id}: every stored answer that cited the record. Scope ``review``.

Only ids, versions and statuses — no text; still, a principal who may not read every
stored version of the record learns nothing of it: that is reported like a missing record.
"""

from __future__ import annotations

from fastapi import APIRouter, Query

from ...audit import DEFAULT_LIMIT, MAX_LIMIT, AuditReport, audit, may_audit
from ...errors import ApiError
from ..auth import DepsDep, Reviewer
from ..errors import errors

router = APIRouter(prefix="/v1/audit", tags=["review"])


@router.get("/{record_id}", response_model=AuditReport, responses=errors(401, 403, 404, 422),
            summary="Every stored answer that cited any version of a record, newest first, with its status")
def audit_record(record_id: str, deps: DepsDep, reviewer: Reviewer,
                 limit: int = Query(DEFAULT_LIMIT, ge=1, le=MAX_LIMIT)) -> dict:
    if not may_audit(deps.store, reviewer.labels, record_id):
        raise ApiError(404, "not-found", f"no record {record_id!r} you may audit")
    return audit(deps.store, record_id, limit=limit).wire()
