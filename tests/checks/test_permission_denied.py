"""A permission denied where the cited sentences about its subject only grant it
(tether.checks.permission_denied)."""

from __future__ import annotations

import pytest
from one_fragment import checks_of

PONTOONS = ("Children under 12 must wear a lifejacket on the pontoons. Swimming in the marina is not allowed. "
            "Dogs are welcome on a lead. Barbecues are not allowed on the pontoons.")
DOGS = "Dogs may join you in the bar and the garden, but not in the restaurant."
SOBAKI = "Собаки допускаются на территорию на поводке. На пирсах нельзя жарить шашлык."


@pytest.mark.parametrize(("text", "answer"), [
    # the denial of another sentence given to the welcomed subject (unseen24 dev u24-en-042)
    (PONTOONS, "No, dogs are not allowed on the pontoons."),
    (SOBAKI, "Нет, с собаками на территорию нельзя."),
])
def test_a_permission_denied_that_the_source_grants_is_unsupported(text: str, answer: str) -> None:
    assert "unsupported-claim" in checks_of(text, answer)


@pytest.mark.parametrize(("text", "answer"), [
    (PONTOONS, "Yes, dogs are welcome on a lead."),
    (PONTOONS, "No, barbecues are not allowed on the pontoons."),
    # a grant beside the denial, and a source that denies too (unseen12 dev u12-en-007)
    (DOGS, "Yes, dogs may join you in the bar and in the garden, though they are not allowed in the restaurant."),
])
def test_a_denial_the_source_makes_passes(text: str, answer: str) -> None:
    assert "unsupported-claim" not in checks_of(text, answer)
