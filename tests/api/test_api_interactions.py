"""POST /v1/interactions (SSE and JSON), GET /v1/interactions/{id}, principals and scopes."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from fastapi.testclient import TestClient

from tests.api.helpers import DEMO_NOW, GERMANY, SANCTIONS, SECRET, Api, Keys, bearer, make_app, parse_sse
from tether.api.auth import PrincipalCache
from tether.principals import Principal, create_principal, principal_by_digest
from tether.providers.template import TemplatePresenter
from tether.store.db import Store


@pytest.fixture
def api(demo_store: Store, keys: Keys) -> Iterator[Api]:
    with TestClient(make_app(demo_store)) as client:
        yield Api(client)


def ask(api: Api, key: str, question: str, *, json: bool = False, **options: object):  # type: ignore[no-untyped-def]
    headers = {**bearer(key), **({"Accept": "application/json"} if json else {})}
    return api.post("/v1/interactions", headers=headers,
                    json={"question": question, "options": {"now": DEMO_NOW, **options}})


def test_sse_stream_has_status_then_content_then_one_completed(api: Api, keys: Keys) -> None:
    r = ask(api, keys.asker, GERMANY)
    assert r.status_code == 200 and r.headers["content-type"].startswith("text/event-stream")
    events = parse_sse(r.text.splitlines())
    kinds = [k for k, _ in events]
    assert kinds[0] == "status" and kinds[-1] == "completed"
    assert kinds.count("completed") == 1 and "failed" not in kinds and "stopped" not in kinds
    first_content = kinds.index("content_delta")
    assert set(kinds[:first_content]) == {"status"} and set(kinds[first_content:-1]) == {"content_delta"}
    assert all(data["type"] == kind for kind, data in events)
    text = "".join(d["data"]["text"] for k, d in events if k == "content_delta")
    final = events[-1][1]["data"]
    assert final["status"] == "completed" and final["answer"]["answer"] == text
    assert final["answer"]["documentationCitations"] == ["fees-de#registration-fee"]
    assert len({d["interactionId"] for _, d in events}) == 1


def test_json_answer_is_the_ask_json_object(api: Api, keys: Keys) -> None:
    d = ask(api, keys.asker, GERMANY, json=True).json()
    assert set(d) >= {"interactionId", "status", "answer", "review", "decision", "violations", "snapshot"}
    assert d["status"] == "completed" and d["decision"] is None
    assert d["review"]["status"] == "requires-human-verification"
    assert d["snapshot"]["retrievedAt"].startswith("2026-11-30T12:00:00")


def test_stop_names_record_reason_owner_and_never_the_text(api: Api, keys: Keys) -> None:
    r = ask(api, keys.asker, SANCTIONS)
    assert SECRET not in r.text and "LX-4" not in r.text
    events = parse_sse(r.text.splitlines())
    assert [k for k, _ in events][-1] == "stopped" and "content_delta" not in [k for k, _ in events]
    decision = events[-1][1]["data"]["decision"]
    assert decision["code"] == "stop-no-fresh-authorized-citable-source"
    assert decision["rejected"] == [{"recordId": "legal-sanctions-exemption-2025", "version": "2025.1",
                                     "reasons": ["denied"], "owner": "legal-team@northwind-registry.example"}]
    iid = events[-1][1]["interactionId"]
    diag = api.get(f"/v1/interactions/{iid}", headers=bearer(keys.asker)).json()
    assert diag["status"] == "stopped" and diag["message"] is None and SECRET not in str(diag)


def test_the_gate_uses_the_principals_labels(api: Api, keys: Keys) -> None:
    d = ask(api, keys.legal, SANCTIONS, json=True).json()
    assert d["status"] == "completed"
    assert d["answer"]["documentationCitations"] == ["legal-sanctions-exemption#exemption-procedure"]


@pytest.mark.parametrize("where", ["top", "options"])
def test_labels_in_the_body_are_refused(api: Api, keys: Keys, where: str) -> None:
    body: dict = {"question": SANCTIONS, "options": {"now": DEMO_NOW}}
    (body if where == "top" else body["options"])["labels"] = ["public", "restricted-legal"]
    r = api.post("/v1/interactions", headers=bearer(keys.asker), json=body)
    assert r.status_code == 422
    error = r.json()["error"]
    assert error["code"] == "invalid-input" and error["field"].endswith("labels")
    assert "principal" in error["message"]


def test_x_api_key_header_is_accepted(api: Api, keys: Keys) -> None:
    r = api.post("/v1/interactions", headers={"X-API-Key": keys.asker, "Accept": "application/json"},
                 json={"question": GERMANY, "options": {"now": DEMO_NOW}})
    assert r.status_code == 200 and r.json()["status"] == "completed"


@pytest.mark.parametrize("headers", [{}, {"Authorization": "Bearer tk_unknown"}, {"X-API-Key": "nope"},
                                     {"Authorization": "Basic abc"}])
def test_no_or_unknown_key_is_401(api: Api, headers: dict) -> None:
    r = api.post("/v1/interactions", headers=headers, json={"question": GERMANY})
    assert r.status_code == 401 and r.json()["error"]["code"] == "unauthorized"
    assert r.headers["www-authenticate"] == "Bearer"


def test_a_key_works_the_moment_it_is_created_and_is_then_not_read_per_request(
        api: Api, demo_store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    from tether.api import auth

    body = {"question": GERMANY, "options": {"now": DEMO_NOW}}
    unknown = "tk_made_later"
    assert api.post("/v1/interactions", headers=bearer(unknown), json=body).status_code == 401
    key = create_principal(demo_store, "late-reader", ["public"], ["ask"])  # unknown keys are not cached
    reads: list[str] = []
    monkeypatch.setattr(auth, "principal_by_digest",
                        lambda store, digest: reads.append(digest) or principal_by_digest(store, digest))
    headers = {**bearer(key), "Accept": "application/json"}
    assert [api.post("/v1/interactions", headers=headers, json=body).status_code for _ in range(3)] == [200] * 3
    assert len(reads) == 1  # the principal was read once, then reused


def test_the_principal_cache_forgets_after_its_ttl() -> None:
    now = [0.0]
    cache = PrincipalCache(ttl=10, clock=lambda: now[0])
    reader = Principal(name="r")
    cache.put("d", reader)
    assert cache.get("d") == reader
    now[0] = 10.0
    assert cache.get("d") is None
    off = PrincipalCache(ttl=0)
    off.put("d", reader)
    assert off.get("d") is None


def test_missing_scope_is_403(api: Api, keys: Keys) -> None:
    r = api.post("/v1/interactions", headers=bearer(keys.reviewer), json={"question": GERMANY})
    assert r.status_code == 403 and r.json()["error"]["code"] == "forbidden"


@pytest.mark.parametrize(("body", "field"), [
    ({"question": "   "}, "question"),
    ({"question": GERMANY, "options": {"provider": "nonexistent"}}, "options.provider"),
    ({"question": GERMANY, "options": {"now": "2026-01-01T00:00:00"}}, "options.now"),
    ({"options": {}}, "question"),
])
def test_invalid_input_names_the_field(api: Api, keys: Keys, body: dict, field: str) -> None:
    r = api.post("/v1/interactions", headers=bearer(keys.asker), json=body)
    assert r.status_code == 422 and r.json()["error"]["field"] == field, r.text


def test_a_principal_sees_only_its_own_interactions(api: Api, keys: Keys) -> None:
    iid = ask(api, keys.asker, GERMANY, json=True).json()["interactionId"]
    mine = api.get(f"/v1/interactions/{iid}", headers=bearer(keys.asker))
    assert mine.status_code == 200
    d = mine.json()
    assert d["principal"] == "asker" and d["planVersion"] and d["snapshot"]["candidates"]
    assert d["provenance"][0]["citation"] == "fees-de#registration-fee"
    assert d["message"]["documentationCitations"] == ["fees-de#registration-fee"]
    theirs = api.get(f"/v1/interactions/{iid}", headers=bearer(keys.other))
    missing = api.get("/v1/interactions/does-not-exist", headers=bearer(keys.other))
    assert theirs.status_code == missing.status_code == 404
    assert theirs.json()["error"]["code"] == "not-found"


def test_corpus_option_restricts_retrieval(api: Api, keys: Keys) -> None:
    d = ask(api, keys.asker, GERMANY, json=True, corpus="no-such-corpus").json()
    assert d["status"] == "stopped" and d["decision"]["rejected"] == []


class PooledTemplate(TemplatePresenter):
    """The template presenter declared as one that may wait: its jobs run on the pool."""

    waits = True


@pytest.mark.parametrize("provider", ["template", "pooled"])
def test_a_crash_still_ends_with_exactly_one_failed_event(demo_store: Store, keys: Keys, provider: str, backend: str,
                                                         monkeypatch: pytest.MonkeyPatch,
                                                         caplog: pytest.LogCaptureFixture) -> None:
    # On SQLite the template's jobs compute on the event loop, every other job on threads:
    # both must end a crash the same way.
    import tether.api.runner as runner
    import tether.interaction as interaction

    def crash(deps, question, principal, *, emit, **_):  # type: ignore[no-untyped-def]
        from tether.events import Event

        emit(Event(type="status", interaction_id="i-1", data={"stage": "interpreting"}))
        raise RuntimeError(f"driver message quoting {SECRET}")

    # Each path's own entry is patched alone: a job that took the other path would not crash.
    inline = provider == "template" and backend == "sqlite"
    monkeypatch.setattr(runner if inline else interaction, "prepare_interaction", crash)
    app = make_app(demo_store, {"template": TemplatePresenter(), "pooled": PooledTemplate()})
    with TestClient(app) as client:
        api = Api(client)
        events = parse_sse(ask(api, keys.asker, GERMANY, provider=provider).text.splitlines())
        assert [k for k, _ in events] == ["status", "failed"]
        assert events[-1][1]["data"]["error"]["reason"] == "internal-error"
        r = ask(api, keys.asker, GERMANY, json=True, provider=provider)
        assert r.status_code == 500 and r.json()["error"]["code"] == "internal-error"
        assert SECRET not in r.text
        assert 'tether_interactions_total{status="failed"} 2.0' in api.get("/metrics").text
        assert 'tether_interactions_in_flight 0.0' in api.get("/metrics").text
    assert caplog.records and all(SECRET not in r.getMessage() for r in caplog.records)


def test_an_oversized_body_is_refused_before_parsing(api: Api, keys: Keys) -> None:
    r = api.post("/v1/interactions", headers={**bearer(keys.asker), "Content-Type": "application/json"},
                 content=b'{"question": "' + b"x" * (3 * 1024 * 1024) + b'"}')
    assert r.status_code == 413 and r.json()["error"]["code"] == "payload-too-large"
    chunked = api.post("/v1/interactions", headers={**bearer(keys.asker), "Content-Type": "application/json"},
                       content=iter([b'{"question": "'] + [b"x" * 65536] * 48 + [b'"}']))
    assert "content-length" not in chunked.request.headers
    assert chunked.status_code == 413 and chunked.json()["error"]["code"] == "payload-too-large"
