"""The `tether verify` boundary: one model output and the context it was given."""

from __future__ import annotations

from typing import Literal

from pydantic import Field, field_validator, model_validator

from ..contract import AnswerContract
from ..inputs import MAX_OUTPUT_CHARS, MAX_QUESTION_CHARS
from ..models import Entity, FactKind, Frozen, Lenient, Violation

# Verify inputs are Lenient: they ignore keys they do not know (callers carry ids and notes).


class ContextFragment(Lenient):
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


class ContextFact(Lenient):
    label: str = Field(pattern=r"^t[1-9][0-9]*$")
    kind: FactKind
    value: str
    unit: str | None = None
    fragment_id: str | None = None

    @model_validator(mode="after")
    def _value_fits_kind(self) -> ContextFact:
        # A cell that does not parse is bad input (exit 2), not a model's mistake.
        from .comparators import parse_fact_value  # late: comparators build on these models

        if self.kind in ("number", "money", "percent", "duration", "date") and (
            parse_fact_value(self.kind, self.value, self.unit) is None
        ):
            expected = "an ISO 8601 date" if self.kind == "date" else "a decimal number"
            raise ValueError(f"value {self.value!r} is not {expected} for kind {self.kind}")
        return self


class Mutation(Lenient):
    action: str
    target: str | None = None


class VerifyContext(Lenient):
    entities: list[Entity] = []
    fragments: list[ContextFragment]  # required: the material (CONTRACTS §3)
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


class VerifyInput(Lenient):
    question: str
    context: VerifyContext
    output: str
    finish_reason: Literal["stop", "length"] | None = "stop"
    lang: Literal["en", "ru"] | None = None

    @field_validator("question")
    @classmethod
    def _question_within_cap(cls, value: str) -> str:
        # The cap of every entry point (tether.inputs); a blank question is allowed here.
        if len(value) > MAX_QUESTION_CHARS:
            raise ValueError(f"is {len(value)} characters; the limit is {MAX_QUESTION_CHARS}, shorten it")
        return value

    @field_validator("output")
    @classmethod
    def _output_within_cap(cls, value: str) -> str:
        # Bounds the work of one verification (every check is linear in the output).
        if len(value) > MAX_OUTPUT_CHARS:
            raise ValueError(f"is {len(value)} characters; the limit is {MAX_OUTPUT_CHARS}, "
                             "verify a shorter output")
        return value


Status = Literal["passed", "passed_with_limitations", "failed"]


class VerifyResult(Frozen):
    status: Status
    violations: list[Violation] = []
    limitations: list[str] = []
    answer: AnswerContract | None = None
