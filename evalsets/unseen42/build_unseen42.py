"""Write the unseen42 JSONL files from questions_data.py and verify_data.py,
checking every label's premises against the corpora (no Tether code is used).
The code is evalsets/set_builder.py, shared by the black-box sets; this file names the set.

    python evalsets/unseen42/build_unseen42.py            # write and check
    python evalsets/unseen42/build_unseen42.py --figures  # also list every digit group of every verify answer

Split, fixed before anything was written: per file (questions) or per language (verify), the 2nd,
5th, 8th, ... case of each kind, in file order, is `holdout`; the rest `dev`.

No set-local adaptation: both corpora write thousands with a comma ("GBP 1,850", "£1,500"), a space
("1 600 ₽", "AMD 2 000", "1 000 ֏") or not at all ("2000 руб.", "10000 драм", "1000 руб."), which the
shared digit-group helper already joins.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent)]

import questions_data  # noqa: E402
import verify_data  # noqa: E402
from set_builder import SetFiles, build  # noqa: E402

UNSEEN42 = SetFiles(HERE, (("golf_en", "u42G", "en"), ("kiberklub_ru", "u42K", "ru")), "u42",
                    questions_data, verify_data,
                    {"GB": ("United Kingdom",), "IE": ("Ireland",), "RU": ("Росси",), "AM": ("Армени",)})

if __name__ == "__main__":
    build(UNSEEN42)
