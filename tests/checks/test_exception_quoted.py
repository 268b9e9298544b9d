"""exception-overridden: an override said in the material's own words is its rule, not the answer's."""

from __future__ import annotations

from one_fragment import checks_of as _checks

DOSTAVKA = ("Заказы стоимостью от 5000 рублей доставляются бесплатно, заказы дешевле 5000 рублей — за 390 рублей. "
            "Доставка в день заказа возможна только в Москве и стоит 590 рублей независимо от суммы заказа. "
            "Доставка крупногабаритной техники стоит 990 рублей, кроме заказов от 50 000 рублей, которые доставляются "
            "бесплатно.")


def test_an_override_quoted_from_the_material_passes() -> None:
    # unseen4 dev u4shop-001: the template presenter's quote failed
    answer = ("Заказы дешевле 5000 рублей доставляются за 390 рублей. Доставка в день заказа возможна только в Москве "
              "и стоит 590 рублей независимо от суммы заказа.")
    assert "exception-overridden" not in _checks(DOSTAVKA, answer, "Сколько стоит доставка заказа на 3000 рублей?")


def test_an_override_in_the_answers_own_words_still_fails() -> None:
    answer = ("Крупногабаритную технику доставляют за 990 рублей, кроме заказов от 50 000 рублей, но на практике "
              "доставка всегда стоит 990 рублей независимо от суммы заказа.")
    assert "exception-overridden" in _checks(DOSTAVKA, answer, "Сколько стоит доставка холодильника?")
