"""One exception tree (issue 13): every error Tether raises on purpose is a TetherError with a
stable code, and every provider failure reason is one of ProviderFailure."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from tether import errors
from tether.errors import PROVIDER_FAILURES, TetherError

SRC = Path(__file__).resolve().parents[2] / "src" / "tether"
CODE = re.compile(r"[a-z]+(?:-[a-z]+)*")


def _classes() -> list[tuple[Path, ast.ClassDef]]:
    return [(path, node) for path in SRC.rglob("*.py")
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))) if isinstance(node, ast.ClassDef)]


def test_no_exception_class_outside_the_tree() -> None:
    builtin = {n for n in dir(__import__("builtins")) if n.endswith(("Error", "Exception"))}
    stray = [f"{path.relative_to(SRC)}: {node.name}" for path, node in _classes()
             if any(isinstance(b, ast.Name) and b.id in builtin for b in node.bases)
             and not (path.name == "errors.py" and path.parent == SRC and node.name == "TetherError")]
    assert stray == []


def _subclasses(cls: type) -> list[type]:
    return [cls, *(s for sub in cls.__subclasses__() for s in _subclasses(sub))]


def test_every_error_has_a_stable_kebab_case_code_and_an_exit_code() -> None:
    # Import the modules that define errors of their own, so their subclasses are registered.
    pytest.importorskip("fastapi")
    import tether.api.strict_json  # noqa: F401

    for cls in _subclasses(TetherError):
        assert CODE.fullmatch(cls.code), cls
        assert cls.exit_code in (1, 2), cls


def test_api_and_extraction_errors_are_tether_errors() -> None:
    assert issubclass(errors.ApiError, TetherError) and issubclass(errors.ExtractionError, TetherError)
    assert errors.ApiError(404, "not-found", "no such draft").code == "not-found"
    assert errors.ExtractionTimeout("slow").reason == "timeout"


def test_every_provider_failure_raised_in_the_source_is_a_declared_reason() -> None:
    raised = set()
    for path in SRC.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "ProviderError"
                    and node.args and isinstance(node.args[0], ast.Constant)):
                raised.add(node.args[0].value)
    assert raised and raised <= PROVIDER_FAILURES, raised - PROVIDER_FAILURES
