"""Full-text search over fragments, in the database that stores them.

Both backends index the same pre-stemmed text (:func:`tether.text.index_text`),
so SQLite FTS5 with BM25 and PostgreSQL ``ts_rank_cd`` rank the same terms; the
stemming (Snowball, Russian and English) happens once, in Python, on both sides.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from sqlalchemy import Connection, TextClause, text
from sqlalchemy.orm import Session

from ..errors import StoreError


@dataclass(frozen=True, slots=True)
class Hit:
    """A match, with the few columns retrieval's preferences rank on (no second query)."""

    fragment_pk: int
    score: float
    document: str
    jurisdiction: str | None
    policy: str | None


def index_fragments(session: Session, rows: Sequence[tuple[int, str]]) -> None:
    """Add ``(fragment_pk, index_text)`` pairs to the full-text index."""
    if not rows:
        return
    dialect = session.get_bind().dialect.name
    params = [{"pk": pk, "body": body} for pk, body in rows]
    if dialect == "sqlite":
        session.execute(text("INSERT INTO fragment_fts(rowid, body) VALUES (:pk, :body)"), params)
    elif dialect == "postgresql":
        session.execute(
            text("UPDATE fragments SET search_vector = to_tsvector('simple', :body) WHERE pk = :pk"),
            params,
        )
    else:
        raise StoreError(f"full-text search is not available on {dialect}; use SQLite or PostgreSQL")


def search(conn: Connection, terms: Sequence[str], corpora: Sequence[str] | None, limit: int) -> list[Hit]:
    """Ranked OR over ``terms`` among current fragments; best first, ``score`` higher is better."""
    terms = [t for t in dict.fromkeys(terms) if t]
    if not terms or limit <= 0:
        return []
    dialect = conn.dialect.name
    params: dict[str, object] = {"limit": limit}
    if corpora is not None:
        params.update({f"c{i}": corpus for i, corpus in enumerate(corpora)})
    if dialect == "sqlite":
        params["q"] = " OR ".join('"' + t.replace('"', "") + '"' for t in terms)
    elif dialect == "postgresql":
        params["q"] = " | ".join(_pg_quote(t) for t in terms)
    else:
        raise StoreError(f"full-text search is not available on {dialect}; use SQLite or PostgreSQL")
    statement = _search_statement(dialect, None if corpora is None else len(corpora))
    return [Hit(int(pk), round(float(score), 6), document, jurisdiction, policy)
            for pk, score, document, jurisdiction, policy in conn.execute(statement, params)]


_RANKING_COLUMNS = "f.document, r.jurisdiction, r.policy"


@lru_cache(maxsize=64)
def _search_statement(dialect: str, corpora: int | None) -> TextClause:
    """The query for ``dialect`` over ``corpora`` bound corpus names (None: all corpora),
    built once per shape."""
    corpus_filter = ""
    if corpora is not None:
        corpus_filter = f" AND f.corpus IN ({', '.join(f':c{i}' for i in range(corpora))})"
    if dialect == "sqlite":
        return text(
            f"SELECT f.pk, -bm25(fragment_fts) AS score, {_RANKING_COLUMNS} FROM fragment_fts "
            "JOIN fragments f ON f.pk = fragment_fts.rowid JOIN source_records r ON r.pk = f.record_pk "
            f"WHERE fragment_fts MATCH :q AND f.current{corpus_filter} "
            "ORDER BY bm25(fragment_fts), f.pk LIMIT :limit"
        )
    return text(
        f"SELECT f.pk, ts_rank_cd(f.search_vector, q) AS score, {_RANKING_COLUMNS} "
        "FROM fragments f JOIN source_records r ON r.pk = f.record_pk, to_tsquery('simple', :q) q "
        f"WHERE f.search_vector @@ q AND f.current{corpus_filter} "
        "ORDER BY score DESC, f.pk LIMIT :limit"
    )


def _pg_quote(term: str) -> str:
    return "'" + term.replace("'", "").replace("\\", "") + "'"
