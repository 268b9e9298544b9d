"""Write the unseen58 JSONL files from questions_data.py and verify_data.py, checking every label's
premises against the corpora.

    python evalsets/unseen58/build_unseen58.py            # write and check
    python evalsets/unseen58/build_unseen58.py --figures  # also list every digit group of every verify answer

Nothing is copied: `evalsets/unseen57/build_unseen57.py` is imported (it imports unseen56's builder, and
through it unseen55's, unseen54's, unseen53's, unseen52's, unseen51's and unseen50's; they use PyYAML and the
standard library, no Tether code), and the builder they share is pointed at this directory, so the JSONL
format (keys, the `split` field, check ids), every premise check, unseen51's extra checks and unseen52's
summary are exactly theirs. Only the names of this set (directory, corpora, id prefixes, file names, how a
country is named) are set here.

Split, fixed in README.md before anything was written: per question file, and per language for the
verify cases, the 2nd, 5th, 8th, ... case of each kind, in file order, is `holdout`; the rest `dev`
(unseen50's `split_of`, reused).
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE)]

import questions_data  # noqa: E402  (this directory's, imported before the earlier builders look for one)
import verify_data  # noqa: E402

sys.path.insert(1, str(HERE.parent / "unseen57"))
import build_unseen57 as b57  # noqa: E402  (it finds this directory's questions_data / verify_data: same names)

b56, b55, b54, b53, b52, b51, b50 = b57.b56, b57.b55, b57.b54, b57.b53, b57.b52, b57.b51, b57.b50
# Point the shared builder, unseen51's extra checks and unseen52's summary at this set; they read these
# globals at call time (build_unseen57 pointed them at its own directory when it was imported).
for module in (b50, b51, b52, b53, b54, b55, b56, b57):
    module.HERE = HERE
    module.questions_data = questions_data
    module.verify_data = verify_data
b50.CORPORA = (("grooming_en", "u58G", "en"), ("batut_ru", "u58B", "ru"))
b50.VERIFY_PREFIX = "u58"
b50.JURISDICTION_NAMES = {"CA": (r"\bCanada\b", r"\bCanadian\b"),
                          "US": (r"\bUnited States\b", r"\bUSA\b"),
                          "RU": ("Росси",), "KG": ("Кыргыз", "Киргиз")}
b52.FILES = ("questions_grooming_en.jsonl", "questions_batut_ru.jsonl", "verify_cases.jsonl")

if __name__ == "__main__":
    sys.exit(b52.main(sys.argv[1:]))
