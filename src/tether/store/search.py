"""Full-text search over fragments, in the database that stores them.

Both backends index the same pre-stemmed text (:func:`tether.text.index_text`),
so SQLite FTS5 with BM25 and PostgreSQL ``ts_rank_cd`` rank the same terms; the
stemming (Snowball, Russian and English) happens once, in Python, on both sides.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Any, cast

from sqlalchemy import (
    ColumnClause,
    Connection,
    Float,
    Integer,
    String,
    TextClause,
    TextualSelect,
    column,
    select,
    text,
    update,
)

from ..errors import StoreError
from . import impact_pg, impact_sqlite
from .hits import Hit, Preference
from .ranked import Kept, ReadOn, Wider, ranked_search_on
from .tables import fragment_search as FragmentSearch
from .tables import fragments as Fragments

if TYPE_CHECKING:  # the ingest's session; a question runs on Core and does not import the ORM
    from sqlalchemy.orm import Session

__all__ = ["Entry", "Hit", "Preference", "document_fragments", "index_fragments", "search", "search_wide",
           "set_current"]


@dataclass(frozen=True, slots=True)
class Entry:
    """One fragment as search sees it: its key, its stemmed text (:func:`tether.text.index_text`)
    and what search filters and orders on (copied to ``fragment_search``)."""

    pk: int
    body: str
    corpus: str
    document: str
    jurisdiction: str | None
    historical: bool


def index_fragments(session: Session, entries: Sequence[Entry]) -> None:
    """Add new, current fragments to the full-text index, to ``fragment_search`` and to the
    impact index (:mod:`tether.store.ranked`)."""
    if not entries:
        return
    dialect = session.get_bind().dialect.name
    params = [{"pk": e.pk, "body": e.body, "corpus": e.corpus, "document": e.document,
               "jurisdiction": e.jurisdiction, "historical": e.historical} for e in entries]
    columns = "pk, corpus, document, jurisdiction, historical, current"
    values = ":pk, :corpus, :document, :jurisdiction, :historical, TRUE"
    if dialect == "sqlite":
        session.connection().exec_driver_sql("INSERT INTO fragment_fts(rowid, body) VALUES (?, ?)",
                                             [(e.pk, e.body) for e in entries])
        session.execute(text(f"INSERT INTO fragment_search ({columns}) VALUES ({values})"), params)
        impact_sqlite.add_to_index(session.connection(), [
            impact_sqlite.Indexed(e.pk, e.body, e.jurisdiction, e.historical) for e in entries])
    elif dialect == "postgresql":
        session.execute(text(f"INSERT INTO fragment_search ({columns}, search_vector) "
                             f"VALUES ({values}, to_tsvector('simple', :body))"), params)
        session.execute(impact_pg.ADD_TERMS, {"pks": [e.pk for e in entries]})
    else:
        raise StoreError(f"full-text search is not available on {dialect}; use SQLite or PostgreSQL")


def set_current(conn: Connection, record_pks: Sequence[int], current: bool) -> None:
    """Mirror a change of the records' ``current`` flag in ``fragment_search``, and move
    their fragments into or out of the impact index, which holds current ones only."""
    if not record_pks:
        return
    conn.execute(update(FragmentSearch)
                 .where(FragmentSearch.c.pk.in_(select(Fragments.c.pk).where(Fragments.c.record_pk.in_(record_pks))))
                 .values(current=current))
    fragments = [impact_sqlite.Indexed(*row) for row in conn.execute(
        select(Fragments.c.pk, Fragments.c.index_text, FragmentSearch.c.jurisdiction, FragmentSearch.c.historical)
        .join(FragmentSearch, FragmentSearch.c.pk == Fragments.c.pk).where(Fragments.c.record_pk.in_(record_pks)))]
    if _dialect(conn) == "sqlite":
        if current:
            impact_sqlite.add_to_index(conn, fragments, list_excluded=False)
        else:
            impact_sqlite.remove_from_index(conn, fragments)
    elif fragments:
        conn.execute(impact_pg.ADD_TERMS if current else impact_pg.REMOVE_TERMS, {"pks": [f.key for f in fragments]})


# The bounded window (SQLite, no jurisdiction or historical preference): how many of the
# best-scored matches the full-text index hands to the joins. 256 keeps the joins under a
# millisecond while a window for the default top 5 — or the ~64 the gate may ask for —
# almost never needs widening; a wider ``limit`` widens it proportionally.
WINDOW_MIN = 256
WINDOW_PER_RESULT = 4
# When the window cannot settle the answer (too few acceptable matches in it), it grows
# once by this factor; if that does not settle it either, the search reads every match.
# Each try scores every match again, so more tries would cost more than they save.
WINDOW_GROWTH = 8
_EVERY_MATCH = 2**62  # a LIMIT both databases accept that no table reaches


def search(
    conn: Connection,
    terms: Sequence[str],
    corpora: Sequence[str] | None,
    limit: int,
    prefer: Preference = Preference(),
    kept: Kept | None = None,
) -> list[Hit]:
    """The best ``limit`` current fragments matching any of ``terms`` (:func:`search_wide`)."""
    return search_wide(conn, terms, corpora, limit, prefer, kept)[0]


def search_wide(
    conn: Connection,
    terms: Sequence[str],
    corpora: Sequence[str] | None,
    limit: int,
    prefer: Preference = Preference(),
    kept: Kept | None = None,
    wide: int = 0,
    budget: int = 0,
) -> tuple[list[Hit], Wider | None]:
    """The best ``limit`` current fragments matching any of ``terms``, in ``prefer.key`` order
    (``score`` higher is better); exactly what ordering every match would give.

    First through the impact index (:func:`tether.store.ranked.ranked_search`, migration
    0007): the best rows of each term are read until nothing unread can rank higher, and
    only the fragments met are scored — by the database's own formula. A question that
    would meet too many (every word common), or whose words are in so few fragments that
    the impact index cannot save anything (ranked.RANK_EVERY_MATCH_UP_TO), is ranked here
    as before 0007:

    * the named document's matching fragments are read on their own (an index on the
      document finds them), so the rest is ordered without that preference;
    * with a jurisdiction or historical preference, or on PostgreSQL, one bounded query
      ("ranked"): every match is filtered and ordered by the remaining preferences on its
      narrow ``fragment_search`` row, only those that pass are scored, and the best
      ``limit`` alone are joined to the wide tables;
    * otherwise, on SQLite, the full-text index yields its best-scored matches (a
      window) before any join, and the window grows until no match outside it could be
      among the first ``limit`` (:func:`_settled`). FTS5 still scores every match —
      bm25 reads each match's length — but no other row is read for it.

    Measured with benchmarks/scale.py's corpus at 100k fragments on SQLite: the full
    ranking costs FTS5's bm25, ~0.7 µs per match (45 ms for a question whose words are in
    68 % of the fragments); through the impact index the same questions score a few dozen
    to a few hundred fragments (1–4 ms).

    Returned with the best ``wide`` (more than ``limit``) when the search had to rank every
    match and its window already holds them, settled: a caller that may widen its search
    to ``wide`` (:func:`tether.evidence.gather`) then does not rank every match twice — the
    costliest questions, whose words are everywhere, were the ones that paid it (+13 ms of
    ~10 at 10k fragments, benchmarks/sufficiency.py) — as a call that builds them, since
    most questions never widen. A search through the impact index is returned with the
    same search to be read on from where it stopped (:class:`.ranked.ReadOn`). None
    otherwise (PostgreSQL's bounded query reads exactly ``limit``): widening searches anew.
    ``budget``: as :func:`ranked_search`'s. The wider answer is asked for by its limit
    (at most ``wide``)."""
    terms = [t for t in dict.fromkeys(terms) if t]
    if not terms or limit <= 0:
        return [], None
    found = ranked_search_on(conn, terms, corpora, limit, prefer, kept, budget)
    if found is not None:
        top, more = found
        return top, (ReadOn(more, lambda n: _every_match(conn, terms, corpora, n, prefer, wide))
                     if wide > limit else None)
    return _every_match(conn, terms, corpora, limit, prefer, wide)


def _every_match(conn: Connection, terms: Sequence[str], corpora: Sequence[str] | None, limit: int,
                 prefer: Preference, wide: int) -> tuple[list[Hit], Wider | None]:
    """:func:`search_wide` where the impact index does not answer: every match ranked in the database."""
    dialect = _dialect(conn)
    q = (" OR ".join('"' + t.replace('"', "") + '"' for t in terms) if dialect == "sqlite"
         else " | ".join(_pg_quote(t) for t in terms))
    shape = _shape(corpora, prefer)
    params = {"q": q, **_params(corpora, prefer, limit)}
    named = (_hits(conn.execute(_statement(dialect, "named", shape), params))
             if prefer.document is not None else [])
    if dialect != "sqlite" or prefer.jurisdiction is not None or prefer.historical:
        ranked = _hits(conn.execute(_statement(dialect, "ranked", shape), params))
        return sorted([*named, *ranked], key=prefer.key)[:limit], None
    window = first = max(WINDOW_MIN, WINDOW_PER_RESULT * limit)
    sql = cast(TextClause, _statement(dialect, "window", shape).element).text  # the text() it was made of
    while True:
        # The first ``wide`` when asked for: the wider answer is read from the same rows.
        # Plain tuples from the driver (as the impact search reads them): SQLAlchemy's rows
        # and a Hit for each of 256 rows cost ~0.6 ms a question, for rows only a widening reads.
        rows = _raw(conn).execute(sql, {**params, "window": window, "limit": max(limit, wide)}).fetchall()
        matched = rows[0][_MATCHED] if rows else 0
        # The statement orders the window's results exactly by ``prefer.key`` (its ORDER BY is
        # built from the same keys), so its first ``limit`` results are all the top can take.
        results = [r for r in rows if r[_OK]]
        top = sorted([*named, *_hits(results[:limit])], key=prefer.key)[:limit]
        if window == _EVERY_MATCH or _settled(len(top), top[-1] if top else None, matched, window, limit, prefer):
            return top, _wider(results, named, matched, window, limit, wide, prefer)
        window = window * WINDOW_GROWTH if window == first else _EVERY_MATCH


_OK, _MATCHED = 7, 8  # the window statement's columns after a Hit's seven


def _raw(conn: Connection) -> Any:
    """The driver's connection under ``conn``, in the same transaction."""
    return conn.connection.driver_connection


def _wider(results: list[Any], named: list[Hit], matched: int, window: int, limit: int, wide: int,
           prefer: Preference) -> Wider | None:
    """The best ``wide`` of a settled window, when it settles them too: the named document's
    matches were all read (fewer than ``limit``, the most "named" returns) and no match
    outside the window can be among the first ``wide`` (:func:`_settled`). Built only when
    called: most questions never widen. ``results`` are the window's result rows in key order."""
    if wide <= limit or len(named) >= limit:
        return None

    def best(limit: int = wide) -> list[Hit]:
        return sorted([*named, *_hits(results[:wide])], key=prefer.key)[:wide][:limit]

    count = min(wide, len(named) + len(results))
    # The last of the best ``wide`` is all :func:`_settled` reads of them: without a named
    # document it is the window's ``count``-th result, one row to make a Hit of.
    last = (best()[-1] if named else _hits(results[count - 1:count])[0]) if count else None
    return best if window == _EVERY_MATCH or _settled(count, last, matched, window, wide, prefer) else None


def _settled(count: int, last: Hit | None, matched: int, window: int, limit: int, prefer: Preference) -> bool:
    """Whether no match outside the window can be among the first ``limit``, given how many
    results the window holds for them (``count``, at most ``limit``) and the last of those.

    Every match outside the window scores below (or ties with a larger key than) every
    match inside it, and the named document's matches are all in ``named`` already. So
    the answer stands when the window held every match, or when it is full and its last
    hit is either the named document's or in the best preference class (its own
    jurisdiction, historical when asked): an outside match could only pass it by
    belonging to a better class, and there is none."""
    if matched < window:
        return True
    if count < limit or last is None:
        return False
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

    * "window" (SQLite): the best ``:window`` matches by score alone, straight from the
      full-text index, then joined; each row says whether it is a result (``ok``: current, in the
      corpora, of the asked jurisdiction or none, not of the named document — those come
      from "named") and how many matches the window held (``matched``, counted before
      any filter: a left join, so an index entry whose row has gone counts too);
    * "ranked": every match but the named document's, filtered and ordered by the other
      preferences on the narrow ``fragment_search`` rows and cut to ``:limit`` before
      anything wide is read (:func:`_bounded`);
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
        if not sqlite:
            raise StoreError("the bounded window is read from SQLite's FTS5 table only")
        ranked = ("SELECT rowid AS pk, -bm25(fragment_fts) AS score FROM fragment_fts "
                  "WHERE fragment_fts MATCH :q ORDER BY score DESC, pk LIMIT :window")
        sql = (f"SELECT {_COLUMNS.format(score='w.score')}, "
               f"CASE WHEN {ok} THEN 1 ELSE 0 END AS ok, count(*) OVER () AS matched "
               f"FROM ({ranked}) w LEFT JOIN fragments f ON f.pk = w.pk LEFT {_RECORDS} "
               f"ORDER BY ok DESC, {', '.join(order)} LIMIT :limit")
        extra: tuple[ColumnClause[int], ...] = (column("ok", Integer), column("matched", Integer))
    elif kind == "ranked":
        sql = _bounded(sqlite, corpora, document, jurisdiction, historical)
        extra = ()
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
            where.append("s.search_vector @@ q")
            score, source = (_PG_SCORE, f"fragments f JOIN fragment_search s ON s.pk = f.pk {_RECORDS}, "
                                        "to_tsquery('simple', :q) q")
        sql = (f"SELECT {_COLUMNS.format(score=score)} FROM {source} WHERE {' AND '.join(where)} "
               f"ORDER BY {', '.join(order)} LIMIT :limit")
    return text(sql).columns(
        column("pk", Integer), column("score", Float),
        *(column(name, String) for name in ("document", "jurisdiction", "policy", "fragment_id", "content_hash")),
        *extra,
    )


# PostgreSQL's score: ts_rank, not ts_rank_cd — the cover density reads every lexeme's
# positions and cost ~5x more per match (145 ms of 158 at 100k fragments, issue 15).
_PG_SCORE = "ts_rank(s.search_vector, q)"


def _bounded(sqlite: bool, corpora: int | None, document: bool, jurisdiction: bool, historical: bool) -> str:
    """Every match but the named document's, filtered and ordered by the remaining preferences
    on ``fragment_search`` alone, cut to ``:limit``; only those few rows are then joined to
    the wide tables. The outer query orders them again by the same keys (a join keeps no order)."""
    where = ["s.current"]
    if corpora is not None:
        where.append(f"s.corpus IN ({', '.join(f':c{i}' for i in range(corpora))})")
    if jurisdiction:
        where.append("(s.jurisdiction IS NULL OR s.jurisdiction = :jur)")
    if document:
        where.append("s.document <> :doc")
    keys = [*(["{t}.jurisdiction IS NULL"] if jurisdiction else []), *(["NOT {t}.historical"] if historical else [])]
    if sqlite:
        # CROSS JOIN keeps this order: the full-text index yields the matches, each is
        # checked against its narrow row by key, and only those that pass are scored.
        where.append("fragment_fts MATCH :q")
        score, source = "-bm25(fragment_fts)", "fragment_fts CROSS JOIN fragment_search s ON s.pk = fragment_fts.rowid"
    else:
        where.append("s.search_vector @@ q")
        score, source = _PG_SCORE, "fragment_search s, to_tsquery('simple', :q) q"
    inner = (f"SELECT s.pk, {score} AS score, s.jurisdiction, s.historical FROM {source} "
             f"WHERE {' AND '.join(where)} "
             f"ORDER BY {', '.join([*(k.format(t='s') for k in keys), 'score DESC', 's.pk'])} LIMIT :limit")
    return (f"SELECT {_COLUMNS.format(score='b.score')} FROM ({inner}) b JOIN fragments f ON f.pk = b.pk {_RECORDS} "
            f"ORDER BY {', '.join([*(k.format(t='b') for k in keys), 'b.score DESC', 'f.pk'])}")


def _pg_quote(term: str) -> str:
    return "'" + term.replace("'", "").replace("\\", "") + "'"
