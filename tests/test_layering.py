"""The package layering of issue 13: figures ← verify ← checks, and no cycle between packages
that build on each other.

Read from the source (every import, also the ones inside functions), so a late import
that hides a cycle from the interpreter still fails here.
"""

from __future__ import annotations

import ast
from pathlib import Path

SRC = Path(__file__).resolve().parent.parent / "src" / "tether"


def package_imports() -> dict[str, set[str]]:
    """For each first-level part of tether (``verify``, ``contract``…), the parts it imports."""
    edges: dict[str, set[str]] = {}
    for path in SRC.rglob("*.py"):
        parts = list(path.relative_to(SRC.parent).with_suffix("").parts)
        here = parts[:-1]  # the package a relative import starts from
        part = parts[1] if len(parts) > 2 else "tether"
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            targets: list[str] = []
            if isinstance(node, ast.ImportFrom):
                if node.level:
                    base = here[: len(here) - node.level + 1]
                    targets = [".".join([*base, *([node.module] if node.module else [])])]
                else:
                    targets = [node.module or ""]
            elif isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            for target in targets:
                bits = target.split(".")
                if bits[0] == "tether" and len(bits) > 1:
                    edges.setdefault(part, set()).add(bits[1])
    return edges


def test_figures_reads_text_and_imports_no_other_part_of_tether() -> None:
    assert package_imports().get("figures", set()) <= {"figures"}


def test_verify_does_not_import_the_answer_checks() -> None:
    edges = package_imports()
    assert "checks" not in edges["verify"]
    assert "figures" in edges["verify"] and "figures" in edges["checks"]


def test_the_api_does_not_import_the_cli() -> None:
    assert "cli" not in package_imports()["api"]

