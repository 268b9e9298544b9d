"""Write the unseen56 JSONL files from questions_data.py and verify_data.py, checking every label's
premises against the corpora.

    python evalsets/unseen56/build_unseen56.py            # write and check
    python evalsets/unseen56/build_unseen56.py --figures  # also list every digit group of every verify answer

Nothing is copied: `evalsets/unseen55/build_unseen55.py` is imported (it imports unseen54's builder, which
imports unseen53's, unseen52's, unseen51's and unseen50's; they use PyYAML and the standard library, no Tether
code), and the builder they share is pointed at this directory, so the JSONL format (keys, the `split` field,
check ids), every premise check, unseen51's extra checks and unseen52's summary are exactly theirs. Only the
names of this set (directory, corpora, id prefixes, file names, how a country is named) are set here.

Split, fixed in README.md before anything was written: per question file, and per language for the
verify cases, the 2nd, 5th, 8th, ... case of each kind, in file order, is `holdout`; the rest `dev`
(unseen50's `split_of`, reused).
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE)]

import questions_data  # noqa: E402  (this directory's, imported before unseen55's builder looks for one)
import verify_data  # noqa: E402

sys.path.insert(1, str(HERE.parent / "unseen55"))
import build_unseen55 as b55  # noqa: E402  (it finds this directory's questions_data / verify_data: same names)

b54, b53, b52, b51, b50 = b55.b54, b55.b53, b55.b52, b55.b51, b55.b50
# Point the shared builder, unseen51's extra checks and unseen52's summary at this set; they read these
# globals at call time (build_unseen55 pointed them at its own directory when it was imported).
for module in (b50, b51, b52, b53, b54, b55):
    module.HERE = HERE
    module.questions_data = questions_data
    module.verify_data = verify_data
b50.CORPORA = (("surf_en", "u56S", "en"), ("pitomnik_ru", "u56P", "ru"))
b50.VERIFY_PREFIX = "u56"
b50.JURISDICTION_NAMES = {"IE": (r"\bIreland\b", r"\bIrish\b"),
                          "GB": (r"\bUnited Kingdom\b", r"\bUK\b"),
                          "RU": ("Росси",), "KZ": ("Казахстан",)}
b52.FILES = ("questions_surf_en.jsonl", "questions_pitomnik_ru.jsonl", "verify_cases.jsonl")

if __name__ == "__main__":
    sys.exit(b52.main(sys.argv[1:]))
