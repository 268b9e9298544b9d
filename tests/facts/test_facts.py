"""Facts: typed extraction from fragments, table tools and registered tools, labelled per request."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path

import pytest
from sqlalchemy import func, select

from tests.conftest import record, write_corpus
from tether.corpus import load_corpus
from tether.errors import UsageError
from tether.facts.extract import extract_facts
from tether.facts.tools import FactValue, ToolRegistry, load_tools
from tether.interaction import Deps, run_interaction
from tether.principals import Principal
from tether.providers.scripted import ScriptedProvider
from tether.request import ModelProfile
from tether.store.db import Store, url_from_path
from tether.store.ingest import ingest_records
from tether.store.schema import FactRow, InteractionRow

NOW = datetime(2026, 6, 1, tzinfo=UTC)


def test_extraction_covers_every_kind_in_both_languages() -> None:
    text = ("The fee is 1 250 EUR, due within 30 working days from 12.06.2024; see https://x.org/a "
            "and form EU-2024-17; rate 19 %. Пошлина 4 300 руб. в течение 72 часов, до 12 июня 2024 г.")
    got = [(f.kind, f.value, f.unit) for f in extract_facts(text)]
    assert got == [
        ("money", "1250", "EUR"), ("duration", "30", "working days"), ("date", "2024-06-12", None),
        ("url", "https://x.org/a", None), ("identifier", "EU-2024-17", None), ("percent", "19", None),
        ("money", "4300", "RUB"), ("duration", "72", "hours"), ("date", "2024-06-12", None),
    ]


@pytest.fixture
def store(tmp_path: Path) -> Store:
    root = write_corpus(tmp_path / "c", {
        "fx.md": record("fx", "## Conversion {#conversion}\nFees in other currencies are converted at the "
                        "reference rate of the payment day.\n"),
    })
    s = Store(url_from_path(tmp_path / "t.db"))
    ingest_records(s, "c", load_corpus(root))
    return s


def _ask(store: Store, tools: ToolRegistry, answer: str) -> tuple:  # type: ignore[type-arg]
    out = json.dumps({"answer": answer, "entityCitations": [], "documentationCitations": ["fx#conversion"],
                      "limitations": []})
    deps = Deps(store=store, providers={"scripted": ScriptedProvider([out])}, tools=tools,
                profiles={"scripted": ModelProfile(provider="scripted", structured_output="none")})
    result = run_interaction(deps, "What is the reference rate for USD fees?", Principal(), now=NOW,
                             provider="scripted")
    with store.session() as s:
        row = s.get(InteractionRow, result.interaction_id)
        tool_rows = s.scalar(select(func.count()).select_from(FactRow).where(FactRow.source == "rates"))
    return result, row, tool_rows


def test_table_tool_facts_are_labelled_with_provenance_and_checked(tmp_path: Path, store: Store) -> None:
    (tmp_path / "rates.csv").write_text("currency,rate\nUSD,1.0842\nGBP,0.8571\n", encoding="utf-8")
    (tmp_path / "tools.toml").write_text(
        '[[tables]]\nname = "rates"\npath = "rates.csv"\nkind = "number"\nkey_column = "currency"\n'
        'value_column = "rate"\n', encoding="utf-8")
    tools = load_tools(tmp_path / "tools.toml")
    ok, row, stored = _ask(store, tools, "The USD reference rate is 1.0842 [t1].")
    assert ok.status == "completed"
    facts = row.model_request["context"]["facts"]
    assert facts[0] == {"label": "t1", "kind": "number", "value": "1.0842", "unit": None, "fragmentId": "rates#USD"}
    assert stored == 2
    # the label reused on an invented value is caught; asking again stores no new fact rows
    bad, _, stored_again = _ask(store, tools, "The USD reference rate is 1.2 [t1].")
    assert bad.status == "failed" and "fact-mismatch" in {v.check for v in bad.violations}
    assert stored_again == 2


def test_registered_tool_has_its_hard_wired_source(store: Store) -> None:
    tools = ToolRegistry()

    @tools.tool(name="ecb", source="https://ecb.example/rates")
    def ecb(plan):  # type: ignore[no-untyped-def]
        return [FactValue("percent", "4.5", None, "main-refinancing")]

    result, row, _ = _ask(store, tools, "The main refinancing rate is 4.5 % [t1].")
    assert result.status == "completed", (result.violations, result.error)
    assert row.model_request["context"]["facts"][0]["fragmentId"] == "ecb#main-refinancing"
    with pytest.raises(UsageError, match="registered twice"):
        tools.register("ecb", "elsewhere", ecb)


def test_bad_tool_configuration_names_the_field(tmp_path: Path) -> None:
    (tmp_path / "tools.toml").write_text('[[tables]]\nname = "x"\npath = "nope.csv"\nkind = "money"\n')
    with pytest.raises(UsageError, match="missing key_column, value_column"):
        load_tools(tmp_path / "tools.toml")
