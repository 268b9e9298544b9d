"""ModelRequest (seed 000): everything one provider run receives, frozen.

The context holds only what the gate accepted: entities of accepted records,
accepted fragments with their text, and labelled facts bound to their cells.
"""

from __future__ import annotations

import json
from typing import Literal

from pydantic import Field

from .contract import ANSWER_JSON_SCHEMA
from .models import Entity, Frozen
from .verify.models import VerifyContext

StructuredOutput = Literal["json_schema", "json_object", "none"]


class ModelProfile(Frozen):
    """A snapshot of the model settings used for one run."""

    provider: str
    model: str = ""
    temperature: float = 0.0
    # llama.cpp's own default; greedy decoding of a small model loops without it
    # ("entityCitations": [{...}, {...}, … to the length limit).
    repeat_penalty: float = 1.1
    max_output_tokens: int = 700
    structured_output: StructuredOutput = "json_schema"
    base_url: str | None = None


class Limits(Frozen):
    timeout_s: float = Field(default=60.0, gt=0)
    max_output_bytes: int = Field(default=32_768, gt=0)
    attempts: int = Field(default=2, ge=1, le=2)  # one answer + at most one repair


class Message(Frozen):
    role: Literal["system", "user", "assistant"]
    content: str


class ModelRequest(Frozen):
    profile: ModelProfile
    messages: list[Message]
    context: VerifyContext
    limits: Limits = Limits()
    question: str
    lang: Literal["en", "ru"] = "en"
    # fragment id -> entities of its record, so a presenter cites only the
    # entities of the records it actually quoted.
    fragment_entities: dict[str, list[Entity]] = {}

    @property
    def constrained(self) -> bool:
        return self.profile.structured_output != "none"


SYSTEM_PROMPT = (
    "You answer questions using only the material given in the user message. "
    "Reply with one JSON object and nothing else, with the keys "
    '"answer" (a short answer in the language of the question), '
    '"entityCitations" (a list of objects {"documentType": ..., "identity": ...} copied from ENTITIES, '
    "or an empty list; never fragment ids), "
    '"documentationCitations" (the ids in square brackets of the FRAGMENTS you used, copied exactly; '
    "at least one, and the fragment of every figure you give), "
    '"limitations" (short notes on what the material does not settle; may be empty). '
    "State only what the cited fragments say. "
    "Copy every number, amount and date exactly as the fragment you cite writes it, next to what it "
    "measures there; never compute, convert or add up figures. "
    "When you use a labelled fact, write its value followed by its label, e.g. \"<value> [t1]\", "
    "and cite the fragment the fact comes from. "
    "Name the jurisdiction of every figure you give. Write each point once."
)


def render_context(context: VerifyContext) -> str:
    """The user-visible material block: fragments, facts, entities."""
    parts = ["FRAGMENTS:"]
    for f in context.fragments:
        head = f"[{f.id}]" + (f" ({f.jurisdiction})" if f.jurisdiction else "") + (f" {f.title}" if f.title else "")
        parts.append(f"{head}\n{f.text}")
    if context.facts:
        parts.append("FACTS:")
        parts.extend(
            f"[{x.label}] {x.kind}: {x.value}{' ' + x.unit if x.unit else ''} (from {x.fragment_id})"
            for x in context.facts
        )
    if context.entities:
        parts.append("ENTITIES:")
        parts.extend(f"{e.document_type}: {e.identity}" for e in context.entities)
    return "\n\n".join(parts)


def build_messages(question: str, context: VerifyContext, correction: str | None = None) -> list[Message]:
    user = f"QUESTION: {question}\n\n{render_context(context)}"
    if correction:
        user += f"\n\n{correction}"
    return [Message(role="system", content=SYSTEM_PROMPT), Message(role="user", content=user)]


def schema_hint() -> str:
    return json.dumps(ANSWER_JSON_SCHEMA)
