"""One kind's rule said of the thing itself, where the cited text gives another kind the other side
of the rule (issue 11; tether.checks.parallel_cases.drops_the_kind)."""

from __future__ import annotations

import pytest
from one_fragment import checks_of as _checks

WEATHER = ("If Vento Cycling cancels a guided tour or a day ride because of a storm or heat warning, you choose "
           "between a full refund and another date. Self-guided tours are not refunded because of weather.")
DOGS = "Small dogs are welcome in the garden rooms. Large dogs are not allowed."
PARKING = ("In Poland, a parking space in the courtyard of our Gdańsk building costs 300 zł a month. "
           "Our Poznań building has no parking for residents.")
CARDS = "Пластиковая карта выпускается бесплатно. Цифровая карта доступна в приложении сразу."


@pytest.mark.parametrize(("text", "answer", "question"), [
    (WEATHER, "No. Tours are not refunded because of weather.", "If a storm hits, do we get our money back?"),
    (DOGS, "Dogs are welcome in the garden rooms.", "Can I bring my dog?"),
    # after a possessive, and with the country the text names elsewhere (unseen38 dev u38-en-034)
    (PARKING, "No. Our buildings in Poland have no parking for residents.", "Can residents park in Poland?"),
    (PARKING, "Our buildings have no parking for residents.", "Is there parking?"),
])
def test_a_kind_dropped_where_another_kind_has_the_other_rule_is_unsupported(
        text: str, answer: str, question: str) -> None:
    assert "unsupported-claim" in _checks(text, answer, question)


@pytest.mark.parametrize(("text", "answer", "question"), [
    (WEATHER, "No. Self-guided tours are not refunded because of weather.", "Do we get our money back?"),
    (WEATHER, "Tours are not refunded because of weather if they are self-guided.", "Do we get our money back?"),
    (DOGS, "Yes, small dogs are welcome in the garden rooms.", "Can I bring my dog?"),
    (DOGS, "Dogs are welcome in the garden rooms.", "Can I bring my small dog?"),
    # a kind that only describes: the other kind's sentence says no other side of the rule
    (CARDS, "Карта выпускается бесплатно.", "Сколько стоит выпуск карты?"),
    (PARKING, "No. Our Poznań building has no parking for residents.", "Can residents park in Poland?"),
    (PARKING, "Our buildings in Poland have no parking for residents.", "Can I park at the Poznań building?"),
    ("All rooms include breakfast. Family rooms have a sofa bed.", "Rooms include breakfast.", "Breakfast?"),
])
def test_the_kind_named_or_no_other_rule_passes(text: str, answer: str, question: str) -> None:
    assert "unsupported-claim" not in _checks(text, answer, question)
