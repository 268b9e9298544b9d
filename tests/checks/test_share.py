"""A share of a price said otherwise than the cited sentence says it (tether.checks.share): «всю
стоимость часов» where «до половины стоимости часов» (unseen42 dev u42-ru-042, read after its blind
arrival measurement), "the full ticket price" where "half of the ticket price"."""

from __future__ import annotations

from fractions import Fraction

import pytest
from one_fragment import checks_of as _checks

from tests.linear import grows_linearly
from tether.checks.share import shares

BONUSES = "Бонусами можно оплатить до половины стоимости часов, но не ночной пакет."
REFUNDS = "If you cancel 5 to 10 days before, we refund half of the ticket price."
REFUNDS_RU = "При отмене за 5–10 дней возвращаем половину стоимости билета."
FULL = "If you cancel more than 10 days before, we refund the full price."
BOTH = "If you cancel at least 14 days before, you get a full refund; later, we keep 50 % of the hire fee."


@pytest.mark.parametrize(("text", "answer"), [
    (BONUSES, "Бонусами можно оплатить всю стоимость часов."),
    (REFUNDS, "If you cancel 5 to 10 days before, we refund the full ticket price."),
    (REFUNDS_RU, "При отмене за 5–10 дней возвращаем полную стоимость билета."),
    (FULL, "If you cancel more than 10 days before, we refund half the price."),
    # the red-team's en-034, after 3913a93 read "full" only where a sum is paid back
    ("If you cancel less than 48 hours before arrival, half the price is refunded.",
     "If you cancel less than 48 hours before arrival, you get the full price back."),
    ("Late cancellations are refunded 50 % of the price.", "Yes, late cancellations are refunded in full."),
    ("Points can pay for up to a quarter of the price of a booking.",
     "Points can pay for half the price of a booking."),
])
def test_another_share_of_the_price_is_unsupported(text: str, answer: str) -> None:
    assert "unsupported-claim" in _checks(text, answer, "")


@pytest.mark.parametrize(("text", "answer"), [
    (BONUSES, "Бонусами можно оплатить не больше половины стоимости часов."),
    (REFUNDS, "Cancelling 5 to 10 days before gets you half the ticket price back."),
    (FULL, "If you cancel more than 10 days before, you get the full price back."),
    (FULL, "If you cancel more than 10 days before, the price is refunded in full."),
    # the sentence states both shares; a price in money states none; the claim's per cent is a figure's
    (BOTH, "If you cancel at least 14 days before, the hire fee is refunded in full."),
    ("A full plot costs £90 a year.", "The full price of a plot is £90 a year."),
    (REFUNDS, "If you cancel 5 to 10 days before, we refund 50 % of the ticket price."),
    # a source's elided "…; over 120 minutes, the full price" states the whole price back (red-team en-041)
    ("If the train is delayed over 60 minutes, you get 50% of the ticket price back; over 120 minutes, the full "
     "price.", "If the train is more than 120 minutes late, you get the full price back."),
    # half board is no share of a price, nor the full price a share where children pay half (a review)
    ("Half board is included in the price.", "The price includes half board."),
    ("Admission is 20 euros for adults; children under 12 pay half price.", "Adults pay the full price of 20 euros."),
    ("Вход стоит 500 рублей, дети до 12 лет платят половину стоимости.",
     "Взрослые платят полную стоимость — 500 рублей."),
])
def test_the_same_share_or_none_passes(text: str, answer: str) -> None:
    assert "unsupported-claim" not in _checks(text, answer, "")


@pytest.mark.parametrize(("text", "read"), [
    ("до половины стоимости часов", {Fraction(1, 2)}), ("we refund the full ticket price", {Fraction(1)}),
    # "the full price" is as often the normal price: a share only where a sum is paid back (a review)
    ("the full ticket price", set()), ("полная стоимость", set()), ("вернём полную стоимость", {Fraction(1)}),
    ("the deposit is refunded in full", {Fraction(1)}), ("возвращаем 50 % стоимости", {Fraction(1, 2)}),
    ("a third of the fee", {Fraction(1, 3)}), ("half board is included", set()), ("all prices include VAT", set()),
])
def test_shares_read(text: str, read: set[Fraction]) -> None:
    assert shares(text) == read


@pytest.mark.parametrize("unit", ["half ", "full price ", "fee in full ", "50 % стоимости "])
def test_reading_shares_is_linear(unit: str) -> None:
    assert grows_linearly(lambda n: unit * n + "x", lambda given: shares(given))


@pytest.mark.parametrize("word", ["x", "ы"])
def test_reading_shares_beside_a_long_word_is_linear(word: str) -> None:
    # the optional word before a price was tried from every letter of a long word (a review: 8 s at 20k)
    assert grows_linearly(lambda n: "full refund, полностью " + word * n, shares, small=2_000)
