"""A thing put on the other side of a price (tether.checks.inclusion): said to be included where
the cited text says it is not, or charged for where the cited text makes it free. Faithful
restatements in other words ("no extra charge" for "included", «без доплаты» for «входит»), a
thing named on both sides, and a claim that itself leaves a thing out must pass."""

from __future__ import annotations

import pytest
from one_fragment import checks_of as _checks

ROOM = "The room rate includes wifi and parking. Breakfast is not included and costs €12 per person."
PASS = "В стоимость абонемента входят сауна и полотенце. Массаж оплачивается отдельно — 900 рублей."
GUIDED = "The museum ticket covers the permanent galleries. Audio guides are charged separately at £4."
VYSTAVKI = "Стоимость билета включает постоянную экспозицию. Временные выставки в стоимость не входят."
TOUR = "The tour price covers the guide and entrance fees. Lunch is extra."
KIDS = "Breakfast is included for children under 12. For adults breakfast is not included and costs €12."
ICU = ("An ICU bed costs 18,000 INR a day, including monitoring and nursing; ventilator support is charged at "
       "6,000 INR a day on top.")


@pytest.mark.parametrize(("source", "answer"), [
    (ROOM, "The room rate covers wifi and parking, and breakfast is part of it as well."),
    (PASS, "Абонемент включает сауну, полотенце и массаж."),
    (GUIDED, "Your ticket covers the permanent galleries and the audio guide."),
    (VYSTAVKI, "Стоимость билета включает постоянную экспозицию и временные выставки."),
    (PASS, "Сауна оплачивается отдельно, а массаж входит в абонемент."),
    (TOUR, "The tour price covers the guide, the entrance fees and lunch."),
    # unseen32 dev u32-en-046: "on top" is a charge
    (ICU, "An ICU bed costs 18,000 INR a day, and ventilator support, at 6,000 INR a day, is covered by that rate."),
], ids=["breakfast-en", "massage-ru", "audio-guide-en", "exhibitions-ru", "both-turned-ru", "is-extra-en",
        "on-top-en"])
def test_a_thing_on_the_other_side_fails(source: str, answer: str) -> None:
    assert "unsupported-claim" in _checks(source, answer, "What does the price include?")


@pytest.mark.parametrize(("source", "answer"), [
    (ROOM, "Wifi and parking come at no extra charge; breakfast costs €12 per person."),
    (ROOM, "The room rate covers wifi and parking, but not breakfast."),
    (PASS, "Сауна и полотенце входят в абонемент без доплаты, а массаж стоит 900 рублей."),
    (VYSTAVKI, "Нет, временные выставки в стоимость билета не входят."),
    (KIDS, "Breakfast is included for children under 12."),
    (ICU, "An ICU bed costs 18,000 INR a day with monitoring and nursing included; ventilator support costs "
          "6,000 INR a day on top of that."),
], ids=["synonyms-en", "left-out-en", "synonyms-ru", "denied-ru", "both-sides-en", "on-top-kept-en"])
def test_the_same_side_in_other_words_passes(source: str, answer: str) -> None:
    assert "unsupported-claim" not in _checks(source, answer, "What does the price include?")
