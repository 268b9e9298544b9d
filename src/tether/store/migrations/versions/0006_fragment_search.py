"""A narrow table of what search filters and orders on, one row per fragment.

Search used to check every match against the wide ``fragments`` row and its
record before keeping the best few; at 100k fragments a question with common
words matches most of them, and those reads (on PostgreSQL also ``ts_rank_cd``
over the wide heap) cost more than ranking. ``fragment_search`` copies the
fragment's corpus, document and ``current`` flag and its record's jurisdiction
and policy, so the database filters and cuts to the best before reading
anything wide. On PostgreSQL the ``tsvector`` and its GIN index move here from
``fragments``.

Revision ID: 0006
Revises: 0005
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision = "0006"
down_revision = "0005"
branch_labels = None
depends_on = None

_COPIED = ("SELECT f.pk, f.corpus, f.document, r.jurisdiction, COALESCE(r.policy, '') = 'historical', "
           "f.current{vector} FROM fragments f JOIN source_records r ON r.pk = f.record_pk")


def upgrade() -> None:
    op.create_table(
        "fragment_search",
        sa.Column("pk", sa.Integer(), nullable=False),
        sa.Column("corpus", sa.String(length=1024), nullable=False),
        sa.Column("document", sa.String(length=256), nullable=False),
        sa.Column("jurisdiction", sa.String(length=32), nullable=True),
        sa.Column("historical", sa.Boolean(), nullable=False),
        sa.Column("current", sa.Boolean(), nullable=False),
        sa.ForeignKeyConstraint(["pk"], ["fragments.pk"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("pk"),
    )
    columns = "pk, corpus, document, jurisdiction, historical, current"
    if op.get_bind().dialect.name == "postgresql":
        op.add_column("fragment_search", sa.Column("search_vector", postgresql.TSVECTOR()))
        op.execute(f"INSERT INTO fragment_search ({columns}, search_vector) "
                   + _COPIED.format(vector=", f.search_vector"))
        op.execute("CREATE INDEX ix_fragment_search_vector ON fragment_search USING GIN (search_vector)")
        op.drop_index("ix_fragments_search", table_name="fragments")
        op.drop_column("fragments", "search_vector")
    else:
        op.execute(f"INSERT INTO fragment_search ({columns}) " + _COPIED.format(vector=""))
    op.create_index("ix_fragment_search_jurisdiction", "fragment_search", ["jurisdiction"])


def downgrade() -> None:
    if op.get_bind().dialect.name == "postgresql":
        op.add_column("fragments", sa.Column("search_vector", postgresql.TSVECTOR()))
        op.execute("UPDATE fragments f SET search_vector = s.search_vector FROM fragment_search s WHERE s.pk = f.pk")
        op.execute("CREATE INDEX ix_fragments_search ON fragments USING GIN (search_vector)")
    op.drop_table("fragment_search")
