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
    # a party in another case is what is paid for, not the payer
    (REDELIVERY, "Повторную доставку букета для получателя заказчик оплачивает по полной цене."),
])
def test_the_same_payer_passes(source: str, answer: str) -> None:
    assert "unsupported-claim" not in _checks(source, answer, "Кто платит?")
