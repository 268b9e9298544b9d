"""Search through the impact index: the best ``limit`` matches in preference order, scored
exactly as the full-text index scores them, without ranking every match.

The preferences of :class:`tether.store.hits.Preference` split the matches into classes
that rank one after the other (its own jurisdiction before none; historical records
before others when asked for) — the named document's matches before all of them. Each
class is searched on its own (:func:`tether.store.impact.top`, the filter applied while
the lists are read) until ``limit`` matches are found; the named document's few
fragments are scored directly. None when the search cannot be done here — the caller
then ranks every match in the database, as before migration 0007.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from sqlalchemy import Connection, bindparam, text

from ..lru import Lru
from . import fts5, impact_pg, impact_sqlite
from .hits import Hit, Preference
from .impact import Filter, Found, Level, Ranking, Source

MATCHES_PER_SCORED = {"sqlite": 25, "postgresql": 6}
"""How many matches ranking every match goes through in the time the impact search reads
and scores one fragment, measured with benchmarks/scale.py at 100k fragments: FTS5's bm25
~0.7 µs a match against ~20 µs a fragment scored in Python; ts_rank ~1.2 µs a match
against ~7 µs a fragment read and scored. A search gives up once it has scored as many
fragments as the full ranking of its most common word would cost: past that, ranking
every match is the faster way (and at worst the question costs twice what it did)."""
SCORE_BUDGET_MIN = 256  # a small corpus ranks every match in no time: giving up early costs nothing
SCORE_BUDGET_PER_RESULT = 8  # a long list of results (a window of 256) needs more: at least this many each
RANK_EVERY_MATCH_UP_TO = 256
"""A question whose terms are in at most this many fragments in all (the sum of each term's
rows: no fewer than its matches) is ranked by the database directly, without the impact
index: it cannot save anything there. The impact search scores in Python every fragment it
returns and runs a statement per level it reads, while the database ranks a few hundred
matches in a fraction of a millisecond — on the demo corpus (47 rows for the benchmark's
question, limit 32) 2.0 ms through the impact index against 0.18 ms (SQLite) and 0.40 ms
(PostgreSQL) ranking every match, the same hits and scores (benchmarks/serve.py, profiled)."""

KEPT_ENTRIES = 65_536  # phrases and terms whose statistics are kept per store (as tether.store.stats keeps stems)
KEPT_FRAGMENTS = 8192
"""Fragments whose tokens are kept per store for scoring (~0.5 KB each: a tuple of interned
words): twice the candidates whose metadata is kept, since a search scores a few dozen to a
few hundred fragments for each candidate it returns."""


@dataclass(frozen=True, slots=True)
class Kept:
    """What a search learns of the index and may keep until an ingest changes the corpus
    (:meth:`tether.store.db.Store.derived`): questions repeat their words."""

    phrase_rows: Lru[tuple[str, ...], int]  # how many fragment_fts rows hold a phrase (bm25's n(q))
    levels: Lru[str, tuple[tuple[int, int, int, int], ...]]  # a term's levels: (count, first length, start, size)
    queries: Lru[str, impact_pg.Query]  # PostgreSQL's parse of a tsquery text: a round trip per search saved
    tokens: Lru[int, tuple[str, ...]]  # SQLite: the tokens of fragments scored (impact_sqlite.score_fragments)

    @classmethod
    def empty(cls) -> Kept:
        return cls(Lru(KEPT_ENTRIES), Lru(KEPT_ENTRIES), Lru(KEPT_ENTRIES), Lru(KEPT_FRAGMENTS))


@dataclass(frozen=True, slots=True)
class _Question:
    """One question, ready for either backend: fresh levels per class, a source per filter."""

    levels: Callable[[], list[Level]]
    source: Callable[[Filter], Source]
    matches: int  # how many fragments its most common term matches: a lower bound of its matches
    rows: int  # the sum of its terms' rows: an upper bound of its matches


def ranked_search(conn: Connection, terms: Sequence[str], corpora: Sequence[str] | None, limit: int,
                  prefer: Preference, kept: Kept | None = None, budget: int = 0) -> list[Hit] | None:
    """The first ``limit`` current matches in ``prefer.key`` order, or None when the impact
    index cannot give them (see the module's doc); ``budget``: fragments the search may score
    before it gives up, at least (a caller that knows giving up costs it more)."""
    found = ranked_search_on(conn, terms, corpora, limit, prefer, kept, budget)
    return None if found is None else found[0]


More = Callable[[int], list[Hit] | None]
"""A search taken further: the first ``limit`` matches (more than it gave before), or None
when the impact index gives up on them — as :func:`ranked_search` would for ``limit``."""


Wider = Callable[[int], list[Hit]]
"""The best ``limit`` hits (``limit`` at most the ``wide`` the search was asked for)."""


@dataclass(slots=True)
class ReadOn:
    """A search through the impact index, widened: read on from where it stopped; when that
    gives up, every match is ranked once (as searching anew would after giving up), and
    what that ranking read ahead serves any further widening."""

    more: More
    every: Callable[[int], tuple[list[Hit], Wider | None]]  # every match ranked for a limit, read ahead
    ahead: Wider | None = None

    def __call__(self, limit: int) -> list[Hit]:
        if self.ahead is not None:
            return self.ahead(limit)
        found = self.more(limit)
        if found is not None:
            return found
        found, self.ahead = self.every(limit)
        return found


def ranked_search_on(conn: Connection, terms: Sequence[str], corpora: Sequence[str] | None, limit: int,
                     prefer: Preference, kept: Kept | None = None, budget: int = 0) -> tuple[list[Hit], More] | None:
    """:func:`ranked_search`, and the same search to be taken further (:class:`Ranking`): a
    caller that may widen its window reads on from where this one stopped."""
    params: dict[str, object] = {"doc": prefer.document, "jur": prefer.jurisdiction,
                                 **{f"c{i}": corpus for i, corpus in enumerate(corpora or ())}}
    everywhere = Filter(None if corpora is None else len(corpora))
    kept = kept or Kept.empty()
    if conn.dialect.name == "sqlite":
        question = _sqlite_question(conn, terms, everywhere, params, kept)
    else:
        question = _pg_question(conn, terms, params, kept)
    if question is None or question.rows <= RANK_EVERY_MATCH_UP_TO:
        return None
    named = _named(conn, question, everywhere, params, prefer)
    classes = _classes(replace(everywhere, skip=frozenset(f.key for f in named)), prefer)
    rankings: list[Ranking] = []  # each class's search, made when the class is first read
    hits: dict[int, Hit] = {}  # each result's hit, read once: reading on returns the first ones again

    def first(limit: int, budget: int) -> list[Hit] | None:
        found: list[Found] = []
        budget = max(SCORE_BUDGET_MIN, SCORE_BUDGET_PER_RESULT * limit,
                     question.matches // MATCHES_PER_SCORED[conn.dialect.name], budget)
        for n, where in enumerate(classes):
            wanted = limit - len(named) - len(found)
            if wanted <= 0:
                break
            if n == len(rankings):
                rankings.append(Ranking(question.levels()))
            source = question.source(where)
            try:
                got = rankings[n].top(source, wanted, budget)
            finally:
                source.close()
            if got is None:
                return None
            found.extend(got)
        results = [*named, *found]
        hits.update((hit.fragment_pk, hit) for hit in _hits(conn, [f for f in results if f.key not in hits]))
        return sorted((hits[f.key] for f in results if f.key in hits), key=prefer.key)[:limit]

    top = first(limit, budget)
    # Further on, the budget is the one a search for the new limit would have, counted from
    # where this one stopped: what was scored already is spent either way.
    return None if top is None else (top, lambda more: first(more, 0))


def _classes(everywhere: Filter, prefer: Preference) -> list[Filter]:
    """The filters of the preference classes, best class first."""
    jurisdictions: list[str | None] = ["own", "none"] if prefer.jurisdiction else [None]
    historical: list[bool | None] = [True, False] if prefer.historical else [None]
    return [replace(everywhere, jurisdiction=j, historical=h) for j in jurisdictions for h in historical]


def _named(conn: Connection, question: _Question, everywhere: Filter, params: dict[str, object],
           prefer: Preference) -> list[Found]:
    """Every match among the named document's current fragments (of the asked jurisdiction
    or none): a handful, scored directly."""
    if prefer.document is None:
        return []
    where = ["f.document = :doc", "f.current", *everywhere.conditions("s", "s"),
             *(["(s.jurisdiction IS NULL OR s.jurisdiction = :jur)"] if prefer.jurisdiction else [])]
    keys = conn.execute(text("SELECT f.pk FROM fragments f JOIN fragment_search s ON s.pk = f.pk "
                             f"WHERE {' AND '.join(where)}"), params).scalars().all()
    source = question.source(everywhere)
    try:
        return [Found(key, score) for key, score in source.scores(keys).items()]
    finally:
        source.close()


def _sqlite_question(conn: Connection, terms: Sequence[str], everywhere: Filter, params: dict[str, object],
                     kept: Kept) -> _Question | None:
    phrases = [fts5.phrase_of(term) for term in terms]
    if any(p is None for p in phrases):
        return None
    known = [p for p in phrases if p is not None]
    hits = [_phrase_rows(conn, phrase, kept) for phrase in known]  # kept: no statement once known
    if sum(hits) <= RANK_EVERY_MATCH_UP_TO:
        return None  # before the statements below, which such a question would not use
    size = fts5.table_size(conn)
    if size is None or _meets_excluded(conn, everywhere, params):
        return None
    rows, tokens = size
    bm25 = impact_sqlite.Bm25(tuple(known), tokens / rows, tuple(fts5.idf(rows, n) for n in hits))
    # A phrase of several tokens is bounded by its first token's list: it occurs no more often.
    found = [level for slot, (phrase, n) in enumerate(zip(known, hits, strict=True)) if n > 0
             for level in _levels(kept, slot, phrase[0], lambda token: impact_sqlite.levels(conn, token))]
    return _Question(lambda: [_fresh(level) for level in found],
                     lambda where: impact_sqlite.Lists(conn, bm25, where, params, kept.tokens), max(hits, default=0),
                     sum(hits))


def _meets_excluded(conn: Connection, everywhere: Filter, params: dict[str, object]) -> bool:
    """Whether a fragment the impact index does not hold could be a result (the list is
    read first: it is empty unless a corpus has text in another script)."""
    sql = ("SELECT 1 FROM impact_excluded x CROSS JOIN fragment_search s ON s.pk = x.pk "
           f"WHERE {' AND '.join(['s.current', *everywhere.conditions('s', 's')])} LIMIT 1")
    return conn.execute(text(sql), params).first() is not None


def _phrase_rows(conn: Connection, phrase: tuple[str, ...], kept: Kept) -> int:
    known = kept.phrase_rows.get(phrase)
    if known is None:
        known = fts5.phrase_hits(conn, phrase)
        kept.phrase_rows.put(phrase, known)
    return known


def _levels(kept: Kept, slot: int, term: str,
            read: Callable[[str], list[tuple[int, int, int, int]]]) -> list[Level]:
    known = kept.levels.get(term)
    if known is None:
        known = tuple(read(term))
        kept.levels.put(term, known)
    return [Level(slot, level, term, head=head, after=start, size=size) for level, head, start, size in known]


def _pg_question(conn: Connection, terms: Sequence[str], params: dict[str, object], kept: Kept) -> _Question | None:
    asked = " | ".join("'" + t.replace("'", "").replace("\\", "") + "'" for t in terms)
    query = kept.queries.get(asked)
    if query is None:
        query = impact_pg.parse(conn, asked)
        if query is None:
            return None  # not kept: a rare text whose lexemes the parse cannot vouch for
        kept.queries.put(asked, query)
    unknown = [word for word in query.words if kept.levels.get(word) is None]
    read = impact_pg.levels(conn, unknown) if unknown else {}
    found = [level for slot, word in enumerate(query.words)
             for level in _levels(kept, slot, word, lambda w: read.get(w, []))]
    sizes = {word: sum(level.size for level in found if level.term == word) for word in query.words}
    return _Question(lambda: [_fresh(level) for level in found],
                     lambda where: impact_pg.Lists(conn, query, where, params), max(sizes.values(), default=0),
                     sum(sizes.values()))


def _fresh(level: Level) -> Level:
    return Level(level.slot, level.level, level.term, level.head, level.after, level.size)


def _hits(conn: Connection, found: Sequence[Found]) -> list[Hit]:
    """The hits of these fragments, with the columns preferences rank on."""
    if not found:
        return []
    scores = {f.key: f.score for f in found}
    # Unpacked, not read by name: SQLAlchemy's named access cost ~1 µs a column (256 hits
    # widened); on SQLite the driver's own rows, as the impact search reads its lists: a
    # SQLAlchemy row cost ~1 µs more each.
    rows = (impact_sqlite._raw(conn).execute(_SQLITE_HIT_COLUMNS, {"keys": json.dumps(list(scores))})
            if conn.dialect.name == "sqlite" else conn.execute(_HIT_COLUMNS, {"pks": list(scores)}))
    return [Hit(pk, scores[pk], document, jurisdiction, policy, fragment_id, content_hash)
            for pk, document, jurisdiction, policy, fragment_id, content_hash in rows]


_HIT_COLUMNS = text("SELECT f.pk, f.document, r.jurisdiction, r.policy, f.fragment_id, r.content_hash "
                    "FROM fragments f JOIN source_records r ON r.pk = f.record_pk WHERE f.pk IN :pks"
                    ).bindparams(bindparam("pks", expanding=True))
_SQLITE_HIT_COLUMNS = ("SELECT f.pk, f.document, r.jurisdiction, r.policy, f.fragment_id, r.content_hash "
                       "FROM fragments f JOIN source_records r ON r.pk = f.record_pk "
                       "WHERE f.pk IN (SELECT value FROM json_each(:keys))")
