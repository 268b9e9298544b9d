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
from .store.schema import FragmentRow
from .store.search import Preference, document_fragments, search

DEFAULT_TOP_K = 5


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

    Ranked OR over the question's stems, ordered by preferences first (in the
    database, over every match): fragments of a document the question names
    come first, and a fragment of a different jurisdiction than the one asked
    about is not a candidate at all (a German fee must never answer a question
    about Poland). See :class:`tether.store.search.Preference`.
    """
    prefer = Preference(plan.document, plan.jurisdiction, plan.question_type == "historical")
    top = search(conn, plan.terms, corpora, top_k, prefer)
    if plan.document:
        # The document the question names is a candidate even where none of
        # its words match ("What does fees-de say?"); its matching fragments
        # keep their scores, the others rank after them at 0.
        found = {h.fragment_pk for h in top}
        named = [h for h in document_fragments(conn, corpora, top_k, prefer) if h.fragment_pk not in found]
        top = sorted([*top, *named], key=prefer.key)[:top_k]
    return [_candidate(h.row, round(h.score, 6)) for h in top]


# Built once: per-question statements differ only in their bound values.
_TEXTS = select(FragmentRow.pk, FragmentRow.text).where(FragmentRow.pk.in_(bindparam("pks", expanding=True)))


def _candidate(row, score: float) -> Candidate:  # type: ignore[no-untyped-def]
    return Candidate(
        fragment_pk=row.pk, fragment_id=row.fragment_id, document=row.document, anchor=row.anchor,
        record_id=row.record_id, version=row.version, owner=row.owner, title=row.title, uri=row.uri,
        published_at=row.published_at, expires_at=row.expires_at, access=tuple(row.access),
        policy=row.policy, jurisdiction=row.jurisdiction, lang=row.lang,
        entities=tuple(Entity.model_validate(e) for e in row.entities), score=score,
    )


def load_texts(conn: Connection, fragment_pks: Sequence[int]) -> dict[int, str]:
    """Fragment texts by primary key. Call it only with accepted fragments."""
    if not fragment_pks:
        return {}
    return {pk: text for pk, text in conn.execute(_TEXTS, {"pks": list(fragment_pks)})}
