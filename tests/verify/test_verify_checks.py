"""Each deterministic check: what it catches and what it leaves alone, in English and Russian."""

from __future__ import annotations

import pytest
from verify_helpers import FEES_EN, FEES_RU, fact, fragment, make_input

from tether.verify import verify

T1 = fact("t1", "money", "1250", "EUR")
T2 = fact("t2", "duration", "30", "working days")
T3 = fact("t3", "date", "2024-06-12")
T4 = fact("t4", "percent", "5")
T5 = fact("t5", "identifier", "NW-200")
T6 = fact("t6", "url", "https://docs.example.org/fees/de")
T7 = fact("t7", "text", "Federal Office of Justice")
T8 = fact("t8", "money", "850", "EUR")
FACTS = [T1, T2, T3, T4, T5, T6, T7, T8]
MATERIAL_EN = FEES_EN + " Applications go to the Federal Office of Justice, https://docs.example.org/fees/de."


def checks(answer: str, *, text: str = MATERIAL_EN, **kw) -> list[str]:
    result = verify(make_input(answer, text=text, facts=kw.pop("facts", FACTS), **kw))
    return sorted(v.check for v in result.violations)


def violations(answer: str, **kw):
    return verify(make_input(answer, text=MATERIAL_EN, facts=FACTS, **kw)).violations


# --- unknown-entity / unknown-citation ----------------------------------------------------

ALPHA = {"documentType": "composition", "identity": "example-composition-alpha"}


def test_unknown_entity() -> None:
    beta = {"documentType": "composition", "identity": "example-composition-beta"}
    answer = "The fee is 1 250 EUR."
    assert checks(answer, entities=[beta], context_entities=[ALPHA]) == ["unknown-entity"]
    assert checks(answer, entities=[ALPHA], context_entities=[ALPHA]) == []
    wrong_type = {"documentType": "tariff", "identity": "example-composition-alpha"}
    assert checks(answer, entities=[wrong_type], context_entities=[ALPHA]) == ["unknown-entity"]


def test_unknown_entity_names_it() -> None:
    beta = {"documentType": "composition", "identity": "beta"}
    (v,) = violations("Fee 1 250 EUR.", entities=[beta])
    assert "composition/beta" in v.detail


def test_unknown_citation() -> None:
    # Nothing in the context is cited, so the figure stands on no cited fragment either.
    assert checks("The fee is 1 250 EUR.", citations=["fees-de#nowhere"]) == ["misattributed-figure",
                                                                              "unknown-citation"]
    assert checks("The fee is 1 250 EUR.", citations=["fees-de#registration"]) == []


# --- unknown-fact-label / fact-mismatch -----------------------------------------------------

@pytest.mark.parametrize(
    "answer",
    [
        "The fee is €1,250 [t1], due within 30 working days [t2].",
        "The schedule applies from 12 June 2024 [t3]; the surcharge is 5 % [t4].",
        "Use form NW-200 [t5], see https://docs.example.org/fees/de [t6].",
        "Applications go to the Federal Office of Justice [t7].",
        "The fee is 1 250 EUR. [t1]",
        "Fees: 1 250 EUR [t1] on paper, 850 EUR [t8] online.",
        "The fee is 1 250 EUR [t1, t1].",
        "The fee is 1 250 EUR [T1].",
    ],
)
def test_correct_labels_pass(answer: str) -> None:
    assert checks(answer) == []


@pytest.mark.parametrize(
    "answer",
    [
        "Пошлина составляет 1 250,00 евро [t1], срок — 30 рабочих дней [t2].",
        "Тарифы действуют с 12 июня 2024 г. [t3], надбавка — 5 процентов [t4].",
    ],
)
def test_correct_labels_pass_in_russian(answer: str) -> None:
    assert checks(answer, text=FEES_RU) == []


def test_unknown_fact_label() -> None:
    assert checks("The fee is 1 250 EUR [t9].") == ["unknown-fact-label"]
    assert checks("The fee is 1 250 EUR [t0].") == ["unknown-fact-label"]
    assert checks("Пошлина 1 250 евро [t12].", text=FEES_RU) == ["unknown-fact-label"]


def test_label_substitution_is_caught() -> None:
    # The seed's example: a real label on an invented value.
    vs = violations("The fee is 70 $ [t1].")
    assert sorted(v.check for v in vs) == ["fact-mismatch", "unsupported-number"]
    mismatch = next(v for v in vs if v.check == "fact-mismatch")
    assert "70 $" in mismatch.detail and "1250 EUR" in mismatch.detail
    assert mismatch.span is not None


@pytest.mark.parametrize(
    "answer",
    [
        "The fee is 850 EUR [t1].",  # swapped label, value from the material
        "The appeal period is 30 days [t2].",  # 30 days ≠ 30 working days
        "The schedule applies from 1 250 EUR [t3].",
        "Use form NW-200 [t6].",
        "Applications go to the Ministry of Finance [t7].",
        "The fee is 1 250 EUR, due within 30 working days [t1].",  # nearest value binds
    ],
)
def test_mismatched_labels(answer: str) -> None:
    assert "fact-mismatch" in checks(answer)


def test_label_without_a_value() -> None:
    vs = violations("The fee is payable at once [t1].")
    assert [v.check for v in vs] == ["fact-mismatch"]
    assert "no value" in vs[0].detail


def test_a_value_in_the_previous_sentence_does_not_bind() -> None:
    assert checks("The fee is 1 250 EUR. It is payable at once [t1].") == ["fact-mismatch"]


def test_russian_mismatch() -> None:
    text = FEES_RU + " Обжалование — 30 дней."
    assert checks("Срок — 30 дней [t2].", text=text) == ["fact-mismatch"]


def test_rounded_labelled_value_is_supported_by_its_fact() -> None:
    facts = [fact("t1", "number", "1249.6")]
    assert checks("About 1 250 [t1] applications.", text="No figures.", facts=facts) == []
    assert checks("About 1 300 [t1] applications.", text="No figures.", facts=facts) == [
        "fact-mismatch", "unsupported-number"]


# --- unsupported-number / unsupported-date ---------------------------------------------------

@pytest.mark.parametrize(
    "answer",
    [
        "The fee is €1,250; online it is EUR 850.00.",
        "Pay within 30 working days (Article 5) using form NW-200, version 2024.2.",
        "1. File the form.\n2. Pay 1 250 EUR.\n3. Wait 30 working days.",
        "The schedule applies from June 12, 2024; the surcharge is 5 per cent.",
        "Since 2024 the fee has been 1 250 EUR.",
        "Appeals: within thirty days.",
        "Two documents are needed.",
    ],
)
def test_supported_figures_pass(answer: str) -> None:
    assert checks(answer, facts=[]) == []


@pytest.mark.parametrize(
    "answer",
    [
        "Пошлина — 1 250 евро, за электронную подачу — 850,00 €.",
        "Срок — 30 рабочих дней (ст. 5), тарифы с 12.06.2024.",
        "1) Подайте заявление.\n2) Уплатите 1 250 евро.",
        "Надбавка составляет 5 процентов с июня 2024 года.",
    ],
)
def test_supported_figures_pass_in_russian(answer: str) -> None:
    assert checks(answer, text=FEES_RU, facts=[]) == []


@pytest.mark.parametrize(
    "answer, check",
    [
        ("The fee is 1 300 EUR.", "unsupported-number"),
        ("The fee is 1 250 USD.", "unsupported-number"),
        ("The surcharge is 7 %.", "unsupported-number"),
        ("Pay within 45 working days.", "unsupported-number"),
        ("Use form NW-300.", "unsupported-number"),
        ("See Article 99.", "unsupported-number"),
        ("It applies from 13.06.2024.", "unsupported-date"),
        ("It applies from July 2024.", "unsupported-date"),
        ("It applied in 2019.", "unsupported-date"),
    ],
)
def test_unsupported_figures(answer: str, check: str) -> None:
    assert checks(answer, facts=[]) == [check]


@pytest.mark.parametrize(
    "answer, check",
    [
        ("Пошлина — 1 350 евро.", "unsupported-number"),
        ("Надбавка — 7 процентов.", "unsupported-number"),
        ("Тарифы действуют с 13 июня 2024 г.", "unsupported-date"),
    ],
)
def test_unsupported_figures_in_russian(answer: str, check: str) -> None:
    assert checks(answer, text=FEES_RU, facts=[]) == [check]


def test_unsupported_figure_detail_and_span() -> None:
    inp = make_input("The fee is 1 300 EUR.", text=FEES_EN)
    (v,) = verify(inp).violations
    answer = "The fee is 1 300 EUR."
    assert v.span is not None and answer[v.span[0]:v.span[1]] == "1 300 EUR"
    assert "1300" in v.detail and "EUR" in v.detail


def test_question_numbers_are_not_flagged() -> None:
    assert checks("For your 3 applications the fee is 1 250 EUR each.",
                  question="I have 3 applications. What is the fee?", facts=[]) == []


def test_approximate_figures_may_be_rounded() -> None:
    text = "Firms with total assets above 1,270,000 EUR must appoint an officer."
    assert checks("Above about 1.3 million EUR.", text=text, facts=[]) == []
    assert checks("Свыше около 1,3 млн евро.", text=text, facts=[]) == []
    assert checks("Above 1.3 million EUR.", text=text, facts=[]) == ["unsupported-number"]
    assert checks("Above 1 270 001 EUR.", text=text, facts=[]) == ["unsupported-number"]


def test_limitations_are_checked_for_figures_like_the_answer() -> None:
    """CONTRACTS §3: the reader reads limitations too; an invented figure there fails."""
    from verify_helpers import contract
    out = contract("The fee is 1 250 EUR.", limitations=["Fees may rise to 2 000 EUR in 2026."])
    assert checks("", output=out, facts=[]) == ["unsupported-date", "unsupported-number"]
    kept = contract("The fee is 1 250 EUR.", limitations=["The fee schedule 2024.2 applies from 12.06.2024."])
    assert checks("", output=kept, facts=[]) == []


def test_several_fragments_and_fact_sources() -> None:
    frags = [fragment(FEES_EN), fragment("Appeals cost 120 EUR.", "fees-de#appeals")]
    assert checks("Appeals cost 120 EUR.", fragments=frags, facts=[], citations=["fees-de#appeals"]) == []
    # The figure is in the material, but not in the fragment the answer cites.
    assert checks("Appeals cost 120 EUR.", fragments=frags, facts=[]) == ["misattributed-figure"]


def test_an_answer_of_punctuation_only_is_empty() -> None:
    from verify_helpers import contract
    assert checks("", output=contract("...")) == ["empty-answer"]
    assert checks("", output=contract(" — ")) == ["empty-answer"]


def test_a_value_from_the_sentence_about_another_fee_is_misattributed() -> None:
    """Review finding: a shared common word ("fee") let the upkeep fee answer for the registration fee."""
    text = "The registration fee in Germany is 1 250 EUR per product registration. The annual upkeep fee is 300 EUR."
    assert checks("In Germany the registration fee is 300 EUR.", text=text, facts=[]) == ["misattributed-figure"]
    assert checks("In Germany the registration fee is 1 250 EUR.", text=text, facts=[]) == []
    assert checks("In Germany the annual upkeep fee is 300 EUR.", text=text, facts=[]) == []


def test_a_value_the_source_states_for_another_case_is_misattributed() -> None:
    """The words next to the figure ("a notice … is sent no later than") are the first
    sentence's; the clause's case (test kits, a wrong result) is the second one's, which
    states another period."""
    text = ("If the incident caused the death of a patient, the notice is sent no later than 2 working days. "
            "For laboratory test kits used in hospitals the general period of 10 calendar days applies, even "
            "if the incident concerns a wrong test result.")
    assert checks("For laboratory test kits used in hospitals a notice about a wrong test result is sent no "
                  "later than 2 working days.", text=text, facts=[]) == ["misattributed-figure"]
    assert checks("For laboratory test kits a notice about a wrong test result is sent within 10 calendar "
                  "days.", text=text, facts=[]) == []
    # Two cases joined in one sentence, each value beside its own case.
    assert checks("A patient's death is notified no later than 2 working days and a wrong result of a "
                  "laboratory test kit within 10 calendar days.", text=text, facts=[]) == []


def test_a_value_the_source_states_for_another_case_is_misattributed_in_russian() -> None:
    text = ("Если нарушение выявлено при плановой проверке, предписание исполняется в течение 10 рабочих дней. "
            "Для аптечных организаций с лицензией на фармацевтическую деятельность действует общий срок "
            "30 календарных дней, даже если нарушение выявлено при внеплановой проверке.")
    assert checks("Для аптечных организаций с лицензией на фармацевтическую деятельность предписание по итогам "
                  "внеплановой проверки исполняется в течение 10 рабочих дней.", text=text, facts=[]) == [
        "misattributed-figure"]
    assert checks("Для аптечных организаций предписание по итогам внеплановой проверки исполняется в течение "
                  "30 календарных дней.", text=text, facts=[]) == []


def test_the_questions_own_figure_placed_in_another_case_is_misattributed() -> None:
    """The question gives the class; the cited text states the rule for other classes and
    something else for this one. The figure is the reader's, its placement is not."""
    text = ("An on-site audit is mandatory for suppliers in risk tiers 3 and 4. For suppliers in risk tier 1 "
            "a document review is sufficient.")
    question = "Is an on-site audit needed for risk tier 1?"
    assert checks("An on-site audit is mandatory for suppliers in risk tier 1.", text=text, facts=[],
                  question=question) == ["misattributed-figure"]
    assert checks("For suppliers in risk tier 1 a document review is sufficient.", text=text, facts=[],
                  question=question) == []
    # A figure of the question that the cited text does not hold stays the reader's own.
    assert checks("An on-site audit is mandatory for suppliers in risk tier 3.", text=text, facts=[],
                  question="Is an on-site audit needed for risk tier 3 and my 12 sites?") == []


def test_the_other_cases_value_from_the_same_sentence_is_misattributed() -> None:
    """One cited sentence, two coordinated cases, two values: the answer names one case and
    gives the other's value."""
    text = ("Annual membership costs 120 EUR for adults with a standard card, and 45 EUR for students. "
            "Cards are issued at the front desk.")
    assert checks("Students pay 120 EUR a year for membership.", text=text, facts=[]) == ["misattributed-figure"]
    assert checks("Students pay 45 EUR a year for membership.", text=text, facts=[]) == []
    assert checks("Adults with a standard card pay 120 EUR a year.", text=text, facts=[]) == []
    # both values in the answer's clause, each with its case
    assert checks("Membership costs 120 EUR or 45 EUR, depending on whether you are a student.",
                  text=text, facts=[]) == []


def test_the_other_cases_value_from_the_same_sentence_is_misattributed_in_russian() -> None:
    text = ("Ответ на обращение даётся в течение 10 рабочих дней, а по вопросам отключения газа — в течение "
            "2 рабочих дней. Обращения принимаются письменно.")
    assert checks("По вопросам отключения газа ответ даётся в течение 10 рабочих дней.", text=text,
                  facts=[]) == ["misattributed-figure"]
    assert checks("По вопросам отключения газа ответ даётся в течение 2 рабочих дней.", text=text, facts=[]) == []
    assert checks("Ответ на обращение даётся в течение 10 рабочих дней.", text=text, facts=[]) == []


def test_a_short_clause_whose_sentence_names_the_other_case_is_misattributed() -> None:
    """A clause of one or two subject words ("a 60-minute court costs £12") is too short to
    pick its sentence among the cited ones, but the case its sentence names ("For a
    non-member") can still be the other part of the value's own sentence (unseen5 dev
    u5-en-003)."""
    text = ("Members can book courts up to 14 days ahead, and non-members up to 3 days ahead. Courts are booked "
            "for 40 or 60 minutes: a court costs £9 for 40 minutes and £12 for 60 minutes for members, and £13 "
            "and £17 for non-members.")
    q = "How much does a 60-minute squash court cost for a non-member?"
    for wrong in ("For a non-member, a 60-minute court costs £12.", "A 60-minute court costs £12 for a non-member."):
        assert checks(wrong, text=text, facts=[], question=q) == ["misattributed-figure"], wrong
    for right in ("For a non-member, a 60-minute court costs £17.", "For a member, a 60-minute court costs £12.",
                  "Non-members pay £17 for 60 minutes and £13 for 40 minutes."):
        assert checks(right, text=text, facts=[], question=q) == [], right
    # the case named before a comma of the same sentence is still the clause's case
    backups = ("Полные копии хранятся 8 недель, инкрементальные — 14 дней. Восстановление проверяется "
               "ежеквартально.")
    assert checks("Инкрементальные делаются ежедневно, хранятся 14 дней.", text=backups, facts=[]) == []
    assert checks("Полные делаются еженедельно, хранятся 14 дней.", text=backups,
                  facts=[]) == ["misattributed-figure"]


def test_a_later_part_that_borrows_the_values_predicate_names_its_own_case() -> None:
    """"each extra kilometre costs €0.22, or €0.45 for categories F and G": the later part
    has no subject or verb of its own, so a clause that names category F and repeats the
    predicate is about the €0.45 case (unseen6 dev u6-en-003); the fragment's own sentence,
    quoted whole, is supported although the next one makes an exception for F and G."""
    text = ("Rentals of 1 to 6 days include 250 km a day; each extra kilometre costs €0.22, or €0.45 for "
            "categories F and G. Rentals of 7 days or more have unlimited mileage, except for categories F and "
            "G, which keep the allowance of 250 km a day.")
    assert checks("For category F each extra kilometre costs €0.22.", text=text, facts=[]) == ["misattributed-figure"]
    for right in ("Each extra kilometre costs €0.45 for category F cars.", "Each extra kilometre costs €0.22.",
                  "For a category B car, each extra kilometre costs €0.22.",  # another class: the default (review)
                  "For cars other than categories F and G, each extra kilometre costs €0.22.",
                  "Rentals of 1 to 6 days include 250 km a day; each extra kilometre costs €0.22, or €0.45 for "
                  "categories F and G."):
        assert checks(right, text=text, facts=[], question="How many kilometres a day are included?") == [], right


def test_a_one_sentence_fragment_of_coordinated_cases_is_read_case_by_case() -> None:
    """The cited fragment is a single sentence listing each case with its price, a case's
    name parted from its value by commas: the answer gives one case another's price."""
    text = ("Тариф «Старт» стоит 900 ₽ в месяц и включает 10 ГБ; тариф «Семья», для трёх номеров, стоит "
            "1 500 ₽; тариф «Школьный», для детей до 14 лет, стоит 400 ₽.")
    assert checks("Тариф «Школьный» для детей стоит 900 ₽.", text=text, facts=[]) == ["misattributed-figure"]
    assert checks("Тариф «Школьный» для детей стоит 400 ₽.", text=text, facts=[]) == []
    assert checks("Тариф «Старт» стоит 900 ₽ в месяц.", text=text, facts=[]) == []
    en = ("The Basic plan costs 9 EUR a month with 10 GB; the Family plan, for three lines, costs 15 EUR; "
          "the Junior plan, for children under 14, costs 4 EUR.")
    assert checks("The Junior plan for children costs 9 EUR.", text=en, facts=[]) == ["misattributed-figure"]
    assert checks("The Junior plan for children costs 4 EUR.", text=en, facts=[]) == []


def test_a_semicolon_list_is_read_item_by_item_past_an_item_with_no_value() -> None:
    """"…: a medical certificate issued no more than 30 days before arrival; a contact
    certificate … 3 days …; a copy of the insurance card": the last item states no period, and
    the list is still one of cases (unseen10 dev u10-ru-026)."""
    en = ("At check-in you need: a medical certificate issued no more than 30 days before arrival; a certificate "
          "of no infectious contacts issued no more than 3 days before arrival; a copy of the insurance card. "
          "Without the contact certificate the child is not admitted.")
    assert checks("The medical certificate must be issued no more than 3 days before arrival.", text=en,
                  facts=[]) == ["misattributed-figure"]
    assert checks("The medical certificate must be issued no more than 30 days before arrival.", text=en,
                  facts=[]) == []
    assert checks("The certificate of no infectious contacts must be at most 3 days old.", text=en, facts=[]) == []
    ru = ("При заезде нужны: медицинская справка по форме 079/у, выданная не ранее чем за 30 дней до заезда; "
          "справка об отсутствии контакта с инфекционными больными, выданная не ранее чем за 3 дня до заезда; "
          "копия полиса ОМС. Без справки об отсутствии контакта ребёнок не принимается.")
    assert checks("Справка по форме 079/у должна быть выдана не ранее чем за 3 дня до заезда.", text=ru,
                  facts=[]) == ["misattributed-figure"]
    assert checks("Справка об отсутствии контакта должна быть не старше 3 дней.", text=ru, facts=[]) == []


def test_a_value_of_another_lettered_class_is_misattributed() -> None:
    """"Category B cars cost €30" where €30 is the sentence about Category A: the letter is
    the class's whole name, and the two sentences share every other word."""
    cars = "Category A cars cost €30 a day. Category B cars cost €45 a day."
    assert checks("Category B cars cost €30 a day.", text=cars, facts=[]) == ["misattributed-figure"]
    for right in ("Category B cars cost €45 a day.", "A category B car costs €45 per day, a category A car €30."):
        assert checks(right, text=cars, facts=[]) == [], right
    zones = "Парковка в зоне А стоит 100 ₽ в час. В зоне Б парковка стоит 60 ₽ в час."
    assert checks("Парковка в зоне Б стоит 100 ₽ в час.", text=zones, facts=[]) == ["misattributed-figure"]
    assert checks("В зоне Б час стоит 60 ₽.", text=zones, facts=[]) == []
    # a general rule beside a class's own sentence about something else
    assert checks("Category B cars cost €30 a day.", text="All cars cost €30 a day. Category B cars need a deposit of "
                                                          "€300.", facts=[]) == []
    # a range of letters names the letters inside it; a rule with an exception is a general rule (review)
    for text in ("Cars in categories A to C cost €30 a day. Categories D and E cost €55 a day. Category B cars have "
                 "automatic gearboxes.", "Categories A–C cost €30 a day. Category B cars are automatic.",
                 "All categories except D cost €30 a day; Category D costs €50 a day. Category B cars have air "
                 "conditioning."):
        assert checks("A Category B car costs €30 a day.", text=text, facts=[]) == [], text


def test_a_one_sentence_rule_with_its_exception_is_not_read_as_two_cases() -> None:
    """Commas part a one-sentence fragment's rule from its exception as often as one case
    from another: only a semicolon list's items are read as cases there, so the rule's
    value with its exception set aside stands."""
    text = "Claims must be lodged within 45 days of the decision, except where the claimant lives abroad, " \
           "in which case the period is 90 days."
    assert checks("The 45-day period applies except where the claimant lives abroad.", text=text, facts=[]) == []
    assert checks("You have 90 days: the 45-day period applies unless the claimant lives abroad.",
                  text=text, facts=[], question="I live abroad. How long do I have to lodge a claim?") == []


def test_a_day_of_the_month_is_a_figure_the_source_must_state() -> None:
    """«до 10-го числа», "by the 10th of the month" name a date; a rank ("3rd party") does not."""
    text = ("Оплата вносится не позднее 5-го числа текущего месяца по счёту, который высылается до 25-го числа "
            "предыдущего месяца. При просрочке более 10 дней доступ приостанавливается.")
    assert checks("Счёт высылается до 25-го числа предыдущего месяца.", text=text, facts=[]) == []
    assert checks("Счёт высылается до 10-го числа предыдущего месяца.", text=text, facts=[]) == ["misattributed-figure"]
    assert checks("Оплатить нужно до 7-го числа.", text=text, facts=[]) == ["unsupported-number"]
    en = "Rent is due on the 1st day of each month. Late payments over 10 days are charged 2%."
    assert checks("Rent is due on the 1st of the month.", text=en, facts=[]) == []
    assert checks("Rent is due on the 10th of the month.", text=en, facts=[]) == ["misattributed-figure"]
    assert checks("Rent is due on the 3rd of each month.", text=en, facts=[]) == ["unsupported-number"]


def test_a_case_named_by_a_name_with_digits_is_told_apart_in_one_sentence() -> None:
    """The cases are told apart by names that hold digits («Зал-12», "Suite B2"): the words
    around them are the same, so the name decides which value is the case's."""
    text = ("Аренда переговорных почасовая. Зал «Зал-6» на шесть человек стоит 1 500 ₽ в час, «Зал-12» на "
            "двенадцать человек — 2 700 ₽ в час.")
    assert checks("Зал «Зал-12» на двенадцать человек стоит 1 500 ₽ в час.", text=text,
                  facts=[]) == ["misattributed-figure"]
    assert checks("Зал «Зал-12» на двенадцать человек стоит 2 700 ₽ в час.", text=text, facts=[]) == []
    assert checks("Зал «Зал-6» стоит 1 500 ₽ в час.", text=text, facts=[]) == []
    en = "Meeting rooms are let by the hour. Suite B2 for 6 people costs 40 EUR an hour, Suite B3 for 12 people 75 EUR."
    assert checks("Suite B3 for 12 people costs 40 EUR an hour.", text=en, facts=[]) == ["misattributed-figure"]
    assert checks("Suite B3 for 12 people costs 75 EUR an hour.", text=en, facts=[]) == []
    # a clause naming both cases compares them
    assert checks("Suite B2 is cheaper at 40 EUR an hour versus Suite B3 at 75 EUR.", text=en, facts=[]) == []


def test_a_plan_named_by_a_capitalized_word_or_a_numbered_name_is_told_apart_in_one_list() -> None:
    """"Plus" is a generic word ("plus VAT") and "Fibre 500" a number in a name: each names the
    case of its part of a comma list (unseen7 dev u7-en-016, u7-en-017)."""
    plans = ("Mobile plans are sold monthly. Lite gives 8 GB of data a month for 8 GBP, Plus gives 40 GB for 13 GBP "
             "and Unlimited gives unlimited data for 20 GBP.")
    assert checks("The Plus plan costs 20 GBP a month and gives 40 GB of data.", text=plans,
                  facts=[]) == ["misattributed-figure"]
    assert checks("The Plus plan costs 13 GBP a month and gives 40 GB of data.", text=plans, facts=[]) == []
    assert checks("Unlimited costs 20 GBP a month.", text=plans, facts=[]) == []
    assert checks("Plus comes with 40 GB of data for 13 GBP a month.", text=plans, facts=[]) == []  # review
    assert checks("Plus comes with 40 GB of data for 20 GBP a month.", text=plans, facts=[]) == ["misattributed-figure"]
    speeds = ("Speeds vary by plan. Average download speeds are 145 Mbps on Fibre 150, 470 Mbps on Fibre 500 and "
              "870 Mbps on Fibre 900.")
    assert checks("Fibre 500 has an average download speed of 870 Mbps.", text=speeds,
                  facts=[]) == ["misattributed-figure"]
    assert checks("Fibre 500 has an average download speed of 470 Mbps.", text=speeds, facts=[]) == []
    assert checks("On Fibre 900 you get 870 Mbps on average.", text=speeds, facts=[]) == []
    # a price list with its unit in a header: the numbers after the words are the values
    tickets = "Tickets are priced in EUR. Adults 12, Children 6, Seniors 9."
    assert checks("Children pay 6 EUR.", text=tickets, facts=[]) == []


def test_a_number_read_off_a_numbered_name_is_misattributed() -> None:
    """"Fibre 150" names a plan; its speed is 145 Mbps (unseen7 dev u7-en-032)."""
    speeds = ("Speeds vary by plan. Average download speeds are 145 Mbps on Fibre 150, 470 Mbps on Fibre 500 and "
              "870 Mbps on Fibre 900.")
    assert checks("The cheapest plan gives an average download speed of 150 Mbps.", text=speeds,
                  facts=[]) == ["misattributed-figure"]
    assert checks("Fibre 150 gives an average download speed of 145 Mbps.", text=speeds, facts=[]) == []
    assert checks("Fibre 900 has average speeds of 900Mbps.", text=speeds, facts=[]) == ["misattributed-figure"]
    # the value written in words elsewhere is stated (review)
    levels = "A Level 2 course lasts two weeks and a Level 3 course lasts three weeks."
    assert checks("A Level 2 course lasts 2 weeks and a Level 3 course lasts 3 weeks.", text=levels, facts=[]) == []
    # a name written as a name, a number without a unit, a number the text states as a value
    assert checks("The slowest plan is Fibre 150.", text=speeds, facts=[]) == []
    prices = "Zone 1 costs 150 EUR a month and Zone 2 costs 120 EUR; the fee is 2 EUR per day."
    assert checks("The fee is 2 EUR per day.", text=prices, facts=[]) == []
    assert checks("Zone 1 costs 150 EUR a month.", text=prices, facts=[]) == []


def test_a_case_named_in_a_fronted_clause_an_elided_predicate_and_a_contrast_pass() -> None:
    """Three correct answers from unseen9 dev that failed as misattributed."""
    deposit = ("A deposit of 25% of the total is required to confirm a booking. For stays over Christmas, Easter "
               "and the summer school holidays the deposit is 50%. The balance is paid when you collect your pet.")
    assert checks("Because your stay is over Easter, the deposit is 50% of the total.", text=deposit, facts=[]) == []
    assert checks("For the summer holidays the deposit is 50% of the total rather than the usual 25%.",
                  text=deposit, facts=[]) == []
    hours = ("Клуб работает по будням с 7:00 до 23:00, по выходным и праздникам — с 9:00 до 21:00. Бассейн "
             "закрывается на 30 минут раньше клуба.")
    assert checks("По выходным клуб работает с 9:00 до 21:00.", text=hours, facts=[]) == []
    # the first part's own case, named with the elided part's value, is still another case's
    assert "misattributed-figure" in checks("По будням клуб работает с 9:00 до 21:00.", text=hours, facts=[])


def test_the_rules_value_given_for_the_case_its_exception_names_is_misattributed() -> None:
    """The question puts the reader in the case the value's own sentence excepts (unseen7 dev
    u7-en-030); a reader who may be outside it, or an answer that names it, is left alone."""
    text = ("A faulty hub is replaced free of charge during the minimum term. After the minimum term a "
            "replacement hub costs 40 GBP, except on Fibre 900, where it stays free.")
    q = "I'm on Fibre 900 and my minimum term is over. What does a replacement hub cost?"
    assert checks("After the minimum term a replacement hub costs 40 GBP.", text=text, facts=[],
                  question=q) == ["misattributed-figure"]
    assert checks("A replacement hub costs 40 GBP, except on Fibre 900, where it is free.", text=text, facts=[],
                  question=q) == []
    # told apart in other words (review)
    for told in ("A replacement hub normally costs 40 GBP, but on your plan it stays free.",
                 "Your replacement hub is free; on other plans it costs 40 GBP."):
        assert checks(told, text=text, facts=[], question=q) == [], told
    two = "One line is on Fibre 900 and one on Fibre 150. What does a replacement hub cost for the Fibre 150 line?"
    assert checks("For the Fibre 150 line a replacement hub costs 40 GBP.", text=text, facts=[], question=two) == []
    for other in ("I'm on Fibre 500 and my minimum term is over. What does a replacement hub cost?",
                  "I'm not on Fibre 900. What does a replacement hub cost after the minimum term?",
                  "What if I move to Fibre 900 — what does a replacement hub cost?"):
        assert checks("After the minimum term a replacement hub costs 40 GBP.", text=text, facts=[],
                      question=other) == [], other
    ru = "Доставка по области стоит 500 рублей, кроме Твери, где доставка бесплатная."
    assert checks("Доставка стоит 500 рублей.", text=ru, facts=[],
                  question="Я живу в Твери. Сколько стоит доставка?") == ["misattributed-figure"]
    assert checks("Доставка стоит 500 рублей.", text=ru, facts=[],
                  question="Я живу в Клину. Сколько стоит доставка?") == []


def test_the_rules_value_given_to_a_reader_another_sentence_lets_off_is_misattributed() -> None:
    """The question puts the reader in the group a second cited sentence waives the rule for."""
    text = ("Late returns are charged a fee of 5 EUR per day, up to 50 EUR. The late return fee is waived for "
            "holders of a Gold Club card.")
    q = "I have a Gold Club card and returned the car a day late. What late return fee do I pay?"
    assert checks("You pay a late return fee of 5 EUR per day.", text=text, facts=[],
                  question=q) == ["misattributed-figure"]
    # the waiver acknowledged, or a reader outside the group
    assert checks("Normally 5 EUR per day, but the fee is waived for Gold Club card holders, so you pay nothing.",
                  text=text, facts=[], question=q) == []
    assert checks("You pay a late return fee of 5 EUR per day.", text=text, facts=[],
                  question="I returned the car a day late. What late return fee do I pay?") == []
    # the waiver told in another sentence; a reader the question leaves out of the group
    assert checks("Normally you would pay 5 EUR per day. Since you hold a Gold Club card, the fee is waived.",
                  text=text, facts=[], question=q) == []
    assert checks("You pay a late return fee of 5 EUR per day.", text=text, facts=[],
                  question="I don't have a Gold Club card. What late return fee do I pay?") == []
    # another charge of the same sentence is not the waived one
    two = ("Late returns are charged a fee of 5 EUR per day and a one-off handling fee of 20 EUR. The late return "
           "fee is waived for holders of a Gold Club card.")
    assert checks("You pay a one-off handling fee of 20 EUR.", text=two, facts=[], question=q) == []
    ru = ("За каждый день просрочки оплаты начисляется пеня 0,5 % от суммы счёта. Пеня за просрочку оплаты "
          "не начисляется резидентам тарифа «Годовой».")
    assert checks("Вам начислят пеню 0,5 % от суммы счёта за каждый день.", text=ru, facts=[],
                  question="Я резидент тарифа «Годовой» и опоздал с оплатой. Какая пеня?") == ["misattributed-figure"]
    assert checks("Вам начислят пеню 0,5 % от суммы счёта за каждый день.", text=ru, facts=[],
                  question="Я опоздал с оплатой. Какая пеня?") == []


def test_the_general_rules_value_given_for_the_case_asked_about_is_misattributed() -> None:
    """The question's case has a sentence of its own, opening with it; the answer gives it
    the general rule's value."""
    text = ("Members may borrow up to 8 books at a time for 21 days. For junior members, loans run for "
            "14 days and at most 4 books.")
    question = "How long can junior members keep a book?"
    # the case named in a clause of its own, the value in the general rule's words
    assert checks("Junior members follow the same rule as other members: books may be borrowed for 21 days.",
                  text=text, facts=[], question=question) == ["misattributed-figure"]
    assert checks("Junior members can keep a book for 14 days.", text=text, facts=[], question=question) == []
    # both cases' values, each named
    assert checks("Junior members keep books for 14 days, while other members keep them for 21 days.",
                  text=text, facts=[], question=question) == []
    text_ru = ("Гарантийный срок на технику составляет 2 года. На аккумуляторы и блоки питания гарантийный срок "
               "составляет 6 месяцев.")
    question_ru = "Какая гарантия на аккумулятор?"
    assert checks("Аккумуляторы покрываются общей гарантией: гарантийный срок на технику составляет 2 года.",
                  text=text_ru, facts=[], question=question_ru) == ["misattributed-figure"]
    assert checks("На аккумулятор действует гарантия 6 месяцев.", text=text_ru, facts=[], question=question_ru) == []


def test_a_question_word_the_other_sentence_does_not_open_with_names_no_case() -> None:
    """"Service credits" in the question, "a service credit of 10 %" in another sentence: that
    sentence is about availability, not a case of the cap."""
    text = ("If monthly availability falls below 99.5%, the customer receives a service credit of 10% of the "
            "monthly fee. Credits are capped at 30% of the monthly fee.")
    assert checks("Service credits cannot exceed 30% of the monthly fee.", text=text, facts=[],
                  question="Is there a limit on service credits?") == []


def test_the_limit_of_another_rule_named_as_where_this_one_begins_is_no_misattribution() -> None:
    text = ("The module leader may grant a standard extension of up to 7 calendar days. Longer extensions, of "
            "up to 21 calendar days, are decided by the faculty panel.")
    assert checks("An extension longer than 7 calendar days, up to 21 calendar days, is decided by the faculty "
                  "panel.", text=text, facts=[]) == []
    assert checks("Extensions of 7 calendar days are decided by the faculty panel.", text=text,
                  facts=[]) == ["misattributed-figure"]
    text_ru = ("Руководитель модуля может продлить срок сдачи до 7 календарных дней. Продление на более долгий "
               "срок, до 21 календарного дня, решает факультетская комиссия.")
    assert checks("Продление более чем на 7 календарных дней решает факультетская комиссия.", text=text_ru,
                  facts=[]) == []


def test_a_sentence_that_leans_on_the_fragments_title_keeps_its_value() -> None:
    """"Processing takes up to 3 months" says nothing of the trade licence: the title does.
    Its own word ("processing") decides, not the title's words the fee's sentence repeats."""
    from verify_helpers import fragment

    frag = fragment("The trade licence fee is 80 EUR. Processing takes up to 3 months.",
                    fid="trade-licence#steps", title="Trade licence")
    assert checks("Processing a trade licence takes up to 3 months.", fragments=[frag], facts=[],
                  citations=["trade-licence#steps"]) == []
    # nothing but the title's words, or a word no sentence holds: the comparison stands (review)
    fees = fragment("The registration fee in Germany is 1 250 EUR per product registration. The annual upkeep "
                    "fee is 300 EUR.", title="Registration fees")
    for answer in ("The registration fee is 300 EUR.", "The Austrian registration fee is 300 EUR."):
        assert checks(answer, fragments=[fees], facts=[]) == ["misattributed-figure"], answer


def test_a_time_is_not_cut_at_its_colon() -> None:
    """"18:00" is one figure: its clause runs on to the date it stands with."""
    text = ("Заявки принимаются до 18:00 по московскому времени 1 марта. Заявки, поступившие позже "
            "установленного срока, к рассмотрению не принимаются.")
    assert "misattributed-figure" not in checks(
        "Заявки, поступившие позже срока, не принимаются, а срок истекает в 18:00 1 марта.", text=text, facts=[])


def test_figures_moved_together_to_another_subject_are_misattributed() -> None:
    """Review: both figures come from the housing sentence; the clause names the appeals."""
    text = ("Housing applications are accepted until 1 March and decided within 30 days. Appeals are decided "
            "within 10 days.")
    assert "misattributed-figure" in checks("Appeals lodged by 1 March are decided within 30 days.", text=text,
                                            facts=[])


def test_an_upper_bound_is_no_limit_passed_and_a_year_is_no_value() -> None:
    text_ru = ("Руководитель модуля может продлить срок сдачи до 7 календарных дней. Продление на более долгий "
               "срок, до 21 календарного дня, решает факультетская комиссия.")
    assert checks("Факультетская комиссия продлевает срок не более 7 календарных дней.", text=text_ru,
                  facts=[]) == ["misattributed-figure"]
    text = ("Since 2017 the module leader may grant a standard extension of up to 7 calendar days. Longer "
            "extensions, of up to 21 calendar days, are decided by the faculty panel.")
    assert "misattributed-figure" not in checks("An extension longer than 7 calendar days, up to 21 calendar "
                                                "days, is decided by the faculty panel.", text=text, facts=[])


def test_the_rules_value_given_to_a_reader_whose_figure_falls_under_the_exception_is_misattributed() -> None:
    text = ("Delivery of large appliances costs 990 RUB within the city, except orders from 50 000 RUB, which are "
            "delivered free. Lifting to the floor is free with a lift.")
    answer = "Delivery of your television costs 990 RUB within the city."
    assert checks(answer, text=text, facts=[], question="How much is delivery of a TV that costs 60 000 RUB?") == [
        "misattributed-figure"]
    # the reader's order is below the threshold, in another currency, or gives no figure
    assert checks(answer, text=text, facts=[], question="How much is delivery of a TV that costs 40 000 RUB?") == []
    assert checks(answer, text=text, facts=[], question="How much is delivery of a TV that costs 600 EUR?") == []
    assert checks(answer, text=text, facts=[], question="How much is delivery of a TV?") == []
    text_ru = ("Возврат товара надлежащего качества возможен в течение 14 дней, кроме товаров дороже 100 000 рублей, "
               "для которых срок составляет 7 дней. Деньги возвращаются на карту.")
    assert checks("Вернуть товар можно в течение 14 дней.", text=text_ru, facts=[],
                  question="Я купил ноутбук за 120 000 рублей, сколько дней на возврат?") == ["misattributed-figure"]
    assert checks("Вернуть товар можно в течение 14 дней.", text=text_ru, facts=[],
                  question="Я купил ноутбук за 80 000 рублей, сколько дней на возврат?") == []


def test_a_clause_of_nothing_but_the_sources_names_is_compared_as_it_stands() -> None:
    """Review: "A German trade licence takes 4 weeks", where 4 weeks is the appeal deadline,
    must stay misattributed, although the better-matching sentence states no duration. (So
    "An Austrian trade licence takes up to 3 months" against "Processing takes up to 3
    months" is flagged too: words alone cannot tell the two apart.)"""
    from verify_helpers import fragment

    frag = fragment("A trade licence application is decided by the district office. Appeals against a refused "
                    "licence must be lodged within 4 weeks.", fid="trade-licence#application",
                    title="Trade licence", jurisdiction="DE")
    assert "misattributed-figure" in checks("A German trade licence takes 4 weeks.", fragments=[frag], facts=[],
                                            citations=["trade-licence#application"])


def test_the_readers_figure_is_compared_across_calendar_units_and_an_answer_naming_the_exception_passes() -> None:
    text = ("Credits of 10% of the monthly fee apply per full hour of downtime, except downtime caused by "
            "maintenance announced at least 72 hours in advance.")
    question = "Do we get credits for maintenance announced four days in advance?"
    # four days is 96 hours: the exception holds, and the rule's 10% is not the reader's
    assert checks("You get a credit of 10% of the monthly fee per full hour.", text=text, facts=[],
                  question=question) == ["misattributed-figure"]
    assert checks("No: the 10% credit does not cover maintenance announced at least 72 hours in advance.",
                  text=text, facts=[], question=question) == []
    # two days is 48 hours: the rule holds
    assert checks("You get a credit of 10% of the monthly fee per full hour.", text=text, facts=[],
                  question="Do we get credits for maintenance announced two days in advance?") == []


def test_a_readers_duration_is_compared_only_with_a_threshold_of_the_same_thing() -> None:
    """Review: "bought a kettle 10 days ago" is no "used for more than 2 days"."""
    text = "Returns are accepted within 14 days of purchase, unless the item was used for more than 2 days."
    assert checks("Yes, returns are accepted within 14 days of purchase.", text=text, facts=[],
                  question="I bought a kettle 10 days ago. Can I still return it?") == []
    assert checks("Yes, returns are accepted within 14 days of purchase.", text=text, facts=[],
                  question="I used the kettle for 5 days. Can I still return it?") == ["misattributed-figure"]


def test_an_answer_that_gives_both_cases_in_two_sentences_passes() -> None:
    text = ("Members may borrow up to 8 books at a time for 21 days. For junior members, loans run for 14 days "
            "and at most 4 books.")
    assert checks("For junior members, loans run for 14 days. Unlike junior members, other members may borrow "
                  "books for 21 days.", text=text, facts=[], question="How long can junior members keep a book?") == []


def test_a_denial_about_something_else_does_not_set_the_rules_value_aside() -> None:
    """Second review: any "no" in the sentence let the rule's value through."""
    text = "Returns are accepted within 14 days of purchase, unless the item was used for more than 2 days."
    question = "I used the kettle for 5 days. Can I still return it?"
    for answer in ("Yes, returns are accepted within 14 days of purchase, no questions asked.",
                   "Yes, you can return it within 14 days of purchase; there is no fee."):
        assert checks(answer, text=text, facts=[], question=question) == ["misattributed-figure"], answer
    assert checks("No: returns within 14 days of purchase do not apply to an item used for more than 2 days.",
                  text=text, facts=[], question=question) == []


def test_another_case_named_elsewhere_in_the_sentence_does_not_excuse_the_general_value() -> None:
    """Second review: any "other" in the sentence excused the general rule's value."""
    text = ("Members may borrow up to 8 books at a time for 21 days. For junior members, loans run for 14 days "
            "and at most 4 books.")
    question = "How long can junior members keep a book?"
    for answer in ("Junior members follow the general rule, unlike at other libraries: books may be borrowed for "
                   "21 days.", "Junior members follow the general rule: books may be borrowed for 21 days, or "
                   "otherwise renewed."):
        assert checks(answer, text=text, facts=[], question=question) == ["misattributed-figure"], answer



def test_parting_at_or_keeps_the_cases_an_answer_paraphrases() -> None:
    """Parting at "or" catches "a week pass costs €15" against "a day pass for €15 or a week pass
    for €39" (unseen11 dev u11-en-024); a first try failed eight correct answers of a review whose
    case the answer paraphrased ("Students pay €12 per visit" against "Adults pay €15 per visit or
    €12 with a student card"): the part borrowing the other's subject and verb keeps its case."""
    import json

    from tether.verifier import verify_output
    from tether.verify.models import VerifyInput

    def checks(text: str, question: str, answer: str) -> set[str]:
        fragment = {"id": "p#p", "documentId": "p", "text": text + " Prices are reviewed every January."}
        out = json.dumps({"answer": answer, "entityCitations": [], "documentationCitations": ["p#p"],
                          "limitations": []})
        inp = VerifyInput.model_validate({"question": question, "context": {"fragments": [fragment]},
                                          "output": out})
        return {v.check for v in verify_output(inp).violations}

    passes = "Non-members can buy a day pass for €15 or a week pass for €39."
    assert checks(passes, "How much is a week pass?", "A week pass costs €15 for non-members.")
    assert checks("Adults pay €15 per visit or €12 with a student card.", "How much do students pay?",
                  "Students pay €12 per visit.") == set()
    assert checks("A consultation costs €60 in person or €45 online.", "How much is a remote consultation?",
                  "A remote consultation costs €45.") == set()


def test_a_russian_genitive_plural_names_its_case() -> None:
    """«для кошек — 1 900 ₽»: Snowball stems «кошек» apart from «кошки», so the answer giving a cat
    the dogs' 2 200 ₽ named neither part's case (unseen11 dev u11-ru-024)."""
    import json

    from tether.verifier import verify_output
    from tether.verify.models import VerifyInput

    def checks(answer: str) -> set[str]:
        fragment = {"id": "privivki#ceny", "documentId": "privivki",
                    "text": "Щенков и котят прививают с 8 недель, повторно — через 21 день. Комплексная прививка для "
                            "собак стоит 2 200 ₽, для кошек — 1 900 ₽. Прививка от бешенства стоит 800 ₽, её делают не "
                            "раньше 12 недель."}
        out = json.dumps({"answer": answer, "entityCitations": [], "documentationCitations": ["privivki#ceny"],
                          "limitations": []})
        inp = VerifyInput.model_validate({"question": "Сколько стоит комплексная прививка для кошки?",
                                          "context": {"fragments": [fragment]}, "output": out})
        return {v.check for v in verify_output(inp).violations}

    assert "misattributed-figure" in checks("Комплексная прививка для кошки стоит 2 200 ₽.")
    assert checks("Комплексная прививка для кошки стоит 1 900 ₽.") == set()
    assert checks("Для собак комплексная прививка стоит 2 200 ₽.") == set()
