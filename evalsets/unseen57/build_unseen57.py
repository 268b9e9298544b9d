"""Write the unseen57 JSONL files from questions_data.py and verify_data.py, checking every label's
premises against the corpora.

    python evalsets/unseen57/build_unseen57.py            # write and check
    python evalsets/unseen57/build_unseen57.py --figures  # also list every digit group of every verify answer

Nothing is copied: `evalsets/unseen56/build_unseen56.py` is imported (it imports unseen55's builder, and
through it unseen54's, unseen53's, unseen52's, unseen51's and unseen50's; they use PyYAML and the standard
library, no Tether code), and the builder they share is pointed at this directory, so the JSONL format
(keys, the `split` field, check ids), every premise check, unseen51's extra checks and unseen52's summary
are exactly theirs. Only the names of this set (directory, corpora, id prefixes, file names, how a country
is named) are set here.

Split, fixed in README.md before anything was written: per question file, and per language for the
verify cases, the 2nd, 5th, 8th, ... case of each kind, in file order, is `holdout`; the rest `dev`
(unseen50's `split_of`, reused).
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE)]

import questions_data  # noqa: E402  (this directory's, imported before unseen56's builder looks for one)
import verify_data  # noqa: E402

sys.path.insert(1, str(HERE.parent / "unseen56"))
import build_unseen56 as b56  # noqa: E402  (it finds this directory's questions_data / verify_data: same names)

b55, b54, b53, b52, b51, b50 = b56.b55, b56.b54, b56.b53, b56.b52, b56.b51, b56.b50
# Point the shared builder, unseen51's extra checks and unseen52's summary at this set; they read these
# globals at call time (build_unseen56 pointed them at its own directory when it was imported).
for module in (b50, b51, b52, b53, b54, b55, b56):
    module.HERE = HERE
    module.questions_data = questions_data
    module.verify_data = verify_data
b50.CORPORA = (("cookery_en", "u57C", "en"), ("karting_ru", "u57K", "ru"))
b50.VERIFY_PREFIX = "u57"
b50.JURISDICTION_NAMES = {"AU": (r"\bAustralia\b", r"\bAustralian\b"),
                          "NZ": (r"\bNew Zealand\b",),
                          "RU": ("Росси",), "AM": ("Армени",)}
b52.FILES = ("questions_cookery_en.jsonl", "questions_karting_ru.jsonl", "verify_cases.jsonl")

if __name__ == "__main__":
    sys.exit(b52.main(sys.argv[1:]))
