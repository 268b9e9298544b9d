"""A yes-answer whose "Yes." is a sentence of its own grants as "Yes, …" does, and a threshold the
question does not state is dropped though the question says the condition's other words: "Yes.
The booking amount is refunded in full when you cancel the surgery" against "If you cancel more
than 48 hours before the surgery, it is refunded in full" (tether.checks.condition, unseen32 dev
u32-en-031)."""

from __future__ import annotations

import pytest
from one_fragment import checks_of as _checks

SURGERY = ("A surgery booking amount of 5,000 INR is paid when the date is fixed. If you cancel more than 48 hours "
           "before the surgery, it is refunded in full; if you cancel later, it is forfeited.")
ASKED = "If I cancel my surgery, do I get the booking amount back?"
BRON = ("Если вы отменяете бронь зала не позднее чем за 48 часов, предоплата возвращается полностью; при более "
        "поздней отмене предоплата не возвращается.")
ASKED_RU = "Если я отменю бронь зала, вернут предоплату?"


@pytest.mark.parametrize(("source", "asked", "answer", "fires"), [
    (SURGERY, ASKED, "Yes. The booking amount is refunded in full when you cancel the surgery.", True),
    (SURGERY, ASKED, "Yes, the booking amount is refunded in full when you cancel the surgery.", True),
    (SURGERY, ASKED, "Yes. If you cancel more than 48 hours before the surgery, the booking amount is refunded "
                     "in full.", False),
    (SURGERY, ASKED, "Yes. The booking amount is refunded in full when you cancel more than 48 hours before the "
                     "surgery; later it is forfeited.", False),
    (BRON, ASKED_RU, "Да. Предоплата возвращается полностью, если вы отменяете бронь зала.", True),
], ids=["bare-yes", "yes-comma", "told", "told-after", "bare-yes-ru"])
def test_a_threshold_the_reader_was_not_told(source: str, asked: str, answer: str, fires: bool) -> None:
    assert ("unsupported-claim" in _checks(source, answer, asked)) is fires


def test_a_bare_yes_before_a_plain_statement_is_read_only_at_the_answers_start() -> None:
    from tether.checks.condition import after_a_bare_yes
    assert after_a_bare_yes("Yes. The fee is refunded.", 5)
    assert after_a_bare_yes("Да! Предоплата возвращается.", 4)
    assert not after_a_bare_yes("The fee is refunded. Yes. It is.", 26)
    assert not after_a_bare_yes("Yes, the fee is refunded.", 0)


DATE_CHANGE = ("You can move a booking to another date once free of charge if you ask at least 7 days before the "
               "tour. A later change is treated as a cancellation.")


@pytest.mark.parametrize(("answer", "fires"), [
    # unseen34 dev u34-en-031: "once," is how often, not a condition of the grant's own
    ("Yes. You can move your booking to another date once, free of charge.", True),
    ("Yes, you can move your booking to another date once.", True),
    ("Yes. You can move your booking to another date once, free of charge, if you ask at least 7 days before the "
     "tour.", False),
    # a condition of the grant's own is still read as the grant's
    ("Yes, once you ask at least 7 days before the tour, you can move your booking to another date free of "
     "charge.", False),
])
def test_once_as_how_often_is_no_condition(answer: str, fires: bool) -> None:
    assert ("unsupported-claim" in _checks(DATE_CHANGE, answer, "Can I move my tour to another date?")) is fires
