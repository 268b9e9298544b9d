"""Observability (issue 16): one JSON line per interaction without text, provider failures with
their reason, the request id in every line and error body, failed outputs kept only on request."""

from __future__ import annotations

import json
import logging
from collections.abc import Iterator
from datetime import datetime

import pytest
from fastapi.testclient import TestClient

from tests.api.helpers import DEMO_NOW, GERMANY, SANCTIONS, SECRET, Api, Keys, bearer, make_app
from tether.diagnostics import interaction_readable, interaction_record
from tether.interaction import Deps, run_interaction
from tether.logs import JsonFormatter
from tether.principals import Principal
from tether.providers.scripted import ScriptedProvider
from tether.providers.template import TemplatePresenter
from tether.request import ModelProfile
from tether.store.db import Store

CUT = [{"text": '{"answer": "The fee', "error": "stream-cut"}]


@pytest.fixture
def api(demo_store: Store, keys: Keys) -> Iterator[Api]:
    providers = {"template": TemplatePresenter(), "scripted": ScriptedProvider(CUT, cycle=True)}
    with TestClient(make_app(demo_store, providers)) as client:
        yield Api(client)


def lines(caplog: pytest.LogCaptureFixture, logger: str) -> list[dict]:
    formatter = JsonFormatter()
    return [json.loads(formatter.format(r)) for r in caplog.records if r.name == logger]


def ask(api: Api, key: str, question: str, rid: str, provider: str = "template"):  # type: ignore[no-untyped-def]
    return api.post("/v1/interactions", headers={**bearer(key), "Accept": "application/json", "X-Request-ID": rid},
                    json={"question": question, "options": {"now": DEMO_NOW, "provider": provider}})


def test_one_line_per_interaction_with_the_request_id_and_no_text(api: Api, keys: Keys,
                                                                   caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.INFO, logger="tether")
    done = ask(api, keys.asker, GERMANY, "req-1")
    assert ask(api, keys.asker, SANCTIONS, "req-2").json()["status"] == "stopped"
    assert done.headers["x-request-id"] == "req-1"
    logged = lines(caplog, "tether.interaction")
    assert [(line["requestId"], line["status"]) for line in logged] == [("req-1", "completed"), ("req-2", "stopped")]
    first, second = logged
    assert first["interactionId"] == done.json()["interactionId"] and first["provider"] == "template"
    assert set(first["timingsMs"]) == {"retrieveMs", "generateMs", "storeMs"}
    assert second["stopCode"] == "stop-no-fresh-authorized-citable-source" and second["stopReasons"] == ["denied"]
    every = json.dumps(lines(caplog, "tether.interaction") + lines(caplog, "tether.access"))
    assert "registration fee" not in every and "1 250" not in every and SECRET not in every
    access = lines(caplog, "tether.access")
    assert {(a["requestId"], a["path"], a["status"]) for a in access} >= {("req-1", "/v1/interactions", 200)}


def test_a_provider_failure_is_logged_with_its_reason(api: Api, keys: Keys,
                                                      caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.INFO, logger="tether")
    r = ask(api, keys.asker, GERMANY, "req-cut", provider="scripted")
    assert r.json()["status"] == "failed"
    [failure] = lines(caplog, "tether.provider")
    assert failure["level"] == "warning" and failure["reason"] == "stream-cut"
    assert failure["requestId"] == "req-cut" and failure["interactionId"] == r.json()["interactionId"]
    [line] = lines(caplog, "tether.interaction")
    assert line["status"] == "failed" and line["error"] == "stream-cut"


def test_error_bodies_carry_the_request_id(api: Api, keys: Keys) -> None:
    r = api.get("/v1/interactions/nope", headers={**bearer(keys.asker), "X-Request-ID": "trace-42"})
    assert r.status_code == 404 and r.json()["error"]["requestId"] == "trace-42"
    made = api.get("/v1/interactions/nope", headers={**bearer(keys.asker), "X-Request-ID": "bad id with spaces"})
    assert made.json()["error"]["requestId"] == made.headers["x-request-id"] != "bad id with spaces"


WRONG = json.dumps({"answer": "The exemption takes 999 days.", "entityCitations": [],
                    "documentationCitations": ["legal-sanctions-exemption#exemption-procedure"], "limitations": []})


@pytest.mark.parametrize("keep", [False, True])
def test_failed_outputs_are_kept_only_when_asked_and_only_for_cleared_readers(demo_store: Store,
                                                                               keep: bool) -> None:
    deps = Deps(store=demo_store, providers={"scripted": ScriptedProvider([WRONG], cycle=True)},
                profiles={"scripted": ModelProfile(provider="scripted")}, keep_failed_outputs=keep)
    result = run_interaction(deps, SANCTIONS, Principal(labels=("public", "restricted-legal")),
                             provider="scripted", now=datetime.fromisoformat(DEMO_NOW))
    assert result.status == "failed"
    record = interaction_record(demo_store, result.interaction_id)
    outputs = record["diagnostics"].get("outputs")
    assert (outputs is not None) == keep
    if keep:
        assert outputs[0] == WRONG
        assert not interaction_readable(demo_store, ["public"], record)
        assert interaction_readable(demo_store, ["public", "restricted-legal"], record)
    else:
        assert "999 days" not in json.dumps(record)


def test_log_text_puts_the_question_in_the_line(demo_store: Store, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.INFO, logger="tether")
    deps = Deps(store=demo_store, providers={"template": TemplatePresenter()}, log_text=True)
    run_interaction(deps, GERMANY, Principal(labels=("public",)))
    [line] = lines(caplog, "tether.interaction")
    assert line["question"] == GERMANY and "1 250" in line["answer"]
