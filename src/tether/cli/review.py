"""`tether review list | show | approve | reject` (issue 14, item 6: parity with the desk).

The operator on the command line reads the database directly, so every draft is
listed; the reviewer recorded for a decision is ``--reviewer`` (default: the
operating-system user, as ``operator:NAME``) — never nobody.
"""

from __future__ import annotations

import getpass
from datetime import UTC, datetime
from typing import Any, get_args

import typer

from .common import escape, open_store, out, parse_now, print_json
from .manage import DB_OPTION

review_app = typer.Typer(help="Review drafts of completed answers (seed 003).", no_args_is_help=True)

ANSWER_HELP = "yes, no or unknown (anything but yes approves nothing)"
NOW_OPTION = typer.Option(None, "--now", help="The time staleness is judged at (default: now).")


def _now(value: str | None) -> datetime:
    return parse_now(value) or datetime.now(UTC)


def _operator() -> str:
    try:
        return f"operator:{getpass.getuser()}"
    except (KeyError, OSError):  # no user name in a bare container
        return "operator:unknown"


@review_app.command("list")
def review_list(
    db: str | None = DB_OPTION,
    status: str = typer.Option("requires-human-verification",
                               help="Filter by status: requires-human-verification, approved, rejected, or all."),
    as_json: bool = typer.Option(False, "--json"),
    now: str | None = NOW_OPTION,
) -> None:
    """List review drafts (pending by default) with their question and stale flag."""
    from ..errors import UsageError
    from ..review import DraftStatus, list_drafts
    from ..review_view import queue

    if status and status != "all" and status not in get_args(DraftStatus):
        raise UsageError(f"--status: {status!r} is not a draft status; use one of "
                         f"{', '.join(get_args(DraftStatus))}, or all")
    store = open_store(db)
    drafts = list_drafts(store, None if status in ("", "all") else status)
    items = queue(store, drafts, _now(now))
    if as_json:
        print_json([{**d.wire(), "question": i.question, "stale": i.stale} for d, i in zip(drafts, items, strict=True)])
        return
    from rich.table import Table  # here, not at import: every `tether` command imports this module

    table = Table("draft", "status", "question", "records", "age (h)", "stale")
    for i in items:
        table.add_row(i.draft_id, i.status if i.mode == "annotate" else f"{i.status} (held)", escape(i.question),
                      escape(", ".join(i.records)), f"{i.age_hours:g}",
                      escape("; ".join(f"{c}: {why}" for c, why in i.stale.items())) or "no")
    out.print(table)


@review_app.command("show")
def review_show(draft_id: str, db: str | None = DB_OPTION, as_json: bool = typer.Option(False, "--json"),
                now: str | None = NOW_OPTION) -> None:
    """Show one draft: each claim beside the cited text, the four questions, the stale flag."""
    from ..review import get_draft
    from ..review_view import draft_view

    store = open_store(db)
    view = draft_view(store, get_draft(store, draft_id), None, _now(now))
    if as_json:
        print_json(view.wire())
        return
    d = view.draft
    out.print(f"draft {d.id} ({d.status}, {d.mode}) — question: {escape(view.question)}")
    for s in view.sources:
        from rich.table import Table

        table = Table(f"claim — {escape(s.citation)}", f"source {escape(s.uri)} @ {escape(s.version)}",
                      show_lines=True)
        source = "\n".join(f"[bold]» {escape(p.text)}[/bold]" if p.highlight else escape(p.text) for p in s.paragraphs)
        if s.before:
            source = f"[dim](before) {escape(s.before)}[/dim]\n" + source
        if s.after:
            source += f"\n[dim](after) {escape(s.after)}[/dim]"
        table.add_row(escape(s.claim), source or "[dim](the cited version is no longer stored)[/dim]")
        out.print(table)
        if s.stale:
            out.print(f"[yellow]stale: {s.stale}; current version {escape(str(s.current_version))}[/yellow]")
            if s.current:
                out.print("current text: " + escape(" ".join(p.text for p in s.current)))
    for key, q in view.questions.items():
        out.print(f"  --{key}: {q}")
    if d.reviewer:
        out.print(f"decided by {escape(d.reviewer)} at {d.decided_at}: {escape(d.reason or '')}")


def _decide(draft_id: str, status: str, db: str | None, reviewer: str | None, **fields: object) -> None:
    from pydantic import ValidationError

    from ..errors import InputError
    from ..review import ReviewDecision, decide
    from ..review_record import Questions

    answers = {k: fields.pop(k) for k in ("version", "anchor", "neighbours", "policy")}
    for key, value in answers.items():
        if value not in ("yes", "no", "unknown"):
            raise InputError(f"--{key}", f"{value!r} is not yes, no or unknown")
    try:
        decision = ReviewDecision(status=status, questions=Questions(**answers), **fields)
    except ValidationError as exc:
        first = exc.errors()[0]
        raise InputError("--" + str(first["loc"][-1] if first["loc"] else "input").replace("_", "-"),
                         first["msg"]) from None
    d = decide(open_store(db), draft_id, decision, reviewer=reviewer or _operator())
    out.print(f"draft {d.id}: {d.status} by {escape(d.reviewer or '')}"
              + (f" ({escape(d.reason)})" if d.reason else ""))


def _answer(name: str) -> Any:  # typer's OptionInfo, typed as the parameter's value
    return typer.Option("unknown", f"--{name}", help=ANSWER_HELP)


@review_app.command("approve")
def review_approve(
    draft_id: str,
    version: str = _answer("version"), anchor: str = _answer("anchor"),
    neighbours: str = _answer("neighbours"), policy: str = _answer("policy"),
    limitation: str | None = typer.Option(None, "--limitation", help="The limitation the answer is accepted with."),
    owner: str | None = typer.Option(None, "--owner", help="Owner of the residual risk (default: the record's)."),
    reopened: bool = typer.Option(False, "--reopened", help="You opened the current version of a stale source."),
    reviewer: str | None = typer.Option(None, "--reviewer", help="Who decides (default: operator:$USER)."),
    db: str | None = DB_OPTION,
) -> None:
    """Approve a draft: all four questions answered yes, for every citation."""
    _decide(draft_id, "approved", db, reviewer, version=version, anchor=anchor, neighbours=neighbours, policy=policy,
            limitation=limitation, residual_risk_owner=owner, reopened=reopened)


@review_app.command("reject")
def review_reject(
    draft_id: str,
    reason: str = typer.Option(..., "--reason", help="Why the draft is rejected (routed to the record's owner)."),
    version: str = _answer("version"), anchor: str = _answer("anchor"),
    neighbours: str = _answer("neighbours"), policy: str = _answer("policy"),
    owner: str | None = typer.Option(None, "--owner", help="Who the stop is routed to (default: the record's owner)."),
    reviewer: str | None = typer.Option(None, "--reviewer", help="Who decides (default: operator:$USER)."),
    db: str | None = DB_OPTION,
) -> None:
    """Reject one draft: its interaction becomes a stop with your reason. Only that draft changes."""
    _decide(draft_id, "rejected", db, reviewer, version=version, anchor=anchor, neighbours=neighbours, policy=policy,
            reason=reason, residual_risk_owner=owner)


def audit_command(
    record_id: str = typer.Argument(..., help="The record id (every version, every corpus)."),
    db: str | None = DB_OPTION,
    limit: int = typer.Option(1000, "--limit", help="List at most this many answers, newest first."),
    as_json: bool = typer.Option(False, "--json"),
) -> None:
    """Every stored answer that cited RECORD_ID, with its status: what to re-check after a correction."""
    from ..audit import audit

    report = audit(open_store(db), record_id, limit=limit)
    if as_json:
        print_json(report.wire())
        return
    out.print(f"{escape(record_id)}: {report.total} cited answer(s)"
              + (f", newest {len(report.answers)} shown" if report.total > len(report.answers) else ""))
    from rich.table import Table

    table = Table("interaction", "version", "current", "status", "review", "stored")
    for a in report.answers:
        table.add_row(a.interaction_id, escape(a.version), "yes" if a.current else "no", a.status, a.review or "-",
                      a.created_at.isoformat(timespec="seconds"))
    out.print(table)
