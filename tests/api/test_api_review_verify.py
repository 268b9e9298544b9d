"""Review drafts and POST /v1/verify over HTTP."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest
from fastapi.testclient import TestClient

from tests.api.helpers import DEMO_NOW, GERMANY, SANCTIONS, SECRET, Api, Keys, bearer, make_app
from tether.store.db import Store


@pytest.fixture
def api(demo_store: Store, keys: Keys) -> Iterator[Api]:
    with TestClient(make_app(demo_store)) as client:
        yield Api(client)


ALL_YES = {"questions": {"version": "yes", "anchor": "yes", "neighbours": "yes", "policy": "yes"}}


def completed_draft(api: Api, keys: Keys) -> str:
    d = api.post("/v1/interactions", headers={**bearer(keys.asker), "Accept": "application/json"},
                 json={"question": GERMANY, "options": {"now": DEMO_NOW}}).json()
    return d["review"]["draftId"]


def test_review_list_show_approve(api: Api, keys: Keys) -> None:
    draft = completed_draft(api, keys)
    listed = api.get("/v1/review/drafts", headers=bearer(keys.reviewer)).json()
    assert [d["id"] for d in listed] == [draft]
    shown = api.get(f"/v1/review/drafts/{draft}", headers=bearer(keys.reviewer)).json()
    assert shown["status"] == "requires-human-verification" and len(shown["steps"]) == 4
    assert shown["citations"][0]["citation"] == "fees-de#registration-fee"
    unanswered = api.post(f"/v1/review/drafts/{draft}/approve", headers=bearer(keys.reviewer))
    assert unanswered.status_code == 422 and unanswered.json()["error"]["field"] == "questions.version"
    approved = api.post(f"/v1/review/drafts/{draft}/approve", headers=bearer(keys.reviewer), json=ALL_YES)
    assert approved.status_code == 200 and approved.json()["status"] == "approved"
    assert approved.json()["reviewer"] == "reviewer"  # issue 14: HTTP approvals recorded nobody
    again = api.post(f"/v1/review/drafts/{draft}/reject", headers=bearer(keys.reviewer), json={"reason": "late"})
    assert again.status_code == 409 and again.json()["error"]["code"] == "conflict"
    assert api.get("/v1/review/drafts", headers=bearer(keys.reviewer)).json() == []
    everything = api.get("/v1/review/drafts?status=all", headers=bearer(keys.reviewer)).json()
    assert [d["status"] for d in everything] == ["approved"]


def test_review_reject_needs_a_reason_and_changes_one_draft(api: Api, keys: Keys) -> None:
    first, second = completed_draft(api, keys), completed_draft(api, keys)
    blank = api.post(f"/v1/review/drafts/{first}/reject", headers=bearer(keys.reviewer), json={"reason": " "})
    assert blank.status_code == 422 and blank.json()["error"]["field"] == "reason"
    r = api.post(f"/v1/review/drafts/{first}/reject", headers=bearer(keys.reviewer),
                 json={"reason": "the anchor says 1 250 EUR per registration, not per product"})
    assert r.json()["status"] == "rejected"
    assert api.get(f"/v1/review/drafts/{second}", headers=bearer(keys.reviewer)).json()["status"] == \
        "requires-human-verification"


def test_review_needs_the_review_scope_and_existing_drafts(api: Api, keys: Keys) -> None:
    assert api.get("/v1/review/drafts", headers=bearer(keys.asker)).status_code == 403
    assert api.get("/v1/review/drafts").status_code == 401
    assert api.get("/v1/review/drafts/d-missing", headers=bearer(keys.reviewer)).status_code == 404
    assert api.post("/v1/review/drafts/d-missing/approve", headers=bearer(keys.reviewer)).status_code == 404


def test_a_reviewer_sees_only_drafts_whose_sources_they_may_read(api: Api, keys: Keys, demo_store: Store) -> None:
    from tether.principals import create_principal

    legal_reviewer = create_principal(demo_store, "legal-reviewer", ["public", "restricted-legal"], ["review"])
    restricted = api.post("/v1/interactions", headers={**bearer(keys.legal), "Accept": "application/json"},
                          json={"question": SANCTIONS, "options": {"now": DEMO_NOW}}).json()
    assert restricted["status"] == "completed"
    draft = restricted["review"]["draftId"]
    public = completed_draft(api, keys)
    listed = api.get("/v1/review/drafts", headers=bearer(keys.reviewer))
    assert [d["id"] for d in listed.json()] == [public] and SECRET not in listed.text
    for method, path, body in [("GET", f"/v1/review/drafts/{draft}", None),
                               ("POST", f"/v1/review/drafts/{draft}/approve", None),
                               ("POST", f"/v1/review/drafts/{draft}/reject", {"reason": "x"})]:
        r = api.request(method, path, headers=bearer(keys.reviewer), json=body)
        assert r.status_code == 404 and SECRET not in r.text
    both = api.get("/v1/review/drafts", headers=bearer(legal_reviewer)).json()
    assert {d["id"] for d in both} == {draft, public}
    assert api.post(f"/v1/review/drafts/{draft}/approve", headers=bearer(legal_reviewer),
                    json=ALL_YES).json()["status"] == "approved"


VERIFY_INPUT = {
    "question": "What is the registration fee in Germany?",
    "context": {
        "fragments": [{"id": "fees-de#registration", "documentId": "fees-de", "jurisdiction": "DE",
                       "text": "The registration fee in Germany is 1 250 EUR per product registration."}],
        "facts": [{"label": "t1", "kind": "money", "value": "1250", "unit": "EUR",
                   "fragmentId": "fees-de#registration"}],
    },
}


def _output(answer: str) -> str:
    return json.dumps({"answer": answer, "entityCitations": [],
                       "documentationCitations": ["fees-de#registration"], "limitations": []})


def test_verify_passes_and_fails_like_the_cli(api: Api, keys: Keys) -> None:
    good = api.post("/v1/verify", headers=bearer(keys.asker),
                    json={**VERIFY_INPUT, "output": _output("The fee in Germany is 1 250 EUR [t1].")})
    assert good.status_code == 200 and good.json()["status"] == "passed", good.text
    bad = api.post("/v1/verify", headers=bearer(keys.asker),
                   json={**VERIFY_INPUT, "output": _output("The fee in Germany is 1 300 EUR [t1].")})
    assert bad.status_code == 200 and bad.json()["status"] == "failed"
    assert "fact-mismatch" in {v["check"] for v in bad.json()["violations"]}


def test_verify_names_the_bad_field(api: Api, keys: Keys) -> None:
    body = {**VERIFY_INPUT, "output": "x"}
    body["context"] = {**VERIFY_INPUT["context"], "facts": [{**VERIFY_INPUT["context"]["facts"][0], "kind": "weight"}]}
    r = api.post("/v1/verify", headers=bearer(keys.asker), json=body)
    assert r.status_code == 422 and r.json()["error"]["field"] == "context.facts[0].kind"
    missing = api.post("/v1/verify", headers=bearer(keys.asker), json={"question": "q"})
    assert missing.status_code == 422 and missing.json()["error"]["field"] in ("context", "output")
    assert api.post("/v1/verify", json=body).status_code == 401
