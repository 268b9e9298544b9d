"""Interpret: the rule router turns a question into a validated, versioned Plan.

No model is involved; the plan names what the question names (a document by
id or title, a jurisdiction, entities) and never picks a source itself.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cached_property
from typing import Literal

from . import jurisdictions
from .models import Entity, Frozen
from .text import Lang, content_stems, detect_lang, normalize_title

PLAN_VERSION = "rule-router/1"

QuestionType = Literal["operational", "historical"]

_HISTORICAL = re.compile(
    r"\b(?:previous(?:ly)?|former(?:ly)?|historical(?:ly)?|used to|back in|old (?:version|rule|fee)s?|"
    r"in (?:19|20)\d\d|before (?:19|20)\d\d|as of (?:19|20)\d\d)\b"
    r"|(?:раньше|ранее|прежн\w*|предыдущ\w*|историческ\w*|действовавш\w*|в (?:19|20)\d\d году)",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class Catalog:
    """What the router may recognise: the documents, jurisdictions and entities of the corpus."""

    documents: dict[str, str | None] = field(default_factory=dict)  # document id -> title
    jurisdictions: frozenset[str] = frozenset()
    entities: tuple[Entity, ...] = ()

    @cached_property
    def names(self) -> tuple[tuple[str, str, str], ...]:
        """(document, lower-case id, normalized title or "") — worked out once per catalog,
        not once per question (the store keeps a catalog until the corpus changes)."""
        return tuple((doc, doc.lower(), normalize_title(title) if title else "")
                     for doc, title in self.documents.items())


class Plan(Frozen):
    version: str = PLAN_VERSION
    question: str
    lang: Lang
    intent: Literal["answer"] = "answer"
    document: str | None = None
    jurisdiction: str | None = None
    entities: list[Entity] = []
    question_type: QuestionType = "operational"
    terms: list[str] = []


def named_documents(question: str, catalog: Catalog) -> list[str]:
    """Documents whose id or title occurs in the question (longest name first)."""
    q_lower = question.lower()
    q_norm = f" {normalize_title(question)} "
    found: list[tuple[int, str]] = []
    for doc, low, title in catalog.names:
        # The id must be a substring before its bounded pattern can match: test that first.
        if low in q_lower and re.search(rf"(?<![\w-]){re.escape(low)}(?![\w-])", q_lower):
            found.append((len(doc), doc))
        elif title and f" {title} " in q_norm:
            found.append((len(title), doc))
    return [doc for _, doc in sorted(found, reverse=True)]


def interpret(question: str, catalog: Catalog) -> Plan:
    """The rule router: question → Plan. Deterministic and cheap."""
    docs = named_documents(question, catalog)
    known = set(catalog.jurisdictions)
    codes = [c for c in jurisdictions.find(question) if c in known]
    q_lower = question.lower()
    entities = [e for e in catalog.entities if e.identity.lower() in q_lower]
    return Plan(
        question=question,
        lang=detect_lang(question),
        document=docs[0] if docs else None,
        jurisdiction=codes[0] if codes else None,
        entities=list(dict.fromkeys(entities)),
        question_type="historical" if _HISTORICAL.search(question) else "operational",
        terms=list(dict.fromkeys(content_stems(question))),
    )
