"""As often as you like where the rule counts (tether.checks.unlimited): "exchange it as many times as
you like" against "can be exchanged once" (unseen41 dev u41-en-042, u41-ru-042, read after its blind
arrival measurement)."""

from __future__ import annotations

import pytest
from one_fragment import checks_of as _checks

from tests.linear import grows_linearly
from tether.checks.unlimited import UNLIMITED

EXCHANGE = ("Tickets can be exchanged once for another date free of charge up to 24 hours before the visit. "
            "Refunds are given up to 7 days before.")
RENEW = "Продлить абонемент можно один раз, на 1 месяц, если подать заявление в кассе."
UNLIMITED_SOURCE = "Members can exchange tickets for another date any number of times, free of charge."


@pytest.mark.parametrize(("text", "answer"), [
    (EXCHANGE, "You can exchange your ticket for another date free of charge as many times as you like."),
    (EXCHANGE, "Tickets can be exchanged for another date any number of times."),
    (RENEW, "Продлевать абонемент можно сколько угодно раз, каждый раз на 1 месяц."),
    (RENEW, "Абонемент можно продлить любое количество раз на 1 месяц."),
    # a count in the genitive, another subject than "you", and a source that says "any number of
    # times" of another act (a red-team of session 41)
    ("Заявку можно редактировать до трёх раз.", "Заявку можно редактировать сколько угодно раз."),
    ("Students may attempt the quiz up to three times.", "Students can attempt the quiz as many times as they want."),
    ("The ticket can be exchanged once. You can view your booking online any number of times.",
     "You can exchange the ticket as many times as you like and view your booking online any number of times."),
])
def test_an_unlimited_count_of_a_counted_act_is_unsupported(text: str, answer: str) -> None:
    assert "unsupported-claim" in _checks(text, answer, "")


@pytest.mark.parametrize(("text", "answer"), [
    (EXCHANGE, "You can exchange your ticket once for another date free of charge, up to 24 hours before."),
    (RENEW, "Абонемент можно продлить один раз, на 1 месяц, подав заявление в кассе."),
    # the source says so too
    (UNLIMITED_SOURCE, "Members may exchange tickets for another date as many times as they like, free of charge."),
])
def test_the_count_the_source_gives_passes(text: str, answer: str) -> None:
    assert "unsupported-claim" not in _checks(text, answer, "")


def test_another_act_is_not_turned() -> None:
    # "once" counts the exchange; the answer's "as often as you like" is of visiting the café
    answer = "You can visit the café as often as you like during opening hours."
    assert "unsupported-claim" not in _checks(EXCHANGE + " The café is open to every visitor during opening hours.",
                                              answer, "")


def test_reading_an_unlimited_count_is_linear() -> None:
    assert grows_linearly(lambda n: "as many times as " * n + "x",
                          lambda given: list(UNLIMITED.pattern.finditer(given)))
