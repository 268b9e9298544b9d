"""Which file first claimed each record id and fragment id, across a whole corpus.

The loader reports a second claim (a duplicate id, a colliding fragment id) naming the
first file that made it, so it must remember every claim until the last file is read:
one entry per fragment. Held in Python dicts (with the list of files the loader walked) it
was most of why an ingest's peak memory grew with the corpus: 342 MiB at 1M fragments
against 143 MiB now (benchmarks/scale.py's corpus, SQLite). The claims are kept instead in a private temporary SQLite
database (an empty file name: SQLite deletes it on close), whose page cache is bounded
(:data:`CACHE_KIB`) and spills to a file, so memory stays the same whatever the corpus's
size. Private, not the store's: loading a corpus needs no store, and the store may be
PostgreSQL.
"""

from __future__ import annotations

import json
import sqlite3

# The ledger's page cache: a fixed bound, whatever the corpus's size. Measured on 1M
# fragment ids in random order: 2.0 s of inserts with 8 MiB, 2.2 s with SQLite's 2 MiB
# default; in file order (sorted ids) 1.5 s either way.
CACHE_KIB = 8 * 1024

_RECORD, _FRAGMENT = "i:", "f:"  # one key space, two kinds of claim
_SCHEMA = "CREATE TABLE claim (name TEXT PRIMARY KEY, path TEXT NOT NULL) WITHOUT ROWID"
# A name claimed before keeps its first file: the insert is ignored, and the count of
# changes shows it without a lookup — the common case, a file that clashes with nothing,
# costs one statement.
_CLAIM = "INSERT OR IGNORE INTO claim (name, path) VALUES (?, ?)"
_FIRST = "SELECT name, path FROM claim WHERE name IN (SELECT value FROM json_each(?))"


class ClaimLedger:
    """Duplicate record ids and colliding fragment ids across the corpus, counting what
    invalid files claim too, so every problem shows in one run. Files come in path
    order, so each clash names the first file that made the claim."""

    def __init__(self) -> None:
        # One consumer at a time, but maybe not on the thread that made it (a generator may be
        # resumed from a worker thread): the check for that is not needed.
        self._db = sqlite3.connect("", isolation_level=None, check_same_thread=False)
        self._db.execute(f"PRAGMA cache_size=-{CACHE_KIB}")
        self._db.execute("PRAGMA journal_mode=OFF")  # scratch: nothing is ever rolled back or kept
        self._db.execute(_SCHEMA)
        # One transaction for the whole ledger: a commit per file made it 4.5× as slow.
        self._db.execute("BEGIN")
        self.problems: list[str] = []

    def add(self, path: str, record_id: str | None, fragment_ids: list[str]) -> bool:
        """Record one file's claims; False if any clashes with an earlier file's (or with
        another of its own: one anchor twice in a file)."""
        names = ([_RECORD + record_id] if record_id is not None else []) + [_FRAGMENT + f for f in fragment_ids]
        before = self._db.total_changes
        self._db.executemany(_CLAIM, [(name, path) for name in names])
        if self._db.total_changes - before == len(names):
            return True
        first = dict(self._db.execute(_FIRST, (json.dumps(names),)).fetchall())
        mine: set[str] = set()  # names this file claimed first
        for name in names:
            other = first[name]
            if other == path and name not in mine:
                mine.add(name)
            elif name.startswith(_RECORD):
                self.problems.append(f"{path}: id: {record_id!r} is also the id of {other}; ids must be unique")
            else:
                self.problems.append(
                    f"{path}: anchor: fragment id {name.removeprefix(_FRAGMENT)!r} is also defined in {other}; "
                    "anchors must be unique within a document"
                )
        return False

    def close(self) -> None:
        self._db.close()
