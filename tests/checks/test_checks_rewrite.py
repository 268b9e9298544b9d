"""The corrective sentence and the one-rewrite limit, with a scripted provider playing
both the answer and the extractor."""

from __future__ import annotations

import json
import re

import pytest
from answer_check_fixtures import (
    ACT_2019,
    ACT_2023,
    ACT_2023_SCOPE,
    DEADLINE_FR,
    DEADLINE_PL_RU,
    FAX_EN,
    FAX_RU,
    POST_EN,
    POST_RU,
    contract_json,
    contract_of,
)

from tether.checks import (
    ALL,
    MAX_REWRITES,
    LexicalExtractor,
    ModelExtractor,
    check_and_rewrite,
    corrective_sentence,
    run_checks,
)
from tether.models import Violation
from tether.providers.base import collect
from tether.providers.scripted import ScriptedProvider
from tether.request import ModelProfile, ModelRequest, build_messages

# What the corrective must never say: what to avoid.
_AVOID_EN = re.compile(
    r"\b(?:not|never|avoid|don't|doesn't|instead|stop|wrong|mistake|error)\b", re.IGNORECASE
)
_AVOID_RU = re.compile(
    r"(?<![\w-])(?:не|нельзя|никогда|избегайте|вместо|ошибк\w*|неверн\w*)(?![\w-])", re.IGNORECASE
)
_QUOTED = re.compile(r"«[^»]*»|\"[^\"]*\"")

CHECK_IDS = [
    "unsupported-explicit-rule",
    "acceptance-contradiction",
    "number-without-jurisdiction",
    "wrong-document",
    "exception-overridden",
    "raw-tool-call",
]


def _frame(sentence: str) -> str:
    """The sentence without the material it quotes (a quote may well say "not")."""
    return _QUOTED.sub("", sentence)


def _one_sentence(text: str) -> bool:
    return len(re.findall(r"[.!?](?:\s|$)", _frame(text))) <= 1


@pytest.mark.parametrize("check", CHECK_IDS)
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_corrective_says_what_to_produce(make_input, check, lang):
    fragments = [DEADLINE_FR] if lang == "en" else [DEADLINE_PL_RU]
    question = "Deadline?" if lang == "en" else "Какой срок?"
    inp = make_input(question, fragments, "The deadline is 45 days.")
    evidence = ["Applications submitted by fax will not be accepted."]
    sentence = corrective_sentence(Violation(check=check, detail="x"), inp, lang, evidence)
    assert sentence.strip() and _one_sentence(sentence)
    avoid = _AVOID_EN if lang == "en" else _AVOID_RU
    assert not avoid.search(_frame(sentence)), sentence


def test_corrective_names_the_jurisdiction(make_input):
    inp = make_input("Deadline?", [DEADLINE_FR], "The deadline is 45 days.")
    en = corrective_sentence(Violation(check="number-without-jurisdiction", detail="x"), inp, "en")
    ru = corrective_sentence(Violation(check="number-without-jurisdiction", detail="x"), inp, "ru")
    assert "France (FR)" in en and "Франция (FR)" in ru


def test_wrong_document_corrective_gives_the_mapping(make_input):
    question = "How long is a file kept under the Data Retention Act 2023?"
    inp = make_input(
        question,
        [ACT_2019, ACT_2023, ACT_2023_SCOPE],
        "A file is kept for 6 years.",
        cites=[ACT_2019["id"]],
    )
    (violation,) = run_checks(inp, contract_of(inp), LexicalExtractor()).violations
    assert corrective_sentence(violation, inp, "en") == (
        "The question is about document act-2023-data-retention; its fragments are "
        "act-2023-data-retention#retention-period, act-2023-data-retention#scope; cite those — "
        "act-2019-data-retention#retention-period belongs to document act-2019-data-retention."
    )
    assert corrective_sentence(violation, inp, "ru") == (
        "Вопрос касается документа act-2023-data-retention; его фрагменты — "
        "act-2023-data-retention#retention-period, act-2023-data-retention#scope; ссылайтесь "
        "на них — "
        "act-2019-data-retention#retention-period относится к документу act-2019-data-retention."
    )


def test_language_follows_the_question(make_input):
    inp = make_input(
        "Можно ли подать по факсу?", [FAX_RU, POST_RU], "Да, заявление по факсу будет принято."
    )
    sentence = corrective_sentence(Violation(check="acceptance-contradiction", detail="x"), inp)
    assert re.search("[а-я]", sentence)


# -- the one-rewrite limit ----------------------------------------------------------

ACCEPTED = contract_json(
    "Yes, applications submitted by fax will be accepted.", ["filing-channels#fax"]
)
STILL_ACCEPTED = contract_json("Yes, faxed applications are accepted.", ["filing-channels#fax"])
CORRECT = contract_json(
    "No. Applications submitted by fax will not be accepted; post is accepted "
    "only from applicants without portal access.",
    ["filing-channels#fax", "filing-channels#post"],
)
FAX_SENTENCE = "Applications submitted by fax will not be accepted."
EXTRACT_KEY = "copy every sentence"


def _answer_request(inp, correction=None) -> ModelRequest:
    return ModelRequest(
        profile=ModelProfile(provider="scripted"),
        messages=build_messages(inp.question, inp.context, correction),
        context=inp.context,
        question=inp.question,
    )


class Rewriter:
    """The caller's side: runs the provider again with the same material plus the correction."""

    def __init__(self, provider, inp) -> None:
        self.provider, self.inp, self.corrections = provider, inp, []

    def __call__(self, correction: str) -> str:
        self.corrections.append(correction)
        request = _answer_request(self.inp, correction)
        assert request.messages[-1].content.endswith(correction)
        return collect(self.provider, request).text


CLAIM_KEY = "copy the sentences"  # the claim check's extraction (a flipped answer fires it too)


def _scripted(answers, extractions, claim_extractions=()) -> ScriptedProvider:
    # Extraction requests carry the instruction as their question; answers the user's question.
    return ScriptedProvider.by_question({EXTRACT_KEY: extractions, CLAIM_KEY: list(claim_extractions),
                                         "fax": answers})


@pytest.fixture
def fax_input(make_input):
    return make_input("Can I file by fax?", [FAX_EN, POST_EN], output="")


def _first(provider, inp) -> str:
    return collect(provider, _answer_request(inp)).text


def test_no_hit_means_no_rewrite(fax_input):
    provider = _scripted([CORRECT], [])
    rewrite = Rewriter(provider, fax_input)
    result = check_and_rewrite(
        _first(provider, fax_input), fax_input, ModelExtractor(provider), rewrite
    )
    assert (result.rewritten, result.failed, result.final_raw) == (False, False, CORRECT)
    assert rewrite.corrections == [] and provider.used(EXTRACT_KEY) == 0
    assert len(result.records) == len(ALL)


def test_a_hit_is_rewritten_once_and_passes(fax_input):
    # The flipped sentence is an acceptance contradiction and an unsupported claim.
    provider = _scripted([ACCEPTED, CORRECT], [json.dumps([FAX_SENTENCE])], [json.dumps([FAX_SENTENCE])])
    rewrite = Rewriter(provider, fax_input)
    result = check_and_rewrite(
        _first(provider, fax_input), fax_input, ModelExtractor(provider), rewrite
    )
    assert result.rewritten and not result.failed
    assert result.final_raw == CORRECT
    assert len(rewrite.corrections) == 1 and FAX_SENTENCE in rewrite.corrections[0]
    assert result.correction == rewrite.corrections[0]
    assert provider.used("fax") == 2 and provider.used(EXTRACT_KEY) == 1 and provider.used(CLAIM_KEY) == 1
    assert len(result.records) == 2 * len(ALL)  # both rounds are data


def test_a_second_hit_fails_without_a_second_rewrite(fax_input):
    provider = _scripted([ACCEPTED, STILL_ACCEPTED], [json.dumps([FAX_SENTENCE])] * 2, [json.dumps([FAX_SENTENCE])] * 2)
    rewrite = Rewriter(provider, fax_input)
    result = check_and_rewrite(
        _first(provider, fax_input), fax_input, ModelExtractor(provider), rewrite
    )
    assert result.rewritten and result.failed
    assert "acceptance-contradiction" in [v.check for v in result.report.violations]
    assert len(rewrite.corrections) == MAX_REWRITES == 1
    assert provider.used("fax") == 2  # the script holds no third answer: none was asked for


def test_an_invented_quote_causes_no_rewrite(fax_input):
    provider = _scripted(
        [ACCEPTED], [json.dumps(["Applications submitted by fax will not be accepted!"])]
    )
    rewrite = Rewriter(provider, fax_input)
    result = check_and_rewrite(
        _first(provider, fax_input), fax_input, ModelExtractor(provider), rewrite
    )
    assert (result.rewritten, result.failed) == (False, False)
    assert rewrite.corrections == []


def test_a_failing_extractor_lets_the_first_answer_through(fax_input):
    provider = _scripted([ACCEPTED], ["I think the answer is wrong."])
    rewrite = Rewriter(provider, fax_input)
    result = check_and_rewrite(
        _first(provider, fax_input), fax_input, ModelExtractor(provider), rewrite
    )
    assert (result.rewritten, result.failed, result.final_raw) == (False, False, ACCEPTED)
    assert any(
        r.skipped and r.skipped.startswith("check-skipped: unreadable") for r in result.records
    )


def test_a_raw_tool_call_gets_the_format_sentence(make_input):
    inp = make_input("Deadline?", [DEADLINE_FR], output="")
    call = '{"name": "get_deadline", "parameters": {"country": "FR"}}'
    fixed = contract_json(
        "In France the dossier must be filed within 45 days.", [DEADLINE_FR["id"]]
    )
    seen: list[str] = []

    def rewrite(correction: str) -> str:
        seen.append(correction)
        return fixed

    result = check_and_rewrite(call, inp, LexicalExtractor(), rewrite)
    assert result.rewritten and not result.failed and result.final_raw == fixed
    assert seen and '"documentationCitations"' in seen[0]
