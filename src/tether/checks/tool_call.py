"""raw-tool-call: the whole output, or the whole answer string, is a tool call.

Open models asked for the answer contract sometimes emit their tool-call
syntax instead. It must never reach a reader. The test is on the *whole*
text: an answer that mentions a tool, a call or even quotes a JSON call inside
a sentence is an answer. ``is_raw_tool_call`` works on raw text that may not
parse as the contract at all, so the verifier can call it first.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass

from ..contract import AnswerContract
from ..models import CheckId, Violation
from ..verify.models import VerifyInput
from .base import Check, Trigger

_FENCE = re.compile(r"\A```[\w-]*[ \t]*\n(?P<body>.*?)\n?```\Z", re.DOTALL)
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
_TAGGED = re.compile(r"\A(?:\s*<tool_call>.*?(?:</tool_call>|\Z))+\s*\Z", re.DOTALL)
# functions.get_fee({...}) / tools.search(query="…") / get_fee(country="DE")
_PY_CALL = re.compile(
    r"\A\[?\s*(?:(?:functions|tools?|api)\.[A-Za-z_]\w*|[A-Za-z_]\w*_\w*)\s*\((?P<args>.*)\)\s*\]?\Z",
    re.DOTALL,
)
_NAME_KEYS = ("tool", "name", "tool_name", "function", "recipient_name", "action")
_ARG_KEYS = ("arguments", "parameters", "args", "input", "tool_input", "action_input")
# The ReAct text protocol (LangChain agents and the models tuned on it): an optional
# "Thought:" line, then the action and its input, and nothing else.
_REACT = re.compile(
    r"\A(?:Thought:[^\n]*\n\s*)?Action:\s*[A-Za-z_][\w.-]*\s*\n\s*Action\s+Input:\s*\S.*\Z",
    re.DOTALL | re.IGNORECASE,
)
# Inside a fence a call needs no namespace or underscore: ```tool_code\nsearch(query="…")```.
_FENCED_CALL = re.compile(r"\A[A-Za-z_][\w.]*\s*\((?P<args>.*)\)\s*\Z", re.DOTALL)
_CALL_ARGS = re.compile(r"\s*(?:|\{.*\}|\w+\s*=.*)\s*", re.DOTALL)


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


def _is_json_call(text: str) -> bool:
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
    fence = _FENCE.match(t)
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


@dataclass(frozen=True)
class RawToolCall(Check):
    id: CheckId = "raw-tool-call"

    def form(self, answer: AnswerContract | None, inp: VerifyInput) -> Trigger | None:
        if is_raw_tool_call(inp.output):
            return Trigger(self.id, inp.output.strip()[:200], kind="output")
        if answer is not None and is_raw_tool_call(answer.answer):
            return Trigger(
                self.id, answer.answer.strip()[:200], (0, len(answer.answer)), kind="answer"
            )
        return None

    def judge(
        self, trigger: Trigger, quotes: tuple[str, ...], inp: VerifyInput
    ) -> Violation | None:
        where = "the whole output" if trigger.kind == "output" else "the whole answer string"
        return Violation(
            check=self.id, detail=f"{where} is a tool call, not an answer", span=trigger.span
        )
