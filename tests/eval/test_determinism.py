"""The same question gets the same answer in every process: nothing may hang on set order.

Python salts ``str`` hashes per process, so a decision that takes "the first" of a set of
stems changes from run to run. One did (a typo repair with two stems of the same length:
unseen11 dev u11v-019 stopped under some PYTHONHASHSEED values and answered from the wrong
record under others). Each labelled set is asked here under several salts and every report
must be byte-identical.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SEEDS = ("0", "4", "5")  # 4 and 5 gave the other answer to u11v-019; 0 the first
SETS = [("unseen11", "questions_vet_ru.jsonl", "vet_ru"), ("unseen10", "questions_home_en.jsonl", "home_en")]


@pytest.mark.parametrize(("evalset", "questions", "corpus"), SETS)
def test_a_question_sets_report_does_not_depend_on_the_hash_seed(tmp_path: Path, evalset: str, questions: str,
                                                                 corpus: str) -> None:
    reports = set()
    for seed in SEEDS:
        env = dict(os.environ, PYTHONHASHSEED=seed, TETHER_HOME=str(tmp_path / seed))
        run = subprocess.run([sys.executable, "-m", "tether", "eval", "questions",
                              str(ROOT / "evalsets" / evalset / questions), "--corpus",
                              str(ROOT / "evalsets" / evalset / "corpora" / corpus), "--json"],
                             env=env, capture_output=True, text=True, timeout=300)
        assert run.returncode in (0, 1), run.stderr  # 1: an answer from a wrong source, reported
        reports.add(run.stdout)
    assert len(reports) == 1
