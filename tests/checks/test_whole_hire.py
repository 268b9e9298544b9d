"""A whole hire's price given per person (tether.checks.whole_hire): «аренда зала … 40 000 ₽ с человека»
where the hall is rented out at «40 000 руб. за 4 часа» (unseen41 dev u41-ru-034, read after its
blind arrival measurement)."""

from __future__ import annotations

import pytest
from one_fragment import checks_of as _checks

from tests.linear import stays_bounded
from tether.checks.whole_hire import _hires_whole

HALL = ("В России малый репетиционный зал в Москве на 80 мест сдаём в аренду по будням с 10:00 до 17:00: "
        "40 000 руб. за 4 часа, каждый следующий час — 8000 руб.")
ROOM = "The function room can be hired for £400 for an evening."
MINIBUS = "Микроавтобус на 8 мест сдаём в аренду за 12 000 ₽ в день."
BOOTCAMP = ("В России буткемп — отдельная комната на 5 игровых мест — сдаётся только целиком: 1 500 ₽ в час в Москве и "
            "1 200 ₽ в час в Казани, не меньше 2 часов.")


@pytest.mark.parametrize(("text", "answer"), [
    (HALL, "В России аренда малого репетиционного зала в Москве стоит 40 000 ₽ с человека за 4 часа."),
    (ROOM, "The function room costs £400 per person for an evening."),
    (MINIBUS, "Аренда микроавтобуса стоит 12 000 ₽ с человека в день."),
    # a price set after its hire by a dash
    ("Аренда студии звукозаписи — 3 000 ₽ в час.", "Аренда студии звукозаписи стоит 3 000 ₽ с человека в час."),
    # any thing said to be let out whole, priced per player (unseen42 dev u42-ru-034)
    (BOOTCAMP, "В России буткемп в Казани стоит 1 200 ₽ в час с каждого игрока."),
    ("The games room is hired only as a whole: £60 an hour.", "The games room costs £60 an hour per player."),
    # a red-team of this session: the whole hire before a comma, «на человека»
    ("The minibus is hired only as a whole, for £240 per day.", "The minibus costs £240 per person per day."),
    ("Банкетный зал сдаётся только целиком, стоимость аренды — 15 000 ₽ за вечер.",
     "Банкетный зал стоит 15 000 ₽ за вечер с гостя."),
    ("VIP-комната сдаётся только целиком: 1 800 ₽ в час.", "VIP-комната стоит 1 800 ₽ в час на человека."),
])
def test_a_whole_hire_priced_per_person_is_unsupported(text: str, answer: str) -> None:
    assert "unsupported-claim" in _checks(text, answer, "")


@pytest.mark.parametrize(("text", "answer"), [
    (HALL, "В России аренда малого репетиционного зала в Москве стоит 40 000 ₽ за 4 часа."),
    (MINIBUS, "Аренда микроавтобуса на 8 мест — 12 000 ₽ в день за весь автобус."),
    # a tour on a boat rents nothing: its price is a person's
    ("The boat tour costs €50.", "The boat tour costs €50 per person."),
    # the source counts it per person itself
    ("The studio is £30 per person per session.", "The studio costs £30 per person per session."),
    ("The price per person for the yacht charter is €150.", "Chartering the yacht costs €150 per person."),
    (BOOTCAMP, "В России буткемп в Казани стоит 1 200 ₽ в час за всю комнату."),
    # a thing priced in its own clause after the whole hire's comma; a hall's capacity is no price per person
    ("The hall is hired only as a whole for £300, and the cloakroom is £2.", "The cloakroom costs £2 per person."),
    ("Зал на 80 человек сдаётся целиком: 40 000 ₽ за вечер.", "Зал на 80 человек стоит 40 000 ₽ за вечер."),
    # a thing hired out, but not said to be whole, and no kind hired whole: a person's price may be
    ("Bikes are hired out at £20 a day.", "Bikes cost £20 a day per rider."),
    ("При аренде зала банкетное меню стоит 3 500 ₽ на человека.",
     "При аренде зала банкетное меню стоит 3 500 ₽ с человека."),
    # another act of the sentence is priced: a trip after "or", a trip named after "which"
    ("Rent the boat for £300 an hour or join a group trip on the boat for £30.",
     "A group trip on the boat costs £30 per person."),
    ("Coach hire is included in the school trip, which costs £12.",
     "The school trip, coach hire included, costs £12 per person."),
    ("Guests who rent a room in the hotel can join the boat trip for £15.",
     "Guests who rent a room can join the boat trip for £15 per person."),
])
def test_a_hire_priced_whole_or_a_price_per_person_passes(text: str, answer: str) -> None:
    assert "unsupported-claim" not in _checks(text, answer, "")


def test_reading_back_for_the_hire_is_bounded() -> None:
    assert stays_bounded(lambda n: "rent the hall, " * n + "£400",
                         lambda given: _hires_whole(given, len(given) - 4, frozenset({"hall"})))
