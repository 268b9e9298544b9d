"""SQLAlchemy tables. Portable: nothing here is SQLite-only.

Full-text search lives beside these tables (an FTS5 table on SQLite, a
``tsvector`` column of ``fragment_search`` on PostgreSQL); it is created by the
migrations because it is dialect-specific, and queried in :mod:`tether.store.search`.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from sqlalchemy import (
    JSON,
    Boolean,
    DateTime,
    ForeignKey,
    Index,
    Integer,
    String,
    Text,
    TypeDecorator,
    UniqueConstraint,
)
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column


class UTCDateTime(TypeDecorator[datetime]):
    """Timezone-aware UTC datetimes on every backend (SQLite keeps no offset)."""

    impl = DateTime
    cache_ok = True

    def process_bind_param(self, value: datetime | None, dialect: Any) -> datetime | None:
        if value is None:
            return None
        if value.tzinfo is None:
            raise ValueError("naive datetime given to the store; attach a timezone")
        return value.astimezone(UTC).replace(tzinfo=None)

    def process_result_value(self, value: datetime | None, dialect: Any) -> datetime | None:
        if value is None:
            return None
        return value.replace(tzinfo=UTC)


class Base(DeclarativeBase):
    type_annotation_map = {datetime: UTCDateTime, dict[str, Any]: JSON, list[Any]: JSON}


class SourceRecordRow(Base):
    """One version of a source record. Versions are never deleted: a changed
    file adds a row and clears ``current`` on the previous one."""

    __tablename__ = "source_records"
    __table_args__ = (
        UniqueConstraint("corpus", "record_id", "content_hash", name="uq_record_version"),
        Index("ix_records_current", "corpus", "record_id", "current"),
    )

    pk: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    corpus: Mapped[str] = mapped_column(String(1024))
    record_id: Mapped[str] = mapped_column(String(256))
    version: Mapped[str] = mapped_column(String(128))
    content_hash: Mapped[str] = mapped_column(String(64))
    path: Mapped[str] = mapped_column(String(1024))
    document: Mapped[str] = mapped_column(String(256))
    title: Mapped[str | None] = mapped_column(String(512))
    owner: Mapped[str] = mapped_column(String(256))
    uri: Mapped[str | None] = mapped_column(String(1024))
    published_at: Mapped[datetime]
    expires_at: Mapped[datetime | None]
    access: Mapped[list[Any]]
    policy: Mapped[str | None] = mapped_column(String(64))
    jurisdiction: Mapped[str | None] = mapped_column(String(32))
    lang: Mapped[str | None] = mapped_column(String(8))
    entities: Mapped[list[Any]]
    current: Mapped[bool] = mapped_column(Boolean, default=True)
    ingested_at: Mapped[datetime]
    superseded_at: Mapped[datetime | None]


class FragmentRow(Base):
    __tablename__ = "fragments"
    __table_args__ = (
        Index("ix_fragments_record", "record_pk"),
        Index("ix_fragments_document", "document", "current"),  # migration 0003
        # Migration 0007: an ingest asks whether another corpus serves its fragment ids; without
        # this every batch read the whole table (4.6 of 21 s at 100k fragments, quadratic).
        Index("ix_fragments_fragment_id", "fragment_id"),
    )

    pk: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    record_pk: Mapped[int] = mapped_column(ForeignKey("source_records.pk", ondelete="CASCADE"))
    corpus: Mapped[str] = mapped_column(String(1024))
    fragment_id: Mapped[str] = mapped_column(String(512))
    document: Mapped[str] = mapped_column(String(256))
    anchor: Mapped[str | None] = mapped_column(String(256))
    heading: Mapped[str | None] = mapped_column(Text)
    position: Mapped[int] = mapped_column(Integer)
    text: Mapped[str] = mapped_column(Text)
    index_text: Mapped[str] = mapped_column(Text)
    lang: Mapped[str | None] = mapped_column(String(8))
    current: Mapped[bool] = mapped_column(Boolean, default=True)


class FragmentSearchRow(Base):
    """What search filters and orders on, one narrow row per fragment (migration 0005).

    A question's terms can match most of a large corpus; checking each match against
    the wide ``fragments`` row (its text included) and its record cost more than ranking
    it. These few columns — copied from the fragment and its record, which never change
    but for ``current`` — let the database filter every match and keep only the best
    before anything wide is read. On PostgreSQL the row also holds the ``tsvector``."""

    __tablename__ = "fragment_search"
    # PostgreSQL reads a jurisdiction question's candidates through this and the GIN index
    # together (a bitmap AND) instead of scanning every row: 128 → 37 ms at 100k fragments.
    __table_args__ = (Index("ix_fragment_search_jurisdiction", "jurisdiction"),)

    pk: Mapped[int] = mapped_column(ForeignKey("fragments.pk", ondelete="CASCADE"), primary_key=True,
                                    autoincrement=False)
    corpus: Mapped[str] = mapped_column(String(1024))
    document: Mapped[str] = mapped_column(String(256))
    jurisdiction: Mapped[str | None] = mapped_column(String(32))
    historical: Mapped[bool] = mapped_column(Boolean)  # the record's policy is "historical"
    current: Mapped[bool] = mapped_column(Boolean)


class FactRow(Base):
    """A typed fact extracted by code from a fragment (seed 004: only code writes facts)."""

    __tablename__ = "facts"
    __table_args__ = (Index("ix_facts_fragment", "fragment_pk"),)

    pk: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    fragment_pk: Mapped[int | None] = mapped_column(ForeignKey("fragments.pk", ondelete="CASCADE"))
    source: Mapped[str] = mapped_column(String(256))  # "fragment" or a tool name
    record_id: Mapped[str | None] = mapped_column(String(256))
    anchor: Mapped[str | None] = mapped_column(String(512))
    kind: Mapped[str] = mapped_column(String(32))
    value: Mapped[str] = mapped_column(Text)
    unit: Mapped[str | None] = mapped_column(String(64))
    surface: Mapped[str] = mapped_column(Text)
    retrieved_at: Mapped[datetime]


class PrincipalRow(Base):
    __tablename__ = "principals"

    pk: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    name: Mapped[str] = mapped_column(String(128), unique=True)
    labels: Mapped[list[Any]]
    scopes: Mapped[list[Any]]
    key_hash: Mapped[str | None] = mapped_column(String(128), unique=True)
    created_at: Mapped[datetime]


class InteractionRow(Base):
    __tablename__ = "interactions"
    __table_args__ = (Index("ix_interactions_principal", "principal"),)

    id: Mapped[str] = mapped_column(String(64), primary_key=True)
    principal: Mapped[str | None] = mapped_column(String(128))
    labels: Mapped[list[Any]]
    question: Mapped[str] = mapped_column(Text)
    status: Mapped[str] = mapped_column(String(32))
    provider: Mapped[str] = mapped_column(String(64))
    plan_version: Mapped[str] = mapped_column(String(64))
    plan: Mapped[dict[str, Any]]
    decision: Mapped[dict[str, Any] | None]
    violations: Mapped[list[Any]]
    provenance: Mapped[list[Any]]
    # Every record version in the model's context ({corpus, recordId, version, contentHash}):
    # the stored answer and its draft may quote any of them, so each one's labels guard both.
    context_records: Mapped[list[Any] | None]
    checks: Mapped[list[Any]]
    diagnostics: Mapped[dict[str, Any]]
    model_request: Mapped[dict[str, Any] | None]
    created_at: Mapped[datetime]
    finished_at: Mapped[datetime | None]


class SnapshotRow(Base):
    """What retrieval saw: the time and every candidate with its verdict (no text)."""

    __tablename__ = "snapshots"

    pk: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    interaction_id: Mapped[str] = mapped_column(
        ForeignKey("interactions.id", ondelete="CASCADE"), unique=True
    )
    retrieved_at: Mapped[datetime]
    plan_version: Mapped[str] = mapped_column(String(64))
    candidates: Mapped[list[Any]]


class MessageRow(Base):
    """The assistant message: written only for a completed interaction."""

    __tablename__ = "messages"

    pk: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    interaction_id: Mapped[str] = mapped_column(ForeignKey("interactions.id", ondelete="CASCADE"))
    role: Mapped[str] = mapped_column(String(16))
    content: Mapped[dict[str, Any]]
    created_at: Mapped[datetime]


class ReviewDraftRow(Base):
    __tablename__ = "review_drafts"
    __table_args__ = (  # migration 0005
        Index("ix_review_drafts_status", "status", "created_at"),
        Index("ix_review_drafts_interaction", "interaction_id"),
    )

    id: Mapped[str] = mapped_column(String(64), primary_key=True)
    interaction_id: Mapped[str] = mapped_column(ForeignKey("interactions.id", ondelete="CASCADE"))
    principal: Mapped[str | None] = mapped_column(String(128))
    status: Mapped[str] = mapped_column(String(48))
    answer: Mapped[dict[str, Any]]
    citations: Mapped[list[Any]]
    steps: Mapped[list[Any]]
    reason: Mapped[str | None] = mapped_column(Text)
    created_at: Mapped[datetime]
    decided_at: Mapped[datetime | None]
    # Migration 0005 (issue 14): the review policy the answer ran under, who decided,
    # and seed 003's review record — one entry per citation (tether.review_record).
    mode: Mapped[str] = mapped_column(String(16), default="annotate")
    reviewer: Mapped[str | None] = mapped_column(String(128))
    record: Mapped[list[Any] | None]


class CitationRow(Base):
    """One record version a stored answer cites (migration 0005): what `tether audit` reads.

    The same facts are in ``interactions.provenance``; this table exists so finding every
    answer that quoted a record is an index lookup, not a scan of every interaction's JSON.
    """

    __tablename__ = "answer_citations"
    __table_args__ = (Index("ix_answer_citations_record", "record_id", "created_at"),)

    pk: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    interaction_id: Mapped[str] = mapped_column(ForeignKey("interactions.id", ondelete="CASCADE"))
    corpus: Mapped[str] = mapped_column(String(1024))
    record_id: Mapped[str] = mapped_column(String(256))
    version: Mapped[str] = mapped_column(String(128))
    content_hash: Mapped[str] = mapped_column(String(64))
    fragment_id: Mapped[str] = mapped_column(String(512))
    created_at: Mapped[datetime]


class StoreStateRow(Base):
    """One row: counters every worker reads to know when its derived data is stale."""

    __tablename__ = "store_state"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    # Bumped in the transaction of every ingest that changes a corpus.
    corpus_generation: Mapped[int] = mapped_column(Integer)
