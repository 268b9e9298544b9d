"""Build the unseen question sets and verify cases; run from the repository root:

    python evalsets/unseen/build_unseen.py [--counts]

Holdout: for each set and kind, ids shuffled with random.Random(f"20261201:{set}")
and round(n / 3) of them go to `holdout` (the same rule as evalsets/questions).
"""

from __future__ import annotations

import json
import random
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import questions_benefits  # noqa: E402
import questions_devices_ru  # noqa: E402
import verify_cases  # noqa: E402
from labelling import QuestionSet, load_corpus  # noqa: E402

SEED = 20261201
SETS = {"benefits": ("benefits", questions_benefits), "devices_ru": ("devices_ru", questions_devices_ru)}
KEYS = ["id", "split", "lang", "kind", "question", "labels", "now", "expect", "citations", "rejected", "note"]


def build_set(name: str) -> list[dict]:
    corpus_dir, module = SETS[name]
    qs = QuestionSet(load_corpus(HERE / "corpora" / corpus_dir), name)
    module.build(qs)
    rows = qs.rows
    for i, row in enumerate(rows, 1):
        row["id"] = f"{name}-{i:03d}"
        row["split"] = "dev"
    rng = random.Random(f"{SEED}:{name}")
    for kind in sorted({r["kind"] for r in rows}):
        ids = [r["id"] for r in rows if r["kind"] == kind]
        rng.shuffle(ids)
        hold = set(ids[: round(len(ids) / 3)])
        for r in rows:
            if r["id"] in hold:
                r["split"] = "holdout"
    return [{k: r[k] for k in KEYS} for r in rows]


def counts(name: str, rows: list[dict]) -> None:
    stopped = sum(r["expect"] == "stopped" for r in rows)
    print(f"{name}: {len(rows)} questions, stopped {stopped} ({100 * stopped / len(rows):.1f} %),",
          dict(Counter(r["split"] for r in rows)), dict(Counter(r["kind"] for r in rows)))


def main() -> None:
    for name in SETS:
        rows = build_set(name)
        out = HERE / f"questions_{name}.jsonl"
        out.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")
        counts(name, rows)
    cases = verify_cases.build(load_corpus(HERE / "corpora" / "benefits"), load_corpus(HERE / "corpora" / "devices_ru"))
    (HERE / "verify_cases.jsonl").write_text(
        "".join(json.dumps(c, ensure_ascii=False) + "\n" for c in cases), encoding="utf-8")
    kinds = Counter(c["kind"] for c in cases)
    checks = Counter(ch for c in cases for ch in c["expect"]["checks"])
    print(f"verify: {len(cases)} cases {dict(kinds)} langs {dict(Counter(c['lang'] for c in cases))}")
    print("  checks:", dict(sorted(checks.items())))


if __name__ == "__main__":
    main()
