"""A rule said to hold "even if" in the case a cited sentence denies (unseen15 dev u15-en-031, u15-ru-033)."""

from __future__ import annotations

import pytest
from one_fragment import checks_of as _checks

STORM = ("We pay €35 if we miss an appointment we agreed with you. No guaranteed payment is made when the failure "
         "was caused by a storm or other severe weather.")
AKT = ("Претензию об утере или повреждении посылки отправитель подаёт в течение 60 дней. Претензию о повреждении "
       "принимаем, только если повреждение отмечено в акте при вручении.")


@pytest.mark.parametrize(("text", "answer"), [
    (STORM, "You get €35 for a missed appointment, even when the failure was caused by a storm or severe weather."),
    (AKT, "Да, претензию о повреждении принимают в течение 60 дней, даже если повреждение не отмечено в акте."),
])
def test_even_if_the_case_the_source_denies_is_unsupported(text: str, answer: str) -> None:
    assert "unsupported-claim" in _checks(text, answer)


@pytest.mark.parametrize(("text", "answer"), [
    (STORM, "You get €35 for a missed appointment, even if you did not ask for the payment."),
    ("The fee is refunded even if you cancel on the day of the course.",
     "Even if you cancel on the day of the course, the fee is refunded."),
    ("Tickets bought with a discount are refunded too; tickets bought with vouchers are not refunded.",
     "Tickets are refunded even when they were bought with a discount."),
    ("Посылку можно вернуть в течение 14 дней. Возврат оформляют даже без чека.",
     "Вернуть посылку можно в течение 14 дней, даже если чека нет."),
])
def test_even_if_a_case_the_source_allows_passes(text: str, answer: str) -> None:
    assert "unsupported-claim" not in _checks(text, answer)


@pytest.mark.parametrize(("text", "answer"), [
    ("Ребёнка принимают в школу по месту жительства. Если ребёнок не зарегистрирован по месту жительства, его "
     "принимают при наличии свободных мест.",
     "Да, ребёнка примут в школу при наличии свободных мест, даже если он не зарегистрирован по месту жительства."),
    ("Посылку можно вернуть в течение 14 дней. Деньги возвращают даже без описи вложения.",
     "Деньги за посылку вернут в течение 14 дней, даже если описи вложения нет."),
])
def test_a_denied_case_alike_or_the_source_granting_it_passes(text: str, answer: str) -> None:
    # review15 H-ru-05, H-ru-07
    assert "unsupported-claim" not in _checks(text, answer)
