"""A verb of doing denied after the act it does (tether.checks.polarity, ban_words.NOT_DONE): «Ремонт жгутом
снаружи, без разбортовки колеса, не делаем, даже как временный» denies the repair, so «Да, жгутом снаружи
ремонтируем, но только как временный ремонт» is turned round (unseen53 dev u53-ru-039); «но только как …»
names a manner, no condition a denial moves across (tether.checks.agreement._ONLY_IF)."""

from __future__ import annotations

import pytest
from one_fragment import checks_of as _checks

from tether.checks.polarity import polarity

ЖГУТ = "Ремонт жгутом снаружи, без разбортовки колеса, не делаем, даже как временный."
ВЫЕЗД = "Шиномонтаж на выезде, за городом, не проводим, только в пределах города."


def test_the_act_a_trailing_verb_of_doing_denies_is_denied_and_its_manner_is_not() -> None:
    denied, affirmed, _ = polarity(ЖГУТ)
    assert "ремонт" in denied
    assert {"жгут", "снаруж"} <= affirmed


@pytest.mark.parametrize(("text", "answer", "question"), [
    (ЖГУТ, "Да, жгутом снаружи ремонтируем, но только как временный ремонт.", "Можно ли поставить жгут снаружи?"),
    (ЖГУТ, "Да, ремонт жгутом снаружи делаем.", "Можно ли поставить жгут снаружи?"),
    (ВЫЕЗД, "Да, шиномонтаж на выезде за городом проводим.", "Приедете за город?"),
])
def test_an_act_denied_by_a_trailing_verb_of_doing_granted_is_unsupported(text: str, answer: str,
                                                                            question: str) -> None:
    assert "unsupported-claim" in _checks(text, answer, question)


@pytest.mark.parametrize(("text", "answer", "question"), [
    (ЖГУТ, "Нет, ремонт жгутом снаружи мы не делаем, даже как временный.", "Можно ли поставить жгут снаружи?"),
    (ЖГУТ, "Нет: жгутом снаружи, без разбортовки, не ремонтируем даже временно.", "Можно ли поставить жгут снаружи?"),
    (ЖГУТ, "Нет, такой ремонт не делаем даже временно.", "Можно ли поставить жгут снаружи?"),
    (ВЫЕЗД, "Нет, за городом выездной шиномонтаж не проводится, только в пределах города.", "Приедете за город?"),
])
def test_the_denial_restated_passes(text: str, answer: str, question: str) -> None:
    assert "unsupported-claim" not in _checks(text, answer, question)


@pytest.mark.parametrize(("text", "answer", "question"), [
    # the act is the clause a contrast opens, a preposition's noun is none, nor a condition's (a red-team
    # and a review of this reading)
    ("Шиномонтаж делаем, а ремонт жгутом снаружи, без разбортовки, не делаем.",
     "Шиномонтаж делаем, а ремонт жгутом снаружи не делаем.", "Что делаете?"),
    ("По воскресеньям доставку, даже срочную, не выполняем.", "По воскресеньям доставку не выполняем.",
     "Доставляете в воскресенье?"),
    ("Если порез на боковине, ремонт, к сожалению, не делаем.", "Если порез на боковине, то ремонт мы не делаем.",
     "Ремонтируете порез на боковине?"),
])
def test_the_act_denied_is_the_one_the_clauses_name(text: str, answer: str, question: str) -> None:
    assert "unsupported-claim" not in _checks(text, answer, question)


def test_a_preposition_s_noun_is_not_the_act_denied() -> None:
    denied, affirmed, _ = polarity("По воскресеньям доставку, даже срочную, не выполняем.")
    assert "доставк" in denied and "воскресен" not in denied
