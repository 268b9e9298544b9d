"""Write the unseen47 JSONL files from questions_data.py and verify_data.py,
checking every label's premises against the corpora (no Tether code is used).
The code is evalsets/set_builder.py, shared by the black-box sets; this file names the set.

    python evalsets/unseen47/build_unseen47.py            # write and check
    python evalsets/unseen47/build_unseen47.py --figures  # also list every digit group of every verify answer

Split, fixed before anything was written: per file (questions) or per language (verify), the 2nd,
5th, 8th, ... case of each kind, in file order, is `holdout`; the rest `dev`.

No set-local adaptation: amounts are written "US$240", "225 US dollars", "USD 260", "C$140", "C$1,900",
"US$10,000", "690 ₽", "13 200 рублей", "15 900 руб.", "24 BYN", "0,80 BYN", "95 белорусских рублей",
"0,1 %"; the shared digit-group helper joins space and comma thousands and reads "0,80" as one decimal figure.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent)]

import questions_data  # noqa: E402
import verify_data  # noqa: E402
from set_builder import SetFiles, build  # noqa: E402

UNSEEN47 = SetFiles(HERE, (("tax_en", "u47T", "en"), ("remont_ru", "u47R", "ru")), "u47",
                    questions_data, verify_data,
                    {"CA": ("Canada", "Canadian"), "US": ("United States", "U.S.", "American"),
                     "RU": ("Росси",), "BY": ("Беларус", "Белорус")})

if __name__ == "__main__":
    build(UNSEEN47)
