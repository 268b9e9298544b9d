"""Write the unseen5 JSONL files from questions_data.py and verify_data.py,
checking every label's premises against the corpora (no Tether code is used).

    python evalsets/unseen5/build_unseen5.py            # write and check
    python evalsets/unseen5/build_unseen5.py --figures  # also list every digit group of every verify answer
"""
from __future__ import annotations

import json
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import corpus_meta  # noqa: E402
import questions_data  # noqa: E402
import verify_data  # noqa: E402

CHECK_IDS = set("""contract-invalid empty-answer truncated unknown-entity unknown-citation
unperformed-mutation unknown-fact-label fact-mismatch unsupported-number unsupported-date
unsupported-explicit-rule acceptance-contradiction number-without-jurisdiction wrong-document
exception-overridden raw-tool-call missing-citation misattributed-figure unsupported-claim
degenerate-output""".split())


def build_questions(corpus: str, prefix: str, lang: str, cases: list[dict]) -> list[dict]:
    records = corpus_meta.load(corpus)
    fragments = {f: rid for rid, m in records.items() for f in m["sections"]}
    out = []
    for n, c in enumerate(cases, 1):
        cid = f"{prefix}-{n:03d}"
        for cite in c["citations"]:
            assert cite in fragments, (cid, cite)
            meta = records[fragments[cite]]
            assert corpus_meta.citable(meta, c["labels"], c["now"]), (cid, cite, corpus_meta.reasons(meta, c["labels"], c["now"]))
        rejected = []
        for rid, unanchored in c["rejected"]:
            meta = records[rid]
            assert not unanchored or meta["has_unanchored"], (cid, rid)
            reasons = corpus_meta.reasons(meta, c["labels"], c["now"], unanchored)
            assert reasons, (cid, rid, "listed record has no reason")
            rejected.append({"recordId": rid, "reasons": reasons})
        assert (c["expect"] == "completed") == bool(c["citations"]), cid
        out.append({"id": cid, "split": "dev" if n <= len(cases) // 2 else "holdout", "lang": lang,
                    "kind": c["kind"], "question": c["question"], "labels": c["labels"], "now": c["now"],
                    "expect": c["expect"], "citations": c["citations"], "rejected": rejected, "note": c["note"]})
    return out


def fragment_index() -> dict[str, dict]:
    idx = {}
    for corpus in ("library", "clinic_ru"):
        for meta in corpus_meta.load(corpus).values():
            for fid, text in meta["sections"].items():
                idx[fid] = {"id": fid, "documentId": meta["document"], "text": text}
                if meta.get("jurisdiction"):
                    idx[fid]["jurisdiction"] = meta["jurisdiction"]
    return idx


def expand(ctx: list[str], idx: dict[str, dict]) -> list[str]:
    out = []
    for item in ctx:
        if "#" in item:
            out.append(item)
        else:
            frags = [f for f, v in idx.items() if v["documentId"] == item]
            assert frags, item
            out.extend(frags)
    return out


KINDS = {"clean", "other-sentence", "wrong-case", "uncited-fragment", "invented", "flipped", "agent", "exception",
         "condition", "own-figure", "limitations"}


def _groups(text: str) -> set[str]:
    """Digit groups, with thousands written '2 300' / '1,250' joined, so '2 300' and '2300' agree."""
    text = re.sub(r"(?<=\d)[ \u00a0,](?=\d{3}(?!\d))", "", text)
    times = set(re.findall(r"\b\d{1,2}:\d{2}\b", text))  # clock times are one figure
    text = re.sub(r"\b\d{1,2}:\d{2}\b", " ", text)
    return times | set(re.findall(r"\d+", text))


def check_figures(cid: str, c: dict, idx: dict[str, dict]) -> None:
    """The premise of each kind, as far as figures can show it (the rest was read by eye)."""
    assert c["kind"] in KINDS, (cid, c["kind"])
    cited = set().union(*(_groups(idx[f]["text"]) for f in c["cites"]))
    uncited = set().union(set(), *(_groups(idx[f]["text"]) for f in c["ctx"] if f not in c["cites"]))
    asked = _groups(c["question"])
    said = _groups(c["answer"] + " " + " ".join(c["limitations"]))
    # list numbering "1." at a line start is not a figure
    said -= {m for m in re.findall(r"(?m)^(\d+)\.", c["answer"])}
    if c["kind"] == "clean":
        assert said <= cited | asked, (cid, "clean figure not in a cited fragment", said - cited - asked)
    if c["kind"] in ("other-sentence", "wrong-case"):
        assert said <= cited | asked, (cid, "figure should occur in the cited fragment", said - cited - asked)
    if c["kind"] == "uncited-fragment":
        assert said - cited - asked and said - cited - asked <= uncited, (cid, said - cited - asked)
    if "unsupported-number" in c["checks"]:
        assert said - cited - uncited - asked, (cid, "labelled unsupported-number but every figure occurs")
    for f in c["ctx"]:
        doc = idx[f]["documentId"]
        assert doc not in c["question"], (cid, "question names a document")


def build_verify(prefix: str, lang: str, cases: list[dict]) -> list[dict]:
    idx = fragment_index()
    out = []
    for n, c in enumerate(cases, 1):
        cid = f"u5-{prefix}-{n:03d}"
        c["ctx"] = expand(c["ctx"], idx)
        assert len(set(c["ctx"])) == len(c["ctx"]), cid
        for f in c["ctx"]:
            assert f in idx, (cid, f)
        assert set(c["cites"]) <= set(c["ctx"]), cid
        for fact in c["facts"]:
            assert fact["fragmentId"] in c["ctx"], cid
        assert set(c["checks"]) <= CHECK_IDS, cid
        contract = {"answer": c["answer"], "entityCitations": [], "documentationCitations": c["cites"],
                    "limitations": c["limitations"]}
        output = json.dumps(contract, ensure_ascii=False, indent=2 if c["pretty"] else None)
        if c["fence"]:
            output = "```json\n" + output + "\n```"
        inp = {"question": c["question"],
               "context": {"entities": [], "fragments": [idx[f] for f in c["ctx"]], "facts": c["facts"],
                           "performedMutations": []},
               "output": output, "finishReason": "stop"}
        kind = c["kind"]
        assert (kind == "clean") == (not c["checks"]), cid
        check_figures(cid, c, idx)
        out.append({"id": cid, "lang": lang, "kind": kind, "note": c["note"], "input": inp,
                    "expect": {"status": "passed" if kind == "clean" else "failed", "checks": c["checks"]},
                    "split": "dev" if n <= len(cases) // 2 else "holdout"})
    return out


def figures_report(cases: list[dict]) -> None:
    for case in cases:
        inp = case["input"]
        answer = json.loads(inp["output"].removeprefix("```json\n").removesuffix("\n```"))
        cited = set(answer["documentationCitations"])
        text = answer["answer"] + " " + " ".join(answer["limitations"])
        print(f"{case['id']} {case['kind']} {case['expect']['checks']} :: {case['note'][:70]}")
        for g in sorted(set(re.findall(r"\d+", text)), key=int):
            where = []
            if re.search(rf"(?<!\d){g}(?!\d)", inp["question"]):
                where.append("QUESTION")
            for f in inp["context"]["fragments"]:
                if re.search(rf"(?<!\d){g}(?!\d)", f["text"]):
                    where.append(("CITED " if f["id"] in cited else "uncited ") + f["id"])
            print(f"    {g:>6}: {', '.join(where) or 'NOWHERE'}")


def write(path: Path, rows: list[dict]) -> None:
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


def main() -> None:
    uni = build_questions("library", "u5lib", "en", questions_data.LIBRARY)
    zh = build_questions("clinic_ru", "u5cli", "ru", questions_data.CLINIC)
    write(HERE / "questions_library.jsonl", uni)
    write(HERE / "questions_clinic_ru.jsonl", zh)
    ver = build_verify("en", "en", verify_data.EN) + build_verify("ru", "ru", verify_data.RU)
    write(HERE / "verify_cases.jsonl", ver)
    for name, rows in (("library", uni), ("clinic_ru", zh)):
        print(name, len(rows), Counter((r["split"], r["expect"]) for r in rows),
              Counter(r["kind"] for r in rows))
        print("  stopped %:", round(100 * sum(r["expect"] == "stopped" for r in rows) / len(rows), 1),
              "stopped with records:", sum(bool(r["rejected"]) for r in rows))
    print("verify", len(ver), Counter((r["lang"], r["split"], r["kind"]) for r in ver))
    print("  checks:", Counter(c for r in ver for c in r["expect"]["checks"]))
    print("  kinds:", Counter(r["note"].split(":")[0] for r in ver))
    if "--figures" in sys.argv:
        figures_report(ver)


if __name__ == "__main__":
    main()
