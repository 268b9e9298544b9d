"""Issue 10, items 4 and 11 over HTTP: one question cap for every route, duplicate JSON
keys and malformed corpus keys refused with the error envelope naming the field."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest
from fastapi.testclient import TestClient

from tests.api.helpers import DEMO_NOW, GERMANY, Api, Keys, bearer, make_app
from tether.inputs import MAX_OUTPUT_CHARS, MAX_QUESTION_CHARS
from tether.store.db import Store

VERIFY_INPUT = {
    "question": GERMANY,
    "context": {"fragments": [{"id": "fees-de#registration", "text": "The fee in Germany is 1 250 EUR."}]},
    "output": json.dumps({"answer": "The fee in Germany is 1 250 EUR.", "entityCitations": [],
                          "documentationCitations": ["fees-de#registration"], "limitations": []}),
}
TOO_LONG = "Germany fee? " * (MAX_QUESTION_CHARS // 10)


@pytest.fixture
def api(demo_store: Store, keys: Keys) -> Iterator[Api]:
    with TestClient(make_app(demo_store)) as client:
        yield Api(client)


def _error(response) -> dict:  # type: ignore[no-untyped-def]
    assert response.status_code == 422, response.text
    return response.json()["error"]


def _interactions(demo_store: Store) -> int:
    with demo_store.engine.connect() as conn:
        return conn.exec_driver_sql("SELECT count(*) FROM interactions").scalar()


def test_chat_completions_refuses_oversized_question(api: Api, keys: Keys, demo_store: Store) -> None:
    body = {"model": "tether", "messages": [{"role": "user", "content": "hello"},
                                            {"role": "user", "content": TOO_LONG}]}
    error = _error(api.post("/v1/chat/completions", headers=bearer(keys.asker), json=body))
    assert error["code"] == "invalid-input" and error["field"] == "messages[1].content"
    assert str(MAX_QUESTION_CHARS) in error["message"]
    assert _interactions(demo_store) == 0  # refused before any work


def test_interactions_refuse_oversized_question_with_the_same_cap(api: Api, keys: Keys) -> None:
    headers = {**bearer(keys.asker), "Accept": "application/json"}
    error = _error(api.post("/v1/interactions", headers=headers, json={"question": TOO_LONG}))
    assert error["field"] == "question" and str(MAX_QUESTION_CHARS) in error["message"]
    at_cap = "What is the registration fee in Germany? ".ljust(MAX_QUESTION_CHARS, " ")
    ok = api.post("/v1/interactions", headers=headers, json={"question": at_cap, "options": {"now": DEMO_NOW}})
    assert ok.status_code == 200, ok.text


def test_verify_refuses_oversized_question_and_output(api: Api, keys: Keys) -> None:
    error = _error(api.post("/v1/verify", headers=bearer(keys.asker), json={**VERIFY_INPUT, "question": TOO_LONG}))
    assert error["field"] == "question"
    big = {**VERIFY_INPUT, "output": " " * (MAX_OUTPUT_CHARS + 1)}
    error = _error(api.post("/v1/verify", headers=bearer(keys.asker), json=big))
    assert error["field"] == "output" and str(MAX_OUTPUT_CHARS) in error["message"]


def test_request_body_with_duplicate_key_is_refused_naming_it(api: Api, keys: Keys, demo_store: Store) -> None:
    raw = f'{{"question": "What is the weather?", "question": "{GERMANY}", "options": {{"now": "{DEMO_NOW}"}}}}'
    headers = {**bearer(keys.asker), "Accept": "application/json", "Content-Type": "application/json"}
    error = _error(api.post("/v1/interactions", headers=headers, content=raw))
    assert error["field"] == "question" and "twice" in error["message"]
    nested = f'{{"question": "{GERMANY}", "options": {{"now": "{DEMO_NOW}", "now": "{DEMO_NOW}"}}}}'
    assert _error(api.post("/v1/interactions", headers=headers, content=nested))["field"] == "now"
    verify = json.dumps(VERIFY_INPUT)[:-1] + ', "output": "{}"}'
    assert _error(api.post("/v1/verify", headers=headers, content=verify))["field"] == "output"
    assert _interactions(demo_store) == 0
    # A body without duplicates is read as before.
    fine = api.post("/v1/interactions", headers=headers, content=json.dumps(
        {"question": GERMANY, "options": {"now": DEMO_NOW}}))
    assert fine.status_code == 200 and fine.json()["status"] == "completed"


@pytest.mark.parametrize("key", ["x" * 129, "../../etc", "a/b", "a:b", "bad key!", "ключ"])
def test_corpus_option_is_validated_naming_the_field(api: Api, keys: Keys, key: str) -> None:
    headers = {**bearer(keys.asker), "Accept": "application/json"}
    error = _error(api.post("/v1/interactions", headers=headers,
                            json={"question": GERMANY, "options": {"corpus": key}}))
    assert error["field"] == "options.corpus"
    chat = {"messages": [{"role": "user", "content": GERMANY}], "tether": {"corpus": key}}
    assert _error(api.post("/v1/chat/completions", headers=bearer(keys.asker), json=chat))["field"] == "tether.corpus"
    upload = api.post("/v1/sources", params={"corpus": key}, content=b"\x1f\x8b",
                      headers={**bearer(keys.admin), "Content-Type": "application/gzip"})
    assert _error(upload)["field"] == "corpus"


def test_corpus_key_at_the_limit_is_accepted(api: Api, keys: Keys) -> None:
    headers = {**bearer(keys.asker), "Accept": "application/json"}
    r = api.post("/v1/interactions", headers=headers,
                 json={"question": GERMANY, "options": {"corpus": "a.B_9-" + "x" * 122, "now": DEMO_NOW}})
    assert r.status_code == 200 and r.json()["status"] == "stopped"  # no such corpus: nothing to cite
