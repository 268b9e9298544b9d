"""Write the unseen48 JSONL files from questions_data.py and verify_data.py,
checking every label's premises against the corpora (no Tether code is used).
The code is evalsets/set_builder.py, shared by the black-box sets; this file names the set.

    python evalsets/unseen48/build_unseen48.py            # write and check
    python evalsets/unseen48/build_unseen48.py --figures  # also list every digit group of every verify answer

Split, fixed before anything was written: per file (questions) or per language (verify), the 2nd,
5th, 8th, ... case of each kind, in file order, is `holdout`; the rest `dev`.

No set-local adaptation: amounts are written "£89", "82 pounds", "GBP 97", "€120", "125 euro", "£2,350",
"£3,000", "450 ₽", "410 рублей", "490 руб.", "2 800 драм", "2 500 AMD", "14 500 драм", "50 %"; the shared
digit-group helper joins space and comma thousands; clock times ("8:00") are one figure.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent)]

import questions_data  # noqa: E402
import verify_data  # noqa: E402
from set_builder import SetFiles, build  # noqa: E402

UNSEEN48 = SetFiles(HERE, (("boiler_en", "u48B", "en"), ("lab_ru", "u48L", "ru")), "u48",
                    questions_data, verify_data,
                    {"GB": ("United Kingdom", "Britain", "British", "UK"), "IE": ("Ireland", "Irish"),
                     "RU": ("Росси",), "AM": ("Армени",)})

if __name__ == "__main__":
    build(UNSEEN48)
