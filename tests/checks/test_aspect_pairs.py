"""A Russian verb's two aspects are one term: a faithful answer may say «оплатить» where the
source says «оплачивается», and the claim check must read them as the same word."""

from __future__ import annotations

import pytest

from tests.verify.verify_helpers import checks_citing_all
from tether.terms import SentenceIndex, same_term, subject_terms

PAIRS = [("оплатить", "оплачивается"), ("ответить", "отвечает"), ("обратиться", "обращаться"),
         ("посетить", "посещает"), ("находится", "нахожусь")]


@pytest.mark.parametrize(("perfective", "imperfective"), PAIRS)
def test_the_two_aspects_are_one_term(perfective: str, imperfective: str) -> None:
    (a,), (b,) = subject_terms(perfective), subject_terms(imperfective)
    assert same_term(a, b) and same_term(b, a)
    index = SentenceIndex([imperfective])
    assert index.holding(a) == {0}


@pytest.mark.parametrize(("a", "b"), [("спросить", "спрашивать"), ("оплата", "опера"), ("ответ", "отвод")])
def test_other_words_stay_apart(a: str, b: str) -> None:
    (x,), (y,) = subject_terms(a), subject_terms(b)
    assert not same_term(x, y)


FINE = ("fines#fines", "За нарушение тишины с 23:00 до 07:00 штраф составляет 700 ₽. "
        "Штраф оплачивается в течение 14 дней после составления акта.")


def test_a_faithful_answer_in_the_other_aspect_passes() -> None:
    answer = "За нарушение тишины ночью штраф 700 ₽. Оплатить его нужно в течение 14 дней после составления акта."
    assert checks_citing_all([FINE], answer, "Какой штраф за шум ночью?") == []


def test_an_invented_duty_in_the_other_aspect_still_fails() -> None:
    answer = "За нарушение тишины ночью штраф 700 ₽. Оплатить его нужно через бухгалтерию университета наличными."
    assert "unsupported-claim" in checks_citing_all([FINE], answer, "Какой штраф за шум ночью?")
