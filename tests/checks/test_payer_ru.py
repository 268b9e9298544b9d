"""Who pays, in Russian (tether.checks.payer): the payer is a party noun in the nominative right before
or after the paying verb, in either word order (unseen55 dev u55-ru-040)."""

from __future__ import annotations

import pytest
from one_fragment import checks_of as _checks

REDELIVERY = ("Если вручить букет не удалось, курьер везёт его обратно в магазин; повторную доставку в тот же или "
              "на следующий день заказчик оплачивает по полной цене доставки.")
FUEL = "Топливо оплачивает арендатор, а парковку в аэропорту — прокатная компания."
DAMAGE = "Ущерб, причинённый по вине исполнителя, исполнитель возмещает в полном объёме."


@pytest.mark.parametrize(("source", "answer"), [
    (REDELIVERY, "Повторную доставку в тот же или на следующий день оплачивает получатель букета."),
    (REDELIVERY, "Получатель оплачивает повторную доставку по полной цене."),
    (FUEL, "Топливо оплачивает компания."),
    (DAMAGE, "Ущерб по вине исполнителя возмещает заказчик."),
])
def test_another_named_payer_fails(source: str, answer: str) -> None:
    assert "unsupported-claim" in _checks(source, answer, "Кто платит?")


@pytest.mark.parametrize(("source", "answer"), [
    (REDELIVERY, "Повторную доставку оплачивает заказчик, по полной цене доставки."),
    (REDELIVERY, "Заказчик оплачивает повторную доставку в тот же или на следующий день по полной цене."),
    (REDELIVERY, "Повторную доставку вы оплачиваете по полной цене."),  # a pronoun is no named party
    (FUEL, "Топливо оплачивает арендатор."),
    (DAMAGE, "Исполнитель возмещает ущерб, причинённый по его вине, в полном объёме."),
    # a day or a holiday is no party; when a thing is paid is not what is paid (a review of session 54)
    ("Магазин оплачивает доставку в понедельник.", "Доставку в понедельник оплачивает магазин."),
    ("Заказчик оплачивает доставку; в праздники упаковку оплачивает исполнитель.",
     "В праздники заказчик оплачивает доставку."),
    # a party in another case is what is paid for, not the payer
    (REDELIVERY, "Повторную доставку букета для получателя заказчик оплачивает по полной цене."),
])
def test_the_same_payer_passes(source: str, answer: str) -> None:
    assert "unsupported-claim" not in _checks(source, answer, "Кто платит?")


def test_reading_payments_is_linear_when_answer_and_material_grow() -> None:
    """A review of session 54: every cited sentence was read again for every claim."""
    from tests.linear import grows_linearly
    from tether.checks.payer import pays_for_another
    from tether.terms import SentenceIndex

    def make(n: int) -> tuple[str, SentenceIndex, frozenset[int]]:
        sentences = [f"Доставку номер {k} оплачивает заказчик." for k in range(n)]
        claim = " ".join(f"Доставку номер {k} оплачивает заказчик." for k in range(n))
        return claim, SentenceIndex(sentences), frozenset(range(n))

    assert grows_linearly(make, lambda given: pays_for_another(*given), small=200)


def test_reading_one_long_clause_of_many_payments_is_linear() -> None:
    """A red-team of session 54: each paying verb re-read the whole clause."""
    from tests.linear import grows_linearly
    from tether.checks.payer import _payments

    def make(n: int) -> str:
        return ", ".join(f"заказчик оплачивает доставку {k}" for k in range(n)) + "."

    assert grows_linearly(make, lambda text: _payments.__wrapped__(text), small=200)


def test_a_thing_in_ent_is_no_party() -> None:
    """«Абонемент», «документ» end as «клиент» does; only the named parties in -ент are read as payers."""
    from tether.checks.payer import _payments

    assert [p.payer for p in _payments("Абонемент оплачивает клиент.")] == ["клиент"]
    assert _payments("Доставку оплачивает документ.") == ()
