"""What a reviewer is shown: the queue and one draft beside its sources.

The CLI (`tether review list|show`), the API (`/v1/review/drafts…`) and the web
desk all call these, so each shows the same question, claim, stale flag and
cited text. Callers filter drafts with :func:`tether.review.readable_by` first;
the current version of a stale draft's record is shown only to a reviewer who
may read it too (its labels may have changed with it).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from datetime import datetime

from sqlalchemy import select

from .access import readable_contexts
from .models import Frozen
from .review import ReviewDraft
from .review_record import QUESTIONS, SourceView, claim_for, source_views, staleness
from .store.db import Store
from .store.schema import InteractionRow, SourceRecordRow


class QueueItem(Frozen):
    draft_id: str
    interaction_id: str
    status: str
    mode: str
    question: str
    claim: str
    records: list[str]  # recordId@version of each citation
    created_at: datetime
    age_hours: float
    stale: dict[str, str]  # citation → why it went stale


class DraftView(Frozen):
    draft: ReviewDraft
    question: str
    sources: list[SourceView]
    stale: dict[str, str]
    questions: dict[str, str] = dict(QUESTIONS)


def _questions(store: Store, drafts: Sequence[ReviewDraft]) -> dict[str, str]:
    with store.connect() as conn:
        return dict(conn.execute(select(InteractionRow.id, InteractionRow.question).where(
            InteractionRow.id.in_(sorted({d.interaction_id for d in drafts})))).all())


def queue(store: Store, drafts: Sequence[ReviewDraft], now: datetime) -> list[QueueItem]:
    """One row per draft: question, the first claim, records and versions, age, stale flag."""
    if not drafts:
        return []
    questions = _questions(store, drafts)
    items = []
    with store.connect() as conn:
        for d in drafts:
            stale = staleness(conn, d.citations, now) if d.status == "requires-human-verification" else {}
            answer = str(d.answer.get("answer", ""))
            items.append(QueueItem(
                draft_id=d.id, interaction_id=d.interaction_id, status=d.status, mode=d.mode,
                question=questions.get(d.interaction_id, ""), claim=claim_for(answer, ""),
                records=[f"{c['recordId']}@{c.get('version')}" for c in d.citations], created_at=d.created_at,
                age_hours=round((now - d.created_at).total_seconds() / 3600, 1), stale=dict(stale)))
    return items


def draft_view(store: Store, draft: ReviewDraft, labels: Iterable[str] | None, now: datetime) -> DraftView:
    """The draft with every citation's claim beside its exact source. ``labels`` None: the
    operator on the command line, who reads the database anyway."""
    with store.connect() as conn:
        stale = staleness(conn, draft.citations, now)
        current = _current_refs(conn, [c for c in draft.citations if c["citation"] in stale])
        if labels is None:
            readable_now = set(current)
        else:
            readable_now = readable_contexts(conn, labels, {k: [v] for k, v in current.items()})
        sources = source_views(conn, str(draft.answer.get("answer", "")), draft.citations, now, readable_now)
    return DraftView(draft=draft, question=_questions(store, [draft]).get(draft.interaction_id, ""),
                     sources=sources, stale=dict(stale))


def _current_refs(conn, citations: Sequence[dict]) -> dict[str, dict]:
    """The current version of each stale citation's record, as a context reference."""
    refs = {}
    for c in citations:
        q = select(SourceRecordRow.corpus, SourceRecordRow.version, SourceRecordRow.content_hash).where(
            SourceRecordRow.record_id == c["recordId"], SourceRecordRow.current)
        if c.get("corpus"):
            q = q.where(SourceRecordRow.corpus == c["corpus"])
        row = conn.execute(q.limit(1)).first()
        if row is not None:
            refs[c["citation"]] = {"corpus": row.corpus, "recordId": c["recordId"], "version": row.version,
                                   "contentHash": row.content_hash}
    return refs
