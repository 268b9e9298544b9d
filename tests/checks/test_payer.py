"""Who pays (tether.checks.payer): a cost the cited text lays on one named party, given to another
named party, fails, and so does the reader's "you" where only the provider's noun pays (or "we" where
only the reader's does); the same payer in other words (active or passive), and a pronoun set against a
noun of its own side, pass."""

from __future__ import annotations

import pytest
from one_fragment import checks_of as _checks

BILLING = ("In the UAE, the hospital bills the insurer directly. The patient pays the co-payment shown on the "
           "insurance card at discharge, and the insurer pays the rest.")
TALKS = "Speakers receive a free ticket and a hotel room for two nights. Travel costs are paid by the speaker."
POSTAGE = ("Return postage for warranty repairs is paid by the shop; for other repairs, the customer pays postage "
           "both ways.")
VOUCHERS = "Each voucher covers a ride of up to 15 km within the city limits."
VET = ("If an injury caused by the groom needs a vet, a member of staff takes the pet to the nearest vet clinic and "
       "the salon pays the vet's bill.")
EXAMS = "The school pays the exam fee. Students pay a course fee of £200."


@pytest.mark.parametrize(("source", "answer"), [
    # unseen32 dev u32-en-049
    (BILLING, "In the UAE, the insurer pays the co-payment shown on your insurance card, and you pay the rest."),
    (TALKS, "The organisers pay for your hotel; travel costs are paid by the organiser."),
    (POSTAGE, "For warranty repairs the customer pays the return postage."),
    # the reader's "you" where the provider's noun pays (unseen58 dev u58-en-040), and the reverse
    (VET, "You pay the vet's bill, and a member of staff takes your pet to the nearest vet clinic."),
    (BILLING, "We pay the co-payment shown on your insurance card at discharge."),
    ("Если травма требует ветеринара, салон оплачивает счёт ветеринара.", "Счёт ветеринара? Вы оплачиваете счёт "
                                                                        "ветеринара сами."),
    # the pronoun past the clause's start, after its verb, before a condition (a red-team of session 57)
    (VET, "In that case you pay the vet's bill yourself."),
    (VET, "You'll pay the vet's bill if your pet is injured during the groom."),
    ("Клиент оплачивает доставку, а магазин оплачивает сборку.", "Сборку вы оплачиваете сами."),
    ("Если питомец травмирован во время стрижки, салон оплачивает счёт ветеринара.", "Счёт ветеринара оплачиваете вы."),
], ids=["insurer-for-patient", "passive", "customer-for-shop", "you-for-salon", "we-for-patient", "вы-for-салон",
        "in-that-case", "you-will", "сами", "оплачиваете-вы"])
def test_another_named_payer_fails(source: str, answer: str) -> None:
    assert "unsupported-claim" in _checks(source, answer, "Who pays?")


@pytest.mark.parametrize(("source", "answer"), [
    (BILLING, "The patient pays the co-payment shown on the insurance card at discharge; the insurer pays the rest."),
    (BILLING, "The co-payment is paid by the patient at discharge."),
    (TALKS, "The speaker pays the travel costs."),
    (POSTAGE, "The shop pays the return postage for warranty repairs."),
    # a pronoun is the reader or the provider, named by many nouns: not read against a noun
    (BILLING, "You pay the co-payment shown on your insurance card at discharge."),
    # what covers a cost is as often a thing as a party (evalsets/unseen unseen-en-004)
    (VOUCHERS, "Each one covers a ride of up to 15 km within the city limits."),
    (VET, "The salon pays the vet's bill, and a member of staff takes your pet to the nearest vet clinic."),
    (VET, "We pay the vet's bill if an injury caused by the groom needs a vet."),
    (EXAMS, "You pay the course fee of £200."),  # the school pays another fee
    # the source's own "you pay" (a review of session 57)
    ("The salon pays the vet's bill for injuries caused by the groom. You pay the vet's bill for injuries your dog "
     "causes itself.", "You pay the vet's bill."),
], ids=["same", "passive-same", "active-for-passive", "shop", "pronoun", "voucher", "salon", "we", "another-fee",
        "you-too"])
def test_the_same_payer_in_other_words_passes(source: str, answer: str) -> None:
    assert "unsupported-claim" not in _checks(source, answer, "Who pays?")


MEALS = ("Photographers, musicians and other suppliers who work at the wedding for more than 5 hours are served a "
         "supplier meal at AUD 40 or NZD 35 each, paid by the couple.")


@pytest.mark.parametrize(("answer", "fails"), [
    # unseen43 dev u43-en-048: the payer named after what is paid, with no verb of its own
    ("The photographer pays for the supplier meal, AUD 40 or NZD 35, when working at the wedding for more than "
     "5 hours.", True),
    ("The couple pays for the supplier meal, AUD 40 or NZD 35, for suppliers working more than 5 hours.", False),
    ("Suppliers working more than 5 hours get a meal at AUD 40 each, paid by the couple.", False),
])
def test_a_payer_named_after_what_is_paid(answer: str, fails: bool) -> None:
    assert ("unsupported-claim" in _checks(MEALS, answer, "Who pays for the photographer's meal?")) is fails


def test_reading_payers_named_after_what_is_paid_is_linear() -> None:
    from tests.linear import grows_linearly
    from tether.checks.payer import _payments

    _payments.cache_clear()
    assert grows_linearly(lambda n: "1 " * n + "a meal, paid by the couple" * (n // 20) + ".",
                          lambda text: (_payments.cache_clear(), _payments(text)))


REFUNDS = ("We do not control government refunds. With e-filing and direct deposit, the IRS usually pays a refund "
           "within 21 days and the CRA within 14 days.")


def test_a_payer_whose_verb_is_left_out_pays_what_the_clause_before_pays() -> None:
    # "… and the CRA within 14 days": the CRA pays a refund too (unseen47 dev u47-en-015)
    asked = "How soon is a refund paid if I e-file with direct deposit?"
    assert "unsupported-claim" not in _checks(REFUNDS, "The CRA usually pays a refund within 14 days.", asked)
    # the payer of the clause before keeps its own payment
    assert "unsupported-claim" not in _checks(REFUNDS, "The IRS usually pays a refund within 21 days.", asked)


@pytest.mark.parametrize(("source", "answer", "fails"), [
    # a red-team of session 46: a gapped clause with an object of its own pays that, not the first
    ("The employer pays the course fee, and the trainee for travel and accommodation.",
     "The trainee pays the course fee, and the employer pays for travel and accommodation.", True),
    ("The tenant pays the water bill each month, and the landlord in January checks the meter readings.",
     "The landlord pays the water bill each month.", True),
    # what is paid later is no payer
    ("The client pays a 30% deposit when booking; the remaining 70% is paid by the client on the day of the move.",
     "The client pays a 30% deposit when booking and the remaining 70% on moving day.", False),
    ("The customer pays a deposit of $200 at booking; the balance is due 7 days before the event.",
     "The customer pays a $200 deposit at booking and the balance 7 days before the event.", False),
])
def test_only_a_figure_or_a_time_is_left_when_the_paying_verb_is(source: str, answer: str, fails: bool) -> None:
    assert ("unsupported-claim" in _checks(source, answer, "How are the costs split?")) is fails


def test_many_payments_are_read_in_linear_time() -> None:
    """The reader alone (a whole verify of many claims against much material is not linear for other
    readers' sake): each claim's payments are looked up in the cited ones, read once."""
    from tests.linear import grows_linearly
    from tether.checks.payer import _cited_payments, pays_for_another
    from tether.terms import SentenceIndex
    from tether.text import sentences

    def make(n: int) -> tuple[SentenceIndex, list[str]]:
        index = SentenceIndex(sentences(" ".join(f"The salon pays the bill{i}." for i in range(n))))
        return index, sentences(" ".join(f"You pay the bill{i}." for i in range(n // 4)))

    def read(given: tuple[SentenceIndex, list[str]]) -> list[str | None]:
        index, claims = given
        _cited_payments.cache_clear()  # read the cited payments anew each time
        return [pays_for_another(c, index, frozenset(range(len(index.sentences)))) for c in claims]

    assert grows_linearly(make, read, small=100, growth=8)


def test_a_conditions_you_pay_is_no_payment() -> None:
    from tether.checks.payer import _pronoun_payments

    assert _pronoun_payments("If you pay by card, the fee is waived.") == ()
    assert [p.payer for p in _pronoun_payments("Счёт ветеринара оплачиваете вы.")] == ["you"]
