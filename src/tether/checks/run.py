"""Running the checks: one record per check per answer, failing open.

Every way a check can go wrong at run time — the extractor raising, timing
out, returning something that is not a list of strings, or a check's own
code raising — lets the answer through that check and records why
("check-skipped: …"). A verification layer that blocks answers when a
backend is slow is a worse failure than the one it guards against.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from ..contract import AnswerContract, parse_output
from ..errors import ExtractionError
from ..models import CheckId, Violation
from ..verify.models import VerifyInput
from .acceptance import AcceptanceContradiction
from .base import (
    Check,
    CheckRecord,
    CheckReport,
    ExtractionRequest,
    Extractor,
    verbatim_quotes,
)
from .claims import UnsupportedClaim
from .exception import ExceptionOverridden
from .explicit_rule import UnsupportedExplicitRule
from .extractors import LexicalExtractor
from .jurisdiction import NumberWithoutJurisdiction
from .tool_call import RawToolCall
from .wrong_document import WrongDocument

# The order is also the priority of the corrective sentence when several hit:
# a tool call has no answer to correct, then the checks about citations and
# the material's own statements.
SEED_001: tuple[Check, ...] = (
    RawToolCall(),
    WrongDocument(),
    AcceptanceContradiction(),
    UnsupportedExplicitRule(),
    ExceptionOverridden(),
    NumberWithoutJurisdiction(),
)
"""The six checks of seed 001, each with its own labelled set under evalsets/checks."""

# unsupported-claim comes last: the specific checks' corrective sentences say more.
ALL: tuple[Check, ...] = (*SEED_001, UnsupportedClaim())


def _skipped(
    check: Check,
    reason: str,
    detail: str = "",
    *,
    fired: bool = True,
    extraction_run: bool = False,
    extracted: int = 0,
) -> tuple[None, CheckRecord]:
    record = CheckRecord(
        check=check.id,
        form_matched=fired,
        precheck_fired=fired,
        extraction_run=extraction_run,
        extracted_count=extracted,
        verbatim_count=0,
        hit=False,
        skipped=f"check-skipped: {reason}: {detail}" if detail else f"check-skipped: {reason}",
        skip_reason=reason,
    )
    return None, record


def _extract(extractor: Extractor, request: ExtractionRequest) -> list[object] | tuple[str, str]:
    """The extracted items, or the reason code and detail of why the extraction failed."""
    try:
        raw = extractor.extract(request)
    except ExtractionError as exc:
        return exc.reason, exc.detail or ""
    except Exception as exc:
        return "extractor-error", f"{type(exc).__name__}: {exc}"
    if not isinstance(raw, list | tuple):
        return "unreadable", "the extractor returned no list"
    return list(raw)


@lru_cache(maxsize=64)
def _quiet(check_id: CheckId, form_matched: bool) -> CheckRecord:
    """The record of a check that did not fire, one per check and form: an immutable value,
    built once instead of for every check of every answer (almost none fires)."""
    return CheckRecord(check_id, form_matched, False, False, 0, 0, False)


def run_check(
    check: Check, inp: VerifyInput, contract: AnswerContract | None, extractor: Extractor
) -> tuple[Violation | None, CheckRecord]:
    """Pre-check → (only if it fired) one extraction → decision; never raises."""
    try:
        trigger = check.form(contract, inp)
        fired = trigger is not None and check.gate(trigger, inp)
        request = check.extraction(trigger, inp) if trigger is not None and fired else None
    except Exception as exc:  # a bug in a pattern must not block an answer
        return _skipped(check, "check-error", f"{type(exc).__name__}: {exc}", fired=False)
    if trigger is None or not fired:
        return None, _quiet(check.id, trigger is not None)
    extracted: list[object] = []
    if request is not None:
        result = _extract(extractor, request)
        if isinstance(result, tuple):
            return _skipped(check, *result, extraction_run=True)
        extracted = result
    try:
        quotes = verbatim_quotes(extracted, inp)
        violation = check.decide(trigger, extracted, inp)
        evidence = check.evidence(trigger, quotes, inp) if violation else ()
    except Exception as exc:
        return _skipped(check, "check-error", f"{type(exc).__name__}: {exc}", extraction_run=request is not None,
                        extracted=len(extracted))
    record = CheckRecord(
        check=check.id,
        form_matched=True,
        precheck_fired=True,
        extraction_run=request is not None,
        extracted_count=len(extracted),
        verbatim_count=len(quotes),
        hit=violation is not None,
        evidence=tuple(evidence),
    )
    return violation, record


def run_checks(
    inp: VerifyInput,
    contract: AnswerContract | None,
    extractor: Extractor | None = None,
    checks: Sequence[Check] = ALL,
) -> CheckReport:
    """Run ``checks`` on one answer. ``contract`` may be None (unparsed output):
    then only the checks that read the raw output (raw-tool-call) can fire."""
    extractor = extractor or LexicalExtractor()
    violations: list[Violation] = []
    records: list[CheckRecord] = []
    for check in checks:
        violation, record = run_check(check, inp, contract, extractor)
        records.append(record)
        if violation:
            violations.append(violation)
    return CheckReport(tuple(violations), tuple(records))


def run_on_output(
    inp: VerifyInput, extractor: Extractor | None = None, checks: Sequence[Check] = ALL
) -> CheckReport:
    """Parse ``inp.output`` (no repair) and run the checks on it."""
    parsed = parse_output(inp.output, inp.finish_reason)
    return run_checks(inp, parsed.contract, extractor, checks)


@dataclass(frozen=True)
class BoundCheck:
    """One check with its extractor, shaped as the verifier's ``AnswerCheck``:
    ``__call__(inp, contract, material) -> list[Violation]``. ``material`` is
    ignored on purpose: a check derives what it needs from ``inp.context``."""

    check: Check
    extractor: Extractor

    @property
    def id(self) -> str:
        return self.check.id

    def __call__(
        self, inp: VerifyInput, contract: AnswerContract | None, material: object = None
    ) -> list[Violation]:
        try:
            ruled_out = self.check.ruled_out(contract, inp)
        except Exception:  # run_check below records the failure and fails open as always
            ruled_out = False
        if ruled_out:
            return []  # no record is kept here, so the form need not run
        violation, record = run_check(self.check, inp, contract, self.extractor)
        if record.skip_reason:  # no record is kept on this path: say so where an operator looks
            from ..logs import log_check_skipped  # here: logging is ~3 ms of a `tether verify` that logs nothing

            log_check_skipped(record.check, record.skip_reason)
        return [violation] if violation else []


def answer_checks(
    extractor: Extractor | None = None, checks: Sequence[Check] = ALL
) -> tuple[BoundCheck, ...]:
    """The checks ready for ``tether.verify.verify(..., answer_checks=…)``."""
    extractor = extractor or LexicalExtractor()
    return tuple(BoundCheck(c, extractor) for c in checks)
