"""A "Yes" with the general rule to a question about a case the source denies the act for
(tether.checks.answer_word.yes_to_a_case_denied): «Можно ли обменять билет, купленный по акции?» →
«Да, обменять билет … можно один раз» against «Билеты, купленные по акции, не обмениваются» (unseen41
dev u41-ru-030, read after its blind arrival measurement)."""

from __future__ import annotations

import pytest
from one_fragment import checks_of as _checks

from tests.linear import grows_linearly

EXCHANGE_RU = ("Обменять билет на другую дату того же спектакля можно один раз, не позднее чем за 48 часов до "
               "начала. Билеты, купленные по акции, не обмениваются.")
EXCHANGE_EN = ("Tickets can be exchanged once for another date. Tickets bought on a promotion are not "
               "exchanged.")
REFUND_EN = ("Tickets can be exchanged once for another date. Promotional tickets bought on a promotion are "
             "not refunded.")
EXCHANGED = "Yes, tickets can be exchanged once for another date."
PROMOTION = "Can I exchange a ticket bought on a promotion?"
PHONE = ("Bookings can be cancelled free of charge up to 48 hours before. Bookings made by phone cannot be "
         "changed online.")


@pytest.mark.parametrize(("question", "text", "answer"), [
    ("Можно ли обменять билет, купленный по акции?", EXCHANGE_RU,
     "Да, обменять билет на другую дату того же спектакля можно один раз, не позднее чем за 48 часов до начала."),
    (PROMOTION, EXCHANGE_EN, EXCHANGED),
    # the ban after the infinitive (a red-team of session 41)
    ("Можно ли вернуть билет, купленный по акции?",
     "Билет можно вернуть за 10 дней до спектакля. Билеты, купленные по акции, вернуть нельзя.",
     "Да, билет можно вернуть за 10 дней до спектакля."),
    ("Можно ли перенести бронь, сделанную по телефону?",
     "Бронь можно перенести за 2 дня. Бронь, сделанную по телефону, перенести невозможно.",
     "Да, бронь можно перенести за 2 дня."),
    # «бесплатно» grants; it is no negator (a red-team of this session)
    ("Можно ли перенести бронь номера по невозвратному тарифу?",
     "Бронь можно перенести на другие даты за 3 дня до заезда. Бронь по невозвратному тарифу перенести невозможно.",
     "Да, бронь можно бесплатно перенести на другие даты."),
])
def test_a_yes_to_the_denied_case_is_unsupported(question: str, text: str, answer: str) -> None:
    assert "unsupported-claim" in _checks(text, answer, question)


@pytest.mark.parametrize(("question", "text", "answer"), [
    # the case's denial is of another act
    (PROMOTION, REFUND_EN, EXCHANGED),
    ("Can I cancel a booking made by phone?", PHONE,
     "Yes, bookings can be cancelled free of charge up to 48 hours before."),
    ("Можно ли перенести бронь, сделанную по телефону?",
     "Бронь можно перенести за 2 дня. Бронь, сделанную по телефону, отменить запрещено.",
     "Да, бронь можно перенести за 2 дня."),
    # the answer names the case and denies it
    ("Можно ли обменять билет, купленный по акции?", EXCHANGE_RU, "Нет, билеты, купленные по акции, не обмениваются."),
])
def test_another_acts_denial_or_the_denial_said_passes(question: str, text: str, answer: str) -> None:
    assert "unsupported-claim" not in _checks(text, answer, question)


@pytest.mark.parametrize("unit", ["вернуть ", "вернутьвернуть", "вернуть нельзя вернуть "])
def test_reading_a_ban_after_the_infinitive_is_linear(unit: str) -> None:
    from tether.checks.answer_word import _banned_after

    assert grows_linearly(lambda n: unit * n + "x", _banned_after)


def test_a_noun_after_a_preposition_is_no_banned_act() -> None:
    # «в сети нельзя»: «сети» ends as an infinitive does (a review)
    from tether.checks.answer_word import _banned_after

    assert _banned_after("Билеты, купленные по акции, вернуть нельзя.") == {"вернут"}
    assert _banned_after("Курить в сети нельзя.") == frozenset()
