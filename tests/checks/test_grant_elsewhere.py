"""A claim that joins a grant from one cited sentence with a value from another: its permission
is read where the act is permitted (tether.checks.clauses.permitted_elsewhere), and so is the
grant's deadline (tether.checks.condition._granting). Red-team probes rt25 x01 and x02. (Their o03,
a correct answer, still fails: "The parking fee *can be paid*" grants paying, not parking.)"""

from __future__ import annotations

import pytest
from one_fragment import checks_of as _checks

EXCHANGE = ("Tickets can be exchanged no later than 24 hours before departure. An exchange fee of 15 EUR applies. "
            "Tickets are non-refundable after departure.")
OBMEN = "Билет можно обменять не позднее чем за 24 часа до отправления. За обмен взимается сбор 300 ₽."


@pytest.mark.parametrize(("text", "answer", "question", "fires"), [
    # the grant is the first sentence's, the fee the second's, and the deadline is told
    (EXCHANGE, "Yes, you can exchange it for a 15 EUR fee. Note that the exchange must be made at least 24 hours "
               "before departure.", "Can I exchange my ticket?", False),
    (OBMEN, "Да, билет можно обменять со сбором 300 ₽, но не позднее чем за 24 часа до отправления.",
     "Можно ли обменять билет?", False),
    # the same grant with its deadline dropped
    (EXCHANGE, "Yes, you can exchange the ticket for a 15 EUR fee.", "Can I exchange my ticket?", True),
    (OBMEN, "Да, билет можно обменять со сбором 300 ₽.", "Можно ли обменять билет?", True),
])
def test_a_grant_read_in_the_sentence_that_permits_the_act(text: str, answer: str, question: str,
                                                            fires: bool) -> None:
    assert ("unsupported-claim" in _checks(text, answer, question)) is fires

