"""Atomic, idempotent, versioned ingest of a validated corpus into the store.

Records are written as they come (a loader may still be parsing the files that
follow), in batches of Core ``executemany`` statements, inside one transaction: a
corpus of any size is held in memory one batch at a time, and any failure — a
problem the loader reports after the last file included — rolls back everything.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable, Sequence, Sized
from datetime import UTC, datetime

from sqlalchemy import Connection, String, bindparam, column, exists, insert, select, table, update
from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.orm import Session

from ..corpus import SourceRecord
from ..errors import CorpusError, StoreError
from ..facts.extract import extract_facts
from ..text import index_text
from .current import IngestReport
from .db import Store, bump_corpus_generation
from .schema import FactRow, FragmentRow, SourceRecordRow
from .search import Entry, index_fragments, set_current

# Records per round of statements: large enough that a round's fixed cost (a lookup of
# the batch's stored versions, one executemany per table; a network round trip each on
# PostgreSQL) is spread thin, small enough that a batch stays a few MiB. Measured on
# 10k generated fragments (benchmarks/scale.py's corpus), SQLite, CPU s / peak RSS:
# 16: 1.37 s / 79 MiB, 64: 1.34 / 81, 256: 1.34 / 89, 1024: 1.30 / 119.
BATCH_RECORDS = 256

log = logging.getLogger("tether.store")


def ingest_records(
    store: Store,
    corpus: str,
    records: Iterable[SourceRecord],
    *,
    now: datetime | None = None,
    on_progress: Callable[[int, int], None] | None = None,
    keep_ids: bool = True,
) -> IngestReport:
    """Write ``records`` as the current state of ``corpus`` in one transaction.

    An unchanged file (same bytes) writes nothing. A changed file adds a new
    version and keeps the old one for provenance. A record no longer in the
    corpus stops being current (its rows stay). Any failure rolls back all —
    also one raised by ``records`` itself, such as a streaming loader's CorpusError.
    ``on_progress(done, total)`` is called per record when ``records`` has a length.
    ``keep_ids``: the report lists record ids, not only counts (see IngestReport).
    """
    now = now or datetime.now(UTC)
    report = IngestReport(corpus=corpus, keep_ids=keep_ids)
    total = len(records) if isinstance(records, Sized) else None
    with store.session() as session:
        conn = session.connection()
        seen = _SeenIds(conn)
        batch: dict[str, SourceRecord] = {}
        for done, record in enumerate(records, start=1):
            batch.setdefault(record.id, record)  # a repeated id is the loader's to report; write it once
            if len(batch) >= BATCH_RECORDS:
                _write_batch(session, conn, corpus, seen.first_seen(batch), now, report)
                batch = {}
            if on_progress and total is not None:
                on_progress(done, total)
        _write_batch(session, conn, corpus, seen.first_seen(batch), now, report)
        _retire_unseen(conn, corpus, now, report)
        seen.drop()
        if report.changed:
            bump_corpus_generation(session)
    if report.changed:
        try:
            store.analyze()  # the planner reads what was written, not what autovacuum saw last
            store.refresh()  # the catalog is rebuilt here, not on the next question
        except (StoreError, SQLAlchemyError) as exc:
            # The ingest is committed; a question rebuilds what it finds stale.
            log.warning("rebuilding corpus-derived values after the ingest failed: %s", type(exc).__name__)
    return report


class _SeenIds:
    """The record ids this ingest has written, in a temporary table of the store's own
    connection rather than a Python set: what is not among them at the end is retired,
    and a set held every id of the corpus (issue 15: peak memory grew with the corpus).
    The database keeps the table in its temporary space, paged to disk past its cache.

    Temporary tables belong to the connection, so concurrent ingests do not share one.
    Created outside the transaction on SQLite (its driver opens one only for DML), so
    a leftover from a rolled-back ingest on a pooled connection is emptied first."""

    def __init__(self, conn: Connection) -> None:
        self._conn = conn
        if conn.dialect.name == "postgresql":
            conn.exec_driver_sql(f"CREATE TEMPORARY TABLE IF NOT EXISTS {SEEN_TABLE} "
                                 "(record_id TEXT PRIMARY KEY) ON COMMIT DROP")
        else:
            conn.exec_driver_sql(f"CREATE TEMPORARY TABLE IF NOT EXISTS {SEEN_TABLE} (record_id TEXT PRIMARY KEY)")
        conn.exec_driver_sql(f"DELETE FROM {SEEN_TABLE}")

    def first_seen(self, batch: dict[str, SourceRecord]) -> list[SourceRecord]:
        """The batch's records whose id no earlier batch had, now marked as seen."""
        if not batch:
            return []
        earlier = set(self._conn.execute(_SEEN_AMONG, {"ids": list(batch)}).scalars())
        fresh = [record for record_id, record in batch.items() if record_id not in earlier]
        if fresh:
            self._conn.execute(_MARK_SEEN, [{"record_id": r.id} for r in fresh])
        return fresh

    def drop(self) -> None:
        self._conn.exec_driver_sql(f"DROP TABLE IF EXISTS {SEEN_TABLE}")


SEEN_TABLE = "tether_ingest_seen"
_SEEN = table(SEEN_TABLE, column("record_id", String))
_SEEN_AMONG = select(_SEEN.c.record_id).where(_SEEN.c.record_id.in_(bindparam("ids", expanding=True)))
_MARK_SEEN = insert(_SEEN)
# Records retired per round: a bounded IN (…) list on every backend (SQLite takes at most
# 32,766 parameters), few rounds when a whole corpus is removed.
RETIRE_CHUNK = 2000


def _retire_unseen(conn: Connection, corpus: str, now: datetime, report: IngestReport) -> None:
    """Retire the corpus's current records that this ingest did not write, a chunk at a
    time in key order (each chunk's records stop being current, so a round never reads
    them again)."""
    after = 0
    while gone := conn.execute(_UNSEEN, {"corpus": corpus, "after": after, "limit": RETIRE_CHUNK}).all():
        _retire(conn, [pk for pk, _ in gone], now)
        report.note("retired", [record_id for _, record_id in gone])
        after = gone[-1][0]


SHADOW_QUERY_CHUNK = 500  # fragment ids per IN (…) list: well under every backend's bound-parameter limit


def _refuse_shadowing(session: Session, corpus: str, records: Sequence[SourceRecord]) -> None:
    """A fragment id names one fragment in the whole database: a second corpus that
    reused ``fees-de#registration`` would let a citation resolve to either record, and
    a public copy could stand in for a restricted one. Refuse it, naming both."""
    owner = {f.fragment_id: r.path for r in records for f in r.fragments if f.anchor}
    ids = sorted(owner)
    clashes: dict[str, str] = {}
    for start in range(0, len(ids), SHADOW_QUERY_CHUNK):
        chunk = ids[start:start + SHADOW_QUERY_CHUNK]
        clashes.update(session.execute(
            select(FragmentRow.fragment_id, FragmentRow.corpus).where(
                FragmentRow.current, FragmentRow.corpus != corpus, FragmentRow.fragment_id.in_(chunk))
        ).all())
    if clashes:
        raise CorpusError([
            f"{owner[fid]}: anchor: fragment id {fid!r} is already served by corpus {other!r} in this "
            "database; fragment ids are unique per database: rename the document, or use another database"
            for fid, other in sorted(clashes.items())
        ])


# The next chunk of current records this ingest did not write (NOT EXISTS: an anti-join
# on every backend, where NOT IN (…) may rescan the ids per row on PostgreSQL).
_UNSEEN = (select(SourceRecordRow.pk, SourceRecordRow.record_id)
           .where(SourceRecordRow.corpus == bindparam("corpus"), SourceRecordRow.current,
                  SourceRecordRow.pk > bindparam("after"),
                  ~exists().where(_SEEN.c.record_id == SourceRecordRow.record_id))
           .order_by(SourceRecordRow.pk).limit(bindparam("limit")))
# A record's fragments by their place in it (a position is unique within a record).
_PLACED = (select(FragmentRow.pk, FragmentRow.record_pk, FragmentRow.position)
           .where(FragmentRow.record_pk.in_(bindparam("records", expanding=True))))
_VERSIONS = (select(SourceRecordRow.pk, SourceRecordRow.record_id, SourceRecordRow.content_hash,
                    SourceRecordRow.version, SourceRecordRow.current)
             .where(SourceRecordRow.corpus == bindparam("corpus"),
                    SourceRecordRow.record_id.in_(bindparam("ids", expanding=True))))


def _write_batch(session: Session, conn: Connection, corpus: str, batch: Sequence[SourceRecord], now: datetime,
                 report: IngestReport) -> None:
    """Sort a batch into unchanged, changed and new records against their stored versions
    (one query), then write it with one statement per table."""
    _refuse_shadowing(session, corpus, batch)
    if not batch:
        return
    stored = conn.execute(_VERSIONS, {"corpus": corpus, "ids": [r.id for r in batch]}).all()
    current = {row.record_id: row for row in stored if row.current}
    versions = {(row.record_id, row.content_hash): row.pk for row in stored}
    # A citation names a record by version; new text under an old version would make every
    # answer that cited it point at words it never quoted (issue 14: provenance recall).
    same_version = [f"{r.path}: version: content changed but the version did not (still {r.version!r}); "
                    "give the changed record a new version" for r in batch
                    if (old := current.get(r.id)) is not None and old.content_hash != r.content_hash
                    and old.version == r.version]
    if same_version:
        raise CorpusError(same_version)
    retire, reactivate, new = [], [], []
    for record in batch:
        old = current.get(record.id)
        if old is not None and old.content_hash == record.content_hash:
            report.note("unchanged", [record.id])
            continue
        if old is not None:
            retire.append(old.pk)
            report.note("updated", [record.id])
        else:
            report.note("added", [record.id])
        # A file that returns to an earlier content reactivates that version:
        # the (corpus, record, content) triple is unique, history is not duplicated.
        earlier = versions.get((record.id, record.content_hash))
        if earlier is not None:
            reactivate.append(earlier)
        else:
            new.append(record)
    _retire(conn, retire, now)
    if reactivate:
        conn.execute(update(SourceRecordRow).where(SourceRecordRow.pk.in_(reactivate))
                     .values(current=True, superseded_at=None))
        conn.execute(update(FragmentRow).where(FragmentRow.record_pk.in_(reactivate)).values(current=True))
        set_current(conn, reactivate, True)
    if new:
        _insert(session, conn, corpus, new, now)


def _retire(conn: Connection, pks: Sequence[int], now: datetime) -> None:
    if pks:
        conn.execute(update(SourceRecordRow).where(SourceRecordRow.pk.in_(pks))
                     .values(current=False, superseded_at=now))
        conn.execute(update(FragmentRow).where(FragmentRow.record_pk.in_(pks)).values(current=False))
        set_current(conn, pks, False)


def _insert(session: Session, conn: Connection, corpus: str, records: Sequence[SourceRecord], now: datetime) -> None:
    # Plain executemany, then the new keys read back by what identifies each row: RETURNING
    # in parameter order made SQLAlchemy send one statement per row on SQLite (2.5 s of
    # 18 at 100k fragments).
    conn.execute(insert(SourceRecordRow), [
        {"corpus": corpus, "record_id": r.id, "version": r.version, "content_hash": r.content_hash,
         "path": r.path, "document": r.document, "title": r.title, "owner": r.owner, "uri": r.uri,
         "published_at": r.published_at, "expires_at": r.expires_at, "access": list(r.access),
         "policy": r.policy, "jurisdiction": r.jurisdiction, "lang": r.lang,
         "entities": [e.wire() for e in r.entities], "current": True, "ingested_at": now, "superseded_at": None}
        for r in records])
    stored = {(row.record_id, row.content_hash): row.pk
              for row in conn.execute(_VERSIONS, {"corpus": corpus, "ids": [r.id for r in records]})}
    record_pks = [stored[(r.id, r.content_hash)] for r in records]
    fragments = [(record, record_pk, fragment) for record, record_pk in zip(records, record_pks, strict=True)
                 for fragment in record.fragments]
    if not fragments:
        return
    rows = [{"record_pk": record_pk, "corpus": corpus, "fragment_id": f.fragment_id, "document": record.document,
             "anchor": f.anchor, "heading": f.heading, "position": f.position, "text": f.text,
             "index_text": index_text(" ".join(filter(None, [record.title, f.heading, f.text]))),
             "lang": record.lang, "current": True}
            for record, record_pk, f in fragments]
    conn.execute(insert(FragmentRow), rows)
    placed = {(row.record_pk, row.position): row.pk for row in conn.execute(_PLACED, {"records": record_pks})}
    fragment_pks = [placed[(row["record_pk"], row["position"])] for row in rows]
    index_fragments(session, [
        Entry(pk, str(row["index_text"]), corpus, record.document, record.jurisdiction, record.policy == "historical")
        for pk, row, (record, _, _) in zip(fragment_pks, rows, fragments, strict=True)])
    facts = [{"fragment_pk": pk, "source": "fragment", "record_id": record.id, "anchor": f.fragment_id,
              "kind": fact.kind, "value": fact.value, "unit": fact.unit, "surface": fact.surface, "retrieved_at": now}
             for pk, (record, _, f) in zip(fragment_pks, fragments, strict=True) for fact in extract_facts(f.text)]
    if facts:
        conn.execute(insert(FactRow), facts)
