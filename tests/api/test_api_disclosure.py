"""No search oracle on restricted text (issue 10, item 3), over HTTP: JSON, SSE and the stored
interaction a reader can fetch again, with TETHER_DISCLOSE=reasons (default) and none."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest
from fastapi.testclient import TestClient

from tests.api.helpers import DEMO_NOW, SANCTIONS, SECRET, Api, Keys, bearer, parse_sse
from tether.api import Settings, create_app
from tether.disclosure import Disclosure
from tether.interaction import Deps
from tether.providers.template import TemplatePresenter
from tether.request import ModelProfile
from tether.store.db import Store

WATCHLIST = "What is watchlist screening?"  # public answer; a restricted record ranks first
CONTACT = "access-desk@northwind.example"
# Everything that would identify a restricted demo record (src/tether/demo/corpus/legal, ru).
RESTRICTED = ("legal-sanctions-exemption", "legal-embargo-waivers", "legal-team@northwind-registry.example",
              SECRET)


def _app(store: Store, disclosure: Disclosure) -> TestClient:
    def factory(_settings: Settings) -> Deps:
        return Deps(store=store, providers={"template": TemplatePresenter()},
                    profiles={"template": ModelProfile(provider="template")}, disclosure=disclosure)

    return TestClient(create_app(Settings(), deps_factory=factory))


@pytest.fixture
def reasons(demo_store: Store, keys: Keys) -> Iterator[Api]:
    with _app(demo_store, Disclosure()) as client:
        yield Api(client)


@pytest.fixture
def hidden(demo_store: Store, keys: Keys) -> Iterator[Api]:
    with _app(demo_store, Disclosure(mode="none", access_owner=CONTACT)) as client:
        yield Api(client)


def sse(api: Api, key: str, question: str) -> tuple[str, dict]:
    r = api.post("/v1/interactions", headers=bearer(key), json={"question": question, "options": {"now": DEMO_NOW}})
    assert r.status_code == 200
    return r.text, parse_sse(r.text.splitlines())[-1][1]["data"]


def as_json(api: Api, key: str, question: str) -> tuple[str, dict]:
    r = api.post("/v1/interactions", headers={**bearer(key), "Accept": "application/json"},
                 json={"question": question, "options": {"now": DEMO_NOW}})
    assert r.status_code == 200
    return r.text, r.json()


def stored(api: Api, key: str, iid: str) -> str:
    r = api.get(f"/v1/interactions/{iid}", headers=bearer(key))
    assert r.status_code == 200
    return r.text


@pytest.mark.parametrize("send", [sse, as_json], ids=["sse", "json"])
def test_a_public_reader_sees_no_score_or_rank_for_denied_candidates(reasons: Api, keys: Keys, send) -> None:  # type: ignore[no-untyped-def]
    _, result = send(reasons, keys.asker, WATCHLIST)
    assert result["status"] == "completed"
    candidates = result["snapshot"]["candidates"]
    denied = [c for c in candidates if "denied" in c["reasons"]]
    readable = [c for c in candidates if "denied" not in c["reasons"]]
    assert denied and readable  # seed 003 (reasons): still listed, by id and reason
    assert all(c["score"] == 0.0 for c in denied)
    assert any(c["score"] > 0 for c in readable)
    assert candidates == readable + sorted(denied, key=lambda c: (c["recordId"], c["fragmentId"]))
    assert json.loads(stored(reasons, keys.asker, result["interactionId"]))["snapshot"]["candidates"] == candidates


def test_with_reasons_a_stop_still_names_the_denied_record(reasons: Api, keys: Keys) -> None:
    _, result = sse(reasons, keys.asker, SANCTIONS)
    assert result["decision"]["rejected"] == [{"recordId": "legal-sanctions-exemption-2025", "version": "2025.1",
                                               "reasons": ["denied"], "owner": "legal-team@northwind-registry.example"}]
    assert set(result["decision"]) == {"code", "query", "rejected"}  # CONTRACTS §2's keys, as before


@pytest.mark.parametrize("question", [SANCTIONS, WATCHLIST, "How are embargo waivers granted?",
                                      "Какой порядок оформления санкционного исключения?"])
def test_with_none_nothing_about_a_denied_record_reaches_the_reader(hidden: Api, keys: Keys, question: str) -> None:
    sse_text, sse_result = sse(hidden, keys.asker, question)
    json_text, json_result = as_json(hidden, keys.asker, question)
    texts = [sse_text, json_text, stored(hidden, keys.asker, sse_result["interactionId"]),
             stored(hidden, keys.asker, json_result["interactionId"])]
    for text in texts:
        assert not [s for s in RESTRICTED if s in text], text
    for result in (sse_result, json_result):
        assert all("denied" not in c["reasons"] for c in result["snapshot"]["candidates"])
        if result["status"] == "stopped":
            assert all("denied" not in r["reasons"] for r in result["decision"]["rejected"])


def test_with_none_a_stop_over_denied_records_routes_to_the_access_owner(hidden: Api, keys: Keys) -> None:
    _, result = sse(hidden, keys.asker, SANCTIONS)
    assert result["status"] == "stopped"
    decision = result["decision"]
    assert decision["rejected"] == [] and decision["withheld"]["contact"] == CONTACT
    assert "not permitted to use" in decision["withheld"]["message"] and CONTACT in decision["withheld"]["message"]
    _, ru = sse(hidden, keys.asker, "Какой порядок оформления санкционного исключения?")
    assert ru["status"] == "stopped" and "нельзя пользоваться" in ru["decision"]["withheld"]["message"]
    metrics = hidden.get("/metrics").text  # operators still see why readers were stopped
    assert 'tether_stop_reasons_total{reason="withheld"} 2.0' in metrics
    assert 'reason="denied"' not in metrics


def test_with_none_a_reader_who_holds_the_label_sees_everything(hidden: Api, keys: Keys) -> None:
    _, result = as_json(hidden, keys.legal, SANCTIONS)
    assert result["status"] == "completed"
    assert any(c["recordId"] == "legal-sanctions-exemption-2025" and c["score"] > 0
               for c in result["snapshot"]["candidates"])


def test_with_none_the_chat_route_says_only_that_sources_are_withheld(hidden: Api, keys: Keys) -> None:
    r = hidden.post("/v1/chat/completions", headers=bearer(keys.asker),
                    json={"model": "template", "messages": [{"role": "user", "content": SANCTIONS}]})
    assert r.status_code == 200
    content = r.json()["choices"][0]["message"]["content"]
    assert CONTACT in content and "No source in the corpus matches" not in content
    assert not [s for s in RESTRICTED if s in r.text]


def test_with_none_the_stored_plan_does_not_confirm_a_restricted_document(hidden: Api, keys: Keys) -> None:
    _, result = as_json(hidden, keys.asker, "What is in legal-sanctions-exemption?")
    diag = json.loads(stored(hidden, keys.asker, result["interactionId"]))
    assert result["status"] == "stopped" and diag["plan"]["document"] is None
    assert all("legal" not in c["recordId"] for c in diag["snapshot"]["candidates"])
