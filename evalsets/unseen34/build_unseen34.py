"""Write the unseen34 JSONL files from questions_data.py and verify_data.py,
checking every label's premises against the corpora (no Tether code is used).
The code is evalsets/set_builder.py, shared by the black-box sets; this file names the set.

    python evalsets/unseen34/build_unseen34.py            # write and check
    python evalsets/unseen34/build_unseen34.py --figures  # also list every digit group of every verify answer

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

UNSEEN34 = SetFiles(HERE, (("alpenpass_en", "u34A", "en"), ("remtekh_ru", "u34R", "ru")), "u34",
                    questions_data, verify_data,
                    {"CH": ("Switzerland", "Swiss"), "NO": ("Norway", "Norwegian"),
                     "RU": ("Росси",), "TJ": ("Таджикистан",)})

if __name__ == "__main__":
    build(UNSEEN34)
