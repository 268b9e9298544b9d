"""Bounds said with a comparative ("no longer than 10 minutes", «не дольше 10 минут»), cases that go
*without* something and waivers said with "without" (session 54): none is a denial that keeps a
turned bound from being compared."""

from __future__ import annotations

import pytest
from one_fragment import checks_of as _checks

PICKUP = ("Pick-up must be booked at least 24 hours before the tour, and the bus waits no longer than 10 "
          "minutes.")
CHILDREN = "В Армении дети до 6 лет едут бесплатно без отдельного места."
WAIT = "Курьер ждёт клиента не дольше 15 минут."
BAGS = "Each bag may weigh no heavier than 23 kg."
REPAIRS = "Renters pay for repairs up to NZ$250."
GUIDES = "One guide takes no more than 8 guests; a group of 9 to 16 gets a second guide free of charge."
INSTALMENTS = "Рассрочка до 4 месяцев без процентов даётся при первом взносе не менее 30 % стоимости."


@pytest.mark.parametrize(("text", "answer"), [
    # a rule-made bound mutation of unseen40 dev u40-en-022: "no longer than" read as a denial
    (PICKUP, "Book it at most 24 hours before the tour."),
    # unseen26 dev u26-ru-007 turned: «без отдельного места» read as a denial on both sides
    (CHILDREN, "Нет, в Армении дети после 6 лет едут бесплатно без отдельного места."),
    (CHILDREN, "Дети старше 6 лет едут бесплатно без отдельного места."),
    (WAIT, "Курьер ждёт клиента не меньше 15 минут."),
    (BAGS, "Each bag must weigh at least 23 kg."),
    # a "without" whose words the source does not hold names a circumstance; a waiver is "free"
    (REPAIRS, "Without it you pay for repairs yourself, at least NZ$250."),
    (GUIDES, "One guide takes no less than 8 guests, and a group of 9 to 16 gets a second guide without extra charge."),
    (INSTALMENTS, "Рассрочку до 4 месяцев без процентов дают при первом взносе не более 30 % стоимости."),
])
def test_a_turned_bound_beside_a_comparative_or_a_without_is_unsupported(text: str, answer: str) -> None:
    assert "unsupported-claim" in _checks(text, answer, "What is the rule?")


@pytest.mark.parametrize(("text", "answer"), [
    (PICKUP, "Book pick-up at least 24 hours before the tour; the bus waits at most 10 minutes."),
    (PICKUP, "The bus waits no longer than 10 minutes, and pick-up is booked at least 24 hours ahead of the tour."),
    (CHILDREN, "Дети младше 6 лет в Армении едут бесплатно, без отдельного места."),
    (WAIT, "Курьер ждёт клиента максимум 15 минут."),
    (WAIT, "Курьер ждёт не более 15 минут."),
    (BAGS, "A bag can weigh up to 23 kg."),
    (REPAIRS, "Without it you pay for repairs yourself, up to NZ$250."),
    (GUIDES, "One guide takes at most 8 guests, and a group of 9 to 16 gets a second guide without extra charge."),
    (INSTALMENTS, "Рассрочку до 4 месяцев без процентов дают при первом взносе от 30 % стоимости."),
])
def test_the_same_side_passes(text: str, answer: str) -> None:
    assert "unsupported-claim" not in _checks(text, answer, "What is the rule?")


NOTICE = "Перенести или пропустить доставку по подписке можно, если предупредить менеджера не позднее чем за 2 дня."
SPEED = "Курьер доставит заказ не более чем за 2 часа."


@pytest.mark.parametrize(("text", "answer", "fails"), [
    # «чем за 2 дня» with no «до» after it is counted back from the delivery (unseen55 dev u55-ru-036)
    (NOTICE, "Пропустить доставку можно, если предупредить менеджера меньше чем за 2 дня.", True),
    (NOTICE, "Пропустить доставку можно, если предупредить менеджера не ранее чем за 2 дня.", True),
    (NOTICE, "Пропустить доставку можно, если предупредить менеджера не позже чем за 2 дня.", False),
    # the same words of a time it takes agree with each other
    (SPEED, "Курьер доставит заказ меньше чем за 2 часа.", False),
    (SPEED, "Курьер привезёт заказ максимум за 2 часа.", False),
    (SPEED, "Курьер доставит заказ не менее чем за 2 часа.", True),
])
def test_a_time_counted_back_with_za(text: str, answer: str, fails: bool) -> None:
    assert ("unsupported-claim" in _checks(text, answer, "Когда?")) is fails


@pytest.mark.parametrize(("text", "answer", "fails"), [
    # a comparison with no figure keeps its denial (a review of session 54)
    ("Доставка в выходные не дороже, чем в будни.", "Доставка в выходные дороже, чем в будни.", True),
    ("Экспресс-чистка не дешевле обычной чистки.", "Экспресс-чистка дешевле обычной чистки.", True),
    # a comparative bound is read as one, in kg, cm and ₽ too
    ("Each bag may weigh no heavier than 23 kg.", "A bag may weigh more than 23 kg.", True),
    ("The pony is no taller than 140 cm.", "The pony is over 140 cm tall.", True),
    ("Каждая коробка может весить не тяжелее 20 кг.", "Каждая коробка может весить больше 20 кг.", True),
    ("Букет стоит не дороже 2 000 ₽.", "Букет стоит от 2 000 ₽.", True),
    ("Букет стоит не дешевле 2 000 ₽.", "Букет стоит до 2 000 ₽.", True),
    ("Букет стоит не дешевле 2 000 ₽.", "Букет стоит минимум 2 000 ₽.", False),
    ("Each bag may weigh no heavier than 23 kg.", "A bag may weigh up to 23 kg.", False),
    # a red-team of session 54: a bound's word is no thing a sum is counted per
    ("A ceremony without a reception costs NZ$2,100 for up to 60 guests.",
     "A ceremony without a reception costs NZ$2,100 for a maximum of 60 guests.", False),
    # "no fees are refunded" denies with a verb of its own: no waiver
    ("If you cancel at least 48 hours before the lesson, fees are refunded in full.",
     "If you cancel less than 48 hours before the lesson, no fees are refunded.", False),
    # both figures counted back from the event: read by that reading only
    (NOTICE, "Пропустить доставку можно, если предупредить менеджера минимум за 2 дня.", False),
    ("Визу оформляют не раньше чем за 30 дней до поездки.", "Визу оформляют максимум за 30 дней до поездки.", False),
])
def test_comparatives_waivers_and_counted_back_pairs(text: str, answer: str, fails: bool) -> None:
    assert ("unsupported-claim" in _checks(text, answer, "What is the rule?")) is fails


def test_an_age_said_as_a_comparison_names_no_actor() -> None:
    """A red-team of session 54: «младше 6 лет» for «до 6 лет», to a who-question, read as another party."""
    assert _checks("Дети до 6 лет едут бесплатно без отдельного места.",
                   "Дети младше 6 лет едут бесплатно без отдельного места.", "Кто едет бесплатно?") == []
