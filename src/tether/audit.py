"""Provenance recall (issue 14, item 3): every stored answer that cited a record.

An owner who corrects a rule needs every answer that quoted the old one. Each
stored answer's citations are rows of ``answer_citations`` (written with the
answer, in the same transaction), indexed by record id, so the lookup does not
read every interaction; the answers come back newest first with their
interaction's status and their review's status, and never with text.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime

from sqlalchemy import func, select

from .access import readable_contexts
from .errors import InputError
from .models import Frozen
from .store.db import Store
from .store.schema import CitationRow, InteractionRow, ReviewDraftRow, SourceRecordRow

DEFAULT_LIMIT = 1000  # answers listed per call: enough for a screen, bounded for a hot record
MAX_LIMIT = 10_000


class AuditAnswer(Frozen):
    interaction_id: str
    corpus: str
    version: str
    content_hash: str
    fragment_id: str
    created_at: datetime
    status: str  # the interaction's: completed, or stopped once a reviewer rejected it
    review: str | None  # the draft's: requires-human-verification, approved, rejected
    current: bool  # whether the cited version is still the record's current one


class AuditReport(Frozen):
    record_id: str
    total: int
    answers: list[AuditAnswer]


def _check_limit(limit: int) -> int:
    if not 1 <= limit <= MAX_LIMIT:
        raise InputError("limit", f"{limit} is outside 1–{MAX_LIMIT}")
    return limit


def audit(store: Store, record_id: str, *, limit: int = DEFAULT_LIMIT) -> AuditReport:
    """Every stored answer citing any version of ``record_id`` (newest first, at most ``limit``)."""
    _check_limit(limit)
    q = (select(CitationRow.interaction_id, CitationRow.corpus, CitationRow.version, CitationRow.content_hash,
                CitationRow.fragment_id, CitationRow.created_at, InteractionRow.status,
                ReviewDraftRow.status.label("review"))
         .join(InteractionRow, InteractionRow.id == CitationRow.interaction_id)
         .outerjoin(ReviewDraftRow, ReviewDraftRow.interaction_id == CitationRow.interaction_id)
         .where(CitationRow.record_id == record_id)
         .order_by(CitationRow.created_at.desc(), CitationRow.pk.desc()).limit(limit))
    with store.connect() as conn:
        total = conn.scalar(select(func.count()).select_from(CitationRow).where(CitationRow.record_id == record_id))
        hashes = set(conn.scalars(select(SourceRecordRow.content_hash).where(
            SourceRecordRow.record_id == record_id, SourceRecordRow.current)))
        rows = conn.execute(q).all()
    return AuditReport(record_id=record_id, total=total or 0, answers=[
        AuditAnswer(interaction_id=r.interaction_id, corpus=r.corpus, version=r.version, content_hash=r.content_hash,
                    fragment_id=r.fragment_id, created_at=r.created_at, status=r.status, review=r.review,
                    current=r.content_hash in hashes) for r in rows])


def may_audit(store: Store, labels: Iterable[str], record_id: str) -> bool:
    """Whether a principal holding ``labels`` may read every stored version of the record
    (the gate's rule, through :mod:`tether.access`): only then may they list its citations."""
    with store.connect() as conn:
        return bool(readable_contexts(conn, labels, {record_id: [{"recordId": record_id}]}))
