"""Constructors for one labelled question: what a correct system must do with it."""

from __future__ import annotations

# The default retrieval time of the set: a fixed instant, so that expiry and
# publication labels do not drift with the calendar.
NOW = "2026-11-30T12:00:00Z"
PUBLIC = ["public"]
REASONS = ("denied", "expired", "not-yet-published", "missing-anchor", "unknown-policy")


def answer(kind: str, lang: str, question: str, citations: list[str], note: str, *,
           labels: list[str] = PUBLIC, now: str = NOW) -> dict:
    """A question a correct system completes, citing only fragments in `citations`."""
    return {"lang": lang, "kind": kind, "question": question, "labels": list(labels), "now": now,
            "expect": "completed", "citations": list(citations), "rejected": [], "note": note}


def stop(kind: str, lang: str, question: str, rejected: dict[str, list[str]], note: str, *,
         labels: list[str] = PUBLIC, now: str = NOW) -> dict:
    """A question a correct system stops on, listing exactly the records it is about."""
    for reasons in rejected.values():
        assert reasons and set(reasons) <= set(REASONS), reasons
    return {"lang": lang, "kind": kind, "question": question, "labels": list(labels), "now": now,
            "expect": "stopped", "citations": [],
            "rejected": [{"recordId": rid, "reasons": list(rs)} for rid, rs in rejected.items()],
            "note": note}
