"""A clause that affirms what the cited sentence stating it denies, its own denial set apart in a
clause of its own (tether.checks.affirmed_clause): unseen34 dev u34-ru-046."""

from __future__ import annotations

import pytest

from tests.linear import grows_linearly
from tests.verify.verify_helpers import checks_citing_all
from tether.checks.affirmed_clause import _denies_it
from tether.terms import TermSet

WARRANTY = ("Гарантия не распространяется на поломки из-за скачков напряжения, попадания воды или падения техники, "
            "а также на технику, которую после нас вскрывал кто-то другой.")
TICKETS = "Tickets are not refunded after departure. Before departure they are refunded in full."
PETS = "Dogs are not allowed in the dining room, but cats are allowed everywhere."
BAR = "Shots are never served, and staff may refuse service to any guest who is intoxicated."
BONUS = "Бонусами можно оплатить до половины стоимости часов, но не ночной пакет и не еду в баре."


def checks_on(text: str, question: str, answer: str) -> list[str]:
    return checks_citing_all([("rules#main", text)], answer, question)


@pytest.mark.parametrize(("text", "answer", "fires"), [
    (WARRANTY, "Да, гарантия распространяется и на поломки из-за падения техники, но не на технику, которую вскрывал "
               "кто-то другой.", True),
    (WARRANTY, "Нет, гарантия не распространяется на поломки из-за падения техники, как и на технику, которую "
               "вскрывал кто-то другой.", False),
    (TICKETS, "Tickets are refunded in full before departure, but not after it.", False),
    (PETS, "Cats are allowed in the dining room, but dogs are not.", False),
    (BAR, "Shots are not served at any time, and a guest who is intoxicated may be refused service.", False),
    (BONUS, "Нет: бонусами можно оплатить до половины стоимости часов, а еду в баре — нельзя, как и ночной пакет.",
     False),
    (BONUS, "Да, бонусами можно оплатить до половины стоимости часов, а также еду в баре.", True),
], ids=["affirmed-beside-a-denial", "denial-kept", "the-other-side-of-a-bound", "another-case-affirmed",
        "a-refusal-of-its-own", "denied-after-a-dash-and-going-on", "a-denied-item-affirmed"])
def test_a_clause_affirming_what_its_sentence_denies(text: str, answer: str, fires: bool) -> None:
    assert ("unsupported-claim" in checks_on(text, "Покрывает ли гарантия падение?", answer)) is fires


def test_the_span_of_a_sentence_is_read_in_linear_time() -> None:
    words = ("гарант", "паден")

    def read(sentence: str) -> bool:
        return _denies_it(sentence, words, TermSet(words), words)  # no cited set: read afresh

    assert grows_linearly(lambda n: "Гарантия не распространяется на " + "поломки, " * n + "падения техники.", read)
