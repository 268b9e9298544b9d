"""Full-text search over fragments, in the database that stores them.

Both backends index the same pre-stemmed text (:func:`tether.text.index_text`),
so SQLite FTS5 with BM25 and PostgreSQL ``ts_rank_cd`` rank the same terms; the
stemming (Snowball, Russian and English) happens once, in Python, on both sides.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from sqlalchemy import Connection, Float, Integer, Row, String, TextualSelect, column, text
from sqlalchemy.orm import Session

from ..errors import StoreError


@dataclass(frozen=True, slots=True)
class Hit:
    """A match: its score as the database computed it (higher is better; 0 for an
    unmatched fragment of a named document), the columns preferences rank on, and
    what identifies the fragment's content beyond its key (which a database may reuse
    once rows are deleted): its id within the record and the record's content hash."""

    fragment_pk: int
    score: float
    document: str
    jurisdiction: str | None
    policy: str | None
    fragment_id: str
    content_hash: str


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


@dataclass(frozen=True, slots=True)
class Preference:
    """What ranks before the score. Fragments of the document the question names come
    first; when it asks about a jurisdiction, fragments of any other jurisdiction are not
    results at all and those of no jurisdiction come after its own; a historical question
    prefers historical records. The database orders by exactly :meth:`key`."""

    document: str | None = None
    jurisdiction: str | None = None
    historical: bool = False

    def key(self, hit: Hit) -> tuple:
        return (
            self.document is not None and hit.document != self.document,
            self.jurisdiction is not None and hit.jurisdiction != self.jurisdiction,
            self.historical and hit.policy != "historical",
            -hit.score,
            hit.fragment_pk,
        )


def search(
    conn: Connection,
    terms: Sequence[str],
    corpora: Sequence[str] | None,
    limit: int,
    prefer: Preference = Preference(),
) -> list[Hit]:
    """The best ``limit`` current fragments matching any of ``terms``, in ``prefer.key`` order
    (``score`` higher is better)."""
    terms = [t for t in dict.fromkeys(terms) if t]
    if not terms or limit <= 0:
        return []
    dialect = _dialect(conn)
    q = (" OR ".join('"' + t.replace('"', "") + '"' for t in terms) if dialect == "sqlite"
         else " | ".join(_pg_quote(t) for t in terms))
    statement = _statement(dialect, "search", _shape(corpora, prefer))
    return _hits(conn.execute(statement, {"q": q, **_params(corpora, prefer, limit)}))


def document_fragments(
    conn: Connection, corpora: Sequence[str] | None, limit: int, prefer: Preference,
) -> list[Hit]:
    """The first ``limit`` current fragments of ``prefer.document`` in ``prefer.key`` order,
    scored 0: a named document is a result even where none of its words match."""
    if prefer.document is None or limit <= 0:
        return []
    statement = _statement(_dialect(conn), "document", _shape(corpora, prefer))
    return _hits(conn.execute(statement, _params(corpora, prefer, limit)))


def _dialect(conn: Connection) -> str:
    dialect = conn.dialect.name
    if dialect not in ("sqlite", "postgresql"):
        raise StoreError(f"full-text search is not available on {dialect}; use SQLite or PostgreSQL")
    return dialect


def _shape(corpora: Sequence[str] | None, prefer: Preference) -> tuple:
    return (None if corpora is None else len(corpora), prefer.document is not None,
            prefer.jurisdiction is not None, prefer.historical)


def _params(corpora: Sequence[str] | None, prefer: Preference, limit: int) -> dict[str, object]:
    return {"limit": limit, "doc": prefer.document, "jur": prefer.jurisdiction,
            **{f"c{i}": corpus for i, corpus in enumerate(corpora or ())}}


def _hits(rows: Iterable[Row[Any]]) -> list[Hit]:
    return [Hit(pk, float(score), *rest) for pk, score, *rest in rows]


@lru_cache(maxsize=256)
def _statement(dialect: str, kind: str, shape: tuple) -> TextualSelect:
    """One query per dialect, kind ("search" or "document") and shape (how many corpora,
    which preferences), built once; the values are bound."""
    corpora, document, jurisdiction, historical = shape
    where = ["f.current"]
    if corpora is not None:
        where.append(f"f.corpus IN ({', '.join(f':c{i}' for i in range(corpora))})")
    if jurisdiction:
        where.append("(r.jurisdiction IS NULL OR r.jurisdiction = :jur)")
    # Preference.key, in SQL: false sorts before true in both databases.
    order = [*(["f.document <> :doc"] if document else []), *(["r.jurisdiction IS NULL"] if jurisdiction else []),
             *(["COALESCE(r.policy, '') <> 'historical'"] if historical else []), "score DESC", "f.pk"]
    records = "JOIN source_records r ON r.pk = f.record_pk"
    if kind == "document":
        where.append("f.document = :doc")
        score, source = "0.0", f"fragments f {records}"
    elif dialect == "sqlite":
        where.append("fragment_fts MATCH :q")
        score, source = "-bm25(fragment_fts)", f"fragment_fts JOIN fragments f ON f.pk = fragment_fts.rowid {records}"
    else:
        where.append("f.search_vector @@ q")
        score, source = "ts_rank_cd(f.search_vector, q)", f"fragments f {records}, to_tsquery('simple', :q) q"
    return text(
        f"SELECT f.pk, {score} AS score, f.document, r.jurisdiction, r.policy, f.fragment_id, r.content_hash "
        f"FROM {source} WHERE {' AND '.join(where)} ORDER BY {', '.join(order)} LIMIT :limit"
    ).columns(column("pk", Integer), column("score", Float),
              *(column(name, String) for name in ("document", "jurisdiction", "policy", "fragment_id", "content_hash")))


def _pg_quote(term: str) -> str:
    return "'" + term.replace("'", "").replace("\\", "") + "'"
