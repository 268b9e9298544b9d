"""What a corpus's current records are, read before deciding whether to ingest at all, and
the report of what an ingest changed in them.

Apart from :mod:`tether.store.ingest` so that `tether ask` on an unchanged corpus does not
import the parser, the fact extractor and the index writers (issue 15: start-up).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from sqlalchemy import Connection, bindparam, func, select

from .db import Store
from .tables import source_records as SourceRecords


@dataclass
class IngestReport:
    corpus: str
    added: list[str] = field(default_factory=list)
    updated: list[str] = field(default_factory=list)
    unchanged: list[str] = field(default_factory=list)
    retired: list[str] = field(default_factory=list)

    @property
    def changed(self) -> bool:
        return bool(self.added or self.updated or self.retired)


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
        return conn.execute(_CURRENT_COUNT, {"corpus": corpus}).scalar_one() == files + len(chunk)


def _chunk_unchanged(conn: Connection, corpus: str, chunk: dict[str, str]) -> bool:
    stored = dict(conn.execute(_CURRENT_HASHES, {"corpus": corpus, "paths": list(chunk)}).all())
    return stored == chunk


def current_ids(store: Store, corpus: str) -> list[str]:
    """The record ids of the corpus's current records, in id order."""
    with store.connect() as conn:
        return list(conn.execute(
            select(SourceRecords.c.record_id).where(SourceRecords.c.corpus == corpus, SourceRecords.c.current)
            .order_by(SourceRecords.c.record_id)).scalars())


_CURRENT_HASHES = (select(SourceRecords.c.path, SourceRecords.c.content_hash)
                   .where(SourceRecords.c.corpus == bindparam("corpus"), SourceRecords.c.current,
                          SourceRecords.c.path.in_(bindparam("paths", expanding=True))))
_CURRENT_COUNT = (select(func.count()).select_from(SourceRecords)
                  .where(SourceRecords.c.corpus == bindparam("corpus"), SourceRecords.c.current))
