"""Write the unseen35 JSONL files from questions_data.py and verify_data.py,
checking every label's premises against the corpora (no Tether code is used).
The code is evalsets/set_builder.py, shared by the black-box sets; this file names the set.

    python evalsets/unseen35/build_unseen35.py            # write and check
    python evalsets/unseen35/build_unseen35.py --figures  # also list every digit group of every verify answer

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

UNSEEN35 = SetFiles(HERE, (("mareaazul_en", "u35M", "en"), ("lapushka_ru", "u35L", "ru")), "u35",
                    questions_data, verify_data,
                    {"MX": ("Mexico", "Mexican"), "CL": ("Chile", "Chilean"),
                     "RU": ("Росси",), "AZ": ("Азербайджан",)})

if __name__ == "__main__":
    build(UNSEEN35)
