"""The store's tables as SQLAlchemy Core: the single description of the schema.

Apart from the ORM classes (:mod:`tether.store.schema`, mapped onto these tables) because
the per-question path — retrieval, the gate, the context, persisting the interaction —
runs on Core statements only, and importing ``sqlalchemy.orm`` and mapping eleven classes
cost a tenth of `tether ask`'s start-up (issue 15). Portable: nothing here is SQLite-only.

Full-text search lives beside these tables (an FTS5 table on SQLite, a ``tsvector``
column of ``fragment_search`` on PostgreSQL); it is created by the migrations because it
is dialect-specific, and queried in :mod:`tether.store.search`.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from sqlalchemy import (
    JSON,
    Boolean,
    Column,
    DateTime,
    ForeignKey,
    Index,
    Integer,
    MetaData,
    String,
    Table,
    Text,
    TypeDecorator,
    UniqueConstraint,
)


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


METADATA = MetaData()


def _pk() -> Column[int]:
    return Column("pk", Integer, primary_key=True, autoincrement=True)


def _when(name: str, *, nullable: bool = False) -> Column[datetime]:
    return Column(name, UTCDateTime(), nullable=nullable)


def _json(name: str, *, nullable: bool = False) -> Column[Any]:
    return Column(name, JSON(), nullable=nullable)


def _text(name: str, length: int | None = None, *, nullable: bool = False) -> Column[str]:
    return Column(name, String(length) if length else Text(), nullable=nullable)


def _cascade(name: str, target: str, *, nullable: bool = False, **options: Any) -> Column[Any]:
    """A reference whose rows go with the row they point at."""
    kind = String(64) if target == "interactions.id" else Integer()
    return Column(name, kind, ForeignKey(target, ondelete="CASCADE"), nullable=nullable, **options)


# One version of a source record. Versions are never deleted: a changed file adds a row
# and clears ``current`` on the previous one.
source_records = Table(
    "source_records", METADATA,
    _pk(),
    _text("corpus", 1024), _text("record_id", 256), _text("version", 128), _text("content_hash", 64),
    _text("path", 1024), _text("document", 256), _text("title", 512, nullable=True), _text("owner", 256),
    _text("uri", 1024, nullable=True),
    _when("published_at"), _when("expires_at", nullable=True),
    _json("access"),
    _text("policy", 64, nullable=True), _text("jurisdiction", 32, nullable=True), _text("lang", 8, nullable=True),
    _json("entities"),
    Column("current", Boolean, nullable=False, default=True),
    _when("ingested_at"), _when("superseded_at", nullable=True),
    UniqueConstraint("corpus", "record_id", "content_hash", name="uq_record_version"),
    Index("ix_records_current", "corpus", "record_id", "current"),
)

fragments = Table(
    "fragments", METADATA,
    _pk(),
    _cascade("record_pk", "source_records.pk"),
    _text("corpus", 1024), _text("fragment_id", 512), _text("document", 256), _text("anchor", 256, nullable=True),
    _text("heading", nullable=True), Column("position", Integer, nullable=False), _text("text"),
    _text("index_text"), _text("lang", 8, nullable=True),
    Column("current", Boolean, nullable=False, default=True),
    Index("ix_fragments_record", "record_pk"),
    Index("ix_fragments_document", "document", "current"),  # migration 0003
    # Migration 0007: an ingest asks whether another corpus serves its fragment ids; without
    # this every batch read the whole table (4.6 of 21 s at 100k fragments, quadratic).
    Index("ix_fragments_fragment_id", "fragment_id"),
)

# What search filters and orders on, one narrow row per fragment (migration 0005).
#
# A question's terms can match most of a large corpus; checking each match against the
# wide ``fragments`` row (its text included) and its record cost more than ranking it.
# These few columns — copied from the fragment and its record, which never change but for
# ``current`` — let the database filter every match and keep only the best before
# anything wide is read. On PostgreSQL the row also holds the ``tsvector``.
fragment_search = Table(
    "fragment_search", METADATA,
    _cascade("pk", "fragments.pk", primary_key=True, autoincrement=False),
    _text("corpus", 1024), _text("document", 256), _text("jurisdiction", 32, nullable=True),
    Column("historical", Boolean, nullable=False),  # the record's policy is "historical"
    Column("current", Boolean, nullable=False),
    # PostgreSQL reads a jurisdiction question's candidates through this and the GIN index
    # together (a bitmap AND) instead of scanning every row: 128 → 37 ms at 100k fragments.
    Index("ix_fragment_search_jurisdiction", "jurisdiction"),
)

# A typed fact extracted by code from a fragment (seed 004: only code writes facts).
facts = Table(
    "facts", METADATA,
    _pk(),
    _cascade("fragment_pk", "fragments.pk", nullable=True),
    _text("source", 256),  # "fragment" or a tool name
    _text("record_id", 256, nullable=True), _text("anchor", 512, nullable=True),
    _text("kind", 32), _text("value"), _text("unit", 64, nullable=True), _text("surface"),
    _when("retrieved_at"),
    Index("ix_facts_fragment", "fragment_pk"),
)

principals = Table(
    "principals", METADATA,
    _pk(),
    Column("name", String(128), nullable=False, unique=True),
    _json("labels"), _json("scopes"),
    Column("key_hash", String(128), nullable=True, unique=True),
    _when("created_at"),
)

interactions = Table(
    "interactions", METADATA,
    Column("id", String(64), primary_key=True),
    _text("principal", 128, nullable=True), _json("labels"), _text("question"), _text("status", 32),
    _text("provider", 64), _text("plan_version", 64), _json("plan"), _json("decision", nullable=True),
    _json("violations"), _json("provenance"),
    # Every record version in the model's context ({corpus, recordId, version, contentHash}):
    # the stored answer and its draft may quote any of them, so each one's labels guard both.
    _json("context_records", nullable=True),
    _json("checks"), _json("diagnostics"), _json("model_request", nullable=True),
    _when("created_at"), _when("finished_at", nullable=True),
    Index("ix_interactions_principal", "principal"),
)

# What retrieval saw: the time and every candidate with its verdict (no text).
snapshots = Table(
    "snapshots", METADATA,
    _pk(),
    _cascade("interaction_id", "interactions.id", unique=True),
    _when("retrieved_at"), _text("plan_version", 64), _json("candidates"),
)

# The assistant message: written only for a completed interaction.
messages = Table(
    "messages", METADATA,
    _pk(),
    _cascade("interaction_id", "interactions.id"),
    _text("role", 16), _json("content"), _when("created_at"),
)

review_drafts = Table(
    "review_drafts", METADATA,
    Column("id", String(64), primary_key=True),
    _cascade("interaction_id", "interactions.id"),
    _text("principal", 128, nullable=True), _text("status", 48), _json("answer"), _json("citations"),
    _json("steps"), _text("reason", nullable=True), _when("created_at"), _when("decided_at", nullable=True),
    # Migration 0005 (issue 14): the review policy the answer ran under, who decided, and
    # seed 003's review record — one entry per citation (tether.review_record).
    Column("mode", String(16), nullable=False, default="annotate"),
    _text("reviewer", 128, nullable=True), _json("record", nullable=True),
    Index("ix_review_drafts_status", "status", "created_at"),  # migration 0005
    Index("ix_review_drafts_interaction", "interaction_id"),
)

# One record version a stored answer cites (migration 0005): what `tether audit` reads.
# The same facts are in ``interactions.provenance``; this table exists so finding every
# answer that quoted a record is an index lookup, not a scan of every interaction's JSON.
answer_citations = Table(
    "answer_citations", METADATA,
    _pk(),
    _cascade("interaction_id", "interactions.id"),
    _text("corpus", 1024), _text("record_id", 256), _text("version", 128), _text("content_hash", 64),
    _text("fragment_id", 512), _when("created_at"),
    Index("ix_answer_citations_record", "record_id", "created_at"),
)

# One row: counters every worker reads to know when its derived data is stale.
store_state = Table(
    "store_state", METADATA,
    Column("id", Integer, primary_key=True),
    # Bumped in the transaction of every ingest that changes a corpus.
    Column("corpus_generation", Integer, nullable=False),
)
