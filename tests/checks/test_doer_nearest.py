"""Who does the act asked about (tether.checks.doer), read on the cited clause that says what the
claim says, and on an operator's «мы»: a party that pays for one thing in the source may not be
given another thing's payment (unseen50 dev u50-ru-038), and «мы оплачиваем» is the operator's act,
not that of a party its sentence names in another role (unseen38 dev u38-ru-049)."""

from __future__ import annotations

import pytest
from one_fragment import checks_of as _checks

LODKI = ("Чистку спасательных жилетов клуб оплачивает сам. Поломку лодки по вине гостя оплачивает гость по прайсу "
         "мастерской.")
WHO_PAYS_BOAT = "Кто оплачивает ремонт лодки, если её сломал гость?"
STIRKA = ("Прачечная «Пена» стирает пледы за 2 дня. Если вещь испорчена при стирке по вине оператора, мы оплачиваем "
          "её стоимость по чеку.")
WHO_PAYS_ITEM = "Кто оплачивает испорченную вещь?"


@pytest.mark.parametrize(("text", "question", "answer"), [
    (LODKI, WHO_PAYS_BOAT, "Поломку лодки по вине гостя оплачивает клуб по прайсу мастерской."),
    (STIRKA, WHO_PAYS_ITEM, "Если вещь испорчена по вине оператора, её стоимость по чеку оплачивает сам оператор."),
])
def test_the_act_given_to_another_party_is_unsupported(text: str, question: str, answer: str) -> None:
    assert "unsupported-claim" in _checks(text, answer, question)


@pytest.mark.parametrize(("text", "question", "answer"), [
    (LODKI, WHO_PAYS_BOAT, "Поломку лодки по вине гостя оплачивает сам гость — по прайсу мастерской."),
    (LODKI, "Кто оплачивает чистку жилетов?", "Чистку спасательных жилетов оплачивает клуб."),
    (STIRKA, WHO_PAYS_ITEM, "Если вещь испортили при стирке по вине оператора, её стоимость по чеку оплачивает "
                            "прачечная «Пена»."),
])
def test_the_act_given_to_its_own_party_passes(text: str, question: str, answer: str) -> None:
    assert _checks(text, answer, question) == []


def test_the_payer_is_read_on_the_clause_that_says_what_the_claim_says() -> None:
    """The reader alone (other readers may catch the whole answer): the club pays for the oars in
    one clause, which does not make it the payer of the guest's damage in the other."""
    from tether.checks.doer import gives_the_act_to_another
    from tether.terms import SentenceIndex

    sentences = ["Замену вёсел клуб оплачивает сам.",
                 "Поломку лодки по вине гостя оплачивает гость по прайсу мастерской."]
    index = SentenceIndex(sentences)
    found = gives_the_act_to_another("Поломку лодки по вине гостя оплачивает клуб по прайсу мастерской.", WHO_PAYS_BOAT,
                                     index, frozenset({0, 1}))
    assert found == sentences[1]
    assert gives_the_act_to_another("Замену вёсел оплачивает клуб.", "Кто оплачивает замену вёсел?", index,
                                    frozenset({0, 1})) is None


def test_a_word_after_we_only_is_its_verb() -> None:
    """«с *ним*» ends as «мы платим» does, and shares «принимает»'s root: it is no act of «мы», so
    the master's decision is not the client's (a review of session 51)."""
    text = "Решение о замене принимает мастер. Клиент получает уведомление. Мы согласуем с ним решение по телефону."
    assert "unsupported-claim" in _checks(text, "Решение принимает клиент.", "Кто принимает решение?")
