"""Readings added for unseen40's dev cases (issue 11): another edition's value given for a year, a
claim restating what a sentence grants before it denies, and what a red-team of them found."""

from __future__ import annotations

import json

import pytest
from one_fragment import checks_of

from tether.verifier import verify_output
from tether.verify.models import VerifyInput

NOW = "In Iceland, a 3-hour whale-watching tour from Húsavík costs ISK 12,900 for adults."
THEN = "In 2027, in Iceland, a 3-hour whale-watching tour from Húsavík cost 11.900 kr. for adults."
REFUND = ("Если клиент отменяет чартер больше чем за 60 дней до начала, возвращаем всю предоплату; при отмене за 30–60 "
          "дней — половину предоплаты; позже предоплата не возвращается.")


def _two(answer: str) -> list[str]:
    frags = [{"id": "now#w", "documentId": "now", "text": NOW}, {"id": "then#w", "documentId": "then", "text": THEN}]
    out = json.dumps({"answer": answer, "entityCitations": [], "documentationCitations": ["now#w", "then#w"],
                      "limitations": []})
    inp = VerifyInput.model_validate({"question": "What did it cost in 2027, and now?", "output": out,
                                      "context": {"fragments": frags}})
    return sorted({v.check for v in verify_output(inp).violations})


def test_today_is_still_a_word_of_the_claim() -> None:
    # «сегодня» made generic let "delivered today" pass for an order placed after the cut-off
    # (a red-team of session 40); unseen40 dev u40-en-004, which "today" failed, fails still
    text = "Заказы, оформленные до 14:00, доставляем в тот же день."
    assert "unsupported-claim" in checks_of(text, "Да, привезут сегодня.", "Если закажу в 17:00, привезут сегодня?")


@pytest.mark.parametrize("answer", [
    # the editions' values swapped: each occurs in a cited fragment (tether.verify.editions)
    "In Iceland, an adult paid ISK 12,900 for the Húsavík whale-watching tour in 2027; today the same tour costs "
    "ISK 11,900.",
    "In 2027 an adult ticket for the Húsavík whale-watching tour cost ISK 12,900.",
])
def test_the_other_editions_value_for_a_year_is_misattributed(answer: str) -> None:
    assert "misattributed-figure" in _two(answer)


def test_the_years_own_value_passes() -> None:
    assert _two("In 2027 an adult ticket for the Húsavík whale-watching tour cost ISK 11,900.") == []


@pytest.mark.parametrize(("answer", "fails"), [
    # unseen40 dev u40-ru-015: «предоплату» is affirmed in the first part, denied in the last
    ("Вернём всю предоплату: при отмене больше чем за 60 дней до начала чартера она возвращается полностью.", False),
    ("При отмене за 10 дней до начала чартера предоплата возвращается полностью.", True),
    # the affirmed part's figure with another bound, or another part's figure: not what it grants
    ("Вернём всю предоплату: при отмене меньше чем за 60 дней до начала чартера она возвращается полностью.", True),
    ("Вернём всю предоплату: при отмене больше чем за 30 дней до начала чартера она возвращается полностью.", True),
])
def test_a_word_affirmed_and_denied_in_one_sentence(answer: str, fails: bool) -> None:
    question = "Отменяем чартер. Что с предоплатой?"
    assert ("unsupported-claim" in checks_of(REFUND, answer, question)) is fails


@pytest.mark.parametrize(("text", "answer", "question"), [
    # the grant's clause and a comma part a denial from it; the denied case stays denied
    ("Guests may bring their own drinks on a private charter, alcohol is not allowed on the group cruise.",
     "You can bring alcohol on the group cruise.", "Can I bring my own drinks?"),
    # another part's case: the figure's words, the denied part's case
    ("Refunds are issued within 14 days; gift cards are not refundable.", "Gift cards are refunded within 14 days.",
     "Can I get a refund for a gift card?"),
    ("Dogs up to 10 kg are allowed in the cabin; larger dogs are not permitted in the cabin.",
     "Dogs over 10 kg are allowed in the cabin.", "Can my dog fly in the cabin?"),
])
def test_a_denied_case_beside_a_grant_is_still_unsupported(text: str, answer: str, question: str) -> None:
    assert "unsupported-claim" in checks_of(text, answer, question)


def test_a_place_of_its_own_is_not_the_fragments() -> None:
    # a red-team of session 40: the Mexico sentence's $20 is no sum for Canada
    text = "Shipping to Canada takes 5 days. Shipping to Mexico costs $20."
    assert "misattributed-figure" in checks_of(text, "Shipping to Canada costs $20.", "How much is shipping to Canada?")
