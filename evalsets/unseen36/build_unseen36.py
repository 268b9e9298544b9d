"""Write the unseen36 JSONL files from questions_data.py and verify_data.py,
checking every label's premises against the corpora (no Tether code is used).
The code is evalsets/set_builder.py, shared by the black-box sets; this file names the set.

    python evalsets/unseen36/build_unseen36.py            # write and check
    python evalsets/unseen36/build_unseen36.py --figures  # also list every digit group of every verify answer

Split, fixed before anything was written: per file (questions) or per language (verify), the 2nd,
5th, 8th, ... case of each kind, in file order, is `holdout`; the rest `dev`.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent)]

import questions_data  # noqa: E402
import verify_data  # noqa: E402
from set_builder import SetFiles, build  # noqa: E402

UNSEEN36 = SetFiles(HERE, (("vento_en", "u36V", "en"), ("kamerton_ru", "u36K", "ru")), "u36",
                    questions_data, verify_data,
                    {"PT": ("Portugal", "Portuguese"), "ES": ("Spain", "Spanish"),
                     "RU": ("Росси",), "UZ": ("Узбекистан",)})

if __name__ == "__main__":
    build(UNSEEN36)
