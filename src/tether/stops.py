"""Stopped interactions grouped by who can unblock them and why (the desk's stop page).

A stop stores only ids, versions, reasons and owners (never record text), already
reduced to what its reader may learn (:mod:`tether.disclosure`); a stop left by a
reviewer's rejection carries the reviewer's reason and the owner it is routed to.
"""

from __future__ import annotations

from sqlalchemy import select

from .gate import REASON_OWNER_ROLE
from .models import Frozen
from .store.db import Store
from .store.tables import interactions as Interactions

RECENT_STOPS = 500  # stops read per page: the desk shows what is open now, not the archive
REVIEW_UNBLOCK = "the record's owner: correct the source or confirm the claim, then ask again"


class StopItem(Frozen):
    interaction_id: str
    question: str
    records: list[str]  # recordId@version


class StopGroup(Frozen):
    owner: str
    reason: str
    unblock: str
    items: list[StopItem]


def stop_groups(store: Store, limit: int = RECENT_STOPS) -> list[StopGroup]:
    """The newest ``limit`` stops, grouped by (owner, reason), largest group first."""
    with store.connect() as conn:
        rows = conn.execute(select(Interactions.c.id, Interactions.c.question, Interactions.c.decision)
                            .where(Interactions.c.status == "stopped")
                            .order_by(Interactions.c.created_at.desc()).limit(limit)).all()
    groups: dict[tuple[str, str], dict] = {}
    for iid, question, decision in rows:
        decision = decision or {}
        review = decision.get("review")
        keys: dict[tuple[str, str], list[str]] = {}
        if review:
            keys[(str(review.get("routedTo") or "unknown"), f"rejected in review: {review.get('reason')}")] = [
                f"{r['recordId']}@{r.get('version')}" for r in review.get("records", [])]
        for r in decision.get("rejected", []):
            for reason in r.get("reasons", []):
                keys.setdefault((str(r.get("owner") or "unknown"), reason), []).append(
                    f"{r['recordId']}@{r.get('version')}")
        if not keys:  # nothing covered the question: nobody's record stands in the way
            keys[("no owner yet", "no-candidate")] = []
        for key, records in keys.items():
            group = groups.setdefault(key, {"items": []})
            group["items"].append(StopItem(interaction_id=iid, question=question, records=records))
    out = [StopGroup(owner=owner, reason=reason, items=g["items"],
                     unblock=REASON_OWNER_ROLE.get(reason, REVIEW_UNBLOCK if reason.startswith("rejected")
                                                   else "a documentation owner: write a source that answers it"))
           for (owner, reason), g in groups.items()]
    return sorted(out, key=lambda g: (-len(g.items), g.owner, g.reason))
