"""Extractors: the lexical one, and the model one through a scripted Provider (fail open)."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator

import pytest
from answer_check_fixtures import FAX_EN, POST_EN, contract_of

from tether.checks import (
    CHECKS_BY_ID,
    ExtractionError,
    ExtractionTimeout,
    LexicalExtractor,
    ModelExtractor,
    run_checks,
)
from tether.providers.base import Chunk
from tether.providers.scripted import ScriptedProvider, ScriptedStep
from tether.request import ModelRequest

FAX_SENTENCE = "Applications submitted by fax will not be accepted."
ACCEPTED_BY_FAX = "Yes, applications submitted by fax will be accepted."


@pytest.fixture
def fax_case(make_input):
    inp = make_input("Can I file by fax?", [FAX_EN, POST_EN], ACCEPTED_BY_FAX)
    check = CHECKS_BY_ID["acceptance-contradiction"]
    request = check.extraction(check.precheck(contract_of(inp), inp), inp)
    return inp, request


def test_lexical_extractor_copies_whole_sentences_from_the_material(fax_case):
    inp, request = fax_case
    extracted = LexicalExtractor().extract(request)
    assert FAX_SENTENCE in extracted
    assert any(s.startswith("Paper applications sent by post are accepted") for s in extracted)
    # The splitter joins wrapped lines; the result still occurs in the material verbatim.
    from tether.checks import verbatim_quotes

    assert len(verbatim_quotes(extracted, inp)) == len(extracted)


@pytest.mark.parametrize(
    "text",
    [
        json.dumps([FAX_SENTENCE]),
        "```json\n" + json.dumps([FAX_SENTENCE]) + "\n```",
        json.dumps({"sentences": [FAX_SENTENCE]}),
    ],
)
def test_model_extractor_reads_a_json_list(fax_case, text):
    _, request = fax_case
    assert ModelExtractor(ScriptedProvider([text])).extract(request) == [FAX_SENTENCE]


def test_model_extractor_asks_to_copy_not_to_judge(fax_case):
    _, request = fax_case
    seen: list[ModelRequest] = []

    class Recording:
        name = "recording"

        def stream(self, req: ModelRequest) -> Iterator[Chunk]:
            seen.append(req)
            yield Chunk("[]", "stop")

    assert ModelExtractor(Recording()).extract(request) == []
    (req,) = seen
    system, user = (m.content for m in req.messages)
    assert "copied character for character" in system and '{"sentences": [...]}' in system
    assert "judge" in system  # it is told it does not judge
    assert request.instruction in user and FAX_EN["text"] in user
    assert req.profile.structured_output == "none"


@pytest.mark.parametrize(
    "step, reason",
    [
        (
            "Sure! The relevant sentence is: Applications submitted by fax will not be accepted.",
            "unreadable",
        ),
        ("[1, 2]", "unreadable"),
        ({"text": '["Applications submitted', "finishReason": "length"}, "unreadable"),
        ({"text": "", "error": "http-error"}, "http-error"),
    ],
)
def test_model_extractor_raises_on_unreadable_or_failed_runs(fax_case, step, reason):
    _, request = fax_case
    with pytest.raises(ExtractionError) as exc:
        ModelExtractor(ScriptedProvider([step])).extract(request)
    assert exc.value.reason == reason


def test_model_extractor_timeout_from_the_provider(fax_case):
    _, request = fax_case
    provider = ScriptedProvider([ScriptedStep(text="[]", delay_s=5)], sleep=lambda s: None)
    with pytest.raises(ExtractionTimeout):
        ModelExtractor(provider, timeout=0.05).extract(request)


def test_model_extractor_abandons_a_provider_that_hangs(fax_case):
    _, request = fax_case

    class Hanging:
        name = "hanging"

        def stream(self, req: ModelRequest) -> Iterator[Chunk]:
            time.sleep(2)  # never yields within the timeout
            yield Chunk("[]", "stop")

    started = time.monotonic()
    with pytest.raises(ExtractionTimeout):
        ModelExtractor(Hanging(), timeout=0.1).extract(request)
    assert time.monotonic() - started < 1.5


@pytest.mark.parametrize(
    "step, skipped",
    [
        ({"text": "not json at all"}, "check-skipped: unreadable"),
        (ScriptedStep(text="[]", delay_s=5), "check-skipped: timeout"),
        ({"text": "", "error": "http-error"}, "check-skipped: http-error"),
    ],
)
def test_answer_passes_when_the_model_extractor_fails(make_input, step, skipped):
    inp = make_input("Can I file by fax?", [FAX_EN, POST_EN], ACCEPTED_BY_FAX)
    provider = ScriptedProvider([step], sleep=lambda s: None)
    report = run_checks(inp, contract_of(inp), ModelExtractor(provider, timeout=0.05))
    assert report.violations == ()
    (record,) = [r for r in report.records if r.check == "acceptance-contradiction"]
    assert record.skipped.startswith(skipped)


def test_model_extractor_hit_and_invented_quote(make_input):
    inp = make_input("Can I file by fax?", [FAX_EN, POST_EN], ACCEPTED_BY_FAX)
    genuine = ScriptedProvider([json.dumps([FAX_SENTENCE])])
    assert [
        v.check for v in run_checks(inp, contract_of(inp), ModelExtractor(genuine)).violations
    ] == ["acceptance-contradiction"]
    invented = ScriptedProvider(
        [json.dumps(["Applications submitted by fax will never be accepted."])]
    )
    assert run_checks(inp, contract_of(inp), ModelExtractor(invented)).violations == ()


@pytest.mark.parametrize("text, expected", [
    ('Here they are: ["A fax is refused."] Hope that helps.', ["A fax is refused."]),
    ('Note [1]: none of them. ["A fax is refused."]', ["A fax is refused."]),
    ("I found [] nothing.", []),
])
def test_a_list_inside_prose_is_read(text, expected):
    from tether.checks.extractors import parse_extraction

    assert parse_extraction(text) == expected


def test_prose_without_a_list_stays_unreadable():
    from tether.checks.extractors import parse_extraction
    from tether.errors import ExtractionError

    with pytest.raises(ExtractionError, match="unreadable"):
        parse_extraction("The material says a fax is refused [see section 2].")


def test_an_object_of_sentences_is_read_as_their_list():
    from tether.checks.extractors import parse_extraction

    reply = '{"1": "A fax is refused.", "2": "Post is fine."}'
    assert parse_extraction(reply) == ["A fax is refused.", "Post is fine."]
    with pytest.raises(Exception, match="unreadable"):
        parse_extraction('{"answer": "yes", "confidence": 0.9}')
