"""Build evalsets/polarity/verify_cases.jsonl from polarity_data.py and check each case's premises.

Run: python evalsets/polarity/build_polarity.py   (no Tether code is imported or run)

Split rule (fixed before the first case was written): per language and kind, in file order, the 2nd,
5th, 8th, ... case is "holdout", every other case "dev".
Premise checks: fragment ids unique in a case and of the form doc#anchor with documentId = doc; 1-4
fragments; every cited id in the context; every maximal run of digits in the answer and limitations
occurs as a maximal run of digits in a cited fragment; the output parses as JSON with exactly the four
contract keys; case ids unique; clean cases expect passed with no checks, faulty ones failed with
unsupported-claim. Counts per split / language / expect / kind / shape tag are printed.
"""
from __future__ import annotations

import collections
import json
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from polarity_data import CASES  # noqa: E402

KINDS = ("clean", "denial-added", "denial-dropped", "prohibition-lifted", "prohibition-added")
KEYS = {"answer", "entityCitations", "documentationCitations", "limitations"}
DIGITS = re.compile(r"\d+")


def build():
    problems, rows = [], []
    seen_ids = set()
    per_kind_index = collections.Counter()
    per_lang_n = collections.Counter()
    for lang, c in CASES:
        per_lang_n[lang] += 1
        cid = f"pol-{lang}-{per_lang_n[lang]:03d}"
        kind = c["kind"]
        if kind not in KINDS:
            problems.append(f"{cid}: unknown kind {kind}")
        i = per_kind_index[(lang, kind)]
        per_kind_index[(lang, kind)] += 1
        split = "holdout" if i % 3 == 1 else "dev"
        frags = []
        fids = set()
        if not 1 <= len(c["frags"]) <= 4:
            problems.append(f"{cid}: {len(c['frags'])} fragments")
        for fid, text in c["frags"]:
            if fid in fids:
                problems.append(f"{cid}: fragment id {fid} twice")
            fids.add(fid)
            doc, sep, anchor = fid.partition("#")
            if not sep or not doc or not anchor:
                problems.append(f"{cid}: fragment id {fid} is not doc#anchor")
            frags.append({"id": fid, "documentId": doc, "text": text})
        cites = c["cites"]
        if not cites:
            problems.append(f"{cid}: cites nothing")
        for cit in cites:
            if cit not in fids:
                problems.append(f"{cid}: cited {cit} not in context")
        cited_text = " ".join(t for fid, t in c["frags"] if fid in cites)
        cited_runs = set(DIGITS.findall(cited_text))
        for part in [c["answer"], *c["limitations"]]:
            for run in DIGITS.findall(part):
                if run not in cited_runs:
                    problems.append(f"{cid}: digits {run!r} not in a cited fragment")
        contract = {"answer": c["answer"], "entityCitations": [], "documentationCitations": list(cites),
                    "limitations": list(c["limitations"])}
        output = json.dumps(contract, ensure_ascii=False)
        back = json.loads(output)
        if set(back) != KEYS or back["answer"] != c["answer"]:
            problems.append(f"{cid}: output does not round-trip")
        expect = ({"status": "passed", "checks": []} if kind == "clean"
                  else {"status": "failed", "checks": ["unsupported-claim"]})
        if cid in seen_ids:
            problems.append(f"{cid}: duplicate id")
        seen_ids.add(cid)
        rows.append({
            "id": cid, "lang": lang, "kind": kind, "note": f"{kind} [{c['shape']}]: {c['note']}", "split": split,
            "input": {"question": c["question"],
                      "context": {"entities": [], "fragments": frags, "facts": [], "performedMutations": []},
                      "output": output, "finishReason": "stop"},
            "expect": expect,
        }, )
        rows[-1]["_shape"] = c["shape"]
    return rows, problems


def report(rows):
    by = collections.Counter((r["lang"], r["expect"]["status"], r["split"]) for r in rows)
    print("lang  expect  dev  holdout  total")
    for lang in ("en", "ru"):
        for st in ("passed", "failed"):
            d, h = by[(lang, st, "dev")], by[(lang, st, "holdout")]
            print(f"{lang:4}  {st:6}  {d:3}  {h:7}  {d + h:5}")
    tot = collections.Counter(r["split"] for r in rows)
    print(f"all   {'':6}  {tot['dev']:3}  {tot['holdout']:7}  {len(rows):5}")
    print()
    print("kind                 en dev/hold  ru dev/hold")
    kc = collections.Counter((r["kind"], r["lang"], r["split"]) for r in rows)
    for k in KINDS:
        print(f"{k:20} {kc[(k, 'en', 'dev')]:3} / {kc[(k, 'en', 'holdout')]:2}    "
              f"{kc[(k, 'ru', 'dev')]:3} / {kc[(k, 'ru', 'holdout')]:2}")
    print()
    print("shape tag (clean | faulty)      dev/hold clean   dev/hold faulty")
    sc = collections.Counter()
    for r in rows:
        for tag in r["_shape"].split():
            sc[(tag, r["kind"] == "clean", r["split"])] += 1
    for tag in sorted({t for t, _, _ in sc}):
        print(f"{tag:30} {sc[(tag, True, 'dev')]:3} / {sc[(tag, True, 'holdout')]:2}      "
              f"{sc[(tag, False, 'dev')]:3} / {sc[(tag, False, 'holdout')]:2}")


def main():
    rows, problems = build()
    if problems:
        print("\n".join(problems))
        sys.exit(1)
    out = HERE / "verify_cases.jsonl"
    with out.open("w", encoding="utf-8") as f:
        for r in rows:
            r = {k: v for k, v in r.items() if not k.startswith("_")}
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    report(rows)
    print(f"\nwrote {len(rows)} cases to {out.relative_to(HERE.parent.parent)}")


if __name__ == "__main__":
    main()
