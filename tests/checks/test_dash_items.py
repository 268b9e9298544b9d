"""A value of another item of a dashed list (tether.verify.dash_items): «A стоит X, B — Y» gives Y to B,
and an answer that names A and gives Y took the wrong item's value."""

from __future__ import annotations

import importlib

import pytest
from one_fragment import checks_of

from tether.figures import find_mentions

dash_items = importlib.import_module("tether.verify.dash_items")

TAILORING = "Юбку шьём за 7 дней, пальто или плащ — за 25 дней со дня снятия мерок."
CLEANING = ("Стирка пледа стоит 900 ₽ или 25 BYN, одеяла — 1 400 ₽ или 38 BYN, подушки — 600 ₽ или 16 BYN. "
            "Срок — 3 дня.")
REPAIRS = "Screen repair takes 2 days, battery replacement — 1 day, water damage — up to 10 days."
LEVELS = "Базовый тариф даёт скидку 5 %, расширенный — 12 %."
INCLUDED = "Плата составляет 40 рублей за 1 кв. м, включая уборку — 4 рубля и вывоз мусора — 6 рублей."
MUSEUM = "A gallery ticket for adults costs £16, for children — £8, for students and seniors — £11."
DELIVERY = "Доставка по Гродно занимает 2 дня, по области — 3–4 дня, в другие регионы Беларуси — до 6 дней."
TWICE = "Претензию по ремонту принимаем в течение 30 дней, по стирке — в течение 10 дней. Ответ даём за 10 дней."


@pytest.mark.parametrize(("text", "question", "answer", "fires"), [
    # the coat's 25 days given to the skirt (unseen51 dev u51-ru-027 in other words)
    (TAILORING, "Сколько шьют юбку?", "Юбку шьют за 25 дней со дня снятия мерок.", True),
    (TAILORING, "Сколько шьют юбку?", "Юбку шьют за 7 дней.", False),
    (TAILORING, "Сколько шьют плащ?", "Плащ шьют за 25 дней со дня снятия мерок.", False),
    # the blanket's 38 BYN given to the plaid; the value in another currency of the same item stands
    (CLEANING, "Сколько стоит стирка пледа в Беларуси?", "Стирка пледа стоит 38 BYN.", True),
    (CLEANING, "Сколько стоит стирка пледа в Беларуси?", "Стирка пледа стоит 25 BYN.", False),
    (CLEANING, "Сколько стоит стирка одеяла?", "Стирка одеяла обойдётся в 1 400 ₽.", False),
    (REPAIRS, "How long does a screen repair take?", "A screen repair takes up to 10 days.", True),
    (REPAIRS, "How long does a battery replacement take?", "Battery replacement takes 1 day.", False),
    (LEVELS, "Какую скидку даёт базовый тариф?", "Базовый тариф даёт скидку 12 %.", True),
    # a genitive plural's fleeting vowel: «кошек» names «кошка»
    ("Стрижка собак стоит 1 500 ₽, кошек — 1 200 ₽.", "Сколько стоит стрижка кошки?", "Стрижка кошки стоит 1 200 ₽.",
     False),
    # an item listing two cases after its dashes is not read: the second case follows "и"
    (INCLUDED, "Сколько стоит вывоз мусора?", "В плату входит вывоз мусора — 6 рублей.", False),
    # the value stated by another sentence as well: not only the other item's
    (TWICE, "Когда ответят на претензию?", "Ответ на претензию дают за 10 дней.", False),
    # the later items name their case by a preposition: the words before the first item's are every
    # item's ("ticket", «доставка»), and a title before a colon heads the list (a red-team's probes)
    (MUSEUM, "What does a child's ticket cost?", "A child's ticket costs £8.", False),
    (MUSEUM, "How much is a student ticket?", "A student ticket costs £8.", True),
    (DELIVERY, "Сколько идёт доставка в Брест?", "Доставка в Брест займёт до 6 дней.", False),
    (DELIVERY, "Сколько идёт доставка в Брест?", "Доставка в Брест занимает до 6 дней.", False),
    (DELIVERY, "Сколько идёт доставка по Гродно?", "Доставка по Гродно занимает до 6 дней.", True),
    ("Window cleaning: outside only costs £20, outside and inside — £35, conservatory — £50.",
     "How much for the inside as well?", "Cleaning the windows inside and out costs £35.", False),
    # a time's colon is no list title
    ("Приём с 10:00 стоит 1 000 ₽, вечерний — 1 500 ₽.", "Сколько стоит приём с 10:00?",
     "Приём с 10:00 стоит 1 500 ₽.", True),
    # a numbered list that names each item at its own dash
    (LEVELS, "Какие есть тарифы?", "1. Базовый — скидка 5 %.\n2. Расширенный — скидка 12 %.", False),
])
def test_a_value_of_another_item_of_a_dashed_list(text: str, question: str, answer: str, fires: bool) -> None:
    assert ("misattributed-figure" in checks_of(text, answer, question)) is fires


def test_a_terse_answer_to_a_question_about_the_item_is_about_that_item() -> None:
    # «Стирка стоит 600 ₽» names no item; the question names the pillow, whose value it is
    said = "Стирка стоит 600 ₽."
    m = find_mentions(said)[0]

    def reads(question: str) -> str | None:
        words = dash_items.case_words
        return dash_items.another_items_value(words(said), words(question), m, [0], [CLEANING])

    assert reads("Сколько стоит стирка подушки?") is None
    assert reads("Сколько стоит стирка пледа?") is not None
