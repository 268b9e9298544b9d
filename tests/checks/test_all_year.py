""""… 10% cheaper, all year round" against "… 10% cheaper, except from December 20 to January 3":
a rule said to hold the whole year where its sentence excepts a part of it (unseen46 dev
u46-en-030; tether.checks.all_year)."""

from __future__ import annotations

import pytest
from one_fragment import checks_of as _checks

from tests.linear import grows_linearly
from tether.checks.all_year import _EXCEPTED_PERIOD

BOARDING = ("Overnight boarding costs C$48 per dog per night. Stays of 14 nights or more are 10% cheaper, except "
            "from December 20 to January 3.")
BANYA = "Баня стоит 3 400 ₽ в час. По будням до 14:00 сауна на 20 % дешевле, кроме праздников."
POOL = "The outdoor pool is open from May to September. The indoor pool is open all year round."
UNSUPPORTED = "unsupported-claim"


@pytest.mark.parametrize(("text", "answer"), [
    (BOARDING, "Yes. Every stay of 14 nights or more is 10% cheaper, all year round."),
    (BOARDING, "Stays of 14 nights or more are 10% cheaper at any time of year."),
    (BANYA, "По будням до 14:00 сауна на 20 % дешевле круглый год."),
])
def test_the_whole_year_against_an_excepted_period_is_unsupported(text: str, answer: str) -> None:
    assert UNSUPPORTED in _checks(text, answer, "Is there a discount?")


@pytest.mark.parametrize(("text", "answer"), [
    (BOARDING, "Stays of 14 nights or more are 10% cheaper, except from December 20 to January 3."),
    (POOL, "The indoor pool is open all year round."),  # the source says so
    (BANYA, "По будням до 14:00 сауна на 20 % дешевле, но не в праздники."),
])
def test_the_exception_kept_or_a_whole_year_stated_passes(text: str, answer: str) -> None:
    assert UNSUPPORTED not in _checks(text, answer, "Is there a discount?")


def test_reading_an_exception_is_linear() -> None:
    assert grows_linearly(lambda n: "except " + "x " * n + "y.", _EXCEPTED_PERIOD.search, small=500)
