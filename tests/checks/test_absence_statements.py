"""What the material does not say is no claim; what a rule does not give or cover is one (issue 11).

A sentence about the material itself ("The material does not say …") asserts no fact and is not
checked. A verb of holding or giving ("given", "provided", "cover", «касается», «содержит») makes
one only beside a word for the material: without it, "No refund is given for phone requests" is a
rule, and it was skipped unchecked (a probe of session 46).
"""

from __future__ import annotations

import pytest
from one_fragment import checks_of as _checks

REFUNDS = "Refunds are paid within 14 days of a written request. A deposit of 200 EUR is due at booking."
QUESTION = "How do refunds work?"


@pytest.mark.parametrize("answer", [
    "No refund is given for requests made by phone.",
    "Refunds for cancelled stays are not provided after 14 days.",
    "Гарантия не касается окон и дверей.",
    "Депозит не содержит платы за уборку.",
    # a source named as the rule's authority is no absence (a red-team of session 46)
    "According to the documents, no refund is given for requests made by phone.",
    "Согласно документам, депозит не касается уборки.",
    "Cleaning is not provided here.",
])
def test_a_rule_that_denies_giving_or_holding_is_checked(answer: str) -> None:
    assert "unsupported-claim" in _checks(REFUNDS, answer, QUESTION)


@pytest.mark.parametrize("answer", [
    "The material does not say whether cleaning is included.",
    "The sources do not cover cleaning.",
    "No information is given about cleaning.",
    "No terms for a cleaning service are given here.",
    "В материалах нет сведений об уборке.",
    "Об уборке в документах ничего не сказано.",
    "Информации об уборке нет.",
])
def test_what_the_material_does_not_say_is_no_claim(answer: str) -> None:
    assert "unsupported-claim" not in _checks(REFUNDS, answer, QUESTION)


HOURLY = ("In Canada, work that no fixed fee covers is billed at C$150 per hour for a CPA and C$80 per hour for a "
          "bookkeeper, in 15-minute increments.")


def test_a_relative_clauses_denial_does_not_hide_a_changed_period() -> None:
    # unseen47 dev u47-en-023: both sentences "deny" in "that no fixed fee covers"
    asked = "What does a bookkeeper cost in Canada?"
    said = "In Canada a bookkeeper's work that no fixed fee covers is billed at C$80 per {}."
    assert "unsupported-claim" in _checks(HOURLY, said.format("day"), asked)
    assert "unsupported-claim" not in _checks(HOURLY, said.format("hour"), asked)


def test_a_that_a_verb_of_saying_opens_still_denies() -> None:
    from tether.checks.bounds import _denies

    assert not _denies("work that no fixed fee covers is billed at ")
    assert _denies("Please note that no refunds are issued for cancellations made ")


PLUMBING = ("In Ireland, plumbing work and boiler repairs that are not emergencies are billed at €80 per hour, with a "
            "minimum charge of one hour.")


def test_a_relative_clause_with_is_not_does_not_hide_a_changed_period() -> None:
    # unseen48 dev u48-en-023: "that is not an emergency" read as the rule's denial on both sides
    asked = "What is the rate for plumbing work that is not an emergency in Ireland?"
    said = "In Ireland plumbing work that is not an emergency is billed at €80 per {}."
    assert "unsupported-claim" in _checks(PLUMBING, said.format("day"), asked)
    assert "unsupported-claim" not in _checks(PLUMBING, said.format("hour"), asked)


@pytest.mark.parametrize(("source", "said", "right", "wrong"), [
    ("Guests who are not members pay at most €15 per session.", "Guests who are not members pay {} €15 per session.",
     "at most", "at least"),
    ("Callouts that are not an emergency call-out are billed at €60 per hour.",
     "Callouts that are not an emergency call-out are billed at €60 per {}.", "hour", "day"),
])
def test_who_is_not_and_a_longer_noun_after_not_name_the_case(source: str, said: str, right: str, wrong: str) -> None:
    """"who are not members", "that is not an emergency call-out": which people or work the rule is
    for (a red-team of session 47)."""
    assert "unsupported-claim" in _checks(source, said.format(wrong), "What is the rate?")
    assert "unsupported-claim" not in _checks(source, said.format(right), "What is the rate?")


def test_that_opening_a_sentence_is_no_relative_clause_and_isnt_is_read() -> None:
    from tether.checks.bounds import _denies

    assert _denies("That is not a fee you pay per night.")
    assert not _denies("Work that isn't urgent is billed at ")
