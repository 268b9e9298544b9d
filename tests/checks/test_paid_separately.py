""""Paid for separately" says what "not included in the price" says (tether.checks.claim_text._SEPARATELY):
«Напитки оплачиваются отдельно» of «Напитки в стоимость банкетного меню не входят» (unseen30 dev u30-ru-004),
«запчасти оплачиваются отдельно» of «… без учёта запчастей» (unseen34 dev u34-ru-003) failed on the words of
paying. Only where a cited sentence sets that very thing outside the price: "Drinks are paid for separately"
against "Drinks are included …; parking is not included" still fails."""

from __future__ import annotations

import pytest
from one_fragment import checks_of as _checks


@pytest.mark.parametrize(("text", "answer", "question"), [
    ("Напитки в стоимость банкетного меню не входят.", "Напитки оплачиваются отдельно.", "Входят ли напитки?"),
    ("Drinks are not included in the banquet menu price.", "Drinks are paid for separately.", "Are drinks included?"),
    ("Ремонт стоит от 250 сомони без учёта запчастей.", "Ремонт стоит от 250 сомони; запчасти оплачиваются отдельно.",
     "Сколько стоит ремонт?"),
    ("The room rate excludes breakfast.", "Breakfast is charged separately.", "Is breakfast included?"),
    # a clause of its own beside a price (unseen43 dev u43-ru-016, which the first version failed)
    ("Персональная тренировка стоит 1 600 сом в Кыргызстане. Разовое посещение в цену тренировки не входит.",
     "В Кыргызстане персональная тренировка стоит 1 600 сом; разовое посещение оплачивается отдельно.",
     "Сколько стоит персональная тренировка?"),
])
def test_paid_separately_for_a_thing_set_outside_the_price_passes(text: str, answer: str, question: str) -> None:
    assert "unsupported-claim" not in _checks(text, answer, question)


@pytest.mark.parametrize(("text", "answer", "question"), [
    ("Напитки входят в стоимость банкетного меню.", "Напитки оплачиваются отдельно.", "Входят ли напитки?"),
    ("Drinks are included in the banquet menu price.", "Drinks are paid for separately.", "Are drinks included?"),
    ("Ремонт стоит от 250 сомони, запчасти включены.", "Ремонт стоит от 250 сомони; запчасти оплачиваются отдельно.",
     "Сколько стоит ремонт?"),
    ("Drinks are included in the menu price. Parking is not included.", "Drinks are paid for separately.",
     "Are drinks included?"),
    ("Напитки входят в стоимость меню. Парковка в стоимость не входит.", "Напитки оплачиваются отдельно.",
     "Входят ли напитки?"),
    # the thing set outside the price for one case only, or with an exception: "paid for separately" drops it
    ("Breakfast is included for adults; for children breakfast is not included.", "Breakfast is paid for separately.",
     "Is breakfast included?"),
    ("Parking is not included in the rate, except for suite guests.", "Parking is paid for separately.",
     "Is parking included?"),
])
def test_paid_separately_for_a_thing_the_price_includes_fails(text: str, answer: str, question: str) -> None:
    assert "unsupported-claim" in _checks(text, answer, question)
