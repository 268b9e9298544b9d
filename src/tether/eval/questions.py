"""`tether eval questions`: a team's own golden questions, asked end to end.

Each case says what a right outcome is: ``completed`` with the fragments that
may be cited, or ``stopped`` with the records (and reasons) the stop must
list. The headline is **answers from a wrong source**: a completed answer
citing anything outside its acceptable fragments — and so every answer to a
question that should have stopped.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from datetime import datetime
from pathlib import Path
from typing import Literal

from pydantic import Field, ValidationError

from ..errors import InputError
from ..interaction import InteractionResult
from ..models import Frozen, Lenient

Outcome = Literal["right", "wrong-source", "missed-stop", "unnecessary-stop", "wrong-reasons", "failed"]


class ExpectedRecord(Frozen):
    record_id: str
    reasons: list[str] = []


class QuestionCase(Lenient):
    """One line of the questions file (unknown keys such as ``note`` or ``kind`` are kept out)."""


    id: str
    question: str = Field(min_length=1)
    labels: list[str] = ["public"]
    now: datetime | None = None
    expect: Literal["completed", "stopped"]
    citations: list[str] = []
    rejected: list[ExpectedRecord] = []
    split: str = "all"
    kind: str = ""


def load_questions(path: Path) -> list[QuestionCase]:
    """Every line of a JSONL file as a case; a bad line names its line number and field."""
    if not path.is_file():
        raise InputError("FILE", f"{path} does not exist; give a JSON Lines file of questions")
    cases, seen = [], set()
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        try:
            case = QuestionCase.model_validate(json.loads(line))
        except json.JSONDecodeError as exc:
            raise InputError(f"{path.name}:{n}", f"not valid JSON ({exc.msg})") from None
        except ValidationError as exc:
            first = exc.errors()[0]
            field = ".".join(str(p) for p in first["loc"])
            raise InputError(f"{path.name}:{n}: {field}", first["msg"]) from None
        if case.id in seen:
            raise InputError(f"{path.name}:{n}: id", f"{case.id!r} is used twice; ids must be unique")
        seen.add(case.id)
        cases.append(case)
    if not cases:
        raise InputError("FILE", f"{path} holds no questions")
    return cases


def judge(case: QuestionCase, result: InteractionResult) -> tuple[Outcome, str]:
    """The outcome of one case and, when it is not right, why."""
    if result.status == "failed":
        return "failed", ", ".join(v.check for v in result.violations) or (result.error or {}).get("reason", "")
    if result.status == "completed":
        cited = result.answer.documentation_citations if result.answer else []
        if case.expect == "stopped":
            return "missed-stop", f"answered from {', '.join(cited)}"
        wrong = [c for c in cited if c not in case.citations]
        if wrong:
            return "wrong-source", f"cited {', '.join(wrong)}; acceptable: {', '.join(case.citations)}"
        return "right", ""
    listed = {r.record_id: set(r.reasons) for r in (result.decision.rejected if result.decision else [])}
    if case.expect == "completed":
        return "unnecessary-stop", "stopped listing " + (", ".join(sorted(listed)) or "nothing")
    problems = []
    for want in case.rejected:
        got = listed.get(want.record_id)
        if got is None:
            problems.append(f"{want.record_id} not listed")
        elif want.reasons and got != set(want.reasons):
            problems.append(f"{want.record_id}: {sorted(got)} instead of {sorted(want.reasons)}")
    return ("wrong-reasons", "; ".join(problems)) if problems else ("right", "")


def evaluate_questions(
    cases: Sequence[QuestionCase],
    ask: Callable[[QuestionCase], InteractionResult],
    on_progress: Callable[[int, int], None] | None = None,
) -> dict:
    """Ask every case and count outcomes, per split and in total."""
    rows = []
    for n, case in enumerate(cases, 1):
        result = ask(case)
        outcome, why = judge(case, result)
        rows.append({"id": case.id, "split": case.split, "kind": case.kind, "expect": case.expect,
                     "status": result.status, "outcome": outcome, "why": why})
        if on_progress:
            on_progress(n, len(cases))
    splits = sorted({r["split"] for r in rows})
    return {"total": _tally(rows), "splits": {s: _tally([r for r in rows if r["split"] == s]) for s in splits},
            "cases": rows}


def _tally(rows: list[dict]) -> dict:
    count = {o: sum(1 for r in rows if r["outcome"] == o) for o in Outcome.__args__}  # type: ignore[attr-defined]
    answerable = sum(1 for r in rows if r["expect"] == "completed")
    return {
        "questions": len(rows), "answerable": answerable, "shouldStop": len(rows) - answerable,
        "right": count["right"],
        # The headline: every completed answer that is not from an acceptable source.
        "answersFromWrongSource": count["wrong-source"] + count["missed-stop"],
        "missedStops": count["missed-stop"],
        "unnecessaryStops": count["unnecessary-stop"],
        "unnecessaryStopRate": round(count["unnecessary-stop"] / answerable, 4) if answerable else 0.0,
        "wrongReasons": count["wrong-reasons"],
        "failed": count["failed"],
    }
