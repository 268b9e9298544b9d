"""Write the unseen43 JSONL files from questions_data.py and verify_data.py,
checking every label's premises against the corpora (no Tether code is used).
The code is evalsets/set_builder.py, shared by the black-box sets; this file names the set.

    python evalsets/unseen43/build_unseen43.py            # write and check
    python evalsets/unseen43/build_unseen43.py --figures  # also list every digit group of every verify answer

Split, fixed before anything was written: per file (questions) or per language (verify), the 2nd,
5th, 8th, ... case of each kind, in file order, is `holdout`; the rest `dev`.

No set-local adaptation: both corpora write thousands with a comma ("A$6,500", "NZ$2,500",
"4,200 Australian dollars") or a space ("NZ$ 7 200", "6 000 ₽", "5 000 сом"), which the shared
digit-group helper already joins; no figure in either corpus is a decimal.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent)]

import questions_data  # noqa: E402
import verify_data  # noqa: E402
from set_builder import SetFiles, build  # noqa: E402

UNSEEN43 = SetFiles(HERE, (("weddings_en", "u43W", "en"), ("skalodrom_ru", "u43S", "ru")), "u43",
                    questions_data, verify_data,
                    {"AU": ("Australia",), "NZ": ("New Zealand",), "RU": ("Росси",),
                     "KG": ("Кыргызст", "Киргиз")})

if __name__ == "__main__":
    build(UNSEEN43)
