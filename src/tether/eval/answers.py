"""`tether eval answers DIR`: real model outputs, labelled by hand, replayed through the verifier.

Each case holds what a model was given (the context) and every raw output it gave
(the first, then the rewrite when there was one), with a hand label per output:
``right`` (a reader would be told the truth, from the right source), ``wrong`` (it
states something the sources do not, or from the wrong one) or ``invalid`` (no
answer at all: broken JSON, empty). Replaying the outputs through today's
generation — verification, checks, the one rewrite — tells what Tether would
deliver now. The headline is **wrong answers delivered**.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Literal

from pydantic import ValidationError

from ..errors import InputError
from ..events import ignore
from ..generate import generate
from ..models import Lenient
from ..providers.scripted import ScriptedProvider
from ..request import ModelProfile, ModelRequest, build_messages
from ..verify.models import VerifyContext

Label = Literal["right", "wrong", "invalid"]


class AnswerCase(Lenient):

    id: str
    question: str
    lang: Literal["en", "ru"] = "en"
    context: VerifyContext
    outputs: list[str]
    labels: list[Label]
    why: str = ""
    split: str = "all"


def load_answers(directory: Path) -> list[AnswerCase]:
    files = sorted(directory.glob("*.jsonl")) if directory.is_dir() else [directory]
    if not files or not files[0].exists():
        raise InputError("DIR", f"{directory} holds no *.jsonl files of labelled answers")
    cases = []
    for f in files:
        for n, line in enumerate(f.read_text(encoding="utf-8").splitlines(), 1):
            if not line.strip():
                continue
            try:
                case = AnswerCase.model_validate(json.loads(line))
            except (json.JSONDecodeError, ValidationError) as exc:
                raise InputError(f"{f.name}:{n}", str(exc).splitlines()[0]) from None
            if len(case.labels) != len(case.outputs):
                raise InputError(f"{f.name}:{n}: labels", f"{len(case.labels)} labels for {len(case.outputs)} outputs")
            cases.append(case)
    return cases


def replay(case: AnswerCase) -> tuple[str, int]:
    """Today's outcome of the recorded outputs, and how many of them it used."""
    provider = ScriptedProvider(list(case.outputs))
    request = ModelRequest(profile=ModelProfile(provider="scripted", structured_output="json_object"),
                           messages=build_messages(case.question, case.context), context=case.context,
                           question=case.question, lang=case.lang)
    try:
        gen = generate(provider, request, emit=ignore, iid=case.id)
    except Exception:  # noqa: BLE001 - a replay that asks for more outputs than were recorded
        return "failed", len(case.outputs)
    delivered = gen.result.status in ("passed", "passed_with_limitations") and gen.result.answer is not None
    return ("completed" if delivered else "failed"), len(gen.attempts)


def evaluate_answers(cases: Sequence[AnswerCase],
                     on_progress: Callable[[int, int], None] | None = None) -> dict:
    rows = []
    for n, case in enumerate(cases, 1):
        status, used = replay(case)
        delivered = case.labels[used - 1] if status == "completed" else None
        rows.append({"id": case.id, "split": case.split, "status": status, "attempts": used,
                     "delivered": delivered, "labels": case.labels, "why": case.why})
        if on_progress:
            on_progress(n, len(cases))
    return {"total": _tally(rows), "splits": {s: _tally([r for r in rows if r["split"] == s])
                                              for s in sorted({case.split for case in cases})},
            "cases": rows}


def _tally(rows: list[dict]) -> dict:
    completed = [r for r in rows if r["status"] == "completed"]
    return {
        "cases": len(rows),
        "wrongAnswersDelivered": sum(r["delivered"] in ("wrong", "invalid") for r in completed),
        "rightAnswersDelivered": sum(r["delivered"] == "right" for r in completed),
        "rightAnswersWronglyFailed": sum(r["status"] == "failed" and "right" in r["labels"] for r in rows),
        "rewritesThatFixed": sum(r["attempts"] > 1 and r["delivered"] == "right" and r["labels"][0] != "right"
                                 for r in completed),
        "completed": len(completed),
        "failed": sum(r["status"] == "failed" for r in rows),
    }
