"""A rule said to hold always or never, where the cited sentence makes it hold on a condition the
answer does not tell: "No, you are never charged for the time …" against "You are not charged
for the time the equipment could not be used, as long as you reported the breakdown" (unseen29
dev u29-en-046; tether.checks.condition.drops_a_condition). The rule's sentence is read even
when another cited sentence holds the answer's own words a little better."""

from __future__ import annotations

import pytest
from one_fragment import checks_of as _checks

BREAKDOWNS = ("We repair or replace broken-down equipment within 4 working hours of your call. You are not charged "
              "for the time the equipment could not be used, as long as you reported the breakdown.")
ASKED = "Will I pay for the days the machine was broken?"
VOZVRAT = ("Абонемент можно вернуть в течение 14 дней с даты покупки. Деньги возвращаем полностью, если вы не "
           "посетили ни одного занятия.")
ASKED_RU = "Вернут ли деньги за абонемент?"


@pytest.mark.parametrize(("source", "asked", "answer", "fires"), [
    (BREAKDOWNS, ASKED, "No, you are never charged for the time broken-down equipment couldn't be used.", True),
    (BREAKDOWNS, ASKED, "No, you are never charged for the time broken-down equipment couldn't be used, as long "
                        "as you reported the breakdown.", False),
    (BREAKDOWNS, ASKED, "No. You are not charged for the time the equipment could not be used if you reported the "
                        "breakdown.", False),
    (VOZVRAT, ASKED_RU, "Да, деньги за абонемент всегда возвращаем полностью.", True),
    (VOZVRAT, ASKED_RU, "Деньги всегда возвращают полностью, если вы не посетили ни одного занятия.", False),
], ids=["never", "never-told", "not-told", "always-ru", "always-told-ru"])
def test_always_or_never_drops_the_rules_condition(source: str, asked: str, answer: str, fires: bool) -> None:
    assert ("unsupported-claim" in _checks(source, answer, asked)) is fires


CONCEDED = ("We repair broken-down equipment within 4 working hours. You are never charged for the time the equipment "
            "could not be used, even if you did not report the breakdown.")
SHKAFCHIKI = "Шкафчики для членов клуба бесплатны, но за ключ мы берём 500 ₽, если вы его потеряли."


@pytest.mark.parametrize(("source", "asked", "answer"), [
    # "even if" concedes: the source itself says "never"
    (CONCEDED, ASKED, "No, you are never charged for the time broken-down equipment couldn't be used."),
    # the condition is the key's, in a clause that says none of the claim's words
    (SHKAFCHIKI, "Шкафчик платный?", "Нет, шкафчики для членов клуба всегда бесплатны."),
], ids=["even-if", "another-clause-ru"])
def test_a_condition_that_is_not_the_rules_is_not_dropped(source: str, asked: str, answer: str) -> None:
    assert "unsupported-claim" not in _checks(source, answer, asked)
