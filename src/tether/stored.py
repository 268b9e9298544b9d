"""What of a run is stored. A failed run stores no model text (README): its violations as
check ids and spans, its repair and rewrite as the check ids behind them, a skipped check's
reason as its id — a violation's detail (``identifier "…" does not occur in the material``),
the repair note and an extractor's message may all quote what the model wrote. The reply to
the asking reader keeps the details; a completed run is stored in full (its answer is stored
anyway)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .generate import Generation
from .models import Violation


def stored_violations(status: str, violations: Sequence[Violation]) -> list[dict[str, Any]]:
    if status == "completed":
        return [v.wire() for v in violations]
    return [{"check": v.check, "span": list(v.span) if v.span else None} for v in violations]


def failed_run_diagnostics(gen: Generation) -> dict[str, Any]:
    return {"attempts": gen.attempts,
            **({"repairChecks": gen.repair_checks} if gen.repair is not None else {}),
            **({"correctionChecks": gen.correction_checks} if gen.correction is not None else {})}


def failed_run_checks(checks: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    """The check summaries with ``check-skipped: <reason>: <message>`` cut to the reason."""
    return [{**c, "skipped": ":".join(c["skipped"].split(":")[:2])} if "skipped" in c else dict(c)
            for c in checks]
