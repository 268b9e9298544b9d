"""A value of another band (tether.verify.bands): the part of the cited sentence that states the value
bounds the reader's own figure out, and another part of it takes the figure in."""

from __future__ import annotations

import pytest
from one_fragment import checks_of

PREPAYMENT = ("Частные клиенты вносят предоплату 100 % за заказ до 5 000 ₽ включительно и 50 % за заказ больше "
              "5 000 ₽; остаток оплачивается при получении перевода.")
DEPOSIT = "A deposit of 30% is due on bookings up to £1,000, and 20% on bookings over £1,000."
CANCELLATION = ("A homestay cancelled 30 days or more before arrival is refunded in full. If it is cancelled from 29 "
                "to 8 days before arrival, one week's rate is kept; if it is cancelled 7 days or fewer before arrival, "
                "4 weeks' rate is kept.")
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
    # unseen50 dev u50-en-025: each band's condition is parted from its value by a comma, the bands by a
    # semicolon; and a period counted down to arrival runs "from 29 to 8 days", with 20 days inside it
    (CANCELLATION, "What happens if we cancel our homestay 20 days before arrival?",
     "If a homestay is cancelled from 29 to 8 days before arrival, 4 weeks' rate is kept.", True),
    (CANCELLATION, "What happens if we cancel our homestay 20 days before arrival?",
     "If a homestay is cancelled 20 days before arrival, one week's rate is kept.", False),
    (CANCELLATION, "What happens if we cancel our homestay 5 days before arrival?",
     "Cancelled 5 days before arrival, 4 weeks' rate is kept.", False),
    # a range rules a figure out at either end: 5 days is not "from 14 to 7 days" (a red-team)
    ("The cancellation fee is 20% if you cancel from 14 to 7 days before departure; it is 50% if you cancel "
     "6 days or fewer before departure.", "We have to cancel 5 days before departure. What is the fee?",
     "The fee is 20%.", True),
    # a clause of every case joined to one band's half is no value of that band (a red-team, a review)
    ("If an order is up to 50 EUR, shipping costs 4.95 EUR; if it is over 50 EUR, it ships free, and returns are "
     "accepted within 30 days for all orders.", "Can I return an order of 40 EUR?",
     "Returns are accepted within 30 days.", False),
    ("If an order is up to 50 EUR, shipping costs 4.95 EUR; if it is over 50 EUR, it ships free, and all orders "
     "can be returned within 30 days.", "Can I return an order of 40 EUR?", "You can return it within 30 days.",
     False),
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


@pytest.mark.parametrize(("text", "bounds"), [
    ("cancelled from 29 to 8 days before arrival", [("29", "<="), ("8 days", ">=")]),
    ("cancelled from 8 to 29 days before arrival", [("8", ">="), ("29 days", "<=")]),
    ("cancelled between 8 and 29 days before arrival", [("8", ">="), ("29 days", "<=")]),
    ("отмена от 3 до 7 дней до заезда", [("3", ">="), ("7 дней", "<=")]),
    ("отмена за 29–8 дней до заезда", []),  # no word opens it: a dash alone may be a list
])
def test_a_range_bounds_its_figures_whichever_end_comes_first(text: str, bounds: list[tuple[str, str]]) -> None:
    from tether.verify.thresholds import _thresholds

    assert [(m.text, bound) for m, bound, _ in _thresholds(text)] == bounds


def test_a_range_of_two_units_is_read_in_one() -> None:
    """"between 30 minutes and 2 hours" is 0.5 to 2 hours, not at least 2 hours (a review: the ends
    were ordered by their numbers, 30 > 2)."""
    text = ("If a train is between 30 minutes and 2 hours late, 25% of the fare is refunded; if it is more than 2 "
            "hours late, 50% is refunded.")
    assert "misattributed-figure" not in checks_of(text, "Yes, 25% of the fare is refunded.",
                                                   "My train was 45 minutes late. Do I get money back?")


@pytest.mark.parametrize(("days", "ruled_out"), [(20, True), (5, True), (10, False), (7, False), (14, False)])
def test_a_range_rules_a_figure_out_at_either_end(days: int, ruled_out: bool) -> None:
    """20 days is not "from 7 to 14 days", which "from 7" read alone took in."""
    from tether.verify.thresholds import question_figures, rules_out_the_reader

    reader = question_figures(f"We cancel {days} days before departure. What is the fee?")
    assert rules_out_the_reader("If you cancel from 7 to 14 days before departure, the fee is 20%", reader) \
        is ruled_out
