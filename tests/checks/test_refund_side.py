"""Money given back or kept, turned (tether.checks.inclusion.gives_back_what_is_kept): "the firing fee
is refunded" where the cited clause says it is still charged, or the reverse. A clause of the claim
is compared with a cited clause holding every thing it names; restatements, a thing refunded in one
rule and kept in another, and a rule said from its other side ("only if" for "not … unless") pass."""

from __future__ import annotations

import pytest
from one_fragment import checks_of as _checks

FIRING = ("Outside work is fired within 10 working days of drop-off. If a piece cracks or explodes in the kiln "
          "because of trapped air or moisture, the firing fee is still charged and the studio pays no compensation.")
CARDS = ("A gift card is valid for 12 months from the date of purchase. Gift cards are not refundable and cannot be "
         "exchanged for cash.")
PREDOPLATA = "Если заказ отменён по вине студии, предоплату возвращаем полностью. Залог за реквизит удерживается."
CHASY = "Неиспользованные часы пакета сгорают и не возвращаются."
SAVER = ("An unused return ticket can be returned for a refund until 15 minutes before departure. Saver tickets are "
         "not refundable, except where the carrier cancels the train.")
EXPENSES = "A claim submitted after 60 days is not reimbursed unless the employee's director approves the delay."
KESHBEK = ("Банк начисляет кешбэк рублями на счёт карты до 10-го числа следующего месяца. Если покупку вернули, "
           "кешбэк за неё удерживается из следующего начисления.")


@pytest.mark.parametrize(("source", "answer"), [
    # unseen52 dev u52-en-039
    (FIRING, "If a piece cracks or explodes in the kiln because of trapped air or moisture, the firing fee is "
             "refunded."),
    (CARDS, "Gift cards are refundable within their 12 months."),
    (PREDOPLATA, "Залог за реквизит вам вернут."),
    (CHASY, "Неиспользованные часы пакета компенсируются деньгами."),
], ids=["still-charged-en", "not-refundable-en", "kept-ru", "expire-ru"])
def test_money_given_back_where_it_is_kept_fails(source: str, answer: str) -> None:
    assert "unsupported-claim" in _checks(source, answer, "Do I get my money back?")


@pytest.mark.parametrize(("source", "answer"), [
    (FIRING, "No: if a piece cracks or explodes in the kiln because of trapped air or moisture, you still pay the "
             "firing fee, and there is no compensation."),
    (CARDS, "Cards are valid for 12 months from purchase and cannot be refunded or swapped for cash."),  # u33-en-012
    (PREDOPLATA, "Если студия отменила заказ, предоплату вернут полностью."),
    (CHASY, "Нет, неиспользованные часы пакета сгорают, деньги за них не возвращают."),
    # a thing refunded in one rule and kept in another (unseen2 dev u2-en-007)
    (SAVER, "Saver tickets are normally not refundable, but a train cancelled by the carrier is the exception, so "
            "you can have it refunded."),
    # the rule from its other side (unseen19 dev u19-en-038)
    (EXPENSES, "After 60 days a claim is reimbursed only if your director approves the delay."),
    # goods brought back, not money (unseen14 dev u14-ru-007)
    (KESHBEK, "Кешбэк приходит рублями на счёт карты до 10-го числа следующего месяца; за возвращённую покупку его "
              "удержат из следующего начисления."),
], ids=["still-pay-en", "cannot-en", "returned-ru", "burn-ru", "two-rules-en", "only-if-en", "goods-ru"])
def test_the_same_side_in_other_words_passes(source: str, answer: str) -> None:
    assert "unsupported-claim" not in _checks(source, answer, "Do I get my money back?")


def test_many_refund_clauses_are_read_in_linear_time() -> None:
    from tests.linear import grows_linearly

    def make(n: int) -> tuple[str, str]:
        source = " ".join(f"If class{i} is cancelled late, the fee{i} is still charged." for i in range(n))
        answer = " ".join(f"If class{i} is cancelled late, the fee{i} is refunded." for i in range(n // 4))
        return source, answer

    assert grows_linearly(make, lambda given: _checks(*given), small=40, growth=8)
