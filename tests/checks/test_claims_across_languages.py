"""unsupported-claim across languages: a sentence in another language than every cited fragment.

Words do not meet across languages, so such a sentence is compared with nothing: it stands on
its figures (which the figure checks read in any language) or when it brings almost nothing of
its own. Before, it was not read at all, and an invented sentence in English citing a Russian
record (or the reverse) was delivered.
"""

from __future__ import annotations

import json

import pytest

from tether.checks.rewrite import correction_for
from tether.verifier import verify_output
from tether.verify.models import VerifyInput

RU = {"id": "poshliny#registraciya", "documentId": "poshliny",
      "text": "Пошлина за регистрацию составляет 1 250 евро. Её уплачивает заявитель банковским переводом."}
EN = {"id": "fees#registration", "documentId": "fees",
      "text": "The registration fee is 1 250 EUR. The applicant pays it by bank transfer."}


def _input(fragment: dict[str, str], question: str, answer: str, limitations: tuple[str, ...] = ()) -> VerifyInput:
    out = json.dumps({"answer": answer, "entityCitations": [], "documentationCitations": [fragment["id"]],
                      "limitations": list(limitations)})
    return VerifyInput.model_validate({"question": question, "context": {"fragments": [fragment]}, "output": out})


def checks(fragment: dict[str, str], question: str, answer: str, limitations: tuple[str, ...] = ()) -> list[str]:
    return sorted({v.check for v in verify_output(_input(fragment, question, answer, limitations)).violations})


@pytest.mark.parametrize(("fragment", "question", "answer"), [
    (RU, "What is the registration fee?", "The registration fee is 1 250 EUR."),
    (RU, "What is the registration fee?", "It is 1 250 EUR, paid by the applicant."),
    (EN, "Какая пошлина за регистрацию?", "Пошлина за регистрацию — 1 250 евро."),
    (RU, "Who pays the registration fee?", "The applicant."),  # nothing of its own beyond the question
])
def test_a_sentence_standing_on_its_figure_or_on_the_question_passes(
        fragment: dict[str, str], question: str, answer: str) -> None:
    assert checks(fragment, question, answer) == []


@pytest.mark.parametrize(("fragment", "question", "answer"), [
    (RU, "Who pays the registration fee?", "The fee is paid by the authority on behalf of the applicant."),
    (RU, "How is the fee paid?", "The data is stored on a server located in a data center."),
    (EN, "Как оплатить пошлину?", "Пошлину оплачивает ведомство за счёт бюджета."),
])
def test_an_invented_sentence_in_another_language_is_unsupported(
        fragment: dict[str, str], question: str, answer: str) -> None:
    assert "unsupported-claim" in checks(fragment, question, answer)


def test_an_invented_limitation_in_another_language_is_unsupported() -> None:
    assert "unsupported-claim" in checks(RU, "What is the registration fee?", "The registration fee is 1 250 EUR.",
                                         ("Start-ups receive a refund of the fee on request.",))
    # what the material does not say asserts nothing, in any language
    assert checks(RU, "What is the registration fee?", "The registration fee is 1 250 EUR.",
                  ("The material does not say whether the fee is refunded.",)) == []


def test_the_violation_and_its_rewrite_say_what_to_do() -> None:
    inp = _input(RU, "Who pays the registration fee?", "The fee is paid by the authority on behalf of the applicant.")
    violation = next(v for v in verify_output(inp).violations if v.check == "unsupported-claim")
    assert "in its own language" in violation.detail
    instruction = correction_for([violation], inp, "en")
    assert "poshliny#registraciya" in instruction and "as written" in instruction


def test_a_faithful_sentence_without_a_figure_in_another_language_is_not_passed_unread() -> None:
    """The price of the rule: nothing can tell this faithful sentence from an invented one, so it
    fails and its rewrite asks for the source as written (what the template presenter does when
    the material exists only in another language)."""
    library = {"id": "library#loans", "documentId": "library",
               "text": "Members may borrow books whenever the library is open, except rare books, which stay in "
                       "the reading room."}
    assert checks(library, "Можно ли взять домой редкую книгу?",
                  "Ни в каком случае: редкие книги остаются в читальном зале.") == ["unsupported-claim"]
    assert checks(library, "Можно ли взять домой редкую книгу?",
                  "Нет: rare books stay in the reading room.") == []


@pytest.mark.parametrize(("fragment", "question", "lang"), [
    (RU, "How much is the registration fee?", "en"),
    (EN, "Какая пошлина за регистрацию?", "ru"),
])
def test_the_template_presenters_own_answer_in_another_language_passes(
        fragment: dict[str, str], question: str, lang: str) -> None:
    """The template presenter quotes material in another language as written and says so in
    ``limitations``: that note states nothing the material says, in whichever language."""
    from tether.providers.template import compose
    from tether.verify.models import ContextFragment

    output = compose(question, lang, [ContextFragment.model_validate(fragment)])
    assert output["limitations"], "the presenter no longer notes the other language: this test is void"
    inp = VerifyInput.model_validate({"question": question, "context": {"fragments": [fragment]},
                                      "output": json.dumps(output)})
    assert verify_output(inp).violations == []


def test_a_claim_beside_a_language_note_is_still_a_claim() -> None:
    assert "unsupported-claim" in checks(
        RU, "What is the registration fee?", "Пошлина за регистрацию — 1 250 евро.",
        ("The material exists only in another language, and start-ups receive a full refund on request.",))
