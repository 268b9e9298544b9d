"""The flow of one interaction: interpret → retrieve → gate → request →
provider (buffered) → parse / one repair → verify → persist → events.

Persistence is one transaction at the end: the tools' new facts, the
interaction, its snapshot, and — only when completed — the assistant message
and the review draft. A stop or failure stores no model text; a crash stores
nothing partial. :func:`prepare_interaction` does everything before it and
writes nothing; :func:`record_interaction` is that transaction and the events
that follow it; :func:`run_interaction` is both.
"""

from __future__ import annotations

import time
import uuid
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Literal

from pydantic import Field
from sqlalchemy import Connection, insert, select

from .access import context_refs
from .checks import Extractor, ModelExtractor
from .context import build_context, catalog
from .contract import AnswerContract
from .disclosure import Disclosure, disclose
from .errors import ProviderError, UsageError
from .events import Emit, Event, deltas, ignore
from .evidence import gather
from .gate import StopDecision
from .generate import check_records_summary, generate, skipped_checks
from .inputs import check_question
from .logs import interaction_fields, log_interaction, log_provider_failure
from .models import Frozen, SkippedCheck, Violation
from .plan import Plan, interpret
from .principals import Principal
from .provenance import Snapshot as Snapshot  # re-exported: part of InteractionResult
from .provenance import SnapshotCandidate as SnapshotCandidate
from .provenance import historical_limitations, one_per_fragment_id, provenance_of, snapshot_of
from .providers.base import Provider
from .request import Limits, ModelProfile, ModelRequest, build_messages
from .retrieve import DEFAULT_TOP_K
from .review_policy import ReviewMode, ReviewPolicy
from .review_summary import AWAITING, HOLD_REVIEWERS, PENDING, REVIEW_STEPS, ReviewSummary
from .store.db import Store
from .store.tables import answer_citations as Citations
from .store.tables import facts as Facts
from .store.tables import interactions as Interactions
from .store.tables import messages as Messages
from .store.tables import review_drafts as ReviewDrafts
from .store.tables import snapshots as Snapshots
from .stored import failed_run_checks, failed_run_diagnostics, stored_violations

if TYPE_CHECKING:  # a registry exists only when TETHER_TOOLS names one (tether.config)
    from .facts.tools import ToolFact, ToolRegistry

Status = Literal["completed", "stopped", "failed"]

PROVIDER_HINTS = {
    "openai": " (set TETHER_OPENAI_BASE_URL for a local server, or TETHER_OPENAI_API_KEY / OPENAI_API_KEY, "
              "and TETHER_OPENAI_MODEL)",
    "scripted": " (set TETHER_SCRIPTED to a JSON file of recorded outputs)",
}
"""What makes a provider configured, named in the error that says it is not (issue 16)."""


class InteractionResult(Frozen):
    """The ``tether ask --json`` object (CONTRACTS §2), plus optional ``error``."""

    interaction_id: str
    status: Status
    answer: AnswerContract | None = None
    review: ReviewSummary | None = None
    decision: StopDecision | None = None
    violations: list[Violation] = []
    snapshot: Snapshot
    error: dict[str, str] | None = None
    # Not part of the CONTRACTS object: for the service's metrics and logs, and the CLI's warning.
    skipped_checks: tuple[SkippedCheck, ...] = Field(default=(), exclude=True)


@dataclass(frozen=True)
class Deps:
    """What an interaction needs from outside; tests swap any of it."""

    store: Store
    providers: Mapping[str, Provider]
    clock: Callable[[], datetime] = lambda: datetime.now(UTC)
    extractor: Extractor | None = None  # None: the lexical extractor…
    model_extraction: bool = False  # …or, when True, one call to the answering model
    profiles: Mapping[str, ModelProfile] = field(default_factory=dict)
    limits: Limits = Limits()
    top_k: int = DEFAULT_TOP_K
    tools: ToolRegistry | None = None
    disclosure: Disclosure = Disclosure()  # what readers learn of records they may not read
    review: ReviewPolicy = ReviewPolicy()  # annotate (deliver at once) or hold until approved
    log_text: bool = False  # the question and answer in the interaction log line (tether.logs)
    # A failed run's model outputs stored in its diagnostics, read under the same label check
    # as a stored answer (tether.diagnostics.interaction_readable); off, none is stored.
    keep_failed_outputs: bool = False


def run_interaction(
    deps: Deps,
    question: str,
    principal: Principal,
    *,
    corpora: Sequence[str] | None = None,
    now: datetime | None = None,
    provider: str = "template",
    emit: Emit = ignore,
) -> InteractionResult:
    """Answer ``question`` for ``principal`` or stop; persist; emit events."""
    prepared = prepare_interaction(deps, question, principal, corpora=corpora, now=now, provider=provider,
                                   emit=emit)
    return record_interaction(deps, prepared, emit)


@dataclass(frozen=True)
class Prepared:
    """An interaction worked out but not yet stored (:func:`record_interaction` stores it)."""

    record: _Record
    result: InteractionResult


def prepare_interaction(
    deps: Deps,
    question: str,
    principal: Principal,
    *,
    corpora: Sequence[str] | None = None,
    now: datetime | None = None,
    provider: str = "template",
    emit: Emit = ignore,
) -> Prepared:
    """Everything up to the outcome — interpret, retrieve, gate, generate, check — with its
    status events, and no write: a caller may store it where waiting on the database is safe."""
    check_question(question)  # the one cap of every entry point (tether.inputs)
    if provider not in deps.providers:
        raise UsageError(f"--provider: {provider!r} is not configured; choose from {', '.join(sorted(deps.providers))}"
                         + PROVIDER_HINTS.get(provider, ""))
    iid = uuid.uuid4().hex
    started = time.perf_counter()
    now = now or deps.clock()
    created = deps.clock()
    emit(Event(type="status", interaction_id=iid, data={"stage": "interpreting"}))
    context_records: list[dict] = []
    # One connection for the reads: catalog, candidates and — only once the gate has
    # accepted them — the accepted fragments' text and facts. The reads are not one
    # snapshot (neither database gives one here), so the text is checked against the
    # content the gate judged (retrieve.load_texts).
    with deps.store.connect() as conn:
        plan = interpret(question, catalog(deps.store, conn, corpora), now)
        emit(Event(type="status", interaction_id=iid, data={"stage": "retrieving"}))
        evidence = gather(deps.store, conn, plan, principal.labels, now, corpora, deps.top_k)
        verdicts, decision = evidence.verdicts, evidence.decision
        accepted = one_per_fragment_id(list(evidence.accepted))
        if decision is None:
            tool_facts = deps.tools.run(plan, now) if deps.tools else []
            context, fragment_entities = build_context(deps.store, conn, accepted, tool_facts)
            context_records = [r.wire() for r in context_refs(accepted)]
    # Before anything is stored or sent: the reader's view of records they may not read.
    shown = disclose(deps.disclosure, plan, verdicts, snapshot_of(now, plan, verdicts), decision)
    snapshot, decision = shown.snapshot, shown.decision
    record = _Record(iid, question, principal, provider, shown.plan, snapshot, created,
                     context_records=context_records)
    record.timings["retrieveMs"] = _ms_since(started)
    if decision is not None:
        return Prepared(record, InteractionResult(interaction_id=iid, status="stopped", decision=decision,
                                                  snapshot=snapshot))
    record.tool_facts = tool_facts
    profile = deps.profiles.get(provider, ModelProfile(provider=provider, structured_output="json_schema"))
    request = ModelRequest(profile=profile, messages=build_messages(question, context), context=context,
                           limits=deps.limits, question=question, lang=plan.lang,
                           fragment_entities=fragment_entities)
    record.model_request = request.wire()
    generating = time.perf_counter()
    try:
        gen = generate(deps.providers[provider], request, emit=emit, iid=iid,
                       extractor=_extractor(deps, deps.providers[provider]))
    except ProviderError as exc:
        log_provider_failure(iid, provider, exc.reason)
        record.timings["generateMs"] = _ms_since(generating)
        return Prepared(record, InteractionResult(
            interaction_id=iid, status="failed", snapshot=snapshot, error={"reason": exc.reason, "detail": exc.detail}))
    record.timings["generateMs"] = _ms_since(generating)
    verified = gen.result
    record.diagnostics = {"attempts": gen.attempts, **({"repair": gen.repair} if gen.repair else {}),
                          **({"correction": gen.correction} if gen.correction else {})}
    record.checks = check_records_summary(gen.check_records)
    skipped = skipped_checks(gen.check_records)
    if verified.status == "failed" or verified.answer is None:
        # A failed run stores no model text (tether.stored).
        record.diagnostics, record.checks = failed_run_diagnostics(gen), failed_run_checks(record.checks)
        if deps.keep_failed_outputs:
            record.diagnostics["outputs"] = list(gen.outputs)
        return Prepared(record, InteractionResult(
            interaction_id=iid, status="failed", snapshot=snapshot, violations=verified.violations,
            skipped_checks=skipped))

    answer = verified.answer
    extra = historical_limitations(plan, answer, accepted)
    if extra:
        answer = answer.model_copy(update={"limitations": [*answer.limitations, *extra]})
    record.provenance = provenance_of(answer, accepted, now)
    record.mode = deps.review.mode_for(p["corpus"] for p in record.provenance)
    if record.mode == "hold":  # stored in the draft only; approval delivers it (tether.review)
        record.held_answer = answer
        return Prepared(record, InteractionResult(
            interaction_id=iid, status="completed", answer=None,
            review=ReviewSummary(status=AWAITING, draft_id=f"d-{iid[:12]}", reviewed_by=HOLD_REVIEWERS),
            snapshot=snapshot, violations=verified.violations, skipped_checks=skipped))
    return Prepared(record, InteractionResult(
        interaction_id=iid, status="completed", answer=answer,
        review=ReviewSummary(draft_id=f"d-{iid[:12]}"), snapshot=snapshot,
        violations=verified.violations, skipped_checks=skipped,
    ))


def record_interaction(deps: Deps, prepared: Prepared, emit: Emit = ignore, *, wait: bool = True) -> InteractionResult:
    """Store the outcome in one transaction, then tell the client: content only once it is stored.

    ``wait=False``: if another writer holds the database, raise StoreBusyError at once
    (nothing stored, nothing emitted) instead of waiting for it.
    """
    result = prepared.result
    storing = time.perf_counter()
    _persist(deps, prepared.record, result, wait)
    prepared.record.timings["storeMs"] = _ms_since(storing)
    log_interaction(interaction_fields(result, prepared.record.provider, prepared.record.timings,
                                       prepared.record.question if deps.log_text else None))
    if result.status == "completed" and result.answer is not None:
        for piece in deltas(result.answer.answer):
            emit(Event(type="content_delta", interaction_id=result.interaction_id, data={"text": piece}))
    emit(Event(type=result.status, interaction_id=result.interaction_id, data=result.wire()))
    return result


def _extractor(deps: Deps, provider: Provider) -> Extractor | None:
    """The extractor for the answer checks: configured, the model itself, or lexical (None)."""
    if deps.extractor is not None:
        return deps.extractor
    if deps.model_extraction and not getattr(provider, "deterministic", False):
        return ModelExtractor(provider, timeout=min(deps.limits.timeout_s, 30.0))
    return None


def _store_tool_facts(conn: Connection, tool_facts: Sequence[ToolFact]) -> None:
    """Only code writes facts: a tool's cell is stored once per distinct value."""
    for f in tool_facts:
        exists = conn.scalar(select(Facts.c.pk).where(
            Facts.c.source == f.tool, Facts.c.anchor == f.anchor, Facts.c.value == f.value,
            Facts.c.unit.is_(None) if f.unit is None else Facts.c.unit == f.unit,
        ))
        if exists is None:
            conn.execute(_INSERT_FACT, dict(
                fragment_pk=None, source=f.tool, record_id=None, anchor=f.anchor, kind=f.kind, value=f.value,
                unit=f.unit, surface=f.source, retrieved_at=f.retrieved_at))


@dataclass
class _Record:
    """What is stored besides the result itself."""

    iid: str
    question: str
    principal: Principal
    provider: str
    plan: Plan
    snapshot: Snapshot
    created: datetime
    context_records: list[dict] = field(default_factory=list)
    model_request: dict | None = None
    provenance: list[dict] = field(default_factory=list)
    diagnostics: dict = field(default_factory=dict)
    checks: list[dict] = field(default_factory=list)
    tool_facts: Sequence[ToolFact] = ()
    mode: ReviewMode = "annotate"
    held_answer: AnswerContract | None = None  # the answer a hold keeps from the reader until approved
    timings: dict[str, float] = field(default_factory=dict)


def _ms_since(start: float) -> float:
    return round((time.perf_counter() - start) * 1000, 2)


# Core inserts, built once: nothing is read back, and this runs on every interaction.
_INSERT_INTERACTION, _INSERT_SNAPSHOT, _INSERT_MESSAGE, _INSERT_DRAFT, _INSERT_CITATIONS, _INSERT_FACT = (
    insert(table) for table in (Interactions, Snapshots, Messages, ReviewDrafts, Citations, Facts))


def _persist(deps: Deps, rec: _Record, result: InteractionResult, wait: bool) -> None:
    finished = deps.clock()
    with deps.store.connect(wait=wait) as conn:
        _store_tool_facts(conn, rec.tool_facts)
        conn.execute(_INSERT_INTERACTION, dict(
            id=rec.iid, principal=rec.principal.name, labels=list(rec.principal.labels),
            question=rec.question, status=result.status, provider=rec.provider,
            plan_version=rec.plan.version, plan=rec.plan.wire(),
            decision=result.decision.wire() if result.decision else None,
            violations=stored_violations(result.status, result.violations), provenance=rec.provenance,
            context_records=rec.context_records,
            checks=rec.checks, diagnostics={**rec.diagnostics, **({"error": result.error} if result.error else {})},
            model_request=rec.model_request,
            created_at=rec.created, finished_at=finished,
        ))
        conn.execute(_INSERT_SNAPSHOT, dict(
            interaction_id=rec.iid, retrieved_at=rec.snapshot.retrieved_at,
            plan_version=rec.snapshot.plan_version,
            candidates=[c.wire() for c in rec.snapshot.candidates],
        ))
        delivered = result.answer or rec.held_answer
        if result.status == "completed" and delivered is not None and result.review is not None:
            answer = delivered.wire()
            if result.answer is not None:  # a held answer's message is written when it is approved
                conn.execute(_INSERT_MESSAGE, dict(
                    interaction_id=rec.iid, role="assistant", content=answer, created_at=finished))
            conn.execute(_INSERT_DRAFT, dict(
                id=result.review.draft_id or rec.iid, interaction_id=rec.iid, principal=rec.principal.name,
                status=PENDING, answer=answer, citations=rec.provenance,
                steps=list(REVIEW_STEPS), reason=None, created_at=finished, decided_at=None,
                mode=rec.mode, reviewer=None, record=None,
            ))
            if rec.provenance:
                conn.execute(_INSERT_CITATIONS, [dict(
                    interaction_id=rec.iid, corpus=p["corpus"], record_id=p["recordId"], version=p["version"],
                    content_hash=p["contentHash"], fragment_id=p["citation"], created_at=finished)
                    for p in rec.provenance])
