"""Write the unseen52 JSONL files from questions_data.py and verify_data.py, checking every label's
premises against the corpora.

    python evalsets/unseen52/build_unseen52.py            # write and check
    python evalsets/unseen52/build_unseen52.py --figures  # also list every digit group of every verify answer

Nothing is copied: `evalsets/unseen51/build_unseen51.py` is imported (it imports
`evalsets/unseen50/build_unseen50.py`; both use PyYAML and the standard library, no Tether code), and the
builder they share is pointed at this directory, so the JSONL format (keys, the `split` field, check ids)
and every premise check are exactly theirs. unseen51's own checks (`extra_checks`: known kinds, DESIGN.md
check ids, a clean case expects nothing and a wrong one something, `src` on a wrong case) are reused as
they are; only the summary, which names unseen51's files, is written here for this set's file names.

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
sys.path[:0] = [str(HERE)]

import questions_data  # noqa: E402  (this directory's, imported before unseen51's builder looks for one)
import verify_data  # noqa: E402

sys.path.insert(1, str(HERE.parent / "unseen51"))
sys.path.insert(2, str(HERE.parent / "unseen50"))
import build_unseen51 as b51  # noqa: E402

b50 = b51.b50
# Point the shared builder (and unseen51's extra checks) at this set; they read these globals at call time.
for module in (b50, b51):
    module.HERE = HERE
    module.questions_data = questions_data
    module.verify_data = verify_data
b50.CORPORA = (("kiln_en", "u52K", "en"), ("tipografiya_ru", "u52P", "ru"))
b50.VERIFY_PREFIX = "u52"
b50.JURISDICTION_NAMES = {"GB": (r"\bUK\b", r"\bUnited Kingdom\b"), "IE": (r"\bIreland\b",),
                          "RU": ("Росси",), "KZ": ("Казахстан",)}

FILES = ("questions_kiln_en.jsonl", "questions_tipografiya_ru.jsonl", "verify_cases.jsonl")


def summary() -> None:
    for fname in FILES:
        path = HERE / fname
        if not path.exists():
            continue
        rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
        count = collections.Counter((r.get("lang"), r["kind"], r["split"],
                                     r["expect"] if isinstance(r["expect"], str) else r["expect"]["status"])
                                    for r in rows)
        print(f"\n{fname}")
        for key in sorted(count):
            print("  ", *key, count[key])


def main(argv) -> int:
    b51.extra_checks()
    rc = b50.main(argv)
    if rc == 0:
        summary()
    return rc


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
