"""A case a one-clause sentence denies in a list, said to be permitted (tether.checks.denied_list):
«Да, с гипертонией прыгать можно» against «Прыгать нельзя гостям с грыжей позвоночника, с гипертонией
и …» (unseen58 dev u58-ru-032). A sentence that grants too, bounds, sets a case apart or only waives
a fee denies no list; a claim part with a pronoun is read with the part before it."""

from __future__ import annotations

import pytest
from one_fragment import checks_of

from tests.linear import grows_linearly
from tether.checks.denied_list import denies_its_list

HEALTH = ("Прыгать нельзя гостям с грыжей позвоночника, с гипертонией и тем, у кого было сотрясение мозга в последние "
          "3 месяца.")
HEALTH_EN = "Guests with a spinal hernia, high blood pressure or a recent concussion may not jump."


@pytest.mark.parametrize(("sentence", "denies"), [
    (HEALTH, True),
    (HEALTH_EN, True),
    ("Абонемент именной: передавать его другому человеку нельзя, при входе администратор может попросить документ.",
     False),  # a colon, and a permission
    ("На аренде целой яхты гости могут взять свои напитки, на групповой прогулке алкоголь запрещён.", False),
    ("Заморозку оформляют у администратора не позднее дня, с которого она начинается.", False),  # a bound
    ("Assistance dogs stay free of charge in any room.", False),  # a fee cancelled, no act denied
    ("Children under 6 may not use the foam pit, which is open daily.", False),  # a relative clause apart
    ("Dogs are not allowed in the café unless they are assistance dogs.", False),
])
def test_a_sentence_that_denies_its_list(sentence: str, denies: bool) -> None:
    assert denies_its_list(sentence) is denies


@pytest.mark.parametrize(("source", "answer"), [
    (HEALTH, "Да, с гипертонией прыгать можно, если вы хорошо себя чувствуете."),
    (HEALTH, "С гипертонией прыгать можно."),
    (HEALTH_EN, "Yes, you can jump with high blood pressure."),
])
def test_a_listed_case_permitted_fails(source: str, answer: str) -> None:
    assert "unsupported-claim" in checks_of(source, answer)


@pytest.mark.parametrize(("source", "answer"), [
    (HEALTH, "Нет, с гипертонией прыгать нельзя."),
    (HEALTH, "Нет: гостям с гипертонией прыгать нельзя, как и при грыже позвоночника."),
    (HEALTH_EN, "No, guests with high blood pressure may not jump."),
    ("Assistance dogs stay free of charge in any room.",
     "No — assistance dogs stay free of charge, and they may stay in any room."),
    # the grant beside the denial is what the claim restates
    ("One attendant may stay overnight in a private room. Attendants may not stay overnight in the general ward or "
     "the ICU.", "Yes, one attendant may stay overnight with you in a private room."),
])
def test_the_denial_restated_passes(source: str, answer: str) -> None:
    assert "unsupported-claim" not in checks_of(source, answer)


def test_reading_a_list_is_linear() -> None:
    assert grows_linearly(lambda n: "Guests with " + "a hernia, " * n + "may not jump.", denies_its_list,
                          small=500, growth=8)


def test_many_claims_against_much_material_is_linear() -> None:
    """Claims and material grow together: the sentences that grant or deny a list are read once per
    cited set, each part only looks them up (a review of session 57: claims × material otherwise)."""
    def make(n: int) -> tuple[str, str]:
        source = " ".join(f"Guests with hernia{i} or fever{i} may not jump." for i in range(n))
        answer = " ".join(f"Guests with hernia{i} may jump." for i in range(n // 4))
        return source, answer

    assert grows_linearly(lambda n: make(n), lambda given: checks_of(*given), small=40, growth=8)
