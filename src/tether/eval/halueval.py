"""Firing rates on real labelled data (evalsets/halueval_qa_2k.jsonl).

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
import re
from collections import Counter
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from ..checks import LexicalExtractor, run_checks
from ..errors import UsageError
from ..verify import AnswerCheck, verify
from ..verify.models import VerifyInput

FIGURE_CHECKS = frozenset({"unsupported-number", "unsupported-date"})
CAUSES = ("month-case", "range", "decade", "plural-id", "glued", "other")
"""Why a figure check fired on a right answer (issue 13's misreading classes); "other" is
everything else, including figures the answer derived (a sum, a score), which must fire."""

_QUOTED = re.compile(r'"([^"]*)"')
_DECADE = re.compile(r"(?:\d{3}0|['’]\d0)(?:['’]?s|-?х|-?е|-?ых|-?ые)(?!\w)", re.IGNORECASE)
_PLURAL_ID = re.compile(r"[^\W\d_]+-?\d+(?:s|ы|ов|ах|ам|ами)$")
_RANGE = re.compile(r"\d\s*(?:-|–|—|--)\s*\d")
_MONTHS = ("january", "february", "march", "april", "may", "june", "july", "august",
           "september", "october", "november", "december", "январ", "феврал", "март", "апрел",
           "мая", "май", "июн", "июл", "август", "сентябр", "октябр", "ноябр", "декабр")
_GLUED_AFTER = r"[ \u00a0]?(?:[^\W\d_]{0,20}[a-zа-я][A-ZА-Я]|['’]?s?\.[A-ZА-Я])"
"""A figure's digits, then (after at most one space: "$26.8 billionFranklin") letters
running into the next sentence with no space ("1980s.In", "billionFranklin")."""


def cause_of(figure: str, material: str) -> str:
    """The misreading class a figure check on a right answer most likely shows (a diagnostic,
    not a verdict: "other" covers real differences too)."""
    low = figure.lower()
    if _DECADE.search(figure):
        return "decade"
    if _PLURAL_ID.search(figure):
        return "plural-id"
    if _RANGE.search(figure):
        return "range"
    month = next((m for m in _MONTHS if m in low), None)
    if month is not None and re.search(rf"(?<![^\W\d_]){month}", material):
        return "month-case"
    digits = re.findall(r"\d+", figure)
    if digits and re.search(rf"(?<!\d){re.escape(digits[-1])}{_GLUED_AFTER}", material):
        return "glued"
    if digits and re.search(rf"(?<!\d)\d{{4}}\s*(?:-|–|—|--)\s*{re.escape(digits[-1][-2:])}(?!\d)",
                            material):
        return "range"
    return "other"


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
    causes: Counter[str] = Counter()
    firings: list[dict[str, str]] = []
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
            material = "\n".join(f["text"] for f in item["fragments"])
            for v in result.violations:
                found = _QUOTED.search(v.detail) if v.check in FIGURE_CHECKS else None
                cause = cause_of(found.group(1), material) if found else "other"
                causes[cause] += 1
                firings.append({"id": item["id"], "check": v.check, "cause": cause,
                                "detail": v.detail})
        if on_progress:
            on_progress(done, len(items))
    ids = sorted(set(fired_correct) | set(fired_hallucinated))
    return {
        "items": len(items), "correct": correct, "hallucinated": hallucinated,
        "anyCheckOnCorrect": any_correct,
        "anyCheckOnCorrectRate": round(any_correct / correct, 6) if correct else None,
        "anyCheckOnHallucinated": any_hallucinated,
        "anyCheckOnHallucinatedRate": round(any_hallucinated / hallucinated, 6) if hallucinated else None,
        "prechecksOnCorrect": {c: prechecks_correct[c] for c in sorted(prechecks_correct)},
        "causesOnCorrect": {c: causes[c] for c in CAUSES if causes[c]},
        "firingsOnCorrect": firings,
        "checks": [
            {"check": c, "firedOnCorrect": fired_correct[c],
             "rateOnCorrect": round(fired_correct[c] / correct, 6) if correct else None,
             "firedOnHallucinated": fired_hallucinated[c]}
            for c in ids
        ],
    }
