"""A word negated by its prefix: «платная» for «бесплатна», "used" for "unused"
(tether.checks.prefix_negation)."""

from __future__ import annotations

import pytest
from one_fragment import checks_of

DOSTAVKA = "Доставка бесплатна при заказе от 3 000 рублей, в остальных случаях стоимость доставки — 300 рублей."
VOZVRAT = "Товар надлежащего качества можно вернуть в течение 14 дней со дня покупки при сохранении чека."
RETURNS = "Unused items can be returned within 30 days."


@pytest.mark.parametrize(("text", "answer"), [
    (DOSTAVKA, "Доставка платная при заказе от 3 000 рублей."),  # a red-team, x19
    (VOZVRAT, "Товар ненадлежащего качества можно вернуть в течение 14 дней со дня покупки."),  # x17
    (RETURNS, "Used items can be returned within 30 days."),
    # "non-" with its hyphen is a prefix on a short word too; the EU of another clause is not the calls' (x09)
    ("Roaming in the EU is included in the monthly price of 29 EUR; calls to non-EU countries cost 1.20 EUR per "
     "minute.", "Calls to EU countries cost 1.20 EUR per minute."),
])
def test_a_word_negated_by_its_prefix_is_unsupported(text: str, answer: str) -> None:
    assert "unsupported-claim" in checks_of(text, answer)


@pytest.mark.parametrize(("text", "answer"), [
    (DOSTAVKA, "Доставка бесплатна при заказе от 3 000 рублей."),
    # turned back by a negation of its own
    (DOSTAVKA, "При заказе от 3 000 рублей доставка не платная."),
    (RETURNS, "Only unused items can be returned, within 30 days."),
    # a sentence stating both cases: the claim's word is its other clause's (unseen22 u22-ru-001)
    ("Пребывание в группе полного дня стоит 42 000 ₽ в месяц, в группе неполного дня — 28 000 ₽ в месяц.",
     "Группа полного дня стоит 42 000 ₽ в месяц."),
])
def test_the_word_as_the_source_states_it_passes(text: str, answer: str) -> None:
    assert "unsupported-claim" not in checks_of(text, answer)
