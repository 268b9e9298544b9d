"""A yes-answer whose only condition repeats the question's states none of the source's: "Yes, if
you cancel we refund your deposit" drops "more than 7 days before the moving date"
(tether.checks.condition.drops_a_condition, unseen28 dev u28-en-046)."""

from __future__ import annotations

import pytest
from one_fragment import checks_of as _checks

DEPOSIT = ("If you cancel more than 7 days before the moving date, we refund your deposit in full. "
           "If you cancel 7 days or less before the moving date, we keep the deposit.")
ASKED = "Can I get my deposit back if I cancel?"
VOUCHER = ("Если вы отказались от поездки не позднее чем за 10 дней до выезда, стоимость тура возвращаем полностью. "
           "При отказе позже возвращаем половину стоимости.")
ASKED_RU = "Вернёте деньги, если я откажусь от поездки?"


@pytest.mark.parametrize(("source", "asked", "answer", "fires"), [
    # the question's condition, said again with or without its comma: the 7 days are dropped
    (DEPOSIT, ASKED, "Yes, if you cancel we refund your deposit in full.", True),
    (DEPOSIT, ASKED, "Yes, if you cancel, we refund your deposit in full.", True),
    # the source's condition, said: the grant is the source's
    (DEPOSIT, ASKED, "Yes, if you cancel more than 7 days before the moving date, we refund your deposit in full.",
     False),
    # a condition of the answer's own words, not the question's: read as before (not this reader's)
    (DEPOSIT, ASKED, "Yes, if you cancel early enough, we refund your deposit in full.", False),
    (VOUCHER, ASKED_RU, "Да, если вы откажетесь от поездки, мы вернём стоимость тура полностью.", True),
    (VOUCHER, ASKED_RU, "Да, если откажетесь от поездки не позднее чем за 10 дней до выезда, стоимость тура "
                        "вернут полностью.", False),
], ids=["echoed", "echoed-comma", "source-said", "own-words", "echoed-ru", "source-said-ru"])
def test_a_condition_the_question_gave_is_not_the_sources(source: str, asked: str, answer: str, fires: bool) -> None:
    assert ("unsupported-claim" in _checks(source, answer, asked)) is fires
