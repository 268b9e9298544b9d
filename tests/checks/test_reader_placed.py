"""A clause that only places the reader's own figure in the rule's case adds no statement
(tether.checks.clauses.PLACING)."""

from __future__ import annotations

import pytest

from tests.verify.verify_helpers import checks_on as checks

CANCEL = ("If you cancel 30 days or more before the tour, we refund the full price minus a handling fee of CHF 50. "
          "If you cancel 14 to 29 days before the tour, we refund 50 % of the price.")
ASKED = "I want to cancel 20 days before the hike. How much will I get back?"


@pytest.mark.parametrize(("answer", "fails"), [
    # unseen34 dev u34-en-006, a correct answer
    ("Half of the price: a cancellation 14 to 29 days before the tour is refunded at 50 %, and 20 days falls in "
     "that range.", False),
    # placing a figure the reader did not give is no placing of the reader's
    ("Half of the price: a cancellation 14 to 29 days before the tour is refunded at 50 %, and 25 days falls in "
     "that range.", True),
    # a clause of words of its own is still an added clause
    ("Half of the price: a cancellation 14 to 29 days before the tour is refunded at 50 %, and 20 days earns a "
     "voucher bonus.", True),
])
def test_placing_the_readers_figure(answer: str, fails: bool) -> None:
    assert ("unsupported-claim" in checks(ASKED, CANCEL, answer)) is fails
