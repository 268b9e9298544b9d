"""A rule the cited clause gives one age group, stated for the whole kind (tether.checks.age_group):
"Yes, children travel free" for "Children under 3 travel free" (unseen32 dev u32-ru-034)."""

from __future__ import annotations

import pytest
from one_fragment import checks_of as _checks

from tests.linear import grows_linearly
from tether.checks.age_group import _clauses, _numbers, groups

FARES = "Children under 3 travel free. Children aged 3 to 11 pay half the adult fare."
ENTRY = "Entry is free for children under 5, older children pay the child rate of £6."
SENIORS = "Visitors aged 65 and over get a 20% discount on day tickets."
HELMETS = "Riders under 16 must wear a helmet."
ДЕТИ = "Дети до 3 лет проходят бесплатно. Детский билет для детей от 3 до 12 лет стоит 300 ₽."
ЗАЛ = "Дети до 14 лет находятся в студии только со взрослым. Дети до 3 лет не считаются в количестве людей в зале."
ПЕНСИЯ = "Посетителям старше 65 лет скидка 20 % на дневной билет."
СОПРОВОЖДЕНИЕ = "Дети младше 14 лет допускаются только в сопровождении взрослого."


@pytest.mark.parametrize(("text", "answer", "question"), [
    (FARES, "Yes, children travel free.", "Do children travel free?"),
    (ENTRY, "Yes, entry is free for children.", "Is entry free for children?"),
    (SENIORS, "Yes, visitors get a 20% discount on day tickets.", "Do seniors get a discount?"),
    (HELMETS, "Yes, riders must wear a helmet.", "Do I need a helmet?"),
    (ДЕТИ, "Да, дети проходят бесплатно.", "Дети бесплатно?"),
    (ПЕНСИЯ, "Да, посетителям скидка 20 % на дневной билет.", "Пенсионерам скидка есть?"),
    (СОПРОВОЖДЕНИЕ, "Да, дети допускаются только в сопровождении взрослого.", "Нужно ли детям сопровождение?"),
    # "aged" says it is an age whatever the noun (unseen29 dev u29-en-038)
    ("Someone aged 18 or over must be on site to sign for a delivery.",
     "Someone has to be on site to sign for the delivery.", "What happens if nobody is on site for the delivery?"),
    # a thing's age, by its unit
    ("Cars over 10 years old pay the higher rate of £5 a day.", "Cars pay the higher rate of £5 a day.",
     "What do I pay?"),
    # a red-team of this reader: the question's head count and the answer's price name no group
    (FARES, "Yes, children travel free.", "We are 2 adults and 3 children. Do the children travel free?"),
    ("Children under 5 travel free; adults pay £5.", "Yes, children travel free. Adults pay £5.",
     "Do children travel free?"),
    ("Children under 5 get a free 12-month zoo pass.", "Children get a free 12-month zoo pass.",
     "What do children get at the zoo?"),
    ("Children 3 and under ride free.", "Children ride free.", "Do children ride free?"),
    # the reader's own ages are outside the group (unseen32 dev u32-ru-034)
    (ЗАЛ, "Нет, дети не считаются в количестве людей в зале, но до 14 лет они должны быть в студии со взрослым.",
     "У нас двое детей, 5 и 8 лет. Их считают в количестве людей в зале?"),
    (FARES, "No, children travel free.", "My 6-year-old - does she need a ticket?"),
    (SENIORS, "Yes, visitors get a 20% discount on day tickets.", "I'm 40. Do I get a discount?"),
])
def test_an_age_groups_rule_stated_for_all_is_unsupported(text: str, answer: str, question: str) -> None:
    assert "unsupported-claim" in _checks(text, answer, question)


@pytest.mark.parametrize(("text", "answer", "question"), [
    (FARES, "Children under 3 travel free; from 3 to 11 they pay half the adult fare.", "Do children travel free?"),
    (FARES, "Only children under three travel free.", "Do children travel free?"),
    (SENIORS, "Yes: visitors aged 65 or older get 20% off day tickets.", "Do seniors get a discount?"),
    (ДЕТИ, "Дети до трёх лет проходят бесплатно, а для детей от 3 до 12 лет билет стоит 300 ₽.",
     "Дети бесплатно?"),
    # the question names the group, or the reader is in it
    (FARES, "Yes, children travel free.", "Do children under 3 travel free?"),
    (FARES, "No, children travel free.", "My 2-year-old - does she need a ticket?"),
    (SENIORS, "Yes, visitors get a 20% discount on day tickets.", "I'm 70. Do I get a discount?"),
    (ПЕНСИЯ, "Да, посетителям скидка 20 % на дневной билет.", "Мне 70 лет, есть скидка?"),
    # the group named in another sentence of the answer
    (FARES, "Children under 3 travel free. Yes, children travel free at that age.", "Do children travel free?"),
    # the other clause of the sentence, and a clause that gives its own ages
    ("Children under 3 travel free, and children aged 3 to 11 pay half the adult fare.",
     "Children aged 3 to 11 pay half the adult fare.", "How much do older children pay?"),
    ("Children under 12 must be accompanied by an adult, and one adult may supervise up to 4 children.",
     "One adult may supervise up to 4 children.", "How many children can one adult bring?"),
    ("Группа «Дельфины» — для детей 6–9 лет. Дети младше 3 лет в группы не принимаются.",
     "Подойдёт группа «Дельфины»: она для детей 6–9 лет.", "Сыну 7 лет, в какую группу?"),
    # a child's bound at 18 is what a child is (unseen28 dev u28-ru-021)
    ("Ребёнок до 18 лет может поехать в тур без родителей только с сопровождающим взрослым.",
     "Да, ребёнок может поехать только с сопровождающим взрослым.", "Может ли ребёнок поехать без родителей?"),
    # a number after a thing that is no person, with no unit of age: a length, not an age
    ("Boats over 12 m pay a mooring fee of £40 a night.", "Boats pay a mooring fee of £40 a night.",
     "What is the mooring fee?"),
    # a red-team of this reader: hours, dates and years of study are no ages
    ("The park is open to visitors from 9 to 5 every day.", "Yes, the park is open to visitors every day.",
     "Is the park open on Sundays?"),
    ("Пассажиры с 1 июня платят за поездку 60 рублей.", "С июня пассажиры платят за поездку 60 рублей.",
     "Как изменится тариф летом?"),
    ("Members from 2024 pay £30 a year.", "Members pay £30 a year.", "What do members from 2024 pay?"),
    # … an age in months is one in years: 18 months is under 2
    ("Children under 2 can sit on a parent's lap and fly free.",
     "No, children can sit on a parent's lap and fly free.", "Does my 18-month-old need a seat?"),
    ("Дети до 2 лет летят без отдельного места бесплатно.", "Нет, дети летят без отдельного места бесплатно.",
     "Ребёнку 10 месяцев, нужно ли ему отдельное место?"),
    # … the clause after "and" is another rule
    ("The museum opens to visitors at 9 am and visitors under 12 must be accompanied by an adult.",
     "The museum opens to visitors at 9 am.", "When does the museum open?"),
    ("All children must sign the waiver and children under 12 must also wear a helmet.",
     "Yes, all children must sign the waiver.", "Do children need to sign the waiver?"),
    # … a head count's age, compared with the count (unseen43 dev u43-ru-019)
    ("Детский день рождения — 2 часа для компании до 12 детей от 6 лет: 9 000 ₽ за всю группу.",
     "Детский день рождения для компании до 12 детей стоит 9 000 ₽ за всю группу.",
     "Сколько стоит день рождения на 10 детей?"),
    # … a bound that is what the noun means, and a category the source defines by its bound
    ("Adults over 18 pay £12 for entry.", "Adults pay £12 for entry.", "How much is entry for adults?"),
    ("Взрослые старше 18 лет платят за вход 400 рублей.", "Взрослые платят за вход 400 рублей.",
     "Сколько стоит вход для взрослых?"),
    ("Infants under 2 fly free on a parent's lap.", "Yes, infants fly free on a parent's lap.", "Do infants fly free?"),
    ("Children under 16 pay the child fare of £5.", "The child fare is £5.", "How much is the child fare?"),
    ("Drivers aged 21 to 24 pay a young driver surcharge of €16 a day.", "Young drivers pay €16 a day.",
     "Is there a young driver fee?"),
])
def test_a_rule_stated_with_its_group_or_for_its_reader_passes(text: str, answer: str, question: str) -> None:
    assert "unsupported-claim" not in _checks(text, answer, question)


@pytest.mark.parametrize(("text", "answer", "question"), [
    # a review of this reader: the question names a group inside the source's, a period is no age,
    # every child is no group
    (FARES, "Yes, children travel free.", "Do children under 2 travel free?"),
    ("The warranty up to 3 years covers parts and labour.", "The warranty covers parts and labour.",
     "What does the warranty cover?"),
    ("Children aged 0 to 17 need a parent's consent.", "Children need a parent's consent.",
     "Do children need consent?"),
])
def test_a_review_s_faithful_answers_pass(text: str, answer: str, question: str) -> None:
    assert "unsupported-claim" not in _checks(text, answer, question)


def test_a_figure_too_long_to_be_a_number_is_read_without_an_error() -> None:
    # int() of 4,300 digits raised, and the whole unsupported-claim check was lost (a review)
    assert _numbers("9" * 5000 + " and 3") == frozenset({"3"})


def test_a_second_bound_is_no_or_under() -> None:
    # "over 7 and under 12" was read as "7 and under" (a review)
    (g,) = [g for g in groups("Children over 7 and under 12 may join the junior club.") if g.noun == "children"]
    assert g.low == 7


def test_a_run_of_spaces_is_read_in_linear_time() -> None:
    # "\\s+\\(?\\s*" split a run of spaces every way: 23 s for one word and 16,000 spaces (a review)
    assert grows_linearly(lambda n: "children" + " " * n + "x", groups, small=2000)


def test_clauses_split_at_commas_and_contrasts() -> None:
    assert [c.strip() for c in _clauses("Free for children under 5, older children pay £6; adults £10")] == [
        "Free for children under 5", "older children pay £6", "adults £10"]


@pytest.mark.parametrize("unit", ["children ", "children under ", "дети до 3 ", "a" * 60 + " ", "children 3 and "])
def test_reading_age_groups_is_linear(unit: str) -> None:
    assert grows_linearly(lambda n: unit * n + "x", lambda given: groups(given))


def test_a_sentence_of_many_groups_is_read_in_linear_time() -> None:
    # a red-team of this reader: each group of one long clause read the clause's words again
    answer = " ".join(f"Children under 3 travel free on line {i}." for i in range(50))

    def verified(text: str) -> list[str]:
        return _checks(text, answer, "Do children travel free?")

    assert grows_linearly(lambda n: "children under 3 travel free and more words here " * n, verified, small=40)
