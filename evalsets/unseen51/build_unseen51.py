"""Write the unseen51 JSONL files from questions_data.py and verify_data.py, checking every label's
premises against the corpora.

    python evalsets/unseen51/build_unseen51.py            # write and check
    python evalsets/unseen51/build_unseen51.py --figures  # also list every digit group of every verify answer

Nothing is copied from unseen50's builder: it is imported (`evalsets/unseen50/build_unseen50.py`, which is
self-contained: PyYAML and the standard library, no Tether code) and pointed at this directory, so the
JSONL format (keys, the `split` field, check ids) and every premise check are exactly unseen50's:
front matter fields, unique record and fragment ids, one paragraph per section; a completed question's
citations citable at its `now` with its labels and `ev` in one of them; a stopped question's records
present with reasons computed from their front matter (plus `missing-anchor` when `ev` is in unanchored
text); `absent` words missing from the corpus; verify contexts copied verbatim from records citable at
NOW with `public`, citations among the context, outputs that parse back, a correct answer's digit
groups present in a cited fragment or the question, a one-country context named by a correct answer and
not by a `number-without-jurisdiction` case; ids unique across the three files.

Added here (`extra_checks`): every question and verify case's kind is one of the kinds listed below,
every `checks` id is a stable check id of DESIGN.md, a wrong case names `src` (or is one of the kinds
that have none), and the count of each kind is printed per file and split.

Split, fixed in README.md before anything was written: per question file, and per language for the
verify cases, the 2nd, 5th, 8th, ... case of each kind, in file order, is `holdout`; the rest `dev`
(unseen50's `split_of`, reused).
"""
from __future__ import annotations

import collections
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
UNSEEN50 = HERE.parent / "unseen50"
sys.path[:0] = [str(HERE)]

import questions_data  # noqa: E402  (this directory's, imported before unseen50's builder)
import verify_data  # noqa: E402

sys.path.insert(1, str(UNSEEN50))
import build_unseen50 as b50  # noqa: E402

# Point the imported builder at this set. Its functions read these module globals at call time.
b50.HERE = HERE
b50.questions_data = questions_data
b50.verify_data = verify_data
b50.CORPORA = (("camp_en", "u51C", "en"), ("atelier_ru", "u51T", "ru"))
b50.VERIFY_PREFIX = "u51"
b50.JURISDICTION_NAMES = {"ES": (r"\bSpain\b",), "PT": (r"\bPortugal\b",),
                          "RU": ("Росси",), "BY": ("Беларус", "Белорус")}

QUESTION_KINDS = ("answerable", "rejected-best", "nothing", "near-miss", "joined", "paraphrase-typo",
                  "named-document", "access-labels", "other-time")
VERIFY_KINDS = ("clean", "wrong-case", "unit", "other-value", "deadline", "uncited-fragment", "exception",
                "condition", "bound", "modality", "flipped", "agent", "invented", "country", "jurisdiction",
                "degenerate", "limitations", "tool-call")
CHECK_IDS = {"contract-invalid", "empty-answer", "truncated", "unknown-entity", "unknown-citation",
             "unperformed-mutation", "unknown-fact-label", "fact-mismatch", "unsupported-number",
             "unsupported-date", "unsupported-explicit-rule", "acceptance-contradiction",
             "number-without-jurisdiction", "wrong-document", "exception-overridden", "raw-tool-call",
             "missing-citation", "misattributed-figure", "unsupported-claim", "degenerate-output"}
NO_SRC = {"invented", "uncited-fragment", "degenerate", "limitations", "tool-call"}


def extra_checks() -> None:
    for name, cases in (("EN", questions_data.EN), ("RU", questions_data.RU)):
        for n, case in enumerate(cases, 1):
            if case["kind"] not in QUESTION_KINDS:
                b50.problem(f"questions {name} #{n}: unknown kind {case['kind']!r}")
    for name, cases in (("EN", verify_data.EN), ("RU", verify_data.RU)):
        for n, case in enumerate(cases, 1):
            if case["kind"] not in VERIFY_KINDS:
                b50.problem(f"verify {name} #{n}: unknown kind {case['kind']!r}")
            unknown = set(case["checks"]) - CHECK_IDS
            if unknown:
                b50.problem(f"verify {name} #{n}: unknown check ids {sorted(unknown)}")
            if (case["kind"] == "clean") == bool(case["checks"]):
                b50.problem(f"verify {name} #{n}: a clean case must expect no check and a wrong one some")
            if case["checks"] and not case["src"] and case["kind"] not in NO_SRC:
                b50.problem(f"verify {name} #{n}: a wrong case of kind {case['kind']} without src")


def summary() -> None:
    for fname in ("questions_camp_en.jsonl", "questions_atelier_ru.jsonl", "verify_cases.jsonl"):
        rows = [json.loads(line) for line in (HERE / fname).read_text(encoding="utf-8").splitlines()]
        count = collections.Counter((r.get("lang"), r["kind"], r["split"],
                                     r["expect"] if isinstance(r["expect"], str) else r["expect"]["status"])
                                    for r in rows)
        print(f"\n{fname}")
        for key in sorted(count):
            print("  ", *key, count[key])


def main(argv) -> int:
    extra_checks()
    rc = b50.main(argv)
    if rc == 0:
        summary()
    return rc


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
