"""Stops made by rule: the record that answers a question withdrawn from its reader (evalset
tooling, not Tether code). How often does Tether answer from another record instead?

Issue 12's worst case: the record that answers the question is rejected — the reader lacks its
label, it has expired, it is not yet published, or its section has no anchor — and Tether,
instead of stopping, answers from another accepted record that shares a word with the
question. The labelled question sets hold a few dozen such cases, each written for one corpus.
This tool makes one for every answerable question there is: it takes the cases of one split
that expect ``completed``, whose acceptable citations all lie in one document and that Tether
answers right as they stand, withdraws that document by one rule, and asks again:

- ``denied``: every record of the document needs a label the reader does not hold;
- ``expired``: every operational record of the document expired a day before the question;
- ``unpublished``: every record of the document is published a day after the question;
- ``unanchored``: the cited fragments lose their anchors (text that cannot be cited).

The right outcome is a stop that lists a record of the withdrawn document. A stop that does not
list it is counted apart (a stop, with a reason a person cannot act on); a completed answer is an
answer from a wrong source, unless it cites only fragments the case accepts (``unanchored`` can
leave another anchored fragment of the document standing). A labeller who missed that another
record answers too would make a completed answer right: read the ones printed with ``--show``
before trusting a fall in the figure.

    python evalsets/withdrawn.py                       # dev cases, a table per rule
    python evalsets/withdrawn.py --split holdout --json
    python evalsets/withdrawn.py --show denied          # the answers from another source
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from collections import Counter, defaultdict
from collections.abc import Iterator
from datetime import datetime, timedelta
from pathlib import Path

HERE = Path(__file__).resolve().parent
RULES = ("denied", "expired", "unpublished", "unanchored")
WITHDRAWN_LABEL = "withdrawn-by-rule"  # a label no case's reader holds
DAY = timedelta(days=1)


def question_sets() -> Iterator[tuple[Path, Path]]:
    """(questions file, its corpus directory) for every labelled question set."""
    files = sorted(HERE.glob("*/questions_*.jsonl")) + sorted((HERE / "questions").glob("*.jsonl"))
    for path in files:
        corpus = path.parent / "corpora" / path.stem.removeprefix("questions_")
        if corpus.is_dir():
            yield path, corpus


def withdraw(records: list, document: str, rule: str, now: datetime, cited: set[str]) -> list | None:
    """The corpus with ``document`` withdrawn by ``rule``; None when the rule cannot apply."""
    out, touched = [], False
    for record in records:
        if record.document != document:
            out.append(record)
            continue
        update: dict = {}
        if rule == "denied":
            update["access"] = [*record.access, WITHDRAWN_LABEL]
        elif rule == "expired" and record.policy != "historical":
            update["expires_at"] = now - DAY
            if record.published_at >= now - DAY:
                update["published_at"] = now - 2 * DAY
        elif rule == "unpublished":
            update["published_at"] = now + DAY
            if record.expires_at is not None and record.expires_at <= now + DAY:
                update["expires_at"] = now + 2 * DAY
        elif rule == "unanchored":
            fragments = [f.model_copy(update={"anchor": None}) if f.fragment_id in cited else f
                         for f in record.fragments]
            if fragments != record.fragments:
                update["fragments"] = fragments
        touched = touched or bool(update)
        out.append(record.model_copy(update=update) if update else record)
    return out if touched else None


def _asker(records: list, name: str, workdir: Path):  # type: ignore[no-untyped-def]
    from tether import Principal, Store, build_deps, ingest_records, run_interaction

    workdir.mkdir(parents=True, exist_ok=True)
    store = Store(f"sqlite:///{workdir / 'corpus.db'}")
    ingest_records(store, name, records)
    deps = build_deps(store, {})

    def ask(case):  # type: ignore[no-untyped-def]
        return run_interaction(deps, case.question, Principal(name="eval", labels=tuple(case.labels)),
                               corpora=[name], now=case.now)
    return ask


def judge(case, result, document: str, records: list) -> tuple[str, str]:  # type: ignore[no-untyped-def]
    """``stop-naming-it`` | ``stop-not-naming-it`` | ``answered-elsewhere`` | ``answered-acceptably`` | ``failed``."""
    if result.status == "failed":
        return "failed", ", ".join(v.check for v in result.violations)
    if result.status == "completed":
        cited = result.answer.documentation_citations if result.answer else []
        outside = [c for c in cited if c not in case.citations]
        return ("answered-elsewhere", ", ".join(outside)) if outside else ("answered-acceptably", ", ".join(cited))
    ids = {r.id for r in records if r.document == document}
    listed = [r.record_id for r in (result.decision.rejected if result.decision else [])]
    if ids & set(listed):
        return "stop-naming-it", ""
    return "stop-not-naming-it", "listed " + (", ".join(listed) or "nothing")


def run(split: str, rules: tuple[str, ...], on_set=None) -> list[dict]:  # type: ignore[no-untyped-def]
    from tether import load_corpus
    from tether.eval.questions import judge as judge_as_labelled
    from tether.eval.questions import load_questions

    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for n, (path, corpus) in enumerate(question_sets()):
            if on_set:
                on_set(path)
            records = load_corpus(corpus)
            documents = {r.document for r in records}
            seeds = [c for c in load_questions(path) if c.split == split and c.expect == "completed"
                     and len({x.split("#")[0] for x in c.citations}) == 1 and c.now is not None
                     and c.citations[0].split("#")[0] in documents]
            if not seeds:
                continue
            ask = _asker(records, corpus.name, Path(tmp) / f"{n}-plain")
            seeds = [c for c in seeds if judge_as_labelled(c, ask(c))[0] == "right"]
            groups: dict[tuple, list] = defaultdict(list)
            for case in seeds:
                groups[(case.citations[0].split("#")[0], case.now)].append(case)
            for g, ((document, now), cases) in enumerate(sorted(groups.items(), key=lambda kv: str(kv[0]))):
                cited = {c for case in cases for c in case.citations}
                for rule in rules:
                    changed = withdraw(records, document, rule, now, cited)
                    if changed is None:
                        continue
                    ask = _asker(changed, corpus.name, Path(tmp) / f"{n}-{g}-{rule}")
                    for case in cases:
                        outcome, why = judge(case, ask(case), document, changed)
                        rows.append({"set": path.parent.name, "id": case.id, "rule": rule, "document": document,
                                     "question": case.question, "outcome": outcome, "why": why})
    return rows


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--split", choices=("dev", "holdout"), default="dev")
    parser.add_argument("--rule", choices=RULES, action="append", help="only this rule (repeatable)")
    parser.add_argument("--json", action="store_true", help="every case and its outcome")
    parser.add_argument("--show", choices=RULES, help="print this rule's answers from another source")
    args = parser.parse_args()
    rules = tuple(args.rule or RULES)
    rows = run(args.split, rules, on_set=lambda p: print(f"  {p.parent.name}/{p.name}", file=sys.stderr))
    if args.json:
        print(json.dumps(rows, ensure_ascii=False, indent=1))
        return 0
    outcomes = ("stop-naming-it", "stop-not-naming-it", "answered-elsewhere", "answered-acceptably", "failed")
    print(f"{'rule':<12} {'cases':>6} " + " ".join(f"{o:>20}" for o in outcomes))
    for rule in rules:
        mine = [r for r in rows if r["rule"] == rule]
        count = Counter(r["outcome"] for r in mine)
        print(f"{rule:<12} {len(mine):>6} " + " ".join(f"{count[o]:>20}" for o in outcomes))
    if args.show:
        for r in rows:
            if r["rule"] == args.show and r["outcome"] == "answered-elsewhere":
                print(f"{r['set']} {r['id']} [{r['document']}] {r['question']} -> {r['why']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
