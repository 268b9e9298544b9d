"""Answer checks of seed 001: pre-check → one extraction → verbatim decision.

Public API:

- ``run_checks(inp, contract, extractor, checks=ALL) -> CheckReport``
- ``LexicalExtractor()`` (deterministic default) and ``ModelExtractor(provider, timeout)``
- ``corrective_sentence(violation, inp, lang)`` and ``check_and_rewrite(...)``
- ``answer_checks(extractor)`` — the checks shaped as the verifier's ``AnswerCheck``
- ``evaluate_checks(cases, extractor)`` — firing and catch rates on a labelled set
"""

from types import MappingProxyType  # noqa: E402
from typing import TYPE_CHECKING

from ..errors import ExtractionError, ExtractionTimeout  # what ModelExtractor raises
from ..lazy import lazy_names
from .base import (
    Check,
    CheckRecord,
    CheckReport,
    ExtractionRequest,
    Extractor,
    Trigger,
    occurs_verbatim,
    verbatim_quotes,
)
from .extractors import LexicalExtractor, ModelExtractor
from .run import ALL, SEED_001, BoundCheck, answer_checks, run_check, run_checks, run_on_output

if TYPE_CHECKING:
    from .evaluate import ChecksReport, CheckStats, LabelledCase, evaluate_checks, load_cases
    from .rewrite import MAX_REWRITES, CheckedAnswer, check_and_rewrite, corrective_sentence

# Evaluating the checks on a labelled set and rewriting an answer load on first use (PEP 562):
# `tether verify` runs the checks only (issue 15).
_EXPORTS = {
    **dict.fromkeys(("ChecksReport", "CheckStats", "LabelledCase", "evaluate_checks", "load_cases"), ".evaluate"),
    **dict.fromkeys(("MAX_REWRITES", "CheckedAnswer", "check_and_rewrite", "corrective_sentence"), ".rewrite"),
}

CHECKS_BY_ID = MappingProxyType({c.id: c for c in ALL})

__all__ = [
    "ALL",
    "SEED_001",
    "CHECKS_BY_ID",
    "MAX_REWRITES",
    "BoundCheck",
    "Check",
    "CheckRecord",
    "CheckReport",
    "CheckStats",
    "CheckedAnswer",
    "ChecksReport",
    "ExtractionError",
    "ExtractionRequest",
    "ExtractionTimeout",
    "Extractor",
    "LabelledCase",
    "LexicalExtractor",
    "ModelExtractor",
    "Trigger",
    "answer_checks",
    "check_and_rewrite",
    "corrective_sentence",
    "evaluate_checks",
    "load_cases",
    "occurs_verbatim",
    "run_check",
    "run_checks",
    "run_on_output",
    "verbatim_quotes",
]


__getattr__, __dir__ = lazy_names(__name__, _EXPORTS, globals())
