"""Write the unseen44 JSONL files from questions_data.py and verify_data.py,
checking every label's premises against the corpora (no Tether code is used).
The code is evalsets/set_builder.py, shared by the black-box sets; this file names the set.

    python evalsets/unseen44/build_unseen44.py            # write and check
    python evalsets/unseen44/build_unseen44.py --figures  # also list every digit group of every verify answer

Split, fixed before anything was written: per file (questions) or per language (verify), the 2nd,
5th, 8th, ... case of each kind, in file order, is `holdout`; the rest `dev`.

No set-local adaptation: amounts are written "€45", "EUR 52", "42 euros", "€ 2,50", "3 200 ₽",
"2 800 рублей", "13 BYN", "6 бел. руб."; the shared digit-group helper joins space thousands and
reads "2,50" / "9,50" as one decimal figure.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent)]

import questions_data  # noqa: E402
import verify_data  # noqa: E402
from set_builder import SetFiles, build  # noqa: E402

UNSEEN44 = SetFiles(HERE, (("bikeshop_en", "u44B", "en"), ("kinoteatr_ru", "u44K", "ru")), "u44",
                    questions_data, verify_data,
                    {"NL": ("Netherlands",), "BE": ("Belgium",), "RU": ("Росси",), "BY": ("Беларус", "Белорус")})

if __name__ == "__main__":
    build(UNSEEN44)
