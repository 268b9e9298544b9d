"""What an interaction reads from the store: the router's catalog and the request context.

The catalog (every current document, jurisdiction and entity) is derived
from the whole corpus, so it is kept per store and rebuilt only when an
ingest has changed the corpus (:meth:`tether.store.db.Store.derived`). The
context is built per question, and only from fragments the gate accepted; a
fragment's text and facts are read once and kept under its content (key, id
and record hash), like the candidates' metadata in :mod:`tether.retrieve`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from pydantic import ValidationError
from sqlalchemy import Connection, bindparam, select

from .lru import Lru
from .models import Entity
from .plan import Catalog
from .retrieve import Candidate, load_texts
from .store.db import Store
from .store.tables import facts as Facts
from .store.tables import fragments as Fragments
from .store.tables import source_records as SourceRecords
from .verify.models import ContextFact, ContextFragment, VerifyContext

if TYPE_CHECKING:  # tool facts come from a registry, which only TETHER_TOOLS configures
    from .facts.tools import ToolFact


def catalog(store: Store, conn: Connection, corpora: Sequence[str] | None) -> Catalog:
    """Documents, jurisdictions and entities of the current records the router may name."""
    key = ("catalog", None if corpora is None else tuple(sorted(set(corpora))))
    return store.derived(conn, key, lambda c: _build_catalog(c, corpora))


def load_catalog(store: Store, corpora: Sequence[str] | None = None) -> Catalog:
    """:func:`catalog` in a transaction of its own."""
    with store.connect() as conn:
        return catalog(store, conn, corpora)


def _build_catalog(conn: Connection, corpora: Sequence[str] | None) -> Catalog:
    q = select(SourceRecords.c.document, SourceRecords.c.title, SourceRecords.c.jurisdiction,
               SourceRecords.c.entities).where(SourceRecords.c.current).order_by(SourceRecords.c.pk)
    if corpora is not None:
        q = q.where(SourceRecords.c.corpus.in_(corpora))
    documents: dict[str, str | None] = {}
    codes: set[str] = set()
    entities: dict[Entity, None] = {}
    for document, title, jurisdiction, ents in conn.execute(q):
        documents.setdefault(document, title)
        if jurisdiction:
            codes.add(jurisdiction)
        for e in ents:
            entities[Entity.model_validate(e)] = None
    built = Catalog(documents=documents, jurisdictions=frozenset(codes), entities=tuple(entities))
    # The name matcher is compiled here, with the catalog, so that a rebuild after an ingest
    # (Store.refresh) compiles it too, off the request path: left to the first question, it
    # was half of that question's cost (~40 of ~120 ms at 10k documents, benchmarks/scale.py).
    _ = built.names
    return built


_FACTS = (
    select(Facts.c.fragment_pk, Fragments.c.fragment_id, SourceRecords.c.content_hash,
           Facts.c.kind, Facts.c.value, Facts.c.unit)
    .join(Fragments, Fragments.c.pk == Facts.c.fragment_pk)
    .join(SourceRecords, SourceRecords.c.pk == Fragments.c.record_pk)
    .where(Facts.c.fragment_pk.in_(bindparam("pks", expanding=True))).order_by(Facts.c.pk)
)


MATERIAL_ENTRIES = 2048  # accepted fragments whose context material is kept per store …
KEPT_TEXT_CHARS = 32_768  # … each no longer than this: at most 64 Mi characters in all


@dataclass(frozen=True, slots=True)
class _Material:
    """What a context takes from one fragment: fixed for its content, since a changed
    record is stored as new rows. Facts carry placeholder labels until a request
    numbers them."""

    fragment: ContextFragment
    facts: tuple[ContextFact, ...]


def build_context(
    store: Store, conn: Connection, accepted: Sequence[Candidate], tool_facts: Sequence[ToolFact] = ()
) -> tuple[VerifyContext, dict[str, list[Entity]]]:
    """The request context: accepted fragments with text, their facts and the
    tools' facts, labelled t1…tn in that order (labels are per request).

    A fragment's text and facts are read once and kept (until an ingest changes the
    corpus): only fragments the gate has accepted ever reach this function, and a
    kept fragment is handed out again only when the gate accepts it again."""
    material = _materials(store, conn, accepted)
    fragments: list[ContextFragment] = []
    facts: list[ContextFact] = []
    entities: dict[Entity, None] = {}
    fragment_entities: dict[str, list[Entity]] = {}
    for c in accepted:
        m = material[c.fragment_pk]
        fragments.append(m.fragment)
        fragment_entities[c.fragment_id] = list(c.entities)
        entities.update(dict.fromkeys(c.entities))
        facts += [f.model_copy(update={"label": f"t{len(facts) + i}"}) for i, f in enumerate(m.facts, 1)]
    for tf in tool_facts:
        facts.append(ContextFact(label=f"t{len(facts) + 1}", kind=tf.kind, value=tf.value,
                                 unit=tf.unit, fragment_id=tf.anchor))
    return VerifyContext(entities=list(entities), fragments=fragments, facts=facts), fragment_entities


def accepted_texts(store: Store, conn: Connection, accepted: Sequence[Candidate]) -> dict[int, str]:
    """The accepted fragments' texts by key, through the same kept material as
    :func:`build_context` (which then reads nothing again). Only for accepted fragments."""
    return {pk: m.fragment.text for pk, m in _materials(store, conn, accepted).items()}


def _materials(store: Store, conn: Connection, accepted: Sequence[Candidate]) -> dict[int, _Material]:
    """Each accepted fragment's material: kept, or read once and kept."""
    kept: Lru[tuple, _Material] = store.derived(conn, ("context-material",), lambda _: Lru(MATERIAL_ENTRIES))
    found = {c.fragment_pk: kept.get(c.content_key) for c in accepted}
    material = {pk: m for pk, m in found.items() if m is not None}
    for c, loaded in _load_material(conn, [c for c in accepted if found[c.fragment_pk] is None]):
        if len(loaded.fragment.text) <= KEPT_TEXT_CHARS:
            kept.put(c.content_key, loaded)
        material[c.fragment_pk] = loaded
    return material


def _load_material(conn: Connection, candidates: Sequence[Candidate]) -> list[tuple[Candidate, _Material]]:
    if not candidates:
        return []
    pks = [c.fragment_pk for c in candidates]
    texts = load_texts(conn, candidates)
    by_fragment: dict[tuple, list] = {}
    for row in conn.execute(_FACTS, {"pks": pks}):  # keyed by content, like the texts
        by_fragment.setdefault((row.fragment_pk, row.fragment_id, row.content_hash), []).append(row)
    material = []
    for c in candidates:
        facts = []
        for row in by_fragment.get(c.content_key, []):
            try:
                facts.append(ContextFact(label="t1", kind=row.kind, value=row.value, unit=row.unit,
                                         fragment_id=c.fragment_id))
            except ValidationError:
                continue  # a cell the comparators cannot read is no fact to cite; the text still counts
        material.append((c, _Material(ContextFragment(
            id=c.fragment_id, document_id=c.document, jurisdiction=c.jurisdiction,
            title=c.title, lang=c.lang if c.lang in ("en", "ru") else None, text=texts[c.fragment_pk],
        ), tuple(facts))))
    return material
