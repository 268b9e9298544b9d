"""An index on fragments by document.

Search reads a named document's matching fragments on their own (so a bounded
window of the best-scored matches can serve everything else), and retrieval lists
a named document's fragments when none of its words match. Both look fragments up
by document; without the index each was a scan of every fragment.

Revision ID: 0004
Revises: 0003
"""

from __future__ import annotations

from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_index("ix_fragments_document", "fragments", ["document", "current"])


def downgrade() -> None:
    op.drop_index("ix_fragments_document", table_name="fragments")
