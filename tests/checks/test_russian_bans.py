"""Russian bans that are not a negator before the word they deny (issue 11): a clause that ends
in its ban («свой реквизит приносить *нельзя*»), a sentence that opens with a ban on a list of
acts («*Нельзя* сносить стены, переносить радиаторы …»), and a ruling joined to the next clause
by a dash («… нельзя — пользуйтесь …»)."""

from __future__ import annotations

import pytest
from one_fragment import checks_of as _checks

from tether.checks.polarity import polarity

PROPS = ("Реквизит студии входит в аренду. Свой реквизит приносить можно, кроме конфетти, блёсток и "
         "живого огня.")
GARDEN = "Гостям можно жарить шашлык в беседке. Мангал выдают бесплатно."
WALLS = ("Нельзя сносить несущие стены, переносить радиаторы на балкон и расширять кухню за счёт "
         "жилых комнат.")


def test_a_clause_that_ends_in_its_ban_denies_its_act() -> None:
    denied, affirmed, _ = polarity("Нет, свой реквизит приносить нельзя")
    assert denied == {"принос"} and not affirmed  # the act; what it is done to only stands beside
    denied, _, _ = polarity("Да, свой корм принести нельзя.")  # «-ти» right before the ban
    assert "принест" in denied
    denied, _, _ = polarity("Животных в номер приводить запрещено.")
    assert "привод" in denied
    # a pronoun's ban is of what it stands for (an exception said before), not of the act
    denied, _, _ = polarity("Можно, кроме конфетти и блёсток — их приносить нельзя.")
    assert "принос" not in denied


def test_a_condition_that_ends_in_cannot_is_no_ban() -> None:
    # «нельзя» of a condition is "cannot be", not a rule (unseen32 holdout, a correct answer)
    denied, _, _ = polarity("Если отремонтировать технику нельзя, придётся заплатить её полную стоимость.")
    assert not denied


def test_a_ban_that_opens_a_sentence_affirms_none_of_its_list_of_acts() -> None:
    # the acts after the first are the ban's: not affirmed (a claim banning one restates it), and
    # not denied either (what one is done to may be granted in another sentence)
    denied, affirmed, _ = polarity(WALLS)
    assert "снос" in denied and not affirmed
    # the list ends where a clause grants, or does not open with the next act
    denied, affirmed, _ = polarity("Нельзя курить, пить алкоголь, а есть можно.")
    assert "кур" in denied and "пит" not in affirmed and "можн" in affirmed
    _, affirmed, _ = polarity("Нельзя сверлить стены в выходные, работать с перфоратором можно в будни.")
    assert "работа" in affirmed


def test_nouns_that_end_like_an_infinitive_are_not_banned() -> None:
    # «гости» ends as «нести» does (a red-team of session 46)
    denied, _, _ = polarity("Нельзя курить в квартире, гости могут оставаться до 23:00.")
    assert not any(t.startswith("гост") for t in denied)


def test_a_ban_of_a_bounds_other_side_is_left_to_the_bound_readers() -> None:
    denied, _, _ = polarity("Бесплатно отменить бронь позднее чем за 24 часа до заезда нельзя")
    assert "отмен" not in denied


@pytest.mark.parametrize(("text", "answer"), [
    (PROPS, "Нет, свой реквизит приносить нельзя — пользуйтесь реквизитом студии, он входит в аренду."),
    (PROPS, "Свой реквизит приносить нельзя."),
    (GARDEN, "Нет, жарить шашлык нельзя — мангал выдают только сотрудникам."),
])
def test_a_permission_turned_into_a_ban_is_unsupported(text: str, answer: str) -> None:
    assert "unsupported-claim" in _checks(text, answer, "Можно ли приносить свой реквизит?")


@pytest.mark.parametrize(("text", "answer"), [
    (PROPS, "Да, свой реквизит приносить можно, а конфетти, блёстки и живой огонь нельзя."),
    (PROPS, "Можно, кроме конфетти, блёсток и живого огня — их приносить нельзя."),
    (WALLS, "Переносить радиаторы на балкон нельзя."),
    (WALLS, "Нет, расширять кухню за счёт жилых комнат нельзя."),
    ("Одна заморозка абонемента — не меньше 7 дней. Заморозить абонемент можно дважды в год.",
     "Заморозить абонемент можно дважды в год, одна заморозка — не меньше 7 дней."),
])
def test_a_ban_restated_passes(text: str, answer: str) -> None:
    assert "unsupported-claim" not in _checks(text, answer, "Что можно?")
