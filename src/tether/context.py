"""What an interaction reads from the store: the router's catalog and the request context.

The catalog (every current document, jurisdiction and entity) is derived
from the whole corpus, so it is kept per store and rebuilt only when an
ingest has changed the corpus (:meth:`tether.store.db.Store.derived`). The
context is read per question, and only for fragments the gate accepted.
"""

from __future__ import annotations

from collections.abc import Sequence

from pydantic import ValidationError
from sqlalchemy import Connection, bindparam, select

from .facts.tools import ToolFact
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


def build_context(
    conn: Connection, accepted: Sequence[Candidate], tool_facts: Sequence[ToolFact] = ()
) -> tuple[VerifyContext, dict[str, list[Entity]]]:
    """The request context: accepted fragments with text, their facts and the
    tools' facts, labelled t1…tn in that order (labels are per request)."""
    pks = [c.fragment_pk for c in accepted]
    texts = load_texts(conn, pks)
    fact_rows = conn.execute(_FACTS, {"pks": pks}).all() if pks else []
    by_fragment: dict[int, list] = {}
    for row in fact_rows:
        by_fragment.setdefault(row.fragment_pk or 0, []).append(row)
    fragments, facts, entities = [], [], {}
    fragment_entities: dict[str, list[Entity]] = {}
    for c in accepted:
        fragments.append(ContextFragment(
            id=c.fragment_id, document_id=c.document, jurisdiction=c.jurisdiction,
            title=c.title, lang=c.lang if c.lang in ("en", "ru") else None, text=texts[c.fragment_pk],
        ))
        fragment_entities[c.fragment_id] = list(c.entities)
        entities.update(dict.fromkeys(c.entities))
        for row in by_fragment.get(c.fragment_pk, []):
            try:
                facts.append(ContextFact(label=f"t{len(facts) + 1}", kind=row.kind, value=row.value,
                                         unit=row.unit, fragment_id=c.fragment_id))
            except ValidationError:
                continue  # a cell the comparators cannot read is no fact to cite; the text still counts
    for tf in tool_facts:
        facts.append(ContextFact(label=f"t{len(facts) + 1}", kind=tf.kind, value=tf.value,  # type: ignore[arg-type]
                                 unit=tf.unit, fragment_id=tf.anchor))
    return VerifyContext(entities=list(entities), fragments=fragments, facts=facts), fragment_entities
