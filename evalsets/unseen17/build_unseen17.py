"""Write the unseen17 JSONL files from questions_data.py and verify_data.py,
checking every label's premises against the corpora (no Tether code is used).
The code is evalsets/set_builder.py, shared by unseen10 … unseen17; this file names the set.

    python evalsets/unseen17/build_unseen17.py            # write and check
    python evalsets/unseen17/build_unseen17.py --figures  # also list every digit group of every verify answer

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

UNSEEN17 = SetFiles(HERE, (("insurance_en", "u17i", "en"), ("mobile_ru", "u17m", "ru")), "u17", questions_data,
                    verify_data, {"GB": ("United Kingdom", "GB", "UK")})

if __name__ == "__main__":
    build(UNSEEN17)
