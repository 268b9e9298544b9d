"""A case whose rule the cited sentence gives with its verb left out (tether.checks.elided)."""

from __future__ import annotations

import pytest
from one_fragment import checks_of as _checks

from tests.linear import grows_linearly

MAGNEZIYA = ("Магнезией пользуемся только из мешочка: сухую магнезию в открытых вёдрах приносить нельзя, "
             "жидкую — можно.")
QUESTION = "Можно ли приносить жидкую магнезию?"


@pytest.mark.parametrize("answer", [
    # unseen43 dev u43-ru-044: the ban of the first case given to the elided one
    "Нет, магнезией пользуемся только из мешочка, а жидкую магнезию приносить в зал нельзя.",
    "Нет: и сухую, и жидкую магнезию приносить нельзя.",
])
def test_the_elided_case_given_the_other_rule_is_unsupported(answer: str) -> None:
    assert "unsupported-claim" in _checks(MAGNEZIYA, answer, QUESTION)


@pytest.mark.parametrize("answer", [
    "Да, жидкую магнезию приносить можно, а сухую в открытых вёдрах — нельзя.",
    "Да, жидкую — можно; сухую магнезию в открытых вёдрах приносить нельзя.",
    "Сухую магнезию в открытых вёдрах приносить нельзя.",
])
def test_each_case_given_its_own_rule_passes(answer: str) -> None:
    assert "unsupported-claim" not in _checks(MAGNEZIYA, answer, QUESTION)


def test_reading_elided_cases_is_linear() -> None:
    from tether.checks.elided import _elided

    assert grows_linearly(lambda n: "а нельзя, б — можно " * n + "x" * n, _elided)


def test_an_elided_case_said_with_a_participle() -> None:
    # a red-team of this session: «запрещена / разрешена» are the modals too
    source = "Парковка у главного входа запрещена, у бокового — разрешена."
    question = "Можно ли парковаться у бокового входа?"
    assert "unsupported-claim" in _checks(source, "Нет, парковаться у бокового входа запрещено.", question)


@pytest.mark.parametrize(("source", "answer"), [
    # a review of this reader: a denied ban permits; a clause of another rule naming the same case
    (MAGNEZIYA, "Да, жидкую магнезию приносить не запрещено."),
    ("Взрослым посещать сауну можно, детям — нельзя. Детям можно плавать в бассейне в сопровождении взрослых.",
     "Детям можно плавать в бассейне в сопровождении взрослых."),
])
def test_a_denied_ban_or_another_rule_is_no_elided_case_turned(source: str, answer: str) -> None:
    assert "unsupported-claim" not in _checks(source, answer, QUESTION)
