"""A figure taken from a cited sentence that says less of the answer's sentence than another one,
which states a value of the same measure the answer never gives (issue 11, misattributed-figure;
tether.verify.rival). Found by rule-made swaps of figures in faithful answers
(evalsets/mutations.py): the words next to a figure are often generic ("costs … per night"),
and the words naming its case stand elsewhere in the sentence. Also the other case of one
sentence, parted from its value by a parenthesis (tether.verify.coordinated)."""

from __future__ import annotations

import pytest
from verify_helpers import checks_citing_all

GROOMING = [("grooming#prices", "Grooming costs £45 for a small dog and £60 for a large dog (over 20 kg). A nail "
                                "trim alone is £12. Cats are groomed for £38.")]
SWIMMING = [("kursy#tseny", "Занятие в группе для взрослых стоит 900 ₽, для детей до 12 лет — 700 ₽. Разовое "
                            "посещение бассейна без тренера стоит 400 ₽.")]
LIMITS = [("credits#sla", "When monthly uptime falls below 99.9%, the customer receives a service credit of 5% of "
                          "the monthly fee for each full hour. Credits are capped at 25% of the monthly fee.")]
BINS = [("bins#prices", "The first brown bin costs £48 a year and each extra brown bin £35. Residents on "
                        "pension credit pay £24 for the first bin.")]


@pytest.mark.parametrize(("fragments", "answer", "question"), [
    # the case ("a large dog") is in the first clause; "grooming costs" alone is the cats' sentence too
    (GROOMING, "A 30 kg labrador counts as a large dog, so grooming costs £38.",
     "How much is grooming for my 30 kg lab?"),
    (GROOMING, "A labrador is a large dog, so it is groomed for £38.", "How much is grooming for my lab?"),
    (SWIMMING, "Взрослый, который занимается в группе, платит 400 ₽ за посещение.",
     "Сколько стоит занятие для взрослого?"),
])
def test_a_value_of_a_sentence_that_says_less_is_misattributed(fragments: list[tuple[str, str]], answer: str,
                                                                 question: str) -> None:
    assert "misattributed-figure" in checks_citing_all(fragments, answer, question)


@pytest.mark.parametrize(("fragments", "answer", "question"), [
    (GROOMING, "A 30 kg labrador counts as a large dog, so grooming costs £60.",
     "How much is grooming for my 30 kg lab?"),
    (GROOMING, "Cats are groomed for £38; a nail trim on its own costs £12.", "What does cat grooming cost?"),
    (SWIMMING, "Без тренера разовое посещение бассейна стоит 400 ₽.", "Сколько стоит бассейн?"),
    # a limit is told by the words that make it one, not by the subject's: "service credit … monthly
    # fee" is the 5 %'s sentence, "cannot exceed" the cap's
    (LIMITS, "Service credits cannot exceed 25% of the monthly fee.", "Is there a limit on service credits?"),
    # each figure of a sentence is judged by its own clause, not by the other figure's words
    (BINS, "You pay £48 a year for the first brown bin and £35 for the second one.", "What do two bins cost?"),
])
def test_a_value_stated_by_the_sentence_that_says_it_passes(fragments: list[tuple[str, str]], answer: str,
                                                             question: str) -> None:
    assert "misattributed-figure" not in checks_citing_all(fragments, answer, question)


PARKING_RU = [("parking#tarif", "Стоянка для легковых машин стоит 300 ₽ в сутки, для грузовых машин (до 3,5 т) "
                                "— 700 ₽ в сутки. Оплата при выезде.")]
PARKING_EN = [("parking#rates", "Parking costs £5 a day for cars, for vans (up to 3.5 t) £12 a day. You pay when you "
                                "leave.")]


@pytest.mark.parametrize(("fragments", "answer", "fails"), [
    # a parenthesis parts the other case's words from its value ("… грузовых машин (до 3,5 т) — 700 ₽"):
    # the words before it are still that value's case
    (PARKING_RU, "Стоянка для легковых машин стоит 700 ₽ в сутки.", True),
    (PARKING_RU, "Стоянка для легковых машин стоит 300 ₽ в сутки.", False),
    (PARKING_RU, "Для грузовых машин стоянка стоит 700 ₽ в сутки.", False),
    (PARKING_EN, "Parking for a car costs £12 a day.", True),
    (PARKING_EN, "Parking for a car costs £5 a day.", False),
    (PARKING_EN, "Parking for a van costs £12 a day.", False),
])
def test_a_case_parted_from_its_value_by_a_parenthesis_still_names_it(fragments: list[tuple[str, str]], answer: str,
                                                                      fails: bool) -> None:
    assert ("misattributed-figure" in checks_citing_all(fragments, answer, "How much is parking?")) is fails
