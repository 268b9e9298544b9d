"""Atomic, idempotent, versioned ingest of a validated corpus into the store."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime

from sqlalchemy import select, update
from sqlalchemy.orm import Session

from ..corpus import SourceRecord
from ..errors import CorpusError
from ..facts.extract import extract_facts
from ..text import index_text
from .db import Store, bump_corpus_generation
from .schema import FactRow, FragmentRow, SourceRecordRow
from .search import index_fragments


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


def ingest_records(
    store: Store,
    corpus: str,
    records: Sequence[SourceRecord],
    *,
    now: datetime | None = None,
    on_progress: Callable[[int, int], None] | None = None,
) -> IngestReport:
    """Write ``records`` as the current state of ``corpus`` in one transaction.

    An unchanged file (same bytes) writes nothing. A changed file adds a new
    version and keeps the old one for provenance. A record no longer in the
    corpus stops being current (its rows stay). Any failure rolls back all.
    """
    now = now or datetime.now(UTC)
    report = IngestReport(corpus=corpus)
    with store.session() as session:
        current = {
            row.record_id: row
            for row in session.scalars(
                select(SourceRecordRow).where(SourceRecordRow.corpus == corpus, SourceRecordRow.current)
            )
        }
        _refuse_shadowing(session, corpus, records)
        seen: set[str] = set()
        for done, record in enumerate(records, start=1):
            seen.add(record.id)
            old = current.get(record.id)
            if old is not None and old.content_hash == record.content_hash:
                report.unchanged.append(record.id)
            else:
                if old is not None:
                    _retire(session, old, now)
                    report.updated.append(record.id)
                else:
                    report.added.append(record.id)
                _write_version(session, corpus, record, now)
            if on_progress:
                on_progress(done, len(records))
        for record_id, row in current.items():
            if record_id not in seen:
                _retire(session, row, now)
                report.retired.append(record_id)
        if report.changed:
            bump_corpus_generation(session)
    return report


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


def unchanged(store: Store, corpus: str, hashes: dict[str, str]) -> bool:
    """True when the current records of ``corpus`` are exactly these files (path → sha256).

    Lets a repeated ``ask --corpus`` skip parsing a corpus that has not changed.
    """
    with store.session() as session:
        current = dict(session.execute(
            select(SourceRecordRow.path, SourceRecordRow.content_hash)
            .where(SourceRecordRow.corpus == corpus, SourceRecordRow.current)
        ).all())
    return current == hashes


def _retire(session: Session, row: SourceRecordRow, now: datetime) -> None:
    row.current = False
    row.superseded_at = now
    session.execute(update(FragmentRow).where(FragmentRow.record_pk == row.pk).values(current=False))


def _write_version(session: Session, corpus: str, record: SourceRecord, now: datetime) -> None:
    # A file that returns to an earlier content reactivates that version:
    # the (corpus, record, content) triple is unique, history is not duplicated.
    earlier = session.scalar(
        select(SourceRecordRow).where(
            SourceRecordRow.corpus == corpus,
            SourceRecordRow.record_id == record.id,
            SourceRecordRow.content_hash == record.content_hash,
        )
    )
    if earlier is not None:
        earlier.current = True
        earlier.superseded_at = None
        session.execute(update(FragmentRow).where(FragmentRow.record_pk == earlier.pk).values(current=True))
        return
    row = SourceRecordRow(
        corpus=corpus, record_id=record.id, version=record.version,
        content_hash=record.content_hash, path=record.path, document=record.document,
        title=record.title, owner=record.owner, uri=record.uri,
        published_at=record.published_at, expires_at=record.expires_at,
        access=list(record.access), policy=record.policy, jurisdiction=record.jurisdiction,
        lang=record.lang, entities=[e.wire() for e in record.entities], current=True,
        ingested_at=now, superseded_at=None,
    )
    session.add(row)
    session.flush()
    fragment_rows = []
    for fragment in record.fragments:
        searchable = " ".join(filter(None, [record.title, fragment.heading, fragment.text]))
        fragment_rows.append(
            FragmentRow(
                record_pk=row.pk, corpus=corpus, fragment_id=fragment.fragment_id,
                document=record.document, anchor=fragment.anchor, heading=fragment.heading,
                position=fragment.position, text=fragment.text, index_text=index_text(searchable),
                lang=record.lang, current=True,
            )
        )
    session.add_all(fragment_rows)
    session.flush()
    index_fragments(session, [(f.pk, f.index_text) for f in fragment_rows])
    for frow in fragment_rows:
        for fact in extract_facts(frow.text):
            session.add(
                FactRow(
                    fragment_pk=frow.pk, source="fragment", record_id=record.id,
                    anchor=frow.fragment_id, kind=fact.kind, value=fact.value, unit=fact.unit,
                    surface=fact.surface, retrieved_at=now,
                )
            )
