"""POST /v1/chat/completions with the official ``openai`` client against a real uvicorn server."""

from __future__ import annotations

from collections.abc import Iterator

import openai
import pytest

from tests.api.helpers import GERMANY, SANCTIONS, SECRET, Keys, LiveServer, make_app
from tether.providers.scripted import ScriptedProvider
from tether.providers.template import TemplatePresenter
from tether.store.db import Store

NOW = {"tether": {"now": "2026-11-30T12:00:00Z"}}


@pytest.fixture
def server(demo_store: Store, keys: Keys) -> Iterator[LiveServer]:
    faulty = ScriptedProvider([{"text": '{"answer": "The registration fee', "error": "stream-cut"}], cycle=True)
    with LiveServer(make_app(demo_store, {"template": TemplatePresenter(), "scripted": faulty})) as s:
        yield s


def client(server: LiveServer, key: str) -> openai.OpenAI:
    return openai.OpenAI(base_url=f"{server.url}/v1", api_key=key, max_retries=0, timeout=30)


def ask(c: openai.OpenAI, question: str, model: str = "tether"):  # type: ignore[no-untyped-def]
    return c.chat.completions.create(
        model=model, extra_body=NOW,
        messages=[{"role": "system", "content": "You are helpful."},
                  {"role": "user", "content": "Something earlier."},
                  {"role": "assistant", "content": "An earlier answer."},
                  {"role": "user", "content": question}],
    )


def test_completed_answer_is_the_verified_text_with_sources(server: LiveServer, keys: Keys) -> None:
    r = ask(client(server, keys.asker), GERMANY)
    choice = r.choices[0]
    assert choice.finish_reason == "stop" and choice.message.role == "assistant"
    assert "1 250 EUR" in choice.message.content
    assert choice.message.content.endswith("Sources: fees-de#registration-fee")
    tether = r.model_extra["tether"]
    assert tether["status"] == "completed" and r.id == f"chatcmpl-{tether['interactionId']}"
    assert tether["answer"]["documentationCitations"] == ["fees-de#registration-fee"]


def test_stop_is_a_normal_message_with_code_reasons_and_owner(server: LiveServer, keys: Keys) -> None:
    r = ask(client(server, keys.asker), SANCTIONS)
    content = r.choices[0].message.content
    assert r.choices[0].finish_reason == "stop"
    assert "stop-no-fresh-authorized-citable-source" in content
    assert "legal-sanctions-exemption-2025 (version 2025.1): denied" in content
    assert "legal-team@northwind-registry.example" in content
    assert SECRET not in r.model_dump_json()
    assert r.model_extra["tether"]["decision"]["rejected"][0]["reasons"] == ["denied"]


def test_the_principals_labels_apply(server: LiveServer, keys: Keys) -> None:
    r = ask(client(server, keys.legal), SANCTIONS)
    assert r.model_extra["tether"]["status"] == "completed"
    assert "legal-sanctions-exemption#exemption-procedure" in r.choices[0].message.content


def test_failure_is_a_normal_message_naming_the_reason(server: LiveServer, keys: Keys) -> None:
    r = ask(client(server, keys.asker), GERMANY, model="scripted")
    assert r.choices[0].message.content == ("The model's answer could not be verified (stream-cut); "
                                            "ask again or contact the service's operator.")
    assert r.model_extra["tether"]["status"] == "failed"
    assert r.model_extra["tether"]["error"]["reason"] == "stream-cut"


@pytest.mark.parametrize(("question", "status"), [(GERMANY, "completed"), (SANCTIONS, "stopped")])
def test_streaming_matches_the_plain_response(server: LiveServer, keys: Keys, question: str, status: str) -> None:
    c = client(server, keys.asker)
    plain = ask(c, question).choices[0].message.content
    stream = c.chat.completions.create(model="tether", stream=True, extra_body=NOW,
                                       messages=[{"role": "user", "content": question}])
    chunks = list(stream)
    assert chunks[0].choices[0].delta.role == "assistant"
    text = "".join(ch.choices[0].delta.content or "" for ch in chunks)
    assert text == plain
    finals = [ch for ch in chunks if ch.choices[0].finish_reason]
    assert len(finals) == 1 and finals[0] is chunks[-1] and finals[0].choices[0].finish_reason == "stop"
    assert finals[0].model_extra["tether"]["status"] == status
    assert SECRET not in "".join(ch.model_dump_json() for ch in chunks)


def test_errors_map_to_the_clients_exceptions(server: LiveServer, keys: Keys) -> None:
    with pytest.raises(openai.AuthenticationError):
        ask(client(server, "tk_wrong"), GERMANY)
    with pytest.raises(openai.PermissionDeniedError):
        ask(client(server, keys.reviewer), GERMANY)
    with pytest.raises(openai.NotFoundError) as missing:
        ask(client(server, keys.asker), GERMANY, model="gpt-4o")
    assert "tether" in str(missing.value)
    with pytest.raises(openai.UnprocessableEntityError):
        client(server, keys.asker).chat.completions.create(model="tether",
                                                           messages=[{"role": "system", "content": "x"}])


def test_models_lists_the_providers(server: LiveServer, keys: Keys) -> None:
    ids = [m.id for m in client(server, keys.asker).models.list()]
    assert ids == ["tether", "scripted", "template"]
