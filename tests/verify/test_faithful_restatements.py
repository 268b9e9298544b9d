"""Faithful answers that fired on arrival of a black-box set (unseen23 dev), each for a reason
that is no fault: a pronoun after "without", "never more than" as a bound, «а также» after a
condition, "70 and over" as one case's bound. Each shape is paired with wrong answers the same
reader must still catch, several from a red-team of the first versions of these readers."""

from __future__ import annotations

import json

import pytest

from tether.verifier import verify_output
from tether.verify.models import VerifyInput


def checks(text: str, question: str, answer: str) -> list[str]:
    out = json.dumps({"answer": answer, "entityCitations": [], "documentationCitations": ["r#r"], "limitations": []})
    inp = VerifyInput.model_validate({"question": question, "output": out,
                                      "context": {"fragments": [{"id": "r#r", "documentId": "r", "text": text}]}})
    return sorted({v.check for v in verify_output(inp).violations})


AGE = ("Youth and senior prices apply only when proof of age is shown at the ticket office; without it the adult "
       "price is charged.")
GROUPS = "A 2-hour group lesson costs NZ$95 in New Zealand. Groups have at most 8 students, grouped by ability."
FINES = ("Фирма не возмещает штрафы, если клиент передал документы позже 5-го числа или передал недостоверные "
         "документы, а также штрафы за неуплату налога.")
LIST = ("In Australia an adult day pass at Mount Ember costs A$179, a youth pass (ages 6 to 17) A$99 and a senior "
        "pass (ages 70 and over) A$129. Prices include GST at 10 %.")


@pytest.mark.parametrize(("text", "question", "answer"), [
    (AGE, "I forgot my ID. Can I still get the senior price?",
     "Not without proof of age: senior prices apply only when it is shown at the ticket office. "
     "Otherwise the adult price is charged."),
    (GROUPS, "How big are group classes?", "There are never more than 8 students, grouped by ability."),
    (FINES, "Вы вернёте штраф, если я сдал документы 9-го числа?",
     "Нет. Фирма не возмещает штрафы, если клиент передал документы позже 5-го числа."),
    (LIST, "How much does a senior pay for a day pass?",
     "Seniors aged 70 and over pay A$129 for a day pass at Mount Ember in Australia."),
])
def test_a_faithful_restatement_passes(text: str, question: str, answer: str) -> None:
    assert checks(text, question, answer) == []


@pytest.mark.parametrize(("text", "question", "answer", "check"), [
    (AGE, "I forgot my ID. Can I still get the senior price?", "The senior price is charged even without proof of age.",
     "unsupported-claim"),
    (GROUPS, "How big are group classes?", "There are never fewer than 8 students, grouped by ability.",
     "unsupported-claim"),
    # "that card" is a noun's determiner, not the object of "without" (red-team c2-w06)
    ("You can enter the lounge without a membership card if you show photo ID.", "Do I need the card?",
     "Without that card, entry to the lounge is refused.", "unsupported-claim"),
    # a sum after "no more than" is a bound whatever its currency letters (red-team c8-w08)
    ("The fee is no more than NZ$30.", "How much is the fee?", "The fee is at least NZ$30.", "unsupported-claim"),
    # "and up to" opens another case (red-team c6-w06)
    ("Ski rental costs NZ$55 per day. Storage lockers cost up to NZ$20 per day.", "How much is rental?",
     "Ski rental costs NZ$20 per day and up to NZ$55 for a locker.", "misattributed-figure"),
    # «а также» that goes on with the condition (red-team c5-w01)
    ("Скидка 10 % предоставляется, если клиент оплатил обслуживание за год вперёд, а также не имеет задолженности.",
     "Когда дают скидку?", "Скидка 10 % предоставляется, если клиент оплатил обслуживание за год вперёд.",
     "unsupported-claim"),
    (LIST, "How much does an adult pay for a day pass?",
     "Adults pay A$129 for a day pass at Mount Ember in Australia.", "misattributed-figure"),
])
def test_the_same_shapes_told_wrong_still_fail(text: str, question: str, answer: str, check: str) -> None:
    assert check in checks(text, question, answer)


PAYMENT = ("Абонентская плата вносится авансом до 10-го числа текущего месяца. При оплате за 12 месяцев вперёд "
           "предоставляется скидка 10 %. Если оплата просрочена более чем на 5 рабочих дней, фирма вправе "
           "приостановить обслуживание до погашения долга.")
EXTENSIONS = ("The module leader may grant an extension of up to 7 days. Extensions longer than that are decided "
              "by the extensions panel.")


def test_a_figure_past_a_limit_is_one_of_the_limits_kind() -> None:
    """"More than 10 working days" is no rule's next step after «до 10-го числа» (a day of the
    month): the 10 is taken from another sentence (unseen23 dev u23-ru-031). "Longer than 7
    days" after "up to 7 days" still names where the other rule begins."""
    wrong = "Если оплата просрочена более чем на 10 рабочих дней, фирма вправе приостановить обслуживание."
    assert "misattributed-figure" in checks(PAYMENT, "Когда приостановят обслуживание?", wrong)
    assert checks(EXTENSIONS, "Who decides on a long extension?",
                  "Extensions longer than 7 days are decided by the extensions panel.") == []


PASSES = ("A 3-day pass costs NZ$379 and can be used on any 3 days within 7 days of its first use. A 5-day pass "
          "costs NZ$599 and can be used on any 5 days within 10 days of its first use.")


def test_two_sentences_alike_are_told_apart_by_the_clauses_other_figures() -> None:
    """Both sentences say "can be used on any … days within … days of its first use"; the
    answer's "3-day pass" is the first one's, so its 10 days is the 5-day pass's (unseen23 dev
    u23-en-031). Another clause's figures name nothing of this one."""
    question = "How long is a 3-day pass valid in New Zealand?"
    assert "misattributed-figure" in checks(
        PASSES, question, "In New Zealand a 3-day pass can be used on any 3 days within 10 days of its first use.")
    assert checks(PASSES, question,
                  "In New Zealand a 3-day pass can be used on any 3 days within 7 days of its first use.") == []
    assert checks(PASSES, question, "A 5-day pass costs NZ$599; it can be used on any 5 days within 10 days.") == []
