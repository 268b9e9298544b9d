"""Write the unseen50 JSONL files from questions_data.py and verify_data.py, checking every label's
premises against the corpora. Self-contained: it reads the corpus files itself (PyYAML for the front
matter) and uses no Tether code and no other evalset's code.

    python evalsets/unseen50/build_unseen50.py            # write and check
    python evalsets/unseen50/build_unseen50.py --figures  # also list every digit group of every verify answer

Split, fixed in README.md before anything was written: per question file, and per language for the
verify cases, the 2nd, 5th, 8th, ... case of each kind, in file order, is `holdout`; the rest `dev`.

What is checked (every failure is printed and the exit code is 1; nothing is written then):
- the corpora: front matter fields, unique record ids, unique fragment ids across both corpora,
  every section a single paragraph;
- a completed question: every citation is an anchored fragment of a record the reader may cite at the
  question's `now` with the question's labels; `ev` occurs verbatim in one of the cited fragments;
- a stopped question: every listed record exists, and its reasons (computed here from the front matter,
  the labels and `now`, plus `missing-anchor` when the question is about its unanchored text) are not
  empty; `ev` occurs verbatim in the record (in an unanchored section for missing-anchor);
- `absent`: none of those words occurs anywhere in the corpus (lower case, as a substring);
- a verify case: its context fragments are copied verbatim from records citable at NOW with the label
  `public`; the answer's citations are among them; the output parses back; a correct answer's digit
  groups all occur in a cited fragment or in the question; a correct answer over a context of one
  jurisdiction names that country; a `number-without-jurisdiction` case names none and its context is of
  one jurisdiction; `src` occurs verbatim in a context fragment;
- ids unique across the three files.
"""
from __future__ import annotations

import datetime as dt
import json
import re
import sys
from pathlib import Path

import yaml

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE)]

import questions_data  # noqa: E402
import verify_data  # noqa: E402

CORPORA = (("aupair_en", "u50A", "en"), ("musicschool_ru", "u50M", "ru"))
VERIFY_PREFIX = "u50"
REASON_ORDER = ("denied", "expired", "not-yet-published", "missing-anchor", "unknown-policy")
KNOWN_POLICIES = ("operational", "historical")
JURISDICTION_NAMES = {"DE": (r"\bGermany\b",), "AT": (r"\bAustria\b",), "RU": ("Росси",), "GE": ("Грузи",)}
REQUIRED = ("id", "document", "version", "owner", "published_at", "access")
HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*(?:\{#([A-Za-z0-9_.-]+)\})?\s*$")
NUMBER = re.compile(r"\d+(?:[ \u00a0,]\d{3})*(?:[.:]\d+)?")

problems: list[str] = []


def problem(msg: str) -> None:
    problems.append(msg)


def when(value) -> dt.datetime:
    if isinstance(value, dt.datetime):
        return value if value.tzinfo else value.replace(tzinfo=dt.timezone.utc)
    return dt.datetime.fromisoformat(str(value).replace("Z", "+00:00"))


class Record:
    def __init__(self, path: Path):
        raw = path.read_text(encoding="utf-8")
        if not raw.startswith("---\n"):
            raise ValueError(f"{path}: no front matter")
        head, body = raw[4:].split("\n---\n", 1)
        self.path = path
        self.meta = yaml.safe_load(head)
        for field in REQUIRED:
            if field not in self.meta:
                problem(f"{path.name}: {field}: missing")
        if not isinstance(self.meta.get("version"), str):
            problem(f"{path.name}: version: not a string")
        if not isinstance(self.meta.get("title"), str):
            problem(f"{path.name}: title: not a string")
        self.id = self.meta["id"]
        self.document = self.meta["document"]
        self.access = list(self.meta["access"])
        self.policy = self.meta.get("policy")
        self.jurisdiction = self.meta.get("jurisdiction")
        self.published = when(self.meta["published_at"])
        self.expires = when(self.meta["expires_at"]) if self.meta.get("expires_at") else None
        # sections: (anchor or None, heading, text)
        self.sections: list[tuple[str | None, str, str]] = []
        current: list[str] | None = None
        anchor, title = None, ""
        pre: list[str] = []
        for line in body.splitlines():
            m = HEADING.match(line)
            if m:
                if current is not None:
                    self._close(anchor, title, current)
                current, anchor, title = [], m.group(3), m.group(2)
                continue
            (pre if current is None else current).append(line)
        if current is not None:
            self._close(anchor, title, current)
        if any(s.strip() for s in pre):
            self._close(None, "", pre)

    def _close(self, anchor, title, lines):
        paragraphs = [p for p in "\n".join(lines).split("\n\n") if p.strip()]
        if len(paragraphs) != 1:
            problem(f"{self.path.name}: section {title!r}: {len(paragraphs)} paragraphs, expected 1")
        text = " ".join(" ".join(p.split()) for p in paragraphs)
        self.sections.append((anchor, title, text))

    def fragments(self) -> dict[str, str]:
        return {f"{self.document}#{a}": t for a, _, t in self.sections if a}

    def unanchored(self) -> list[str]:
        return [t for a, _, t in self.sections if not a]

    def text(self) -> str:
        return " ".join(t for _, _, t in self.sections)

    def reasons(self, now: dt.datetime, labels, missing_anchor: bool = False) -> list[str]:
        out = set()
        if not set(self.access) <= set(labels):
            out.add("denied")
        if self.policy != "historical" and self.expires is not None and self.expires <= now:
            out.add("expired")
        if self.published > now:
            out.add("not-yet-published")
        if missing_anchor:
            out.add("missing-anchor")
        if self.policy not in KNOWN_POLICIES:
            out.add("unknown-policy")
        return [r for r in REASON_ORDER if r in out]


def load(name: str) -> dict[str, Record]:
    records = {}
    for path in sorted((HERE / "corpora" / name).glob("*.md")):
        rec = Record(path)
        if rec.id in records:
            problem(f"{name}: duplicate record id {rec.id}")
        records[rec.id] = rec
    return records


def split_of(index_in_kind: int) -> str:
    return "holdout" if index_in_kind % 3 == 1 else "dev"


def with_splits(cases):
    seen: dict[str, int] = {}
    for case in cases:
        i = seen.get(case["kind"], 0)
        seen[case["kind"]] = i + 1
        yield split_of(i), case


def numbers(text: str) -> set[str]:
    return {re.sub(r"[ \u00a0,]", "", m.group(0)) for m in NUMBER.finditer(text)}


def check_questions(name, prefix, lang, records, all_fragments, cases):
    corpus_text = " ".join(r.text() for r in records.values()).lower()
    by_fragment = {}
    for rec in records.values():
        for fid in rec.fragments():
            by_fragment[fid] = rec
    rows = []
    for n, (split, case) in enumerate(with_splits(cases), 1):
        qid = f"{prefix}-{n:03d}"
        now = when(case["now"])
        labels = case["labels"]
        for word in case["absent"]:
            if word.lower() in corpus_text:
                problem(f"{qid}: absent word {word!r} occurs in the corpus")
        rejected = []
        if case["expect"] == "completed":
            if not case["citations"]:
                problem(f"{qid}: completed without citations")
            texts = []
            for fid in case["citations"]:
                rec = by_fragment.get(fid)
                if rec is None:
                    problem(f"{qid}: citation {fid} is no anchored fragment of {name}")
                    continue
                reasons = rec.reasons(now, labels)
                if reasons:
                    problem(f"{qid}: citation {fid} is not citable at {case['now']} for {labels}: {reasons}")
                texts.append(all_fragments[fid])
            if not any(case["ev"] in t for t in texts):
                problem(f"{qid}: ev {case['ev']!r} not in the cited fragments")
        else:
            for rid, ma in case["rejected"]:
                rec = records.get(rid)
                if rec is None:
                    problem(f"{qid}: rejected record {rid} not in {name}")
                    continue
                reasons = rec.reasons(now, labels, ma)
                if not reasons:
                    problem(f"{qid}: rejected record {rid} has no reason at {case['now']} for {labels}")
                where = rec.unanchored() if ma else [rec.text()]
                if not any(case["ev"] in t for t in where):
                    problem(f"{qid}: ev {case['ev']!r} not in {rid}" + (" (unanchored text)" if ma else ""))
                rejected.append({"recordId": rid, "reasons": reasons})
        rows.append({"id": qid, "split": split, "lang": lang, "kind": case["kind"], "question": case["question"],
                     "labels": labels, "now": case["now"], "expect": case["expect"],
                     "citations": case["citations"], "rejected": rejected, "note": case["note"]})
    return rows


def output_of(case) -> str:
    contract = {"answer": case["answer"], "entityCitations": [], "documentationCitations": case["cites"],
                "limitations": case["limitations"]}
    text = json.dumps(contract, ensure_ascii=False, indent=2 if case["pretty"] else None)
    if case["fence"]:
        text = "```json\n" + text + "\n```"
    return text


def check_verify(lang, cases, records_by_doc, all_fragments, now, show_figures):
    rows = []
    for n, (split, case) in enumerate(with_splits(cases), 1):
        vid = f"{VERIFY_PREFIX}-{lang}-{n:03d}"
        frags = []
        for item in case["ctx"]:
            doc, _, anchor = item.partition("#")
            rec = records_by_doc.get(doc)
            if rec is None:
                problem(f"{vid}: context {item}: no current record of document {doc}")
                continue
            if rec.reasons(now, ["public"]):
                problem(f"{vid}: context {item}: record {rec.id} not citable at NOW: {rec.reasons(now, ['public'])}")
            ids = [item] if anchor else list(rec.fragments())
            for fid in ids:
                if fid not in rec.fragments():
                    problem(f"{vid}: context fragment {fid} does not exist")
                    continue
                frag = {"id": fid, "documentId": rec.document, "text": rec.fragments()[fid]}
                if rec.jurisdiction:
                    frag["jurisdiction"] = rec.jurisdiction
                frags.append(frag)
        ctx_ids = [f["id"] for f in frags]
        if len(set(ctx_ids)) != len(ctx_ids):
            problem(f"{vid}: a context fragment twice")
        for c in case["cites"]:
            if c not in ctx_ids:
                problem(f"{vid}: citation {c} not in the context")
        output = output_of(case)
        parsed = json.loads(output.removeprefix("```json\n").removesuffix("\n```"))
        if parsed["answer"] != case["answer"]:
            problem(f"{vid}: output does not parse back")
        said = " ".join([case["answer"], *case["limitations"]])
        cited_text = " ".join(f["text"] for f in frags if f["id"] in case["cites"])
        if case["src"] and not any(case["src"] in f["text"] for f in frags):
            problem(f"{vid}: src {case['src']!r} not in the context")
        jurisdictions = {f.get("jurisdiction") for f in frags}
        one = next(iter(jurisdictions)) if len(jurisdictions) == 1 else None
        names = JURISDICTION_NAMES.get(one, ()) if one else ()
        named = any(re.search(p, said) for p in names)
        if not case["checks"]:
            extra = numbers(said) - numbers(cited_text) - numbers(case["question"])
            if extra:
                problem(f"{vid}: correct answer has figures not in a cited fragment: {sorted(extra)}")
            if one and not named:
                problem(f"{vid}: correct answer over a {one}-only context does not name it")
        if "number-without-jurisdiction" in case["checks"]:
            if not one:
                problem(f"{vid}: jurisdiction case whose context is not of one jurisdiction")
            if named:
                problem(f"{vid}: jurisdiction case names the jurisdiction")
        if show_figures:
            print(vid, sorted(numbers(said)))
        rows.append({"id": vid, "lang": lang, "kind": case["kind"], "note": case["note"],
                     "input": {"question": case["question"],
                               "context": {"entities": [], "fragments": frags, "facts": [],
                                           "performedMutations": []},
                               "output": output, "finishReason": "stop"},
                     "expect": {"status": "failed" if case["checks"] else "passed", "checks": case["checks"]},
                     "split": split})
    return rows


def main(argv) -> int:
    show_figures = "--figures" in argv
    corpora = {name: load(name) for name, _, _ in CORPORA}
    all_fragments: dict[str, str] = {}
    for name, recs in corpora.items():
        for rec in recs.values():
            for fid, text in rec.fragments().items():
                if fid in all_fragments:
                    problem(f"{name}: fragment id {fid} twice")
                all_fragments[fid] = text
    files = {}
    for (name, prefix, lang), cases in zip(CORPORA, (questions_data.EN, questions_data.RU)):
        files[f"questions_{name}.jsonl"] = check_questions(name, prefix, lang, corpora[name], all_fragments, cases)
    now = when(verify_data.NOW)
    verify_rows = []
    for (name, _, lang), cases in zip(CORPORA, (verify_data.EN, verify_data.RU)):
        current = {}
        for rec in corpora[name].values():
            if not rec.reasons(now, ["public"]) or rec.document not in current:
                if rec.document in current and current[rec.document].reasons(now, ["public"]) == []:
                    continue
                current[rec.document] = rec
        verify_rows += check_verify(lang, cases, current, all_fragments, now, show_figures)
    files["verify_cases.jsonl"] = verify_rows
    ids = [row["id"] for rows in files.values() for row in rows]
    if len(ids) != len(set(ids)):
        problem("ids are not unique across the files")
    if problems:
        print("\n".join(problems))
        print(f"{len(problems)} problem(s); nothing written")
        return 1
    for fname, rows in files.items():
        with open(HERE / fname, "w", encoding="utf-8") as out:
            for row in rows:
                out.write(json.dumps(row, ensure_ascii=False) + "\n")
    for fname, rows in files.items():
        print(fname, len(rows), "rows")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
