"""Write the unseen40 JSONL files from questions_data.py and verify_data.py,
checking every label's premises against the corpora (no Tether code is used).
The code is evalsets/set_builder.py, shared by the black-box sets; this file names the set.

    python evalsets/unseen40/build_unseen40.py            # write and check
    python evalsets/unseen40/build_unseen40.py --figures  # also list every digit group of every verify answer

Split, fixed before anything was written: per file (questions) or per language (verify), the 2nd,
5th, 8th, ... case of each kind, in file order, is `holdout`; the rest `dev`.

One set-local adaptation: the Icelandic 2027 edition writes its amounts with a dot between thousands
("11.900 kr."), which the shared builder's digit-group check (`_groups`, used only for the premise
checks of verify cases) keeps as the decimal "11.900", so "ISK 11,900" or "11900" would not match it.
Here a dot followed by exactly three digits and no further digit is dropped first, so "11.900 kr.",
"ISK 11,900" and "11900" are one group. No figure of either corpus is a decimal with three digits
after the point ("2.5-hour" is unaffected). The files written are unaffected.
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

UNSEEN40 = SetFiles(HERE, (("whales_en", "u40W", "en"), ("yakhty_ru", "u40Y", "ru")), "u40",
                    questions_data, verify_data,
                    {"IS": ("Iceland",), "DK": ("Denmark",), "RU": ("Росси",), "TR": ("Турци",)})

if __name__ == "__main__":
    build(UNSEEN40)
