"""What an interaction reads from the store: the router's catalog and the request context.

The catalog (every current document, jurisdiction and entity) is derived
from the whole corpus, so it is kept per store and rebuilt only when an
ingest has changed the corpus (:meth:`tether.store.db.Store.derived`). The
context is read per question, and only for fragments the gate accepted.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from pydantic import ValidationError
from sqlalchemy import Connection, bindparam, select

from .facts.tools import ToolFact
from .lru import Lru
from .models import Entity
from .plan import Catalog
from .retrieve import Candidate, load_texts
from .store.db import Store
from .store.schema import FactRow, SourceRecordRow
from .verify.models import ContextFact, ContextFragment, VerifyContext


def catalog(store: Store, conn: Connection, corpora: Sequence[str] | None) -> Catalog:
    """Documents, jurisdictions and entities of the current records the router may name."""
    key = ("catalog", None if corpora is None else tuple(sorted(set(corpora))))
    return store.derived(conn, key, lambda c: _build_catalog(c, corpora))


def load_catalog(store: Store, corpora: Sequence[str] | None = None) -> Catalog:
    """:func:`catalog` in a transaction of its own."""
    with store.connect() as conn:
        return catalog(store, conn, corpora)


def _build_catalog(conn: Connection, corpora: Sequence[str] | None) -> Catalog:
    q = select(SourceRecordRow.document, SourceRecordRow.title, SourceRecordRow.jurisdiction,
               SourceRecordRow.entities).where(SourceRecordRow.current).order_by(SourceRecordRow.pk)
    if corpora is not None:
        q = q.where(SourceRecordRow.corpus.in_(corpora))
    documents: dict[str, str | None] = {}
    codes: set[str] = set()
    entities: dict[Entity, None] = {}
    for document, title, jurisdiction, ents in conn.execute(q):
        documents.setdefault(document, title)
        if jurisdiction:
            codes.add(jurisdiction)
        for e in ents:
            entities[Entity.model_validate(e)] = None
    return Catalog(documents=documents, jurisdictions=frozenset(codes), entities=tuple(entities))


_FACTS = (
    select(FactRow.fragment_pk, FactRow.kind, FactRow.value, FactRow.unit)
    .where(FactRow.fragment_pk.in_(bindparam("pks", expanding=True))).order_by(FactRow.pk)
)


MATERIAL_ENTRIES = 4096  # accepted fragments whose context material is kept per store


@dataclass(frozen=True, slots=True)
class _Material:
    """What a context takes from one fragment: fixed for its primary key, since a changed
    record is stored as new fragments. Facts carry placeholder labels until a request
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
    kept: Lru[int, _Material] = store.derived(conn, ("context-material",), lambda _: Lru(MATERIAL_ENTRIES))
    material = {c.fragment_pk: kept.get(c.fragment_pk) for c in accepted}
    missing = [c for c in accepted if material[c.fragment_pk] is None]
    for pk, loaded in _load_material(conn, missing).items():
        kept.put(pk, loaded)
        material[pk] = loaded
    fragments, facts, entities = [], [], {}
    fragment_entities: dict[str, list[Entity]] = {}
    for c in accepted:
        m = material[c.fragment_pk]
        assert m is not None  # loaded above
        fragments.append(m.fragment)
        fragment_entities[c.fragment_id] = list(c.entities)
        entities.update(dict.fromkeys(c.entities))
        facts += [f.model_copy(update={"label": f"t{len(facts) + i}"}) for i, f in enumerate(m.facts, 1)]
    for tf in tool_facts:
        facts.append(ContextFact(label=f"t{len(facts) + 1}", kind=tf.kind, value=tf.value,  # type: ignore[arg-type]
                                 unit=tf.unit, fragment_id=tf.anchor))
    return VerifyContext(entities=list(entities), fragments=fragments, facts=facts), fragment_entities


def _load_material(conn: Connection, candidates: Sequence[Candidate]) -> dict[int, _Material]:
    if not candidates:
        return {}
    pks = [c.fragment_pk for c in candidates]
    texts = load_texts(conn, pks)
    by_fragment: dict[int, list] = {}
    for row in conn.execute(_FACTS, {"pks": pks}):
        by_fragment.setdefault(row.fragment_pk or 0, []).append(row)
    material = {}
    for c in candidates:
        facts = []
        for row in by_fragment.get(c.fragment_pk, []):
            try:
                facts.append(ContextFact(label="t1", kind=row.kind, value=row.value, unit=row.unit,
                                         fragment_id=c.fragment_id))
            except ValidationError:
                continue  # a cell the comparators cannot read is no fact to cite; the text still counts
        material[c.fragment_pk] = _Material(ContextFragment(
            id=c.fragment_id, document_id=c.document, jurisdiction=c.jurisdiction,
            title=c.title, lang=c.lang if c.lang in ("en", "ru") else None, text=texts[c.fragment_pk],
        ), tuple(facts))
    return material
