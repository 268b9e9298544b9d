"""A permission denied where the cited sentences about its subject only grant it
(tether.checks.permission_denied)."""

from __future__ import annotations

import pytest
from one_fragment import checks_of

PONTOONS = ("Children under 12 must wear a lifejacket on the pontoons. Swimming in the marina is not allowed. "
            "Dogs are welcome on a lead. Barbecues are not allowed on the pontoons.")
DOGS = "Dogs may join you in the bar and the garden, but not in the restaurant."
SOBAKI = "Собаки допускаются на территорию на поводке. На пирсах нельзя жарить шашлык."
KRESLA = ("Детское удерживающее устройство для ребёнка до 7 лет предоставляется бесплатно, если заказать его не "
          "позднее чем за 24 часа до отправления. Родители вправе взять своё кресло.")


@pytest.mark.parametrize(("text", "answer"), [
    # the denial of another sentence given to the welcomed subject (unseen24 dev u24-en-042)
    (PONTOONS, "No, dogs are not allowed on the pontoons."),
    (SOBAKI, "Нет, с собаками на территорию нельзя."),
    # «вправе» grants (unseen26 dev u26-ru-041)
    (KRESLA, "Нет, своё кресло брать нельзя — перевозчик бесплатно предоставляет удерживающее устройство."),
])
def test_a_permission_denied_that_the_source_grants_is_unsupported(text: str, answer: str) -> None:
    assert "unsupported-claim" in checks_of(text, answer)


@pytest.mark.parametrize(("text", "answer"), [
    (PONTOONS, "Yes, dogs are welcome on a lead."),
    (PONTOONS, "No, barbecues are not allowed on the pontoons."),
    (KRESLA, "Да, родители вправе взять своё кресло."),
    # a grant beside the denial, and a source that denies too (unseen12 dev u12-en-007)
    (DOGS, "Yes, dogs may join you in the bar and in the garden, though they are not allowed in the restaurant."),
])
def test_a_denial_the_source_makes_passes(text: str, answer: str) -> None:
    assert "unsupported-claim" not in checks_of(text, answer)


@pytest.mark.parametrize(("text", "answer", "failing"), [
    # a time bounds the grant, and so the denial (a red-team: p03, p09)
    ("Children are welcome in the spa from 10:00 to 16:00.", "Children are not allowed in the spa after 16:00.", False),
    ("Посещение бассейна разрешено с 7:00 до 22:00.", "После 22:00 посещать бассейн нельзя.", False),
    # equally rare words: the first is the subject (p06)
    ("Dogs are welcome on a lead. Barbecues are not allowed on the docks.", "No, dogs are not allowed on the docks.",
     True),
])
def test_the_subject_and_the_bounds_of_a_grant(text: str, answer: str, failing: bool) -> None:
    assert ("unsupported-claim" in checks_of(text, answer)) is failing


BAGS = ("Professional cameras with detachable lenses, selfie sticks, and outside food and drink are prohibited. "
        "Guests may bring one empty reusable bottle of up to 750 ml.")
PALKI = "Профессиональные камеры, селфи-палки и еда запрещены. Можно взять одну пустую бутылку."


@pytest.mark.parametrize(("text", "answer"), [
    # a listed thing the source prohibits, granted (unseen25 dev u25-en-042)
    (BAGS, "Yes, selfie sticks are allowed, but professional cameras with detachable lenses are prohibited."),
    (PALKI, "Да, селфи-палку можно взять с собой."),
])
def test_a_permission_granted_that_the_source_denies_is_unsupported(text: str, answer: str) -> None:
    assert "unsupported-claim" in checks_of(text, answer)


@pytest.mark.parametrize(("text", "answer"), [
    (BAGS, "No, selfie sticks are prohibited, but you may bring one empty reusable bottle."),
    (PALKI, "Нет, селфи-палки запрещены, но можно взять одну пустую бутылку."),
    # a typographic apostrophe: "can’t" denies as "can't" does
    ("Annual leave cannot be carried over to the next year.", "Annual leave can’t be carried over."),
    # a prohibition with a condition grants its other side
    ("Backpacks are not allowed, except medical bags.", "Medical bags are allowed."),
])
def test_a_grant_the_source_makes_or_conditions_passes(text: str, answer: str) -> None:
    assert "unsupported-claim" not in checks_of(text, answer)
