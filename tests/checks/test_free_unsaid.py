"""A claim that something is free where no cited sentence says anything is (tether.checks.free_unsaid)."""

from __future__ import annotations

import pytest
from one_fragment import checks_of

LAUNDRY = ("The code for the gates is given when the berth is paid. Laundry tokens cost €4 at the office. "
           "The office is open from 8:00 to 20:00.")
STIRKA = "Жетоны для стирки стоят 200 ₽ на ресепшене. Ресепшен работает с 8:00 до 20:00."
COOLING = "You may cancel a new contract within 14 days of signing it, without giving a reason and without any charge."


@pytest.mark.parametrize(("text", "answer"), [
    # unseen24 dev u24-en-039: the source's words, and the price taken away
    (LAUNDRY, "Yes, laundry tokens are sold at the office. Berth holders get their laundry tokens free of charge."),
    (LAUNDRY, "Laundry tokens are sold at the office at no extra cost for berth holders."),
    (STIRKA, "Постоянные клиенты получают жетоны для стирки на ресепшене бесплатно."),
])
def test_free_said_where_nothing_is_free_is_unsupported(text: str, answer: str) -> None:
    assert "unsupported-claim" in checks_of(text, answer)


@pytest.mark.parametrize(("text", "answer"), [
    (COOLING, "You can cancel a new contract within 14 days of signing it, without giving any reason and free of "
              "charge."),
    ("Showers are included in the berth fee. Laundry tokens cost €4.", "Showers are free for berth holders."),
    ("Замена SIM-карты не тарифицируется.", "Замена SIM-карты бесплатна."),
])
def test_free_said_where_the_source_says_it_passes(text: str, answer: str) -> None:
    assert "unsupported-claim" not in checks_of(text, answer)



@pytest.mark.parametrize(("text", "answer"), [
    ("The bread contains no gluten.", "Yes, the bread is free of gluten."),
    ("Парковка для гостей предоставляется безвозмездно.", "Парковка для гостей бесплатная."),
])
def test_free_of_a_thing_and_a_source_saying_free_in_other_words(text: str, answer: str) -> None:
    assert "unsupported-claim" not in checks_of(text, answer)
