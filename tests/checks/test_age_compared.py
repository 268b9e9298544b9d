"""A bare age after "younger / older than" read in the years the cited text gives it in
(tether.checks.aged): "Drivers must be younger than 21" against "at least 21 years old" (a red-team
of session 41 found it passing while "younger than 21 years" failed)."""

from __future__ import annotations

import pytest
from one_fragment import checks_of as _checks

from tests.linear import grows_linearly
from tether.checks.aged import _age_bounds, admitted, ages_ruled_out, reader_ages, with_age_units

DRIVERS = "Drivers must be at least 21 years old and have held a licence for 2 years."
VISITORS = "Visitors younger than 16 years must be accompanied by an adult."
ВОДИТЕЛИ = "Водителю должно быть не менее 21 года, стаж вождения от 2 лет."


@pytest.mark.parametrize(("text", "answer", "question"), [
    (DRIVERS, "Drivers must be younger than 21.", "How old must drivers be?"),
    (VISITORS, "Visitors older than 16 must come with an adult.", "Can my 15-year-old come alone?"),
    (ВОДИТЕЛИ, "Водитель должен быть младше 21.", "Сколько лет должно быть водителю?"),
    ("Водителю должно быть не менее 25 лет.", "Водитель должен быть младше 25.", "Сколько лет должно быть водителю?"),
])
def test_a_bare_age_on_the_other_side_is_unsupported(text: str, answer: str, question: str) -> None:
    assert "unsupported-claim" in _checks(text, answer, question)


@pytest.mark.parametrize(("text", "answer", "question"), [
    (DRIVERS, "Drivers must not be younger than 21.", "How old must drivers be?"),
    (DRIVERS, "Drivers must be 21 or older.", "How old must drivers be?"),
    (VISITORS, "Visitors younger than 16 must come with an adult.", "Can my 15-year-old come alone?"),
    ("Водителю должно быть не менее 25 лет.", "Водитель должен быть старше 25.", "Сколько лет должно быть водителю?"),
])
def test_a_bare_age_on_the_same_side_passes(text: str, answer: str, question: str) -> None:
    assert "unsupported-claim" not in _checks(text, answer, question)


@pytest.mark.parametrize(("claim", "sentence", "read"), [
    ("younger than 21 may not", DRIVERS, "younger than 21 years may not"),
    ("младше 21 не", ВОДИТЕЛИ, "младше 21 года не"),
    ("младше 22 не", "не менее 22 лет", "младше 22 лет не"),
    # already a unit, another number, a number that goes on, a price: left as it is
    ("younger than 21 years", DRIVERS, "younger than 21 years"),
    ("younger than 18", DRIVERS, "younger than 18"),
    ("older than 21.5", DRIVERS, "older than 21.5"),
    ("orders over 21", DRIVERS, "orders over 21"),
])
def test_a_bare_age_takes_the_sources_years(claim: str, sentence: str, read: str) -> None:
    assert with_age_units(claim, [sentence]) == read


@pytest.mark.parametrize("unit", ["younger than 2", "older than ", "младше чем 1"])
def test_reading_compared_ages_is_linear(unit: str) -> None:
    # 4,000 units, not 1,000: at 0.6 ms the smaller reading was within a loaded machine's noise (a
    # fresh-clone CI run beside other work failed it once; its ratio is 8 where 24 fails)
    assert grows_linearly(lambda n: unit * n + "x", lambda given: with_age_units(given, ["21 years"]), small=4000)


GREEN_FEES = ("In Ireland, a round at Fernhill Wicklow costs €70 for adults, €35 for juniors aged 12 to 18 and €55 "
              "for seniors aged 66 and over. The senior rate applies Monday to Thursday only.")
NIGHT = "Ночной пакет с 00:00 до 08:00 стоит 5 000 ₽; продаём его только гостям с 18 лет."


@pytest.mark.parametrize(("text", "question", "answer"), [
    # unseen42 dev u42-en-029, u42-ru-029 (read after the set's blind arrival measurement)
    (GREEN_FEES, "I'm 65. Can I play at the senior rate at Fernhill Wicklow?",
     "Yes. The senior rate of €55 is for players aged sixty-six and over, so you qualify."),
    (NIGHT, "Мне 17. Пустят ли меня на ночной пакет?",
     "Да. Ночной пакет продаём гостям с восемнадцати лет, так что вас пустят."),
    ("Children younger than 14 years may enter only with an adult.", "My son is 15. Must he come with an adult?",
     "Yes, he must come with an adult."),
])
def test_a_yes_for_an_age_the_band_leaves_out_is_unsupported(text: str, question: str, answer: str) -> None:
    assert "unsupported-claim" in _checks(text, answer, question)


@pytest.mark.parametrize(("text", "question", "answer"), [
    (GREEN_FEES, "I'm 67. Can I play at the senior rate at Fernhill Wicklow?",
     "Yes, seniors aged 66 and over pay €55."),
    (NIGHT, "Мне 18 лет. Пустят ли меня на ночной пакет?", "Да, ночной пакет продаём гостям с 18 лет."),
    # no age the reader gives of themself: a group's size, a delay
    (NIGHT, "Нас 17 человек. Можно взять ночной пакет?", "Да, ночной пакет стоит 5 000 ₽."),
])
def test_a_yes_for_an_age_inside_the_band_passes(text: str, question: str, answer: str) -> None:
    assert "unsupported-claim" not in _checks(text, answer, question)


@pytest.mark.parametrize(("question", "ages"), [
    ("I'm 65. Can I play?", (65,)), ("My son is 7 years old.", (7,)), ("Мне 17.", (17,)), ("Сыну 7 лет.", (7,)),
    ("I'm 20 minutes late.", ()), ("Нас 20 человек.", ()), ("I'm 3 kg over.", ()),
])
def test_the_readers_age(question: str, ages: tuple[int, ...]) -> None:
    assert reader_ages(question) == ages


@pytest.mark.parametrize(("sentence", "bands"), [
    ("€35 for juniors aged 12 to 18 and €55 for seniors aged 66 and over.", [(12, 18), (66, 200)]),
    ("продаём его только гостям с 18 лет.", [(18, 200)]),
    ("Детям младше 14 лет вход только со взрослым.", [(0, 13)]),
    ("Дети от 6 до 12 лет платят половину.", [(6, 12)]),
    ("The pass is valid for 2 years.", []),
    ("Children younger than 14 years come with an adult; guests older than 65 years pay less.", [(0, 13), (66, 200)]),
])
def test_the_rules_age_bands(sentence: str, bands: list[tuple[int, int]]) -> None:
    assert _age_bounds(sentence) == bands


@pytest.mark.parametrize("unit", ["I'm 1", "aged 1", "с 1 ", "aged 12 to ", "1 years and "])
def test_reading_ages_is_linear(unit: str) -> None:
    assert grows_linearly(lambda n: unit * n + "x", lambda given: (reader_ages(given), _age_bounds(given)))


@pytest.mark.parametrize(("text", "question", "answer"), [
    # a red-team of this session: an age outside a band a duty is laid on, asked about being free of
    # it; a band read by "aged under"; another sentence's band that admits the age
    ("Children younger than 14 years must be accompanied by an adult in the pool.",
     "My daughter is 14. Can she swim without an adult?",
     "Yes, only children younger than 14 need to be accompanied, so she can swim on her own."),
    ("Children aged under 5 travel free; children aged 5 to 15 pay the child fare.",
     "My son is 4. Does he travel free?", "Yes, children under 5 travel free."),
    ("Дети младше 10 лет могут ехать только в сопровождении взрослого. С 10 лет ребёнок может ехать самостоятельно "
     "при наличии письменного согласия родителей.", "Сыну 14, может ли он ехать в поезде один?",
     "Да, с 10 лет ребёнок может ехать самостоятельно, если есть письменное согласие родителей."),
])
def test_a_yes_the_bands_leave_open_passes(text: str, question: str, answer: str) -> None:
    assert "unsupported-claim" not in _checks(text, answer, question)


@pytest.mark.parametrize(("text", "question", "answer"), [
    # red-team items of session 42 (en-018, ru-008): the reader's age is inside the band that must
    # come with an adult, and the question asks to go without one
    ("Children younger than 14 years must be accompanied by an adult in the pool.",
     "My daughter is 13. Can she use the pool without an adult?", "Yes, she can use the pool on her own."),
    ("Children under 12 must be supervised by a parent; children aged 12 and over may climb alone.",
     "My son is 9. Can he climb alone?", "Yes, he can climb on his own."),
    ("Дети младше 10 лет могут ехать только в сопровождении взрослого. С 10 лет ребёнок может ехать самостоятельно "
     "при наличии письменного согласия родителей.", "Сыну 8 лет, может ли он ехать в поезде один?",
     "Да, может, если родители дадут письменное согласие."),
])
def test_a_yes_to_going_alone_for_an_age_that_must_be_accompanied_is_unsupported(
        text: str, question: str, answer: str) -> None:
    assert "unsupported-claim" in _checks(text, answer, question)


@pytest.mark.parametrize(("text", "question", "answer"), [
    # red-team items of this session: the duty in other words, the reader's going alone in other words
    ("Passengers younger than 14 years may travel only in the company of an adult.",
     "He's 12 — can he take the ferry alone?", "Yes, he can travel alone on the ferry."),
    ("Дети младше 14 лет допускаются в бассейн вместе со взрослым.", "Дочке 10, можно ей одной в бассейн?",
     "Да, можно."),
])
def test_a_yes_to_going_alone_said_otherwise_is_unsupported(text: str, question: str, answer: str) -> None:
    assert "unsupported-claim" in _checks(text, answer, question)


def test_the_duty_is_laid_on_its_own_band_not_on_another_clauses() -> None:
    # a red-team of this session: 16 is in the band that trains alone; the duty is the under-14s'
    text = ("Дети младше 14 лет тренируются только в сопровождении взрослого, подростки от 14 до 17 лет — "
            "самостоятельно при наличии согласия родителей.")
    answer = "Да, подростки от 14 до 17 лет могут тренироваться самостоятельно при наличии согласия родителей."
    assert "unsupported-claim" not in _checks(text, answer, "Сыну 16, можно ли ему тренироваться без родителей?")


KATEGORII = ("Соревнуются в трёх категориях: новички, любители и открытая категория. Участвовать можно с 12 лет, "
             "участникам от 12 до 17 лет нужно письменное согласие родителя, а в открытой категории выступают только "
             "с 16 лет.")


@pytest.mark.parametrize(("text", "question", "answer"), [
    # unseen43 dev u43-en-029: the question names the drink, the rule and the answer name alcohol
    ("Alcohol is served only to guests aged 18 and over, and staff may ask any guest who looks under 25 for photo ID.",
     "I'm 17 and my sister's wedding is at Bellbird. Can I have a glass of champagne for the toast?",
     "Yes. Alcohol is served to guests aged eighteen and over, and staff may ask for photo ID, so you can have a glass "
     "for the toast."),
    # unseen43 dev u43-ru-029: the clause of the category asked sets 16, another clause 12
    (KATEGORII, "Мне 15. Можно участвовать в открытой категории фестиваля?",
     "Да. Участвовать в фестивале можно с 12 лет, а в открытой категории — с шестнадцати лет, так что вы можете "
     "выступать."),
])
def test_a_yes_for_an_age_the_asked_rule_leaves_out_is_unsupported(text: str, question: str, answer: str) -> None:
    assert "unsupported-claim" in _checks(text, answer, question)


@pytest.mark.parametrize(("text", "question", "answer"), [
    (KATEGORII, "Мне 15. Можно участвовать в фестивале среди любителей?",
     "Да, участвовать можно с 12 лет, до 17 лет нужно письменное согласие родителя."),
    ("Alcohol is served only to guests aged 18 and over.", "I'm 19. Can I have champagne at the wedding?",
     "Yes. Alcohol is served to guests aged eighteen and over."),
])
def test_a_yes_for_an_age_the_asked_rule_admits_passes(text: str, question: str, answer: str) -> None:
    assert "unsupported-claim" not in _checks(text, answer, question)


def test_reading_the_asked_clause_is_linear() -> None:
    from tether.checks.aged import asked_part

    assert grows_linearly(lambda n: "с 12 лет, " * n + "а в зале с 16 лет.", lambda s: asked_part(s, "Мне 15. В зале?"))


@pytest.mark.parametrize(("text", "question", "answer"), [
    # the band lays a duty of another kind than company: going without a guide is not asked of it
    ("Children under 16 must wear a helmet on the trail.", "My son is 10. Can he ride without a guide?",
     "Yes, but he must wear a helmet."),
    # asked about the duty itself, not about being free of it
    ("Children younger than 14 years must be accompanied by an adult in the pool.",
     "My daughter is 13. Does she need an adult with her in the pool?", "Yes, she must be accompanied by an adult."),
])
def test_a_yes_beside_a_duty_the_question_does_not_ask_to_escape_passes(text: str, question: str, answer: str) -> None:
    assert "unsupported-claim" not in _checks(text, answer, question)


@pytest.mark.parametrize(("text", "question", "answer"), [
    # a review of this reader: months are no years, tickets no age
    ("Посещение бассейна разрешено детям старше 6 месяцев.", "Моему сыну 3 года, можно ему в бассейн?",
     "Да, детям старше 6 месяцев можно."),
    ("Вход в зал разрешён с 18 лет.", "Мне 2 билета на вечер. Можно пройти в зал?", "Да, можно."),
])
def test_months_and_counts_are_no_ages(text: str, question: str, answer: str) -> None:
    assert "unsupported-claim" not in _checks(text, answer, question)


def test_reading_many_banded_sentences_is_linear() -> None:
    # each near-best sentence once re-read every other one's bands (a review: 84 s at 2,000 sentences)
    def rule_out_each(sentences: list[str]) -> None:
        admits = admitted((65,), sentences)
        for sentence in sentences:
            ages_ruled_out(sentence, (65,), "I'm 65. Do I pay the reduced fee?", admits)

    assert grows_linearly(lambda n: ["Seniors aged 70 and over pay a reduced fee."] * n
                          + ["Adults aged 60 to 69 pay the standard fee."], rule_out_each, small=200)


def test_laying_a_duty_on_its_band_is_linear() -> None:
    from tether.checks.aged import bound_to_company

    assert grows_linearly(lambda n: "aged 5 to 6 must be accompanied, " * n,
                          lambda text: bound_to_company(text, (30,), "Can I go without an adult?"))


@pytest.mark.parametrize(("text", "question", "answer"), [
    # a review of this reader: the duty is its own clause's, and a clause that grants going alone lays none
    ("Climbers aged 14 and over may climb on their own; younger climbers must be supervised by an adult.",
     "My son is 15. Can he climb on his own?", "Yes, climbers aged 14 and over may climb on their own."),
    ("Самостоятельно посещать скалодром можно с 14 лет, младшие дети — только в сопровождении взрослого.",
     "Сыну 15 лет, может ли он прийти на скалодром один?", "Да, самостоятельно посещать скалодром можно с 14 лет."),
    ("Accompanied children of any age are welcome; teens aged 14 and over may also come on their own.",
     "My daughter is 15. Can she come on her own?", "Yes, teens aged 14 and over may come on their own."),
])
def test_a_duty_of_another_clause_binds_no_age(text: str, question: str, answer: str) -> None:
    assert "unsupported-claim" not in _checks(text, answer, question)
