"""Whom or what a sum is counted per (tether.checks.per_whom): "per group" turned "per guest"."""

from __future__ import annotations

import pytest
from one_fragment import checks_of

from tether.checks.per_whom import per_whom_of
from tether.figures import find_mentions

GROUPS = ("Group bookings of 10 or more guests receive a discount of 15 percent. A deposit of 200 EUR per group is "
          "required at booking. Breakfast costs 12 EUR per person per day.")
CHARTER = "В Турции недельный чартер парусной яхты до 8 человек стоит 2 400 € за яхту в Фетхие."
ROOMS = "A double room costs £140 per room per night, breakfast for two included."
TAXI = ("The pet taxi picks dogs up within 15 km of the kennel for C$20 per trip, one way. Beyond 15 km, each extra "
        "km costs C$2.")
TRANSFER = "Трансфер из аэропорта стоит 2 500 ₽ за поездку, до 4 пассажиров."
HRANENIE = "Хранение готового тиража стоит 200 ₽ в сутки за каждый заказ."
PRINTING = "Printing costs 5 EUR per copy; binding costs 12 EUR per order."
CORKAGE = ("Surry Hills and Te Aro are BYO: guests aged 18 and over may bring wine or beer, and corkage of A$10 at "
           "Surry Hills or NZ$12 at Te Aro is charged per bottle.")
KRUZHOK = "Плата за кружок составляет 2 500 рублей в месяц за одного ребёнка; для многодетных семей — 1 500 рублей."


@pytest.mark.parametrize(("text", "answer"), [
    (GROUPS, "A deposit of 200 EUR per guest is required at booking."),  # a red-team, p09
    (GROUPS, "A deposit of 200 EUR per person is required at booking."),  # x05
    (GROUPS, "Breakfast costs 12 EUR per group per day."),
    (KRUZHOK, "Плата за кружок составляет 2 500 рублей в месяц за всех детей семьи."),  # p51
    # a thing hired whole (unseen40 dev u40-ru-034)
    (CHARTER, "В Турции недельный чартер яхты в Фетхие стоит 2 400 € с человека."),
    (ROOMS, "A double room costs £140 per person per night."),
    # a journey counted whole given per kilometre (unseen46 dev u46-en-024)
    (TAXI, "The pet taxi costs C$20 per km, within 15 km of the kennel."),
    (TRANSFER, "Трансфер из аэропорта стоит 2 500 ₽ за километр."),
    # a copy of a print run counted for an order, and the reverse (unseen52 dev u52-ru-026's kind)
    (HRANENIE, "Хранение стоит 200 ₽ в сутки за каждый экземпляр."),
    (PRINTING, "Binding costs 12 EUR per copy."),
    # the basis far after the sum, past another place's sum (unseen57 dev u57-en-027)
    (CORKAGE, "At Surry Hills corkage of A$10 is charged per guest."),
    (CORKAGE, "Corkage at Te Aro is NZ$12 per person."),
])
def test_a_sum_counted_per_another_class_is_unsupported(text: str, answer: str) -> None:
    assert "unsupported-claim" in checks_of(text, answer)


@pytest.mark.parametrize(("text", "answer"), [
    (GROUPS, "A deposit of 200 EUR per booking is required."),
    (GROUPS, "Breakfast costs 12 EUR a day for each guest."),
    (GROUPS, "Breakfast is 12 EUR per adult per day."),
    (KRUZHOK, "За одного ребёнка кружок стоит 2 500 рублей в месяц."),
    ("Tickets cost £15 per person.", "A ticket costs £15 per ticket holder."),
    (CHARTER, "Недельный чартер яхты в Фетхие стоит 2 400 € за всю яхту, до 8 человек."),
    (ROOMS, "A double room is £140 a night per room, with breakfast for two."),
    (TAXI, "The pet taxi costs C$20 per trip within 15 km; each extra km after that is C$2."),
    (TRANSFER, "Поездка на трансфере из аэропорта обойдётся в 2 500 ₽ за поездку."),
    (HRANENIE, "Хранение тиража стоит 200 ₽ в сутки за каждый заказ, сколько бы в нём ни было экземпляров."),
    (PRINTING, "Printing is 5 EUR a copy and binding 12 EUR an order."),
    (CORKAGE, "At Surry Hills corkage is A$10 per bottle."),
    (CORKAGE, "Corkage at Te Aro costs NZ$12 for each bottle guests bring."),
])
def test_a_sum_counted_per_the_same_class_passes(text: str, answer: str) -> None:
    assert "unsupported-claim" not in checks_of(text, answer)


@pytest.mark.parametrize(("text", "kind"), [
    ("200 EUR per group", "lot"),
    ("12 EUR per person per day", "person"),
    ("2 500 рублей в месяц за одного ребёнка", "person"),
    ("2 500 рублей за всех детей семьи", "lot"),
    ("300 рублей за каждый товар", "item"),
    ("500 рублей за кубический метр", "measure"),
    ("2 400 € за яхту", "hired"),
    ("NZ$95 per kayak", "hired"),
    ("35 EUR a month", None),
    ("C$20 per trip", "lot"),
    ("C$2 per km", "measure"),
])
def test_what_a_sum_is_counted_per(text: str, kind: str | None) -> None:
    [m] = [x for x in find_mentions(text) if x.kind == "money"]
    assert per_whom_of(text, m) == kind


def test_a_basis_past_another_places_sum_is_each_sums() -> None:
    text = "A$10 at Surry Hills or NZ$12 at Te Aro is charged per bottle"
    assert [per_whom_of(text, m) for m in find_mentions(text) if m.kind == "money"] == ["item", "item"]


def test_a_per_phrase_of_the_next_clause_is_not_the_sums() -> None:
    """"12 EUR; the allowance applies to each passenger": the passenger is the allowance's, not the
    sum's (a red-team of this reader, en-p4)."""
    text = "Excess baggage is charged at 12 EUR per kg above the allowance. The allowance is 23 kg per passenger."
    answer = "Every kilogram above the 23 kg allowance costs 12 EUR; the allowance applies to each passenger."
    assert "unsupported-claim" not in checks_of(text, answer)


def test_the_verdict_does_not_hang_on_the_answer_before() -> None:
    # session 40: "2400 евро" (its digits written together, as the source does not) was looked up by
    # its value alone, and the empty result kept for the next answer's «2 400 €» (unseen40 u40-ru-005
    # before u40-ru-034)
    text = ("В Турции недельный чартер парусной яхты до 8 человек стоит 2 400 € за яхту в Фетхие и 2 900 € в "
            "Бодруме. Шкипер оплачивается отдельно — 180 евро в день.")
    wrong = "В Турции недельный чартер яхты в Фетхие стоит 2 400 € с человека, так что каждый из вас платит эту сумму."
    assert checks_of(text, "В Турции неделя чартера парусной яхты в Фетхие стоит 2400 евро за всю яхту, на борту до "
                           "8 человек; шкипер оплачивается отдельно — 180 € в день.", "Сколько стоит чартер?") == []
    assert "unsupported-claim" in checks_of(text, wrong, "Нас шестеро. Сколько заплатит каждый?")
