"""Firing rates on real labelled data (../shared/data/halueval_qa_2k.jsonl).

Each item is a question, its knowledge passage and one answer that is either
the gold answer or a plausible hallucination. The answer is wrapped in the
answer contract citing the passage, then verified with every deterministic
check and the answer checks. What matters is how often a check fires on the
answers known to be correct; catches on hallucinated answers are reported
beside it (a deterministic check can only catch figures and dates the passage
lacks).
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from ..checks import LexicalExtractor, run_checks
from ..errors import UsageError
from ..verify import AnswerCheck, verify
from ..verify.models import VerifyInput


def load_items(path: Path) -> list[dict[str, Any]]:
    if not path.is_file():
        raise UsageError(f"FILE: {path} does not exist")
    items = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if not line.strip():
            continue
        try:
            item = json.loads(line)
            _ = item["question"], item["fragments"], item["answer"], item["has_hallucination"]
        except (json.JSONDecodeError, KeyError, TypeError) as exc:
            raise UsageError(f"{path.name}:{number}: not a HaluEval item ({exc})") from None
        items.append(item)
    return items


def to_input(item: dict[str, Any]) -> VerifyInput:
    fragments = [{"id": f"passage-{item['id']}#{f['id']}", "text": f["text"]} for f in item["fragments"]]
    output = json.dumps({
        "answer": item["answer"], "entityCitations": [],
        "documentationCitations": [fragments[0]["id"]] if fragments else [], "limitations": [],
    }, ensure_ascii=False)
    return VerifyInput.model_validate({
        "question": item["question"], "context": {"fragments": fragments}, "output": output,
    })


def evaluate_real(
    items: Sequence[dict[str, Any]],
    answer_checks: Sequence[AnswerCheck],
    on_progress: Callable[[int, int], None] | None = None,
) -> dict[str, Any]:
    prechecks_correct: Counter[str] = Counter()
    fired_correct: Counter[str] = Counter()
    fired_hallucinated: Counter[str] = Counter()
    correct = hallucinated = 0
    any_correct = any_hallucinated = 0
    for done, item in enumerate(items, start=1):
        inp = to_input(item)
        result = verify(inp, answer_checks=answer_checks)
        checks = {v.check for v in result.violations}
        if not item["has_hallucination"] and result.answer is not None:
            # The seed-001 figure that matters: how often a pre-check fires on a correct answer.
            report = run_checks(inp, result.answer, LexicalExtractor())
            prechecks_correct.update(r.check for r in report.records if r.precheck_fired)
        if item["has_hallucination"]:
            hallucinated += 1
            any_hallucinated += bool(checks)
            fired_hallucinated.update(checks)
        else:
            correct += 1
            any_correct += bool(checks)
            fired_correct.update(checks)
        if on_progress:
            on_progress(done, len(items))
    ids = sorted(set(fired_correct) | set(fired_hallucinated))
    return {
        "items": len(items), "correct": correct, "hallucinated": hallucinated,
        "anyCheckOnCorrect": any_correct,
        "anyCheckOnCorrectRate": round(any_correct / correct, 4) if correct else None,
        "anyCheckOnHallucinated": any_hallucinated,
        "anyCheckOnHallucinatedRate": round(any_hallucinated / hallucinated, 4) if hallucinated else None,
        "prechecksOnCorrect": {c: prechecks_correct[c] for c in sorted(prechecks_correct)},
        "checks": [
            {"check": c, "firedOnCorrect": fired_correct[c],
             "rateOnCorrect": round(fired_correct[c] / correct, 4) if correct else None,
             "firedOnHallucinated": fired_hallucinated[c]}
            for c in ids
        ],
    }
