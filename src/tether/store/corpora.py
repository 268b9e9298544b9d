"""Corpora as named things: list them, remove one (the CLI and `/v1/sources` share these).

A corpus is the name its records were ingested under (``tether ingest
--corpus-name``, ``POST /v1/sources?corpus=``); the same files under the same
name are one corpus whichever way they arrived. Removing a corpus retires every
current version (an ingest of nothing): it stops answering at once, and its
versions stay, because stored interactions name the exact versions their
readers were shown (tether.access) and an audit must still resolve them.
"""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import func, select

from ..errors import NotFoundError
from ..models import Frozen
from .db import Store
from .ingest import IngestReport, ingest_records
from .schema import FragmentRow, SourceRecordRow


class CorpusInfo(Frozen):
    name: str
    records: int  # current record versions
    fragments: int  # current fragments
    ingested_at: datetime  # the newest current version's ingest time


def list_corpora(store: Store) -> list[CorpusInfo]:
    """Every corpus with current records, by name."""
    fragments = (select(FragmentRow.corpus, func.count().label("n")).where(FragmentRow.current)
                 .group_by(FragmentRow.corpus).subquery())
    query = (select(SourceRecordRow.corpus, func.count(), func.max(SourceRecordRow.ingested_at), fragments.c.n)
             .join(fragments, fragments.c.corpus == SourceRecordRow.corpus, isouter=True)
             .where(SourceRecordRow.current)
             .group_by(SourceRecordRow.corpus, fragments.c.n).order_by(SourceRecordRow.corpus))
    with store.session() as session:
        return [CorpusInfo(name=name, records=records, fragments=n or 0, ingested_at=at)
                for name, records, at, n in session.execute(query)]


def remove_corpus(store: Store, name: str, *, now: datetime | None = None, keep_ids: bool = True) -> IngestReport:
    """Retire every current record of ``name``; NotFoundError when it has none. ``keep_ids``:
    the report lists the retired ids, not only their count (see IngestReport)."""
    if not any(c.name == name for c in list_corpora(store)):
        raise NotFoundError(f"no corpus named {name!r} in this database; `tether corpus list` names them")
    return ingest_records(store, name, [], now=now, keep_ids=keep_ids)
