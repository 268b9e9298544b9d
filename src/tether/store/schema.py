"""ORM classes, mapped onto the Core tables of :mod:`tether.store.tables`.

For the code that works with rows as objects (principals, review drafts, diagnostics,
Alembic's view of the schema). The per-question path uses the tables themselves, so
`tether ask` does not import ``sqlalchemy.orm`` (issue 15: start-up). The annotations
type the attributes; the columns, their types and constraints are the tables'.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy.orm import DeclarativeBase, Mapped

from . import tables
from .tables import UTCDateTime

__all__ = ["Base", "CitationRow", "FactRow", "FragmentRow", "FragmentSearchRow", "InteractionRow", "MessageRow",
           "PrincipalRow", "ReviewDraftRow", "SnapshotRow", "SourceRecordRow", "StoreStateRow", "UTCDateTime"]


class Base(DeclarativeBase):
    metadata = tables.METADATA


class SourceRecordRow(Base):
    __table__ = tables.source_records

    pk: Mapped[int]
    corpus: Mapped[str]
    record_id: Mapped[str]
    version: Mapped[str]
    content_hash: Mapped[str]
    path: Mapped[str]
    document: Mapped[str]
    title: Mapped[str | None]
    owner: Mapped[str]
    uri: Mapped[str | None]
    published_at: Mapped[datetime]
    expires_at: Mapped[datetime | None]
    access: Mapped[list[Any]]
    policy: Mapped[str | None]
    jurisdiction: Mapped[str | None]
    lang: Mapped[str | None]
    entities: Mapped[list[Any]]
    current: Mapped[bool]
    ingested_at: Mapped[datetime]
    superseded_at: Mapped[datetime | None]


class FragmentRow(Base):
    __table__ = tables.fragments

    pk: Mapped[int]
    record_pk: Mapped[int]
    corpus: Mapped[str]
    fragment_id: Mapped[str]
    document: Mapped[str]
    anchor: Mapped[str | None]
    heading: Mapped[str | None]
    position: Mapped[int]
    text: Mapped[str]
    index_text: Mapped[str]
    lang: Mapped[str | None]
    current: Mapped[bool]


class FragmentSearchRow(Base):
    __table__ = tables.fragment_search

    pk: Mapped[int]
    corpus: Mapped[str]
    document: Mapped[str]
    jurisdiction: Mapped[str | None]
    historical: Mapped[bool]
    current: Mapped[bool]


class FactRow(Base):
    __table__ = tables.facts

    pk: Mapped[int]
    fragment_pk: Mapped[int | None]
    source: Mapped[str]
    record_id: Mapped[str | None]
    anchor: Mapped[str | None]
    kind: Mapped[str]
    value: Mapped[str]
    unit: Mapped[str | None]
    surface: Mapped[str]
    retrieved_at: Mapped[datetime]


class PrincipalRow(Base):
    __table__ = tables.principals

    pk: Mapped[int]
    name: Mapped[str]
    labels: Mapped[list[Any]]
    scopes: Mapped[list[Any]]
    key_hash: Mapped[str | None]
    created_at: Mapped[datetime]


class InteractionRow(Base):
    __table__ = tables.interactions

    id: Mapped[str]
    principal: Mapped[str | None]
    labels: Mapped[list[Any]]
    question: Mapped[str]
    status: Mapped[str]
    provider: Mapped[str]
    plan_version: Mapped[str]
    plan: Mapped[dict[str, Any]]
    decision: Mapped[dict[str, Any] | None]
    violations: Mapped[list[Any]]
    provenance: Mapped[list[Any]]
    context_records: Mapped[list[Any] | None]
    checks: Mapped[list[Any]]
    diagnostics: Mapped[dict[str, Any]]
    model_request: Mapped[dict[str, Any] | None]
    created_at: Mapped[datetime]
    finished_at: Mapped[datetime | None]


class SnapshotRow(Base):
    __table__ = tables.snapshots

    pk: Mapped[int]
    interaction_id: Mapped[str]
    retrieved_at: Mapped[datetime]
    plan_version: Mapped[str]
    candidates: Mapped[list[Any]]


class MessageRow(Base):
    __table__ = tables.messages

    pk: Mapped[int]
    interaction_id: Mapped[str]
    role: Mapped[str]
    content: Mapped[dict[str, Any]]
    created_at: Mapped[datetime]


class ReviewDraftRow(Base):
    __table__ = tables.review_drafts

    id: Mapped[str]
    interaction_id: Mapped[str]
    principal: Mapped[str | None]
    status: Mapped[str]
    answer: Mapped[dict[str, Any]]
    citations: Mapped[list[Any]]
    steps: Mapped[list[Any]]
    reason: Mapped[str | None]
    created_at: Mapped[datetime]
    decided_at: Mapped[datetime | None]
    mode: Mapped[str]
    reviewer: Mapped[str | None]
    record: Mapped[list[Any] | None]


class CitationRow(Base):
    __table__ = tables.answer_citations

    pk: Mapped[int]
    interaction_id: Mapped[str]
    corpus: Mapped[str]
    record_id: Mapped[str]
    version: Mapped[str]
    content_hash: Mapped[str]
    fragment_id: Mapped[str]
    created_at: Mapped[datetime]


class StoreStateRow(Base):
    __table__ = tables.store_state

    id: Mapped[int]
    corpus_generation: Mapped[int]
