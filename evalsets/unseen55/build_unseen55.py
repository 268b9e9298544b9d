"""Write the unseen55 JSONL files from questions_data.py and verify_data.py, checking every label's
premises against the corpora.

    python evalsets/unseen55/build_unseen55.py            # write and check
    python evalsets/unseen55/build_unseen55.py --figures  # also list every digit group of every verify answer

Nothing is copied: `evalsets/unseen54/build_unseen54.py` is imported (it imports unseen53's builder, which
imports unseen52's, unseen51's and unseen50's; they use PyYAML and the standard library, no Tether code),
and the builder they share is pointed at this directory, so the JSONL format (keys, the `split` field, check
ids), every premise check, unseen51's extra checks and unseen52's summary are exactly theirs. Only the names
of this set (directory, corpora, id prefixes, file names, how a country is named) are set here.

Split, fixed in README.md before anything was written: per question file, and per language for the
verify cases, the 2nd, 5th, 8th, ... case of each kind, in file order, is `holdout`; the rest `dev`
(unseen50's `split_of`, reused).
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE)]

import questions_data  # noqa: E402  (this directory's, imported before unseen54's builder looks for one)
import verify_data  # noqa: E402

sys.path.insert(1, str(HERE.parent / "unseen54"))
import build_unseen54 as b54  # noqa: E402  (it finds this directory's questions_data / verify_data: same names)

b53, b52, b51, b50 = b54.b53, b54.b52, b54.b51, b54.b50
# Point the shared builder, unseen51's extra checks and unseen52's summary at this set; they read these
# globals at call time (build_unseen54 pointed them at its own directory when it was imported).
for module in (b50, b51, b52, b53, b54):
    module.HERE = HERE
    module.questions_data = questions_data
    module.verify_data = verify_data
b50.CORPORA = (("riding_en", "u55R", "en"), ("cvety_ru", "u55C", "ru"))
b50.VERIFY_PREFIX = "u55"
b50.JURISDICTION_NAMES = {"AU": (r"\bAustralia\b", r"\bAustralian\b"),
                          "NZ": (r"\bNew Zealand\b",),
                          "RU": ("Росси",), "BY": ("Беларус", "Белорусси")}
b52.FILES = ("questions_riding_en.jsonl", "questions_cvety_ru.jsonl", "verify_cases.jsonl")

if __name__ == "__main__":
    sys.exit(b52.main(sys.argv[1:]))
