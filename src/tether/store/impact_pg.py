"""PostgreSQL's impact lists and ts_rank's arithmetic.

``fragment_terms`` (migration 0007) holds one row per lexeme of each current fragment's
``tsvector`` with the number of positions it has there — filled by the server from the
vector itself, so a lexeme and its count are exactly what ``ts_rank`` reads. Its primary
key (lexeme, count, key) reads one lexeme's fragments at one count in key order, and
carries the fragment's jurisdiction and historical flag, so a preference class is
filtered in the index itself (a join per row to ``fragment_search`` cost ten times the
read). Rows leave when a fragment stops being current and come back with it.

``ts_rank`` (normalization 0) of an OR of lexemes depends on nothing but each lexeme's
count: every position of ``to_tsvector`` has weight D (0.1), so a lexeme found n times
adds (0.1 + Σ_{j≤n} 0.1/j² − 0.1) / 1.64493406685, and the sum over the question's
distinct lexemes (in PostgreSQL's order of them) is divided by how many there are
(tsrank.c, ``calc_rank_or``). :func:`rank` repeats that arithmetic — single precision
where PostgreSQL uses it — so a bound is the very number PostgreSQL would compute for a
fragment with those counts; the candidates' scores are asked of PostgreSQL itself.
"""

from __future__ import annotations

import struct
from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import TYPE_CHECKING, Any, cast

from sqlalchemy import Connection, text

from ..guard import lazy_pattern
from .impact import Filter, Found, Level

if TYPE_CHECKING:  # psycopg is the optional [postgres] extra: a SQLite install has none
    from psycopg import Connection as PgConnection

WEIGHT_D = 0.1  # ts_rank's default weight of positions marked D, which to_tsvector gives every position
DENOMINATOR = 1.64493406685  # tsrank.c divides each lexeme's share by this (π²/6)
TIE_LEVELS = 64
"""Ties are settled by key only while every frontier count is at most this: a fragment one
occurrence short then scores clearly less, far beyond single precision's rounding."""


def _single(value: float) -> float:
    """``value`` rounded to single precision, as a C ``float`` holds it."""
    return float(struct.unpack("f", struct.pack("f", value))[0])


_WEIGHT = _single(WEIGHT_D)


@lru_cache(maxsize=512)
def share(count: int) -> float:
    """What one lexeme found ``count`` times adds before the division by the number of
    lexemes, as tsrank.c computes it (float steps rounded to single precision; the
    division by the double constant is a double)."""
    resj = 0.0
    for j in range(1, count + 1):
        resj = _single(resj + _single(_WEIGHT / (j * j)))
    return _single(_single(_WEIGHT + resj) - _WEIGHT) / DENOMINATOR


def rank(counts: Sequence[int]) -> float:
    """ts_rank of a fragment that holds the question's lexemes (in PostgreSQL's order of
    them: :class:`Query`) these many times (0: not at all), as the driver hands it over."""
    total = 0.0
    for count in counts:
        if count:
            total = _single(total + share(count))
    return _as_delivered(_single(total / len(counts)) if counts else 0.0)


def _as_delivered(value: float) -> float:
    """A ``real`` as it reaches Python: PostgreSQL writes the shortest decimal that reads
    back as the same single-precision number, and the driver reads that as a double. The
    mapping keeps order and tells different numbers apart, so bounds compare like scores."""
    for digits in range(1, 10):
        shown = float(f"{value:.{digits}g}")
        if _single(shown) == value:
            return shown
    return value


_QUOTED = lazy_pattern(r"'((?:[^']|'')*)'")


@dataclass(frozen=True, slots=True)
class Query:
    """A question's tsquery: its text, its distinct lexemes in the order ts_rank adds them
    (bytewise, a prefix first), and whether a search term became a phrase of several
    (``'doc' <-> '-00007'``), which a fragment can hold a lexeme of without matching."""

    text: str
    words: tuple[str, ...]
    phrases: bool


def parse(conn: Connection, query: str) -> Query | None:
    """``to_tsquery('simple', query)`` as PostgreSQL builds it; None when a lexeme holds a
    character its text form would escape."""
    shown = str(conn.execute(text("SELECT to_tsquery('simple', :q)::text"), {"q": query}).scalar_one())
    found = {m.group(1) for m in _QUOTED.finditer(shown)}
    if any("'" in lexeme or "\\" in lexeme for lexeme in found):
        return None
    return Query(query, tuple(sorted(found, key=lambda lexeme: lexeme.encode())), "<->" in shown)


def levels(conn: Connection, words: Sequence[str]) -> dict[str, list[tuple[int, int, int, int]]]:
    """Each lexeme's counts that occur: (count, 0, the first key at it, how many rows have
    it), whatever the filter. One pass over the lexemes' rows in the index (about 3 ms for
    a lexeme in half of 100k fragments), kept until the corpus changes; the sizes let the
    search read where the bound falls fastest (:func:`tether.store.impact._next`)."""
    found: dict[str, list[tuple[int, int, int, int]]] = {word: [] for word in words}
    for term, count, key, size in conn.execute(_LEVELS, {"terms": list(words)}):
        found[term].append((count, 0, key, size))
    return found


_LEVELS = text("SELECT term, tf, min(pk), count(*) FROM fragment_terms WHERE term = ANY(CAST(:terms AS text[])) "
               "GROUP BY term, tf")


def _fetch_sql(where: Filter, phrases: bool, levels: int, pruned: bool = False) -> str:
    """The next rows of ``levels`` levels that pass ``where``, each level's in key order
    (a corpus is read from ``fragment_search``; the rest from the index) and tagged with
    the level's place in the read (``i``), each with its score: one round trip reads and
    scores them all. With ``phrases`` (a search term of several lexemes) a fragment that
    holds a lexeme of a phrase but not the phrase has none (NULL); otherwise every fragment
    that holds a lexeme matches, and ``@@`` (a third of the cost) is not asked.

    Each row says whether it was scored: with ``pruned``, the first level's rows are scored
    only when their fragment passes the :class:`Prune` test bound as ``:pw`` and ``:ptf``
    (the term and each count it allows), the vector looked up for those alone.

    The test is a correlated EXISTS on the index's whole key (term, count, key), not
    ``t.pk IN (SELECT …)``: PostgreSQL hashes such an IN only while its estimate of the
    subquery's rows fits in hash_mem, and otherwise rescans the subquery's rows for every
    row of the level (rows × rows). An EXISTS leaves it two plans, each bounded: one probe
    of the index per count per row, or (when it expects many rows) the same subquery hashed
    once. The counts are listed (``= ANY``), not a range: a range of the index's second
    column would make each probe scan every row of the range."""
    conditions = where.conditions("t", "c")
    join = " JOIN fragment_search c ON c.pk = t.pk" if where.corpora is not None else ""

    def rows(i: int) -> str:
        tests = [f"t.term = :t{i}", f"t.tf = :g{i}", f"t.pk >= :lo{i}", *conditions]
        kept = ("EXISTS (SELECT FROM fragment_terms u WHERE u.term = :pw AND u.tf = ANY(CAST(:ptf AS smallint[])) "
                "AND u.pk = t.pk)" if pruned and i == 0 else "TRUE")
        return (f"(SELECT {i} AS i, t.pk, {kept} AS kept FROM fragment_terms t{join} WHERE {' AND '.join(tests)} "
                f"ORDER BY t.pk LIMIT :n{i})")

    score = "CASE WHEN s.search_vector @@ q THEN ts_rank(s.search_vector, q) END" if phrases else \
        "ts_rank(s.search_vector, q)"
    read = f"({' UNION ALL '.join(rows(i) for i in range(levels))}) g"
    if pruned:
        return (f"SELECT g.i, g.pk, CASE WHEN g.kept THEN (SELECT {score} FROM fragment_search s "
                f"WHERE s.pk = g.pk) END, g.kept FROM {read}, to_tsquery('simple', :q) q ORDER BY g.i, g.pk")
    return (f"SELECT g.i, g.pk, {score}, g.kept FROM {read} "
            "JOIN fragment_search s ON s.pk = g.pk, to_tsquery('simple', :q) q ORDER BY g.i, g.pk")


def _driver(conn: Connection) -> PgConnection[Any]:
    """The driver's connection under ``conn`` (same transaction): a search runs a statement
    per read of its lists, and SQLAlchemy's set-up of each statement and result costs as
    much as a short read itself (as on SQLite: :func:`tether.store.impact_sqlite._raw`)."""
    return cast("PgConnection[Any]", conn.connection.driver_connection)


def _driver_sql(sql: str) -> str:
    """``sql`` with its ``:name`` parameters in the driver's ``%(name)s`` form."""
    # Imported here: the dialect costs a question on SQLite ~10-25 ms of start-up (`tether ask`).
    from sqlalchemy.dialects import postgresql

    return str(text(sql).compile(dialect=postgresql.psycopg.dialect()))


class Lists:
    """The :class:`tether.store.impact.Source` of one search on PostgreSQL: a level's rows
    come with their scores, and the levels read at once come in one statement, so each
    step of the search is one round trip."""

    together = True  # each read is a round trip: small levels are read with the one asked for
    lengths = False  # ts_rank's share of a lexeme depends on its count alone

    def __init__(self, conn: Connection, query: Query, where: Filter, params: dict[str, object]) -> None:
        self._conn, self._query, self._where = conn, query, where
        self._read = replace(where, skip=frozenset())  # the statements do not depend on what is skipped
        self._params = {**params, "q": query.text}
        self._scored: dict[int, float | None] = {}  # None: holds a lexeme, does not match
        self._floor: tuple[float, dict[int, Level], Sequence[Level]] | None = None
        self._below: set[int] = set()  # read, left unscored: below the floor
        self._unscored: list[int] = []

    def floor(self, score: float, frontier: dict[int, Level], levels: Sequence[Level]) -> None:
        self._floor = (score, frontier, levels)

    def unscored(self) -> list[int]:
        out, self._unscored = self._unscored, []
        return out

    def _whole(self, level: Level) -> tuple[bool, Prune | None]:
        """Whether ``level`` is read to its end now, and the test its rows are read with.
        Only once the results are full, and only a frontier level: ts_rank's bound falls
        when such a level is read to its end, not before, and the search reads on in the
        level it chose (a row read lowers no other level's share of the bound), so the rest
        is read anyway — unless ties settle the search first, which costs rows, not
        answers. Only a frontier level's rows are bounded by the frontier (:func:`prune`);
        a question with a phrase is not pruned (a fragment may hold its lexemes and not
        match)."""
        if self._floor is None:
            return False, None
        score, frontier, levels = self._floor
        left = level.size - level.taken - len(level.rows)
        if frontier.get(level.slot) is not level or not 0 < left <= WHOLE_UP_TO:
            return False, None
        found = None if self._query.phrases else prune(score, self._counts(frontier), level.slot, levels)
        return True, found if found is not None and found.rows <= PRUNE_ROWS_PER_ROW * left else None

    def fetch(self, wanted: Sequence[tuple[Level, int]]) -> None:
        first = wanted[0][0]
        whole, test = self._whole(first)
        if whole:
            wanted = [(first, first.size - first.taken - len(first.rows) + 1), *wanted[1:]]
        params = dict(self._params)
        for i, (level, n) in enumerate(wanted):
            params |= {f"t{i}": level.term, f"g{i}": level.level, f"lo{i}": level.after, f"n{i}": n}
        if test is not None:
            params |= {"pw": test.term, "ptf": list(range(test.low, test.high + 1))}
        got: list[list[int]] = [[] for _ in wanted]
        statement = _fetch_statement(self._read, self._query.phrases, len(wanted), test is not None)
        for i, key, score, kept in _driver(self._conn).execute(statement, params).fetchall():
            if kept:
                self._scored[key] = None if score is None else float(score)
            else:
                self._below.add(key)
            got[i].append(key)
        for (level, n), keys in zip(wanted, got, strict=True):
            level.rows.extend((0, key) for key in keys)
            if keys:
                level.after = keys[-1] + 1
            level.done = len(keys) < n

    def ceiling(self, level: Level, length: int) -> float:
        return share(level.level)

    def scores(self, keys: Sequence[int]) -> dict[int, float]:
        wanted = [key for key in keys if key not in self._where.skip]
        missing = [key for key in wanted if key not in self._scored]
        if missing:
            for key, score in _driver(self._conn).execute(_scores_statement(), {"q": self._query.text, "pks": missing}):
                self._scored[key] = float(score)
        return {key: score for key in wanted if (score := self._scored.get(key)) is not None}

    def scores_met(self, level: Level, rows: Sequence[tuple[int, int]]) -> dict[int, float]:
        keys = [key for _, key in rows]
        self._unscored.extend(key for key in keys if key in self._below)
        return self.scores([key for key in keys if key not in self._below])  # read with its rows (fetch)

    def close(self) -> None:
        pass  # each batch is a statement of its own: a key is found by its index, not by walking

    def bound(self, frontier: dict[int, Level]) -> float:
        return rank(self._counts(frontier))

    def _counts(self, frontier: dict[int, Level]) -> list[int]:
        return [frontier[slot].level if slot in frontier else 0 for slot in range(len(self._query.words))]

    def settled(self, kth: Found, frontier: dict[int, Level], unread: Sequence[tuple[float, Level]]) -> bool:
        counts = self._counts(frontier)
        bound = rank(counts)
        if kth.score > bound:
            return True
        # A fragment not yet read that ties the bound holds every lexeme exactly as often as
        # the frontier does — any fewer scores less (checked below) — so it comes after each
        # frontier level's next key: after ``kth`` when ``kth``'s key is smaller.
        return (kth.score == bound and max(counts) <= TIE_LEVELS
                and kth.key < max(level.next_key() for level in frontier.values())
                and all(rank(_one_less(counts, slot)) < bound for slot in frontier))


WHOLE_UP_TO = 2048
"""The most rows left in a level that :meth:`Lists.fetch` reads to its end at once (see
:meth:`Lists._whole`): twice LAST_FETCH, so a level of many thousand rows is still read in
batches the search's budget can stop between. At 100k fragments the benchmark's hardest
questions read levels of 369–1,486 rows this way, in one statement each instead of 3–5."""
PRUNE_ROWS_PER_ROW = 2
"""A frontier level's rows are read whole and pruned (:class:`Prune`) when the levels its
fragments must also be in hold at most this many rows per row of it left to read: the
statement then scans those levels from the index and hashes them (~0.3 µs a row) in place
of looking up each row's vector for ts_rank (~2.5 µs a row). At 100k fragments, one level
of 1,300 rows ("applic" three times) with 2,409 such rows (PostgreSQL 15, this machine,
median of 40): 3.5 ms scored, 1.8 ms pruned; with 256 of its rows, 0.59 → 0.84 ms."""


@dataclass(frozen=True, slots=True)
class Prune:
    """A test that every fragment of a level able to reach the floor passes: it holds
    ``term`` from ``low`` to ``high`` times; ``rows``: how many rows those levels hold,
    whatever the filter (a bound of what the test scans)."""

    term: str
    low: int
    high: int
    rows: int


def prune(floor: float, counts: Sequence[int], slot: int, levels: Sequence[Level]) -> Prune | None:
    """The test that rules out most rows of the frontier level in ``slot`` whose fragments
    cannot score ``floor``, or None when there is none.

    ``counts``: the frontier's (:class:`Lists`). A fragment not met yet holds each term at
    most that often — each higher level was read to its end — and ts_rank grows with each
    count, so one that holds a term fewer times than the least with which the others at
    their most still reach the floor (:func:`least`) scores less: it cannot be a result."""
    found: Prune | None = None
    for other, high in enumerate(counts):
        low = least(floor, counts, other) if other != slot and high else 0
        if low == 0:
            continue  # any count will do, none: no test
        term = next(level.term for level in levels if level.slot == other)
        rows = sum(level.size for level in levels if level.slot == other and low <= level.level <= high)
        if found is None or rows < found.rows:
            found = Prune(term, low, high, rows)
    return found


def least(floor: float, counts: Sequence[int], slot: int) -> int:
    """The fewest times a fragment can hold the term in ``slot`` and still score ``floor``
    when it holds every other term as often as ``counts`` says; one more than
    ``counts[slot]`` when even that falls short (then no such fragment can)."""
    trial = list(counts)
    low = counts[slot] + 1
    for count in range(counts[slot], -1, -1):
        trial[slot] = count
        if rank(trial) < floor:
            break
        low = count
    return low


def _one_less(counts: list[int], slot: int) -> list[int]:
    fewer = list(counts)
    fewer[slot] -= 1
    return fewer


@lru_cache(maxsize=1)
def _scores_statement() -> str:
    """Made on first use, not at import: :func:`_driver_sql` loads the PostgreSQL dialect."""
    return _driver_sql("SELECT s.pk, ts_rank(s.search_vector, q) FROM fragment_search s, "
                       "to_tsquery('simple', :q) q WHERE s.pk = ANY(CAST(:pks AS integer[])) AND s.search_vector @@ q")


@lru_cache(maxsize=256)
def _fetch_statement(where: Filter, phrases: bool, levels: int, pruned: bool) -> str:
    return _driver_sql(_fetch_sql(where, phrases, levels, pruned))


# A fragment's rows: its vector's lexemes and their counts (a lexeme stored without
# positions counts once, as ts_rank counts it), with its narrow columns.
_TERMS = ("SELECT u.lexeme, GREATEST(COALESCE(cardinality(u.positions), 0), 1) AS tf, s.pk, s.jurisdiction, "
          "s.historical FROM fragment_search s, unnest(s.search_vector) u WHERE s.pk = ANY(CAST(:pks AS integer[]))")
# In the primary key's order: a batch's rows for one lexeme then land on neighbouring index
# pages instead of one page each, all over an index larger than the server's buffers.
ADD_TERMS = text(f"INSERT INTO fragment_terms (term, tf, pk, jurisdiction, historical) {_TERMS} ORDER BY 1, 2, 3")
REMOVE_TERMS = text(f"DELETE FROM fragment_terms t USING ({_TERMS}) d "
                    "WHERE t.term = d.lexeme AND t.tf = d.tf AND t.pk = d.pk")
