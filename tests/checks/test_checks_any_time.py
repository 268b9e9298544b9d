"""unsupported-claim: a permission granted "at any time" that the cited rule bounds in time."""

from __future__ import annotations

import json

import pytest

from tether.checks.any_time import drops_a_time_limit
from tether.terms import SentenceIndex
from tether.verifier import verify_output
from tether.verify.models import VerifyInput

ROOMS_RU = ("Переговорные бронируются в приложении не более чем на 14 дней вперёд. Бесплатная отмена возможна "
            "не позднее чем за 2 часа до начала; при более поздней отмене время списывается с пакета. "
            "Большой зал бронирует только администратор.")
ROOMS_EN = ("Study rooms can be booked up to 7 days ahead. A booking can be cancelled free of charge no later "
            "than 3 hours before it starts; later cancellations count as a missed booking.")
BOOTCAMP = ("Бронь в общем зале и в зоне VIP отменяется бесплатно в любое время. Бронь буткемпа отменяется "
            "бесплатно не позднее чем за 24 часа; при более поздней отмене удерживаем стоимость 1 часа.")
BOOTCAMP_EN = ("A main hall booking is cancelled free of charge at any time. A bootcamp booking is cancelled free of "
               "charge no later than 24 hours before; later, we keep the price of 1 hour.")
CHECK_IN_RU = "В стандартные номера заселение — с 14:00. В люксы можно заселиться в любое время суток."
GYM_EN = "Members may cancel their membership at any time; the last payment is not refunded."
CHECK_IN = "Passengers must show a passport at check-in, which closes 45 minutes before departure."


def checks_on(text: str, question: str, answer: str, limitations: tuple[str, ...] = ()) -> list[str]:
    fragment = {"id": "rules#terms", "documentId": "rules", "text": text}
    out = json.dumps({"answer": answer, "entityCitations": [], "documentationCitations": ["rules#terms"],
                      "limitations": list(limitations)})
    inp = VerifyInput.model_validate({"question": question, "context": {"fragments": [fragment]}, "output": out})
    return sorted({v.check for v in verify_output(inp).violations})


@pytest.mark.parametrize(("text", "question", "answer", "limitations"), [
    # the limit dropped in a limitation, the case named from another sentence of the fragment
    (ROOMS_RU, "Можно ли отменить бронь переговорной бесплатно?",
     "Да, бесплатная отмена возможна не позднее чем за 2 часа до начала.",
     ("Бронь большого зала можно отменить бесплатно в любое время.",)),
    (ROOMS_RU, "Можно ли отменить бронь бесплатно?", "Да, отменить бронь бесплатно можно в любой момент.", ()),
    (ROOMS_EN, "Can I cancel a study room booking?", "Yes, you can cancel a booking free of charge at any time.", ()),
    (ROOMS_EN, "Can I cancel a study room booking?", "Yes, a booking can always be cancelled free of charge.", ()),
    # "possible" grants as "can" does (review)
    (ROOMS_EN, "Can I cancel?", "Free cancellation of a booking is always possible.", ()),
    # another case's "at any time" given to the bounded one, granted as "free" (unseen42 dev u42-ru-027)
    (BOOTCAMP, "Можно ли отменить бронь буткемпа бесплатно?",
     "Да, бронь буткемпа, как и бронь общего зала, отменяется бесплатно в любое время.", ()),
    # a time of day bounds it, after a dash that is the copula (a red-team of this session)
    (CHECK_IN_RU, "Во сколько можно заселиться в стандартный номер?",
     "В стандартные номера, как и в люксы, можно заселиться в любое время суток.", ()),
    (BOOTCAMP_EN, "Can I cancel a bootcamp booking for free?",
     "Yes, a bootcamp booking is cancelled free of charge at any time, like a main hall booking.", ()),
])
def test_a_time_limit_dropped_is_unsupported(text: str, question: str, answer: str,
                                             limitations: tuple[str, ...]) -> None:
    assert "unsupported-claim" in checks_on(text, question, answer, limitations)


@pytest.mark.parametrize(("text", "question", "answer"), [
    # the source says "at any time" itself
    (GYM_EN, "Can I cancel my membership?", "Yes, you can cancel your membership at any time."),
    # the claim keeps the limit
    (ROOMS_EN, "How far ahead can I book?", "You can always book a study room up to 7 days ahead."),
    # a duty stressed, not a permission widened
    (CHECK_IN, "Do I need my passport?", "Yes, you must always show your passport at check-in."),
    # the limit belongs to another rule of the sentence, or another sentence says "whenever" (review)
    ("Members have 24/7 access to the gym, and must renew their membership within 30 days of expiry.",
     "Can I use the gym any time?", "Members can use the gym at any time."),
    ("Items can be returned within 30 days. Returned items can be exchanged for store credit.", "Can I exchange?",
     "Returned items can always be exchanged for store credit."),
    ("You can move to a faster plan whenever you want. A plan upgrade takes effect within 2 working days.",
     "Can I upgrade?", "You can upgrade your plan at any time."),
    ("Customers may pay by card or by bank transfer; bank transfers must reach us within 5 working days.",
     "How can I pay?", "You can always pay by card or by bank transfer."),
    # a time of day that fixes another act's time, not the one granted (a review)
    ("Castle tours can be booked online, with departures at 11:00 and 15:00.", "Can I book a castle tour online?",
     "Yes, castle tours can be booked online at any time."),
    # the case whose sentence says "at any time" itself
    (BOOTCAMP, "Можно ли отменить бронь в общем зале бесплатно?",
     "Да, бронь в общем зале отменяется бесплатно в любое время."),
    (CHECK_IN_RU, "Во сколько можно заселиться в люкс?", "В люксы можно заселиться в любое время суток."),
    (BOOTCAMP_EN, "Can I cancel a main hall booking?",
     "Yes, a main hall booking is cancelled free of charge at any time."),
])
def test_any_time_that_drops_nothing_passes(text: str, question: str, answer: str) -> None:
    assert checks_on(text, question, answer) == []


def test_the_reader_names_the_bounding_sentence() -> None:
    index = SentenceIndex(["Rooms can be booked up to 7 days ahead.",
                           "A booking can be cancelled free of charge no later than 3 hours before it starts."])
    everything = frozenset(range(2))
    assert drops_a_time_limit("A booking can be cancelled free of charge at any time.", index, everything) == \
        index.sentences[1]
    # one shared word names no rule
    assert drops_a_time_limit("You can cancel at any time.", index, everything) is None
    # the claim keeps the limit, or denies
    assert drops_a_time_limit("You can always cancel a booking free of charge, as long as it is no later than 3 "
                              "hours before it starts.", index, everything) is None
    assert drops_a_time_limit("A booking cannot be cancelled free of charge at any time later than 3 hours before "
                              "it starts.", index, everything) is None
    # a cited sentence of the same rule that says "at any time" tells it
    told = SentenceIndex([*index.sentences, "A booking can be cancelled at any time in the app."])
    assert drops_a_time_limit("A booking can be cancelled free of charge at any time.", told,
                              frozenset(range(3))) is None
