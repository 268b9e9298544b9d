"""A "Yes" that is only a condition affirms the question's statement; a cited sentence that denies
that statement fails it (issue 11). "No late fee is charged" denies the fee, not only "late"; an
exception the claim says nothing of no longer hides a flipped permission."""

from __future__ import annotations

import pytest
from one_fragment import checks_of as _checks

from tether.checks.answer_word import _after_no

BREAKDOWN = ("Late returns are charged C$30 per started hour. No late fee is charged when the car broke down and "
             "you reported it before the booking ended.")
ASKED = "Will I pay a late fee if the car breaks down?"


def test_no_opens_a_noun_phrase_it_denies() -> None:
    assert {"late", "fee"} <= _after_no("No late fee is charged when the car broke down.")
    # the phrase ends at the first stop word: what the clause goes on to say is not denied by "no"
    assert "class" not in _after_no("No refund is given for a class cancelled late.")


@pytest.mark.parametrize("answer", [
    "Yes, if you report the breakdown before your booking ends.",
    "Yes, you do if you report the breakdown before your booking ends.",
])
def test_a_yes_to_the_case_the_source_denies_is_unsupported(answer: str) -> None:
    assert "unsupported-claim" in _checks(BREAKDOWN, answer, ASKED)


@pytest.mark.parametrize(("answer", "question"), [
    ("No, not if you report the breakdown before your booking ends.", ASKED),
    ("Not if you report the breakdown before your booking ends.", ASKED),
    ("Yes, unless you report the breakdown before your booking ends.", ASKED),
    # the question asks the denial itself: "Yes" agrees with "No late fee"
    ("Yes, if you report the breakdown before your booking ends.", "Is the late fee waived if the car breaks down?"),
    ("If the car broke down and you reported it before the booking ended, there is no late fee.", ASKED),
    # the source affirms the question's statement for the answer's case
    ("Yes, if you return the car late.", "Will I be charged if I return the car late?"),
])
def test_an_answer_that_agrees_with_the_denial_passes(answer: str, question: str) -> None:
    assert _checks(BREAKDOWN, answer, question) == []


COURTYARD = ("Residents may park cars in the courtyard. Lorries are not allowed into the courtyard, except for "
             "removal vans booked in advance.")
DVOR = ("Во дворе разрешена стоянка легковых автомобилей жильцов. Грузовые машины во двор не допускаются, кроме "
        "машин для переезда по заявке.")


@pytest.mark.parametrize(("text", "answer"), [
    (COURTYARD, "Yes, lorries are allowed into the courtyard."),
    (DVOR, "Да, грузовые машины допускаются во двор."),
])
def test_a_denial_with_an_exception_turned_round_with_the_exception_dropped(text: str, answer: str) -> None:
    # the exception no longer hides the flip when the claim says none of the exception's words
    assert "unsupported-claim" in _checks(text, answer, _asked(text))


@pytest.mark.parametrize(("text", "answer"), [
    (COURTYARD, "Lorries are allowed into the courtyard only if they are removal vans booked in advance."),
    (COURTYARD, "Removal vans booked in advance are allowed into the courtyard."),
    (COURTYARD, "No, lorries are not allowed into the courtyard unless they are removal vans booked in advance."),
    (COURTYARD, "Yes, residents' cars are allowed in the courtyard, but lorries are not, except removal vans "
                "booked in advance."),
    (DVOR, "Нет, грузовики во двор не пускают, кроме машин для переезда по заявке."),
    (DVOR, "Грузовые машины допускаются во двор только для переезда, по заявке."),
    (DVOR, "Да, стоянка легковых автомобилей жильцов во дворе разрешена."),
])
def test_the_exception_restated_is_still_not_compared(text: str, answer: str) -> None:
    assert _checks(text, answer, _asked(text)) == []


def _asked(text: str) -> str:
    return "Can I drive a lorry into the courtyard?" if text is COURTYARD else "Можно ли заехать во двор на грузовике?"


@pytest.mark.parametrize(("text", "answer", "question"), [
    # a red-team of the first version: the sentence states both cases, the "if" names the other one
    ("No charge applies if you cancel before the arrival day, but cancelling on the arrival day costs the first "
     "night.", "Yes, if you cancel on the arrival day you pay for the first night.",
     "Will I be charged if I cancel my hotel booking?"),
    ("Overtime is paid for extra hours, but no overtime pay is given for hours worked from home.",
     "Yes, if you work the extra hours at the office rather than from home.",
     "Will I get overtime pay for extra hours?"),
    ("No refund is given for tickets cancelled after the show has started; tickets cancelled earlier get their money "
     "back in full.", "Yes, if you cancel before the show starts.", "Can I get a refund if I cancel my ticket?"),
    ("Residents do not need a parking permit on weekends; on weekdays a permit must be displayed.",
     "Yes, you do if you park on a weekday.", "Do I need a parking permit?"),
    # the condition names the other case by denying this one
    ("Late returns are charged a late fee. No late fee is charged when the car broke down and you reported it "
     "before the booking ended.", "Yes, you do if the late return was not caused by a breakdown you reported before "
     "the booking ended.", "Do I pay a late fee if I return the car late?"),
    # "No" denies its phrase only where an answer's "Yes" is read, not in every comparison
    ("No late payment interest is charged in the first month; interest is charged from the second month.",
     "Interest is charged on late payments from the second month, not in the first month.", "Is interest charged?"),
    ("No rent increase takes effect during the fixed term; after the fixed term, rent may rise once a year.",
     "During the fixed term rent cannot increase; after it ends, a rent increase can take effect once a year.",
     "Can my rent go up?"),
    # a permission restated beside the denial it is set against
    ("Dogs are not allowed in the dining room; the terrace welcomes them.",
     "You can bring your dog onto the terrace - dogs are allowed there, just not in the dining room.",
     "Can I bring my dog?"),
    ("Swimming is not permitted in the lake; the outdoor pool is open to all guests.",
     "Guests are permitted to swim in the outdoor pool, not in the lake.", "Can I swim?"),
])
def test_faithful_answers_of_these_shapes_pass(text: str, answer: str, question: str) -> None:
    assert _checks(text, answer, question) == []


ROOM = ("Towels and bedding are provided. Drinks and snacks are not included in the room rate, except drinks from "
        "the welcome bar on arrival.")
NOMER = ("Полотенца и бельё предоставляются. Напитки и закуски в стоимость номера не входят, кроме напитков из "
         "приветственного бара в день заезда.")


@pytest.mark.parametrize(("text", "answer"), [
    # the exception's word ("drinks") is the rule's too: saying it does not state the exception
    (ROOM, "Drinks and snacks are included in the room rate."),
    (NOMER, "Напитки и закуски входят в стоимость номера."),
    # both set the same case apart: their rules are compared (evalsets/mutations.py negation, unseen10)
    (ROOM, "Drinks and snacks are included in the room rate, except drinks from the welcome bar on arrival."),
    (NOMER, "Напитки и закуски входят в стоимость номера, за исключением напитков из приветственного бара."),
])
def test_a_rule_turned_round_beside_an_exception_that_shares_its_words_is_unsupported(text: str, answer: str) -> None:
    question = "Are drinks included in the room rate?" if text is ROOM else "Входят ли напитки в стоимость номера?"
    assert "unsupported-claim" in _checks(text, answer, question)


@pytest.mark.parametrize(("text", "answer"), [
    (ROOM, "Drinks and snacks are not included in the room rate, except drinks from the welcome bar on arrival."),
    (ROOM, "Drinks from the welcome bar on arrival are included in the room rate."),
    (ROOM, "No, drinks and snacks are not included, except drinks from the welcome bar on arrival."),
    (NOMER, "Напитки и закуски в стоимость номера не входят, за исключением напитков из приветственного бара."),
    (NOMER, "Напитки из приветственного бара в день заезда входят в стоимость номера."),
    (NOMER, "Нет, напитки и закуски в стоимость не входят, кроме напитков из приветственного бара в день заезда."),
])
def test_the_rule_or_its_exception_restated_passes(text: str, answer: str) -> None:
    question = "Are drinks included in the room rate?" if text is ROOM else "Входят ли напитки в стоимость номера?"
    assert _checks(text, answer, question) == []


@pytest.mark.parametrize(("text", "answer", "question"), [
    # the claim names the exception's case but drops what sets it apart ("night")
    ("Alcoholic drinks are not included in the price, except on night tours: the Lisbon night tour includes two "
     "drinks.", "Yes, on Lisbon tours two alcoholic drinks are included in the price.",
     "Are alcoholic drinks included on the Lisbon tour?"),
    # the exception's case as one more of the rule's («в том числе»)
    ("Родители не присутствуют на занятиях в бассейне, кроме открытого урока.",
     "Да, родители могут присутствовать на занятиях в бассейне, в том числе на открытом уроке.",
     "Можно ли родителям присутствовать на занятиях?"),
])
def test_an_exception_named_beside_the_rule_turned_round_is_unsupported(text: str, answer: str, question: str) -> None:
    assert "unsupported-claim" in _checks(text, answer, question)
