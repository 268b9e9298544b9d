"""`verify`: the flow, the status rules of CONTRACTS §3, and plugged-in answer checks."""

from __future__ import annotations

import json

from verify_helpers import FEES_EN, FEES_RU, contract, fact, fragment, make_input

from tether.models import Violation
from tether.verify import AnswerCheck, build_material, verify


def test_clean_answer_passes_with_the_contract() -> None:
    facts = [fact("t1", "money", "1250", "EUR")]
    r = verify(make_input("The fee is 1 250 EUR [t1].", facts=facts))
    assert r.status == "passed" and r.violations == [] and r.limitations == []
    assert r.answer is not None and r.answer.answer == "The fee is 1 250 EUR [t1]."


def test_parse_failures_fail_with_no_answer() -> None:
    for output, check in [("", "empty-answer"), ('{"answer": "The fee', "truncated"),
                          ("not json", "contract-invalid"), (contract("   "), "empty-answer")]:
        r = verify(make_input("", output=output))
        assert r.status == "failed" and r.answer is None
        assert [v.check for v in r.violations] == [check]


def test_length_is_always_truncated() -> None:
    r = verify(make_input("The fee is 1 250 EUR.", finish_reason="length"))
    assert [v.check for v in r.violations] == ["truncated"]
    r = verify(make_input("", output="", finish_reason="length"))
    assert sorted(v.check for v in r.violations) == ["empty-answer", "truncated"]


def test_a_single_json_fence_is_unwrapped() -> None:
    r = verify(make_input("", output="```json\n" + contract("The fee is 1 250 EUR.") + "\n```"))
    assert r.status == "passed"


def test_unconfirmed_citation_beside_a_confirmed_one() -> None:
    inp = make_input("The fee is 1 250 EUR.", citations=["fees-de#registration", "fees-de#ghost"])
    r = verify(inp)
    assert r.status == "passed_with_limitations"
    assert [v.check for v in r.violations] == ["unknown-citation"]
    assert r.answer is not None
    assert r.answer.documentation_citations == ["fees-de#registration"]
    assert r.limitations and "fees-de#ghost" in r.limitations[0]
    assert r.answer.limitations[-1] == r.limitations[0]


def test_limitation_in_the_answers_language() -> None:
    inp = make_input("Пошлина — 1 250 евро.", text=FEES_RU,
                     citations=["fees-de#registration", "fees-de#ghost"])
    r = verify(inp)
    assert r.status == "passed_with_limitations"
    assert r.limitations[0].startswith("Ссылка fees-de#ghost")


def test_model_limitations_are_kept_and_do_not_change_the_status() -> None:
    out = contract("The fee is 1 250 EUR.", citations=["fees-de#registration", "fees-de#ghost"],
                   limitations=["Only the German schedule was consulted."])
    r = verify(make_input("", output=out))
    assert r.status == "passed_with_limitations"
    assert r.answer.limitations[0] == "Only the German schedule was consulted."
    assert len(r.answer.limitations) == 2
    out = contract("The fee is 1 250 EUR.", limitations=["Old data."])
    clean = verify(make_input("", output=out))
    assert clean.status == "passed" and clean.limitations == []


def test_no_confirmed_citation_left_fails() -> None:
    r = verify(make_input("The fee is 1 250 EUR.", citations=["fees-de#ghost"]))
    assert r.status == "failed" and r.answer.documentation_citations == ["fees-de#ghost"]


def test_any_other_violation_cancels_the_limitation_path() -> None:
    cited = ["fees-de#registration", "fees-de#ghost"]
    r = verify(make_input("The fee is 1 300 EUR.", citations=cited))
    assert r.status == "failed"
    assert sorted(v.check for v in r.violations) == ["unknown-citation", "unsupported-number"]
    assert r.limitations == []


def test_answer_checks_are_plugged_in_after_the_deterministic_ones() -> None:
    seen = {}

    def jurisdiction(inp, contract, material) -> list[Violation]:
        seen["material"] = material
        return [Violation(check="number-without-jurisdiction", detail="no jurisdiction named")]

    check: AnswerCheck = jurisdiction
    r = verify(make_input("The fee is 1 300 EUR."), answer_checks=[check])
    assert [v.check for v in r.violations] == ["unsupported-number", "number-without-jurisdiction"]
    assert r.status == "failed"
    assert seen["material"].supports is not None


def test_answer_checks_do_not_duplicate_violations() -> None:
    def echo(inp, contract, material) -> list[Violation]:
        return [Violation(check="unsupported-number", detail="again", span=(11, 20))]

    r = verify(make_input("The fee is 1 300 EUR."), answer_checks=[echo])
    assert [v.check for v in r.violations] == ["unsupported-number"]


def test_a_failing_answer_check_fails_open() -> None:
    def broken(inp, contract, material) -> list[Violation]:
        raise RuntimeError("extractor down")

    r = verify(make_input("The fee is 1 250 EUR."), answer_checks=[broken])
    assert r.status == "passed"


def test_answer_checks_do_not_run_on_a_broken_structure() -> None:
    called = []

    def spy(inp, contract, material) -> list[Violation]:
        called.append(1)
        return []

    verify(make_input("", output="{"), answer_checks=[spy])
    assert called == []


def test_result_wire_format() -> None:
    r = verify(make_input("The fee is 70 $ [t1].", facts=[fact("t1", "money", "21", "USD")]))
    wire = r.wire()
    assert wire["status"] == "failed"
    assert {v["check"] for v in wire["violations"]} == {"fact-mismatch", "unsupported-number"}
    assert all(isinstance(v["span"], list) and len(v["span"]) == 2 for v in wire["violations"])
    assert set(wire["answer"]) == {
        "answer", "entityCitations", "documentationCitations", "limitations"}
    json.dumps(wire)


def test_build_material_once_per_request() -> None:
    inp = make_input("x", fragments=[fragment(FEES_EN), fragment(FEES_RU, "fees-ru#a")],
                     question="Сколько стоит 3 заявки?")
    m = build_material(inp)
    assert [f.id for f in m.fragments] == ["fees-de#registration", "fees-ru#a"]
    assert 3.0 in m.question_values
