"""Who may read what an interaction stored: its answer, its review draft, its diagnostics.

An answer can quote any record the model was shown, cited or not, and a
citation names a fragment id, which two corpora (or two versions) can share.
So what guards stored text is the list of exact record versions in the
model's context (:class:`~tether.models.RecordRef`), resolved here to their
stored access labels and judged by the gate's rule: a reader or reviewer
must hold the labels of every one of them. A reference that matches no
stored record denies, and so does an interaction that recorded no context.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from sqlalchemy import Connection, select

from .gate import may_read_every
from .models import RecordRef
from .retrieve import Candidate
from .store.tables import source_records as SourceRecords


def context_refs(accepted: Sequence[Candidate]) -> list[RecordRef]:
    """The distinct record versions behind the accepted fragments, in order."""
    return list(dict.fromkeys(c.record_ref for c in accepted))


def readable_contexts(
    conn: Connection, labels: Iterable[str], contexts: Mapping[str, Sequence[Mapping[str, Any]] | None]
) -> set[str]:
    """The keys of ``contexts`` (interaction ids) whose every context record ``labels`` may read.

    A context entry names ``recordId`` and, when known, ``corpus``, ``version`` and
    ``contentHash``; fewer keys match more stored versions, and every match must be readable.
    """
    keys = {_key(r) for group in contexts.values() if group for r in group}
    record_ids = {k[1] for k in keys}
    rows: list[tuple[str, str, str, str, list[str]]] = []
    if record_ids:
        q = select(SourceRecords.c.corpus, SourceRecords.c.record_id, SourceRecords.c.version,
                   SourceRecords.c.content_hash, SourceRecords.c.access).where(
            SourceRecords.c.record_id.in_(sorted(record_ids)))
        rows = [tuple(r) for r in conn.execute(q)]
    by_record: dict[str, list[tuple[str, str, str, str, list[str]]]] = {}
    for row in rows:  # a review queue holds many drafts: look versions up by record, not by scan
        by_record.setdefault(row[1], []).append(row)
    labels = tuple(labels)
    readable = set()
    for key, refs in contexts.items():
        if not refs:  # nothing recorded: nobody can prove the text is theirs to read
            continue
        accesses = [_access(_key(r), by_record.get(str(r.get("recordId")), [])) for r in refs]
        if may_read_every([a for group in accesses for a in group], labels):
            readable.add(key)
    return readable


def _key(ref: Mapping[str, Any]) -> tuple[str | None, str, str | None, str | None]:
    return ref.get("corpus"), str(ref.get("recordId")), ref.get("version"), ref.get("contentHash")


def _access(key: tuple[str | None, str, str | None, str | None],
            rows: Sequence[tuple[str, str, str, str, list[str]]]) -> list[list[str] | None]:
    """The access labels of every stored version matching ``key``; ``[None]`` when none does."""
    corpus, record_id, version, content_hash = key
    found = [access for c, r, v, h, access in rows
             if r == record_id and corpus in (None, c) and version in (None, v) and content_hash in (None, h)]
    return list(found) if found else [None]
