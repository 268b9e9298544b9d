"""Seed 003's review record, the cited source beside each claim, and stale drafts.

A reviewer checks a claim, not the pipeline: for every citation the record holds
the one sentence of the answer that rests on it, the exact citation (uri#anchor,
sourceVersion, retrievedAt), the freshness the gate used, the source class (never
the labels: :func:`tether.gate.source_class`), the four questions answered yes /
no / unknown, the decision and the owner of any residual risk.

A draft is *stale* when a record it cites changed after it was written — a new
version, new content, expiry, or withdrawal — and the reviewer has to re-open the
new source before approving it (issue 14, item 3).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from datetime import datetime
from typing import Any, Literal

from pydantic import Field
from sqlalchemy import Connection, select

from .gate import source_class
from .models import Frozen
from .store.tables import fragments as Fragments
from .store.tables import source_records as SourceRecords
from .text import content_stems, sentences

Answer = Literal["yes", "no", "unknown"]
StaleReason = Literal["new-version", "content-changed", "expired", "withdrawn"]

QUESTIONS: dict[str, str] = {  # seed 003, in its order
    "version": "Is this the right version of the source?",
    "anchor": "Does the anchor hold exactly this condition, not a similar recommendation?",
    "neighbours": "Was no restriction lost from a neighbouring paragraph?",
    "policy": "Does the access and freshness policy allow this source in this context?",
}


class Questions(Frozen):
    """The four questions; anything not answered ``yes`` sends the candidate to the stop path."""

    version: Answer = "unknown"
    anchor: Answer = "unknown"
    neighbours: Answer = "unknown"
    policy: Answer = "unknown"

    def all_yes(self) -> bool:
        return all(getattr(self, q) == "yes" for q in QUESTIONS)

    def not_yes(self) -> list[str]:
        return [q for q in QUESTIONS if getattr(self, q) != "yes"]


class CitationRef(Frozen):
    fragment_id: str
    record_id: str
    corpus: str | None = None
    uri: str
    source_version: str
    content_hash: str | None = None
    retrieved_at: str


class Freshness(Frozen):
    published_at: str | None
    expires_at: str | None
    policy: str | None


class ReviewEntry(Frozen):
    """One citation's review record (seed 003's table)."""

    claim: str
    citation: CitationRef
    freshness: Freshness
    access: Literal["public", "restricted", "unknown"]
    questions: Questions
    decision: Literal["accept", "stop"]
    limitation: str | None = None
    reason: str | None = None
    residual_risk_owner: str


class Paragraph(Frozen):
    text: str
    highlight: bool = False  # one of the sentences the claim rests on


class SourceView(Frozen):
    """What a reviewer opens for one citation: the claim beside the exact anchored text."""

    citation: str
    claim: str
    uri: str
    version: str
    owner: str | None
    paragraphs: list[Paragraph] = []
    before: str | None = None  # the neighbouring fragments of the same record version
    after: str | None = None
    stale: StaleReason | None = None
    current_version: str | None = None  # the record's version now, when the draft is stale
    current: list[Paragraph] | None = Field(None, description="The current version's text, when stale and readable.")


def claim_for(answer: str, fragment_text: str) -> str:
    """The first answer sentence best held by the cited fragment — the share of its content
    stems the fragment has: one checkable sentence, not the whole answer."""
    source = set(content_stems(fragment_text))
    best, best_score = "", -1.0
    for sentence in sentences(answer) or [answer]:
        stems = set(content_stems(sentence))
        score = len(stems & source) / len(stems) if stems else 0.0
        if score > best_score:
            best, best_score = sentence, score
    return best


def supporting(claim: str, fragment_text: str) -> list[Paragraph]:
    """The fragment's sentences, each flagged when it shares the most stems with the claim."""
    stems = set(content_stems(claim))
    parts = sentences(fragment_text) or [fragment_text]
    scores = [len(set(content_stems(s)) & stems) for s in parts]
    top = max(scores, default=0)
    return [Paragraph(text=s, highlight=top > 0 and score == top) for s, score in zip(parts, scores, strict=True)]


def _version_row(conn: Connection, cite: Mapping[str, Any]) -> Any:
    q = select(SourceRecords).where(SourceRecords.c.record_id == cite["recordId"])
    if cite.get("corpus"):
        q = q.where(SourceRecords.c.corpus == cite["corpus"])
    if cite.get("contentHash"):
        q = q.where(SourceRecords.c.content_hash == cite["contentHash"])
    return conn.execute(q.order_by(SourceRecords.c.pk.desc()).limit(1)).first()


def _current_row(conn: Connection, cite: Mapping[str, Any]) -> Any:
    q = select(SourceRecords).where(SourceRecords.c.record_id == cite["recordId"], SourceRecords.c.current)
    if cite.get("corpus"):
        q = q.where(SourceRecords.c.corpus == cite["corpus"])
    return conn.execute(q.limit(1)).first()


def stale_reason(conn: Connection, cite: Mapping[str, Any], now: datetime) -> StaleReason | None:
    """Why the cited record version no longer stands, or None while it does."""
    current = _current_row(conn, cite)
    if current is None:
        return "withdrawn"
    if current.version != cite.get("version"):
        return "new-version"
    if cite.get("contentHash") and current.content_hash != cite["contentHash"]:
        return "content-changed"
    if current.expires_at is not None and current.expires_at <= now and current.policy != "historical":
        return "expired"
    return None


def staleness(conn: Connection, citations: Sequence[Mapping[str, Any]], now: datetime) -> dict[str, StaleReason]:
    """Every citation of a draft that went stale, with its reason."""
    found = {c["citation"]: stale_reason(conn, c, now) for c in citations}
    return {k: v for k, v in found.items() if v is not None}


def _fragment_text(conn: Connection, record_pk: int, position_offset: int, fragment_id: str) -> str | None:
    anchor = conn.execute(select(Fragments.c.position).where(
        Fragments.c.record_pk == record_pk, Fragments.c.fragment_id == fragment_id)).scalar()
    if anchor is None:
        return None
    return conn.execute(select(Fragments.c.text).where(
        Fragments.c.record_pk == record_pk, Fragments.c.position == anchor + position_offset)).scalar()


def source_views(conn: Connection, answer: str, citations: Sequence[Mapping[str, Any]], now: datetime,
                 current_readable: Iterable[str] = ()) -> list[SourceView]:
    """Each citation's claim beside its exact anchored text and its neighbours.

    Call only for a reviewer who may read the draft (:func:`tether.review.readable_by`):
    the cited versions are in its context. ``current_readable`` names the citations whose
    *current* version the reviewer may read too; only those show the new text.
    """
    readable_now = set(current_readable)
    views = []
    for cite in citations:
        row = _version_row(conn, cite)
        text = _fragment_text(conn, row.pk, 0, cite["citation"]) if row is not None else None
        claim = claim_for(answer, text or "")
        stale = stale_reason(conn, cite, now)
        view: dict[str, Any] = dict(citation=cite["citation"], claim=claim, uri=cite.get("uri") or "",
                                    version=cite.get("version") or "", owner=cite.get("owner"), stale=stale)
        if text is not None:
            view.update(paragraphs=supporting(claim, text),
                        before=_fragment_text(conn, row.pk, -1, cite["citation"]),
                        after=_fragment_text(conn, row.pk, 1, cite["citation"]))
        current = _current_row(conn, cite) if stale else None
        if current is not None:
            view["current_version"] = current.version
            new_text = _fragment_text(conn, current.pk, 0, cite["citation"])
            if cite["citation"] in readable_now and new_text is not None:
                view["current"] = supporting(claim, new_text)
        views.append(SourceView(**view))
    return views


def review_entries(conn: Connection, answer: str, citations: Sequence[Mapping[str, Any]], questions: Questions,
                   decision: Literal["accept", "stop"], *, limitation: str | None, reason: str | None,
                   residual_risk_owner: str | None) -> list[ReviewEntry]:
    """The stored review record: one entry per citation, each owned by a named person."""
    entries = []
    for cite in citations:
        row = _version_row(conn, cite)
        text = _fragment_text(conn, row.pk, 0, cite["citation"]) if row is not None else None
        entries.append(ReviewEntry(
            claim=claim_for(answer, text or ""),
            citation=CitationRef(fragment_id=cite["citation"], record_id=cite["recordId"], corpus=cite.get("corpus"),
                                 uri=cite.get("uri") or "", source_version=cite.get("version") or "",
                                 content_hash=cite.get("contentHash"), retrieved_at=cite.get("retrievedAt") or ""),
            freshness=Freshness(published_at=cite.get("publishedAt"), expires_at=cite.get("expiresAt"),
                                policy=cite.get("policy")),
            access=source_class(row.access) if row is not None else "unknown",
            questions=questions, decision=decision, limitation=limitation, reason=reason,
            residual_risk_owner=residual_risk_owner or cite.get("owner") or "unknown",
        ))
    return entries
