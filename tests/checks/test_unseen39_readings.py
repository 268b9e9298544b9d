"""Readings added after unseen39's arrival (dev split, read after the blind measurement): a
frequency turned ("once a month" for "once a term"), a case that closes its part dropped ("a trial
lesson is free" for "free for Primary students and costs SGD 45 for Secondary students"), the
reader's case measured against a rule ("your 95% meets that"), «без» before an adjective, a denial
after ", and it", and a subject cut off its figure by a condition."""

from __future__ import annotations

import pytest
from one_fragment import checks_of as _checks

from tether.checks.frequency import frequencies
from tether.checks.polarity import polarity

TUTOR = "Parents may request a new teacher once a term, in writing; the change is made within 10 working days."
TRIAL = "In Malaysia, an assessment class is free for Year 1 pupils and costs RM 40 for Year 6 pupils."
SIBLING = "The second child of a family gets 5% off the fee, and each further child gets 8% off."
GUARANTEE = ("If a student attends at least 90% of the lessons and fails the exam, the next term is free. "
             "The guarantee covers Physics and Chemistry only, and it does not apply to students who join "
             "after 1 March.")
VISA = ("Consular legalisation is done only for countries outside the Hague Convention. "
        "Срок — от 20 до 30 рабочих дней, стоимость — от 15 000 руб. за документ без консульского сбора.")
DOCTOR = ("Первичный приём стоит 2 900 ₽, повторный приём в течение 30 дней — 2 300 ₽; "
          "приём профессора — 6 500 ₽.")


@pytest.mark.parametrize("answer", [
    "Parents may request a new teacher once a month, in writing.",
    "Parents may request a new teacher twice a term.",
])
def test_a_frequency_turned_fails(answer: str) -> None:
    assert "unsupported-claim" in _checks(TUTOR, answer, "How often can we change teacher?")


def test_the_frequency_said_as_the_source_says_it_passes() -> None:
    assert _checks(TUTOR, "You may request a new teacher once a term, in writing.", "How often?") == []


@pytest.mark.parametrize(("text", "count", "per"), [
    ("You may ask for a new teacher once a month", 1, "month"),
    ("занятие можно перенести дважды в год", 2, "year"),
    ("up to 3 times a week", 3, "week"),
    ("guests may visit weekly", 1, "week"),
    ("at all times a guard is present", None, None),  # no count of times
    ("once per booking", 1, "per:book"),  # a count per a thing: the source's is set against a period (unseen40)
    ("a free test once every two years", None, None),
])
def test_frequencies_are_read_with_their_count_and_what_they_are_per(text: str, count: int | None,
                                                                      per: str | None) -> None:
    found = frequencies(text)
    assert [(c, p) for c, p, _ in found] == ([] if count is None else [(count, per)])


def test_a_case_that_closes_its_part_dropped_fails() -> None:
    assert "unsupported-claim" in _checks(TRIAL, "Yes. In Malaysia an assessment class is free.", "Is it free?")


@pytest.mark.parametrize(("answer", "question"), [
    ("Yes, in Malaysia an assessment class is free for Year 1 pupils; Year 6 pupils pay RM 40.", "Is it free?"),
    ("Yes, for Year 1 pupils an assessment class is free in Malaysia.", "Is it free?"),
    ("In Malaysia an assessment class is free.", "Is the class free for my Year 1 daughter?"),
])
def test_the_case_told_by_the_answer_or_the_question_passes(answer: str, question: str) -> None:
    assert "unsupported-claim" not in _checks(TRIAL, answer, question)


def test_the_ordinals_own_value_passes() -> None:
    # "The second child gets 8%" (the further children's) still passes: a reader that took the
    # clause's ordinal as naming the other part failed two correct held-out answers (session 39)
    assert _checks(SIBLING, "The second child gets 5% off the fee.", "Discount?") == []


def test_a_readers_case_said_to_qualify_is_held_to_the_source() -> None:
    # "qualify", "meets", "satisfies" are not rule talk: read so, this passed (a red-team of session 39)
    rule = "To get the resident rate, you need a council tax bill or a tenancy agreement with your address."
    answer = "Yes, a gym membership card satisfies the requirement, so you qualify for the resident rate."
    assert "unsupported-claim" in _checks(rule, answer, "I have a gym card with my address. Do I get it?")


@pytest.mark.parametrize(("text", "answer"), [
    ("The voucher can be redeemed once per customer.", "You can redeem the voucher once per person."),
    ("Members may bring a guest to the pool once a month. Members may bring a guest to the gym weekly.",
     "Members may bring a guest to the gym once a week."),
    ("You can change your delivery day once a calendar month.", "You can change your delivery day once a month."),
])
def test_a_frequency_said_in_other_words_passes(text: str, answer: str) -> None:
    assert "unsupported-claim" not in _checks(text, answer, "How often?")


def test_a_closing_case_rule_said_whole_by_another_sentence_passes() -> None:
    text = ("Parking is free for residents and costs £2 an hour for visitors. On Sundays parking is free "
            "for everyone.")
    assert _checks(text, "Yes, on Sundays, parking is free.", "Is parking free on Sundays?") == []


def test_without_an_adjectives_noun_denies_the_noun() -> None:
    denied, affirmed, _ = polarity("стоимость — от 15 000 руб. за документ без консульского сбора")
    assert "сбор" in denied and "консульск" not in denied
    assert _checks(VISA, "Консульская легализация стоит от 15 000 ₽ за документ.", "Сколько стоит?") == []


def test_a_subject_cut_off_by_a_condition_still_names_the_figures_case() -> None:
    answer = "Повторный приём, если он проходит в течение 30 дней, стоит 6 500 ₽."
    assert "misattributed-figure" in _checks(DOCTOR, answer, "Сколько стоит повторный приём?")
    right = "Повторный приём, если он проходит в течение 30 дней, стоит 2 300 ₽."
    assert _checks(DOCTOR, right, "Сколько стоит повторный приём?") == []


def test_a_condition_inserted_after_the_subject_names_the_case_too() -> None:
    text = "A foot passenger ticket on the ferry costs €25 each way. With a car, the crossing costs €95 each way."
    assert _checks(text, "The ferry, if you travel with a car, costs €95 each way.", "How much with a car?") == []


PRACTICE = "Пропущенный день практики можно отработать с другой группой один раз за курс."


@pytest.mark.parametrize(("answer", "fails"), [
    # a count per a thing in the source, a count per a period in the claim (unseen40 dev u40-ru-042)
    ("Пропущенный день практики можно отработать с другой группой раз в неделю.", True),
    ("Пропущенный день практики можно отработать с другой группой один раз за курс.", False),
    ("Пропущенный день практики можно отработать с другой группой один раз за весь курс.", False),
])
def test_a_period_for_the_sources_count_per_a_thing(answer: str, fails: bool) -> None:
    assert ("unsupported-claim" in _checks(PRACTICE, answer, "Сколько раз можно отработать?")) is fails


REPAIRS = ("Гость, который повредил оборудование по неосторожности, оплачивает ремонт: клавиатура — 3 500 руб., "
           "мышь — 2 500 руб., гарнитура — 6 000 руб., монитор — по счёту сервисного центра.")
REPAIRS_EN = ("A guest who damages equipment pays for the repair: keyboard — 3,500 RUB, mouse — 2,500 RUB, "
              "headset — 6,000 RUB.")


@pytest.mark.parametrize(("text", "answer", "right"), [
    # unseen42 dev u42-ru-035 (read after its blind arrival measurement): a participle's phrase
    (REPAIRS, "Ремонт гарнитуры, повреждённой по неосторожности, стоит 3 500 руб.",
     "Ремонт гарнитуры, повреждённой по неосторожности, стоит 6 000 руб."),
    (REPAIRS_EN, "A headset repair, caused by a spill, costs 3,500 RUB.",
     "A headset repair, caused by a spill, costs 6,000 RUB."),
])
def test_a_subject_cut_off_by_a_participles_phrase_still_names_the_figures_case(text: str, answer: str,
                                                                                right: str) -> None:
    assert "misattributed-figure" in _checks(text, answer, "")
    assert "misattributed-figure" not in _checks(text, right, "")


def test_a_figure_elided_after_a_clause_that_opens_with_a_condition_is_that_clauses() -> None:
    """"…; with Zero Excess cover it drops to NZ$250 in New Zealand and A$300 in Australia": the A$300
    clause begins inside the "with …" clause, whose words are not an aside cutting off the sentence's
    subject (unseen49 dev u49-en-006, a correct answer read as the full bond's sentence)."""
    text = ("In Australia, a bond of A$3,000 is held on a credit card at pick-up. With Zero Excess cover the bond "
            "is A$300. In New Zealand, a bond of NZ$2,500 is held on a credit card at pick-up. With Zero Excess "
            "cover the bond is NZ$250.")
    answer = ("The bond is NZ$2,500 in New Zealand and A$3,000 in Australia, held on a credit card at pick-up; with "
              "Zero Excess cover it drops to NZ$250 in New Zealand and A$300 in Australia.")
    assert _checks(text, answer, "How big is the bond?") == []
    # a clause with no words of its own but its place borrows as before: the second value lost its case
    # (a red-team of this reading)
    wrong = ("The bond is NZ$2,500 in New Zealand, held on a credit card at pick-up; in Australia it is A$3,000 "
             "and A$300.")
    assert "misattributed-figure" in _checks(text, wrong, "How big is the bond?")


def test_the_longer_clause_is_read_in_linear_time() -> None:
    """Each figure of a clause of many reads only the words just before it (a review: 2,000 figures in one
    clause took 14 s when each read the clause from its start)."""
    from tests.linear import grows_linearly
    from tether.terms import GENERIC_TERMS
    from tether.verify.answer_clauses import Layout, near_terms
    from tether.verify.checks import AnswerText

    def make(n: int) -> tuple[AnswerText, Layout]:
        text = ("The bond is NZ$2,500, held on a card; with Zero Excess cover it drops to "
                + "NZ$250 in New Zealand and " * n + "A$300 in Australia.")
        return AnswerText.of(text), Layout(text)

    def read(given: tuple[AnswerText, Layout]) -> None:
        answer, layout = given
        for m in answer.mentions:
            near_terms(answer, m, layout, GENERIC_TERMS)

    assert grows_linearly(make, read, small=100)
