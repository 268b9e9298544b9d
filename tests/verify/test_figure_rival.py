"""A figure taken from a cited sentence that says less of the answer's sentence than another one,
which states a value of the same measure the answer never gives (issue 11, misattributed-figure;
tether.verify.rival). Found by rule-made swaps of figures in faithful answers
(evalsets/mutations.py): the words next to a figure are often generic ("costs … per night"),
and the words naming its case stand elsewhere in the sentence. Also the other case of one
sentence, parted from its value by a parenthesis (tether.verify.coordinated)."""

from __future__ import annotations

import pytest
from verify_helpers import checks_citing_all

GROOMING = [("grooming#prices", "Grooming costs £45 for a small dog and £60 for a large dog (over 20 kg). A nail "
                                "trim alone is £12. Cats are groomed for £38.")]
SWIMMING = [("kursy#tseny", "Занятие в группе для взрослых стоит 900 ₽, для детей до 12 лет — 700 ₽. Разовое "
                            "посещение бассейна без тренера стоит 400 ₽.")]
LIMITS = [("credits#sla", "When monthly uptime falls below 99.9%, the customer receives a service credit of 5% of "
                          "the monthly fee for each full hour. Credits are capped at 25% of the monthly fee.")]
BINS = [("bins#prices", "The first brown bin costs £48 a year and each extra brown bin £35. Residents on "
                        "pension credit pay £24 for the first bin.")]


@pytest.mark.parametrize(("fragments", "answer", "question"), [
    # the case ("a large dog") is in the first clause; "grooming costs" alone is the cats' sentence too
    (GROOMING, "A 30 kg labrador counts as a large dog, so grooming costs £38.",
     "How much is grooming for my 30 kg lab?"),
    (GROOMING, "A labrador is a large dog, so it is groomed for £38.", "How much is grooming for my lab?"),
    (SWIMMING, "Взрослый, который занимается в группе, платит 400 ₽ за посещение.",
     "Сколько стоит занятие для взрослого?"),
])
def test_a_value_of_a_sentence_that_says_less_is_misattributed(fragments: list[tuple[str, str]], answer: str,
                                                                 question: str) -> None:
    assert "misattributed-figure" in checks_citing_all(fragments, answer, question)


@pytest.mark.parametrize(("fragments", "answer", "question"), [
    (GROOMING, "A 30 kg labrador counts as a large dog, so grooming costs £60.",
     "How much is grooming for my 30 kg lab?"),
    (GROOMING, "Cats are groomed for £38; a nail trim on its own costs £12.", "What does cat grooming cost?"),
    (SWIMMING, "Без тренера разовое посещение бассейна стоит 400 ₽.", "Сколько стоит бассейн?"),
    # a limit is told by the words that make it one, not by the subject's: "service credit … monthly
    # fee" is the 5 %'s sentence, "cannot exceed" the cap's
    (LIMITS, "Service credits cannot exceed 25% of the monthly fee.", "Is there a limit on service credits?"),
    # each figure of a sentence is judged by its own clause, not by the other figure's words
    (BINS, "You pay £48 a year for the first brown bin and £35 for the second one.", "What do two bins cost?"),
])
def test_a_value_stated_by_the_sentence_that_says_it_passes(fragments: list[tuple[str, str]], answer: str,
                                                             question: str) -> None:
    assert "misattributed-figure" not in checks_citing_all(fragments, answer, question)


PARKING_RU = [("parking#tarif", "Стоянка для легковых машин стоит 300 ₽ в сутки, для грузовых машин (до 3,5 т) "
                                "— 700 ₽ в сутки. Оплата при выезде.")]
PARKING_EN = [("parking#rates", "Parking costs £5 a day for cars, for vans (up to 3.5 t) £12 a day. You pay when you "
                                "leave.")]


@pytest.mark.parametrize(("fragments", "answer", "fails"), [
    # a parenthesis parts the other case's words from its value ("… грузовых машин (до 3,5 т) — 700 ₽"):
    # the words before it are still that value's case
    (PARKING_RU, "Стоянка для легковых машин стоит 700 ₽ в сутки.", True),
    (PARKING_RU, "Стоянка для легковых машин стоит 300 ₽ в сутки.", False),
    (PARKING_RU, "Для грузовых машин стоянка стоит 700 ₽ в сутки.", False),
    (PARKING_EN, "Parking for a car costs £12 a day.", True),
    (PARKING_EN, "Parking for a car costs £5 a day.", False),
    (PARKING_EN, "Parking for a van costs £12 a day.", False),
])
def test_a_case_parted_from_its_value_by_a_parenthesis_still_names_it(fragments: list[tuple[str, str]], answer: str,
                                                                      fails: bool) -> None:
    assert ("misattributed-figure" in checks_citing_all(fragments, answer, "How much is parking?")) is fails


def test_a_period_owed_in_other_units_is_still_owed() -> None:
    """«6 месяцев» (the sale's) for when storage starts to be charged, which the better sentence
    gives as «30 дней» (unseen24 dev u24-ru-033): another unit of the same measure."""
    text = ("Вещь хранится бесплатно 30 дней после срока готовности. Затем за хранение берут 50 ₽ в сутки. "
            "Через 6 месяцев после срока готовности химчистка вправе продать невостребованную вещь.")
    q = "Когда начинают брать плату за хранение?"
    assert "misattributed-figure" in checks_citing_all(
        [("hranenie#hranenie", text)], "Плату за хранение берут через 6 месяцев после срока готовности.", q)
    assert "misattributed-figure" not in checks_citing_all(
        [("hranenie#hranenie", text)], "Вещь хранится бесплатно 30 дней после срока готовности.", q)


def test_a_noun_made_from_a_phrasal_verb_is_the_verbs_sentence() -> None:
    """"Lift-outs are booked … 48 hours ahead" where "Lifts are booked … at least 7 days ahead" and
    48 hours is the hot-work permit's (unseen24 dev u24-en-031): "lift-out" is read as "lift"."""
    frags = [("yard#lift", "A lift-out costs €22 per metre. Lifts are booked at the marina office at least 7 days "
                           "ahead."),
             ("yard#work", "Hot work is allowed only with a permit from the marina office, requested at least "
                           "48 hours ahead.")]
    q = "How far ahead do I book a lift-out?"
    assert "misattributed-figure" in checks_citing_all(
        frags, "Lift-outs are booked at the marina office at least 48 hours ahead.", q)
    assert checks_citing_all(frags, "Lift-outs are booked at the marina office at least 7 days ahead.", q) == []


def test_a_clause_naming_no_case_of_its_own_is_the_sentences() -> None:
    """", until 24 hours before departure" adds to the sentence's rule on moving a ticket, whose
    sentence says 2 hours; 24 hours is the cancellation rule's (unseen26 dev u26-en-031)."""
    frags = [("fares#standard", "A standard ticket cancelled at least 24 hours before departure is refunded minus "
                                "a fee of S$10."),
             ("fares#changes", "A standard ticket can be moved to another sailing within 30 days of the original "
                               "date for S$15 per ticket, until 2 hours before departure.")]
    q = "Until when can I move my ticket?"
    said = "You can move a standard ticket to another sailing within 30 days of the original date for S$15, until {}."
    assert "misattributed-figure" in checks_citing_all(frags, said.format("24 hours before departure"), q)
    assert checks_citing_all(frags, said.format("2 hours before departure"), q) == []


def test_classes_numbered_i_and_ii_are_told_apart() -> None:
    """"Category I vehicles pay 20 USD" where 20 USD is Category II's (a red-team of this
    session's readers): class I was read as the pronoun, «I группы» not at all."""
    vehicles = [("fares#vehicles", "Category I vehicles (cars) pay 10 USD per crossing. Category II vehicles (vans) "
                                   "pay 20 USD per crossing.")]
    q = "How much do Category I vehicles pay?"
    assert "misattributed-figure" in checks_citing_all(vehicles, "Category I vehicles pay 20 USD per crossing.", q)
    assert checks_citing_all(vehicles, "Category I vehicles pay 10 USD per crossing.", q) == []
    lgoty = [("lgoty#invalidy", "Инвалиды I группы едут бесплатно. Инвалиды II группы получают скидку 50 %.")]
    q = "Какая скидка инвалидам I группы?"
    assert "misattributed-figure" in checks_citing_all(lgoty, "Инвалиды I группы получают скидку 50 %.", q)


GROUPS = [("gruppy#vozrast", "В группу «Малыши» принимают детей 3–5 лет, занятие длится 30 минут в малой чаше. "
                             "Группа «Дельфины» — для детей 6–9 лет, группа «Акулы» — для детей 10–14 лет; их "
                             "занятия длятся 45 минут. Дети младше 3 лет в группы не принимаются.")]
CLUB = [("club#juniors", "Junior members are aged 8 to 17 years and train in sessions of 90 minutes. Seniors "
                         "train in sessions of 120 minutes.")]


@pytest.mark.parametrize(("fragments", "answer", "question", "fires"), [
    # an age in years and a session in minutes are two measures: the ages' clause names the
    # session's case, and neither age is another case of the 45 minutes (unseen29 dev u29-ru-013)
    (GROUPS, "В 7 лет подойдёт группа «Дельфины» — она для детей 6–9 лет, занятие длится 45 минут.",
     "Сыну 7 лет, в какую группу его записать?", False),
    (CLUB, "Juniors, aged 8 to 17 years, train in sessions of 90 minutes.", "How long do junior sessions last?",
     False),
    (CLUB, "Juniors, aged 8 to 17 years, train in sessions of 120 minutes.", "How long do junior sessions last?",
     True),
])
def test_years_and_minutes_are_not_cases_of_one_measure(fragments: list[tuple[str, str]], answer: str,
                                                        question: str, fires: bool) -> None:
    assert ("misattributed-figure" in checks_citing_all(fragments, answer, question)) is fires


SAD = [("sad#gruppy", "Дети до 3 лет посещают группу кратковременного пребывания 3 часа в день. Дети от 3 до 7 лет "
                      "посещают группу полного дня — 10 часов.")]
FERRY = [("ferry#alone", "Children under 14 must travel with a passenger aged 18 or older. Young people aged 14 to 17 "
                         "may travel alone if a parent signs the consent form at check-in.")]


@pytest.mark.parametrize(("fragments", "answer", "question", "fires"), [
    # the sentence holding every other figure of the answer's sentence is the one it restates,
    # though «в день» is the toddlers' word (a red-team of session 28)
    (SAD, "Дети от 3 до 7 лет могут находиться в саду 10 часов в день.",
     "Сколько часов в день может находиться в саду ребёнок 4 лет?", False),
    # the same value twice is no other figure: "under 18" is still the other sentence's case
    (FERRY, "No. Young people under 18 cannot travel alone; they must travel with a passenger aged 18 or older.",
     "Can my 15-year-old travel alone if I give permission?", True),
])
def test_the_sentence_holding_the_answers_other_figures_is_restated(fragments: list[tuple[str, str]], answer: str,
                                                                     question: str, fires: bool) -> None:
    assert ("misattributed-figure" in checks_citing_all(fragments, answer, question)) is fires


OTMENA = [("fotostudiya#otmena", "При отмене фотосессии не позднее чем за 5 дней предоплата возвращается полностью. "
                                 "При отмене за 1–4 дня возвращается половина предоплаты, при более поздней отмене "
                                 "предоплата не возвращается.")]


@pytest.mark.parametrize(("answer", "question", "fires"), [
    # the reader's own 3 days falls in 1–4 days: the 5-day sentence, which leaves it out, is not
    # the case the value should have been taken from (unseen30 dev u30-ru-019)
    ("При отмене фотосессии за 1–4 дня возвращается половина предоплаты — это ваш случай.",
     "Мы отменяем фотосессию за 3 дня, что с предоплатой?", False),
    # the reader's 7 days is the 5-day sentence's case: its full refund was owed
    ("При отмене фотосессии за 1–4 дня возвращается половина предоплаты.",
     "Мы отменяем фотосессию за 7 дней, что с предоплатой?", True),
], ids=["reader-in-this-case", "reader-in-the-other-case"])
def test_a_value_of_another_case_is_owed_only_where_the_readers_figure_is_that_case(
        answer: str, question: str, fires: bool) -> None:
    assert ("misattributed-figure" in checks_citing_all(OTMENA, answer, question)) is fires


QUIET = [("park-rules#quiet-hours", "Quiet hours are from 22:00 to 7:00. During quiet hours music must be turned off "
                                    "and voices kept low.")]


@pytest.mark.parametrize(("answer", "fires"), [
    # the clause right after the figure says what it is: the time quiet hours begin
    ("Music has to be off from 22:00, when quiet hours begin; they last until 7:00.", False),
    # without it, 22:00 is read as the music's, which the music's sentence does not state
    ("Music has to be off from 22:00.", True),
], ids=["said-what-it-is", "music-alone"])
def test_a_clause_after_a_figure_that_says_what_it_is_names_its_subject(answer: str, fires: bool) -> None:
    """unseen30 dev u30-en-018 (a correct answer) — tether.verify.answer_clauses.near_terms."""
    assert ("misattributed-figure" in checks_citing_all(QUIET, answer, "Till what time can we play music?")) is fires


EDITIONS = [("prices-2028#rooms", "In 2028, an escape room cost 24 pounds per person at Riddlebox Manchester and "
                                  "21 pounds per person at Riddlebox Bristol."),
            ("prices#rooms", "An escape room costs £26 per person at Riddlebox Manchester and £23 per person at "
                             "Riddlebox Bristol.")]


@pytest.mark.parametrize(("answer", "misattributed"), [
    # two editions in the same words, set side by side; "now" makes a value today's (unseen45 dev u45-en-006)
    ("A room at Riddlebox Manchester went from 24 pounds per person in 2028 to £26 per person now.", False),
    ("A room at Riddlebox Manchester went from 21 pounds per person in 2028 to £26 per person now.", True),
    ("A room at Riddlebox Manchester went from 24 pounds per person in 2028 to £23 per person now.", True),
    ("In 2028 a room at Riddlebox Manchester cost £26 per person.", True),
])
def test_two_editions_side_by_side(answer: str, misattributed: bool) -> None:
    assert ("misattributed-figure" in checks_citing_all(EDITIONS, answer, "How has the price changed since 2028?")) \
        is misattributed


STUDIO_RU = [("ceny#zaly", "В России, в студиях в Москве и Казани, большой зал стоит 3 000 ₽ в час в будни и 4 000 ₽ в "
                           "час в выходные. Светлый лофт стоит 2 600 ₽ в час, малый зал для портретной съёмки — "
                           "1 800 ₽ в час, без разницы между буднями и выходными."),
             ("ceny-2027#zaly", "В 2027 году в России большой зал стоил 2 500 ₽ в час в будни и 3 500 ₽ в час в "
                                "выходные, лофт — 2 200 ₽ в час, малый зал — 1 400 ₽ в час.")]
WARDS = [("tariff#rooms", "In Canada, Pinebrook Clinic charges room rent per day of stay. A bed in a shared ward "
                          "costs C$300 a day, a semi-private room C$550 a day and a single private room C$900 a day."),
         ("tariff-2027#rooms", "In Canada in 2027, a bed in a shared ward cost C$250 a day, a semi-private room "
                               "C$480 a day and a single private room C$800 a day.")]
GLACIER = [("prices-ch#glacier", "A guided glacier walk in Switzerland costs CHF 310 per adult, including crampons, a "
                                "harness and lunch. A private guide for the walk costs CHF 90 extra per group."),
           ("prices-ch-2027#glacier", "In 2027, a guided glacier walk in Switzerland cost Fr. 280 per adult, "
                                      "with lunch.")]


WARD_APART = [("tariff#rooms", "In Canada, a bed in a shared ward costs C$300 a day. A single private room costs "
                               "C$900 a day."),
              ("tariff-2027#rooms", "In Canada in 2027, a single private room cost C$800 a day and a bed in a shared "
                                    "ward C$250 a day.")]
WARD_2027_APART = [("tariff#rooms", "In Canada a single private room costs C$900 a day and a bed in a shared ward "
                                    "C$300 a day."),
                   ("tariff-2027#rooms", "In Canada in 2027, a bed in a shared ward cost C$250 a day. A single private "
                                         "room cost C$800 a day.")]


SESSIONS = [("prices#pt", "Индивидуальное занятие — 3 500 ₽."),
            ("prices-2027#pt", "В 2027 году индивидуальное занятие с тренером стоило 3 000 ₽.")]


@pytest.mark.parametrize(("answer", "misattributed"), [
    # the edition named, its own sentence is read for its parts, not ranked again against the
    # other edition's (a red-team probe, A10 and A13)
    ("Сейчас индивидуальное занятие с тренером стоит 3 500 ₽, а в 2027 году оно стоило 3 000 ₽.", False),
    ("Индивидуальное занятие с тренером теперь стоит 3 500 ₽.", False),
    # the old value given as today's: another sentence's (its year names it)
    ("Сейчас индивидуальное занятие с тренером стоит 3 500 ₽, а в 2027 году оно стоило 3 500 ₽.", True),
    # the 2027 edition's value said to be today's, where the edition in force names no year (red-team A14)
    ("Сейчас индивидуальное занятие с тренером стоит 3 000 ₽.", True),
    ("Индивидуальное занятие с тренером теперь стоит 3 000 ₽.", True),
])
def test_now_on_a_short_current_sentence(answer: str, misattributed: bool) -> None:
    assert ("misattributed-figure" in checks_citing_all(SESSIONS, answer, "Сколько стоит занятие?")) is misattributed


LATER = [("p#r", "From 2028, in India, a single private room costs ₹8,000 a day and a semi-private room ₹4,500 a day."),
         ("p-2027#r", "In 2027, in India, a single private room cost ₹7,200 a day.")]


@pytest.mark.parametrize(("fragments", "answer", "misattributed"), [
    # "now" on a past edition's value, the edition in force naming no year or a later one (red-team A03, A05)
    (WARDS, "In Canada a single private room now costs C$800 a day.", True),
    (WARDS, "In Canada a single private room now costs C$900 a day.", False),
    (LATER, "In India a single private room now costs ₹7,200 a day.", True),
    (LATER, "In India a single private room now costs ₹8,000 a day.", False),
    # only the past edition cited: nothing says what is in force now
    (WARDS[1:], "In Canada a single private room now costs C$800 a day.", False),
    # a rule in force dated by its start, beside an undated fragment about another thing: no past edition
    ([("r#dep", "From 2027, the deposit is 30 % of the total."), ("r#card", "Card payments carry a 3 % fee.")],
     "Now the deposit is 30 % of the total.", False),
])
def test_a_past_editions_value_said_to_be_todays(fragments: list[tuple[str, str]], answer: str,
                                                  misattributed: bool) -> None:
    assert ("misattributed-figure" in checks_citing_all(fragments, answer, "What does a private room cost?")) \
        is misattributed


@pytest.mark.parametrize(("fragments", "answer"), [
    # "now" picks the current edition, not the thing: the ward's price given to the room (a review)
    (WARD_APART, "In Canada a single private room now costs C$300 a day."),
    # nor does the year: the 2027 edition prices the room in its next sentence
    (WARD_2027_APART, "In 2027 in Canada a single private room cost C$250 a day."),
])
def test_the_edition_named_is_still_read_for_its_things_value(fragments: list[tuple[str, str]], answer: str) -> None:
    assert "misattributed-figure" in checks_citing_all(fragments, answer, "What does a private room cost?")


@pytest.mark.parametrize(("fragments", "answer", "misattributed"), [
    # the edition's sentence says more of the answer's words; its year, or "now", names which one
    # the value is from (unseen30 dev u30-ru-003, unseen32 dev u32-en-004 and u32-ru-004, unseen34
    # dev u34-en-004: correct answers)
    (STUDIO_RU, "Да. В России малый зал сейчас стоит 1 800 ₽ в час, а в 2027 году он стоил 1 400 ₽ в час.", False),
    (STUDIO_RU, "Да. В России малый зал сейчас стоит 1 400 ₽ в час, а в 2027 году он стоил 1 800 ₽ в час.", True),
    (STUDIO_RU, "Да. В России малый зал сейчас стоит 1 800 ₽ в час, а в 2027 году он стоил 2 200 ₽ в час.", True),
    (WARDS, "In Canada a single private room now costs C$900 a day; in 2027 it cost C$800 a day.", False),
    (WARDS, "In Canada a single private room now costs C$800 a day; in 2027 it cost C$900 a day.", True),
    (WARDS, "In Canada a single private room now costs C$550 a day; in 2027 it cost C$800 a day.", True),
    (GLACIER, "In Switzerland, a guided glacier walk cost Fr. 280 per adult in 2027; today it costs CHF 310 per adult.",
     False),
    (GLACIER, "In Switzerland, a guided glacier walk cost Fr. 310 per adult in 2027; today it costs CHF 280 per adult.",
     True),
])
def test_a_year_or_now_names_the_edition_a_value_is_from(fragments: list[tuple[str, str]], answer: str,
                                                         misattributed: bool) -> None:
    assert ("misattributed-figure" in checks_citing_all(fragments, answer, "How has the price changed since 2027?")) \
        is misattributed
