"""Write the unseen41 JSONL files from questions_data.py and verify_data.py,
checking every label's premises against the corpora (no Tether code is used).
The code is evalsets/set_builder.py, shared by the black-box sets; this file names the set.

    python evalsets/unseen41/build_unseen41.py            # write and check
    python evalsets/unseen41/build_unseen41.py --figures  # also list every digit group of every verify answer

Split, fixed before anything was written: per file (questions) or per language (verify), the 2nd,
5th, 8th, ... case of each kind, in file order, is `holdout`; the rest `dev`.

No set-local adaptation: both corpora write thousands with a comma ("£1,250") or a space ("2 500 ₽",
"KZT 3 000") or not at all ("8000 руб.", "5000 тенге"), which the shared digit-group helper already joins.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent)]

import questions_data  # noqa: E402
import verify_data  # noqa: E402
from set_builder import SetFiles, build  # noqa: E402

UNSEEN41 = SetFiles(HERE, (("museums_en", "u41M", "en"), ("rampa_ru", "u41R", "ru")), "u41",
                    questions_data, verify_data,
                    {"GB": ("United Kingdom",), "IE": ("Ireland",), "RU": ("Росси",), "KZ": ("Казахстан",)})

if __name__ == "__main__":
    build(UNSEEN41)
