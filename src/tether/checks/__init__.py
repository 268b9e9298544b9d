"""Answer checks of seed 001: pre-check → one extraction → verbatim decision.

Public API:

- ``run_checks(inp, contract, extractor, checks=ALL) -> CheckReport``
- ``LexicalExtractor()`` (deterministic default) and ``ModelExtractor(provider, timeout)``
- ``corrective_sentence(violation, inp, lang)`` and ``check_and_rewrite(...)``
- ``answer_checks(extractor)`` — the checks shaped as the verifier's ``AnswerCheck``
- ``evaluate_checks(cases, extractor)`` — firing and catch rates on a labelled set
"""

from types import MappingProxyType  # noqa: E402

from ..errors import ExtractionError, ExtractionTimeout  # what ModelExtractor raises
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
from .evaluate import ChecksReport, CheckStats, LabelledCase, evaluate_checks, load_cases
from .extractors import LexicalExtractor, ModelExtractor
from .rewrite import MAX_REWRITES, CheckedAnswer, check_and_rewrite, corrective_sentence
from .run import ALL, SEED_001, BoundCheck, answer_checks, run_check, run_checks, run_on_output

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
