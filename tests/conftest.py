"""Shared fixtures: an isolated data directory per test, and the CLI run in-process."""

from __future__ import annotations

import importlib.util
import json
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType

import pytest

from tether.cli import main
from tether.context import load_catalog
from tether.plan import interpret
from tether.retrieve import retrieve
from tether.store.db import Store

DEMO_NOW = "2026-11-30T12:00:00Z"


@pytest.fixture(autouse=True)
def _isolated_home(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Every test gets its own data directory; nothing touches the user's."""
    home = tmp_path_factory.mktemp("tether-home")
    monkeypatch.setenv("TETHER_HOME", str(home))
    monkeypatch.delenv("TETHER_DATABASE_URL", raising=False)
    # No tether.toml of the user's (user config dir, $TETHER_CONFIG) reaches a test.
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / "config"))
    monkeypatch.delenv("TETHER_CONFIG", raising=False)
    return home


@dataclass
class CliResult:
    exit_code: int
    stdout: str
    stderr: str

    def json(self) -> dict:
        return json.loads(self.stdout)


@pytest.fixture
def cli(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch):
    """Run ``tether ARGS…`` in-process through the real entry point."""

    def run(*args: str, stdin: str | None = None) -> CliResult:
        capsys.readouterr()
        monkeypatch.setattr(sys, "argv", ["tether", *args])
        if stdin is not None:
            import io

            monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
        code = 0
        try:
            main()
        except SystemExit as exc:
            code = exc.code if isinstance(exc.code, int) else (0 if exc.code is None else 1)
        captured = capsys.readouterr()
        return CliResult(code, captured.out, captured.err)

    return run


def evalset_tool(name: str) -> ModuleType:
    """A script of evalsets/ (evalset tooling, not a package) loaded as a module."""
    path = Path(__file__).resolve().parents[1] / "evalsets" / f"{name}.py"
    spec = importlib.util.spec_from_file_location(f"{name}_tool", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def write_corpus(root: Path, files: dict[str, str]) -> Path:
    root.mkdir(parents=True, exist_ok=True)
    for name, content in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(content, encoding="utf-8")
    return root


def record(
    id: str,
    body: str,
    *,
    document: str | None = None,
    access: str = "[public]",
    policy: str | None = "operational",
    published: str = "2024-01-01T00:00:00Z",
    expires: str | None = None,
    extra: str = "",
    jurisdiction: str | None = None,
    version: str = "1",
) -> str:
    """A corpus file in the CONTRACTS §1 format."""
    lines = [
        "---",
        f"id: {id}",
        f"document: {document or id}",
        f"title: Title of {id}",
        f'version: "{version}"',
        "owner: owner@example.org",
        f"uri: https://docs.example.org/{id}",
        f"published_at: {published}",
        f"access: {access}",
    ]
    if expires:
        lines.append(f"expires_at: {expires}")
    if policy:
        lines.append(f"policy: {policy}")
    if jurisdiction:
        lines.append(f"jurisdiction: {jurisdiction}")
    if extra:
        lines.append(extra)
    lines.append("---")
    return "\n".join(lines) + "\n" + body


def ranking_corpus() -> dict[str, str]:
    """Records for ranking tests: the same fee in two jurisdictions (ru), an English
    fee, and two acts on retention that only their document ids tell apart."""
    return {
        "de.md": record("de", "## Пошлина {#fee}\nПошлина за регистрацию в Германии составляет 1 250 евро.\n",
                        jurisdiction="DE", extra="lang: ru"),
        "pl.md": record("pl", "## Пошлина {#fee}\nПошлина за регистрацию в Польше составляет 4 300 PLN.\n",
                        jurisdiction="PL", extra="lang: ru"),
        "en.md": record("en", "## Fees {#fees}\nRegistration fees are charged per product.\n"),
        "act19.md": record("act19", "## Retention {#retention}\nFiles are retained for six years.\n",
                           document="act-2019"),
        "act23.md": record("act23", "## Retention {#retention}\nRegistration files are retained for ten years.\n",
                           document="act-2023"),
    }


def ranked_ids(store: Store, question: str, k: int = 5) -> list[str]:
    """The fragment ids retrieval ranks for ``question``, best first."""
    plan = interpret(question, load_catalog(store))
    with store.connect() as conn:
        return [c.fragment_id for c in retrieve(store, conn, plan, None, k)]


@pytest.fixture
def corpus_dir(tmp_path: Path) -> Iterator[Path]:
    yield tmp_path / "corpus"
