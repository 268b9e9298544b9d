"""What a corpus's current records are, read before deciding whether to ingest at all, and
the report of what an ingest changed in them.

Apart from :mod:`tether.store.ingest` so that `tether ask` on an unchanged corpus does not
import the parser, the fact extractor and the index writers (issue 15: start-up).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Literal

from sqlalchemy import Connection, bindparam, func, select

from .db import Store
from .tables import source_records as SourceRecords

Outcome = Literal["added", "updated", "unchanged", "retired"]
OUTCOMES: tuple[Outcome, ...] = ("added", "updated", "unchanged", "retired")


@dataclass
class IngestReport:
    """How many records an ingest added, updated, left unchanged and retired — and, when
    ``keep_ids``, which ones.

    The ids are kept only when someone reads them (``POST /v1/sources`` returns them, for
    an archive the upload limit bounds); the command line prints counts, so `tether ingest`
    keeps none and its memory does not grow with the corpus (issue 15: 1M fragments held
    100k ids in these lists). With ``keep_ids=False`` the lists stay empty.
    """

    corpus: str
    keep_ids: bool = True
    added: list[str] = field(default_factory=list)
    updated: list[str] = field(default_factory=list)
    unchanged: list[str] = field(default_factory=list)
    retired: list[str] = field(default_factory=list)
    counts: dict[Outcome, int] = field(default_factory=lambda: dict.fromkeys(OUTCOMES, 0))

    def note(self, outcome: Outcome, record_ids: Sequence[str]) -> None:
        self.counts[outcome] += len(record_ids)
        if self.keep_ids:
            getattr(self, outcome).extend(record_ids)

    @property
    def changed(self) -> bool:
        return bool(self.counts["added"] or self.counts["updated"] or self.counts["retired"])

UNCHANGED_CHUNK = 500  # files compared per query: a bounded IN (…) list and batch in memory


def unchanged(store: Store, corpus: str, hashes: Iterable[tuple[str, str] | None]) -> bool:
    """True when the current records of ``corpus`` are exactly these files: (path, sha256)
    pairs, each path once; a None among them means "cannot tell" (False).

    Lets a repeated ``ask --corpus`` skip parsing a corpus that has not changed. The pairs
    may come lazily (hashed as the files are read) and are compared a chunk at a time, so
    a large corpus is never held whole, and the first changed file ends the comparison.
    Every file matching a current record, and as many files as current records, is
    equality: the current records of a corpus have distinct paths.
    """
    with store.connect() as conn:
        files = 0
        chunk: dict[str, str] = {}
        for pair in hashes:
            if pair is None:
                return False
            chunk[pair[0]] = pair[1]
            if len(chunk) >= UNCHANGED_CHUNK:
                if not _chunk_unchanged(conn, corpus, chunk):
                    return False
                files, chunk = files + len(chunk), {}
        if not files + len(chunk) or not _chunk_unchanged(conn, corpus, chunk):
            return False
        return _current_count(conn, corpus) == files + len(chunk)


def _chunk_unchanged(conn: Connection, corpus: str, chunk: dict[str, str]) -> bool:
    stored = dict(conn.execute(_CURRENT_HASHES, {"corpus": corpus, "paths": list(chunk)}).all())
    return stored == chunk


def current_count(store: Store, corpus: str) -> int:
    """How many current records the corpus has."""
    with store.connect() as conn:
        return _current_count(conn, corpus)


def _current_count(conn: Connection, corpus: str) -> int:
    return int(conn.execute(_CURRENT_COUNT, {"corpus": corpus}).scalar_one())


_CURRENT_HASHES = (select(SourceRecords.c.path, SourceRecords.c.content_hash)
                   .where(SourceRecords.c.corpus == bindparam("corpus"), SourceRecords.c.current,
                          SourceRecords.c.path.in_(bindparam("paths", expanding=True))))
_CURRENT_COUNT = (select(func.count()).select_from(SourceRecords)
                  .where(SourceRecords.c.corpus == bindparam("corpus"), SourceRecords.c.current))
