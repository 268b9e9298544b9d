"""A grant in the case the source denies "even" in (tether.checks.even_if.grants_a_case_denied_even_so):
«Да, без вспышки снимать спектакль можно» against «… съёмка запрещена, даже без вспышки» (unseen41
dev u41-ru-044, read after its blind arrival measurement)."""

from __future__ import annotations

import pytest
from one_fragment import checks_of as _checks

from tests.linear import grows_linearly
from tether.checks.even_if import _denied_even_in

SHOOTING = ("Во время спектакля фото- и видеосъёмка запрещена, даже без вспышки. Снимать можно в фойе и на "
            "поклонах.")
PHOTOS = "Photography is not allowed during the performance, even without flash. You may take photos in the foyer."
PARKING = "Overnight parking is not permitted, even with a resident permit."
DAY_PARKING = PARKING + " Day parking is free with a resident permit."
GARDEN = "Dogs are welcome, even without a lead, in the garden."


@pytest.mark.parametrize(("text", "answer"), [
    (SHOOTING, "Да, без вспышки снимать спектакль можно, а в фойе и на поклонах — тем более."),
    (PHOTOS, "Yes, you may take photos during the performance without flash."),
    (PARKING, "With a resident permit you can park overnight."),
])
def test_a_grant_in_the_case_denied_even_so_is_unsupported(text: str, answer: str) -> None:
    assert "unsupported-claim" in _checks(text, answer, "")


@pytest.mark.parametrize(("text", "answer"), [
    (SHOOTING, "Нет, во время спектакля снимать нельзя даже без вспышки; можно только в фойе и на поклонах."),
    (PHOTOS, "Yes, you may take photos in the foyer."),
    # another act in the same case
    (DAY_PARKING, "With a resident permit you can park during the day for free."),
    # a source's "even" that grants
    (GARDEN, "Yes, dogs may come into the garden without a lead."),
])
def test_the_denial_restated_or_another_grant_passes(text: str, answer: str) -> None:
    assert "unsupported-claim" not in _checks(text, answer, "")


def test_reading_a_sentence_of_many_evens_is_linear() -> None:
    # the reading is kept per sentence: each run reads it afresh
    assert grows_linearly(lambda n: "Smoking is not allowed, even outside; " * n,
                          lambda given: (_denied_even_in.cache_clear(), _denied_even_in(given)), small=500)
