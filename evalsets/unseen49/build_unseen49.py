"""Write the unseen49 JSONL files from questions_data.py and verify_data.py,
checking every label's premises against the corpora (no Tether code is used).
The code is evalsets/set_builder.py, shared by the black-box sets; this file names the set.

    python evalsets/unseen49/build_unseen49.py            # write and check
    python evalsets/unseen49/build_unseen49.py --figures  # also list every digit group of every verify answer

Split, fixed before anything was written: per file (questions) or per language (verify), the 2nd,
5th, 8th, ... case of each kind, in file order, is `holdout`; the rest `dev`.

No set-local adaptation: amounts are written "NZ$139", "NZD 129", "199 NZD", "$205" (a New Zealand
record), "A$159", "NZ$2,500", "A$0.35", "1 100 ₽", "950 рублей", "1 250 руб.", "850 сом", "600 KGS",
"10 %", "10%"; the shared digit-group helper joins space and comma thousands; clock times ("10:00",
"3:30") are one figure. The jurisdiction names: "NZ" is one of New Zealand's because every New Zealand
amount is written "NZ$"; Australia's is "Australia" only ("AU" would match inside words).
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent)]

import questions_data  # noqa: E402
import verify_data  # noqa: E402
from set_builder import SetFiles, build  # noqa: E402

UNSEEN49 = SetFiles(HERE, (("campervan_en", "u49C", "en"), ("hostel_ru", "u49H", "ru")), "u49",
                    questions_data, verify_data,
                    {"NZ": ("New Zealand", "NZ"), "AU": ("Australia",),
                     "RU": ("Росси",), "KG": ("Кыргыз", "Киргиз")})

if __name__ == "__main__":
    build(UNSEEN49)
