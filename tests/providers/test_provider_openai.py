"""OpenAIProvider against a real loopback server that injects faults."""

from __future__ import annotations

import json
import socket
import time

import pytest
from fake_openai import ANSWER, FakeOpenAI
from provider_support import QUESTION, make_request

from tether.contract import ANSWER_JSON_SCHEMA, parse_output
from tether.errors import ProviderError
from tether.providers.base import collect
from tether.providers.config import ProviderSettings
from tether.providers.openai_compat import LLAMA_MAX_LENGTH, OpenAIProvider, grammar_safe_schema


def provider_for(url: str, structured: str = "json_schema") -> OpenAIProvider:
    return OpenAIProvider(
        ProviderSettings.from_env(
            {"TETHER_OPENAI_BASE_URL": url, "TETHER_OPENAI_STRUCTURED_OUTPUT": structured}
        )
    )


def test_streams_a_valid_answer_and_sends_the_json_schema_form(fake_openai: FakeOpenAI) -> None:
    run = collect(provider_for(fake_openai.base_url), make_request())
    assert json.loads(run.text) == ANSWER
    assert run.finish_reason == "stop"
    assert run.chunks > 1  # it really streamed
    assert parse_output(run.text, run.finish_reason).violations == []
    sent = fake_openai.last_request()
    assert sent["stream"] is True
    assert sent["max_tokens"] == 200
    assert sent["model"] == "fake"
    assert sent["response_format"] == {
        "type": "json_schema",
        "json_schema": {"name": "answer", "schema": ANSWER_JSON_SCHEMA, "strict": False},
    }
    assert [m["role"] for m in sent["messages"]] == ["system", "user"]
    assert QUESTION in sent["messages"][1]["content"]


def test_json_object_form_carries_a_grammar_safe_schema(fake_openai: FakeOpenAI) -> None:
    collect(
        provider_for(fake_openai.base_url, "json_object"), make_request(structured="json_object")
    )
    sent = fake_openai.last_request()["response_format"]
    assert sent == {"type": "json_object", "schema": grammar_safe_schema()}
    # Same shape as the contract; only string bounds may be lower (llama.cpp's grammar limit).
    assert sent["schema"]["required"] == ANSWER_JSON_SCHEMA["required"]
    lengths = [v for k, v in _walk(sent["schema"]) if k == "maxLength"]
    assert lengths and max(lengths) <= LLAMA_MAX_LENGTH


def test_none_sends_no_response_format(fake_openai: FakeOpenAI) -> None:
    collect(provider_for(fake_openai.base_url, "none"), make_request(structured="none"))
    assert "response_format" not in fake_openai.last_request()


def test_request_profile_decides_the_form_sent(fake_openai: FakeOpenAI) -> None:
    """The profile snapshot is what diagnostics record, so it must be what was sent."""
    collect(provider_for(fake_openai.base_url, "json_schema"), make_request(structured="none"))
    assert "response_format" not in fake_openai.last_request()


def test_a_whole_json_body_instead_of_a_stream_is_accepted(fake_openai: FakeOpenAI) -> None:
    run = collect(provider_for(fake_openai.base_url), make_request(marker="FAULT=no-sse"))
    assert json.loads(run.text) == ANSWER
    assert run.finish_reason == "stop"


@pytest.mark.parametrize(
    ("fault", "reason"),
    [
        ("stall", "timeout"),
        ("stall-mid", "timeout"),
        ("cut", "stream-cut"),
        ("cut-clean", "stream-cut"),
        ("error-event", "stream-cut"),
        ("http-500", "http-error"),
        ("garbage", "malformed-stream"),
        ("bad-utf8", "malformed-stream"),
        ("bad-shape", "malformed-stream"),
        ("html", "malformed-stream"),
        ("oversized", "output-too-large"),
    ],
)
def test_each_fault_is_a_provider_error_with_its_reason(
    fake_openai: FakeOpenAI, fault: str, reason: str
) -> None:
    # A stall is cut at its short limit; every other fault must be told apart before a limit a
    # loaded CI machine cannot hit by accident (0.5 s made "error-event" a timeout under load).
    timeout_s = 0.5 if fault.startswith("stall") else 10.0
    request = make_request(marker=f"FAULT={fault}", timeout_s=timeout_s, max_output_bytes=4_096)
    started = time.monotonic()
    with pytest.raises(ProviderError) as caught:
        collect(provider_for(fake_openai.base_url), request)  # raises: no partial text comes back
    assert caught.value.reason == reason, caught.value
    assert time.monotonic() - started < timeout_s + 1.5  # the stall is cut at the limit, not waited out


def test_http_error_names_the_status_and_never_echoes_the_body(fake_openai: FakeOpenAI) -> None:
    with pytest.raises(ProviderError) as caught:
        collect(provider_for(fake_openai.base_url), make_request(marker="FAULT=http-500"))
    message = str(caught.value)
    assert "500" in message and "TETHER_OPENAI_STRUCTURED_OUTPUT=json_object" in message
    assert QUESTION not in message and "registration fee" not in message
    assert len(message) < 200


def test_unreachable_server_is_a_connection_error() -> None:
    with socket.socket() as sock:  # a port nobody listens on
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    with pytest.raises(ProviderError) as caught:
        collect(provider_for(f"http://127.0.0.1:{port}/v1"), make_request(timeout_s=2))
    assert caught.value.reason == "connection-error"


def test_concurrent_runs_share_one_provider(fake_openai: FakeOpenAI) -> None:
    from concurrent.futures import ThreadPoolExecutor

    provider = provider_for(fake_openai.base_url)
    with ThreadPoolExecutor(max_workers=8) as pool:
        runs = list(pool.map(lambda _: collect(provider, make_request()), range(16)))
    assert all(json.loads(r.text) == ANSWER for r in runs)


def _walk(node: object):
    if isinstance(node, dict):
        for key, value in node.items():
            yield key, value
            yield from _walk(value)
    elif isinstance(node, list):
        for value in node:
            yield from _walk(value)


def test_sampling_and_context_window_are_sent_as_configured() -> None:
    """Issue 11: the same sampling as `local` where the server takes it; the material cut to
    the server's window; nothing unknown sent to a server that refuses unknown fields."""
    from tether.providers.config import ProviderSettings
    from tether.providers.openai_compat import OpenAIProvider
    from tether.request import Message, ModelProfile, ModelRequest
    from tether.verify.models import VerifyContext

    def request(text: str) -> ModelRequest:
        return ModelRequest(profile=ModelProfile(provider="openai", max_output_tokens=100),
                            messages=[Message(role="system", content="rules"), Message(role="user", content=text)],
                            context=VerifyContext(fragments=[]), question="q")

    plain = OpenAIProvider(ProviderSettings(openai_base_url="http://127.0.0.1:9/v1"))
    kwargs = plain._arguments(request("x" * 3000))
    assert "extra_body" not in kwargs and kwargs["messages"][1]["content"] == "x" * 3000
    tuned = OpenAIProvider(ProviderSettings(openai_base_url="http://127.0.0.1:9/v1", openai_repeat_penalty=1.1,
                                            openai_context_tokens=400))
    kwargs = tuned._arguments(request("x" * 3000))
    assert kwargs["extra_body"] == {"repeat_penalty": 1.1}
    assert len(kwargs["messages"][1]["content"]) < 3 * 400 and "…" in kwargs["messages"][1]["content"]


def test_the_model_extractor_reads_a_list_from_any_openai_compatible_server(fake_openai: FakeOpenAI) -> None:
    """TETHER_EXTRACTOR=model on a server with no structured output, whose model talks
    around the list: nothing asks for a response_format, and the list is still read."""
    from fake_openai import EXTRACTED

    from tether.checks import ModelExtractor
    from tether.checks.base import ExtractionRequest
    from tether.verify.models import ContextFragment

    request = ExtractionRequest(
        check="acceptance-contradiction",
        instruction="Copy every sentence that says whether a fax is accepted. FAULT=list-in-prose",
        fragments=(ContextFragment(id="rules#fax", text=f"Forms go by post. {EXTRACTED}"),),
    )
    for structured in ("json_schema", "none"):  # the answering profile does not leak into extraction
        got = ModelExtractor(provider_for(fake_openai.base_url, structured), timeout=10).extract(request)
        assert got == [EXTRACTED]
        assert "response_format" not in fake_openai.last_request()
