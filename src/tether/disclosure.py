"""What a reader learns about records they may not read (issue 10, item 3).

A small, pure step applied to an interaction's plan, snapshot and stop decision
after the gate, before anything is stored or sent (interaction.py), so the
reader's JSON, the SSE events and the stored snapshot they can fetch again
(GET /v1/interactions/{id}) all say the same thing.

A record the reader may not read is one whose verdict includes ``denied``.
Its retrieval score is never shown, nor anything derived from it — its rank
among the candidates included — because a score, or where it sits, confirms
whether the question's words occur in restricted text (a search oracle).

``TETHER_DISCLOSE`` chooses how much else is shown:

- ``reasons`` (default; seed 003): a denied candidate stays in the snapshot
  with ``score`` 0.0 — a placeholder, not a score; CONTRACTS §2 keeps the key
  a number — after every readable candidate, ordered by record and fragment
  id; a stop lists it by id, version, reasons and owner, after the readable
  records, ordered by id. The reader learns that the record exists and
  matched the question, never how well.
- ``none``: nothing about such a record — no candidate, no rejected entry.
  When a stop would have listed one, the stop carries ``withheld``: a message
  that sources exist which the reader cannot use, and the access owner to
  ask (``TETHER_ACCESS_OWNER``). That one fact is still disclosed: without it
  the reader could not ask for access, with it a reader learns that *some*
  record they may not read matches the question (which, how many and how
  well stay hidden). See README, "What a reader learns about restricted
  records".
"""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from .errors import UsageError
from .gate import StopDecision, Verdict, Withheld
from .models import Frozen
from .plan import Plan

if TYPE_CHECKING:  # interaction.py imports this module; the types are only annotations here
    from .provenance import Snapshot, SnapshotCandidate

DiscloseMode = Literal["reasons", "none"]
MODES: tuple[DiscloseMode, ...] = ("reasons", "none")
ENV_DISCLOSE = "TETHER_DISCLOSE"
ENV_ACCESS_OWNER = "TETHER_ACCESS_OWNER"
DENIED = "denied"
HIDDEN_SCORE = 0.0  # what a denied candidate shows for ``score`` in ``reasons`` mode
# A contact is an address or a team name, not prose; the bound keeps a
# misconfigured value from filling every stop.
MAX_CONTACT_CHARS = 200

_MESSAGE = {
    "en": "Sources exist for this question that you are not permitted to use. To request access, contact {contact}.",
    "ru": "По этому вопросу есть источники, которыми вам нельзя пользоваться. "
          "Чтобы запросить доступ, обратитесь: {contact}.",
}


class Disclosure(Frozen):
    """The deployment's disclosure setting (``TETHER_DISCLOSE``, ``TETHER_ACCESS_OWNER``)."""

    mode: DiscloseMode = "reasons"
    access_owner: str | None = None

    @classmethod
    def from_env(cls, env: Mapping[str, str] = os.environ) -> Disclosure:
        mode = env.get(ENV_DISCLOSE, "").strip() or "reasons"
        owner = env.get(ENV_ACCESS_OWNER, "").strip() or None
        return cls.checked(mode, owner)

    @classmethod
    def checked(cls, mode: str, access_owner: str | None) -> Disclosure:
        """A valid setting, or a UsageError naming the variable and the fix."""
        if mode not in MODES:
            raise UsageError(f"{ENV_DISCLOSE}: {mode!r} is not one of {', '.join(MODES)}; "
                             "use reasons (show id, version, reason, owner) or none (show nothing)")
        if access_owner is not None and (len(access_owner) > MAX_CONTACT_CHARS or not access_owner.isprintable()):
            raise UsageError(f"{ENV_ACCESS_OWNER}: give one contact of at most {MAX_CONTACT_CHARS} printable "
                             "characters, e.g. access-requests@example.org")
        if mode == "none" and access_owner is None:
            raise UsageError(f"{ENV_ACCESS_OWNER}: {ENV_DISCLOSE}=none needs a contact for access requests, "
                             "e.g. TETHER_ACCESS_OWNER=access-requests@example.org")
        return cls(mode=mode, access_owner=access_owner)


@dataclass(frozen=True)
class Shown:
    """What the reader is told, and what is stored where they can fetch it again."""

    plan: Plan
    snapshot: Snapshot
    decision: StopDecision | None


def disclose(setting: Disclosure, plan: Plan, verdicts: Sequence[Verdict], snapshot: Snapshot,
             decision: StopDecision | None) -> Shown:
    """The plan, snapshot and stop decision as the reader may see them."""
    return Shown(
        plan=shown_plan(setting, plan, verdicts),
        snapshot=snapshot.model_copy(update={"candidates": shown_candidates(setting, snapshot.candidates)}),
        decision=shown_decision(setting, decision, plan.lang) if decision is not None else None,
    )


def shown_plan(setting: Disclosure, plan: Plan, verdicts: Sequence[Verdict]) -> Plan:
    """With ``none``, the stored plan names only a document or entities a readable candidate has.

    The router recognises names from every current record, so a question that
    names a restricted document would otherwise see its id confirmed in the
    plan (GET /v1/interactions/{id}). With ``reasons`` that record is listed
    among the candidates anyway."""
    if setting.mode == "reasons":
        return plan
    readable = [v.candidate for v in verdicts if DENIED not in v.reasons]
    documents = {c.document for c in readable}
    entities = {e for c in readable for e in c.entities}
    return plan.model_copy(update={
        "document": plan.document if plan.document in documents else None,
        "entities": [e for e in plan.entities if e in entities],
    })


def shown_candidates(setting: Disclosure, candidates: Sequence[SnapshotCandidate]) -> list[SnapshotCandidate]:
    readable = [c for c in candidates if DENIED not in c.reasons]
    if setting.mode == "none":
        return readable
    denied = sorted((c for c in candidates if DENIED in c.reasons), key=lambda c: (c.record_id, c.fragment_id))
    return [*readable, *(c.model_copy(update={"score": HIDDEN_SCORE}) for c in denied)]


def shown_decision(setting: Disclosure, decision: StopDecision, lang: str) -> StopDecision:
    readable = [r for r in decision.rejected if DENIED not in r.reasons]
    denied = sorted((r for r in decision.rejected if DENIED in r.reasons), key=lambda r: (r.record_id, r.version))
    if setting.mode == "reasons":
        return decision.model_copy(update={"rejected": [*readable, *denied]})
    if not denied:
        return decision.model_copy(update={"rejected": readable})
    return decision.model_copy(update={"rejected": readable, "withheld": withheld(setting, lang)})


def withheld(setting: Disclosure, lang: str) -> Withheld:
    contact = setting.access_owner or ""
    return Withheld(message=_MESSAGE.get(lang, _MESSAGE["en"]).format(contact=contact), contact=contact)
