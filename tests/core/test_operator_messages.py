"""Issue 16, messages an operator can act on: the version, an unconfigured provider, a missing driver."""

from __future__ import annotations

import pytest

from tether.errors import StoreError
from tether.store.db import Store


def test_version(cli) -> None:  # type: ignore[no-untyped-def]
    r = cli("--version")
    assert r.exit_code == 0 and r.stdout.startswith("tether ")


def test_an_unconfigured_provider_names_the_variables(cli) -> None:  # type: ignore[no-untyped-def]
    r = cli("ask", "What is the registration fee in Germany?", "--provider", "openai")
    assert r.exit_code == 2 and "TETHER_OPENAI_BASE_URL" in r.stderr and "OPENAI_API_KEY" in r.stderr


def test_a_missing_postgres_driver_names_the_extra(monkeypatch: pytest.MonkeyPatch) -> None:
    import sys

    monkeypatch.setitem(sys.modules, "psycopg", None)  # import psycopg now raises ImportError
    with pytest.raises(StoreError, match=r"pip install 'tether\[postgres\]'"):
        Store("postgresql+psycopg://nobody@127.0.0.1:9/none")


def test_review_list_refuses_an_unknown_status(cli) -> None:  # type: ignore[no-untyped-def]
    r = cli("review", "list", "--status", "bogus")
    assert r.exit_code == 2 and "--status" in r.stderr and "approved" in r.stderr
    assert cli("review", "list", "--status", "all").exit_code == 0


RU_SANCTIONS = "Как оформить санкционное исключение?"


def first_column(table: str) -> str:
    """The record column of a rich table, its wrapped lines joined again."""
    return "".join(line.split("│")[1].strip() for line in table.splitlines() if line.startswith("│"))


def test_a_russian_stop_is_in_russian_and_never_cuts_the_id_or_owner(cli) -> None:  # type: ignore[no-untyped-def]
    r = cli("ask", RU_SANCTIONS, "--now", "2026-11-30T12:00:00Z")  # captured: not a terminal, 80 columns
    assert r.exit_code == 3
    assert r.stdout.startswith("остановлено: stop-no-fresh-authorized-citable-source\nвопрос: ")
    assert "запись" in r.stdout and "владелец политики" in r.stdout and "…" not in r.stdout
    assert first_column(r.stdout).endswith("legal-sanctions-exemption-ru-2025")
    owners = "".join(line.split("│")[4].strip() for line in r.stdout.splitlines() if line.startswith("│"))
    assert owners.endswith("legal-team@northwind-registry.example")


def test_a_failed_answer_tells_the_operator_the_checks_and_the_next_command(  # type: ignore[no-untyped-def]
        cli, tmp_path, monkeypatch: pytest.MonkeyPatch) -> None:
    import json

    script = tmp_path / "out.json"
    invented = {"answer": "The registration fee in Germany is 9 999 EUR.", "entityCitations": [],
                "documentationCitations": ["fees-de#registration-fee"], "limitations": []}
    script.write_text(json.dumps({"outputs": [{"text": json.dumps(invented)}], "cycle": True}))
    monkeypatch.setenv("TETHER_SCRIPTED", str(script))
    r = cli("ask", "What is the registration fee in Germany?", "--provider", "scripted",
            "--now", "2026-11-30T12:00:00Z")
    assert r.exit_code == 1
    first = r.stdout.splitlines()[0]
    assert first.startswith("failed: the model's answer failed the checks unsupported-number")
    iid = r.stdout.strip().rsplit(" ", 1)[1]
    assert first.endswith(f"See why: tether interactions show {iid}")
    ru = cli("ask", "Какая пошлина за регистрацию в Германии?", "--provider", "scripted",
             "--now", "2026-11-30T12:00:00Z")
    assert ru.stdout.startswith("не удалось: ответ модели не прошёл проверки")


def test_boolean_flags_show_no_type_in_help(cli) -> None:  # type: ignore[no-untyped-def]
    r = cli("ask", "--help")
    assert r.exit_code == 0 and "--json" in r.stdout and "<bool>" not in r.stdout
