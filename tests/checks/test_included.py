"""A rule of one lettered class said of every class (tether.checks.included)."""

from __future__ import annotations

import pytest
from one_fragment import checks_of as _checks

TARIFY = ("Обучение на категорию A стоит 26 000 ₽. Обучение на категорию C стоит 64 000 ₽; на категорию C принимаются "
          "ученики не моложе 18 лет.")
CARS = "Category A cars need a deposit of €300. Category B cars need a deposit of €500 and a licence held 2 years."


@pytest.mark.parametrize(("text", "answer", "fires"), [
    # unseen18 dev u18-ru-040: the rule of category C said of every category
    (TARIFY, "На все категории принимают учеников не моложе 18 лет.", True),
    (CARS, "Cars of all categories need a licence held 2 years.", True),
    (TARIFY, "На категорию C принимают учеников не моложе 18 лет.", False),
    (TARIFY, "Обучение на любую категорию стоит от 26 000 ₽.", False),
    # the rule stated for every class too (review): the one-class clause beside it is another rule
    ("Every class includes a free snack. Class A also includes free Wi-Fi and a free snack.",
     "Yes, every class includes a free snack.", False),
])
def test_a_rule_of_one_class_said_of_every_class(text: str, answer: str, fires: bool) -> None:
    assert ("unsupported-claim" in _checks(text, answer)) is fires
