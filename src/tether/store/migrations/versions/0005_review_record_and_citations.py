"""The review record of seed 003 and an index of what every answer cites (issue 14).

``review_drafts`` gains the review policy the answer ran under (``mode``), the
principal who decided (``reviewer``: approvals over HTTP recorded nobody) and the
per-citation review record. ``answer_citations`` lists the record versions each
stored answer cites, indexed by record, so ``tether audit RECORD_ID`` finds every
answer that quoted a record without reading every interaction. It is backfilled
from the interactions' stored provenance.

Revision ID: 0005
Revises: 0004
"""

from __future__ import annotations

import json

import sqlalchemy as sa
from alembic import op

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("review_drafts", sa.Column("mode", sa.String(16), nullable=False, server_default="annotate"))
    op.add_column("review_drafts", sa.Column("reviewer", sa.String(128), nullable=True))
    op.add_column("review_drafts", sa.Column("record", sa.JSON(), nullable=True))
    op.create_index("ix_review_drafts_status", "review_drafts", ["status", "created_at"])
    op.create_index("ix_review_drafts_interaction", "review_drafts", ["interaction_id"])
    citations = op.create_table(
        "answer_citations",
        sa.Column("pk", sa.Integer(), primary_key=True, autoincrement=True),
        sa.Column("interaction_id", sa.String(64), sa.ForeignKey("interactions.id", ondelete="CASCADE"),
                  nullable=False),
        sa.Column("corpus", sa.String(1024), nullable=False),
        sa.Column("record_id", sa.String(256), nullable=False),
        sa.Column("version", sa.String(128), nullable=False),
        sa.Column("content_hash", sa.String(64), nullable=False),
        sa.Column("fragment_id", sa.String(512), nullable=False),
        sa.Column("created_at", sa.DateTime(), nullable=False),
    )
    op.create_index("ix_answer_citations_record", "answer_citations", ["record_id", "created_at"])
    conn = op.get_bind()
    interactions = sa.table("interactions", sa.column("id"), sa.column("provenance", sa.JSON()),
                            sa.column("created_at", sa.DateTime()))
    rows = []
    for iid, provenance, created in conn.execute(
            sa.select(interactions.c.id, interactions.c.provenance, interactions.c.created_at)):
        if isinstance(provenance, str):  # a JSON column read through a plain table
            provenance = json.loads(provenance)
        for p in provenance or []:
            rows.append({"interaction_id": iid, "corpus": p.get("corpus") or "", "record_id": p["recordId"],
                         "version": p.get("version") or "", "content_hash": p.get("contentHash") or "",
                         "fragment_id": p.get("citation") or "", "created_at": created})
    if rows:
        op.bulk_insert(citations, rows)


def downgrade() -> None:
    op.drop_index("ix_answer_citations_record", table_name="answer_citations")
    op.drop_table("answer_citations")
    op.drop_index("ix_review_drafts_interaction", table_name="review_drafts")
    op.drop_index("ix_review_drafts_status", table_name="review_drafts")
    op.drop_column("review_drafts", "record")
    op.drop_column("review_drafts", "reviewer")
    op.drop_column("review_drafts", "mode")
