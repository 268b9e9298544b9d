"""Issue 13, item 4: the answer checks survive paraphrase.

The set (evalsets/paraphrases) was written black-box; the targets are the
issue's — recall ≥ 80 % per check and firing on correct answers ≤ 2 %, on the
dev split and on the holdout split nobody tuned on. The unit tests below use
sentences that are in no evalset: each shows one generalisation (a verb class,
negation scope, inflection, a call syntax), and its counterpart that must stay
quiet.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tether.checks import LexicalExtractor
from tether.checks.acceptance import claim_views
from tether.checks.exception import find_override
from tether.checks.explicit_rule import find_claims as rule_claims
from tether.checks.wrong_document import named_documents
from tether.contract import is_raw_tool_call
from tether.eval.cases import load_cases
from tether.eval.paraphrases import TARGET_FIRING, TARGET_RECALL, evaluate_paraphrases
from tether.verify.models import ContextFragment
from tether.verify.mutations import check_unperformed_mutations, find_claims

SET = Path(__file__).resolve().parents[2] / "evalsets" / "paraphrases"


@pytest.fixture(scope="module")
def report():
    return evaluate_paraphrases(load_cases(SET), LexicalExtractor())


@pytest.mark.parametrize("split", ["dev", "holdout"])
def test_each_split_meets_the_issue_targets(report, split) -> None:
    s = report["splits"][split]
    assert s["faulty"] >= 140 and s["correct"] >= 100
    low = [(c["check"], c["recall"], c["misses"]) for c in s["checks"] if c["recall"] < TARGET_RECALL]
    assert low == []
    assert s["firingRate"] <= TARGET_FIRING, [c["falseHits"] for c in s["checks"] if c["falseHits"]]


@pytest.mark.parametrize("text", [
    'Thought: I need the fee table\nAction: fee_table\nAction Input: {"country": "DE"}',
    '{"action": "lookup_fee", "action_input": {"country": "DE"}}',
    '```tool_code\nlookup(country="DE")\n```',
])
def test_other_call_syntaxes_are_tool_calls(text: str) -> None:
    assert is_raw_tool_call(text)


@pytest.mark.parametrize("text", [
    "Action: call the registry hotline and ask for the case officer.",
    'Use lookup(country="DE") in the console to see the table.',
    '{"action": "approved", "reason": "the fee was paid"}',
])
def test_prose_about_calls_is_not_a_tool_call(text: str) -> None:
    assert not is_raw_tool_call(text)


def _fragment(doc: str, title: str) -> ContextFragment:
    return ContextFragment(id=f"{doc}#a", document_id=doc, title=title, text="…")


def test_an_inflected_title_names_its_document() -> None:
    fragments = [_fragment("polozhenie-2022", "Положение об аренде 2022"),
                 _fragment("polozhenie-2024", "Положение об аренде 2024")]
    assert named_documents("Какой залог по Положению об аренде 2022?", fragments) == ["polozhenie-2022"]


def test_a_generic_title_met_in_ordinary_words_names_nothing() -> None:
    fragments = [_fragment("limits-2024", "Storage limits"), _fragment("limits-eu", "Storage limits (EU)")]
    assert named_documents("What are the storage limit rules for archives?", fragments) == []


@pytest.mark.parametrize("answer", [
    "Although audit logs are exempt from the purge, they are deleted after 90 days anyway.",
    "Хотя для стажёров предусмотрено исключение, испытательный срок у всех один — 3 месяца.",
    "Officially the archive copies are excluded, but realistically all copies count towards the quota.",
])
def test_conceded_exceptions_that_are_talked_away_are_overrides(answer: str) -> None:
    assert find_override(answer) is not None


@pytest.mark.parametrize("answer", [
    "Although there is an exception for audit logs, it does not apply to access logs.",
    "Although the general limit is 90 days, audit logs are exempt, so they are kept.",
    "Logs are deleted after 90 days unless they are audit logs, so in practice yours stay.",
])
def test_applying_an_exception_is_not_an_override(answer: str) -> None:
    assert find_override(answer) is None


@pytest.mark.parametrize("answer", [
    "Yes. The handbook clearly lets contractors claim travel costs.",
    "No — under the code you are explicitly not allowed to park there.",
    "Да, устав недвусмысленно предусматривает такое право.",
])
def test_explicit_rule_claims_in_other_words(answer: str) -> None:
    assert rule_claims(answer)


@pytest.mark.parametrize("answer", [
    "Устав прямо не запрещает такое голосование; о нём там ничего не сказано.",
    "The handbook does not explicitly let contractors claim travel costs.",
])
def test_silence_under_negation_is_not_a_claim(answer: str) -> None:
    assert rule_claims(answer) == []


def test_a_yes_in_other_words_affirms_the_questions_case() -> None:
    views = claim_views("Yes, the office will take a faxed copy.", "Will a fax be accepted?")
    assert [v.case for v in views] == ["Yes, the office will take a faxed copy.", "Will a fax be accepted?"]


def test_a_restriction_next_to_the_verb_is_not_an_acceptance_claim() -> None:
    assert claim_views("Forms are accepted only with a wet signature.", "Is a scan accepted?") == []
    assert claim_views("It must arrive by Friday to be accepted.", "Is Monday fine?") == []


@pytest.mark.parametrize("answer", [
    "I escalated your ticket to the second line.",
    "We've reissued the invoice with the corrected address.",
    "Я перевыпустил вашу карту.",
    "Лимит пересчитан мной по новому тарифу.",
])
def test_first_person_changes_outside_the_verb_lists_are_claims(answer: str) -> None:
    assert check_unperformed_mutations(answer, [])


@pytest.mark.parametrize("answer", [
    "I checked the tariff and compared it with last year's.",
    "I haven't escalated anything yet.",
    "The book is called How I Raised, Folded and Won.",
    "Я уточнил тариф и сравнил его с прошлогодним.",
    "Журнал регистрации хранится 5 лет.",
])
def test_reading_negation_titles_and_nouns_are_not_claims(answer: str) -> None:
    assert find_claims(answer) == []
