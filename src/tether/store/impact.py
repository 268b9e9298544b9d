"""The best ``limit`` matches without scoring every match: Fagin's threshold algorithm
over impact-ordered lists.

A question's score is a sum over its terms (SQLite's bm25, PostgreSQL's ts_rank), and
each term's share grows with how often the term occurs in the fragment (and, for bm25,
shrinks as the fragment grows longer). So each term's matches are kept in *levels* — one
per occurrence count — each read in a fixed order with a known ceiling: no unread row of
a level can add more than its ceiling. Reading the level with the highest ceiling first
and scoring every fragment met exactly, the search stops as soon as the ``limit``-th
best score beats what a fragment not yet met could score with every term at its highest
unread ceiling (the backend's bound: a sum for bm25, ts_rank's own arithmetic on
PostgreSQL, where a tie is settled by key). The answer is exactly what ordering every match would give —
scores from the database's own formula, ties by key — while a question whose words are
in most fragments reads a few hundred of them instead of all.

It cannot pay off for every question: when many equally common words must all be
present for a fragment to stand out, the ceilings fall slowly and nearly every match
would be met. The caller names a budget of fragments to score; past it — or as soon as
the pace at which the gap between the best unread ceiling and the ``limit``-th score
closes says it would be passed — the search gives up (None) and the caller ranks every
match in the database instead.

The backends (:mod:`.impact_sqlite`, :mod:`.impact_pg`) say where levels come from,
what a level's ceiling is and how fragments are scored; this module only decides what to
read next and when to stop.
"""

from __future__ import annotations

import heapq
from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Protocol

FIRST_FETCH = 16
LAST_FETCH = 1024
"""Rows read from a level at a time: the first read of a level is small (most questions
stop after a few dozen rows of their best levels), each further read of the same level
doubles, so a level read deeply costs few statements."""
FIRST_FETCH_TOGETHER = 64
"""The first read where a read is a round trip (PostgreSQL): a question of four common words
("Как подать досье через портал реестра?") read 2,956 fragments in 41 statements at 100k
fragments. benchmarks/scale.py's questions on PostgreSQL at 100k, median of 5 rounds, 16 → 64
rows (with TOGETHER_ROWS 64 → 256): retrieval + gate p50 2.0–2.3 → 1.95 ms, p95 11.7–12.5 →
9.3 ms, the slowest question 19–21 → 16.5 ms."""

REST_WITHIN = 2
"""Where a read is a round trip (:attr:`Source.together`), the rest of a level is read at
once when it holds at most this many times the rows due (what is left is known from the
level's size, whatever the filter): a level just past a batch would otherwise cost one
more statement for its last few rows — at its first read, a level of 17 to 32 rows."""
TOGETHER_ROWS = 256
"""Where a read is a round trip, the never-read small levels of the question (highest
ceiling first, up to this many rows in all) are read in the same statement as the level
the search asked for. A round trip on PostgreSQL costs what reading and scoring ~65 rows
does (a level read with 1 row: ~110 µs, with 1024: ~1.8 ms, through SQLAlchemy on this
machine), and the search reads a question's rare high levels first anyway: at 100k
fragments a hard question read 17 levels once each, and the demo corpus's question ran
28 statements, one per level, of a row or two each. 256 (was 64) beside
FIRST_FETCH_TOGETHER, measured with it."""


@dataclass(slots=True)
class Level:
    """The rows of one term that occur ``level`` times, in the backend's reading order.

    ``rows`` holds fetched, unread rows as (length, key); ``head`` is the length of the
    next unread row when nothing is fetched yet (a lower bound, so the ceiling it gives
    is an upper bound); ``after`` is where the next fetch starts, in the backend's terms."""

    slot: int  # the index of the term in the question
    level: int
    term: str  # what the backend looks the term up by
    head: int
    after: int
    size: int = 0  # rows in the level whatever the filter, when the backend knows (0: it does not)
    rows: deque[tuple[int, int]] = field(default_factory=deque)
    done: bool = False  # every row of the level has been fetched
    fetches: int = 0
    taken: int = 0  # rows read from it so far

    @property
    def exhausted(self) -> bool:
        return self.done and not self.rows

    def next_length(self) -> int:
        return self.rows[0][0] if self.rows else self.head

    def next_key(self) -> int:
        """A lower bound of the next unread row's key (exact once rows are fetched)."""
        return self.rows[0][1] if self.rows else self.after


@dataclass(frozen=True, slots=True)
class Filter:
    """What a result must be besides a current match: in the corpora (how many; bound as
    ``:c0`` …), of the jurisdiction asked about (``own``, bound as ``:jur``) or of none
    (``none``), historical or not; never one of ``skip`` (the named document's fragments,
    ranked before every class)."""

    corpora: int | None = None
    jurisdiction: str | None = None
    historical: bool | None = None
    skip: frozenset[int] = frozenset()

    def conditions(self, narrow: str, wide: str) -> list[str]:
        """The SQL conditions, over the columns of ``narrow`` (jurisdiction, historical) and
        ``wide`` (corpus) — the aliases of the tables each backend reads them from."""
        out = []
        if self.corpora is not None:
            out.append(f"{wide}.corpus IN ({', '.join(f':c{i}' for i in range(self.corpora))})")
        if self.jurisdiction is not None:
            out.append(f"{narrow}.jurisdiction = :jur" if self.jurisdiction == "own" else
                       f"{narrow}.jurisdiction IS NULL")
        if self.historical is not None:
            out.append(f"{narrow}.historical" if self.historical else f"NOT {narrow}.historical")
        return out


@dataclass(frozen=True, slots=True)
class Found:
    key: int
    score: float


class Source(Protocol):
    """What the algorithm needs from a backend."""

    together: bool
    """Whether each :meth:`fetch` is a round trip to a server, so that reading several
    levels at once saves statements (PostgreSQL), rather than a step of an open cursor."""
    lengths: bool
    """Whether a level's ceiling depends on its next row's length (bm25): the next rows
    are then read as soon as the last fetched ones are taken, to know it."""

    def fetch(self, wanted: Sequence[tuple[Level, int]]) -> None:
        """Append up to ``n`` more rows of each ``(level, n)`` that pass the search's
        filter; set a level's ``done`` when it has no more."""

    def ceiling(self, level: Level, length: int) -> float:
        """The most that a row of ``level`` with this length can add to a score."""

    def scores(self, keys: Sequence[int]) -> dict[int, float]:
        """Exact scores of these fragments; a fragment that does not match is left out."""

    def scores_met(self, level: Level, rows: Sequence[tuple[int, int]]) -> dict[int, float]:
        """:meth:`scores` of the fragments of these rows (length, key), met in ``level``
        (what the row says may be all the score needs)."""

    def floor(self, score: float, frontier: dict[int, Level], levels: Sequence[Level]) -> None:
        """From now on, a fragment met that cannot score ``score`` (the ``limit``-th best so
        far, which only rises) may be left unscored: it cannot be among the results. Each such
        fragment is handed over once by :meth:`unscored`."""

    def unscored(self) -> list[int]:
        """The fragments met since the last call that :meth:`scores_met` left out because they
        could not reach the floor (:meth:`floor`)."""

    def bound(self, frontier: dict[int, Level]) -> float:
        """The most a fragment left unread can score, given each term's unread level with
        the highest ceiling (a term with nothing left is absent)."""

    def settled(self, kth: Found, frontier: dict[int, Level], unread: Sequence[tuple[float, Level]]) -> bool:
        """Whether no fragment left unread can rank before ``kth`` (see :meth:`bound`);
        ``unread``: every level not read to its end, with its ceiling."""

    def close(self) -> None:
        """Release what reading the levels holds open."""


PACE_AFTER = 128
"""Fragments scored before the pace of the search is judged: the first reads of a question's
best levels fill the ``limit`` best and say little about how the rest will go."""


@dataclass(slots=True)
class _Pace:
    """How fast the gap between the bound and the ``limit``-th score closes, measured from
    the first time it is judged: a straight line through then and now, extended to zero,
    says how many fragments the search would score in all. The gap closes ever slower as
    a search goes on, so the line foresees fewer than it will take: a search the line
    gives up on would have gone past the budget too — unless a level runs out and the
    bound drops at once, when giving up early only costs the time of ranking every match."""

    scored: int = 0
    gap: float = 0.0

    def beyond(self, scored: int, gap: float, budget: int) -> bool:
        if scored < PACE_AFTER:
            return False
        if not self.scored:
            self.scored, self.gap = scored, gap
            return False
        closed = self.gap - gap
        return closed > 0 and scored + gap * (scored - self.scored) / closed > budget


def top(source: Source, levels: list[Level], limit: int, budget: int) -> list[Found] | None:
    """The best ``limit`` matches by score (higher first, then by key), or None when more
    than ``budget`` fragments would have to be scored to know them."""
    return Ranking(levels).top(source, limit, budget)


class Ranking:
    """One search over ``levels`` that can be taken further: every fragment it scored is kept
    with its score, and each level where its reading stopped, so a caller that asks for more
    results after a first answer (tether.evidence.gather's window after its probe) reads on
    from there instead of scoring the same fragments again — on benchmarks/sufficiency.py's
    corpus a top 32 searched anew scored 540–740 fragments where reading on from the top 20
    scored 220–420 more. Whatever the order of the calls, each answer is the exact best
    ``limit``: what was scored is exact, and nothing unread can beat the bound."""

    def __init__(self, levels: list[Level]) -> None:
        self._levels = levels
        self._seen: set[int] = set()  # every fragment met, matching or not
        self._scored: list[tuple[float, int]] = []  # (score, -key) of each match met
        self._below: list[int] = []  # met, left unscored below an earlier call's floor (Source.floor)
        self._spent = False  # it gave up once: fragments met then were left unscored

    def top(self, source: Source, limit: int, budget: int) -> list[Found] | None:
        """The best ``limit`` matches, or None when more than ``budget`` fragments besides
        those scored before this call would have to be scored to know them — and from then
        on. ``source`` reads the same lists as before (a new one may replace one that was
        closed: a level knows where its reading stopped)."""
        if self._spent:
            return None
        levels, seen = self._levels, self._seen
        if self._below:  # below an earlier, larger k-th score: this call's may be lower
            self._scored.extend((score, -key) for key, score in source.scores(self._below).items())
            self._below = []
        best = heapq.nlargest(limit, self._scored)  # a min-heap of (score, -key): its root is the limit-th best
        heapq.heapify(best)
        start = len(seen)
        pace = _Pace()
        while True:
            ceilings = [(_ceiling(source, level, levels), level) for level in levels]
            ceilings = [(c, level) for c, level in ceilings if not level.exhausted]
            if not ceilings:
                break  # every row of every level was read
            frontier: dict[int, tuple[float, Level]] = {}
            for c, level in ceilings:
                if level.slot not in frontier or c > frontier[level.slot][0]:
                    frontier[level.slot] = (c, level)
            if len(best) == limit:
                kth, highest = Found(-best[0][1], best[0][0]), {slot: level for slot, (_, level) in frontier.items()}
                if source.settled(kth, highest, ceilings):
                    break
                if pace.beyond(len(seen) - start, source.bound(highest) - kth.score, budget):
                    self._spent = True
                    return None
                source.floor(kth.score, highest, levels)
            chosen = _next(levels, ceilings, frontier)
            met = [(length, key) for length, key in _take(source, chosen, levels) if key not in seen]
            seen.update(key for _, key in met)
            if len(seen) - start > budget:
                self._spent = True
                return None
            for key, score in source.scores_met(chosen, met).items():
                entry = (score, -key)
                self._scored.append(entry)
                if len(best) < limit:
                    heapq.heappush(best, entry)
                elif entry > best[0]:
                    heapq.heapreplace(best, entry)
            self._below.extend(source.unscored())
        return [Found(-negated, score) for score, negated in sorted(best, reverse=True)]


def _next(levels: list[Level], ceilings: list[tuple[float, Level]],
          frontier: dict[int, tuple[float, Level]]) -> Level:
    """The level to read next. Where every level's size is known, a term's highest unread
    level whose reading lowers the bound most per row (its ceiling down to the next level's
    of the same term): ts_rank weighs every term alike, and reading a rare term's levels
    deep is far cheaper than a common one's (benchmarks/scale.py, PostgreSQL, "What is the
    applicant, the registry and the fee?": 3.3k fragments scored by the highest ceiling
    first). Otherwise the level with the highest ceiling."""
    if not all(level.size for level in levels):
        return max(ceilings, key=lambda pair: pair[0])[1]
    below = {id(level): 0.0 for _, level in frontier.values()}
    for c, level in ceilings:
        top = frontier[level.slot][1]
        if level is not top:
            below[id(top)] = max(below[id(top)], c)

    def gain(pair: tuple[float, Level]) -> float:
        c, level = pair
        return (c - below[id(level)]) / max(1, level.size - level.taken)

    return max(frontier.values(), key=gain)[1]


def _ceiling(source: Source, level: Level, levels: list[Level]) -> float:
    if source.lengths and not level.rows and not level.done and level.fetches > 0:
        _fetch(source, level, levels)  # its last rows were taken: the next one sets the ceiling
    if level.exhausted:
        return 0.0
    return source.ceiling(level, level.next_length())


def _take(source: Source, level: Level, levels: list[Level]) -> list[tuple[int, int]]:
    if not level.rows:
        _fetch(source, level, levels)
    rows = list(level.rows)
    level.rows.clear()
    level.taken += len(rows)
    return rows


def _fetch(source: Source, level: Level, levels: list[Level]) -> None:
    wanted = [(level, _read_size(source, level))]
    if source.together:
        wanted += _companions(source, level, levels)
    for one, _ in wanted:
        one.fetches += 1
    source.fetch(wanted)


def _read_size(source: Source, level: Level) -> int:
    """How many rows to ask of ``level`` now: a doubling batch, or where reads are round
    trips and little is left, all of it (one more row than can be left, so the read says
    the level is done)."""
    due = min(LAST_FETCH, (FIRST_FETCH_TOGETHER if source.together else FIRST_FETCH) << level.fetches)
    if not source.together or not level.size:
        return due
    left = level.size - level.taken - len(level.rows)  # rows not fetched yet, at most
    return left + 1 if left <= REST_WITHIN * due else due


def _companions(source: Source, level: Level, levels: list[Level]) -> list[tuple[Level, int]]:
    """The never-read levels that a first read takes whole (:func:`_read_size`) to read with
    ``level``: highest ceiling first, while their rows stay within ``TOGETHER_ROWS``."""
    small = REST_WITHIN * FIRST_FETCH_TOGETHER
    unread = [other for other in levels
              if other is not level and other.fetches == 0 and 0 < other.size <= small]
    unread.sort(key=lambda other: source.ceiling(other, other.head), reverse=True)
    out, rows = [], 0
    for other in unread:
        if rows + other.size > TOGETHER_ROWS:
            break
        rows += other.size
        out.append((other, other.size + 1))
    return out
