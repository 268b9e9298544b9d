"""A "Yes" to a question whose own figure the cited rule rules out (tether.checks.bare_yes; a
red-team of session 38: a bare "Yes." for 20 minutes late against "no more than 15" passed)."""

from __future__ import annotations

import pytest
from one_fragment import checks_of as _checks

from tether.verify.thresholds import fails_a_threshold, question_figures

LATE = "If you are no more than 15 minutes late, we serve you at your booked time. Later arrivals are rebooked."
OPOZDANIE = "Если вы опоздали не больше чем на 15 минут, мы обслужим вас в ваше время."
ORDERS = "Orders of no more than EUR 200 can be cancelled free of charge."
REFUSED = "If you are more than 15 minutes late, we cannot serve you at your booked time."
BIKES = "Bike hire can be cancelled free of charge up to 48 hours before collection."
PRACTICE = ("Пропущенный день практики можно отработать с другой группой, если предупредить инструктора не позднее "
            "чем за 48 часов.")
CHANGES = ("Dates can be changed free of charge up to 30 days before pick-up, if a van is available. A later change "
           "costs NZ$50 each time.")
COURIER = ("Отменить выезд курьера можно бесплатно не позднее чем за 2 часа до начала окна; более поздняя отмена "
           "стоит как одна доставка.")


@pytest.mark.parametrize(("text", "question", "answer", "fails"), [
    (LATE, "I will be 20 minutes late. Will you still serve me at my booked time?", "Yes.", True),
    (LATE, "I will be 10 minutes late. Will you still serve me at my booked time?", "Yes.", False),
    (OPOZDANIE, "Опоздаю на 20 минут, меня обслужат в моё время?", "Да.", True),
    (OPOZDANIE, "Опоздаю на 10 минут, меня обслужат в моё время?", "Да.", False),
    (ORDERS, "Can I cancel my EUR 350 order free of charge?", "Yes, your order can be cancelled for free.", True),
    (ORDERS, "Can I cancel my EUR 150 order free of charge?", "Yes, your order can be cancelled for free.", False),
    # both sides told in one sentence: the reader's side is there
    ("If you are no more than 15 minutes late, we will still serve you; if you are more than 15 minutes late, the "
     "appointment is cancelled.", "I'll be 10 minutes late. Will you still see me?",
     "Yes, if you are no more than 15 minutes late, we will still serve you.", False),
    # failing the condition of a denial grants
    (REFUSED, "I will be 10 minutes late. Will you still serve me at my booked time?", "Yes.", False),
    # "up to 48 hours before" is a deadline: 3 days before is in time, 24 hours is not
    (BIKES, "Can we cancel the bike hire 3 days before collection for free?", "Yes, free of charge.", False),
    (BIKES, "Can we cancel the bike hire 24 hours before collection for free?", "Yes, free of charge.", True),
    # a period without a number is one of it (unseen40 dev u40-ru-029)
    (BIKES, "Can we cancel the bike hire a day before collection for free?", "Yes, free of charge.", True),
    (BIKES, "Can we cancel the bike hire a week before collection for free?", "Yes, free of charge.", False),
    # a yes whose "but" tells the bound the reader is past grants the other side (unseen49 dev u49-en-015)
    (CHANGES, "Can we move our dates when pick-up is 10 days away?",
     "Yes, if a van is available, but free changes end 30 days before pick-up, so a change now costs NZ$50.", False),
    (CHANGES, "Can we move our dates when pick-up is 10 days away?", "Yes, a change is free of charge.", True),
    # the bound told with no other side's value grants nothing the reader can have (a red-team)
    (CHANGES, "Can we move our dates for free when pick-up is 10 days away?", "Yes, but only up to 30 days before "
     "pick-up.", True),
    # a phone number of another sentence is no value of the bound's other side (a review)
    (CHANGES + " To change a booking, call 0800 726 800.", "Can we move our dates for free when pick-up is 10 days "
     "away?", "Yes, free of charge, but only up to 30 days before pick-up; call 0800 726 800.", True),
    (CHANGES, "Can we move our dates when pick-up is 10 days away?",
     "Yes, but only if a van is available; the change is free.", True),
    (PRACTICE, "Предупредил инструктора за сутки. Можно отработать день?", "Да, можно отработать с другой группой.",
     True),
    # «не позднее» is the bound's own word; «более поздняя отмена» tells the reader's side
    (COURIER, "Отменил курьера за час до окна — это платно?", "Да. Бесплатно отменить выезд можно не позднее чем за 2 "
     "часа до начала окна, а более поздняя отмена стоит как одна доставка.", False),
])
def test_a_yes_for_the_readers_own_figure(text: str, question: str, answer: str, fails: bool) -> None:
    assert ("unsupported-claim" in _checks(text, answer, question)) is fails


def test_up_to_before_is_a_deadline() -> None:
    assert not fails_a_threshold("cancelled up to 48 hours before collection",
                                 question_figures("Can I cancel 3 days before collection?"))
    assert fails_a_threshold("cancelled up to 48 hours before collection",
                             question_figures("Can I cancel 24 hours before collection?"))
