"""Initial schema: records, fragments (with full-text search), facts,
principals, interactions, snapshots, messages, review drafts.

Written out table by table (not from the ORM metadata) so that later schema
changes come as new revisions and this one stays what it was. Timestamps are
stored as naive UTC (tether.store.schema.UTCDateTime converts).

Revision ID: 0001
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "interactions",
        sa.Column("id", sa.String(length=64), nullable=False),
        sa.Column("principal", sa.String(length=128), nullable=True),
        sa.Column("labels", sa.JSON(), nullable=False),
        sa.Column("question", sa.Text(), nullable=False),
        sa.Column("status", sa.String(length=32), nullable=False),
        sa.Column("provider", sa.String(length=64), nullable=False),
        sa.Column("plan_version", sa.String(length=64), nullable=False),
        sa.Column("plan", sa.JSON(), nullable=False),
        sa.Column("decision", sa.JSON(), nullable=True),
        sa.Column("violations", sa.JSON(), nullable=False),
        sa.Column("provenance", sa.JSON(), nullable=False),
        sa.Column("checks", sa.JSON(), nullable=False),
        sa.Column("diagnostics", sa.JSON(), nullable=False),
        sa.Column("model_request", sa.JSON(), nullable=True),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.Column("finished_at", sa.DateTime(), nullable=True),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_index("ix_interactions_principal", "interactions", ["principal"])
    op.create_table(
        "principals",
        sa.Column("pk", sa.Integer(), autoincrement=True, nullable=False),
        sa.Column("name", sa.String(length=128), nullable=False),
        sa.Column("labels", sa.JSON(), nullable=False),
        sa.Column("scopes", sa.JSON(), nullable=False),
        sa.Column("key_hash", sa.String(length=128), nullable=True),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.PrimaryKeyConstraint("pk"),
        sa.UniqueConstraint("key_hash"),
        sa.UniqueConstraint("name"),
    )
    op.create_table(
        "source_records",
        sa.Column("pk", sa.Integer(), autoincrement=True, nullable=False),
        sa.Column("corpus", sa.String(length=1024), nullable=False),
        sa.Column("record_id", sa.String(length=256), nullable=False),
        sa.Column("version", sa.String(length=128), nullable=False),
        sa.Column("content_hash", sa.String(length=64), nullable=False),
        sa.Column("path", sa.String(length=1024), nullable=False),
        sa.Column("document", sa.String(length=256), nullable=False),
        sa.Column("title", sa.String(length=512), nullable=True),
        sa.Column("owner", sa.String(length=256), nullable=False),
        sa.Column("uri", sa.String(length=1024), nullable=True),
        sa.Column("published_at", sa.DateTime(), nullable=False),
        sa.Column("expires_at", sa.DateTime(), nullable=True),
        sa.Column("access", sa.JSON(), nullable=False),
        sa.Column("policy", sa.String(length=64), nullable=True),
        sa.Column("jurisdiction", sa.String(length=32), nullable=True),
        sa.Column("lang", sa.String(length=8), nullable=True),
        sa.Column("entities", sa.JSON(), nullable=False),
        sa.Column("current", sa.Boolean(), nullable=False),
        sa.Column("ingested_at", sa.DateTime(), nullable=False),
        sa.Column("superseded_at", sa.DateTime(), nullable=True),
        sa.PrimaryKeyConstraint("pk"),
        sa.UniqueConstraint("corpus", "record_id", "content_hash", name="uq_record_version"),
    )
    op.create_index("ix_records_current", "source_records", ["corpus", "record_id", "current"])
    op.create_table(
        "fragments",
        sa.Column("pk", sa.Integer(), autoincrement=True, nullable=False),
        sa.Column("record_pk", sa.Integer(), nullable=False),
        sa.Column("corpus", sa.String(length=1024), nullable=False),
        sa.Column("fragment_id", sa.String(length=512), nullable=False),
        sa.Column("document", sa.String(length=256), nullable=False),
        sa.Column("anchor", sa.String(length=256), nullable=True),
        sa.Column("heading", sa.Text(), nullable=True),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("text", sa.Text(), nullable=False),
        sa.Column("index_text", sa.Text(), nullable=False),
        sa.Column("lang", sa.String(length=8), nullable=True),
        sa.Column("current", sa.Boolean(), nullable=False),
        sa.ForeignKeyConstraint(["record_pk"], ["source_records.pk"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("pk"),
    )
    op.create_index("ix_fragments_record", "fragments", ["record_pk"])
    op.create_table(
        "messages",
        sa.Column("pk", sa.Integer(), autoincrement=True, nullable=False),
        sa.Column("interaction_id", sa.String(length=64), nullable=False),
        sa.Column("role", sa.String(length=16), nullable=False),
        sa.Column("content", sa.JSON(), nullable=False),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.ForeignKeyConstraint(["interaction_id"], ["interactions.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("pk"),
    )
    op.create_table(
        "review_drafts",
        sa.Column("id", sa.String(length=64), nullable=False),
        sa.Column("interaction_id", sa.String(length=64), nullable=False),
        sa.Column("principal", sa.String(length=128), nullable=True),
        sa.Column("status", sa.String(length=48), nullable=False),
        sa.Column("answer", sa.JSON(), nullable=False),
        sa.Column("citations", sa.JSON(), nullable=False),
        sa.Column("steps", sa.JSON(), nullable=False),
        sa.Column("reason", sa.Text(), nullable=True),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.Column("decided_at", sa.DateTime(), nullable=True),
        sa.ForeignKeyConstraint(["interaction_id"], ["interactions.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_table(
        "snapshots",
        sa.Column("pk", sa.Integer(), autoincrement=True, nullable=False),
        sa.Column("interaction_id", sa.String(length=64), nullable=False),
        sa.Column("retrieved_at", sa.DateTime(), nullable=False),
        sa.Column("plan_version", sa.String(length=64), nullable=False),
        sa.Column("candidates", sa.JSON(), nullable=False),
        sa.ForeignKeyConstraint(["interaction_id"], ["interactions.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("pk"),
        sa.UniqueConstraint("interaction_id"),
    )
    op.create_table(
        "facts",
        sa.Column("pk", sa.Integer(), autoincrement=True, nullable=False),
        sa.Column("fragment_pk", sa.Integer(), nullable=True),
        sa.Column("source", sa.String(length=256), nullable=False),
        sa.Column("record_id", sa.String(length=256), nullable=True),
        sa.Column("anchor", sa.String(length=512), nullable=True),
        sa.Column("kind", sa.String(length=32), nullable=False),
        sa.Column("value", sa.Text(), nullable=False),
        sa.Column("unit", sa.String(length=64), nullable=True),
        sa.Column("surface", sa.Text(), nullable=False),
        sa.Column("retrieved_at", sa.DateTime(), nullable=False),
        sa.ForeignKeyConstraint(["fragment_pk"], ["fragments.pk"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("pk"),
    )
    op.create_index("ix_facts_fragment", "facts", ["fragment_pk"])
    bind = op.get_bind()
    if bind.dialect.name == "sqlite":
        # Fragments are indexed as pre-stemmed text (tether.text.index_text), so
        # unicode61 only has to split on spaces and fold case for both languages.
        op.execute("CREATE VIRTUAL TABLE fragment_fts USING fts5(body, tokenize = 'unicode61 remove_diacritics 0')")
    elif bind.dialect.name == "postgresql":
        op.add_column("fragments", sa.Column("search_vector", postgresql.TSVECTOR()))
        op.execute("CREATE INDEX ix_fragments_search ON fragments USING GIN (search_vector)")


def downgrade() -> None:
    if op.get_bind().dialect.name == "sqlite":
        op.execute("DROP TABLE IF EXISTS fragment_fts")
    for table in (
        "facts",
        "snapshots",
        "review_drafts",
        "messages",
        "fragments",
        "source_records",
        "principals",
        "interactions",
    ):
        op.drop_table(table)
