"""A day of the week the answer names that no cited text names (tether.checks.weekdays)."""

from __future__ import annotations

import pytest
from one_fragment import checks_of

from tether.checks.weekdays import days_named

PARKING = ("Visitors may park for up to 3 hours free of charge on weekdays between 9:00 and 18:00. "
           "Parking is free on Sundays.")
KRUZHKI = "Занятия в кружках проводятся по вторникам и четвергам с 15:00 до 17:00."


@pytest.mark.parametrize(("text", "answer"), [
    (PARKING, "Parking is free on Saturdays."),  # a red-team: p26
    (PARKING, "Parking is free on Sundays and Saturdays."),
    (KRUZHKI, "Занятия в кружках проводятся по вторникам и пятницам с 15:00 до 17:00."),  # p69
    (KRUZHKI, "Кружки работают по понедельникам."),
])
def test_a_day_no_cited_text_names_is_unsupported(text: str, answer: str) -> None:
    assert "unsupported-claim" in checks_of(text, answer)


@pytest.mark.parametrize(("text", "answer", "question"), [
    (PARKING, "Parking is free on Sundays.", "Is parking free at weekends?"),
    (PARKING, "From Monday to Friday visitors may park free for up to 3 hours between 9:00 and 18:00.", None),
    (KRUZHKI, "Кружки проходят по вторникам и четвергам, с 15:00 до 17:00.", None),
    ("The office is open Monday to Friday, 9:00 to 17:00.", "Yes, the office is open on Wednesdays from 9:00 to 17:00.",
     "Is the office open on Wednesday?"),
    ("The pool is open daily from 7:00 to 22:00.", "Yes, on Saturdays the pool is open from 7:00 to 22:00.", None),
    ("Приём ведётся с понедельника по пятницу.", "Во вторник приём ведётся.", None),
    # the reader's own day, denied or restricted: an answer, not an invention
    (PARKING, "No, parking is free only on Sundays, not on Saturdays.", "Is parking free on Saturdays?"),
    # a material that names no day: the answer's day is the reader's circumstance (unseen24 dev u24-en-021)
    ("A visitor booking cancelled at least 48 hours before arrival is refunded in full.",
     "Yes: Tuesday is more than 48 hours before a Friday arrival, so the booking is refunded in full.",
     "I arrive on Friday; if I cancel on Tuesday, do I get my money back?"),
])
def test_a_day_the_cited_texts_name_or_the_reader_asks_passes(text: str, answer: str, question: str | None) -> None:
    assert "unsupported-claim" not in checks_of(text, answer, *([question] if question else []))


@pytest.mark.parametrize(("text", "days"), [
    ("open Monday to Friday", {0, 1, 2, 3, 4}),
    ("пн–пт с 9 до 18", {0, 1, 2, 3, 4}),
    ("с понедельника по пятницу", {0, 1, 2, 3, 4}),
    ("Friday to Monday", {4, 5, 6, 0}),
    ("at weekends", {5, 6}),
    ("по выходным и в среду", {2, 5, 6}),
    # not days of the week
    ("выходное пособие", set()),
    ("окружающая среда", set()),
    ("Young drivers pay €16 daily.", set()),
])
def test_days_named(text: str, days: set[int]) -> None:
    assert days_named(text) == days
