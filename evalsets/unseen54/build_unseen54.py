"""Write the unseen54 JSONL files from questions_data.py and verify_data.py, checking every label's
premises against the corpora.

    python evalsets/unseen54/build_unseen54.py            # write and check
    python evalsets/unseen54/build_unseen54.py --figures  # also list every digit group of every verify answer

Nothing is copied: `evalsets/unseen53/build_unseen53.py` is imported (it imports unseen52's builder, which
imports unseen51's, which imports unseen50's; they use PyYAML and the standard library, no Tether code), and
the builder they share is pointed at this directory, so the JSONL format (keys, the `split` field, check
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

import questions_data  # noqa: E402  (this directory's, imported before unseen53's builder looks for one)
import verify_data  # noqa: E402

sys.path.insert(1, str(HERE.parent / "unseen53"))
import build_unseen53 as b53  # noqa: E402  (it finds this directory's questions_data / verify_data: same names)

b52, b51, b50 = b53.b52, b53.b51, b53.b50
# Point the shared builder, unseen51's extra checks and unseen52's summary at this set; they read these
# globals at call time (build_unseen53 pointed them at its own directory when it was imported).
for module in (b50, b51, b52, b53):
    module.HERE = HERE
    module.questions_data = questions_data
    module.verify_data = verify_data
b50.CORPORA = (("tattoo_en", "u54T", "en"), ("klining_ru", "u54K", "ru"))
b50.VERIFY_PREFIX = "u54"
b50.JURISDICTION_NAMES = {"GB": (r"\bUK\b", r"\bUnited Kingdom\b", r"\bBritain\b", r"\bBritish\b"),
                          "IE": (r"\bIreland\b", r"\bIrish\b"),
                          "RU": ("Росси",), "KZ": ("Казахстан",)}
b52.FILES = ("questions_tattoo_en.jsonl", "questions_klining_ru.jsonl", "verify_cases.jsonl")

if __name__ == "__main__":
    sys.exit(b52.main(sys.argv[1:]))
