"""A claim that says "every N" where the cited sentence states its rule for some N only (issue 11)."""

from __future__ import annotations

import pytest
from one_fragment import checks_of as _checks

CHECK_OUT = ("Check-out is by 11:00. Late check-out until 14:00 costs £35 and depends on availability on the day. "
             "Guests staying in a suite may check out at 13:00 at no charge.")




@pytest.mark.parametrize(("text", "answer"), [
    (CHECK_OUT, "Yes, every guest may check out at 13:00 at no charge."),  # unseen12 dev u12-en-034
    ("Children under 12 swim free when accompanied by an adult.", "All children swim free when accompanied by an "
                                                                  "adult."),
    ("Гости, проживающие в люксе, могут выехать в 13:00 бесплатно.", "Да, любой гость может выехать в 13:00 "
                                                                     "бесплатно."),
    ("Guests staying in a suite get a free bottle of wine.", "All guests get a free bottle of wine."),
    # a size after "of" restricts too (unseen22 dev u22-en-041)
    ("Round-the-clock access can be added for units of 100 sq ft or more for £10 a week.",
     "Yes, round-the-clock access can be added to any unit for £10 a week."),
    ("Parcels of up to 2 kg cost £3 to send. Heavier parcels cost £7.", "Any parcel costs £3 to send."),
])
def test_a_rule_for_some_said_of_every_one_is_unsupported(text: str, answer: str) -> None:
    assert "unsupported-claim" in _checks(text, answer)


@pytest.mark.parametrize(("text", "answer", "question"), [
    ("Every guest must show photo ID and a payment card on arrival.",
     "Every guest must show photo ID on arrival.", "What do I need at check-in?"),
    ("Members can book classes up to 7 days ahead.", "Any member can book a class up to 7 days ahead.",
     "How far ahead can I book?"),
    # the question names the qualifier: the answer need not repeat it
    (CHECK_OUT, "Yes, every guest staying in a suite may check out at 13:00 at no charge.",
     "Can I check out at 13:00 for free?"),
    (CHECK_OUT, "Yes, every guest may check out at 13:00 at no charge.",
     "I am staying in a suite: can I check out at 13:00 for free?"),
    ("Все гости могут пользоваться бассейном с 7:00 до 22:00.", "Любой гость может пользоваться бассейном с 7:00 "
                                                                "до 22:00.", "Когда работает бассейн?"),
    ("Lockers are free for members during their visit.", "All members get a locker free during their visit.",
     "Are lockers free?"),
    # review11: a word before the noun names, it does not restrict; a qualifier of one new word neither
    ("Library members can borrow up to 10 books at a time.", "Every member can borrow up to 10 books at a time.",
     "How many books can I borrow?"),
    ("Hotel rooms have free Wi-Fi and a safe.", "Yes, every room has free Wi-Fi and a safe.", "Is there Wi-Fi?"),
    ("Passengers travelling with us may carry one cabin bag up to 8 kg.",
     "Every passenger may carry one cabin bag up to 8 kg.", "How much cabin baggage can I take?"),
    ("Students attending the school must wear the school uniform.", "Yes, all students must wear the school "
                                                                    "uniform.", "Is uniform compulsory?"),
    ("Round-the-clock access can be added for units of 100 sq ft or more for £10 a week.",
     "Any unit of 100 sq ft or more can have round-the-clock access added for £10 a week.",
     "Can I get 24-hour access?"),
    ("Members of staff get a 20 % discount on all products.", "Every member of staff gets 20 % off all products.",
     "Do staff get a discount?"),
])
def test_a_rule_said_of_every_one_it_covers_passes(text: str, answer: str, question: str) -> None:
    assert "unsupported-claim" not in _checks(text, answer, question)
