"""An answer's hints (tether.checks.hints) never hide a word a claim of it holds.

A reader is skipped for every claim of an answer when its pattern cannot match the answer's
texts with their labels removed; that is sound only if every claim's text is a stretch of
one of them. Held here on every answer of the labelled verify sets, and on labels placed
where they could join words or hold a line break.
"""

from __future__ import annotations

import gc
import json
from pathlib import Path

from tether.checks import claims as _claims  # noqa: F401  (imports every reader's patterns)
from tether.checks.claim_text import claims_of
from tether.checks.hints import AnswerHints
from tether.checks.sides import QUALIFIER_WORDS
from tether.contract import AnswerContract, parse_output
from tether.figures.quantities import letter_tokens
from tether.guard import Guarded
from tether.verify.grounding import cited_fragments
from tether.verify.models import VerifyInput

EVALSETS = Path(__file__).resolve().parents[2] / "evalsets"
FRAGMENT = {"id": "doc#s1", "documentId": "doc", "text": "The fee is 250 EUR if you apply before 1 May."}


def _inputs() -> list[VerifyInput]:
    found = []
    for path in sorted((EVALSETS / "verify").rglob("*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                found.append(VerifyInput.model_validate(json.loads(line)["input"]))
    return found


def _made(answer: str, limitations: list[str]) -> VerifyInput:
    output = {"answer": answer, "entityCitations": [], "documentationCitations": ["doc#s1"],
              "limitations": limitations}
    return VerifyInput.model_validate({"question": "What is the fee?", "context": {"fragments": [FRAGMENT]},
                                       "output": json.dumps(output)})


def _hold(inp: VerifyInput, contract: AnswerContract, patterns: list[Guarded]) -> None:
    claims = claims_of(contract, inp, cited_fragments(contract, inp.context))
    for claim in claims:
        hints = claim.asked.hints if claim.asked else None
        assert isinstance(hints, AnswerHints)
        for pattern in patterns:
            if pattern.pattern.search(claim.text):
                assert hints.may(pattern), (pattern.source, claim.text)
        if not QUALIFIER_WORDS.isdisjoint(letter_tokens(claim.text)):
            assert hints.may_hold(QUALIFIER_WORDS), claim.text


def test_no_claim_holds_what_its_answer_hints_rule_out() -> None:
    patterns = [g for g in gc.get_objects() if isinstance(g, Guarded)]
    assert len(patterns) > 20
    inputs = _inputs() + [
        _made("Yes, even if you apply late[t1], the fee is 250 EUR. Always[t1]s up to 3 days.", ["We can[t2] help."]),
        _made("The fee is 250 EUR [t1,\n t2] unless you are over 18. Yes.", ["No.[t1]\nAlways."]),
        _made("Да, всегда[t1]. Плата до 3 дней, если вы подали заявку.", []),
    ]
    for inp in inputs:
        contract = parse_output(inp.output).contract
        if contract is not None:
            _hold(inp, contract, patterns)
