""""… runs from Monday to Saturday *and there is* none on Sundays": a claim of two parts, each
compared with the clause that states it, not the whole with the first clause (unseen46 dev
u46-en-019, a correct answer failed as a flip of "The taxi runs from Monday to Saturday")."""

from __future__ import annotations

import pytest
from one_fragment import checks_of as _checks

from tests.linear import grows_linearly
from tether.checks.clauses import _PARTS

TAXI = ("The pet taxi picks dogs up within 15 km of the kennel for C$20 per trip. The taxi runs from Monday to "
        "Saturday; there is no taxi on Sundays.")
QUESTION = "Does the pet taxi come on Sundays?"
UNSUPPORTED = "unsupported-claim"


@pytest.mark.parametrize("answer", [
    "No, the pet taxi runs from Monday to Saturday and there is none on Sundays.",
    "The pet taxi runs from Monday to Saturday, and there is no taxi on Sundays.",
])
def test_each_part_restated_passes(answer: str) -> None:
    assert UNSUPPORTED not in _checks(TAXI, answer, QUESTION)


@pytest.mark.parametrize("answer", [
    "The pet taxi runs from Monday to Saturday and there is a taxi on Sundays.",
    "The pet taxi does not run from Monday to Saturday and there is a taxi on Sundays.",
    "The pet taxi does not run from Monday to Saturday and there is no taxi on Sundays.",
])
def test_a_part_turned_is_unsupported(answer: str) -> None:
    assert UNSUPPORTED in _checks(TAXI, answer, QUESTION)


def test_splitting_at_and_there_is_is_linear() -> None:
    assert grows_linearly(lambda n: "it runs and there is a taxi " * n, _PARTS.split, small=500)
