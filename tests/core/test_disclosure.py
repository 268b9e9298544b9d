"""What a reader learns about records they may not read (issue 10, item 3): the pure step,
the setting, and `tether ask` with TETHER_DISCLOSE."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from tests.conftest import DEMO_NOW
from tether.disclosure import Disclosure, disclose, shown_candidates, shown_decision
from tether.errors import UsageError
from tether.gate import RejectedRecord, StopDecision, judge_all, stop_decision
from tether.models import Entity
from tether.plan import Plan
from tether.provenance import SnapshotCandidate
from tether.retrieve import Candidate

NOW = datetime(2026, 1, 1, tzinfo=UTC)
NONE = Disclosure(mode="none", access_owner="access@example.org")
SECRET = "CONFIDENTIAL-MARKER-7Q"
OWNER = "legal-team@northwind-registry.example"


def snap(record: str, score: float, *reasons: str) -> SnapshotCandidate:
    return SnapshotCandidate(record_id=record, fragment_id=f"{record}#a", score=score,
                             verdict="rejected" if reasons else "accepted", reasons=list(reasons))


def rejected(record: str, *reasons: str) -> RejectedRecord:
    return RejectedRecord(record_id=record, version="1", reasons=list(reasons), owner=f"{record}@example.org")


def test_with_reasons_denied_candidates_lose_score_and_rank() -> None:
    ranked = [snap("z-secret", 9.5, "denied"), snap("public", 5.0), snap("b-secret", 7.0, "denied", "expired"),
              snap("old", 4.0, "expired")]
    shown = shown_candidates(Disclosure(), ranked)
    assert [(c.record_id, c.score) for c in shown] == [("public", 5.0), ("old", 4.0), ("b-secret", 0.0),
                                                       ("z-secret", 0.0)]
    assert shown[2].reasons == ["denied", "expired"]  # the reasons stay (seed 003)


def test_with_none_denied_candidates_are_not_shown() -> None:
    ranked = [snap("z-secret", 9.5, "denied"), snap("public", 5.0), snap("old", 4.0, "expired")]
    assert [c.record_id for c in shown_candidates(NONE, ranked)] == ["public", "old"]


def test_with_reasons_a_stop_lists_denied_records_after_the_others_by_id() -> None:
    stop = StopDecision(query="q", rejected=[rejected("z", "denied"), rejected("old", "expired"),
                                             rejected("a", "denied", "expired")])
    shown = shown_decision(Disclosure(), stop, "en")
    assert [r.record_id for r in shown.rejected] == ["old", "a", "z"] and shown.withheld is None


def test_with_none_a_stop_drops_denied_records_and_routes_to_the_access_owner() -> None:
    stop = StopDecision(query="q", rejected=[rejected("z", "denied"), rejected("old", "expired")])
    shown = shown_decision(NONE, stop, "en")
    assert [r.record_id for r in shown.rejected] == ["old"]
    assert shown.withheld is not None and shown.withheld.contact == "access@example.org"
    assert "access@example.org" in shown.withheld.message and "z" not in shown.withheld.message.split()
    ru = shown_decision(NONE, stop, "ru").withheld
    assert ru is not None and "нельзя пользоваться" in ru.message


def test_with_none_a_stop_without_denied_records_says_nothing_about_access() -> None:
    stop = StopDecision(query="q", rejected=[rejected("old", "expired")])
    assert shown_decision(NONE, stop, "en") == stop
    assert shown_decision(NONE, StopDecision(query="q"), "en").withheld is None


def cand(record: str, document: str, access: tuple[str, ...], entities: tuple[Entity, ...] = ()) -> Candidate:
    return Candidate(fragment_pk=1, fragment_id=f"{document}#a", document=document, anchor="a", record_id=record,
                     version="1", owner="o@example.org", title=None, uri=None, published_at=NOW - timedelta(days=1),
                     expires_at=None, access=access, policy="operational", jurisdiction=None, lang="en",
                     entities=entities, score=1.0)


def test_with_none_the_plan_names_no_document_or_entity_only_a_denied_record_has() -> None:
    secret_entity = Entity(document_type="case", identity="project-bluefin")
    verdicts = judge_all([cand("s", "secret-doc", ("restricted",), (secret_entity,)), cand("p", "pub", ("public",))],
                         ["public"], NOW)
    plan = Plan(question="What is in secret-doc?", lang="en", document="secret-doc", entities=[secret_entity])
    from tether.provenance import snapshot_of as _snapshot

    hidden = disclose(NONE, plan, verdicts, _snapshot(NOW, plan, verdicts), stop_decision("q", verdicts))
    assert hidden.plan.document is None and hidden.plan.entities == []
    assert disclose(Disclosure(), plan, verdicts, _snapshot(NOW, plan, verdicts), None).plan == plan
    public = plan.model_copy(update={"document": "pub"})
    assert disclose(NONE, public, verdicts, _snapshot(NOW, plan, verdicts), None).plan.document == "pub"


@pytest.mark.parametrize("env,variable", [({"TETHER_DISCLOSE": "some"}, "TETHER_DISCLOSE"),
                                          ({"TETHER_DISCLOSE": "none"}, "TETHER_ACCESS_OWNER"),
                                          ({"TETHER_ACCESS_OWNER": "a\nb"}, "TETHER_ACCESS_OWNER"),
                                          ({"TETHER_ACCESS_OWNER": "x" * 201}, "TETHER_ACCESS_OWNER")])
def test_a_bad_setting_names_the_variable(env: dict, variable: str) -> None:
    with pytest.raises(UsageError, match=f"^{variable}: "):
        Disclosure.from_env(env)


def test_the_service_settings_check_it_before_starting() -> None:
    from tether.api.settings import Settings

    with pytest.raises(UsageError, match="^TETHER_DISCLOSE: "):
        Settings.from_env({"TETHER_DISCLOSE": "all"})
    assert Settings.from_env({"TETHER_DISCLOSE": "none", "TETHER_ACCESS_OWNER": "a@b"}).disclosure == NONE.model_copy(
        update={"access_owner": "a@b"})
    assert Settings.from_env({}).disclosure is None  # then the environment, read as the CLI reads it


def test_the_default_is_reasons() -> None:
    assert Disclosure.from_env({}) == Disclosure(mode="reasons", access_owner=None)
    assert Disclosure.from_env({"TETHER_DISCLOSE": "none", "TETHER_ACCESS_OWNER": " a@b "}) == NONE.model_copy(
        update={"access_owner": "a@b"})


def test_ask_with_none_shows_nothing_about_denied_records(cli, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("TETHER_DISCLOSE", "none")
    monkeypatch.setenv("TETHER_ACCESS_OWNER", "access@example.org")
    r = cli("ask", "What is the sanctions exemption procedure?", "--json", "--now", DEMO_NOW)
    assert r.exit_code == 3, r.stderr
    d = r.json()
    assert d["decision"]["rejected"] == [] and d["decision"]["withheld"]["contact"] == "access@example.org"
    assert "legal-sanctions-exemption" not in r.stdout and OWNER not in r.stdout and SECRET not in r.stdout
    shown = cli("interactions", "show", d["interactionId"]).stdout
    assert "legal-sanctions-exemption" not in shown and OWNER not in shown
    human = cli("ask", "What is the sanctions exemption procedure?", "--now", DEMO_NOW)
    assert human.exit_code == 3 and "access@example.org" in human.stdout
    assert "legal-sanctions-exemption" not in human.stdout and "No source in the corpus" not in human.stdout


def test_ask_with_a_bad_setting_is_exit_2_naming_it(cli, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("TETHER_DISCLOSE", "nothing")
    r = cli("ask", "What is the registration fee in Germany?", "--json", "--now", DEMO_NOW)
    assert r.exit_code == 2 and "TETHER_DISCLOSE" in r.stderr and r.stdout == ""
