"""What an answer says of its sources: the retrieval snapshot, the notes on historical records
cited, and the exact record version behind each citation (CONTRACTS §1)."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime
from typing import Any, Literal

from .contract import AnswerContract
from .gate import Verdict
from .models import Frozen
from .plan import Plan
from .retrieve import Candidate


class SnapshotCandidate(Frozen):
    record_id: str
    fragment_id: str
    score: float
    verdict: Literal["accepted", "rejected"]
    reasons: list[str]


class Snapshot(Frozen):
    retrieved_at: datetime
    plan_version: str
    candidates: list[SnapshotCandidate]


def snapshot_of(now: datetime, plan: Plan, verdicts: Sequence[Verdict]) -> Snapshot:
    return Snapshot(
        retrieved_at=now,
        plan_version=plan.version,
        candidates=[
            SnapshotCandidate(
                record_id=v.candidate.record_id, fragment_id=v.candidate.fragment_id,
                score=v.candidate.score, verdict="accepted" if v.accepted else "rejected",
                reasons=list(v.reasons),
            )
            for v in verdicts
        ],
    )


def historical_limitations(plan: Plan, answer: AnswerContract, accepted: Sequence[Candidate]) -> list[str]:
    """State the version dates of every cited historical record (CONTRACTS §1)."""
    notes = []
    cited = set(answer.documentation_citations)
    seen = set()
    for c in accepted:
        if c.fragment_id not in cited or c.policy != "historical" or (c.record_id, c.version) in seen:
            continue
        seen.add((c.record_id, c.version))
        published = when(c.published_at)
        expired = when(c.expires_at) if c.expires_at else None
        if plan.lang == "ru":
            note = f"Историческая редакция: {c.record_id}, версия {c.version}, опубликована {published}"
            note += f", действовала до {expired}." if expired else "."
        else:
            note = f"Historical record {c.record_id}, version {c.version}: published {published}"
            note += f", in force until {expired}." if expired else "."
        notes.append(note)
    return notes


def when(moment: datetime) -> str:
    """A record's date as written when it is a UTC midnight, else the exact UTC instant
    (a date cut from '2019-01-01T00:00+03:00' would state the day before)."""
    moment = moment.astimezone(UTC)
    if moment.time() == datetime.min.time():
        return moment.date().isoformat()
    return moment.isoformat().replace("+00:00", "Z")


def one_per_fragment_id(accepted: list[Candidate]) -> list[Candidate]:
    """The best-ranked accepted fragment of each id. Ingest keeps fragment ids unique
    across corpora; a database from before that rule may still repeat one, and a
    citation must name exactly one record version."""
    best: dict[str, Candidate] = {}
    for c in accepted:
        best.setdefault(c.fragment_id, c)
    return list(best.values())


def provenance_of(answer: AnswerContract, accepted: Sequence[Candidate], now: datetime) -> list[dict[str, Any]]:
    by_id = {c.fragment_id: c for c in accepted}  # unique: see _one_per_fragment_id
    out = []
    for citation in answer.documentation_citations:
        c = by_id.get(citation)
        if c is None:
            continue
        out.append({
            "citation": citation, "recordId": c.record_id, "version": c.version,
            "corpus": c.corpus, "contentHash": c.content_hash,
            "uri": f"{c.uri}#{c.anchor}" if c.uri else f"#{c.anchor}",
            "publishedAt": c.published_at.isoformat(),
            "expiresAt": c.expires_at.isoformat() if c.expires_at else None,
            "policy": c.policy, "owner": c.owner, "retrievedAt": now.isoformat(),
        })
    return out
