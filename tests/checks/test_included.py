"""A case the source denies, named as included (tether.checks.included)."""

from __future__ import annotations

import pytest
from one_fragment import checks_of as _checks

ANNUAL = ("If you pay for a year in advance, you get 20% off the monthly price on Team and Business. Starter has no "
          "annual discount. The annual price is fixed for the whole year.")
RASSROCHKA = ("Автошкола предоставляет рассрочку на срок до 4 месяцев без процентов. Рассрочка не предоставляется на "
              "обучение категории A.")


@pytest.mark.parametrize(("text", "question", "answer"), [
    # unseen18 dev u18-en-031, u18-ru-031
    (ANNUAL, "Does every plan get the yearly discount?",
     "Every plan, Starter included, gets 20% off when you pay for a year in advance."),
    (RASSROCHKA, "Дают ли рассрочку на категорию A?",
     "Да, рассрочку до 4 месяцев без процентов дают на обучение любой категории, в том числе A."),
    (RASSROCHKA, "Дают ли рассрочку на категорию A?",
     "Рассрочку дают на обучение всех категорий, включая A."),
])
def test_a_denied_case_named_as_included_is_unsupported(text: str, question: str, answer: str) -> None:
    assert "unsupported-claim" in _checks(text, answer, question)


@pytest.mark.parametrize(("text", "question", "answer"), [
    (ANNUAL, "Does every plan get the yearly discount?",
     "Team and Business, Business included, get 20% off when you pay for a year in advance; Starter does not."),
    (ANNUAL, "Does every plan get the yearly discount?", "No: Starter has no annual discount."),
    (RASSROCHKA, "Дают ли рассрочку?", "Рассрочку до 4 месяцев дают на все категории, кроме A."),
])
def test_an_included_case_the_source_grants_passes(text: str, question: str, answer: str) -> None:
    assert "unsupported-claim" not in _checks(text, answer, question)


TARIFY = ("Обучение на категорию A стоит 26 000 ₽. Обучение на категорию C стоит 64 000 ₽; на категорию C принимаются "
          "ученики не моложе 18 лет.")
CARS = "Category A cars need a deposit of €300. Category B cars need a deposit of €500 and a licence held 2 years."


@pytest.mark.parametrize(("text", "answer", "fires"), [
    # unseen18 dev u18-ru-040: the rule of category C said of every category
    (TARIFY, "На все категории принимают учеников не моложе 18 лет.", True),
    (CARS, "Cars of all categories need a licence held 2 years.", True),
    (TARIFY, "На категорию C принимают учеников не моложе 18 лет.", False),
    (TARIFY, "Обучение на любую категорию стоит от 26 000 ₽.", False),
])
def test_a_rule_of_one_class_said_of_every_class(text: str, answer: str, fires: bool) -> None:
    assert ("unsupported-claim" in _checks(text, answer)) is fires
