"""`tether verify FILE|-` (CONTRACTS §3)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING

import typer

from ..errors import UsageError
from ..verifier import parse_verify_input, verify_output
from .common import print_json, uncollected

if TYPE_CHECKING:  # the checks load when `verify` runs, not for every command's --help
    from ..verify.models import VerifyInput


def read_input(source: str) -> VerifyInput:
    """Read and validate a verify input; a bad one names its field."""
    if source == "-":
        raw = sys.stdin.read()
    else:
        path = Path(source)
        if not path.is_file():
            raise UsageError(f"FILE: {source} does not exist; give a JSON file or - for stdin")
        raw = path.read_text(encoding="utf-8", errors="strict")
    return parse_verify_input(raw)


def verify(source: str = typer.Argument(..., help="A JSON file, or - for standard input.")) -> None:
    """Verify one model output against the context it was given (no model call)."""
    with uncollected():  # one input; the checks' modules load here
        inp = read_input(source)
        result = verify_output(inp)
        print_json(result.wire())
    raise typer.Exit(0 if result.status in ("passed", "passed_with_limitations") else 1)
