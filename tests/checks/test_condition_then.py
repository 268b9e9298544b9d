"""A grant the cited sentence makes only in a consequent — after "…: then", «…: тогда», "…: in that
case" — holds on what comes before it, whether or not an "if" says so: «Исключение — болезнь
ребёнка, подтверждённая справкой: тогда пропущенные занятия можно отработать в течение месяца»
(unseen29 dev u29-ru-046; tether.checks.condition._antecedent). A yes-answer that states the
consequent as the rule drops the condition; one that tells it keeps it."""

from __future__ import annotations

import importlib

import pytest
from one_fragment import checks_of as _checks

PROPUSK = ("Пропущенное групповое занятие не переносится. Исключение — болезнь ребёнка, подтверждённая справкой: "
           "тогда пропущенные занятия можно отработать в течение месяца.")
ASKED_RU = "Если ребёнок пропустил групповое занятие, его можно отработать?"
SAVER = ("Saver fares are not refundable, except when the ferry operator cancels the sailing: then the full amount "
         "is refunded within 30 days.")
ASKED = "Can I get my money back for a Saver fare?"


@pytest.mark.parametrize(("source", "asked", "answer", "fires"), [
    (PROPUSK, ASKED_RU, "Да, пропущенные занятия можно отработать в течение месяца.", True),
    (PROPUSK, ASKED_RU, "Да, если болезнь ребёнка подтверждена справкой, пропущенные занятия можно отработать в "
                        "течение месяца.", False),
    (SAVER, ASKED, "Yes, the full amount is refunded within 30 days.", True),
    (SAVER, ASKED, "Yes, but only when the ferry operator cancels the sailing: the full amount is then refunded "
                   "within 30 days.", False),
], ids=["exception-as-rule-ru", "told-ru", "except-when-en", "told-en"])
def test_a_consequent_holds_on_what_precedes_it(source: str, asked: str, answer: str, fires: bool) -> None:
    assert ("unsupported-claim" in _checks(source, answer, asked)) is fires


LOST = ("If you lose your ticket, press the help button at the pay machine. You pay the 24-hour tariff of the car "
        "park, unless our control room can find your time of entry from the number-plate camera, in which case you "
        "pay only for the time you parked.")
ASKED_LOST = "I lost my ticket. Do I only pay for the time I parked?"


@pytest.mark.parametrize(("answer", "fires"), [
    # "if you lose your ticket" only repeats the question's "I lost my ticket" (an irregular past
    # form the stemmer keeps apart): the grant's condition is the camera's, and it is dropped
    ("Yes, if you lose your ticket you pay only for the time you parked.", True),
    ("Yes, if our control room can find your time of entry from the number-plate camera, you pay only for the time "
     "you parked.", False),
], ids=["dropped", "told"])
def test_in_which_case_holds_on_the_unless_clause(answer: str, fires: bool) -> None:
    assert ("unsupported-claim" in _checks(LOST, answer, ASKED_LOST)) is fires


EVACUATION = ("Nights you do not use after you have checked in are not refunded. When the park asks guests to leave "
              "because of an evacuation order, unused nights are refunded in full.")
ASKED_EARLY = "Do we get money back if we leave early?"


@pytest.mark.parametrize(("answer", "fires"), [
    # the answer's "when you leave early" only repeats the question, after the grant: the rule's
    # condition (a sentence that opens with "When") is dropped (unseen30 dev u30-en-034)
    ("Yes, unused nights are refunded in full when you leave early.", True),
    ("Yes, but only when the park asks guests to leave because of an evacuation order: unused nights are then "
     "refunded in full.", False),
    ("No. Unused nights are refunded in full only when the park asks you to leave because of an evacuation order.",
     False),
], ids=["echoed-after-the-grant", "told", "no-told"])
def test_a_sentence_opening_with_when_grants_on_that_condition(answer: str, fires: bool) -> None:
    assert ("unsupported-claim" in _checks(EVACUATION, answer, ASKED_EARLY)) is fires


def test_a_russian_sentence_opening_with_kogda_sets_no_condition() -> None:
    """«Когда вы приедете, …» says when, not on what condition (red-team rt30): a yes-answer that
    leaves the arrival out drops nothing."""
    source = "Когда вы приедете в санаторий, администратор выдаст вам медицинскую карту и расписание процедур."
    answer = "Да, администратор выдаст вам медицинскую карту и расписание процедур."
    assert "unsupported-claim" not in _checks(source, answer, "Дадут ли мне расписание процедур?")


@pytest.mark.parametrize(("source", "asked", "answer", "fires"), [
    # the question's own condition is told, the rule's second one is not (red-team rt30)
    ("If you pay for the wrong date, we can switch it once, provided the new date has places left.",
     "I paid for the wrong exam date. Can I switch?", "Yes, if you pay for the wrong date we can switch it once.",
     True),
    ("If you pay for the wrong date, we can switch it once, provided the new date has places left.",
     "I paid for the wrong exam date. Can I switch?",
     "Yes, we can switch it once, as long as the new date still has places left.", False),
    ("If you buy a ticket, you can resell it through our official exchange only, and only up to 24 hours before "
     "the show.", "I bought a ticket but can't go. Can I resell it?", "Yes, if you buy a ticket you can resell it.",
     True),
], ids=["second-condition-dropped", "second-condition-told", "deadline-after-an-echo"])
def test_every_condition_of_the_rule_is_read(source: str, asked: str, answer: str, fires: bool) -> None:
    assert ("unsupported-claim" in _checks(source, answer, asked)) is fires


def test_the_antecedent_is_the_clause_the_last_condition_word_opens() -> None:
    condition = importlib.import_module("tether.checks.condition")
    assert condition._antecedent("You pay the 24-hour tariff, unless our control room finds your time of entry, in "
                                 "which case you pay only for the time you parked.").strip() == \
        "our control room finds your time of entry"
    assert condition._antecedent("Исключение — болезнь ребёнка, подтверждённая справкой: тогда занятия можно "
                                 "отработать.").strip() == "болезнь ребёнка, подтверждённая справкой"
    assert condition._antecedent("Refunds are issued within 14 days.") is None
