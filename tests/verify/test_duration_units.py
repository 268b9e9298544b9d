"""A period the cited text states in another unit it is a whole number of: "two weeks" for
"within 14 days" (unseen47 dev u47-en-015). Working days are never converted, and the
question's unitless values are no period in another unit."""

from __future__ import annotations

import pytest

from tests.verify.verify_helpers import checks_on


def _checks(text: str, answer: str, question: str = "How long does it take?") -> list[str]:
    return checks_on(question, text, answer)


@pytest.mark.parametrize(("text", "answer"), [
    ("The CRA usually pays a refund within 14 days.", "The CRA usually pays a refund within two weeks."),
    ("Refunds reach your card within 2 weeks.", "Refunds reach your card within 14 days."),
    ("Гарантия на работы — 18 месяцев.", "Гарантия на работы — полтора года, то есть 1,5 года."),
    ("The warranty lasts 24 months.", "The warranty lasts 2 years."),
    ("Cancel at least 48 hours before the start.", "Cancel at least 2 days before the start."),
    ("Сеанс длится 2 часа.", "Сеанс длится 120 минут."),
])
def test_a_period_in_another_unit_it_is_a_whole_number_of_is_supported(text: str, answer: str) -> None:
    assert not {"unsupported-number", "unsupported-claim", "misattributed-figure"} & set(_checks(text, answer))


@pytest.mark.parametrize(("text", "answer"), [
    ("Fee refunds go back to your card within 10 business days.", "Fee refunds go back to your card within two weeks."),
    ("The CRA usually pays a refund within 14 days.", "The CRA usually pays a refund within three weeks."),
    ("The warranty lasts 24 months.", "The warranty lasts 3 years."),
    ("Сеанс длится 2 часа.", "Сеанс длится 90 минут."),
    # one whole unit is no "24 hours a day" (a red-team of session 46)
    ("The helpdesk answers calls 24 hours a day. Written complaints are answered within 5 days.",
     "Written complaints are answered within 1 day."),
    ("The outdoor pool is open 12 months a year. Season passes are valid for 6 months.",
     "Season passes are valid for 1 year."),
])
def test_another_period_or_working_days_converted_is_unsupported(text: str, answer: str) -> None:
    assert "unsupported-number" in _checks(text, answer)


def test_a_converted_period_is_not_the_questions_unitless_number() -> None:
    # 60 minutes is 1 hour, but «одно» of the question is no hour (unseen27 dev u27-ru-031)
    text = "Групповое занятие длится 90 минут. Индивидуальное занятие длится 60 минут."
    assert "unsupported-number" in _checks("Групповое занятие длится 90 минут.", "Занятие длится 60 минут.",
                                           "Сколько длится одно занятие?")
    assert "misattributed-figure" in _checks(text, "Групповое занятие длится 60 минут.",
                                             "Сколько длится одно групповое занятие?")
