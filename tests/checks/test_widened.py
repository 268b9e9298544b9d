"""A rule the cited sentences give to one of a kind, said of every one (tether.checks.widened)."""

from __future__ import annotations

import pytest
from one_fragment import checks_of

DRIVERS = ("Only the member who made the booking may drive the car. Another member of the same household account "
           "may drive it too, if they are added to the booking before it starts.")
LGOTY = "Инвалиды второй группы и один сопровождающий едут со скидкой 50 %."
LIVEABOARD = "Living aboard is allowed only for annual berth holders with a liveaboard permit."
GUESTS = "Members may bring guests on weekdays; each guest pays £10."


@pytest.mark.parametrize(("text", "answer"), [
    (DRIVERS, "Yes. Any Kestrel member may drive a car you booked, if they are added to the booking before it starts."),
    (LGOTY, "Инвалид второй группы едет со скидкой 50 %, как и все его сопровождающие."),
    (LIVEABOARD, "Yes, all annual berth holders may live aboard their boats."),
    (DRIVERS, "Any member may drive the car."),  # a red-team: the noun right after "any"
])
def test_any_or_all_of_what_the_source_gives_to_one_is_unsupported(text: str, answer: str) -> None:
    assert "unsupported-claim" in checks_of(text, answer)


@pytest.mark.parametrize(("text", "answer"), [
    (DRIVERS, "Another member of your household account may drive it too, if they are added to the booking first."),
    (LGOTY, "Инвалид второй группы и один его сопровождающий едут со скидкой 50 %."),
    # a source naming the thing plainly may mean all of it
    (GUESTS, "All members may bring guests on weekdays; each guest pays £10."),
])
def test_what_the_source_says_of_one_or_of_all_passes(text: str, answer: str) -> None:
    assert "unsupported-claim" not in checks_of(text, answer)


def test_any_time_and_a_function_word_after_any_are_no_thing() -> None:
    """"at any time with 30 days' notice": "with" was read as the thing and matched "within" of
    the next rule's "only within the first 3 months" (the template answer of unseen5 dev
    u5lib-020 failed)."""
    text = ("Monthly memberships can be cancelled at any time with 30 days' notice, given in writing at reception. "
            "Annual memberships can be cancelled and refunded only within the first 3 months.")
    answer = "Monthly memberships can be cancelled at any time with 30 days' notice, given in writing at reception."
    assert checks_of(text, answer) == []


VOZRAST = ("В детские группы принимают детей от 6 до 12 лет, в подростковые — от 13 до 17 лет. Детей от 4 до 5 лет "
           "принимают только на индивидуальные занятия.")
BAR = ("Еду и напитки из нашего бара можно брать за компьютер в общем зале и в зоне VIP; в буткемп — только "
       "напитки в бутылках с крышкой.")
SKI = "Ski storage is free at SkiPro Verbier and SkiPro Zermatt; boot fitting is offered at SkiPro Verbier only."
SKIPRO = ("Детские группы набирают в СкиПро Шерегеш и СкиПро Домбай; вечернее катание есть только в СкиПро "
          "Шерегеш.")
SALON = "A cut costs £20 at Clipper Leeds and Clipper York. On Mondays the cut is half price, at Clipper York only."
CHAINS = ("A child seat costs NZ$35 per hire, and a diesel heater NZ$12 a day. Snow chains are included free of "
          "charge from June 1 to September 30, for hires from Christchurch only.")
LOCKERS = "Members may store bikes only in the basement locker room. Showers are open from 6:00 to 22:00."


@pytest.mark.parametrize(("text", "answer", "fires"), [
    # unseen27 dev u27-ru-047: what an "only" gives to one, joined to another
    (VOZRAST, "Да, детей от 4 до 5 лет принимают и в группы, и на индивидуальные занятия.", True),
    (LOCKERS, "Members may store bikes both in the basement locker room and in the showers.", True),
    # the one the "only" names, alone, or both of two the source names
    (VOZRAST, "Детей от 4 до 5 лет принимают только на индивидуальные занятия.", False),
    (VOZRAST, "Принимают и в детские группы (6–12 лет), и в подростковые (13–17 лет).", False),
    # the nearest «и» opens the pair: «еду и напитки … и в общем зале, и в зоне VIP» joins the halls
    # (unseen42 dev u42-ru-016, a correct answer that failed)
    (BAR, "Да, еду и напитки из нашего бара можно брать за компьютер и в общем зале, и в зоне VIP.", False),
    # one name twice, told apart by the word after it (unseen45 dev u45-en-031)
    (SALON, "On Mondays the cut is half price at both Clipper Leeds and Clipper York.", True),
    (SALON, "On Mondays the cut is half price at Clipper York only.", False),
    (SALON, "A cut costs £20 at both Clipper Leeds and Clipper York.", False),
    # a second red-team: the pair's own clause gives its rule, not the claim's other clause; and the
    # shared name after «только» is passed for the one it restricts to
    (SKI, "Boot fitting is only at SkiPro Verbier, but ski storage is free at both SkiPro Verbier and "
          "SkiPro Zermatt.", False),
    (SKIPRO, "Вечернее катание есть как в СкиПро Шерегеш, так и в СкиПро Домбай.", True),
    (SKIPRO, "Детские группы набирают как в СкиПро Шерегеш, так и в СкиПро Домбай.", False),
    # "as well as" joins the two too (unseen49 dev u49-en-032)
    (CHAINS, "Snow chains are included free of charge on hires from Auckland as well as from Christchurch.", True),
    (CHAINS, "Snow chains are included free of charge on hires from Christchurch only.", False),
    (CHAINS, "Snow chains are included free of charge on hires from Auckland, as well as from Christchurch.", True),
    (SKI, "Ski storage is free at SkiPro Zermatt as well as at SkiPro Verbier.", False),
    # two things of two kinds, not two places of one rule (a red-team of this reading)
    ("Lockers are available at the pool only. Towels are sold at reception.",
     "Lockers are available at the pool as well as towels.", False),
])
def test_a_thing_joined_to_what_an_only_restricts(text: str, answer: str, fires: bool) -> None:
    assert ("unsupported-claim" in checks_of(text, answer)) is fires


SPARKLERS = ("Sparklers may be used outdoors only, by guests aged 16 and over, with a staff member present. Candles "
             "indoors must stand in glass holders.")
CASH = "Deposits are paid by card only. Card payments carry a 2% surcharge."


@pytest.mark.parametrize(("text", "answer", "fires"), [
    # unseen43 dev u43-en-044: "outdoors only", said of indoors and outdoors plainly joined
    (SPARKLERS, "Yes, sparklers may be used indoors and outdoors by guests aged 16 and over, with a staff member "
                "present.", True),
    (CASH, "Deposits are paid in cash or card.", True),
    (SPARKLERS, "Sparklers may be used outdoors only, by guests aged 16 and over, with a staff member present.", False),
    # the second word opens a phrase of its own: no pair joined
    (CASH, "Deposits are paid by card and get a 2% surcharge.", False),
])
def test_a_thing_plainly_joined_to_what_an_only_restricts_after_it(text: str, answer: str, fires: bool) -> None:
    assert ("unsupported-claim" in checks_of(text, answer)) is fires


def test_reading_plainly_joined_pairs_is_linear() -> None:
    from tests.linear import grows_linearly
    from tether.checks.widened import _JOINED

    assert grows_linearly(lambda n: "cats and dogs " * n + "x" * n, lambda text: list(_JOINED.finditer(text)))


@pytest.mark.parametrize(("text", "answer"), [
    # a red-team of this session: the "only" is another clause's, of another subject
    ("Bikes may be ridden on the path and the road; helmets are required on the road only.",
     "Bikes may be ridden on the path and road."),
    ("Drinks are served inside and outside; hot food is served inside only.", "Drinks are served inside and outside."),
    ("Свечи можно зажигать и в зале, и на веранде, а бенгальские огни — только на веранде.",
     "Свечи можно зажигать и в зале, и на веранде."),
])
def test_an_only_of_another_clause_restricts_nothing_the_claim_joins(text: str, answer: str) -> None:
    assert "unsupported-claim" not in checks_of(text, answer)


def test_a_quote_of_the_only_sentence_widens_nothing() -> None:
    # the template presenter quotes a sentence whose "only" it cannot widen (found measuring this
    # reader on the pooled question sets: a completed question was answered "failed")
    text = "Guests may dine indoors and outdoors; smoking is allowed outdoors only, for adult guests."
    assert "unsupported-claim" not in checks_of(text, text)
