"""Retrieve: ranked candidates from full-text search. A score ranks; it is never evidence.

Candidates carry a fragment's metadata only. Its text is loaded later, and
only for fragments the gate accepted (:func:`load_texts`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import Connection, bindparam, select

from .models import Entity
from .plan import Plan
from .store.schema import FragmentRow, SourceRecordRow
from .store.search import Hit, search

DEFAULT_TOP_K = 5
_POOL = 60  # hits read before preferences re-rank them down to top k


@dataclass(frozen=True, slots=True)
class Candidate:
    fragment_pk: int
    fragment_id: str
    document: str
    anchor: str | None
    record_id: str
    version: str
    owner: str
    title: str | None
    uri: str | None
    published_at: datetime
    expires_at: datetime | None
    access: tuple[str, ...]
    policy: str | None
    jurisdiction: str | None
    lang: str | None
    entities: tuple[Entity, ...]
    score: float


def retrieve(
    conn: Connection,
    plan: Plan,
    corpora: Sequence[str] | None,
    top_k: int = DEFAULT_TOP_K,
) -> list[Candidate]:
    """The top ``top_k`` candidates for ``plan``.

    Ranked OR over the question's stems; then preferences re-rank the pool:
    fragments of a document the question names come first, and a fragment of
    a different jurisdiction than the one asked about is not a candidate at all
    (a German fee must never answer a question about Poland).
    """
    pool = {h.fragment_pk: h for h in search(conn, plan.terms, corpora, _POOL)}
    if plan.document:
        # The document the question names is a candidate even where none of
        # its words match ("What does fees-de say?"); its matching fragments
        # keep their scores, the others rank after them at 0.
        for hit in _document_fragments(conn, plan.document, corpora):
            pool.setdefault(hit.fragment_pk, hit)
    hits = list(pool.values())
    if plan.jurisdiction:
        hits = [h for h in hits if h.jurisdiction in (None, plan.jurisdiction)]

    def rank(hit: Hit) -> tuple:
        return (
            hit.document != plan.document if plan.document else False,
            hit.jurisdiction != plan.jurisdiction if plan.jurisdiction else False,
            plan.question_type == "historical" and hit.policy != "historical",
            -hit.score,
            hit.fragment_pk,
        )

    # Metadata for the top k only; never the text: that waits for the gate.
    top = sorted(hits, key=rank)[:top_k]
    if not top:
        return []
    metadata = {row.pk: row for row in conn.execute(_METADATA, {"pks": [h.fragment_pk for h in top]})}
    return [_candidate(metadata[h.fragment_pk], h.score) for h in top]


# Built once: per-question statements differ only in their bound values.
_IN_POOL = FragmentRow.pk.in_(bindparam("pks", expanding=True))
_METADATA = (
    select(
        FragmentRow.pk, FragmentRow.fragment_id, FragmentRow.document, FragmentRow.anchor,
        SourceRecordRow.record_id, SourceRecordRow.version, SourceRecordRow.owner, SourceRecordRow.title,
        SourceRecordRow.uri, SourceRecordRow.published_at, SourceRecordRow.expires_at, SourceRecordRow.access,
        SourceRecordRow.policy, SourceRecordRow.jurisdiction, SourceRecordRow.lang, SourceRecordRow.entities,
    )
    .join(SourceRecordRow, SourceRecordRow.pk == FragmentRow.record_pk)
    .where(_IN_POOL)
)
_TEXTS = select(FragmentRow.pk, FragmentRow.text).where(_IN_POOL)


def _candidate(row, score: float) -> Candidate:  # type: ignore[no-untyped-def]
    return Candidate(
        fragment_pk=row.pk, fragment_id=row.fragment_id, document=row.document, anchor=row.anchor,
        record_id=row.record_id, version=row.version, owner=row.owner, title=row.title, uri=row.uri,
        published_at=row.published_at, expires_at=row.expires_at, access=tuple(row.access),
        policy=row.policy, jurisdiction=row.jurisdiction, lang=row.lang,
        entities=tuple(Entity.model_validate(e) for e in row.entities), score=score,
    )


def _document_fragments(conn: Connection, document: str, corpora: Sequence[str] | None) -> list[Hit]:
    """The named document's current fragments, as hits scored 0."""
    q = (select(FragmentRow.pk, FragmentRow.document, SourceRecordRow.jurisdiction, SourceRecordRow.policy)
         .join(SourceRecordRow, SourceRecordRow.pk == FragmentRow.record_pk)
         .where(FragmentRow.document == document, FragmentRow.current))
    if corpora is not None:
        q = q.where(FragmentRow.corpus.in_(corpora))
    rows = conn.execute(q.order_by(FragmentRow.position).limit(_POOL))
    return [Hit(pk, 0.0, doc, jurisdiction, policy) for pk, doc, jurisdiction, policy in rows]


def load_texts(conn: Connection, fragment_pks: Sequence[int]) -> dict[int, str]:
    """Fragment texts by primary key. Call it only with accepted fragments."""
    if not fragment_pks:
        return {}
    return {pk: text for pk, text in conn.execute(_TEXTS, {"pks": list(fragment_pks)})}
