"""A "Yes" that is only a condition affirms the question's statement; a cited sentence that denies
that statement fails it (issue 11). "No late fee is charged" denies the fee, not only "late"."""

from __future__ import annotations

import pytest
from one_fragment import checks_of as _checks

from tether.checks.polarity import polarity

BREAKDOWN = ("Late returns are charged C$30 per started hour. No late fee is charged when the car broke down and "
             "you reported it before the booking ended.")
ASKED = "Will I pay a late fee if the car breaks down?"


def test_no_denies_its_whole_noun_phrase() -> None:
    denied, affirmed, _ = polarity("No late fee is charged when the car broke down.")
    assert {"late", "fee"} <= denied and "fee" not in affirmed
    # the phrase ends at the first stop word: what the clause goes on to say is not denied by "no"
    denied, _, _ = polarity("No refund is given for a class cancelled late.")
    assert "refund" in denied and "class" not in denied


@pytest.mark.parametrize("answer", [
    "Yes, if you report the breakdown before your booking ends.",
    "Yes, you do if you report the breakdown before your booking ends.",
    "Yes. If the car broke down and you reported it before the booking ended, you pay the late fee.",
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
