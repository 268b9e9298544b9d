"""SQLite's impact index and FTS5's bm25, computed here exactly as FTS5 computes it.

``fragment_impact`` is a second, contentless FTS5 table (migration 0007). A fragment
adds one row per occurrence count of its tokens: the row holds the tokens that occur
that many times, and its rowid packs (count, length in tokens, key) — the count
inverted, so a token's highest count comes first — and one token's rows at one count
come in order of length, then key: for bm25, best first. FTS5 keeps such an index
cheaply (it writes sorted segments and merges them); a table of (token, count, length,
key) rows cost five times as much to write at 100k fragments. Reading from a rowid
costs in proportion to the token's rows before it (FTS5 walks a doclist to a rowid, 5 ns
a row), which is why the rare high counts are first and level 1, the longest, is last.

bm25 is FTS5's (ext/fts5/fts5_aux.c, k1 = 1.2, b = 0.75), evaluated in the same order of
double operations, from the same inputs: the row count and total length of
``fragment_fts`` (its averages record), each phrase's number of matching rows, and the
fragment's tokens. Python splits an index text into FTS5's tokens only where it knows it
agrees with the unicode61 tokenizer (:func:`tether.store.fts5.fts_tokens`); a fragment with any other
character is listed in ``impact_excluded`` and a search that could meet one is left to
FTS5 itself.
"""

from __future__ import annotations

import json
import sqlite3
import sys
from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import cast

from sqlalchemy import Connection, text

from ..lru import Lru
from .fts5 import fts_tokens, split_plain
from .impact import Filter, Found, Level

K1, B = 1.2, 0.75  # FTS5's bm25 constants
LEVEL_SHIFT, LENGTH_SHIFT = 55, 32
MAX_LEVEL = 255  # counts above this share its level, whose ceiling is bm25's limit as the count grows
MAX_LENGTH = (1 << 23) - 1  # longer fragments are stored at this length: their ceiling only rises
MAX_KEY = (1 << 32) - 1  # a fragment key past this cannot be packed: the search is left to FTS5

@dataclass(frozen=True, slots=True)
class Indexed:
    """A fragment as the impact index takes it: its key, its index text and the narrow
    columns a preference class filters on (they never change for a fragment)."""

    key: int
    body: str
    jurisdiction: str | None
    historical: bool


CLASS_MARK = "中"
"""Starts the tokens that tag every row of a fragment with its class (jurisdiction,
historical), so FTS5 itself filters a class while it reads a token's rows — a row checked
against its narrow row by key cost fifty times as much. unicode61 keeps the character in a
token, and it is not a plain character (:func:`tether.store.fts5.plain_characters`): a fragment whose text
holds it is not indexed here, so no word of a text can be mistaken for a tag."""


def jurisdiction_tag(jurisdiction: str | None) -> str:
    """Hex spells any value in plain characters; none at all is "n", which no value spells."""
    return f"{CLASS_MARK}j" + ("n" if jurisdiction is None else jurisdiction.encode().hex())


def historical_tag(historical: bool) -> str:
    return f"{CLASS_MARK}h{int(historical)}"


def impact_rows(fragment: Indexed) -> list[tuple[int, str]] | None:
    """The ``fragment_impact`` rows of one fragment: (rowid, its tokens at that count and its
    class tags); None when it cannot be indexed here (an unknown character, a key too large)."""
    tokens = fts_tokens(fragment.body)
    if tokens is None or fragment.key > MAX_KEY:
        return None
    at_count: defaultdict[int, list[str]] = defaultdict(list)
    for token, count in Counter(tokens).items():
        at_count[min(count, MAX_LEVEL)].append(token)
    packed = (min(len(tokens), MAX_LENGTH) << LENGTH_SHIFT) | fragment.key
    tags = f" {jurisdiction_tag(fragment.jurisdiction)} {historical_tag(fragment.historical)}"
    return [(_start(level) | packed, " ".join(words) + tags) for level, words in at_count.items()]


def _start(level: int) -> int:
    """The first rowid of a level: higher counts first."""
    return (MAX_LEVEL - level) << LEVEL_SHIFT


def _level(rowid: int) -> int:
    return MAX_LEVEL - (rowid >> LEVEL_SHIFT)


def add_to_index(conn: Connection, fragments: Sequence[Indexed], *, index: bool = True,
                 list_excluded: bool = True) -> None:
    """Index current fragments and list those it cannot hold in
    ``impact_excluded`` — a fragment that is current again is listed already; one that is
    not current is only listed. Rows go in rowid order: FTS5 writes rows that arrive out
    of order as many small segments, four times as slow."""
    rows, excluded = _rows(fragments)
    if rows and index:
        conn.exec_driver_sql(_ADD, rows)  # the driver's executemany: SQLAlchemy's costs a dict per row
    if excluded and list_excluded:
        conn.execute(text("INSERT INTO impact_excluded(pk) VALUES (:pk)"), [{"pk": key} for key in excluded])


def remove_from_index(conn: Connection, fragments: Sequence[Indexed]) -> None:
    """Take fragments that are no longer current out of the index. A contentless FTS5 table
    is told the very rows it was given, which :func:`impact_rows` builds again from the same
    immutable text and columns."""
    rows, _ = _rows(fragments)
    if rows:
        conn.exec_driver_sql(_REMOVE, rows)


def _rows(fragments: Sequence[Indexed]) -> tuple[list[tuple[int, str]], list[int]]:
    rows, excluded = [], []
    for fragment in fragments:
        packed = impact_rows(fragment)
        if packed is None:
            excluded.append(fragment.key)
        else:
            rows.extend(packed)
    rows.sort()
    return rows, excluded


_ADD = "INSERT INTO fragment_impact(rowid, terms) VALUES (?, ?)"
_REMOVE = "INSERT INTO fragment_impact(fragment_impact, rowid, terms) VALUES ('delete', ?, ?)"


# --- bm25 ---------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Bm25:
    """What FTS5's bm25 reads besides the fragment: the table's average length and each
    phrase's idf, for a question's phrases (each a tuple of tokens, in the question's order)."""

    phrases: tuple[tuple[str, ...], ...]
    average_length: float
    idf: tuple[float, ...]

    def score(self, tokens: Sequence[str]) -> float:
        """bm25 of a fragment with these tokens; 0.0 when no phrase occurs in it."""
        length = float(len(tokens))
        score = 0.0
        for phrase, idf in zip(self.phrases, self.idf, strict=True):
            found = float(tokens.count(phrase[0]) if len(phrase) == 1 else _occurrences(tokens, phrase))
            score += idf * ((found * (K1 + 1.0)) / (found + K1 * (1 - B + B * length / self.average_length)))
        return score

    def ceiling(self, slot: int, level: int, length: int) -> float:
        """The most a phrase can add in a fragment of this length where its (first) token
        occurs ``level`` times."""
        if level >= MAX_LEVEL:
            return self.idf[slot] * (K1 + 1.0)
        found = float(level)
        return self.idf[slot] * ((found * (K1 + 1.0)) / (found + K1 * (1 - B + B * length / self.average_length)))


def _occurrences(tokens: Sequence[str], phrase: tuple[str, ...]) -> int:
    n = len(phrase)
    return sum(1 for i in range(len(tokens) - n + 1) if tokens[i] == phrase[0] and tuple(tokens[i:i + n]) == phrase)


# --- reading the index ------------------------------------------------------------------------

def levels(conn: Connection, token: str) -> list[tuple[int, int, int, int]]:
    """The levels of one token, highest first: (count, length of its first row whatever the
    filter, its first rowid, 0: its size is not known — counting would walk every row).
    Level 1 is the last there can be: nothing is read past it."""
    found: list[tuple[int, int, int, int]] = []
    start = 0
    while True:
        row = _raw(conn).execute(_FIRST_AT_OR_AFTER, {"t": _quoted(token), "lo": start}).fetchone()
        rowid = None if row is None else row[0]
        if rowid is None:
            return found
        level = _level(rowid)
        found.append((level, _length(rowid), _start(level), 0))
        if level == 1:
            return found
        start = _start(level - 1)


_FIRST_AT_OR_AFTER = ("SELECT rowid FROM fragment_impact WHERE fragment_impact MATCH :t AND rowid >= :lo "
                      "ORDER BY rowid LIMIT 1")


def _fetch_sql(where: Filter) -> str:
    """A level's rows that pass ``where``, from a rowid on, in rowid order. The index holds
    current fragments only and tags the class of each (:func:`_match`); only a corpus is
    checked against the fragment's narrow row, by key."""
    conditions = replace(where, jurisdiction=None, historical=None).conditions("s", "s")
    if not conditions:
        return ("SELECT rowid FROM fragment_impact WHERE fragment_impact MATCH :t AND rowid >= :lo AND rowid <= :hi "
                "ORDER BY rowid")
    return ("SELECT i.rowid FROM fragment_impact i CROSS JOIN fragment_search s ON s.pk = (i.rowid & 4294967295) "
            f"WHERE fragment_impact MATCH :t AND i.rowid >= :lo AND i.rowid <= :hi AND {' AND '.join(conditions)} "
            "ORDER BY i.rowid")


def _raw(conn: Connection) -> sqlite3.Connection:
    """The driver's connection under ``conn`` (same transaction): a search runs some thirty
    short statements per question, and SQLAlchemy's result set-up cost about three times
    SQLite's own time for each (benchmarks/serve.py, profiled)."""
    return cast(sqlite3.Connection, conn.connection.driver_connection)


def _length(rowid: int) -> int:
    return (rowid >> LENGTH_SHIFT) & MAX_LENGTH


def _quoted(token: str) -> str:
    return '"' + token + '"'


CEILING_MARGIN = 1e-9
"""Relative slack on the sum of ceilings before a score is compared with it: bm25 adds the
same shares in the question's order, and float sums in another order differ in the last
bits. So small a margin costs at most a few more rows read; none would make it inexact."""


class Lists:
    """The :class:`tether.store.impact.Source` of one search on SQLite: each level is read
    through one open statement (one filter), a batch at a time — a new statement
    per batch would walk the token's rows again to its rowid — and fragments are scored
    from their index texts. :meth:`close` ends the statements."""

    def __init__(self, conn: Connection, bm25: Bm25, where: Filter, params: dict[str, object],
                 kept: Lru[int, tuple[str, ...]] | None = None) -> None:
        self._conn, self._bm25, self._where, self._params, self._kept = conn, bm25, where, params, kept
        self._sql = _fetch_sql(where)
        self._open: dict[tuple[int, int], sqlite3.Cursor] = {}

    together = False  # a read is a step of an open cursor in this process: nothing to save
    lengths = True  # bm25's ceiling falls as the fragment grows longer

    def fetch(self, wanted: Sequence[tuple[Level, int]]) -> None:
        for level, n in wanted:
            self._fetch(level, n)

    def _fetch(self, level: Level, n: int) -> None:
        key = (level.slot, level.level)
        result = self._open.get(key)
        if result is None:
            last = _start(level.level) + (1 << LEVEL_SHIFT) - 1  # the level's last possible rowid
            result = _raw(self._conn).execute(self._sql, {**self._params, "t": self._match(level.term),
                                                          "lo": level.after, "hi": last})
            self._open[key] = result
        rows = result.fetchmany(n)
        level.rows.extend((_length(rowid), rowid & MAX_KEY) for rowid, in rows)
        if rows:  # where a statement opened after close() starts (tether.store.impact.Ranking)
            level.after = rows[-1][0] + 1
        if len(rows) < n:
            level.done = True
            result.close()

    def _match(self, token: str) -> str:
        """The token, and the tags of the class searched for."""
        tags = []
        if self._where.jurisdiction is not None:
            asked = self._params["jur"] if self._where.jurisdiction == "own" else None
            tags.append(jurisdiction_tag(asked if isinstance(asked, str) else None))
        if self._where.historical is not None:
            tags.append(historical_tag(self._where.historical))
        return " AND ".join(_quoted(t) for t in [token, *tags])

    def ceiling(self, level: Level, length: int) -> float:
        return self._bm25.ceiling(level.slot, level.level, length)

    def scores(self, keys: Sequence[int]) -> dict[int, float]:
        return score_fragments(self._conn, self._bm25, [key for key in keys if key not in self._where.skip],
                               self._kept)

    def scores_met(self, level: Level, rows: Sequence[tuple[int, int]]) -> dict[int, float]:
        """A one-word question's scores from the rows themselves: a fragment's count of the
        word is the level and its length is in the row, which is all bm25 reads of it
        (:meth:`Bm25.score` of its tokens is that level's ceiling at its length, to the
        bit) — no text read and split, ~5 µs a fragment of the ~9 a scored fragment cost
        (benchmarks/sufficiency.py's "What is the policy?" widened to 256 scored 496).
        Counts past MAX_LEVEL and lengths past MAX_LENGTH are stored capped: read."""
        if not self._one_word() or level.level >= MAX_LEVEL or any(length >= MAX_LENGTH for length, _ in rows):
            return self.scores([key for _, key in rows])
        return {key: self._bm25.ceiling(level.slot, level.level, length)
                for length, key in rows if key not in self._where.skip}

    def floor(self, score: float, frontier: dict[int, Level], levels: Sequence[Level]) -> None:
        pass  # every fragment met is scored: a score costs no statement of its own here

    def unscored(self) -> list[int]:
        return []

    def _one_word(self) -> bool:
        """Whether the question is one phrase of one token: a fragment then has one row."""
        return len(self._bm25.phrases) == 1 and len(self._bm25.phrases[0]) == 1

    def bound(self, frontier: dict[int, Level]) -> float:
        return sum(self.ceiling(level, level.next_length()) for level in frontier.values())

    def settled(self, kth: Found, frontier: dict[int, Level], unread: Sequence[tuple[float, Level]]) -> bool:
        return kth.score > self.bound(frontier) * (1 + CEILING_MARGIN) or self._ties_settled(kth, unread)

    def _ties_settled(self, kth: Found, unread: Sequence[tuple[float, Level]]) -> bool:
        """Whether a question of one word (one token) is settled although unread fragments
        may tie ``kth``: every fragment that holds the word is in one level (its count),
        scores exactly that level's ceiling at its length — one share, summed in no other
        order, so no margin — and a level is read by length, then key. So a level whose
        next row ties ``kth`` with a larger key, and whose every longer row scores less,
        holds nothing that ranks before it. "What is the policy?" on a corpus whose every
        title says "Policy" (benchmarks/sufficiency.py) scored all 10k fragments, the top
        of each length tying, before this; it now scores a few dozen."""
        if not self._one_word():
            return False
        for ceiling, level in unread:
            if ceiling < kth.score:
                continue
            if ceiling > kth.score or level.level >= MAX_LEVEL or not level.rows:
                return False  # above it; counts past MAX_LEVEL share a level; its next row unknown
            length, key = level.rows[0]
            if key <= kth.key or self.ceiling(level, length + 1) >= kth.score:
                return False
        return True

    def close(self) -> None:
        for result in self._open.values():
            result.close()


def score_fragments(conn: Connection, bm25: Bm25, keys: Sequence[int],
                    kept: Lru[int, tuple[str, ...]] | None = None) -> dict[int, float]:
    """bm25 of each fragment that matches (holds a phrase of the question).

    Only for fragments the impact index holds, or of a selection that has none it does not
    (:func:`tether.store.ranked._meets_excluded`): their texts were found plain when they
    were indexed, so they are split here without being checked again.

    ``kept``: fragments' tokens by key, read from and added to. A question whose words are
    in most fragments scores hundreds of them, and the next one with those words meets the
    same fragments again: their text read and split cost ~3 of the ~4 µs a fragment scored
    costs (benchmarks/sufficiency.py at 10k fragments). A key's text never changes — a
    fragment row is never updated, and Tether deletes none — and the caller keeps them per
    corpus generation (tether.store.ranked.Kept), as the levels it reads."""
    if not keys:
        return {}
    tokens = dict(zip(keys, kept.get_many(keys) if kept is not None else [None] * len(keys), strict=True))
    missing = [key for key, known in tokens.items() if known is None]
    if missing:
        for key, body in _raw(conn).execute(_BODIES, {"keys": json.dumps(missing)}).fetchall():
            # Interned: the same few words in every fragment kept, not a copy of each.
            tokens[key] = split = tuple(map(sys.intern, split_plain(body)))
            if kept is not None:
                kept.put(key, split)
    scores = {}
    for key, words in tokens.items():
        if words is None:
            continue  # no such fragment
        score = bm25.score(words)
        if score > 0.0:  # every phrase that occurs adds more than zero: idf is at least 1e-6
            scores[key] = score
    return scores


# One statement whatever the number of keys (an IN list of n parameters is a new statement per n).
_BODIES = "SELECT pk, index_text FROM fragments WHERE pk IN (SELECT value FROM json_each(:keys))"
