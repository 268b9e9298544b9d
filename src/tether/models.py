"""Immutable boundary models shared by several stages (camelCase on the wire)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict
from pydantic.alias_generators import to_camel

CheckId = Literal[
    "contract-invalid",
    "empty-answer",
    "truncated",
    "unknown-entity",
    "unknown-citation",
    "unperformed-mutation",
    "unknown-fact-label",
    "fact-mismatch",
    "unsupported-number",
    "unsupported-date",
    "unsupported-explicit-rule",
    "acceptance-contradiction",
    "number-without-jurisdiction",
    "wrong-document",
    "exception-overridden",
    "raw-tool-call",
    "missing-citation",
    "misattributed-figure",
    "unsupported-claim",
    "degenerate-output",
]

CHECK_IDS: tuple[str, ...] = CheckId.__args__  # type: ignore[attr-defined]

FactKind = Literal["number", "money", "percent", "date", "duration", "identifier", "url", "text"]
FACT_KINDS: tuple[str, ...] = FactKind.__args__  # type: ignore[attr-defined]


class Frozen(BaseModel):
    """Base for boundary models: immutable, camelCase aliases, unknown keys refused."""

    model_config = ConfigDict(
        frozen=True,
        alias_generator=to_camel,
        populate_by_name=True,
        extra="forbid",
    )

    def wire(self) -> dict:
        """The JSON-ready dict with camelCase keys."""
        return self.model_dump(mode="json", by_alias=True)


class Lenient(Frozen):
    """An input read from files or callers that carry bookkeeping of their own (ids,
    notes, splits): keys it does not know are ignored, the known ones validated strictly."""

    model_config = ConfigDict(extra="ignore")


class Entity(Frozen):
    """A domain identity a record describes, e.g. ``composition`` / ``example-composition-alpha``."""

    document_type: str
    identity: str


class Violation(Frozen):
    """One broken rule, named by a stable check id."""

    check: CheckId
    detail: str
    span: tuple[int, int] | None = None


class SkippedCheck(Frozen):
    """An answer check that failed open (seed 001: the answer went out without it), with its
    reason code only (``check-error``, ``timeout`` …): the rest of the reason can quote the
    text the check read, which the operator who reads logs and metrics may not be cleared for."""

    check: CheckId
    reason: str


class RecordRef(Frozen):
    """One exact record version: what the gate judged, what a model was shown, what an
    answer cites. Fragment ids can repeat across corpora and versions; this cannot."""

    corpus: str
    record_id: str
    version: str
    content_hash: str
