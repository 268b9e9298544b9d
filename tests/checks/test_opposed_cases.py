"""A value given to the opposite case (tether.verify.opposed): the clause names one of two opposed
cases (half / full, single / double, adult / child …), the cited text states the value for the other
one, and gives this one a value of its own."""

from __future__ import annotations

import pytest
from one_fragment import checks_of

DAYCARE = ("A full day at the kennel costs $40 for up to 10 hours. A half day of at most 5 hours costs $25. "
           "Late pick-up is charged $15.")
KAYAK = "A guided kayak tour costs EUR 60 per person in a single kayak and EUR 100 per double kayak."
ROOMS_RU = "Одноместный номер стоит 4 000 ₽ в сутки, двухместный — 5 500 ₽ в сутки. Завтрак включён."
LESSONS_RU = ("Индивидуальное занятие длится 60 минут и стоит 2 000 ₽. Групповое занятие длится 90 минут и "
              "стоит 900 ₽ с человека.")
SESSIONS = "Morning and evening sessions cost €20."
TICKETS = "Weekday rates: adults €10, children €5. Weekend rates: adults €12, children €6."


@pytest.mark.parametrize(("text", "question", "answer", "fires"), [
    # the full day's 10 hours given to the half day, and the other way round (unseen46 dev u46-en-025)
    (DAYCARE, "How long is a half day?", "A half day lasts at most 10 hours.", True),
    (DAYCARE, "How long is a full day?", "A full day lasts up to 5 hours.", True),
    (DAYCARE, "How long is a half day?", "A half day lasts at most 5 hours.", False),
    (DAYCARE, "How long is a full day?", "A full day lasts up to 10 hours.", False),
    # a hyphenated case word names its case too; what it qualifies is the next word
    (DAYCARE, "How long is a half-day?", "A half-day lasts at most 10 hours.", True),
    # both cases in one sentence: the part holding the value decides (unseen40 dev u40-en-034)
    (KAYAK, "What does a double kayak cost?", "A double kayak costs EUR 60 per person.", True),
    (KAYAK, "What does a double kayak cost?", "A double kayak costs EUR 100.", False),
    (KAYAK, "What does a single kayak cost?", "In a single kayak the tour costs EUR 60 per person.", False),
    # Russian, inflected: the single room's price given to the double
    (ROOMS_RU, "Сколько стоит двухместный номер?", "Двухместный номер стоит 4 000 ₽ в сутки.", True),
    (ROOMS_RU, "Сколько стоит двухместный номер?", "Двухместный номер обойдётся в 5 500 ₽ за сутки.", False),
    (LESSONS_RU, "Сколько длится групповое занятие?", "Групповое занятие длится 60 минут.", True),
    (LESSONS_RU, "Сколько длится групповое занятие?", "Групповое занятие длится 90 минут.", False),
    (LESSONS_RU, "Сколько стоит индивидуальное занятие?", "Индивидуальное занятие стоит 2 000 ₽.", False),
    # a clause naming both cases is not this reader's: it compares them
    (DAYCARE, "What does a half day cost?", "A half day costs $25, against $40 for a full day.", False),
    # the other case's part holds no value of its own: nothing owed, nothing fired
    (SESSIONS, "What does a morning session cost?", "A morning session costs €20.", False),
    # every part names its own case: a child's weekday price stands
    (TICKETS, "What does a child pay on a weekday?", "On a weekday a child pays €5.", False),
    (TICKETS, "What does a child pay at the weekend?", "At the weekend a child pays €6.", False),
    (TICKETS, "What does a child pay at the weekend?", "At the weekend a child pays €5.", True),
    # a case word that qualifies something else: "full refunds", a single payment, a child's companion
    # (a red-team's probes, session 50)
    ("A half-day boat trip lasts 3 hours and costs €45. Full refunds are given for cancellations made at least "
     "48 hours in advance.", "Can I cancel my half-day trip?",
     "Yes: cancel your half-day trip at least 48 hours in advance and you get all your money back.", False),
    ("A double room costs €900 per week, payable in a single payment at booking. A single room costs €600 per "
     "week, payable in two instalments of €300.", "How do I pay for a double room?",
     "You pay the €900 for the week as a single payment when you book.", False),
    ("Детский билет (от 4 до 12 лет) стоит 350 ₽. Сопровождающие платят по взрослому тарифу — 700 ₽.",
     "Сколько я заплачу за себя, если иду с сыном?", "За себя как сопровождающего ребёнка вы заплатите 700 ₽.",
     False),
    ("Утром автобус ходит каждые 15 минут, вечером — каждые 40 минут.", "Как часто ходит автобус утром?",
     "Утром автобус ходит каждые 40 минут.", True),
    # a time's colon parts no sentence: the value's part is still the full day's
    ("A full day runs from 08:00 for up to 10 hours; a half day runs at most 5 hours, with a half day from 13:00.",
     "How long is a half day?", "A half day runs at most 10 hours.", True),
    # "half-day trip" qualifies a trip, which "Full refunds … 2 days" does not name (a review)
    ("A half-day rafting trip lasts 3 hours and costs €45. Full refunds are given for cancellations made at least "
     "2 days in advance.", "Can I cancel my half-day trip?",
     "Yes, if you cancel your half-day trip at least 2 days in advance, you get all your money back.", False),
])
def test_a_value_of_the_opposite_case(text: str, question: str, answer: str, fires: bool) -> None:
    assert ("misattributed-figure" in checks_of(text, answer, question)) is fires


def test_the_reader_itself_names_the_opposite_case() -> None:
    """The reader's own finding, not another reader's: the rooms' and the lessons' values."""
    from tether.figures import find_mentions
    from tether.verify.opposed import opposite_case

    def read(answer: str, text: str) -> str | None:
        sentences = [s.strip() + "." for s in text.split(".") if s.strip()]
        m = next(x for x in find_mentions(answer) if x.kind in ("money", "duration"))
        holding = [i for i, s in enumerate(sentences) if m.text.split()[0] in s]
        return opposite_case(answer, m, holding, sentences)

    lessons = "Индивидуальное занятие длится 60 минут. Групповое занятие длится 90 минут."
    assert read("Групповое занятие длится 60 минут.", lessons) is not None
    assert read("Индивидуальное занятие длится 60 минут.", lessons) is None
    days = "A full day at the kennel lasts up to 10 hours. A half day lasts at most 5 hours."
    assert read("A full day lasts up to 5 hours.", days) is not None
    assert read("A half day lasts at most 5 hours.", days) is None
