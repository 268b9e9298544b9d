"""A case granted by name where the cited sentence's clause for that name says there is none
(tether.checks.place_denied)."""

from __future__ import annotations

import random
import string

import pytest
from one_fragment import checks_of

DELIVERY_RU = ("Цифровое пианино доставляем и забираем за счёт арендатора: 1 500 ₽ за одну поездку по Москве или "
               "Казани и 40 лари по Тбилиси; в Батуми доставки нет.")
DELIVERY_EN = ("We deliver and collect digital pianos at the renter's cost: 1,500 RUB a trip in Moscow or Kazan and "
               "40 GEL in Tbilisi; there is no delivery to Batumi.")


@pytest.mark.parametrize(("text", "question", "answer", "fires"), [
    # unseen50 dev u50-ru-037: «доставки нет» said of Batumi, delivery granted for it
    (DELIVERY_RU, "Доставляете ли вы цифровое пианино в Батуми?",
     "Да, цифровое пианино доставляем и в Батуми, за счёт арендатора.", True),
    (DELIVERY_RU, "Доставляете ли вы цифровое пианино в Батуми?", "Нет, в Батуми доставки нет.", False),
    (DELIVERY_RU, "Нужна доставка пианино по Тбилиси. Кто платит и сколько?",
     "Доставку оплачивает арендатор, то есть вы: поездка по Тбилиси стоит 40 лари.", False),
    (DELIVERY_EN, "Do you deliver a digital piano to Batumi?",
     "Yes, we deliver digital pianos to Batumi as well, at the renter's cost.", True),
    (DELIVERY_EN, "Do you deliver a digital piano to Tbilisi?",
     "Yes, we deliver digital pianos in Tbilisi for 40 GEL a trip, at the renter's cost.", False),
    (DELIVERY_EN, "Do you deliver a digital piano to Batumi?", "No, there is no delivery to Batumi.", False),
])
def test_a_case_its_clause_says_there_is_none_of(text: str, question: str, answer: str, fires: bool) -> None:
    assert ("unsupported-claim" in checks_of(text, answer, question)) is fires


@pytest.mark.parametrize(("text", "question", "answer"), [
    # a denial that is not of the case: "no *user* limit" denies no price per user
    ("Team costs $25 per user per month. Starter is limited to 10 users; Team and Business have no user limit.",
     "How much is Team?", "Team is $25 per user per month."),
    # «пакетов … нет» denies packages, not the lessons the claim prices
    ("Индивидуальное занятие длится 60 минут и стоит 12 000 тенге. Пакетов индивидуальных занятий в Казахстане нет.",
     "Сколько стоит индивидуальное занятие в Казахстане?",
     "В Казахстане индивидуальное занятие длится 60 минут и стоит 12 000 тенге."),
    # «номеров с собственной ванной … нет» denies no double room (unseen49 dev u49-ru-004, reordered)
    ("В Кыргызстане двухместный номер стоит 2 600 сом за ночь в Бишкеке и 2 200 сом в Караколе. Номеров с "
     "собственной ванной в Кыргызстане нет.", "Сколько стоит двухместный номер в Бишкеке и в Караколе?",
     "В Кыргызстане двухместный номер стоит 2 600 сом за ночь в Бишкеке и 2 200 сом в Караколе."),
])
def test_a_denial_of_another_thing_beside_the_case_stands(text: str, question: str, answer: str) -> None:
    assert "unsupported-claim" not in checks_of(text, answer, question)


@pytest.mark.parametrize("answer", [
    "Delivery in Tbilisi is free of charge.",  # "no delivery charge" said the other way (a review)
])
def test_a_claim_that_denies_in_a_word_of_its_own_agrees(answer: str) -> None:
    text = "We deliver pianos across Georgia; there is no delivery charge in Tbilisi."
    assert "unsupported-claim" not in checks_of(text, answer, "Is delivery in Tbilisi free?")
    assert "unsupported-claim" not in checks_of(DELIVERY_RU, "Доставка в Батуми отсутствует.",
                                                "Доставляете ли вы в Батуми?")


def test_the_reading_grows_linearly_with_the_claim() -> None:
    """Each word of the denied clause is looked up in the claim's, not compared with each of them
    (a review: a 4,000-word answer took 16.7 s)."""
    from tests.linear import grows_linearly
    from tether.checks.claim_sources import context_of
    from tether.checks.place_denied import grants_a_case_its_clause_denies
    from tether.verify.models import VerifyInput

    def make(n: int) -> tuple[str, object]:
        rnd = random.Random(n)  # words that share no stem: every lookup a miss, as a claim's own words are
        vocab = ["".join(rnd.choice(string.ascii_lowercase) for _ in range(7)) for _ in range(n)]
        source = f"In Batumi there is no delivery of {' '.join(vocab)}."
        inp = VerifyInput.model_validate({"question": "Delivery?", "context": {"fragments": [
            {"id": "d#x", "documentId": "d", "text": source}]}, "output": "{}"})
        return f"Yes, we deliver {' '.join(reversed(vocab))} to Batumi.", context_of(inp).cited(["d#x"])

    assert grows_linearly(make, lambda given: grants_a_case_its_clause_denies(given[0], given[1]), small=500)
