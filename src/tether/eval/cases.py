"""Reading labelled case files: JSON Lines, one case per line, every line checked."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from ..errors import UsageError
from ..verify.models import VerifyInput


def load_cases(directory: Path) -> list[dict[str, Any]]:
    """Every case in ``directory/**/*.jsonl``, its ``input`` validated as a VerifyInput.

    A malformed line is an error naming the file and line: an eval that
    silently drops cases reports rates over a set nobody chose.
    """
    if not directory.is_dir():
        raise UsageError(f"DIR: {directory} is not a directory of *.jsonl case files")
    files = sorted(directory.rglob("*.jsonl"))
    if not files:
        raise UsageError(f"DIR: no *.jsonl case files below {directory}")
    cases, seen = [], set()
    for path in files:
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
            if not line.strip():
                continue
            where = f"{path.relative_to(directory)}:{number}"
            try:
                case = json.loads(line)
                case["input"] = VerifyInput.model_validate(case["input"])
            except (json.JSONDecodeError, KeyError, TypeError, ValidationError) as exc:
                raise UsageError(f"{where}: not a valid case ({type(exc).__name__}: {str(exc)[:200]})") from None
            if case.get("id") in seen:
                raise UsageError(f"{where}: id {case.get('id')!r} is used twice")
            seen.add(case.get("id"))
            case["_where"] = where
            cases.append(case)
    return cases
