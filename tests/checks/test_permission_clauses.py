"""A permission read as what it grants (issue 11, unseen40 dev): a denial after a comma does not
reach back over the clause of a permission before it (tether.checks.excluded), and a means of
payment "we take" or "accept" is one the reader "can" use (tether.checks.claims._AVAILABLE)."""

from __future__ import annotations

import pytest
from one_fragment import checks_of

YACHT = "На аренде целой яхты гости могут взять с собой свои напитки, на групповой прогулке алкоголь запрещён."
TERRACE = "Guests can bring their own drinks to the terrace, in the spa glass bottles are prohibited."
PETS = "Cats, dogs and birds are not allowed in the rooms."
PAY = "In Iceland we take cards and Apple Pay; in Denmark we take cards and MobilePay. Cash is not accepted on board."
OPLATA = "Оплату принимаем картой и по СБП. Наличные не принимаются."


@pytest.mark.parametrize(("text", "answer", "question"), [
    (YACHT, "Да, на аренде целой яхты свои напитки брать можно.", "Можно ли взять своё вино на аренду яхты?"),
    (TERRACE, "Yes, you can bring your own drinks to the terrace.", "Can I bring drinks to the terrace?"),
    (PAY, "In Denmark you can pay by card or with MobilePay.", "How can I pay in Denmark?"),
    (OPLATA, "Оплатить можно картой или по СБП.", "Как можно оплатить?"),
])
def test_what_a_permission_grants_passes(text: str, answer: str, question: str) -> None:
    assert "unsupported-claim" not in checks_of(text, answer, question)


@pytest.mark.parametrize(("text", "answer", "question"), [
    (YACHT, "Да, на групповой прогулке свои напитки брать можно.", "Можно ли взять своё вино на прогулку?"),
    (PETS, "Yes, dogs are allowed in the rooms.", "Can I bring my dog?"),  # a comma alone is no break
    (PAY, "Yes, you can pay cash on board.", "Can I pay cash?"),
])
def test_the_denied_case_is_still_unsupported(text: str, answer: str, question: str) -> None:
    assert "unsupported-claim" in checks_of(text, answer, question)


def test_a_denial_of_payment_is_no_grant() -> None:
    assert checks_of(OPLATA, "Да, можно оплатить наличными.", "Можно наличными?") != []
