"""A bound said by height ("no higher than", «не ниже», «выше») turned round (tether.checks.sides,
tether.checks.bounds). «Не» in «не ниже» is the bound's word, not a denial of the figure
(tether.checks.polarity.BOUND): read as a denial on both sides, the two bounds were never compared
(unseen52 dev u52-ru-036: «не выше 300 dpi» for «не ниже 300 dpi»)."""

from __future__ import annotations

import pytest
from one_fragment import checks_of as _checks

SCAN = "Сканы документов принимаем в разрешении не ниже 200 dpi и размером не больше 10 МБ."
WATER = "Вода в детском бассейне поддерживается при температуре не выше 32 °C."
TRUCKS = "Vehicles no higher than 2.1 metres may use the upper deck."
SCORE = "Applicants need a test score no lower than 60 points."


@pytest.mark.parametrize(("text", "answer"), [
    (SCAN, "Сканы принимаются в разрешении не выше 200 dpi."),
    (SCAN, "Сканы принимаются в разрешении ниже 200 dpi."),
    (WATER, "В детском бассейне вода поддерживается при температуре не ниже 32 °C."),
    (TRUCKS, "Vehicles no lower than 2.1 metres may use the upper deck."),
    (SCORE, "Applicants need a test score no higher than 60 points."),
])
def test_a_height_bound_turned_round_is_unsupported(text: str, answer: str) -> None:
    assert _checks(text, answer) == ["unsupported-claim"]


@pytest.mark.parametrize(("text", "answer"), [
    (SCAN, "Сканы принимаются в разрешении не меньше 200 dpi."),
    (SCAN, "Разрешение скана должно быть не ниже 200 dpi."),
    (WATER, "Температура воды в детском бассейне — не выше 32 °C."),
    (TRUCKS, "Vehicles up to 2.1 metres high may use the upper deck."),
    (SCORE, "Applicants need a test score of at least 60 points."),
])
def test_a_height_bound_kept_passes(text: str, answer: str) -> None:
    assert _checks(text, answer) == []


def test_above_said_of_a_text_is_no_bound() -> None:
    """«указанных *выше* 14 дней» points back to the text, not above the value (a review of session 51)."""
    text = "Товар можно вернуть в течение 14 дней после покупки. В течение указанных выше 14 дней возврат бесплатный."
    assert _checks(text, "Возврат бесплатный в течение 14 дней.") == []
