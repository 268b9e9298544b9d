"""Review drafts: every completed answer waits for a human; a decision touches one draft
and its interaction (issue 14: four questions, a named reviewer, a rejection is a stop)."""

from __future__ import annotations

from tests.conftest import DEMO_NOW

YES = ("--version", "yes", "--anchor", "yes", "--neighbours", "yes", "--policy", "yes")


def test_review_lifecycle(cli) -> None:
    a = cli("ask", "What is the registration fee in Germany?", "--json", "--now", DEMO_NOW).json()
    b = cli("ask", "What is the registration fee in France?", "--json", "--now", DEMO_NOW).json()
    stopped = cli("ask", "How do I book a courier pickup?", "--json", "--now", DEMO_NOW).json()
    assert stopped["review"] is None
    listed = cli("review", "list", "--json", "--now", DEMO_NOW).json()
    assert {d["id"] for d in listed} == {a["review"]["draftId"], b["review"]["draftId"]}
    assert {d["question"] for d in listed} == {"What is the registration fee in Germany?",
                                               "What is the registration fee in France?"}
    assert all(d["stale"] == {} for d in listed)
    shown = cli("review", "show", a["review"]["draftId"], "--json", "--now", DEMO_NOW).json()
    assert shown["draft"]["status"] == "requires-human-verification" and len(shown["draft"]["steps"]) == 4
    (source,) = shown["sources"]
    assert source["citation"] == "fees-de#registration-fee"
    assert any(p["highlight"] and "1 250" in p["text"] for p in source["paragraphs"])
    assert set(shown["questions"]) == {"version", "anchor", "neighbours", "policy"}
    side_by_side = cli("review", "show", a["review"]["draftId"], "--now", DEMO_NOW)
    assert "claim — fees-de#registration-fee" in side_by_side.stdout and "1 250" in side_by_side.stdout

    missing_reason = cli("review", "reject", a["review"]["draftId"])
    assert missing_reason.exit_code == 2
    r = cli("review", "reject", a["review"]["draftId"], "--reason", "wrong version", "--version", "no",
            "--reviewer", "rita")
    assert r.exit_code == 0 and "rejected by rita" in r.stdout
    assert [d["id"] for d in cli("review", "list", "--json").json()] == [b["review"]["draftId"]]
    # the rejection turned the interaction into a stop routed to the record's owner; the
    # answer that was delivered (annotate) stays on record
    shown_a = cli("interactions", "show", a["interactionId"]).json()
    assert shown_a["status"] == "stopped" and shown_a["answer"] is None
    assert shown_a["decision"]["code"] == "stop-no-fresh-authorized-citable-source"
    assert shown_a["decision"]["review"]["reason"] == "wrong version"
    assert shown_a["decision"]["review"]["routedTo"].endswith("@northwind-registry.example")
    assert shown_a["message"]["answer"] == a["answer"]["answer"]
    assert shown_a["review"]["status"] == "rejected" and shown_a["review"]["reviewer"] == "rita"
    again = cli("review", "approve", a["review"]["draftId"], *YES)
    assert again.exit_code == 2 and "already rejected" in again.stderr

    unknown = cli("review", "approve", b["review"]["draftId"], "--version", "yes")
    assert unknown.exit_code == 2 and "questions.anchor" in unknown.stderr and "unknown" in unknown.stderr
    bad = cli("review", "approve", b["review"]["draftId"], "--version", "maybe")
    assert bad.exit_code == 2 and "--version" in bad.stderr
    ok = cli("review", "approve", b["review"]["draftId"], *YES, "--limitation", "fees change yearly")
    assert ok.exit_code == 0 and "approved by operator:" in ok.stdout
    decided = cli("review", "show", b["review"]["draftId"], "--json", "--now", DEMO_NOW).json()["draft"]
    (entry,) = decided["record"]
    assert entry["questions"] == {"version": "yes", "anchor": "yes", "neighbours": "yes", "policy": "yes"}
    assert entry["decision"] == "accept" and entry["limitation"] == "fees change yearly"
    assert entry["citation"]["uri"].endswith("#registration-fee") and entry["citation"]["sourceVersion"]
    assert entry["citation"]["retrievedAt"] and entry["access"] == "public"
    assert entry["residualRiskOwner"].endswith("@northwind-registry.example")
    assert "France" in entry["claim"] or "fee" in entry["claim"]
    assert cli("review", "show", "nope").exit_code == 2
