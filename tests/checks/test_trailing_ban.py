"""A ban set after what it bans («еду в баре — нельзя») and what «как и» adds to it (tether.checks.polarity,
tether.checks.clauses): unseen42 dev u42-ru-009, a correct «Нет: …, а еду в баре — нельзя, как и ночной
пакет» failed, read as granting the food and the night package (read after its blind arrival
measurement)."""

from __future__ import annotations

import pytest
from one_fragment import checks_of as _checks

from tests.linear import grows_linearly
from tether.checks import bans
from tether.checks.polarity import polarity

BONUSES = "Бонусами можно оплатить до половины стоимости часов, но не ночной пакет и не еду в баре."
ALL_BONUSES = "Бонусами можно оплатить часы, еду в баре и ночной пакет."


@pytest.mark.parametrize(("question", "answer"), [
    ("Можно ли оплатить бонусами пиццу в баре?",
     "Нет: бонусами можно оплатить до половины стоимости часов, а еду в баре — нельзя, как и ночной пакет."),
    ("Можно ли оплатить бонусами еду в баре?", "Нет: бонусами можно оплатить часы, а еду в баре — нельзя."),
])
def test_a_ban_after_what_it_bans_agrees_with_the_denial(question: str, answer: str) -> None:
    assert "unsupported-claim" not in _checks(BONUSES, answer, question)


@pytest.mark.parametrize("answer", [
    "Бонусами можно оплатить часы, а еду в баре — нельзя.",
    "Бонусами можно оплатить часы, а еду в баре — нельзя, как и ночной пакет.",
    "Нет, еду в баре — нельзя.",
])
def test_a_ban_after_what_the_source_grants_is_unsupported(answer: str) -> None:
    assert "unsupported-claim" in _checks(ALL_BONUSES, answer, "Можно ли оплатить бонусами еду в баре?")


def test_the_ban_denies_its_clause() -> None:
    denied, affirmed, _ = polarity("Часы можно оплатить бонусами, а еду в баре — нельзя.")
    assert {"ед", "бар"} <= denied and not {"ед", "бар"} & affirmed


@pytest.mark.parametrize("unit", [" — нельзя", ", как и x", "x — нельзя, как и y, "])
def test_joining_the_bans_is_linear(unit: str) -> None:
    assert grows_linearly(lambda n: ["а еду в баре", *(unit.strip(" ,—") for _ in range(n))],
                          bans.with_their_bans)


def test_a_ban_after_a_list_denies_all_of_it_and_a_quote_of_it_passes() -> None:
    # the template's own quote failed once the ban denied only the clause before it (unseen26 dev u26Y-049)
    text = "Курить в салоне, в том числе электронные сигареты, запрещено. Распивать алкоголь в салоне запрещено."
    assert _checks(text, "Курить в салоне, в том числе электронные сигареты, запрещено.",
                   "Что сказано про электронные сигареты?") == []
    denied, _, _ = polarity("Курить в салоне, в том числе электронные сигареты, запрещено.")
    assert {"кур", "салон", "электрон", "сигарет"} <= denied


CERTIFICATE = "Подарочным сертификатом можно оплатить экскурсии и аудиогид, но не сувениры."


@pytest.mark.parametrize(("answer", "fires"), [
    # a red-team of this session (ru-054): what «как и» adds to a ban set after what it bans is banned,
    # and a cited clause that grants it turns the ban round
    ("Нет: сертификатом можно оплатить экскурсии, а сувениры — нельзя, как и аудиогид.", True),
    ("Нет: сертификатом можно оплатить экскурсии, а аудиогид — нельзя.", True),
    ("Нет: сертификатом можно оплатить экскурсии и аудиогид, а сувениры — нельзя.", False),
])
def test_a_ban_of_what_a_cited_clause_grants(answer: str, fires: bool) -> None:
    assert ("unsupported-claim" in _checks(CERTIFICATE, answer, "Можно ли оплатить сертификатом аудиогид?")) is fires


def test_what_as_with_adds_to_a_negated_verb_is_not_denied() -> None:
    # «кешбэк не начисляется, как и за переводы»: its words are beside the denial, not denied (unseen14 dev u14-ru-006)
    denied, affirmed, _ = polarity("За оплату ЖКХ и связи кешбэк не начисляется, как и за переводы.")
    assert "перевод" not in denied and "перевод" not in affirmed


def test_joining_many_as_with_parts_to_a_ban_is_linear() -> None:
    # each «как и» part once re-joined the growing part before it (a review: 4 s at 8,000 parts)
    assert grows_linearly(lambda n: ["а еду в баре", "нельзя", *(["как и ночной пакет"] * n)], bans.with_their_bans)
