"""The whole verifier as one call: ``tether verify``, ``POST /v1/verify`` and library users.

``verify_output`` runs the deterministic checks and every answer check (seed 001 and
unsupported-claim) with the lexical extractor, so the CLI and the HTTP service call the
same function (issue 13: the API no longer imports the CLI). ``parse_verify_input``
reads the CONTRACTS §3 input and names the field of the first problem.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import TYPE_CHECKING

from .errors import InputError

if TYPE_CHECKING:
    from .verify import AnswerCheck
    from .verify.models import VerifyInput, VerifyResult


def verify_output(inp: VerifyInput, answer_checks: Sequence[AnswerCheck] | None = None) -> VerifyResult:
    """Verify one model output against its context, with no model call."""
    from .verify import verify

    return verify(inp, answer_checks=deterministic_answer_checks() if answer_checks is None else answer_checks)


def deterministic_answer_checks() -> tuple[AnswerCheck, ...]:
    """Every answer check with the lexical (no-model) extractor."""
    from .checks import LexicalExtractor, answer_checks

    return answer_checks(LexicalExtractor())


def parse_verify_input(raw: str) -> VerifyInput:
    """The verify input in ``raw`` (JSON), or InputError naming the field."""
    from pydantic import ValidationError

    from .json_depth import nests_deeper_than
    from .verify.models import VerifyInput

    if nests_deeper_than(raw):
        raise InputError("(input)", "the JSON nests too deeply; flatten it")
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
