"""raw-tool-call: the whole output, or the whole answer string, is a tool call.

Open models asked for the answer contract sometimes emit their tool-call
syntax instead. It must never reach a reader. The test is on the *whole*
text: an answer that mentions a tool, a call or even quotes a JSON call inside
a sentence is an answer. The recognizer, ``contract.is_raw_tool_call``, works on
raw text that may not parse as the contract at all, so the verifier calls it first.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..contract import AnswerContract, is_raw_tool_call
from ..models import CheckId, Violation
from ..verify.models import VerifyInput
from .base import Check, Trigger


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
