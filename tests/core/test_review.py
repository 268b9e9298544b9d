"""Review drafts: every completed answer waits for a human; a decision touches one draft."""

from __future__ import annotations

from tests.conftest import DEMO_NOW


def test_review_lifecycle(cli) -> None:
    a = cli("ask", "What is the registration fee in Germany?", "--json", "--now", DEMO_NOW).json()
    b = cli("ask", "What is the registration fee in France?", "--json", "--now", DEMO_NOW).json()
    stopped = cli("ask", "How do I book a courier pickup?", "--json", "--now", DEMO_NOW).json()
    assert stopped["review"] is None
    listed = cli("review", "list", "--json").json()
    assert {d["id"] for d in listed} == {a["review"]["draftId"], b["review"]["draftId"]}
    shown = cli("review", "show", a["review"]["draftId"]).json()
    assert shown["status"] == "requires-human-verification" and len(shown["steps"]) == 4
    assert shown["citations"][0]["citation"] == "fees-de#registration-fee"

    missing_reason = cli("review", "reject", a["review"]["draftId"])
    assert missing_reason.exit_code == 2
    r = cli("review", "reject", a["review"]["draftId"], "--reason", "wrong version")
    assert r.exit_code == 0
    assert [d["id"] for d in cli("review", "list", "--json").json()] == [b["review"]["draftId"]]
    # the interaction and its answer are untouched by stopping the draft
    assert cli("interactions", "show", a["interactionId"]).json()["message"]["answer"] == a["answer"]["answer"]
    again = cli("review", "approve", a["review"]["draftId"])
    assert again.exit_code == 2 and "already rejected" in again.stderr
    assert cli("review", "approve", b["review"]["draftId"]).exit_code == 0
    assert cli("review", "show", "nope").exit_code == 2
