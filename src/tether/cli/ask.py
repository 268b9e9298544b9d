"""`tether ask` (CONTRACTS §2)."""

from __future__ import annotations

import json
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING

import typer

from ..errors import CorpusError, UsageError
from ..inputs import check_corpus_key, check_question
from .common import (
    corpus_name,
    environ,
    err,
    escape,
    explicit_url,
    ingest_dir,
    ingest_own_dir,
    open_store,
    out,
    parse_now,
    print_json,
    resolve_principal,
    uncollected,
    wrapped_table,
)

if TYPE_CHECKING:  # imported where used: `tether --help` and `tether verify` need none of it
    from rich.console import Console

    from ..events import Event
    from ..interaction import InteractionResult
    from ..messages import Lang
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
    name: str | None = typer.Option(None, "--corpus-name", help="Answer from this corpus only (default with "
                                    "--corpus: the directory's name; `tether corpus list` names them)."),
    now: str | None = typer.Option(None, "--now", help="Pin the retrieval time (ISO 8601 with offset)."),
    provider: str = typer.Option("template", "--provider", help="template (no model), scripted, openai or local."),
    as_json: bool = typer.Option(False, "--json", help="Print one JSON object."),
    stream: bool = typer.Option(False, "--stream", help="Print events as JSON lines as they come."),
) -> None:
    """Answer a question with citations, or stop and say why and whose problem it is."""
    check_question(question, "QUESTION")  # before any database is opened or corpus ingested
    with uncollected():
        from ..config import build_deps
        from ..interaction import run_interaction
        from ..messages import lang_of

    pinned = parse_now(now)
    env = environ()
    store, corpora = _store_for(corpus, db, env, name)  # may ingest a whole corpus: collected as usual
    principal = resolve_principal(store, labels, as_)
    with uncollected():  # one question
        deps = build_deps(store, env)
        emit = _print_event if stream else (lambda _e: None)
        result = run_interaction(deps, question, principal, corpora=corpora, now=pinned, provider=provider,
                                 emit=emit)
        if as_json and not stream:
            print_json(result.wire())
        elif not stream:
            render(result, lang_of(question))
    if as_json or stream:  # the JSON on stdout stays the CONTRACTS object; the warning goes beside it
        warn_skipped(result, lang_of(question), err)
    raise typer.Exit(EXIT[result.status])


def _store_for(corpus: Path | None, db: str | None, env: Mapping[str, str],
               name: str | None = None) -> tuple[Store, list[str] | None]:
    """Which database, and which corpora within it, this question draws on."""
    from ..demo import DEMO_CORPUS_KEY, demo_corpus_dir
    from ..store.db import ENV_URL, Store, corpus_url

    if corpus is not None:
        root = corpus.expanduser().resolve()
        if not root.is_dir():
            raise UsageError(f"--corpus: {corpus} is not a directory")
        key = corpus_name(root, name)
        store = Store(explicit_url(db) if db else corpus_url(root, env))
        try:
            if db:
                ingest_dir(store, root, key, quiet=True)
            else:
                ingest_own_dir(store, root, key, quiet=True)
        except CorpusError as exc:
            exc.exit_code = 2  # for `ask`, a bad corpus is bad input (CONTRACTS §2)
            raise
        return store, [key]
    store = open_store(db, env)
    if name is not None:
        from ..store.corpora import list_corpora

        key = check_corpus_key(name, "--corpus-name")
        if key not in {c.name for c in list_corpora(store)}:
            raise UsageError(f"--corpus-name: no corpus {key!r} in this database; `tether corpus list` names them")
        return store, [key]
    if db is None and not env.get(ENV_URL, "").strip():
        # Only the embedded default database is the demo's: a configured database_url is
        # someone's real database, where the demo's records must not appear.
        ingest_dir(store, demo_corpus_dir(), DEMO_CORPUS_KEY, quiet=True)
    return store, None


def _print_event(event: Event) -> None:
    sys.stdout.write(json.dumps(event.wire(), ensure_ascii=False) + "\n")
    sys.stdout.flush()


def warn_skipped(result: InteractionResult, lang: Lang, console: Console) -> None:
    """A line for each answer check that failed open: the answer was not checked by it."""
    from ..messages import text

    for s in result.skipped_checks:
        console.print(f"[yellow]{text('check_skipped', lang, check=s.check, reason=s.reason)}[/yellow]")


def render(result: InteractionResult, lang: Lang = "en") -> None:
    """The human-readable form of a result, in the question's language. The command line is
    the operator's view: a failure names its checks and the command that shows the run."""
    from ..messages import TABLE_HEADERS, operator_failure, text, who_can_lift

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
    elif result.status == "completed" and result.review:  # held (TETHER_REVIEW=hold): nothing delivered yet
        r = result.review
        out.print(f"review: {r.status} (draft {r.draft_id}); reviewed by {escape(r.reviewed_by or 'a reviewer')}")
        out.print(f"[dim]fetch the answer once approved: tether interactions show {result.interaction_id}[/dim]")
    elif result.status == "stopped" and result.decision:
        d = result.decision
        out.print(f"[bold red]{text('stopped', lang)}[/bold red]: {d.code}")
        out.print(f"{text('query', lang)}: {escape(d.query)}")
        if d.withheld is not None:
            out.print(escape(d.withheld.message))
        if not d.rejected:
            if d.withheld is None:
                out.print(text("no_match", lang))
            return
        table = wrapped_table(*TABLE_HEADERS[lang])
        for rec in d.rejected:
            table.add_row(escape(rec.record_id), escape(rec.version), ", ".join(rec.reasons), escape(rec.owner),
                          who_can_lift(rec.reasons, lang))
        out.print(table)
    else:
        out.print(f"[bold red]{text('failed', lang)}[/bold red]: {escape(operator_failure(result, lang))}")
        for v in result.violations:
            out.print(f"{v.check}: {escape(v.detail)}")
    warn_skipped(result, lang, out)
    out.print(f"[dim]{text('interaction', lang)} {result.interaction_id}[/dim]")
