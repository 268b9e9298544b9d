"""Retrieve: ranked candidates from full-text search. A score ranks; it is never evidence.

Candidates carry a fragment's metadata only. Its text is loaded later, and
only for fragments the gate accepted (:func:`load_texts`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, fields
from datetime import datetime
from operator import attrgetter
from typing import Any

from sqlalchemy import Connection, Row, bindparam, select

from .errors import StoreError
from .lru import Lru
from .models import Entity, RecordRef
from .plan import Plan
from .store.db import Store
from .store.ranked import Kept
from .store.search import Hit, Preference, document_fragments, search_wide
from .store.tables import fragments as Fragments
from .store.tables import source_records as SourceRecords

DEFAULT_TOP_K = 5


@dataclass(frozen=True, slots=True)
class Candidate:
    fragment_pk: int
    fragment_id: str
    document: str
    anchor: str | None
    record_id: str
    version: str
    owner: str
    title: str | None
    uri: str | None
    published_at: datetime
    expires_at: datetime | None
    access: tuple[str, ...]
    policy: str | None
    jurisdiction: str | None
    lang: str | None
    entities: tuple[Entity, ...]
    score: float
    content_hash: str = ""  # the record version's; with the fragment id it names the content
    corpus: str = ""  # with the record id and content hash: the exact record version
    stems: frozenset[str] = frozenset()  # indexed stems (title, heading, text): for coverage, never shown
    heading: str | None = None  # the section's heading: what it is about, for sufficiency; never shown

    @property
    def record_ref(self) -> RecordRef:
        """The exact record version this fragment belongs to (never the fragment id alone)."""
        return RecordRef(corpus=self.corpus, record_id=self.record_id, version=self.version,
                         content_hash=self.content_hash)

    @property
    def content_key(self) -> tuple[int, str, str]:
        """What a value kept for this fragment is kept under: its key alone could be
        reused by the database for other content once rows are deleted."""
        return self.fragment_pk, self.fragment_id, self.content_hash


Scores = dict[tuple[int, str, str], float]
"""A question's score of each candidate, by :attr:`Candidate.content_key`."""


def retrieve(
    store: Store,
    conn: Connection,
    plan: Plan,
    corpora: Sequence[str] | None,
    top_k: int = DEFAULT_TOP_K,
    *,
    scores: Scores | None = None,
) -> list[Candidate]:
    """The top ``top_k`` candidates for ``plan`` (``scores``: as :func:`retrieve_wide`'s).

    Ranked OR over the question's stems, ordered by preferences first (in the
    database, over every match): fragments of a document the question names
    come first, and a fragment of a different jurisdiction than the one asked
    about is not a candidate at all (a German fee must never answer a question
    about Poland). See :class:`tether.store.search.Preference`.
    """
    return retrieve_wide(store, conn, plan, corpora, top_k, scores=scores)[0]


def retrieve_wide(
    store: Store,
    conn: Connection,
    plan: Plan,
    corpora: Sequence[str] | None,
    top_k: int,
    wide: int = 0,
    budget: int = 0,
    *,
    scores: Scores | None = None,
) -> tuple[list[Candidate], Callable[[int], list[Candidate]] | None]:
    """:func:`retrieve`'s top ``top_k``, and — when the search read them already or can read
    on to them (:func:`tether.store.search.search_wide`) — what ``retrieve`` would give for
    the top ``limit`` (``wide`` or fewer), built only if called; None when asking for them
    would search anew. ``budget``: :func:`tether.store.ranked.ranked_search`'s.

    With ``scores``, each candidate is the kept one (score 0) and its score for this question
    is put in ``scores`` instead (:func:`with_score` makes the scored candidate): a window of
    256 is judged and decided on, but only the few candidates shown need their score, and a
    copy costs ~3 µs."""
    prefer = Preference(plan.document, plan.jurisdiction, plan.question_type == "historical")
    kept: Kept = store.derived(conn, ("search-kept",), lambda _: Kept.empty())
    top, wider = search_wide(conn, plan.terms, corpora, top_k, prefer, kept, wide, budget)

    made: dict[tuple[tuple[int, str, str], float], Candidate] = {}  # a widening returns the first hits again

    def candidates(hits: list[Hit], limit: int) -> list[Candidate]:
        if plan.document:
            # The document the question names is a candidate even where none of
            # its words match ("What does fees-de say?"); its matching fragments
            # keep their scores, the others rank after them at 0.
            found = {h.fragment_pk for h in hits}
            named = [h for h in document_fragments(conn, corpora, limit, prefer) if h.fragment_pk not in found]
            hits = sorted([*hits, *named], key=prefer.key)[:limit]
        if scores is not None:  # every candidate's score put, so the last list made wins
            kept = _with_metadata(store, conn, hits)
            scores.update((c.content_key, round(h.score, 6)) for h, c in kept)
            return [c for _, c in kept]
        out = []
        for h, c in _with_metadata(store, conn, hits):
            score = round(h.score, 6)
            key = (c.content_key, score)
            if key not in made:
                made[key] = _scored(c, score)
            out.append(made[key])
        return out

    def widened(limit: int = wide) -> list[Candidate]:  # the best ``limit`` (at most ``wide``) of them
        assert wider is not None
        return candidates(wider(limit), limit)

    return candidates(top, top_k), (None if wider is None else widened)


def with_score(candidate: Candidate, scores: Scores) -> Candidate:
    """The candidate as :func:`retrieve` gives it: with its score for the question."""
    return _scored(candidate, scores[candidate.content_key])


_FIELDS = tuple(f.name for f in fields(Candidate))
_VALUES = attrgetter(*_FIELDS)  # every slot's value in one call
_SETS = tuple(vars(Candidate)[name].__set__ for name in _FIELDS)  # the slots' own setters: no frozen check
_SET_SCORE = vars(Candidate)["score"].__set__


def _scored(candidate: Candidate, score: float) -> Candidate:
    """The kept candidate with this question's score: its slots copied one by one, because
    ``dataclasses.replace`` re-runs ``__init__`` and ``copy.copy`` goes through pickling's
    reduce protocol; each cost more than the gate for a window of 32 candidates. Read in
    one call and set through the slots' descriptors: 3.1 µs a copy against 4.3 by name
    (a widening to 256 makes 256)."""
    scored = object.__new__(Candidate)
    for set_slot, value in zip(_SETS, _VALUES(candidate), strict=True):
        set_slot(scored, value)
    _SET_SCORE(scored, score)
    return scored


METADATA_ENTRIES = 4096  # fragments whose candidate metadata is kept per store


def _with_metadata(store: Store, conn: Connection, hits: Sequence[Hit]) -> list[tuple[Hit, Candidate]]:
    """Each hit with its candidate (score 0). A fragment's metadata is fixed for its content
    (a changed record is stored as new rows), so it is read once and kept until an ingest
    changes the corpus; never the text: that waits for the gate. A hit whose row has
    gone or changed since the search is dropped."""
    kept: Lru[tuple, Candidate] = store.derived(conn, ("candidate-metadata",), lambda _: Lru(METADATA_ENTRIES))
    keys = {h.fragment_pk: (h.fragment_pk, h.fragment_id, h.content_hash) for h in hits}
    found = dict(zip(keys, kept.get_many(keys.values()), strict=True))
    missing = [pk for pk, candidate in found.items() if candidate is None]
    if missing:
        for row in conn.execute(_METADATA, {"pks": missing}):
            found[row.pk] = candidate = _candidate(row)
            kept.put(candidate.content_key, candidate)
    with_metadata = []
    for h in hits:
        kept_candidate = found.get(h.fragment_pk)
        if kept_candidate is not None and kept_candidate.content_key == keys[h.fragment_pk]:
            with_metadata.append((h, kept_candidate))
    return with_metadata


# Built once: per-question statements differ only in their bound values.
_IN_PKS = Fragments.c.pk.in_(bindparam("pks", expanding=True))
_METADATA = (
    select(
        Fragments.c.pk, Fragments.c.fragment_id, Fragments.c.document, Fragments.c.anchor,
        SourceRecords.c.record_id, SourceRecords.c.version, SourceRecords.c.owner, SourceRecords.c.title,
        SourceRecords.c.uri, SourceRecords.c.published_at, SourceRecords.c.expires_at, SourceRecords.c.access,
        SourceRecords.c.policy, SourceRecords.c.jurisdiction, SourceRecords.c.lang, SourceRecords.c.entities,
        SourceRecords.c.content_hash, SourceRecords.c.corpus, Fragments.c.index_text, Fragments.c.heading,
    )
    .join(SourceRecords, SourceRecords.c.pk == Fragments.c.record_pk)
    .where(_IN_PKS)
)
_TEXTS = (
    select(Fragments.c.pk, Fragments.c.fragment_id, SourceRecords.c.content_hash, Fragments.c.text)
    .join(SourceRecords, SourceRecords.c.pk == Fragments.c.record_pk)
    .where(_IN_PKS)
)


def _candidate(row: Row[*tuple[Any, ...]]) -> Candidate:
    return Candidate(
        fragment_pk=row.pk, fragment_id=row.fragment_id, document=row.document, anchor=row.anchor,
        record_id=row.record_id, version=row.version, owner=row.owner, title=row.title, uri=row.uri,
        published_at=row.published_at, expires_at=row.expires_at, access=tuple(row.access),
        policy=row.policy, jurisdiction=row.jurisdiction, lang=row.lang,
        entities=tuple(Entity.model_validate(e) for e in row.entities), score=0.0, content_hash=row.content_hash,
        corpus=row.corpus, stems=frozenset(row.index_text.split()), heading=row.heading,
    )


def load_texts(conn: Connection, accepted: Sequence[Candidate]) -> dict[int, str]:
    """The fragments' texts by primary key. Call it only with candidates the gate accepted.

    Raises StoreError if a fragment's row no longer holds the content the gate judged
    (rows deleted by hand and their keys reused meanwhile): no other text is handed out.
    """
    if not accepted:
        return {}
    rows = {row.pk: row for row in conn.execute(_TEXTS, {"pks": [c.fragment_pk for c in accepted]})}
    texts = {}
    for c in accepted:
        row = rows.get(c.fragment_pk)
        if row is None or (row.pk, row.fragment_id, row.content_hash) != c.content_key:
            raise StoreError(f"fragment {c.fragment_id} changed while the question was answered; ask again")
        texts[c.fragment_pk] = row.text
    return texts
