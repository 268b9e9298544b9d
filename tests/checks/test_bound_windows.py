"""A bound counted back from an event, turned in words the bound readers did not read: "within N
hours *of* the start" (the last N hours, as "within N hours before" is) for "at least" / "no later
than N hours before", and a turned bound given the guarantee of the side it turned where the
source names the other side in other words ("later requests are met only where …")."""

from __future__ import annotations

import pytest

from tests.linear import grows_linearly
from tests.verify.verify_helpers import checks_on as checks
from tether.checks.sides import event_side_of
from tether.figures import find_mentions

RESCHEDULE = ("You can move your booking to another date once free of charge if you tell us at least 48 hours "
              "before the moving date. When you reschedule free of charge, your deposit carries over.")
MINIMUM = ("A group tour needs at least 2 booked guests. If fewer are booked, the operator cancels the tour no later "
           "than 24 hours before the start and refunds you in full.")
REFUNDS = "You can return an unused pass within 14 days of purchase for a full refund."


def _side(text: str) -> str | None:
    return next(event_side_of(text, m) for m in find_mentions(text) if m.kind == "duration")


@pytest.mark.parametrize(("text", "side"), [
    ("tell us within 48 hours of the moving date", "lower"),
    ("tell us within the 48 hours of the moving date", "lower"),
    ("tell us within 48 hours before the moving date", "lower"),
    ("tell us at least 48 hours before the moving date", "upper"),
    ("tell us 48 hours before the moving date", None),   # no bound word, no side
    ("the 48 hours of the move are busy", None),         # no "within"
])
def test_a_window_of_an_event_is_read_as_the_time_up_to_it(text: str, side: str | None) -> None:
    assert _side(text) == side


def test_a_count_is_no_window() -> None:
    text = "pick within 2 of the 5 days"
    assert [event_side_of(text, m) for m in find_mentions(text) if m.kind != "duration"] == [None]


@pytest.mark.parametrize(("question", "source", "answer", "fails"), [
    # unseen28 dev u28-en-049: "at least 48 hours before" -> "within 48 hours of"
    ("Up to when can I reschedule for free?", RESCHEDULE,
     "You can move your booking to another date once free of charge if you tell us within 48 hours of the "
     "moving date.", True),
    ("Up to when can I reschedule for free?", RESCHEDULE,
     "You can move your booking to another date once free of charge if you tell us at least 48 hours before the "
     "moving date.", False),
    # unseen33 dev u33-en-043: "no later than 24 hours before" -> "within 24 hours of"
    ("When will you tell me if my tour is cancelled for too few guests?", MINIMUM,
     "If fewer than 2 guests have booked, the operator cancels the tour within 24 hours of the start and refunds "
     "you in full.", True),
    ("When will you tell me if my tour is cancelled for too few guests?", MINIMUM,
     "If fewer than 2 guests have booked, the operator cancels the tour no later than 24 hours before the start "
     "and refunds you in full.", False),
    # a window forward from an event is read the same way on both sides
    ("How long do I have to return a pass?", REFUNDS,
     "You can return an unused pass within 14 days of purchase for a full refund.", False),
])
def test_within_of_an_event_is_the_other_side_of_at_least_before(question: str, source: str, answer: str,
                                                                  fails: bool) -> None:
    assert ("unsupported-claim" in checks(question, source, answer)) is fails


VEGETARIAN = ("Every group tour can be done as a vegetarian tour if you tell us at least 72 hours before the tour; "
              "later requests are met only where the stops allow.")


@pytest.mark.parametrize(("answer", "fails"), [
    # unseen33 dev u33-en-041: the turned bound keeps its side's guarantee
    ("Tell us no more than 72 hours before the tour, and any group tour can be done as a vegetarian tour.", True),
    ("Tell us no more than 72 hours before the tour.", True),
    ("Tell us at least 72 hours before the tour, and any group tour can be done as a vegetarian tour.", False),
    # the other side, in the source's words for it
    ("If you tell us less than 72 hours before the tour, the request is met only where the stops allow.", False),
])
def test_a_turned_bound_with_its_own_sides_words_is_not_the_other_side(answer: str, fails: bool) -> None:
    assert ("unsupported-claim" in checks("How early should I tell you that I'm vegetarian?", VEGETARIAN,
                                          answer)) is fails


STORAGE = ("После сообщения о готовности отремонтированная техника хранится бесплатно 30 дней. Начиная с 31-го дня "
           "хранение стоит 100 ₽ в сутки в России или 8 сомони в сутки в Таджикистане.")


@pytest.mark.parametrize(("answer", "fails"), [
    # unseen34 dev u34-ru-043: «дней» and «дня» are one word of the rule, whose period turned
    ("После 30 бесплатных дней хранение в России стоит 100 ₽ в неделю.", True),
    ("После 30 бесплатных дней хранение в России стоит 100 ₽ в сутки.", False),
])
def test_a_period_turned_where_the_day_is_said_in_another_form(answer: str, fails: bool) -> None:
    assert ("unsupported-claim" in checks("Сколько стоит хранение в России после бесплатного срока?", STORAGE,
                                          answer)) is fails


@pytest.mark.parametrize(("answer", "fails"), [
    # a rule-made bound mutation of unseen28 dev u28-en-015: "at no charge" is "free", no denial
    ("Yes - you can move your booking to another date once at no charge, as long as you tell us at most 48 hours "
     "before the moving date.", True),
    ("Yes - you can move your booking to another date once at no charge, as long as you tell us at least 48 hours "
     "before the moving date.", False),
])
def test_a_waiver_said_with_no_is_no_denial_of_the_bound(answer: str, fails: bool) -> None:
    assert ("unsupported-claim" in checks("Can I change my moving date?", RESCHEDULE, answer)) is fails


HALLS = ("Community halls cost £25 an hour on weekdays and £35 an hour at weekends. The minimum booking is 2 "
         "hours.")


@pytest.mark.parametrize(("answer", "fails"), [
    # a rule-made bound mutation of unseen16 dev u16-en-015: the rule is one word besides its bound
    ("At weekends a community hall costs £35 an hour, and you have to book it for at most 2 hours.", True),
    ("At weekends a community hall costs £35 an hour, and you have to book it for at least 2 hours.", False),
    ("At weekends a community hall costs £35 an hour; the minimum booking is 2 hours.", False),
])
def test_a_bound_whose_rule_is_one_word(answer: str, fails: bool) -> None:
    assert ("unsupported-claim" in checks("How much is a hall on a Saturday?", HALLS, answer)) is fails


def test_a_one_word_rule_beside_another_sentence_of_the_value_is_not_read_alone() -> None:
    # a review of d201b84: "We confirm … within 2 hours" states the claim's 2 hours too
    source = ("Community halls cost £25 an hour. The minimum booking is 2 hours. We confirm every online reservation "
              "within 2 hours.")
    assert checks("When is my booking confirmed?", source, "Your booking is confirmed within 2 hours.") == []


def test_reading_the_other_sides_is_linear() -> None:
    # a review of 182e452: each "later" once rescanned every break before it
    from tether.checks.bounds import _other_sides

    assert grows_linearly(lambda n: "Book at least 24 hours before the tour; " + "later ones, " * n,
                          lambda given: list(_other_sides(given, "duration")))
