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

from .guard import lazy_pattern
from .json_depth import nests_deeper_than
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

_FENCE = lazy_pattern(r"\A```(?:json|JSON)?[ \t]*\n(?P<body>.*?)\n?```\Z", re.DOTALL)
_OPEN_FENCE = lazy_pattern(r"\A```(?:json|JSON)?[ \t]*\n")


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
    if nests_deeper_than(text):
        return _too_deep(unwrapped)  # refused before json recurses into it (tether.json_depth)
    try:
        data = json.loads(text, strict=False)
    except RecursionError:  # a backstop: json_depth's limit is far below the interpreter's
        return _too_deep(unwrapped)
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


# --- a tool call instead of an answer ------------------------------------------
# Open models asked for the answer contract sometimes emit their tool-call syntax
# instead. This reads the raw output, before or instead of contract parsing, so the
# verifier and the raw-tool-call check share it without importing each other.

_TOOL_FENCE = lazy_pattern(r"\A```[\w-]*[ \t]*\n(?P<body>.*?)\n?```\Z", re.DOTALL)
# Special tokens and tags of common chat templates; none occurs in prose.
_PREFIX_MARKERS = (
    "[TOOL_CALLS]",  # Mistral
    "<|python_tag|>",  # Llama 3.1
    "<|tool_call|>",
    "<tool_call>",  # Qwen, Hermes
    "<|tool_calls_section_begin|>",
    "<function=",  # Llama 3.1 custom format
    "<function_call>",
    "<|plugin|>",
)
_TAGGED = lazy_pattern(r"\A(?:\s*<tool_call>.*?(?:</tool_call>|\Z))+\s*\Z", re.DOTALL)
# functions.get_fee({...}) / tools.search(query="…") / get_fee(country="DE")
_PY_CALL = lazy_pattern(
    r"\A\[?\s*(?:(?:functions|tools?|api)\.[A-Za-z_]\w*|[A-Za-z_]\w*_\w*)\s*\((?P<args>.*)\)\s*\]?\Z",
    re.DOTALL,
)
_NAME_KEYS = ("tool", "name", "tool_name", "function", "recipient_name", "action")
_ARG_KEYS = ("arguments", "parameters", "args", "input", "tool_input", "action_input")
# The ReAct text protocol (LangChain agents and the models tuned on it): an optional
# "Thought:" line, then the action and its input, and nothing else.
_REACT = lazy_pattern(
    r"\A(?:Thought:[^\n]*\n\s*)?Action:\s*[A-Za-z_][\w.-]*\s*\n\s*Action\s+Input:\s*\S.*\Z",
    re.DOTALL | re.IGNORECASE,
)
# Inside a fence a call needs no namespace or underscore: ```tool_code\nsearch(query="…")```.
_FENCED_CALL = lazy_pattern(r"\A[A-Za-z_][\w.]*\s*\((?P<args>.*)\)\s*\Z", re.DOTALL)
_CALL_ARGS = lazy_pattern(r"\s*(?:|\{.*\}|\w+\s*=.*)\s*", re.DOTALL)


def _is_call_object(value: object) -> bool:
    if not isinstance(value, dict) or not value or "answer" in value:
        return False
    if isinstance(value.get("function_call"), dict):
        return _is_call_object(value["function_call"])
    calls = value.get("tool_calls")
    if isinstance(calls, list) and calls:
        return all(_is_call_object(c) for c in calls)
    if value.get("type") == "function" and isinstance(value.get("function"), dict):
        return _is_call_object(value["function"])
    has_name = any(isinstance(value.get(k), str) for k in _NAME_KEYS)
    has_args = any(k in value for k in _ARG_KEYS)
    return has_name and has_args


def _too_deep(unwrapped: bool) -> ParsedOutput:
    return ParsedOutput(
        None, [Violation(check="contract-invalid", detail="the JSON nests too deeply; the answer is a flat object")],
        unwrapped)


def _is_json_call(text: str) -> bool:
    if nests_deeper_than(text):
        return False
    try:
        data = json.loads(text, strict=False)
    except (json.JSONDecodeError, RecursionError):
        return False
    if isinstance(data, list):
        return bool(data) and all(_is_call_object(x) for x in data)
    return _is_call_object(data)


def is_raw_tool_call(text: str) -> bool:
    """True when all of ``text`` is a tool call rather than an answer.

    Recognised: JSON ``{"tool"|"name": …, "arguments"|"parameters": …}`` (also
    as a list, OpenAI ``function_call``/``tool_calls``, in one fenced block),
    ``<tool_call>…</tool_call>``, ``[TOOL_CALLS]``, ``<|python_tag|>`` and
    similar template tokens, LangChain's ``{"action", "action_input"}`` and the
    ReAct ``Action:`` / ``Action Input:`` text, and ``functions.x(...)``-style
    calls (any ``name(...)`` alone in a fenced block).
    """
    t = (text or "").strip()
    if not t:
        return False
    fence = _TOOL_FENCE.match(t)
    if fence:
        t = fence.group("body").strip()
    if t.startswith(_PREFIX_MARKERS) or _TAGGED.match(t) or _REACT.match(t):
        return True
    if t[0] in "[{" and _is_json_call(t):
        return True
    call = _PY_CALL.match(t) or (_FENCED_CALL.match(t) if fence else None)
    # A Python-style call counts only with call-shaped arguments: empty,
    # keyword=value, or a JSON object — not a parenthesised remark.
    return call is not None and _CALL_ARGS.fullmatch(call.group("args")) is not None
