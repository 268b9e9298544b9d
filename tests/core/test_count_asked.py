""""How many bicycles", «сколько человек»: a count is asked, and a section that states only a
time or a price beside the question's words does not answer it (tether.value_asked.COUNT)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import record, write_corpus
from tests.linear import grows_linearly
from tether.plan import Plan
from tether.value_asked import COUNT, asked_kind, value_sentences

NOW = "2027-05-12T10:00:00Z"


def _plan(question: str) -> Plan:
    return Plan(question=question, lang="ru" if any("а" <= c <= "я" for c in question.lower()) else "en")


def _ask(cli, corpus: Path, question: str) -> dict:  # type: ignore[no-untyped-def]
    return cli("ask", question, "--corpus", str(corpus), "--now", NOW, "--json").json()


@pytest.mark.parametrize(("question", "kind"), [
    ("How many bicycles can be reserved on an Intercity train?", COUNT),
    ("How many guests can the reception barn seat?", COUNT),
    ("how many anual leave days do i get", None),  # the unit is its third word: no count
    ("How many hours is the course?", "duration"),
    ("How many euros is the deposit?", "money"),
    ("How many times can I resit the exam?", None),  # a frequency
    ("How many kilometres is the hike?", "unit:kilometre"),
    ("Сколько человек вмещает зал?", COUNT),
    ("Сколько гостей можно привести?", COUNT),
    ("Сколько стоит аренда зала?", "money"),
    ("Сколько дней хранится заказ?", "duration"),
    ("Сколько можно отсутствовать?", None),  # «сколько» asks for anything: no counted noun
    ("How many people can join, and how much does it cost?", "money"),  # the price, as before
])
def test_the_kind_a_how_many_question_asks_for(question: str, kind: str | None) -> None:
    assert asked_kind(_plan(question)) == kind


def test_a_count_said_as_a_number_of_times_states_a_count() -> None:
    (sentence,) = value_sentences("The coordinator meets the couple twice before the wedding.")
    assert sentence.times and not sentence.kinds
    assert value_sentences("The coordinator meets the couple before the wedding.") == ()


BIKES = {
    "bikes.md": record("bikes", (
        "## Bicycles {#bicycles}\nFolded bicycles travel free on any train. On Intercity trains a space for a "
        "full-size bicycle must be reserved at least 2 hours before departure.\n")),
    "luggage.md": record("luggage", "## Luggage {#luggage}\nEach passenger may take up to 3 pieces of luggage "
                                    "free of charge.\n"),
}


def test_a_count_asked_is_not_answered_by_a_time_beside_the_question_words(cli, tmp_path: Path) -> None:
    """unseen14 dev u14r-030: the section says a space must be reserved 2 hours ahead, not how many
    bicycles may be reserved."""
    corpus = write_corpus(tmp_path / "c", BIKES)
    d = _ask(cli, corpus, "How many bicycles can be reserved on an Intercity train?")
    assert d["status"] == "stopped", d.get("answer")
    d = _ask(cli, corpus, "How long before departure must a bicycle space be reserved on Intercity trains?")
    assert d["status"] == "completed", d["decision"]
    assert d["answer"]["documentationCitations"] == ["bikes#bicycles"]
    d = _ask(cli, corpus, "How many pieces of luggage can each passenger take?")
    assert d["status"] == "completed", d["decision"]
    assert d["answer"]["documentationCitations"] == ["luggage#luggage"]


@pytest.mark.parametrize(("text", "question"), [
    ("The minibus carries a dozen passengers.", "How many passengers can the minibus carry?"),
    ("Бесплатно в аквапарк проходят двое детей до 7 лет.", "Сколько детей проходят в аквапарк бесплатно?"),
    ("2% of seats are reserved for wheelchair users.", "How many seats are reserved for wheelchair users?"),
])
def test_a_count_in_words_or_as_a_share_answers(cli, tmp_path: Path, text: str, question: str) -> None:
    """A red-team of session 45: each stopped once counts were read (the minibus's before that too)."""
    corpus = write_corpus(tmp_path / "c", {"rules.md": record("rules", f"## Rules {{#rules}}\n{text}\n")})
    d = _ask(cli, corpus, question)
    assert d["status"] == "completed", d["decision"]


def test_a_number_beside_a_measure_still_counts() -> None:
    (sentence,) = value_sentences("Each passenger may check in 2 bags of up to 20 kg.")
    assert sentence.counts
    (sentence,) = value_sentences("Each bag may weigh up to 20 kg or 8kg in the cabin.")
    assert not sentence.counts


def test_a_count_stated_as_twice_answers(cli, tmp_path: Path) -> None:
    corpus = write_corpus(tmp_path / "c", {
        "planning.md": record("planning", "## Coordinator {#coordinator}\nThe planning package includes "
                                          "meetings with a coordinator, twice before the wedding.\n"),
    })
    d = _ask(cli, corpus, "How many meetings with the coordinator are included?")
    assert d["status"] == "completed", d["decision"]


def test_a_count_asked_in_russian_is_answered_only_by_a_number(cli, tmp_path: Path) -> None:
    priced = {"zal.md": record("zal", "## Зал {#zal}\nАренда зала, который вмещает гостей, стоит 2 500 ₽ в "
                                                          "час.\n")}
    d = _ask(cli, write_corpus(tmp_path / "a", priced), "Сколько человек вмещает зал?")
    assert d["status"] == "stopped", d.get("answer")
    counted = {"zal.md": record("zal", "## Зал {#zal}\nАренда зала стоит 2 500 ₽ в час. Зал вмещает до 20 "
                                                           "человек.\n")}
    d = _ask(cli, write_corpus(tmp_path / "b", counted), "Сколько человек вмещает зал?")
    assert d["status"] == "completed", d["decision"]


@pytest.mark.parametrize(("text", "question"), [
    ("On Intercity trains a space must be reserved at least 2 hours before departure, once booking opens.",
     "How many bicycles can be reserved on an Intercity train?"),
    ("On Intercity trains a space must be reserved a couple of hours before departure.",
     "How many bicycles can be reserved on an Intercity train?"),
    ("The reception barn hires for £900 a day; guests get a 10% discount on drinks.",
     "How many guests can the reception barn seat?"),
    ("Аренда зала, который вмещает гостей, стоит 2 500 ₽ в час, пара часов минимум.",
     "Сколько человек вмещает зал?"),
    # a measure is no count (a red-team: q-en-25)
    ("Checked bags on the ferry cost €10 each and must weigh less than 20 kg.",
     "How many bags can I check in on the ferry?"),
    ("Рюкзак в зал можно взять один, весом до 5 кг.", "Сколько человек можно взять в зал?"),
])
def test_words_that_only_look_like_a_count_do_not_answer(cli, tmp_path: Path, text: str, question: str) -> None:
    """A review of this reading: "once", "a couple of hours", «пара часов» and a discount's share
    are no count of the things asked about."""
    corpus = write_corpus(tmp_path / "c", {"rules.md": record("rules", f"## Rules {{#rules}}\n{text}\n")})
    d = _ask(cli, corpus, question)
    assert d["status"] == "stopped", d.get("answer")


@pytest.mark.parametrize(("sentence", "counts"), [
    ("A 2-hour kids' holiday class for children aged 8 to 12 costs A$85.", False),  # unseen57 dev u57C-034
    ("A teen class for ages 13 to 17 costs A$120.", False),
    ("Riders aged 16 and over pay $40 a ride.", False),
    ("Детям младше 6 вход бесплатный, стоимость 0 ₽.", False),
    ("A hands-on class takes up to 14 students.", True),
    ("Children aged 8 to 12, no more than 10 per class, pay A$85.", True),  # an age and a count
    ("Дети от 7 до 12 лет, не больше 8 человек в заезде.", True),
])
def test_an_age_counts_no_things(sentence: str, counts: bool) -> None:
    assert any(s.counts for s in value_sentences(sentence)) is counts


def test_a_count_asked_is_not_answered_by_the_ages_a_class_is_for(cli, tmp_path: Path) -> None:
    corpus = write_corpus(tmp_path / "c", {
        "classes.md": record("classes", (
            "## Kids' classes {#kids}\nA 2-hour kids' holiday class for children aged 8 to 12 costs A$85.\n\n"
            "## Class sizes {#sizes}\nA hands-on class takes up to 14 students.\n")),
    })
    assert _ask(cli, corpus, "How many children can a kids' holiday class take?")["status"] == "stopped"
    d = _ask(cli, corpus, "How many students can a hands-on class take?")
    assert d["status"] == "completed" and d["answer"]["documentationCitations"] == ["classes#sizes"], d


def test_reading_ages_is_linear() -> None:
    """A sentence of many ages is read in linear time: each figure looks its age span up (a review of
    session 57: a scan of every span for every figure took 4 s on 272 KB)."""
    assert grows_linearly(lambda n: "Children aged 8, " * n + "pay A$85.", value_sentences, small=500, growth=8)
