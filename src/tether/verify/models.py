"""The `tether verify` boundary: one model output and the context it was given."""

from __future__ import annotations

from typing import Literal

from pydantic import Field, field_validator

from ..contract import AnswerContract
from ..models import Entity, FactKind, Frozen, Violation


class ContextFragment(Frozen):
    id: str = Field(min_length=1)
    document_id: str | None = None
    jurisdiction: str | None = None
    title: str | None = None
    lang: Literal["en", "ru"] | None = None
    text: str

    @property
    def document(self) -> str:
        """The document a fragment belongs to: ``documentId`` or the id before ``#``."""
        return self.document_id or self.id.split("#", 1)[0]


class ContextFact(Frozen):
    label: str = Field(pattern=r"^t[1-9][0-9]*$")
    kind: FactKind
    value: str
    unit: str | None = None
    fragment_id: str | None = None


class Mutation(Frozen):
    action: str
    target: str | None = None


class VerifyContext(Frozen):
    entities: list[Entity] = []
    fragments: list[ContextFragment] = []
    facts: list[ContextFact] = []
    performed_mutations: list[Mutation] = []

    @field_validator("facts")
    @classmethod
    def _unique_labels(cls, facts: list[ContextFact]) -> list[ContextFact]:
        seen: set[str] = set()
        for fact in facts:
            if fact.label in seen:
                raise ValueError(f"label {fact.label} is given twice; each fact needs its own label")
            seen.add(fact.label)
        return facts


class VerifyInput(Frozen):
    question: str = ""
    context: VerifyContext = VerifyContext()
    output: str
    finish_reason: Literal["stop", "length"] | None = "stop"
    lang: Literal["en", "ru"] | None = None


Status = Literal["passed", "passed_with_limitations", "failed"]


class VerifyResult(Frozen):
    status: Status
    violations: list[Violation] = []
    limitations: list[str] = []
    answer: AnswerContract | None = None
