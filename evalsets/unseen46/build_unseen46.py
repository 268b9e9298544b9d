"""Write the unseen46 JSONL files from questions_data.py and verify_data.py,
checking every label's premises against the corpora (no Tether code is used).
The code is evalsets/set_builder.py, shared by the black-box sets; this file names the set.

    python evalsets/unseen46/build_unseen46.py            # write and check
    python evalsets/unseen46/build_unseen46.py --figures  # also list every digit group of every verify answer

Split, fixed before anything was written: per file (questions) or per language (verify), the 2nd,
5th, 8th, ... case of each kind, in file order, is `holdout`; the rest `dev`.

No set-local adaptation: amounts are written "C$48", "44 Canadian dollars", "CAD 52", "US$52", "$26",
"40 USD", "3 200 ₽", "2 800 рублей", "12 000 ₸", "120 тенге", "KZT 32 000", "24,90 ₽"; the shared
digit-group helper joins space thousands and reads "24,90" as one decimal figure.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent)]

import questions_data  # noqa: E402
import verify_data  # noqa: E402
from set_builder import SetFiles, build  # noqa: E402

UNSEEN46 = SetFiles(HERE, (("kennel_en", "u46K", "en"), ("foto_ru", "u46F", "ru")), "u46",
                    questions_data, verify_data,
                    {"CA": ("Canada", "Canadian"), "US": ("United States", "U.S.", "American"),
                     "RU": ("Росси",), "KZ": ("Казахстан",)})

if __name__ == "__main__":
    build(UNSEEN46)
