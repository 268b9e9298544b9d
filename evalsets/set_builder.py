"""The builder shared by the black-box sets unseen6 … unseen8 and unseen10 … unseen16 (evalset
tooling, not Tether code).

Each set's build_unseenNN.py names its directory, its corpora and its id prefixes, and calls
:func:`build`: it writes the set's JSONL files from the set's questions_data.py and verify_data.py,
checking every label's premises against the corpora with :mod:`corpus_meta` (no Tether code is
used). Each set's writer had adapted the previous set's copy of this code; the copies differed
only in those names, in the verify kinds known so far (this module knows all of them) and in the
jurisdiction check that unseen13 added (``jurisdiction_names``; None where a set had none), and —
for unseen6 … unseen8 — the names of the question lists and the faulty cases' split.
The files each set writes are byte for byte what its own copy wrote.

Split, fixed before anything was run: per file (questions) or per language (verify), the 2nd, 5th,
8th, ... case of each kind, in file order, is `holdout`; the rest `dev` (unseen6 … unseen8:
``faulty_holdout``).
"""
from __future__ import annotations

import json
import re
import sys
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType

import corpus_meta


@dataclass(frozen=True)
class SetFiles:
    """One set: its directory, its two corpora as (corpus, question id prefix, language), English
    first, its verify id prefix ("u14"), its questions_data and verify_data modules, and the names
    an answer may give each jurisdiction of its fragments (None: not checked)."""

    here: Path
    corpora: tuple[tuple[str, str, str], tuple[str, str, str]]
    verify_prefix: str
    questions: ModuleType
    verify: ModuleType
    jurisdiction_names: dict[str, tuple[str, ...]] | None = None
    question_lists: tuple[str, str] = ("EN", "RU")  # the names of questions_data's two lists
    faulty_holdout: dict[str, frozenset[str]] | None = None
    """unseen6 … unseen8's rule for faulty verify cases: the last case of a kind named here for its
    language is `holdout`, the others `dev` (clean cases: the 2nd, 5th, 8th, …). None: every kind
    is split as the clean cases are."""


CHECK_IDS = set("""contract-invalid empty-answer truncated unknown-entity unknown-citation
unperformed-mutation unknown-fact-label fact-mismatch unsupported-number unsupported-date
unsupported-explicit-rule acceptance-contradiction number-without-jurisdiction wrong-document
exception-overridden raw-tool-call missing-citation misattributed-figure unsupported-claim
degenerate-output""".split())
Q_KINDS = {"answerable", "rejected-best", "nothing", "near-miss", "paraphrase-typo", "named-document"}


def _norm(text: str) -> str:
    return re.sub(r"\s+", " ", text.replace("\u00a0", " ")).strip().lower()


def corpus_text(records: dict[str, dict]) -> str:
    parts = []
    for m in records.values():
        parts.append(m["title"])
        parts.extend(m["sections"].values())
        parts.append(m["unanchored_text"])
    return _norm(" ".join(parts))


def split_of(nth_of_kind: int) -> str:
    return "holdout" if nth_of_kind % 3 == 2 else "dev"


def build_questions(s: SetFiles, corpus: str, prefix: str, lang: str, cases: list[dict]) -> list[dict]:
    records = corpus_meta.load(s.here, corpus)
    fragments = {f: rid for rid, m in records.items() for f in m["sections"]}
    whole = corpus_text(records)
    citable_text = _norm(" ".join(t for rid, m in records.items() if corpus_meta.citable(m, ["public"], s.questions.NOW)
                                  for t in m["sections"].values()))
    out = []
    per_kind = Counter()
    for n, c in enumerate(cases, 1):
        cid = f"{prefix}-{n:03d}"
        per_kind[c["kind"]] += 1
        assert c["kind"] in Q_KINDS, (cid, c["kind"])
        for cite in c["citations"]:
            assert cite in fragments, (cid, cite)
            meta = records[fragments[cite]]
            assert corpus_meta.citable(meta, c["labels"], c["now"]), (cid, cite, corpus_meta.reasons(meta, c["labels"], c["now"]))
            if meta.get("policy") == "historical":
                assert re.search(r"\b(19|20)\d\d\b", c["question"]), (cid, "historical citation without a year asked")
        if c["expect"] == "completed":
            assert any(_norm(c["ev"]) in _norm(records[fragments[f]]["sections"][f]) for f in c["citations"]), (cid, "ev not in a cited fragment", c["ev"])
        rejected = []
        for rid, unanchored in c["rejected"]:
            meta = records[rid]
            assert not unanchored or meta["has_unanchored"], (cid, rid)
            reasons = corpus_meta.reasons(meta, c["labels"], c["now"], unanchored)
            assert reasons, (cid, rid, "listed record has no reason")
            if unanchored:
                assert _norm(c["ev"]) in _norm(meta["unanchored_text"]), (cid, "ev not in the unanchored text")
                assert not any(_norm(c["ev"]) in _norm(t) for t in meta["sections"].values()), cid
            else:
                assert any(_norm(c["ev"]) in _norm(t) for t in meta["sections"].values()), (cid, "ev not in the record", c["ev"])
            rejected.append({"recordId": rid, "reasons": reasons})
        if c["expect"] == "stopped" and c["ev"]:
            assert _norm(c["ev"]) not in citable_text, (cid, "a citable fragment states the stopped premise too")
        for word in c["absent"]:
            assert not re.search(r"\b" + re.escape(word.lower()), whole), (cid, "word assumed absent occurs", word)
        assert (c["expect"] == "completed") == bool(c["citations"]), cid
        assert c["kind"] not in ("rejected-best",) or rejected, cid
        assert c["kind"] not in ("nothing", "near-miss") or (c["expect"] == "stopped" and not rejected), cid
        out.append({"id": cid, "split": split_of(per_kind[c["kind"]]), "lang": lang,
                    "kind": c["kind"], "question": c["question"], "labels": c["labels"], "now": c["now"],
                    "expect": c["expect"], "citations": c["citations"], "rejected": rejected, "note": c["note"]})
    assert len({r["question"] for r in out}) == len(out), "duplicate question"
    return out


def fragment_index(s: SetFiles) -> dict[str, dict]:
    idx = {}
    for corpus, _, _ in s.corpora:
        for meta in corpus_meta.load(s.here, corpus).values():
            for fid, text in meta["sections"].items():
                idx[fid] = {"id": fid, "documentId": meta["document"], "text": text, "_title": meta["title"],
                            "_record": meta}
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
         "condition", "general-for-excepted", "degenerate", "product-name", "limitations", "joined", "overgeneral",
         "bound", "modality", "jurisdiction"}
# kinds whose fault is where a true figure of the cited material is attached, or a claim, never a figure
# from outside the cited fragments
IN_CITED = {"clean", "other-sentence", "wrong-case", "flipped", "agent", "exception", "condition",
            "general-for-excepted", "degenerate", "product-name", "joined", "overgeneral", "bound", "modality",
            "jurisdiction"}
# kinds where the answer must not contain the source phrase it contradicts or drops
SRC_ABSENT = {"other-sentence", "wrong-case", "flipped", "agent", "exception", "condition", "general-for-excepted",
              "product-name", "overgeneral", "bound", "modality", "jurisdiction"}


def _groups(text: str) -> set[str]:
    """Digit groups, with thousands written '2 300' / '1,250' joined, so '2 300' and '2300' agree."""
    text = re.sub(r"(?<=\d)[ \u00a0,](?=\d{3}(?!\d))", "", text)
    times = set(re.findall(r"\b\d{1,2}:\d{2}\b", text))  # clock times are one figure
    text = re.sub(r"\b\d{1,2}:\d{2}\b", " ", text)
    text = re.sub(r"(?<=\d)[.,](?=\d)", ".", text)       # decimals are one figure: 0,1 = 0.1, 2.35
    return times | set(re.findall(r"\d+(?:\.\d+)?", text))


def check_figures(cid: str, c: dict, idx: dict[str, dict], jurisdiction_names: dict[str, tuple[str, ...]] | None) -> None:
    """The premise of each kind, as far as figures can show it (the rest was read by eye)."""
    assert c["kind"] in KINDS, (cid, c["kind"])
    cited = set().union(*(_groups(idx[f]["text"]) for f in c["cites"]))
    uncited = set().union(set(), *(_groups(idx[f]["text"]) for f in c["ctx"] if f not in c["cites"]))
    asked = _groups(c["question"])
    answer_only = _groups(c["answer"]) - set(re.findall(r"(?m)^(\d+)\.", c["answer"]))  # list numbering
    said = answer_only | _groups(" ".join(c["limitations"]))
    if c["kind"] in IN_CITED:
        assert answer_only <= cited | asked, (cid, "figure not in a cited fragment", answer_only - cited - asked)
    if c["kind"] == "uncited-fragment":
        assert said - cited - asked and said - cited - asked <= uncited, (cid, said - cited - asked)
    if "unsupported-number" in c["checks"]:
        assert said - cited - uncited - asked, (cid, "labelled unsupported-number but every figure occurs")
    else:
        assert said <= cited | uncited | asked, (cid, "a figure occurs nowhere but unsupported-number is not expected")
    if c["kind"] == "invented" and "unsupported-number" not in c["checks"]:
        assert not said - asked, (cid, "invented-without-figure has a figure")
    if c["kind"] == "product-name":
        assert said - asked and all(any(re.search(r"[A-Za-zА-Яа-яЁё]\s" + re.escape(g) + r"\b", idx[f]["text"])
                                        for f in c["cites"]) for g in said - asked), (cid, "figure is not a name's number")
    if c["kind"] == "limitations":
        assert c["limitations"], cid
    jur = {idx[f].get("jurisdiction") for f in c["ctx"]}
    if jurisdiction_names is not None and len(jur) == 1 and None not in jur and answer_only - asked:
        named = any(n.lower() in c["answer"].lower() for n in jurisdiction_names[next(iter(jur))])
        assert named == (c["kind"] != "jurisdiction"), (cid, "jurisdiction named / not named against the kind")
    if c["kind"] == "jurisdiction":
        assert len(jur) == 1 and None not in jur and answer_only - asked, (cid, "no figure from a jurisdiction's fragments")
    ctx_text = " ".join(idx[f]["text"] for f in c["ctx"])
    if c["src"]:
        assert c["src"] in ctx_text, (cid, "src not in the context", c["src"])
    if c["kind"] in SRC_ABSENT:
        assert c["src"] and c["src"] not in c["answer"], (cid, "the answer keeps the phrase it should contradict or drop")
    for f in c["ctx"]:
        doc, title = idx[f]["documentId"], idx[f]["_title"]
        assert doc.lower() not in c["question"].lower() and title.lower() not in c["question"].lower(), (cid, "question names a document")




def build_verify(s: SetFiles, prefix: str, lang: str, cases: list[dict]) -> list[dict]:
    idx = fragment_index(s)
    out = []
    seen = Counter()
    total = Counter(c["kind"] for c in cases)
    for n, c in enumerate(cases, 1):
        cid = f"{s.verify_prefix}-{prefix}-{n:03d}"
        c["ctx"] = expand(c["ctx"], idx)
        assert len(set(c["ctx"])) == len(c["ctx"]), cid
        for f in c["ctx"]:
            assert f in idx, (cid, f)
            meta = idx[f]["_record"]
            assert corpus_meta.citable(meta, ["public"], s.questions.NOW), (cid, f, "context fragment not citable")
        assert set(c["cites"]) <= set(c["ctx"]), cid
        for fact in c["facts"]:
            assert fact["fragmentId"] in c["ctx"], cid
        assert set(c["checks"]) <= CHECK_IDS, cid
        contract = {"answer": c["answer"], "entityCitations": [], "documentationCitations": c["cites"],
                    "limitations": c["limitations"]}
        output = json.dumps(contract, ensure_ascii=False, indent=2 if c["pretty"] else None)
        if c["fence"]:
            output = "```json\n" + output + "\n```"
        fragments = [{k: v for k, v in idx[f].items() if not k.startswith("_")} for f in c["ctx"]]
        inp = {"question": c["question"],
               "context": {"entities": [], "fragments": fragments, "facts": c["facts"], "performedMutations": []},
               "output": output, "finishReason": "stop"}
        kind = c["kind"]
        assert (kind == "clean") == (not c["checks"]), cid
        check_figures(cid, c, idx, s.jurisdiction_names)
        seen[kind] += 1
        out.append({"id": cid, "lang": lang, "kind": kind, "note": c["note"], "input": inp,
                    "expect": {"status": "passed" if kind == "clean" else "failed", "checks": c["checks"]},
                    "split": split_of(seen[kind]) if s.faulty_holdout is None or kind == "clean" else
                    ("holdout" if kind in s.faulty_holdout[lang] and seen[kind] == total[kind] else "dev")})
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


def build(s: SetFiles) -> None:
    """Write the set's JSONL files (questions per corpus, verify cases) and print its tallies."""
    (en_corpus, en_prefix, _), (ru_corpus, ru_prefix, _) = s.corpora
    en_list, ru_list = s.question_lists
    car = build_questions(s, en_corpus, en_prefix, "en", getattr(s.questions, en_list))
    cw = build_questions(s, ru_corpus, ru_prefix, "ru", getattr(s.questions, ru_list))
    write(s.here / f"questions_{en_corpus}.jsonl", car)
    write(s.here / f"questions_{ru_corpus}.jsonl", cw)
    ver = build_verify(s, "en", "en", s.verify.EN) + build_verify(s, "ru", "ru", s.verify.RU)
    write(s.here / "verify_cases.jsonl", ver)
    for name, rows in ((en_corpus, car), (ru_corpus, cw)):
        print(name, len(rows), sorted(Counter((r["split"], r["expect"]) for r in rows).items()))
        print("  kinds:", sorted(Counter((r["kind"], r["split"]) for r in rows).items()))
        print("  stopped %:", round(100 * sum(r["expect"] == "stopped" for r in rows) / len(rows), 1),
              "stopped with records:", sum(bool(r["rejected"]) for r in rows),
              "reasons:", sorted(Counter(x for r in rows for q in r["rejected"] for x in q["reasons"]).items()))
    print("verify", len(ver), sorted(Counter((r["lang"], r["split"], r["expect"]["status"]) for r in ver).items()))
    print("  kinds:", sorted(Counter((r["kind"], r["split"]) for r in ver).items()))
    print("  checks:", sorted(Counter(c for r in ver for c in r["expect"]["checks"]).items()))
    if "--figures" in sys.argv:
        figures_report(ver)
