"""Write the unseen8 JSONL files from questions_data.py and verify_data.py,
checking every label's premises against the corpora (no Tether code is used).

    python evalsets/unseen8/build_unseen8.py            # write and check
    python evalsets/unseen8/build_unseen8.py --figures  # also list every digit group of every verify answer

Split, fixed before anything was run (about one third holdout, every kind with more than one case in
both splits):
- questions: per file, the 2nd, 5th, 8th, … question of each kind (file order)
  is `holdout`;
- verify, clean cases: per language, the 2nd, 5th, 8th, 11th clean case;
- verify, faulty cases: the last case of a faulty kind in a language is
  `holdout` when FAULTY_HOLDOUT names the kind for that language — eight kinds
  per language: 16 of 42.

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
    "en": frozenset({"other-sentence", "wrong-case", "uncited-fragment", "invented", "flipped", "agent", "exception", "condition"}),
    "ru": frozenset({"other-sentence", "wrong-case", "uncited-fragment", "invented", "flipped", "agent", "exception", "condition"}),
}

UNSEEN8 = SetFiles(HERE, (("waste", "u8wa", "en"), ("bc_ru", "u8bc", "ru")), "u8", questions_data, verify_data,
                    question_lists=("WA", "RU"), faulty_holdout=FAULTY_HOLDOUT)

if __name__ == "__main__":
    build(UNSEEN8)
