"""`tether ask` (CONTRACTS §2)."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING

import typer
from rich.markup import escape

from ..errors import CorpusError, UsageError
from ..inputs import check_question
from .common import explicit_url, ingest_dir, open_store, out, parse_now, print_json, resolve_principal

if TYPE_CHECKING:  # imported where used: `tether --help` and `tether verify` need none of it
    from ..events import Event
    from ..interaction import InteractionResult
    from ..store.db import Store

EXIT = {"completed": 0, "failed": 1, "stopped": 3}


def ask(
    question: str = typer.Argument(..., help="The question, in English or Russian."),
    corpus: Path | None = typer.Option(
        None, "--corpus", help="Ingest this corpus directory first and answer from it only."
    ),
    db: str | None = typer.Option(None, "--db", help="Database URL or SQLite file (default: the embedded database)."),
    labels: str | None = typer.Option(
        None, "--labels", help="The reader's access labels, comma-separated (default: public)."
    ),
    as_: str | None = typer.Option(None, "--as", help="Ask as a stored principal (its labels apply)."),
    now: str | None = typer.Option(None, "--now", help="Pin the retrieval time (ISO 8601 with offset)."),
    provider: str = typer.Option("template", "--provider", help="template (no model), scripted, openai or local."),
    as_json: bool = typer.Option(False, "--json", help="Print one JSON object."),
    stream: bool = typer.Option(False, "--stream", help="Print events as JSON lines as they come."),
) -> None:
    """Answer a question with citations, or stop and say why and whose problem it is."""
    check_question(question, "QUESTION")  # before any database is opened or corpus ingested
    from ..config import build_deps
    from ..interaction import run_interaction

    pinned = parse_now(now)
    store, corpora = _store_for(corpus, db)
    principal = resolve_principal(store, labels, as_)
    deps = build_deps(store)
    emit = _print_event if stream else (lambda _e: None)
    result = run_interaction(deps, question, principal, corpora=corpora, now=pinned, provider=provider, emit=emit)
    if as_json and not stream:
        print_json(result.wire())
    elif not stream:
        render(result)
    raise typer.Exit(EXIT[result.status])


def _store_for(corpus: Path | None, db: str | None) -> tuple[Store, list[str] | None]:
    """Which database, and which corpora within it, this question draws on."""
    from ..demo import DEMO_CORPUS_KEY, demo_corpus_dir
    from ..store.db import Store, corpus_url

    if corpus is not None:
        root = corpus.expanduser().resolve()
        if not root.is_dir():
            raise UsageError(f"--corpus: {corpus} is not a directory")
        store = Store(explicit_url(db) if db else corpus_url(root))
        try:
            ingest_dir(store, root, str(root), quiet=True)
        except CorpusError as exc:
            exc.exit_code = 2  # for `ask`, a bad corpus is bad input (CONTRACTS §2)
            raise
        return store, [str(root)]
    store = open_store(db)
    if db is None:
        ingest_dir(store, demo_corpus_dir(), DEMO_CORPUS_KEY, quiet=True)
    return store, None


def _print_event(event: Event) -> None:
    sys.stdout.write(json.dumps(event.wire(), ensure_ascii=False) + "\n")
    sys.stdout.flush()


def render(result: InteractionResult) -> None:
    """The human-readable form of a result."""
    from ..gate import REASON_OWNER_ROLE

    if result.status == "completed" and result.answer:
        out.print(escape(result.answer.answer))
        out.print()
        for c in result.answer.documentation_citations:
            out.print(f"[dim]source:[/dim] {escape(c)}")
        for e in result.answer.entity_citations:
            out.print(f"[dim]entity:[/dim] {escape(e.document_type)} {escape(e.identity)}")
        for lim in result.answer.limitations:
            out.print(f"[yellow]limitation:[/yellow] {escape(lim)}")
        for v in result.violations:
            out.print(f"[yellow]{v.check}:[/yellow] {escape(v.detail)}")
        if result.review:
            out.print(f"[dim]review: {result.review.status} (draft {result.review.draft_id})[/dim]")
    elif result.status == "stopped" and result.decision:
        d = result.decision
        out.print(f"[bold red]stopped[/bold red]: {d.code}")
        out.print(f"query: {escape(d.query)}")
        if d.withheld is not None:
            out.print(escape(d.withheld.message))
        if not d.rejected:
            if d.withheld is None:
                out.print("No source in the corpus matches this question.")
            return
        from rich.table import Table  # only a stop that lists records draws a table

        table = Table("record", "version", "reasons", "owner", "who can lift it")
        for r in d.rejected:
            table.add_row(
                escape(r.record_id),
                escape(r.version),
                ", ".join(r.reasons),
                escape(r.owner),
                "; ".join(REASON_OWNER_ROLE[x] for x in r.reasons),
            )
        out.print(table)
    else:
        out.print("[bold red]failed[/bold red]")
        if result.error:
            out.print(f"{result.error['reason']}: {escape(result.error.get('detail', ''))}")
        for v in result.violations:
            out.print(f"{v.check}: {escape(v.detail)}")
    out.print(f"[dim]interaction {result.interaction_id}[/dim]")
