"""The record versions each interaction's model was shown.

A stored answer (and its review draft) may quote any record in the model's
context, cited or not, so reading it requires the labels of every one of them
(issue 10, item 1). Interactions stored before this revision are backfilled
from their snapshots' accepted candidates by record id alone: that is
stricter, not looser — every stored version of such a record must be
readable.

Revision ID: 0003
Revises: 0002
"""

from __future__ import annotations

import json

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("interactions", sa.Column("context_records", sa.JSON(), nullable=True))
    conn = op.get_bind()
    interactions = sa.table("interactions", sa.column("id"), sa.column("status"),
                            sa.column("context_records", sa.JSON()))
    snapshots = sa.table("snapshots", sa.column("interaction_id"), sa.column("candidates", sa.JSON()))
    rows = conn.execute(sa.select(snapshots.c.interaction_id, snapshots.c.candidates)).all()
    for iid, candidates in rows:
        if isinstance(candidates, str):  # a JSON column read through a plain table
            candidates = json.loads(candidates)
        ids = sorted({c["recordId"] for c in candidates or [] if c.get("verdict") == "accepted"})
        conn.execute(interactions.update().where(interactions.c.id == iid)
                     .values(context_records=[{"recordId": r} for r in ids]))


def downgrade() -> None:
    op.drop_column("interactions", "context_records")
