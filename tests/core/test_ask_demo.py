"""End to end on the bundled demo corpus: `tether ask` as CONTRACTS §2 describes it."""

from __future__ import annotations

import pytest

from tests.conftest import DEMO_NOW

SECRET = "CONFIDENTIAL-MARKER-7Q"


def ask(cli, question: str, *extra: str):  # type: ignore[no-untyped-def]
    return cli("ask", question, "--json", "--now", DEMO_NOW, *extra)


def test_completed_answer_has_the_contract_shape(cli) -> None:
    r = ask(cli, "What is the registration fee in Germany?")
    assert r.exit_code == 0, r.stderr
    d = r.json()
    assert set(d) >= {"interactionId", "status", "answer", "review", "decision", "violations", "snapshot"}
    assert d["status"] == "completed" and d["decision"] is None
    assert "1 250 EUR" in d["answer"]["answer"]
    assert d["answer"]["documentationCitations"] == ["fees-de#registration-fee"]
    assert {"documentType": "composition", "identity": "example-composition-alpha"} in d["answer"]["entityCitations"]
    assert d["review"]["status"] == "requires-human-verification" and len(d["review"]["steps"]) == 4
    snap = d["snapshot"]
    assert snap["retrievedAt"].startswith("2026-11-30T12:00:00") and snap["planVersion"]
    assert all(set(c) == {"recordId", "fragmentId", "score", "verdict", "reasons"} for c in snap["candidates"])
    # only German records may answer a question about Germany
    assert all(not c["recordId"].startswith(("fees-fr", "fees-pl")) for c in snap["candidates"])


def test_russian_question_gets_russian_material(cli) -> None:
    d = ask(cli, "Какая пошлина за регистрацию в Германии?").json()
    assert d["status"] == "completed"
    assert d["answer"]["documentationCitations"] == ["fees-de-ru#registration-fee"]
    assert "1 250,00 евро" in d["answer"]["answer"]


@pytest.mark.parametrize(
    ("question", "labels", "record_id", "reasons"),
    [
        ("How do I book a courier pickup?", None, "courier-pickup-2024", ["expired"]),
        ("What is the sanctions exemption procedure?", None, "legal-sanctions-exemption-2025", ["denied"]),
        ("How do I lodge an appeal?", None, "complaints-2024", ["missing-anchor"]),
        ("When is a sworn translation mandatory?", None, "translations-2024", ["unknown-policy"]),
        ("When does digital labelling become compulsory?", None, "digital-labelling-2027", ["not-yet-published"]),
        ("How are embargo waivers granted?", None, "legal-embargo-waivers-2023", ["denied", "expired"]),
        ("How are embargo waivers granted?", "public,restricted-legal", "legal-embargo-waivers-2023", ["expired"]),
    ],
)
def test_each_stop_reason(cli, question: str, labels: str | None, record_id: str, reasons: list[str]) -> None:
    r = ask(cli, question, *(["--labels", labels] if labels else []))
    assert r.exit_code == 3, r.stdout + r.stderr
    d = r.json()
    assert d["status"] == "stopped" and d["answer"] is None and d["review"] is None
    assert d["decision"]["code"] == "stop-no-fresh-authorized-citable-source"
    assert d["decision"]["query"] == question
    rejected = {x["recordId"]: x for x in d["decision"]["rejected"]}
    assert rejected[record_id]["reasons"] == reasons
    assert set(rejected[record_id]) == {"recordId", "version", "reasons", "owner"}
    assert "@" in rejected[record_id]["owner"]
    assert SECRET not in r.stdout + r.stderr


def test_expired_best_match_loses_to_fresh_lower_ranked(cli) -> None:
    d = ask(cli, "What is the renewal fee?").json()
    assert d["status"] == "completed"
    first = d["snapshot"]["candidates"][0]
    assert first["recordId"] == "renewal-fee-2023" and first["reasons"] == ["expired"]
    assert d["answer"]["documentationCitations"] == ["registration-upkeep#renewal-fee"]


def test_a_question_only_the_expired_record_answers_stops_on_it(cli) -> None:
    """Issue 12: "annual" is said only by the expired record; the fresh renewal fee says
    "per year". The question is about the expired record: stop and route to its owner."""
    d = ask(cli, "What is the annual renewal fee?").json()
    assert d["status"] == "stopped"
    assert [(r["recordId"], r["reasons"]) for r in d["decision"]["rejected"]] == [("renewal-fee-2023", ["expired"])]


def test_restricted_best_match_is_never_quoted(cli) -> None:
    r = ask(cli, "What is watchlist screening?")
    d = r.json()
    assert d["status"] == "completed"
    assert any("denied" in c["reasons"] for c in d["snapshot"]["candidates"])
    assert SECRET not in r.stdout
    assert all("legal" not in c for c in d["answer"]["documentationCitations"])


def test_reader_with_the_label_gets_the_restricted_answer(cli) -> None:
    d = ask(cli, "What is the sanctions exemption procedure?", "--labels", "public,restricted-legal").json()
    assert d["status"] == "completed"
    assert d["answer"]["documentationCitations"][0].startswith("legal-sanctions-exemption#")


def test_historical_record_states_its_dates(cli) -> None:
    d = ask(cli, "What did the Fee schedule 2021 charge for a variation filing?").json()
    assert d["status"] == "completed"
    assert d["answer"]["documentationCitations"] == ["fee-schedule-2021#variation-filing"]
    assert any("2021" in lim and "Historical" in lim for lim in d["answer"]["limitations"])


def test_no_candidate_is_a_stop_with_empty_rejected(cli) -> None:
    r = ask(cli, "xylophone quasar zeppelin")
    assert r.exit_code == 3
    assert r.json()["decision"]["rejected"] == []


def test_readable_output(cli) -> None:
    done = cli("ask", "What is the registration fee in Germany?", "--now", DEMO_NOW)
    assert done.exit_code == 0 and "1 250 EUR" in done.stdout and "fees-de#registration-fee" in done.stdout
    stop = cli("ask", "What is the sanctions exemption procedure?", "--now", DEMO_NOW)
    assert stop.exit_code == 3 and "stop-no-fresh-authorized-citable-source" in stop.stdout
    assert "denied" in stop.stdout and SECRET not in stop.stdout


@pytest.mark.parametrize(
    ("args", "needle"),
    [
        (["--now", "2026-01-01T00:00:00"], "--now"),
        (["--now", "tomorrow"], "--now"),
        (["--labels", ","], "--labels"),
        (["--labels", "public", "--as", "bob"], "--as"),
        (["--provider", "nonesuch"], "--provider"),
        (["--as", "nobody"], "nobody"),
        (["--labels", "bad label"], "--labels"),
        (["--db", "/nonexistent-dir/x.db"], "--db"),
    ],
)
def test_bad_usage_exits_2_naming_the_option(cli, args: list[str], needle: str) -> None:
    r = cli("ask", "What is the registration fee in Germany?", *args)
    assert r.exit_code == 2
    assert needle in r.stderr


def test_interactions_show_has_snapshot_and_provenance(cli) -> None:
    d = ask(cli, "What is the registration fee in Germany?").json()
    shown = cli("interactions", "show", d["interactionId"])
    rec = shown.json()
    assert rec["planVersion"] == d["snapshot"]["planVersion"]
    assert rec["snapshot"]["candidates"] == d["snapshot"]["candidates"]
    prov = rec["provenance"][0]
    assert prov["recordId"] == "fees-de-2024" and prov["uri"].endswith("#registration-fee")
    assert prov["version"] and prov["retrievedAt"].startswith("2026-11-30")
