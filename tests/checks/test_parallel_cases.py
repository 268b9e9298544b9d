"""One case's rule said of every case, where the cited text gives a parallel case another rule
(tether.checks.parallel_cases)."""

from __future__ import annotations

import pytest

from tests.verify.verify_helpers import checks_on as checks

MEALS = ("In Swiss mountain huts, the hut tour includes half board: dinner and breakfast. Lunch and drinks are not "
         "included; a packed lunch from the hut costs CHF 18. In Norwegian DNT cabins, the hut tour includes full "
         "board: breakfast, a packed lunch and dinner.")
PARKING = ("For residents, a parking permit costs 40 EUR a year. For visitors, a parking permit costs 5 EUR a day.")
LUNCH = "Is lunch included on a hut tour?"


@pytest.mark.parametrize(("question", "source", "answer", "fails"), [
    # unseen34 dev u34-en-034: the Norwegian cabins' rule for every hut tour
    (LUNCH, MEALS, "Yes. Hut tours include full board: breakfast, a packed lunch and dinner.", True),
    (LUNCH, MEALS, "In Norwegian DNT cabins, hut tours include full board: breakfast, a packed lunch and dinner.",
     False),
    (LUNCH, MEALS, "In Norway, hut tours include full board: breakfast, a packed lunch and dinner.", False),
    ("Is lunch included on a hut tour in Norway?", MEALS,
     "Yes, the hut tour includes full board: breakfast, a packed lunch and dinner.", False),
    # what both cases share is every case's rule
    (LUNCH, MEALS, "Hut tours include dinner and breakfast.", False),
    # another shape of case phrase: "For X,"
    ("How much is a parking permit?", PARKING, "A parking permit costs 5 EUR a day.", True),
    ("How much is a parking permit for visitors?", PARKING, "A parking permit costs 5 EUR a day.", False),
    ("How much is a parking permit?", PARKING, "For visitors, a parking permit costs 5 EUR a day.", False),
])
def test_a_case_rule_said_of_every_case(question: str, source: str, answer: str, fails: bool) -> None:
    assert ("unsupported-claim" in checks(question, source, answer)) is fails


TICKETS = "For adults, a day ticket includes a hot lunch. For children, a day ticket includes a snack box."


@pytest.mark.parametrize(("question", "fails"), [
    ("What does a day ticket include?", True),
    ("What does a day ticket include for my son?", False),  # "son" names the children's case
])
def test_the_case_told_in_words_of_the_same_meaning(question: str, fails: bool) -> None:
    assert ("unsupported-claim" in checks(question, TICKETS, "A day ticket includes a snack box.")) is fails


def test_a_single_case_phrase_has_no_parallel() -> None:
    source = "In Swiss mountain huts, the hut tour includes half board: dinner and breakfast."
    assert checks(LUNCH, source, "The hut tour includes half board: dinner and breakfast.") == []


DEPOSIT = ("At check-in, each guest pays a deposit of CHF 200 in cash. At check-out, each guest gets the deposit back "
           "in cash if nothing is damaged.")
LUNCH_NOT = ("In Swiss mountain huts, lunch is not included in the hut tour. In Norwegian DNT cabins, lunch is "
             "included in the hut tour.")


@pytest.mark.parametrize(("question", "source", "answer", "fails"), [
    # a review of fb24b50: steps in time are no cases
    ("How much is the deposit?", DEPOSIT, "Each guest pays a deposit of CHF 200 in cash.", False),
    # the case told in an earlier sentence of the answer
    (LUNCH, MEALS, "Only on the Norwegian DNT cabin tours. There, the hut tour includes full board: breakfast, a "
     "packed lunch and dinner.", False),
    # the reader's own figure may name the case
    ("What does a day ticket include for my 6-year-old?", TICKETS, "A day ticket includes a snack box.", False),
    # two cases that differ by their denial alone
    (LUNCH, LUNCH_NOT, "Yes, lunch is included in the hut tour.", True),
])
def test_what_names_a_case(question: str, source: str, answer: str, fails: bool) -> None:
    assert ("unsupported-claim" in checks(question, source, answer)) is fails
