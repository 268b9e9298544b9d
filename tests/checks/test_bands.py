"""A value of another band (tether.verify.bands): the part of the cited sentence that states the value
bounds the reader's own figure out, and another part of it takes the figure in."""

from __future__ import annotations

import pytest
from one_fragment import checks_of

PREPAYMENT = ("Частные клиенты вносят предоплату 100 % за заказ до 5 000 ₽ включительно и 50 % за заказ больше "
              "5 000 ₽; остаток оплачивается при получении перевода.")
DEPOSIT = "A deposit of 30% is due on bookings up to £1,000, and 20% on bookings over £1,000."
DELAYS = ("При задержке более 1 часа пассажирам предоставляются горячие напитки, при задержке более 4 часов — "
          "горячее питание.")


@pytest.mark.parametrize(("text", "question", "answer", "fires"), [
    # unseen39 dev u39-ru-036: the small orders' 100 % given to an order of 8 000 ₽
    (PREPAYMENT, "Какая предоплата за заказ на 8 000 ₽?", "За заказ на 8 000 ₽ частный клиент вносит предоплату 100 %.",
     True),
    (PREPAYMENT, "Какая предоплата за заказ на 8 000 ₽?", "За заказ на 8 000 ₽ частный клиент вносит предоплату 50 %.",
     False),
    (PREPAYMENT, "Какая предоплата за заказ на 3 000 ₽?", "За заказ на 3 000 ₽ частный клиент вносит предоплату 100 %.",
     False),
    # a clause that names the other band itself is that band's: its value is the other band's (a review)
    (PREPAYMENT, "Какая предоплата за заказ на 8 000 ₽?",
     "За заказ до 5 000 ₽ включительно частный клиент вносит предоплату 50 %.", True),
    (DEPOSIT, "What deposit is due on a £1,500 booking?", "A deposit of 30% is due on your booking.", True),
    (DEPOSIT, "What deposit is due on a £1,500 booking?", "A deposit of 20% is due on your booking.", False),
    # the bound itself is no band's value: "more than 4 hours" names where hot meals begin
    (DELAYS, "Что положено пассажирам при задержке на 2 часа?",
     "При задержке более 1 часа положены горячие напитки; горячее питание — только при задержке более 4 часов.",
     False),
])
def test_a_value_of_the_band_that_rules_the_readers_figure_out(text: str, question: str, answer: str,
                                                               fires: bool) -> None:
    assert ("misattributed-figure" in checks_of(text, answer, question)) is fires


def test_a_bound_of_the_readers_own_is_no_point_a_band_rules_out() -> None:
    """"if uptime drops below 99%" asks about a band; "below 99.0%" is it, not a band that rules 99 out
    (unseen18 dev u18s-013: the template's quote of the cited sentence failed)."""
    text = ("If uptime in a month falls below 99.9%, a Business customer gets a credit of 10% of that month's fee, "
            "and 25% if uptime falls below 99.0%.")
    assert checks_of(text, text, "What credit do we get if uptime drops below 99% in a month?") == []
