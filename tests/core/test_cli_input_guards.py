"""Issue 10 items 4 and 10 on the command line: the question cap and undecodable questions
are bad input (exit 2) naming the argument, checked before any database is touched."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tether.inputs import MAX_OUTPUT_CHARS, MAX_QUESTION_CHARS

NOW = "2026-11-30T12:00:00Z"


def test_ask_refuses_oversized_question_naming_it(cli, tmp_path: Path) -> None:
    db = tmp_path / "t.db"
    result = cli("ask", "What is the fee? " * (MAX_QUESTION_CHARS // 10), "--db", str(db), "--now", NOW)
    assert result.exit_code == 2, result.stderr
    assert "QUESTION:" in result.stderr and str(MAX_QUESTION_CHARS) in result.stderr
    assert not db.exists()  # refused before the store was opened


def test_ask_accepts_a_question_at_the_cap(cli) -> None:
    question = "What is the registration fee in Germany?".ljust(MAX_QUESTION_CHARS)
    assert cli("ask", question, "--now", NOW, "--json").exit_code in (0, 3)


@pytest.mark.parametrize("question", ["What is the fee in \udcff\udcfe Germany?", "\udcc3"])
def test_ask_refuses_undecodable_question_naming_it(cli, tmp_path: Path, question: str) -> None:
    """Bytes that are not UTF-8 reach Python's argv as lone surrogates (surrogateescape)."""
    result = cli("ask", question, "--db", str(tmp_path / "t.db"), "--now", NOW)
    assert result.exit_code == 2
    assert "QUESTION:" in result.stderr and "UTF-8" in result.stderr
    assert "internal error" not in result.stderr


def test_library_refuses_oversized_question(tmp_path: Path) -> None:
    from tether.config import build_deps
    from tether.errors import InputError
    from tether.interaction import run_interaction
    from tether.principals import Principal
    from tether.store.db import Store, url_from_path

    deps = build_deps(Store(url_from_path(tmp_path / "t.db")))
    with pytest.raises(InputError) as err:
        run_interaction(deps, "x" * (MAX_QUESTION_CHARS + 1), Principal(labels=("public",)))
    assert err.value.field == "question"


def test_verify_refuses_oversized_output_naming_it(cli) -> None:
    body = {"question": "q", "context": {"fragments": [{"id": "d#a", "text": "t"}]},
            "output": "x" * (MAX_OUTPUT_CHARS + 1)}
    result = cli("verify", "-", stdin=json.dumps(body))
    assert result.exit_code == 2 and "output:" in result.stderr and str(MAX_OUTPUT_CHARS) in result.stderr


def test_verify_of_deeply_nested_output_is_contract_invalid(cli) -> None:
    """Issue 10 item 8: a RecursionError was 'internal error'; it is the model's mistake."""
    output = '{"answer": ' + "[" * 5000 + "]" * 5000 + "}"
    body = {"question": "q", "context": {"fragments": [{"id": "d#a", "text": "t"}]}, "output": output}
    result = cli("verify", "-", stdin=json.dumps(body))
    assert result.exit_code == 1, result.stderr
    assert [v["check"] for v in result.json()["violations"]] == ["contract-invalid"]
    nested_input = '{"question": "q", "extra": ' + "[" * 5000 + "]" * 5000 + "}"
    bad = cli("verify", "-", stdin=nested_input)
    assert bad.exit_code == 2 and "(input): the JSON nests too deeply" in bad.stderr


def test_parse_output_of_nested_json_is_contract_invalid() -> None:
    from tether.contract import parse_output

    for nested in ("[" * 5000 + "]" * 5000, '{"answer": "a", "limitations": ' + "[" * 5000 + "]" * 5000 + "}"):
        parsed = parse_output(nested)
        assert parsed.contract is None and [v.check for v in parsed.violations] == ["contract-invalid"]


def test_model_extraction_of_nested_json_is_unreadable() -> None:
    from tether.checks import ExtractionError
    from tether.checks.extractors import parse_extraction

    with pytest.raises(ExtractionError) as err:
        parse_extraction("[" * 5000 + "]" * 5000)
    assert err.value.reason == "unreadable"
