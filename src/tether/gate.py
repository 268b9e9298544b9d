"""The gate (seed 003): a verdict for every candidate, and the stop decision.

This is the only module that reads access labels. Access is decided here,
before any fragment text is loaded, so a record the reader may not read never
enters the answer context. Every rule that fails is listed; a high score never
overrides a reason.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Final, Literal

from pydantic import Field

from .models import Frozen
from .retrieve import Candidate

RejectReason = Literal["denied", "expired", "not-yet-published", "missing-anchor", "unknown-policy"]
REASON_ORDER: tuple[RejectReason, ...] = (
    "denied", "expired", "not-yet-published", "missing-anchor", "unknown-policy",
)
KNOWN_POLICIES = frozenset({"operational", "historical"})
STOP_CODE: Final = "stop-no-fresh-authorized-citable-source"

# Whose problem each reason is: the stop says who can lift it.
REASON_OWNER_ROLE: dict[str, str] = {
    "denied": "the owner of the access policy",
    "expired": "the owner of the documentation (publish a current version)",
    "not-yet-published": "the owner of the documentation (publication date)",
    "missing-anchor": "the owner of the source structure (add an {#anchor} to the heading)",
    "unknown-policy": "the owner of the policy (set policy: operational or historical)",
}


@dataclass(frozen=True, slots=True)
class Verdict:
    candidate: Candidate
    reasons: tuple[RejectReason, ...]

    @property
    def accepted(self) -> bool:
        return not self.reasons


def may_read(access: Iterable[str], labels: Iterable[str]) -> bool:
    """The access rule: a reader must hold every label a record requires. A record that
    requires none (stored before ``access`` became required) is readable by nobody: deny
    by default (issue 10, item 7)."""
    required = set(access)
    return bool(required) and required <= set(labels)


def source_class(access: Iterable[str]) -> Literal["public", "restricted"]:
    """What a review record may say about a record's access (seed 003: "the source class
    without revealing secret policy"): ``public`` when ``public`` alone opens it, else
    ``restricted`` — never which labels."""
    return "public" if set(access) == {"public"} else "restricted"


def may_read_every(accesses: Iterable[Iterable[str] | None], labels: Iterable[str]) -> bool:
    """The access rule over everything one piece of text was drawn from: the reader must
    hold the labels of every record; a record that cannot be found (``None``) denies."""
    held = tuple(labels)
    return all(access is not None and may_read(access, held) for access in accesses)


def judge(
    candidate: Candidate,
    labels: Iterable[str],
    now: datetime,
    policies: frozenset[str] = KNOWN_POLICIES,
) -> Verdict:
    """Apply every rule to one candidate and keep every reason that applies."""
    reasons: list[RejectReason] = []
    if not may_read(candidate.access, labels):
        reasons.append("denied")
    # Expiry applies unless the record is historical; an unknown policy gets the
    # stricter reading, because we cannot pretend it allows stale text.
    if candidate.policy != "historical" and candidate.expires_at is not None and candidate.expires_at <= now:
        reasons.append("expired")
    if candidate.published_at > now:
        reasons.append("not-yet-published")
    if candidate.anchor is None:
        reasons.append("missing-anchor")
    if candidate.policy is None or candidate.policy not in policies:
        reasons.append("unknown-policy")
    return Verdict(candidate, tuple(reasons))


def judge_all(
    candidates: Sequence[Candidate],
    labels: Iterable[str],
    now: datetime,
    policies: frozenset[str] = KNOWN_POLICIES,
) -> list[Verdict]:
    labels = tuple(labels)
    return [judge(c, labels, now, policies) for c in candidates]


class RejectedRecord(Frozen):
    """What a stop may show about a rejected record: never its text."""

    record_id: str
    version: str
    reasons: list[RejectReason]
    owner: str


class Withheld(Frozen):
    """With TETHER_DISCLOSE=none, in place of the records the reader may not read
    (tether.disclosure): that such sources exist, and whom to ask for access."""

    message: str
    contact: str


class StopDecision(Frozen):
    code: Literal["stop-no-fresh-authorized-citable-source"] = STOP_CODE
    query: str
    rejected: list[RejectedRecord] = []
    # Only TETHER_DISCLOSE=none sets it; otherwise a stop keeps CONTRACTS §2's keys exactly.
    withheld: Withheld | None = Field(None, exclude_if=lambda value: value is None)


def stop_decision(query: str, verdicts: Sequence[Verdict]) -> StopDecision | None:
    """None when some candidate is acceptable; otherwise the structured stop.

    Rejected candidates are grouped per record version; the reasons of all its
    fragments are merged, in a fixed order.
    """
    if any(v.accepted for v in verdicts):
        return None
    grouped: dict[tuple[str, str], tuple[Candidate, set[str]]] = {}
    for v in verdicts:
        key = (v.candidate.record_id, v.candidate.version)
        cand, reasons = grouped.setdefault(key, (v.candidate, set()))
        reasons.update(v.reasons)
    rejected = [
        RejectedRecord(
            record_id=cand.record_id,
            version=cand.version,
            reasons=[r for r in REASON_ORDER if r in reasons],
            owner=cand.owner,
        )
        for cand, reasons in grouped.values()
    ]
    return StopDecision(query=query, rejected=rejected)
