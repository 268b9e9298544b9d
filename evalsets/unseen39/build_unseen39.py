"""Write the unseen39 JSONL files from questions_data.py and verify_data.py,
checking every label's premises against the corpora (no Tether code is used).
The code is evalsets/set_builder.py, shared by the black-box sets; this file names the set.

    python evalsets/unseen39/build_unseen39.py            # write and check
    python evalsets/unseen39/build_unseen39.py --figures  # also list every digit group of every verify answer

Split, fixed before anything was written: per file (questions) or per language (verify), the 2nd,
5th, 8th, ... case of each kind, in file order, is `holdout`; the rest `dev`.

One set-local adaptation: the 2027 editions write their amounts with zero cents or kopecks
("HK$4,380.00", «620,00 руб.»), which the shared builder's digit-group check (`_groups`, used only for
the premise checks of verify cases) keeps as the decimal "4380.00", so "HK$4,380", "4380" or «620 руб.»
would not match it. Here a comma or dot followed by exactly "00" and no further digit is dropped first,
so "HK$4,380.00", "HK$4,380" and "4380" are one group. The files written are unaffected.
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
    return _shared_groups(re.sub(r"(?<=\d)[.,]00(?!\d)", "", text))


set_builder._groups = _groups

UNSEEN39 = SetFiles(HERE, (("tutoring_en", "u39T", "en"), ("perevod_ru", "u39P", "ru")), "u39",
                    questions_data, verify_data,
                    {"HK": ("Hong Kong",), "SG": ("Singapore",), "RU": ("Росси",), "RS": ("Серби",)})

if __name__ == "__main__":
    build(UNSEEN39)
