"""The local model: in-process (LocalProvider) and behind llama-cpp-python's own server.

The model tests assert structure, never wording: a 135M-parameter model's
phrasing is not a contract, the JSON shape is.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from provider_support import make_request

from tether.contract import parse_output
from tether.errors import ProviderError, UsageError
from tether.providers.base import collect
from tether.providers.config import LOCAL_INSTALL_HINT, ProviderSettings
from tether.providers.local import ELISION, LocalProvider, fit_messages
from tether.providers.openai_compat import OpenAIProvider
from tether.request import Message

# A character-level stand-in for the model's tokenizer.
CHARS = (lambda text: [ord(c) for c in text], lambda tokens: "".join(map(chr, tokens)))


def _size(messages: list[Message]) -> int:
    return sum(len(m.content) for m in messages) + 8 * len(messages)


def test_messages_that_fit_are_unchanged() -> None:
    messages = [Message(role="system", content="s" * 100), Message(role="user", content="u" * 300)]
    assert fit_messages(messages, 1000, CHARS) == messages


def test_the_longest_message_keeps_its_head_and_tail() -> None:
    material = "QUESTION: q\n" + "m" * 5000 + "\nCORRECTION"
    messages = [
        Message(role="system", content="rules " * 20),
        Message(role="user", content=material),
    ]
    fitted = fit_messages(messages, 1000, CHARS)
    assert fitted[0] == messages[0]
    user = fitted[1].content
    assert user.startswith("QUESTION: q") and user.endswith("CORRECTION") and ELISION in user
    assert _size(fitted) <= 1000


def test_instructions_too_long_for_the_window_are_refused() -> None:
    messages = [Message(role="system", content="s" * 950), Message(role="user", content="u" * 900)]
    with pytest.raises(ProviderError) as caught:
        fit_messages(messages, 1000, CHARS)
    assert caught.value.reason == "prompt-too-long"


def test_a_missing_model_fails_with_the_install_command(tmp_path: Path) -> None:
    provider = LocalProvider(ProviderSettings(local_model=None))
    with pytest.raises(UsageError) as caught:
        provider.ensure_ready()
    assert LOCAL_INSTALL_HINT in str(caught.value)
    with pytest.raises(
        ProviderError
    ) as failed:  # through the buffer it is a failed run, not a crash
        collect(provider, make_request(provider="local"))
    assert LOCAL_INSTALL_HINT in failed.value.detail


def _assert_contract(text: str, finish: str) -> None:
    parsed = parse_output(text, finish)
    assert parsed.contract is not None, (parsed.violations, text)
    assert [v.check for v in parsed.violations] in ([], ["empty-answer"]), parsed.violations
    assert isinstance(parsed.contract.answer, str)
    assert all(isinstance(c, str) for c in parsed.contract.documentation_citations)


HANG_GUARD_S = 600
"""A guard against a hung model, not a speed limit (speed is the benchmarks' business):
200 tokens take ~30 s on two free cores and several times that on a loaded machine,
where a 60 s limit failed these tests on the clock alone."""


@pytest.mark.local_model
def test_local_provider_answers_with_parseable_json(smollm2: Path) -> None:
    provider = LocalProvider(ProviderSettings(local_model=smollm2, local_threads=2))
    run = collect(
        provider,
        make_request(provider="local", structured="json_object", timeout_s=HANG_GUARD_S, max_tokens=200),
    )
    assert run.finish_reason == "stop", run.text
    _assert_contract(run.text, run.finish_reason)


@pytest.mark.local_model
def test_llama_cpp_server_through_openai_provider(llama_server: str) -> None:
    settings = ProviderSettings.from_env(
        {"TETHER_OPENAI_BASE_URL": llama_server, "TETHER_OPENAI_STRUCTURED_OUTPUT": "json_object"}
    )
    provider = OpenAIProvider(settings)
    run = collect(provider, make_request(structured="json_object", timeout_s=HANG_GUARD_S, max_tokens=200))
    assert run.finish_reason == "stop", run.text
    assert run.chunks > 1  # streamed through SSE
    _assert_contract(run.text, run.finish_reason)


@pytest.mark.local_model
def test_llama_cpp_server_refuses_the_json_schema_form(llama_server: str) -> None:
    """Why TETHER_OPENAI_STRUCTURED_OUTPUT=json_object exists; the error is mapped, not raw."""
    provider = OpenAIProvider(ProviderSettings.from_env({"TETHER_OPENAI_BASE_URL": llama_server}))
    with pytest.raises(ProviderError) as caught:
        collect(provider, make_request(structured="json_schema", timeout_s=HANG_GUARD_S, max_tokens=20))
    assert caught.value.reason == "http-error"
