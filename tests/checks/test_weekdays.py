"""A day of the week the answer names that no cited text names (tether.checks.weekdays)."""

from __future__ import annotations

import pytest
from one_fragment import checks_of

from tether.checks.weekdays import days_named, relative_days

PARKING = ("Visitors may park for up to 3 hours free of charge on weekdays between 9:00 and 18:00. "
           "Parking is free on Sundays.")
KRUZHKI = "Занятия в кружках проводятся по вторникам и четвергам с 15:00 до 17:00."


@pytest.mark.parametrize(("text", "answer"), [
    (PARKING, "Parking is free on Saturdays."),  # a red-team: p26
    (PARKING, "Parking is free on Sundays and Saturdays."),
    (KRUZHKI, "Занятия в кружках проводятся по вторникам и пятницам с 15:00 до 17:00."),  # p69
    (KRUZHKI, "Кружки работают по понедельникам."),
    # every day where the text names some (unseen44 dev u44-en-030: "Monday to Friday only")
    ("Bikes are repaired while you wait from Monday to Friday only.",
     "Bikes are repaired while you wait on any day of the week."),
    (KRUZHKI, "Занятия в кружках проводятся в любой день недели с 15:00 до 17:00."),
    (KRUZHKI, "Кружки работают все дни недели с 15:00 до 17:00."),
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
    ("The pool is open daily from 7:00 to 22:00.", "The pool is open on any day of the week from 7:00 to 22:00.", None),
    ("Бассейн открыт все дни недели с 7:00 до 22:00.", "Бассейн открыт в любой день недели с 7:00 до 22:00.", None),
    # "any day" of a month or a stay names no day of the week (a red-team of u44-en-030's reading)
    ("The office is open Monday to Friday. Rent may be paid by bank transfer on whichever date suits you.",
     "You can pay your rent by bank transfer on any day of the month.", None),
    ("Офис работает с понедельника по пятницу. Трансфер в аэропорт доступен в любую дату проживания.",
     "Трансфер в аэропорт можно заказать в любой день проживания.", None),
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


SUKHOJ_PAYOK = "Сухой паёк при раннем отъезде заказывают до 20:00 накануне."
TICKETS = "Tickets for the family matinee are sold at the box office on the day of the show, from 10:00."


@pytest.mark.parametrize(("text", "answer"), [
    (SUKHOJ_PAYOK, "Сухой паёк при раннем отъезде заказывают до 20:00 в день отъезда."),  # unseen25 dev u25-ru-048
    (SUKHOJ_PAYOK, "Сухой паёк можно заказать до 20:00 на следующий день."),
    (TICKETS, "Tickets for the family matinee are sold at the box office the day before the show, from 10:00."),
])
def test_a_day_before_or_after_an_event_no_cited_text_names_is_unsupported(text: str, answer: str) -> None:
    assert "unsupported-claim" in checks_of(text, answer)


@pytest.mark.parametrize(("text", "answer", "question"), [
    (SUKHOJ_PAYOK, "Заказать сухой паёк нужно накануне отъезда, до 20:00.", None),
    (TICKETS, "They are sold at the box office on the day of the show from 10:00.", None),
    # the reader's own day, denied: an answer
    (SUKHOJ_PAYOK, "Нет, в день отъезда уже нельзя: паёк заказывают до 20:00 накануне.",
     "Можно заказать сухой паёк в день отъезда?"),
    # a rate per day is no event's day; a material naming no relative day leaves the claim's alone
    ("Гостю назначают не более 4 процедур в день.", "В день назначают не больше 4 процедур.", None),
    ("Guests can check in on arrival from 14:00.", "You can check in from 14:00 on the day of arrival.", None),
])
def test_a_day_before_or_after_an_event_the_cited_texts_name_passes(text: str, answer: str,
                                                                    question: str | None) -> None:
    assert "unsupported-claim" not in checks_of(text, answer, *([question] if question else []))


@pytest.mark.parametrize(("text", "days"), [
    ("до 20:00 накануне", {"before"}),
    ("в день заезда", {"same"}),
    ("on the day of the show", {"same"}),
    ("the next day", {"after"}),
    ("the day before your flight", {"before"}),
    ("не более 4 процедур в день.", set()),
    ("3 раза в день после еды", set()),
])
def test_relative_days(text: str, days: set[str]) -> None:
    assert relative_days(text) == days
