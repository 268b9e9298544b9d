"""Issue 10 item 8 over HTTP: JSON nested past Python's recursion limit — in a model's output
or in a request body — is an outcome or a 422, never a RecursionError, a 500 or a reset."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest
from fastapi.testclient import TestClient

from tests.api.helpers import DEMO_NOW, GERMANY, Api, Keys, bearer, make_app
from tether.providers.scripted import ScriptedProvider
from tether.providers.template import TemplatePresenter
from tether.store.db import Store

DEPTH = 5_000  # far past Python's default recursion limit (1,000); 10 KB, under every size cap
NESTED_OUTPUT = '{"answer": ' + "[" * DEPTH + "]" * DEPTH + "}"


@pytest.fixture
def api(demo_store: Store, keys: Keys) -> Iterator[Api]:
    nested = ScriptedProvider([NESTED_OUTPUT], cycle=True)
    with TestClient(make_app(demo_store, {"template": TemplatePresenter(), "scripted": nested})) as client:
        yield Api(client)


def test_interaction_with_deeply_nested_model_output_fails_as_contract_invalid(api: Api, keys: Keys) -> None:
    r = api.post("/v1/interactions", headers={**bearer(keys.asker), "Accept": "application/json"},
                 json={"question": GERMANY, "options": {"now": DEMO_NOW, "provider": "scripted"}})
    assert r.status_code == 200, r.text
    body = r.json()
    assert body["status"] == "failed" and body.get("error") is None
    assert "contract-invalid" in {v["check"] for v in body["violations"]}


def test_verify_of_deeply_nested_output_is_contract_invalid(api: Api, keys: Keys) -> None:
    body = {"question": GERMANY, "context": {"fragments": [{"id": "d#a", "text": "t"}]}, "output": NESTED_OUTPUT}
    r = api.post("/v1/verify", headers=bearer(keys.asker), json=body)
    assert r.status_code == 200, r.text
    assert r.json()["status"] == "failed"
    assert [v["check"] for v in r.json()["violations"]] == ["contract-invalid"]


@pytest.mark.parametrize("content_type", ["application/json", "application/merge-patch+json"])
def test_deeply_nested_request_body_is_422(api: Api, keys: Keys, content_type: str) -> None:
    raw = '{"question": "q", "options": ' + "[" * DEPTH + "]" * DEPTH + "}"
    headers = {**bearer(keys.asker), "Accept": "application/json", "Content-Type": content_type}
    r = api.post("/v1/interactions", headers=headers, content=raw)
    assert r.status_code == 422 and r.json()["error"]["code"] == "invalid-input", r.text
    # The connection is still usable: the next request on the same client is answered.
    ok = api.post("/v1/interactions", headers=headers, content=json.dumps(
        {"question": GERMANY, "options": {"now": DEMO_NOW}}))
    assert ok.status_code == 200
