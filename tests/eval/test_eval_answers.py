"""`tether eval answers`: labelled real model outputs replayed through today's verifier."""

from __future__ import annotations

import json
from pathlib import Path

CONTEXT = {"fragments": [{"id": "fees-de#fee", "documentId": "fees-de", "jurisdiction": "DE",
                          "text": "The registration fee is 1 250 EUR per product."}]}


def case(cid: str, outputs: list[dict | str], labels: list[str]) -> str:
    raw = [o if isinstance(o, str) else json.dumps(o) for o in outputs]
    return json.dumps({"id": cid, "question": "What is the registration fee in Germany?", "lang": "en",
                       "context": CONTEXT, "outputs": raw, "labels": labels, "why": "test", "split": "dev"})


def answer(text: str, cited: list[str]) -> dict:
    return {"answer": text, "entityCitations": [], "documentationCitations": cited, "limitations": []}


def test_wrong_answers_delivered_are_the_headline_and_fail_the_command(cli, tmp_path: Path) -> None:
    right = answer("In Germany the registration fee is 1 250 EUR per product.", ["fees-de#fee"])
    uncited = answer("In Germany the registration fee is 1 250 EUR per product.", [])
    # Verification passes this one, yet a person labelled it wrong: it must be counted, not hidden.
    subtle = answer("In Germany the registration fee is 1 250 EUR per product.", ["fees-de#fee"])
    lines = [case("a", [right], ["right"]), case("b", [uncited, right], ["wrong", "right"]),
             case("c", [subtle], ["wrong"]), case("d", ["not json", "still not"], ["invalid", "invalid"])]
    (tmp_path / "m.jsonl").write_text("\n".join(lines), encoding="utf-8")
    r = cli("eval", "answers", str(tmp_path), "--json")
    assert r.exit_code == 1
    t = r.json()["total"]
    assert (t["wrongAnswersDelivered"], t["rightAnswersDelivered"], t["rewritesThatFixed"]) == (1, 2, 1)
    assert t["failed"] == 1


def test_labels_must_match_the_outputs(cli, tmp_path: Path) -> None:
    (tmp_path / "m.jsonl").write_text(case("a", ["x", "y"], ["right"]), encoding="utf-8")
    r = cli("eval", "answers", str(tmp_path))
    assert r.exit_code == 2 and "labels" in r.stderr
