"""Write the unseen19 JSONL files from questions_data.py and verify_data.py,
checking every label's premises against the corpora (no Tether code is used).
The code is evalsets/set_builder.py, shared by unseen10 … unseen19; this file names the set.

    python evalsets/unseen19/build_unseen19.py            # write and check
    python evalsets/unseen19/build_unseen19.py --figures  # also list every digit group of every verify answer

Split, fixed before anything was run: per file (questions) or per language (verify), the 2nd, 5th,
8th, ... case of each kind, in file order, is `holdout`; the rest `dev`.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent)]

import questions_data  # noqa: E402
import verify_data  # noqa: E402
from set_builder import SetFiles, build  # noqa: E402

UNSEEN19 = SetFiles(HERE, (("staffhandbook_en", "u19h", "en"), ("marketplace_ru", "u19m", "ru")), "u19", questions_data,
                    verify_data, {"AU": ("Australia",), "NZ": ("New Zealand",)})

if __name__ == "__main__":
    build(UNSEEN19)
