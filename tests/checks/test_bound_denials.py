"""Which denial governs a bounded figure (tether.checks.bounds._denied_at; a red-team of session 38):
one after the figure, in no condition, is its predicate's; one before it in another clause is not."""

from __future__ import annotations

import pytest
from one_fragment import checks_of as _checks

REFUND = "Cancellations made at least 14 days before arrival are refunded in full."
TICKETS = "Tickets returned at least 48 hours before departure are refunded in full."
GUIDES = "On night dives one guide leads at most 4 divers."
PREPAY = "Предоплата возвращается полностью при отмене не менее чем за 24 часа до заезда."


@pytest.mark.parametrize(("text", "answer"), [
    (REFUND, "For cancellations made less than 14 days before arrival, there is no full refund."),
    (REFUND, "Cancellations made less than 14 days before arrival, however, are not refunded in full."),
    (REFUND, "Cancel less than 14 days before arrival, and you won't get a full refund."),
    (TICKETS, "Tickets returned less than 48 hours before departure: no full refund."),
    (PREPAY, "Отмена менее чем за 24 часа до заезда — без полного возврата предоплаты."),
    ("Members aged 16 or over may use the sauna.", "Members under 16, by contrast, may not use the sauna."),
])
def test_the_other_side_denied_after_the_figure_passes(text: str, answer: str) -> None:
    assert "unsupported-claim" not in _checks(text, answer, "What if?")


@pytest.mark.parametrize(("text", "answer"), [
    (GUIDES, "One guide is not enough for you: on night dives a guide leads no less than 4 divers."),
    ("Items can be renewed up to 3 times.",
     "You can renew an item at least 3 times, as long as no one has reserved it."),
    (REFUND, "Cancellations made less than 14 days before arrival are refunded in full."),
])
def test_a_turned_bound_with_a_denial_elsewhere_is_unsupported(text: str, answer: str) -> None:
    assert "unsupported-claim" in _checks(text, answer, "What is the rule?")


@pytest.mark.parametrize(("text", "answer", "fails"), [
    # a bare "ahead" read as counted back; "up to … ahead" as neither side
    ("Lifts are booked at least 7 days ahead.", "Lifts have to be booked at most 7 days in advance.", True),
    ("Tables can be booked up to 30 days ahead.", "You can book a table no more than 30 days ahead.", False),
    ("Tables can be booked up to 30 days ahead.", "Tables can be booked up to 30 days ahead of your visit.", False),
    ("Group visits must be booked at least 7 days ahead.", "Group visits must be booked no later than 7 days ahead.",
     False),
    # a second sum in another currency carries the first one's bound; a sum in words after it too
    ("Insurance of at least €3,000,000 in Ireland or £2,000,000 in the United Kingdom is required.",
     "In the United Kingdom, insurance of at most £2,000,000 is required.", True),
    ("The deposit is at least 500 euros for adults and 300 euros for children.",
     "For children the deposit is at most 300 euros.", True),
])
def test_ahead_and_carried_sums(text: str, answer: str, fails: bool) -> None:
    assert ("unsupported-claim" in _checks(text, answer, "What is the rule?")) is fails


CEREMONY = ("In New Zealand, a ceremony without a reception costs NZ$ 2 100 for up to 60 guests and lasts no more "
            "than 2 hours.")


@pytest.mark.parametrize(("answer", "fails"), [
    # unseen43 dev u43-en-040: a kind named by what it lacks, alike in both, denies no figure
    ("In New Zealand a ceremony without a reception is for at least 60 guests and costs NZ$ 2 100.", True),
    ("In New Zealand a ceremony without a reception is for up to 60 guests and costs NZ$ 2 100.", False),
    # a lack the source does not name is the claim's own denial, read as before
    ("In New Zealand a ceremony is not for more than 60 guests and costs NZ$ 2 100.", False),
])
def test_a_kind_named_by_what_it_lacks_denies_no_figure(answer: str, fails: bool) -> None:
    assert ("unsupported-claim" in _checks(CEREMONY, answer, "How many guests can come to a ceremony?")) is fails


def test_reading_kinds_named_by_what_they_lack_is_linear() -> None:
    from tests.linear import grows_linearly
    from tether.checks.lacking import kinds_named_alike

    assert grows_linearly(lambda n: "a room without a view " * n + "a " + "x" * n,
                          lambda claim: kinds_named_alike(claim, "a room without a view"))
