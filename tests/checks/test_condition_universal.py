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


PROPUSK = ("Карту гостя выдают бесплатно при первом посещении клуба. Если карта нужна взамен утерянной, её "
           "выпуск стоит 400 ₽.")
PROPUSK_ASKED = "Карту гостя выдают бесплатно?"
ARKHIV = ("Зал открыт по будням с 10:00 до 18:00, вход по читательскому билету. В субботу вход в зал возможен только "
          "при наличии заявки отдела, поданной не позднее четверга.")
ARKHIV_ASKED = "Можно ли пройти в зал в субботу по читательскому билету?"


@pytest.mark.parametrize(("source", "asked", "answer", "fires"), [
    # «при …» is the case a grant is made in, against a claim that it holds every time (unseen11 dev u11-ru-035)
    (PROPUSK, PROPUSK_ASKED, "Да, карту гостя в клубе всегда выдают бесплатно.", True),
    (PROPUSK, PROPUSK_ASKED, "Да, карту гостя выдают бесплатно при первом посещении клуба.", False),
    (PROPUSK, PROPUSK_ASKED, "Да, при первом посещении карту гостя всегда выдают бесплатно.", False),
    # «только при» is a condition whatever follows it
    (ARKHIV, ARKHIV_ASKED, "Да, в субботу вход в зал возможен по читательскому билету.", True),
    (ARKHIV, ARKHIV_ASKED, "Да, в субботу вход в зал возможен по заявке отдела, поданной не позднее четверга.", False),
    # «при любом посещении» says "every time" itself; «, а при выходе» opens another clause; a
    # "never" denies, and no case makes it hold less (a review of this reading)
    ("Карту гостя выдают бесплатно при любом посещении клуба.", PROPUSK_ASKED,
     "Да, карту гостя в клубе всегда выдают бесплатно.", False),
    ("Карту гостя в клубе выдают бесплатно, а при выходе её сдают на ресепшен.", PROPUSK_ASKED,
     "Да, карту гостя в клубе всегда выдают бесплатно.", False),
    ("При каждом осмотре врач всегда проверяет зубы.", "Врач проверяет зубы?", "Да, врач всегда проверяет зубы.",
     False),
], ids=["always-at-a-case", "case-told", "always-case-told", "only-with", "only-with-told", "every-visit",
        "another-clause", "every-examination"])
def test_a_case_the_grant_is_made_in(source: str, asked: str, answer: str, fires: bool) -> None:
    assert ("unsupported-claim" in _checks(source, answer, asked)) is fires
