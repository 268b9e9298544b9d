"""Issue 14 over HTTP: a held answer reaches its reader through GET /v1/interactions/{id}
once a reviewer approves; the reviewer is the key's principal; a rejection is a stop."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from fastapi.testclient import TestClient

from tests.api.helpers import DEMO_NOW, GERMANY, Api, Keys, bearer, make_app
from tether.review_policy import ReviewPolicy
from tether.store.db import Store

ALL_YES = {"questions": {"version": "yes", "anchor": "yes", "neighbours": "yes", "policy": "yes"}}


@pytest.fixture
def api(demo_store: Store, keys: Keys) -> Iterator[Api]:
    with TestClient(make_app(demo_store, review=ReviewPolicy(default="hold"))) as client:
        yield Api(client)


def _ask(api: Api, keys: Keys) -> dict:
    return api.post("/v1/interactions", headers={**bearer(keys.asker), "Accept": "application/json"},
                    json={"question": GERMANY, "options": {"now": DEMO_NOW}}).json()


def test_a_held_answer_is_delivered_after_approval(api: Api, keys: Keys) -> None:
    d = _ask(api, keys)
    assert d["status"] == "completed" and d["answer"] is None and d["review"]["status"] == "awaiting-review"
    path = f"/v1/interactions/{d['interactionId']}"
    before = api.get(path, headers=bearer(keys.asker)).json()
    assert before["answer"] is None and before["message"] is None and "1 250" not in str(before.get("review"))
    queue = api.get("/v1/review/queue", headers=bearer(keys.reviewer)).json()
    assert [(q["question"], q["mode"], q["stale"]) for q in queue] == [(GERMANY, "hold", {})]
    view = api.get(f"/v1/review/drafts/{d['review']['draftId']}/sources", headers=bearer(keys.reviewer)).json()
    assert view["sources"][0]["claim"] and any(p["highlight"] for p in view["sources"][0]["paragraphs"])
    ok = api.post(f"/v1/review/drafts/{d['review']['draftId']}/approve", headers=bearer(keys.reviewer), json=ALL_YES)
    assert ok.status_code == 200 and ok.json()["reviewer"] == "reviewer"
    after = api.get(path, headers=bearer(keys.asker)).json()
    assert "1 250" in after["answer"]["answer"] and after["review"]["status"] == "approved"
    assert after["review"]["reviewer"] == "reviewer"


def test_a_rejected_held_answer_becomes_a_stop(api: Api, keys: Keys) -> None:
    d = _ask(api, keys)
    r = api.post(f"/v1/review/drafts/{d['review']['draftId']}/reject", headers=bearer(keys.reviewer),
                 json={"reason": "version 2024.2 is not the one in force", "questions": {"version": "no"}})
    assert r.status_code == 200 and r.json()["record"][0]["decision"] == "stop"
    after = api.get(f"/v1/interactions/{d['interactionId']}", headers=bearer(keys.asker)).json()
    assert after["status"] == "stopped" and after["answer"] is None
    assert after["decision"]["review"]["reason"] == "version 2024.2 is not the one in force"
    assert after["decision"]["review"]["reviewer"] == "reviewer"


def test_audit_lists_the_answers_that_cited_a_record(api: Api, keys: Keys) -> None:
    d = _ask(api, keys)
    report = api.get("/v1/audit/fees-de-2024", headers=bearer(keys.reviewer))
    assert report.status_code == 200, report.text
    assert [(a["interactionId"], a["status"], a["review"]) for a in report.json()["answers"]] == [
        (d["interactionId"], "completed", "requires-human-verification")]
    assert api.get("/v1/audit/fees-de-2024", headers=bearer(keys.asker)).status_code == 403
    hidden = api.get("/v1/audit/legal-sanctions-exemption-2025", headers=bearer(keys.reviewer))
    assert hidden.status_code == 404  # a record the reviewer may not read is reported like a missing one
    assert api.get("/v1/audit/fees-de-2024?limit=0", headers=bearer(keys.reviewer)).status_code == 422
