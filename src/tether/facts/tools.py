"""Tools with hard-wired sources (seed 004): code fetches, code writes the facts.

A tool is a Python function registered with the source it reads from; the
model never chooses a source, it can only cite the labelled facts a tool
produced. Table tools (CSV or JSON files declared in configuration) are the
built-in kind: every row becomes one typed fact.
"""

from __future__ import annotations

import csv
import json
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from ..errors import UsageError
from ..models import FACT_KINDS
from ..plan import Plan
from ..text import tokens


@dataclass(frozen=True, slots=True)
class FactValue:
    """What a tool function returns: a typed value and the key of its cell."""

    kind: str
    value: str
    unit: str | None
    key: str


@dataclass(frozen=True, slots=True)
class ToolFact:
    """A fact with provenance: which tool, which hard-wired source, which cell, when."""

    tool: str
    source: str
    anchor: str  # "tool#key": the cell the label is bound to
    kind: str
    value: str
    unit: str | None
    retrieved_at: datetime


ToolFunction = Callable[[Plan], Iterable[FactValue]]


@dataclass(frozen=True)
class Tool:
    name: str
    source: str
    function: ToolFunction


class ToolRegistry:
    """Registered tools. Build one per application; there is no global registry."""

    def __init__(self) -> None:
        self._tools: dict[str, Tool] = {}

    def register(self, name: str, source: str, function: ToolFunction) -> None:
        if name in self._tools:
            raise UsageError(f"tool {name!r} is registered twice; give each tool its own name")
        self._tools[name] = Tool(name, source, function)

    def tool(self, name: str, source: str) -> Callable[[ToolFunction], ToolFunction]:
        """Decorator form of :meth:`register`."""

        def wrap(function: ToolFunction) -> ToolFunction:
            self.register(name, source, function)
            return function

        return wrap

    @property
    def names(self) -> list[str]:
        return sorted(self._tools)

    def run(self, plan: Plan, now: datetime) -> list[ToolFact]:
        """Every tool's facts for this plan, stamped with provenance by code."""
        facts = []
        for tool in self._tools.values():
            for fv in tool.function(plan):
                if fv.kind not in FACT_KINDS:
                    raise UsageError(f"tool {tool.name}: kind {fv.kind!r} is not one of {', '.join(FACT_KINDS)}")
                facts.append(ToolFact(tool.name, tool.source, f"{tool.name}#{fv.key}", fv.kind, fv.value, fv.unit, now))
        return facts


@dataclass(frozen=True)
class TableSpec:
    name: str
    path: Path
    kind: str
    key_column: str
    value_column: str
    unit: str | None = None
    unit_column: str | None = None


def read_table(spec: TableSpec) -> list[dict[str, str]]:
    """Rows of a CSV or JSON (list of objects) file, every value as text."""
    if not spec.path.is_file():
        raise UsageError(f"tables.{spec.name}.path: {spec.path} does not exist")
    if spec.path.suffix.lower() == ".json":
        data = json.loads(spec.path.read_text(encoding="utf-8"))
        if not isinstance(data, list) or not all(isinstance(r, dict) for r in data):
            raise UsageError(f"tables.{spec.name}.path: a JSON table must be a list of objects")
        rows = [{str(k): str(v) for k, v in r.items()} for r in data]
    else:
        with spec.path.open(encoding="utf-8", newline="") as fh:
            rows = list(csv.DictReader(fh))
    for col in filter(None, (spec.key_column, spec.value_column, spec.unit_column)):
        if rows and col not in rows[0]:
            raise UsageError(f"tables.{spec.name}: column {col!r} is not in {spec.path.name}")
    return rows


def table_tool(spec: TableSpec) -> ToolFunction:
    """A tool answering with the rows whose key the question names (all rows of a small table)."""
    rows = read_table(spec)

    def run(plan: Plan) -> list[FactValue]:
        words = set(tokens(plan.question))
        chosen = [r for r in rows if set(tokens(r[spec.key_column])) <= words] if len(rows) > 20 else rows
        return [
            FactValue(
                spec.kind,
                r[spec.value_column].strip(),
                r.get(spec.unit_column, "").strip() if spec.unit_column else spec.unit,
                r[spec.key_column].strip(),
            )
            for r in chosen
        ]

    return run


def load_tools(config_path: Path, registry: ToolRegistry | None = None) -> ToolRegistry:
    """Register the table tools declared in a TOML file (``[[tables]]`` entries)."""
    import tomllib  # only where tools are configured: every `tether ask` imports this module

    registry = registry or ToolRegistry()
    try:
        config: dict[str, Any] = tomllib.loads(config_path.read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError) as exc:
        raise UsageError(f"{config_path}: cannot read the tools configuration ({exc})") from None
    for i, entry in enumerate(config.get("tables", [])):
        missing = [k for k in ("name", "path", "kind", "key_column", "value_column") if k not in entry]
        if missing:
            raise UsageError(f"{config_path}: tables[{i}]: missing {', '.join(missing)}")
        if entry["kind"] not in FACT_KINDS:
            raise UsageError(
                f"{config_path}: tables[{i}].kind: {entry['kind']!r} is not one of {', '.join(FACT_KINDS)}"
            )
        path = Path(entry["path"])
        spec = TableSpec(
            entry["name"],
            path if path.is_absolute() else config_path.parent / path,
            entry["kind"],
            entry["key_column"],
            entry["value_column"],
            entry.get("unit"),
            entry.get("unit_column"),
        )
        registry.register(spec.name, f"file:{spec.path.resolve()}", table_tool(spec))
    return registry
