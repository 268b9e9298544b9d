"""One kind's rule said of the thing itself, where the cited text gives another kind the other side
of the rule (issue 11; tether.checks.parallel_cases.drops_the_kind)."""

from __future__ import annotations

import pytest
from one_fragment import checks_of as _checks

WEATHER = ("If Vento Cycling cancels a guided tour or a day ride because of a storm or heat warning, you choose "
           "between a full refund and another date. Self-guided tours are not refunded because of weather.")
DOGS = "Small dogs are welcome in the garden rooms. Large dogs are not allowed."
CARDS = "Пластиковая карта выпускается бесплатно. Цифровая карта доступна в приложении сразу."


@pytest.mark.parametrize(("text", "answer", "question"), [
    (WEATHER, "No. Tours are not refunded because of weather.", "If a storm hits, do we get our money back?"),
    (DOGS, "Dogs are welcome in the garden rooms.", "Can I bring my dog?"),
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
    ("All rooms include breakfast. Family rooms have a sofa bed.", "Rooms include breakfast.", "Breakfast?"),
])
def test_the_kind_named_or_no_other_rule_passes(text: str, answer: str, question: str) -> None:
    assert "unsupported-claim" not in _checks(text, answer, question)
