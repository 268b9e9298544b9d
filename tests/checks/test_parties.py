"""The reader's act stated as the provider's, or the reverse (issue 11, unseen12 dev u12-en-031)."""

from __future__ import annotations

import pytest
from one_fragment import checks_of as _checks

from tether.checks.parties import swaps_the_parties
from tether.terms import SentenceIndex

DAMAGE = ("Damage to a room beyond normal wear is charged at the cost of repair. "
          "We tell you within 7 days of check-out if we find damage.")
REFUNDS = ("Standard tickets are refundable minus a £15 cancellation fee if cancelled at least 7 days before "
           "departure. If we cancel a sailing, you get a full refund or a free transfer to another sailing.")




@pytest.mark.parametrize(("text", "answer"), [
    (DAMAGE, "You must tell the hotel within 7 days of check-out if you notice damage."),
    ("We confirm your booking by email within 24 hours of payment.",
     "You must confirm your booking by email within 24 hours of payment."),
    ("Мы сообщаем вам о повреждениях в течение 7 дней после выезда.",
     "Вы должны сообщить нам о повреждениях в течение 7 дней после выезда."),
    ("If you end a ride outside a bay, a charge of £20 is added. If the vehicle blocks a doorway, our team moves "
     "it and the charge is £40 instead.", "If your vehicle blocks a doorway, you must move it yourself, and the "
                                          "charge is £40."),
    ("We arrange the courier for faulty items and pay for the return.",
     "For faulty items you must arrange the courier and pay for the return."),
])
def test_an_act_given_to_the_other_party_is_unsupported(text: str, answer: str) -> None:
    assert "unsupported-claim" in _checks(text, answer)


@pytest.mark.parametrize(("text", "answer"), [
    (DAMAGE, "The hotel tells you within 7 days of check-out if it finds damage."),
    (DAMAGE, "We tell you within 7 days of check-out if we find damage."),
    (REFUNDS, "If you cancel at least 7 days before departure, your standard ticket is refunded minus a £15 fee."),
    ("You tell us about a fault and we repair it within 3 working days.",
     "We repair a fault within 3 working days after you tell us about it."),
    # review11: one event seen from either side, no duty laid on the reader
    ("We board passengers by group number, starting 40 minutes before departure.",
     "You board by group number, starting 40 minutes before departure."),
    ("We register new patients on weekdays between 9:00 and 12:00.",
     "You can register as a new patient on weekdays between 9:00 and 12:00."),
    ("Мы записываем пациентов на приём по телефону и на сайте.",
     "Вы можете записаться на приём по телефону или на сайте."),
    ("Мы возвращаем депозит в течение 5 дней. Вы можете забрать ключи на ресепшене.",
     "Вы можете забрать ключи на ресепшене, а депозит мы возвращаем в течение 5 дней."),
])
def test_each_party_doing_its_own_act_passes(text: str, answer: str) -> None:
    assert "unsupported-claim" not in _checks(text, answer)


def test_the_sentence_named_is_the_one_whose_act_moved() -> None:
    index = SentenceIndex(DAMAGE.split(". ", 1))
    found = swaps_the_parties("You must tell the hotel within 7 days of check-out if you notice damage.", index,
                              frozenset({0, 1}))
    assert found is not None and found.startswith("We tell you")
