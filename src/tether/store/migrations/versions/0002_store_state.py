"""A corpus generation counter, bumped by every ingest that changes a corpus.

Lets a worker keep what it derives from the whole corpus (the router's
catalog of documents, jurisdictions and entities) and re-read it only when
some worker's ingest has changed the records since: one indexed row read
instead of a scan of every current record per question.

Revision ID: 0002
Revises: 0001
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    state = op.create_table(
        "store_state",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("corpus_generation", sa.Integer(), nullable=False),
        sa.PrimaryKeyConstraint("id"),
    )
    op.bulk_insert(state, [{"id": 1, "corpus_generation": 0}])


def downgrade() -> None:
    op.drop_table("store_state")
