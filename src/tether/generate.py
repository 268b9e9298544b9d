"""Generation and checking of one answer (seeds 000 and 001).

provider (bounded buffer) → parse → at most one repair (structure only, and
only when the provider could not constrain its output) → deterministic
verification → answer checks → at most one corrective rewrite → verification
of the rewrite. Provider errors propagate as ProviderError and are never fed
into a prompt.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from .checks import CheckRecord, Extractor, LexicalExtractor, check_and_rewrite, run_checks
from .checks.rewrite import correction_for, fixable
from .errors import ProviderError
from .events import Emit, Event
from .models import SkippedCheck, Violation
from .providers.base import Provider, collect
from .request import ModelRequest, build_messages
from .verify import verify
from .verify.models import VerifyInput, VerifyResult

REPAIR_NOTE = (
    "Your previous reply could not be read: {errors}. Reply again with exactly one JSON object "
    'with the keys "answer", "entityCitations", "documentationCitations" and "limitations", and nothing else.'
)


@dataclass
class Generation:
    """What generation produced: the verified result and the diagnostics to store."""

    result: VerifyResult
    attempts: list[dict[str, Any]] = field(default_factory=list)
    repair: str | None = None
    correction: str | None = None
    # The check ids behind the repair and the rewrite: what a failed run may store of them.
    repair_checks: list[str] = field(default_factory=list)
    correction_checks: list[str] = field(default_factory=list)
    check_records: list[CheckRecord] = field(default_factory=list)
    # Every model output of the run, in order; stored only for a failed run and only when
    # keep_failed_outputs is set (tether.interaction).
    outputs: list[str] = field(default_factory=list)


def _verify(request: ModelRequest, raw: str, finish_reason: str) -> VerifyResult:
    return verify(VerifyInput(
        question=request.question, context=request.context, output=raw,
        finish_reason="length" if finish_reason == "length" else "stop",
    ))


def _run(provider: Provider, request: ModelRequest, gen: Generation, emit: Emit, iid: str) -> tuple[str, VerifyResult]:
    """One provider run and its verification, with the one repair for structure."""
    attempt_request = request
    for attempt in range(request.limits.attempts):
        emit(Event(type="status", interaction_id=iid, data={"stage": "generating", "attempt": len(gen.attempts) + 1}))
        run = collect(provider, attempt_request)
        gen.outputs.append(run.text)
        gen.attempts.append({"provider": run.provider, "elapsedS": round(run.elapsed_s, 4),
                             "finishReason": run.finish_reason, "bytes": len(run.text.encode())})
        emit(Event(type="status", interaction_id=iid, data={"stage": "verifying"}))
        result = _verify(request, run.text, run.finish_reason)
        # A reply that is no contract (or a bare tool call) may get the one repair.
        structural = any(v.check in ("contract-invalid", "raw-tool-call") for v in result.violations)
        if not (structural and not request.constrained and attempt + 1 < request.limits.attempts):
            return run.text, result
        gen.repair = "; ".join(v.detail for v in result.violations)
        gen.repair_checks = sorted({v.check for v in result.violations})
        attempt_request = request.model_copy(update={"messages": build_messages(
            request.question, request.context, REPAIR_NOTE.format(errors=gen.repair))})
    return run.text, result


def generate(
    provider: Provider,
    request: ModelRequest,
    *,
    emit: Emit,
    iid: str,
    extractor: Extractor | None = None,
) -> Generation:
    gen = Generation(result=VerifyResult(status="failed"))
    raw, result = _run(provider, request, gen, emit, iid)
    gen.result = result
    # A deterministic presenter would write the same text again: no rewrite.
    can_rewrite = not getattr(provider, "deterministic", False)
    extractor = extractor or LexicalExtractor()
    inp = VerifyInput(question=request.question, context=request.context, output=raw)
    if result.status == "failed" or result.answer is None:
        if can_rewrite and fixable(result.violations):
            _rewrite_once(provider, request, inp, result, gen, emit, iid, extractor)
        return gen

    emit(Event(type="status", interaction_id=iid, data={"stage": "checking"}))
    if not can_rewrite:
        gen.result = _checked(inp, result, extractor, gen)
        return gen
    rewritten: list[VerifyResult] = []

    def rewrite(correction: str) -> str:
        gen.correction = correction
        new_raw, new_result = _run(provider, _corrected(request, correction), gen, emit, iid)
        rewritten.append(new_result)
        return new_raw

    checked = check_and_rewrite(raw, inp, extractor, rewrite)
    if checked.rewritten:
        gen.correction_checks = sorted({r.check for r in checked.records if r.hit})
    gen.check_records = list(checked.records)
    final = rewritten[-1] if rewritten else result
    gen.result = _failed_by(final, checked.report.violations)
    return gen


def _rewrite_once(provider: Provider, request: ModelRequest, inp: VerifyInput, first: VerifyResult,
                  gen: Generation, emit: Emit, iid: str, extractor: Extractor) -> None:
    """One rewrite for what an instruction can fix (issue 11): the invalid citation with the
    valid ids, the figure with the cited text, the claim with what to drop. The second
    output is verified from scratch and checked, and gets no rewrite of its own."""
    gen.correction = correction_for(first.violations, inp, request.lang)
    try:
        raw, result = _run(provider, _corrected(request, gen.correction), gen, emit, iid)
    except ProviderError as exc:  # the first run's violations are the outcome to report
        gen.attempts.append({"rewriteFailed": exc.reason})
        return
    gen.result = result
    if result.status != "failed" and result.answer is not None:
        emit(Event(type="status", interaction_id=iid, data={"stage": "checking"}))
        gen.result = _checked(inp.model_copy(update={"output": raw}), result, extractor, gen)


def _checked(inp: VerifyInput, result: VerifyResult, extractor: Extractor, gen: Generation) -> VerifyResult:
    """The answer checks once, no rewrite: their hits fail the result."""
    report = run_checks(inp, result.answer, extractor)
    gen.check_records = list(report.records)
    return _failed_by(result, report.violations)


def _failed_by(result: VerifyResult, check_violations: Sequence[Violation]) -> VerifyResult:
    if result.status == "failed" or check_violations:
        return result.model_copy(update={"status": "failed", "violations": [*result.violations, *check_violations]})
    return result


def _corrected(request: ModelRequest, correction: str) -> ModelRequest:
    """The same request with the corrective instruction after the material."""
    return request.model_copy(update={"messages": build_messages(request.question, request.context, correction)})


def skipped_checks(records: Sequence[CheckRecord]) -> tuple[SkippedCheck, ...]:
    """The checks of ``records`` that failed open: ``check-skipped: <reason>: <detail>``."""
    return tuple(SkippedCheck(check=r.check, reason=r.skip_reason) for r in records if r.skip_reason)


def check_records_summary(records: Sequence[CheckRecord]) -> list[dict[str, Any]]:
    """Per check: pre-check fired / extraction run / decision, for the interaction record."""
    return [
        {"check": r.check, "precheckFired": r.precheck_fired, "extractionRun": r.extraction_run,
         "decision": "hit" if r.hit else ("skipped" if r.skipped else "pass"),
         **({"skipped": r.skipped} if r.skipped else {})}
        for r in records
    ]
