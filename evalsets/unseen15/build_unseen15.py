"""Write the unseen15 JSONL files from questions_data.py and verify_data.py,
checking every label's premises against the corpora (no Tether code is used).
The code is evalsets/set_builder.py, shared by unseen10 … unseen15; this file names the set.

    python evalsets/unseen15/build_unseen15.py            # write and check
    python evalsets/unseen15/build_unseen15.py --figures  # also list every digit group of every verify answer

Split, fixed before anything was run: per file (questions) or per language (verify), the 2nd, 5th,
8th, ... case of each kind, in file order, is `holdout`; the rest `dev`.

Jurisdiction names: only "Ireland" is given to the builder's check for IE. The builder looks for a name
as a lowercase substring, and "ie" occurs inside ordinary English words ("supplier", "applies"), so the
code would make every answer look as if it named the jurisdiction; correct answers here name "Ireland".
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent)]

import questions_data  # noqa: E402
import verify_data  # noqa: E402
from set_builder import SetFiles, build  # noqa: E402

UNSEEN15 = SetFiles(HERE, (("energy_en", "u15e", "en"), ("courier_ru", "u15c", "ru")), "u15", questions_data, verify_data,
                    {"IE": ("Ireland",)})

if __name__ == "__main__":
    build(UNSEEN15)
