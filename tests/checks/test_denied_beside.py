"""A contrast that denies one of the things the cited sentence grants beside the other
(tether.checks.denied_beside): "welcome in the clubhouses, but not allowed out on the course"
against "welcome in the clubhouses and on the course" (unseen42 dev u42-en-044, read after its blind
arrival measurement)."""

from __future__ import annotations

import pytest
from one_fragment import checks_of as _checks

from tests.linear import grows_linearly
from tether.checks.denied_beside import _BUT

DOGS = "Assistance dogs are welcome in the clubhouses and on the course."
СОБАКИ = "Собаки-поводыри допускаются в клуб и на поле."


@pytest.mark.parametrize(("text", "answer"), [
    (DOGS, "Assistance dogs are welcome in the clubhouses, but they are not allowed out on the course."),
    (СОБАКИ, "Собаки-поводыри допускаются в клуб, но не на поле."),
])
def test_denying_one_of_two_granted_together_is_unsupported(text: str, answer: str) -> None:
    assert "unsupported-claim" in _checks(text, answer, "")


@pytest.mark.parametrize(("text", "answer"), [
    # what the source denies itself, another party, a rule's other side, a bound
    ("Собаки-поводыри допускаются в клуб и на поле, но не в ресторан.",
     "Собаки-поводыри допускаются в клуб, но не в ресторан."),
    ("Assistance dogs are welcome in the clubhouses. Other dogs are not allowed on the course.",
     "Assistance dogs are welcome in the clubhouses, but other dogs are not allowed on the course."),
    ("You can cancel free of charge up to 48 hours before; later cancellations are charged in full.",
     "You can cancel free of charge up to 48 hours before, but not later."),
    ("The deposit equals two weeks' rent and is taken when you move in; it is at least £50.",
     "The deposit equals two weeks' rent and is taken when you move in, but it is never less than £50."),
    # a sentence that excepts grants not all of it (a review of this reader)
    ("Dogs are allowed in the clubhouse, except in the restaurant area.",
     "Yes, dogs are allowed in the clubhouse, but they are not allowed in the restaurant area."),
    # a ban is turned only by a clause that grants the whole thing banned, not one of its words (a review)
    ("В зале можно пить воду из кулера. Свою еду в зал приносить нельзя.", "Нет, свою еду в зал приносить — нельзя."),
])
def test_a_denial_the_source_allows_passes(text: str, answer: str) -> None:
    assert "unsupported-claim" not in _checks(text, answer, "")


@pytest.mark.parametrize("unit", ["a ", " ", ", ", " bu"])
def test_finding_the_contrast_is_linear(unit: str) -> None:
    assert grows_linearly(lambda n: unit * n + "xbut", lambda given: _BUT.search(given))
