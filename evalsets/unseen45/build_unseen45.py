"""Write the unseen45 JSONL files from questions_data.py and verify_data.py,
checking every label's premises against the corpora (no Tether code is used).
The code is evalsets/set_builder.py, shared by the black-box sets; this file names the set.

    python evalsets/unseen45/build_unseen45.py            # write and check
    python evalsets/unseen45/build_unseen45.py --figures  # also list every digit group of every verify answer

Split, fixed before anything was written: per file (questions) or per language (verify), the 2nd,
5th, 8th, ... case of each kind, in file order, is `holdout`; the rest `dev`.

No set-local adaptation: amounts are written "£26", "24 pounds", "EUR 31", "25 EUR", "3 400 ₽",
"3 000 рублей", "GEL 140", "25 лари", "12,50 лари", "60 ₾"; the shared digit-group helper joins space
thousands and reads "12,50" as one decimal figure.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent)]

import questions_data  # noqa: E402
import verify_data  # noqa: E402
from set_builder import SetFiles, build  # noqa: E402

UNSEEN45 = SetFiles(HERE, (("escape_en", "u45E", "en"), ("banya_ru", "u45B", "ru")), "u45",
                    questions_data, verify_data,
                    {"GB": ("United Kingdom", "UK", "Britain", "British"), "IE": ("Ireland", "Irish"),
                     "RU": ("Росси",), "GE": ("Грузи",)})

if __name__ == "__main__":
    build(UNSEEN45)
