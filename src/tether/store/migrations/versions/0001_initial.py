"""Initial schema: records, fragments (with full-text search), facts,
principals, interactions, snapshots, messages, review drafts.

Revision ID: 0001
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from tether.store.schema import Base

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    bind = op.get_bind()
    # The ORM metadata is the single description of the portable tables.
    Base.metadata.create_all(bind)
    if bind.dialect.name == "sqlite":
        # Fragments are indexed as pre-stemmed text (tether.text.index_text), so
        # unicode61 only has to split on spaces and fold case for both languages.
        op.execute(
            "CREATE VIRTUAL TABLE fragment_fts USING fts5("
            "body, tokenize = 'unicode61 remove_diacritics 0')"
        )
    elif bind.dialect.name == "postgresql":
        op.add_column("fragments", sa.Column("search_vector", sa.dialects.postgresql.TSVECTOR()))
        op.execute(
            "CREATE INDEX ix_fragments_search ON fragments USING GIN (search_vector)"
        )


def downgrade() -> None:
    bind = op.get_bind()
    if bind.dialect.name == "sqlite":
        op.execute("DROP TABLE IF EXISTS fragment_fts")
    Base.metadata.drop_all(bind)
