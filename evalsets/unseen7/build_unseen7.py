"""Write the unseen7 JSONL files from questions_data.py and verify_data.py,
checking every label's premises against the corpora (no Tether code is used).

    python evalsets/unseen7/build_unseen7.py            # write and check
    python evalsets/unseen7/build_unseen7.py --figures  # also list every digit group of every verify answer

Split, fixed before anything was run (about one third holdout, every kind with more than one case in
both splits):
- questions: per file, the 2nd, 5th, 8th, … question of each kind (file order)
  is `holdout`;
- verify, clean cases: per language, the 2nd, 5th, 8th, 11th clean case;
- verify, faulty cases: the last case of a faulty kind in a language is
  `holdout` when FAULTY_HOLDOUT names the kind for that language — seven kinds
  per language: 14 of 40.

Its code is evalsets/set_builder.py (shared with unseen10 … unseen16); this file names the set.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent)]

import questions_data  # noqa: E402
import verify_data  # noqa: E402
from set_builder import SetFiles, build  # noqa: E402

FAULTY_HOLDOUT = {
    "en": frozenset({"other-sentence", "wrong-case", "uncited-fragment", "invented", "flipped", "exception", "condition"}),
    "ru": frozenset({"other-sentence", "wrong-case", "uncited-fragment", "flipped", "agent", "exception", "condition"}),
}

UNSEEN7 = SetFiles(HERE, (("broadband", "u7bb", "en"), ("shkola_ru", "u7sk", "ru")), "u7", questions_data, verify_data,
                    question_lists=("BB", "RU"), faulty_holdout=FAULTY_HOLDOUT)

if __name__ == "__main__":
    build(UNSEEN7)
