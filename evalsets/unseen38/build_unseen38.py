"""Write the unseen38 JSONL files from questions_data.py and verify_data.py,
checking every label's premises against the corpora (no Tether code is used).
The code is evalsets/set_builder.py, shared by the black-box sets; this file names the set.

    python evalsets/unseen38/build_unseen38.py            # write and check
    python evalsets/unseen38/build_unseen38.py --figures  # also list every digit group of every verify answer

Split, fixed before anything was written: per file (questions) or per language (verify), the 2nd,
5th, 8th, ... case of each kind, in file order, is `holdout`; the rest `dev`.

One set-local adaptation: the Polish 2027 edition writes its amounts with a decimal comma and zero
hundredths ("1 290,00 zł"), which the shared builder's digit-group check (`_groups`, used only for the
premise checks of verify cases) keeps as the decimal "1290.00", so "1 290 zł", "PLN 1,290" and "1290"
would not match it. Here a comma or dot followed by exactly "00" and no further digit is dropped first,
so "1 290,00 zł", "1 290 zł" and "1290" are one group. The files written are unaffected.
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

UNSEEN38 = SetFiles(HERE, (("housing_en", "u38H", "en"), ("moyka_ru", "u38M", "ru")), "u38",
                    questions_data, verify_data,
                    {"PL": ("Poland",), "CZ": ("Czech",), "RU": ("Росси",), "KZ": ("Казахстан",)})

if __name__ == "__main__":
    build(UNSEEN38)
