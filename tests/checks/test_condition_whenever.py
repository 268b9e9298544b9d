"""A yes-answer that grants "whenever" says its own condition: the question's words tell none
of the source's (tether.checks.condition.drops_a_condition, unseen14 dev u14-en-034)."""

from __future__ import annotations

import pytest
from one_fragment import checks_of as _checks

PORTER = ("Our staff help passengers with luggage at every station. If the porter service you booked is not "
          "provided, you can claim a refund of the full fare. No refund is paid for a porter service you did not book.")
ASKED = "Can I get a refund if the porter service fails?"


@pytest.mark.parametrize(("answer", "fires"), [
    # "whenever our staff do not help": the booking, which only the question's words came near, is dropped
    ("Yes, whenever our staff do not help you with luggage, you can claim a refund of the full fare.", True),
    ("Yes, whenever the porter service you booked is not provided, you can claim a refund of the full fare.", False),
    ("Yes: if the porter service you booked is not provided, you can claim the full fare back.", False),
])
def test_whenever_grants_it_on_the_answers_own_words(answer: str, fires: bool) -> None:
    assert ("unsupported-claim" in _checks(PORTER, answer, ASKED)) is fires
