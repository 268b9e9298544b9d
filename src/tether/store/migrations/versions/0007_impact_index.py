"""The impact index: each term's matches by how much they can add to a score.

A question whose words are in most fragments made search rank every match (issue 15:
45 ms at 100k fragments on SQLite, ~380 ms at 1M on PostgreSQL). The impact index lists
each term's fragments by the number of times it occurs there — and, on SQLite, by the
fragment's length — so search reads the best of each list and stops when nothing unread
can rank higher (tether.store.impact).

* SQLite: ``fragment_impact``, a contentless FTS5 table of one row per current fragment
  and occurrence count (rowid = count, length, key; each row tagged with the fragment's
  jurisdiction and historical flag; tether.store.impact_sqlite), and
  ``impact_excluded``: fragments whose text Python cannot split as FTS5 does, which the
  index does not hold (a search that could meet one ranks every match instead).
* PostgreSQL: ``fragment_terms`` (lexeme, count, key, with the fragment's jurisdiction and
  historical flag in the key's index), one row per lexeme of each current fragment's
  ``tsvector``, filled by the server.

On SQLite ``fragment_fts`` becomes contentless: it kept a copy of every index text
(``fragments.index_text`` holds it; a third of the database at 100k fragments), and
nothing reads it back. Its rows, lengths and counts — all bm25 reads — are the same.

It also indexes ``fragments.fragment_id``: an ingest asks of every batch whether another
corpus serves its fragment ids, and read the whole table to answer (4.6 s of a 21 s ingest
at 100k fragments, growing with the square of the corpus).

Revision ID: 0007
Revises: 0006
"""

from __future__ import annotations

from alembic import op
from sqlalchemy import text

from tether.store.impact_sqlite import Indexed, add_to_index

revision = "0007"
down_revision = "0006"
branch_labels = None
depends_on = None

FILL_CHUNK = 10_000  # fragments read and indexed at a time when an existing corpus is indexed
TOKENIZE = "'unicode61 remove_diacritics 0'"  # fragment_fts's, since migration 0001


def _rebuild_fts(*, contentless: bool) -> None:
    """``fragment_fts`` again, with or without its copy of the texts: every fragment ever
    indexed (search counts them all) in key order, so the rows and totals bm25 reads stay."""
    content = "content = '', " if contentless else ""
    op.execute(f"CREATE VIRTUAL TABLE fragment_fts_rebuilt USING fts5(body, {content}tokenize = {TOKENIZE})")
    op.execute("INSERT INTO fragment_fts_rebuilt(rowid, body) SELECT pk, index_text FROM fragments ORDER BY pk")
    op.execute("DROP TABLE fragment_fts")
    op.execute("ALTER TABLE fragment_fts_rebuilt RENAME TO fragment_fts")


def upgrade() -> None:
    op.create_index("ix_fragments_fragment_id", "fragments", ["fragment_id"])
    conn = op.get_bind()
    if conn.dialect.name == "postgresql":
        op.execute("CREATE TABLE fragment_terms (term text NOT NULL, tf smallint NOT NULL, "
                   "pk integer NOT NULL REFERENCES fragments (pk) ON DELETE CASCADE, "
                   "jurisdiction varchar(32), historical boolean NOT NULL)")
        op.execute("INSERT INTO fragment_terms (term, tf, pk, jurisdiction, historical) "
                   "SELECT u.lexeme, GREATEST(COALESCE(cardinality(u.positions), 0), 1), s.pk, s.jurisdiction, "
                   "s.historical FROM fragment_search s, unnest(s.search_vector) u WHERE s.current")
        # Added after the rows: building the index once is faster than keeping it row by row.
        op.execute("ALTER TABLE fragment_terms ADD PRIMARY KEY (term, tf, pk) INCLUDE (jurisdiction, historical)")
        return
    _rebuild_fts(contentless=True)
    op.execute("CREATE VIRTUAL TABLE fragment_impact USING fts5(terms, content = '', columnsize = 0, "
               f"tokenize = {TOKENIZE})")
    op.execute("CREATE TABLE impact_excluded (pk INTEGER NOT NULL PRIMARY KEY "
               "REFERENCES fragments (pk) ON DELETE CASCADE)")
    after = 0
    while True:
        rows = conn.execute(text("SELECT f.pk, f.index_text, s.jurisdiction, s.historical, s.current "
                                 "FROM fragments f JOIN fragment_search s ON s.pk = f.pk WHERE f.pk > :after "
                                 "ORDER BY f.pk LIMIT :n"), {"after": after, "n": FILL_CHUNK}).all()
        if not rows:
            return
        add_to_index(conn, [Indexed(*row[:4]) for row in rows if row.current])
        # One that is not current is only listed if it cannot be indexed, for when it is current again.
        add_to_index(conn, [Indexed(*row[:4]) for row in rows if not row.current], index=False)
        after = rows[-1][0]


def downgrade() -> None:
    if op.get_bind().dialect.name == "postgresql":
        op.execute("DROP TABLE fragment_terms")
    else:
        op.execute("DROP TABLE impact_excluded")
        op.execute("DROP TABLE fragment_impact")
        _rebuild_fts(contentless=False)
    op.drop_index("ix_fragments_fragment_id", table_name="fragments")
