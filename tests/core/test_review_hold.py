"""Issue 14, item 1: the review policy. ``hold`` delivers nothing until a reviewer approves;
a rejection turns the interaction into a stop routed to the record's owner."""

from __future__ import annotations

import pytest

from tests.conftest import DEMO_NOW
from tether.errors import UsageError
from tether.review_policy import ReviewPolicy, review_policy

GERMANY = "What is the registration fee in Germany?"
YES = ("--version", "yes", "--anchor", "yes", "--neighbours", "yes", "--policy", "yes")


def test_the_policy_is_read_from_one_mapping() -> None:
    assert review_policy({}) == ReviewPolicy()
    policy = review_policy({"TETHER_REVIEW": "annotate", "TETHER_REVIEW_CORPORA": "legal=hold, /data/a=b=annotate"})
    assert policy.corpora == {"legal": "hold", "/data/a=b": "annotate"}
    assert policy.mode_for(["docs"]) == "annotate" and policy.mode_for(["docs", "legal"]) == "hold"
    held = review_policy({"TETHER_REVIEW": "hold", "TETHER_REVIEW_CORPORA": "docs=annotate"})
    assert held.mode_for(["docs"]) == "annotate" and held.mode_for(["other"]) == "hold" and held.mode_for([]) == "hold"


@pytest.mark.parametrize("env, field", [({"TETHER_REVIEW": "later"}, "TETHER_REVIEW:"),
                                        ({"TETHER_REVIEW_CORPORA": "legal"}, "TETHER_REVIEW_CORPORA:"),
                                        ({"TETHER_REVIEW_CORPORA": "legal=maybe"}, "TETHER_REVIEW_CORPORA:")])
def test_a_bad_policy_names_the_variable(env: dict[str, str], field: str) -> None:
    with pytest.raises(UsageError, match=field):
        review_policy(env)


def test_hold_delivers_the_answer_only_after_approval(cli, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TETHER_REVIEW", "hold")
    plain = cli("ask", GERMANY, "--now", DEMO_NOW)
    assert plain.exit_code == 0 and "awaiting-review" in plain.stdout and "reviewed by" in plain.stdout
    assert "1 250" not in plain.stdout
    held = cli("ask", GERMANY, "--json", "--now", DEMO_NOW)
    d = held.json()
    assert held.exit_code == 0 and d["status"] == "completed" and d["answer"] is None
    assert d["review"]["status"] == "awaiting-review" and d["review"]["reviewedBy"]
    before = cli("interactions", "show", d["interactionId"]).json()
    assert before["answer"] is None and before["message"] is None and before["review"]["status"] == "awaiting-review"
    assert cli("review", "approve", d["review"]["draftId"], *YES, "--reviewer", "rita").exit_code == 0
    after = cli("interactions", "show", d["interactionId"]).json()
    assert "1 250" in after["answer"]["answer"] and after["review"] == {**after["review"], "status": "approved",
                                                                       "reviewer": "rita"}


def test_hold_rejection_is_a_stop_for_the_owner(cli, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TETHER_REVIEW", "annotate")
    monkeypatch.setenv("TETHER_REVIEW_CORPORA", "demo=hold")  # the bundled corpus's key
    d = cli("ask", GERMANY, "--json", "--now", DEMO_NOW).json()
    assert d["answer"] is None and d["review"]["status"] == "awaiting-review"
    r = cli("review", "reject", d["review"]["draftId"], "--reason", "the anchor is a recommendation",
            "--anchor", "no")
    assert r.exit_code == 0
    shown = cli("interactions", "show", d["interactionId"]).json()
    assert shown["status"] == "stopped" and shown["answer"] is None and shown["message"] is None
    review = shown["decision"]["review"]
    assert shown["decision"]["code"] == "stop-no-fresh-authorized-citable-source"
    assert review["reason"] == "the anchor is a recommendation" and review["unanswered"] == [
        "version", "anchor", "neighbours", "policy"]
    assert review["routedTo"] == "fees-team@northwind-registry.example"


def test_serve_names_a_bad_review_policy_before_starting() -> None:
    from tether.api.settings import Settings

    with pytest.raises(UsageError, match="TETHER_REVIEW: 'later'"):
        Settings.from_env({"TETHER_REVIEW": "later"})
