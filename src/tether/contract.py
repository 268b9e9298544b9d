"""The answer contract: the JSON every presenter and model must produce.

Parsing is strict and total: it never raises on model output, it returns the
violations (``empty-answer``, ``truncated``, ``contract-invalid``) instead, so
the caller can decide between one repair attempt and failure.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field

from pydantic import ValidationError

from .models import Entity, Frozen, Violation


class AnswerContract(Frozen):
    answer: str
    entity_citations: list[Entity] = []
    documentation_citations: list[str] = []
    limitations: list[str] = []


ANSWER_JSON_SCHEMA: dict = {
    "type": "object",
    "properties": {
        "answer": {"type": "string", "maxLength": 1000},
        "entityCitations": {
            "type": "array",
            "maxItems": 5,
            "items": {
                "type": "object",
                "properties": {
                    "documentType": {"type": "string", "maxLength": 60},
                    "identity": {"type": "string", "maxLength": 120},
                },
                "required": ["documentType", "identity"],
            },
        },
        "documentationCitations": {
            "type": "array",
            "maxItems": 5,
            "items": {"type": "string", "maxLength": 120},
        },
        "limitations": {"type": "array", "maxItems": 3, "items": {"type": "string", "maxLength": 300}},
    },
    "required": ["answer", "entityCitations", "documentationCitations", "limitations"],
}
"""JSON schema for constrained decoding. Every string and array is bounded:
small models given an unbounded schema repeat themselves until the token limit."""

_FENCE = re.compile(r"\A```(?:json|JSON)?[ \t]*\n(?P<body>.*?)\n?```\Z", re.DOTALL)
_OPEN_FENCE = re.compile(r"\A```(?:json|JSON)?[ \t]*\n")


@dataclass(frozen=True)
class ParsedOutput:
    """What parsing found: a contract, or the violations that prevent one."""

    contract: AnswerContract | None
    violations: list[Violation] = field(default_factory=list)
    unwrapped_fence: bool = False

    @property
    def structural_failure(self) -> bool:
        """True when the structure itself is wrong (the case a repair may fix)."""
        return any(v.check == "contract-invalid" for v in self.violations)


def _ends_inside_json(text: str) -> bool:
    """True when ``text`` opens a JSON value and stops before closing it."""
    depth = 0
    in_string = False
    escaped = False
    started = False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
            continue
        if ch == '"':
            in_string = True
        elif ch in "{[":
            depth += 1
            started = True
        elif ch in "}]":
            depth -= 1
            if depth <= 0 and started:
                return False
    return started and (depth > 0 or in_string)


def parse_output(output: str, finish_reason: str | None = "stop") -> ParsedOutput:
    """Parse a model's raw text into the answer contract.

    A single fenced ``json`` block around the whole output is unwrapped; that
    is not a repair. ``finish_reason == "length"`` is always ``truncated``.
    """
    if not output or not output.strip():
        return ParsedOutput(None, [Violation(check="empty-answer", detail="the output is empty")])
    text = output.strip()
    unwrapped = False
    fence = _FENCE.match(text)
    if fence:
        text = fence.group("body").strip()
        unwrapped = True
    elif _OPEN_FENCE.match(text):
        return ParsedOutput(
            None,
            [Violation(check="truncated", detail="the output ends inside a ```json fence")],
        )
    if finish_reason == "length":
        return ParsedOutput(
            None,
            [Violation(check="truncated", detail="the provider stopped at its length limit")],
            unwrapped,
        )
    try:
        data = json.loads(text, strict=False)
    except RecursionError:
        # json gives up past Python's recursion limit; an answer is a flat object.
        return ParsedOutput(
            None,
            [Violation(check="contract-invalid", detail="the JSON nests too deeply; the answer is a flat object")],
            unwrapped,
        )
    except json.JSONDecodeError as exc:
        if _ends_inside_json(text):
            return ParsedOutput(
                None,
                [Violation(check="truncated", detail="the output ends inside the JSON")],
                unwrapped,
            )
        return ParsedOutput(
            None,
            [Violation(check="contract-invalid", detail=f"not valid JSON: {exc.msg} at char {exc.pos}")],
            unwrapped,
        )
    if not isinstance(data, dict):
        return ParsedOutput(
            None,
            [Violation(check="contract-invalid", detail="the output must be a JSON object")],
            unwrapped,
        )
    try:
        contract = AnswerContract.model_validate(data)
    except ValidationError as exc:
        problems = "; ".join(
            f"{'.'.join(str(p) for p in err['loc']) or '(root)'}: {err['msg']}"
            for err in exc.errors()
        )
        return ParsedOutput(
            None,
            [Violation(check="contract-invalid", detail=problems)],
            unwrapped,
        )
    if not any(ch.isalnum() for ch in contract.answer):
        # "..." or "—" says nothing: as empty as whitespace.
        return ParsedOutput(
            contract,
            [Violation(check="empty-answer", detail="the answer string holds no word or figure")],
            unwrapped,
        )
    return ParsedOutput(contract, [], unwrapped)
