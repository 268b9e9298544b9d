"""`tether verify FILE|-` (CONTRACTS §3)."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING

import typer

from ..errors import InputError, UsageError
from .common import print_json

if TYPE_CHECKING:  # the checks load when `verify` runs, not for every command's --help
    from ..verify import AnswerCheck
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
    return parse_input(raw)


def parse_input(raw: str) -> VerifyInput:
    from pydantic import ValidationError

    from ..verify.models import VerifyInput

    try:
        data = json.loads(raw)
    except json.JSONDecodeError as exc:
        raise InputError("(input)", f"not valid JSON: {exc.msg} at line {exc.lineno} column {exc.colno}") from None
    except RecursionError:
        raise InputError("(input)", "the JSON nests too deeply; flatten it") from None
    if not isinstance(data, dict):
        raise InputError("(input)", "must be a JSON object with question, context and output")
    try:
        return VerifyInput.model_validate(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        raise InputError(field_path(first["loc"]), first["msg"]) from None


def field_path(loc: tuple) -> str:
    """Pydantic's error location as the JSON path a user writes: context.facts[0].kind."""
    out = ""
    for part in loc:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out or "(input)"


def verify(source: str = typer.Argument(..., help="A JSON file, or - for standard input.")) -> None:
    """Verify one model output against the context it was given (no model call)."""
    from ..verify import verify as run_verify

    inp = read_input(source)
    result = run_verify(inp, answer_checks=deterministic_answer_checks())
    print_json(result.wire())
    raise typer.Exit(0 if result.status in ("passed", "passed_with_limitations") else 1)


def deterministic_answer_checks() -> tuple[AnswerCheck, ...]:
    """The seed-001 answer checks with the lexical (no-model) extractor."""
    from ..checks import LexicalExtractor, answer_checks

    return answer_checks(LexicalExtractor())
