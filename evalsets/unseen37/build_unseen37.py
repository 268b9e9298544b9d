"""Write the unseen37 JSONL files from questions_data.py and verify_data.py,
checking every label's premises against the corpora (no Tether code is used).
The code is evalsets/set_builder.py, shared by the black-box sets; this file names the set.

    python evalsets/unseen37/build_unseen37.py            # write and check
    python evalsets/unseen37/build_unseen37.py --figures  # also list every digit group of every verify answer

Split, fixed before anything was written: per file (questions) or per language (verify), the 2nd,
5th, 8th, ... case of each kind, in file order, is `holdout`; the rest `dev`.

One set-local adaptation: the Vietnamese amounts are written with dot thousands ("850.000 ₫"), which
the shared builder's digit-group check (`_groups`, used only for the premise checks of verify cases)
reads as a decimal. Here a dot followed by exactly three digits and no further digit is joined first,
so "850.000 ₫", "850,000 VND" and "850000" are one group. The files written are unaffected.
"""
from __future__ import annotations

import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent)]

import questions_data  # noqa: E402
import set_builder  # noqa: E402
import verify_data  # noqa: E402
from set_builder import SetFiles, build  # noqa: E402

_shared_groups = set_builder._groups


def _groups(text: str) -> set[str]:
    return _shared_groups(re.sub(r"(?<=\d)\.(?=\d{3}(?!\d))", "", text))


set_builder._groups = _groups

UNSEEN37 = SetFiles(HERE, (("siam_en", "u37S", "en"), ("mebel_ru", "u37M", "ru")), "u37",
                    questions_data, verify_data,
                    {"TH": ("Thailand",), "VN": ("Vietnam",), "RU": ("Росси",), "MD": ("Молдов",)})

if __name__ == "__main__":
    build(UNSEEN37)
