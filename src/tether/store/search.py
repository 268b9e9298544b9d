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

from sqlalchemy import ColumnClause, Connection, Float, Integer, String, TextualSelect, column, text
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


# The bounded window: how many of the best-scored matches the full-text index hands to the
# joins and preferences. 256 keeps the joins well under a millisecond on both backends
# (benchmarks/scale.py) while a window of the default top 5 — or of the ~64 the gate may
# ask for — almost never needs widening; a wider ``limit`` widens it proportionally.
WINDOW_MIN = 256
WINDOW_PER_RESULT = 4
# When the window cannot settle the answer (too few acceptable matches in it, or a
# preference could lift a match from outside), it grows once by this factor; if that
# does not settle it either, the search reads every match, as a search without a window
# would. Each try scores every match again, so more tries would cost more than they save.
WINDOW_GROWTH = 8
_EVERY_MATCH = 2**62  # a LIMIT both databases accept that no table reaches


def search(
    conn: Connection,
    terms: Sequence[str],
    corpora: Sequence[str] | None,
    limit: int,
    prefer: Preference = Preference(),
) -> list[Hit]:
    """The best ``limit`` current fragments matching any of ``terms``, in ``prefer.key`` order
    (``score`` higher is better).

    The full-text index first yields its best-scored matches (a window) and only those are
    joined to their records and ordered by the preferences, so the cost does not grow with
    the number of matches. The result is exactly what ordering every match would give:
    fragments of a named document are read in full (an index on the document finds them),
    and the window grows until no match outside it could rank among the first ``limit``
    (see :func:`_settled`)."""
    terms = [t for t in dict.fromkeys(terms) if t]
    if not terms or limit <= 0:
        return []
    dialect = _dialect(conn)
    q = (" OR ".join('"' + t.replace('"', "") + '"' for t in terms) if dialect == "sqlite"
         else " | ".join(_pg_quote(t) for t in terms))
    shape = _shape(corpora, prefer)
    params = {"q": q, **_params(corpora, prefer, limit)}
    named = (_hits(conn.execute(_statement(dialect, "named", shape), params))
             if prefer.document is not None else [])
    window = first = max(WINDOW_MIN, WINDOW_PER_RESULT * limit)
    while True:
        rows = conn.execute(_statement(dialect, "window", shape), {**params, "window": window}).all()
        matched = rows[0].matched if rows else 0
        top = sorted([*named, *_hits(r for r in rows if r.ok)], key=prefer.key)[:limit]
        if window == _EVERY_MATCH or _settled(top, matched, window, limit, prefer):
            return top
        window = window * WINDOW_GROWTH if window == first else _EVERY_MATCH


def _settled(top: Sequence[Hit], matched: int, window: int, limit: int, prefer: Preference) -> bool:
    """Whether no match outside the window can be among the first ``limit``.

    Every match outside the window scores below (or ties with a larger key than) every
    match inside it, and the named document's matches are all in ``named`` already. So
    the answer stands when the window held every match, or when it is full and its last
    hit is either the named document's or in the best preference class (its own
    jurisdiction, historical when asked): an outside match could only pass it by
    belonging to a better class, and there is none."""
    if matched < window:
        return True
    if len(top) < limit:
        return False
    last = top[-1]
    if prefer.document is not None and last.document == prefer.document:
        return True  # the window holds no fragment of the named document: it is from ``named``
    _, other_jurisdiction, not_historical, *_ = prefer.key(last)
    return not other_jurisdiction and not not_historical


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


def _hits(rows: Iterable[Sequence[Any]]) -> list[Hit]:
    """The hits of rows whose first seven columns are a Hit's fields (any others are not)."""
    return [Hit(r[0], float(r[1]), r[2], r[3], r[4], r[5], r[6]) for r in rows]


_COLUMNS = "f.pk, {score} AS score, f.document, r.jurisdiction, r.policy, f.fragment_id, r.content_hash"
_RECORDS = "JOIN source_records r ON r.pk = f.record_pk"


@lru_cache(maxsize=256)
def _statement(dialect: str, kind: str, shape: tuple) -> TextualSelect:
    """One query per dialect, kind and shape (how many corpora, which preferences), built
    once; the values are bound. Kinds:

    * "window": the best ``:window`` matches by score alone, straight from the full-text
      index, then joined; each row says whether it is a result (``ok``: current, in the
      corpora, of the asked jurisdiction or none, not of the named document — those come
      from "named") and how many matches the window held (``matched``, counted before
      any filter: a left join, so an index entry whose row has gone counts too);
    * "named": every matching current fragment of the named document;
    * "document": the named document's fragments whether they match or not (score 0).
    """
    corpora, document, jurisdiction, historical = shape
    where = ["f.current"]
    if corpora is not None:
        where.append(f"f.corpus IN ({', '.join(f':c{i}' for i in range(corpora))})")
    if jurisdiction:
        where.append("(r.jurisdiction IS NULL OR r.jurisdiction = :jur)")
    # Preference.key, in SQL: false sorts before true in both databases.
    order = [*(["f.document <> :doc"] if document else []), *(["r.jurisdiction IS NULL"] if jurisdiction else []),
             *(["COALESCE(r.policy, '') <> 'historical'"] if historical else []), "score DESC", "f.pk"]
    sqlite = dialect == "sqlite"
    if kind == "window":
        if document:
            where.append("f.document <> :doc")
        ok = " AND ".join(where)
        ranked = ("SELECT rowid AS pk, -bm25(fragment_fts) AS score FROM fragment_fts "
                  "WHERE fragment_fts MATCH :q ORDER BY score DESC, pk LIMIT :window") if sqlite else (
                  "SELECT pk, ts_rank_cd(search_vector, q) AS score FROM fragments, to_tsquery('simple', :q) q "
                  "WHERE search_vector @@ q ORDER BY score DESC, pk LIMIT :window")
        sql = (f"SELECT {_COLUMNS.format(score='w.score')}, "
               f"CASE WHEN {ok} THEN 1 ELSE 0 END AS ok, count(*) OVER () AS matched "
               f"FROM ({ranked}) w LEFT JOIN fragments f ON f.pk = w.pk LEFT {_RECORDS} "
               f"ORDER BY ok DESC, {', '.join(order)} LIMIT :limit")
        extra: tuple[ColumnClause[int], ...] = (column("ok", Integer), column("matched", Integer))
    else:
        where.append("f.document = :doc")
        extra = ()
        if kind == "document":
            score, source = "0.0", f"fragments f {_RECORDS}"
        elif sqlite:
            # CROSS JOIN keeps this order: the document's few fragments first (by its
            # index), then the full-text index probed for each by rowid.
            where.append("fragment_fts MATCH :q")
            score, source = ("-bm25(fragment_fts)",
                             f"fragments f CROSS JOIN fragment_fts ON fragment_fts.rowid = f.pk {_RECORDS}")
        else:
            where.append("f.search_vector @@ q")
            score, source = "ts_rank_cd(f.search_vector, q)", f"fragments f {_RECORDS}, to_tsquery('simple', :q) q"
        sql = (f"SELECT {_COLUMNS.format(score=score)} FROM {source} WHERE {' AND '.join(where)} "
               f"ORDER BY {', '.join(order)} LIMIT :limit")
    return text(sql).columns(
        column("pk", Integer), column("score", Float),
        *(column(name, String) for name in ("document", "jurisdiction", "policy", "fragment_id", "content_hash")),
        *extra,
    )


def _pg_quote(term: str) -> str:
    return "'" + term.replace("'", "").replace("\\", "") + "'"
