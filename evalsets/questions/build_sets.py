"""Writes staff.jsonl, runbooks.jsonl and fees.jsonl from the labelled questions below.

The labels were written black-box, from issue 12 and shared/CONTRACTS.md §1–§2 only:
they say what a correct system must do with each question, not what Tether does.
The holdout split is drawn here with a fixed seed so that it can be reproduced and
audited; the lead never tunes on holdout. Run from the repository root:

    python evalsets/questions/build_sets.py            # rewrite the JSONL files
    python evalsets/questions/build_sets.py --counts   # print the count tables only
"""

from __future__ import annotations

import json
import random
import sys
from collections import Counter
from pathlib import Path

from questions_fees import FEES
from questions_runbooks import RUNBOOKS
from questions_staff import STAFF

HERE = Path(__file__).resolve().parent
# The seed of the holdout draw (README "Split"); change it and the split is a different one.
SPLIT_SEED = 20261201
# About a third of each corpus × kind goes to holdout (brief and issue 12 item 5).
HOLDOUT_SHARE = 1 / 3

CORPORA = {"staff": STAFF, "runbooks": RUNBOOKS, "fees": FEES}


def with_ids_and_split(corpus: str, questions: list[dict]) -> list[dict]:
    """Numbers the questions in file order and draws the holdout per kind."""
    rng = random.Random(f"{SPLIT_SEED}:{corpus}")
    rows = [{"id": f"{corpus}-{n:03d}", **q} for n, q in enumerate(questions, start=1)]
    holdout: set[str] = set()
    for kind in sorted({r["kind"] for r in rows}):
        ids = [r["id"] for r in rows if r["kind"] == kind]
        rng.shuffle(ids)
        holdout.update(ids[: round(len(ids) * HOLDOUT_SHARE)])
    out = []
    for r in rows:
        split = "holdout" if r["id"] in holdout else "dev"
        out.append({"id": r["id"], "split": split, **{k: v for k, v in r.items() if k != "id"}})
    return out


def counts_table(sets: dict[str, list[dict]]) -> str:
    lines = ["| corpus | questions | dev | holdout | completed | stopped | stopped % |",
             "|---|---:|---:|---:|---:|---:|---:|"]
    total: Counter[str] = Counter()
    for name, rows in sets.items():
        c = Counter(r["split"] for r in rows) + Counter(r["expect"] for r in rows)
        c["n"] = len(rows)
        total += c
        lines.append(f"| {name} | {c['n']} | {c['dev']} | {c['holdout']} | {c['completed']} "
                     f"| {c['stopped']} | {100 * c['stopped'] / c['n']:.1f} |")
    lines.append(f"| **all** | {total['n']} | {total['dev']} | {total['holdout']} | {total['completed']} "
                 f"| {total['stopped']} | {100 * total['stopped'] / total['n']:.1f} |")
    lines += ["", "| kind | questions | dev | holdout | completed | stopped | en | ru |",
              "|---|---:|---:|---:|---:|---:|---:|---:|"]
    rows_all = [r for rows in sets.values() for r in rows]
    for kind in ("answerable", "rejected-best", "nothing", "near-miss", "paraphrase-typo", "named-document"):
        ks = [r for r in rows_all if r["kind"] == kind]
        c = Counter(r["split"] for r in ks) + Counter(r["expect"] for r in ks) + Counter(r["lang"] for r in ks)
        lines.append(f"| {kind} | {len(ks)} | {c['dev']} | {c['holdout']} | {c['completed']} | {c['stopped']} "
                     f"| {c['en']} | {c['ru']} |")
    lines += ["", "| corpus / split | completed | stopped | of which rejected listed | of which nothing covers |",
              "|---|---:|---:|---:|---:|"]
    for name, rows in sets.items():
        for split in ("dev", "holdout"):
            rs = [r for r in rows if r["split"] == split]
            stops = [r for r in rs if r["expect"] == "stopped"]
            lines.append(f"| {name} / {split} | {len(rs) - len(stops)} | {len(stops)} "
                         f"| {sum(1 for r in stops if r['rejected'])} | {sum(1 for r in stops if not r['rejected'])} |")
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    sets = {name: with_ids_and_split(name, qs) for name, qs in CORPORA.items()}
    if "--counts" not in argv:
        for name, rows in sets.items():
            text = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)
            (HERE / f"{name}.jsonl").write_text(text, encoding="utf-8")
    print(counts_table(sets))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
