"""`tether ingest`, `tether interactions …`, `tether principals …` (`tether review …`: cli/review.py)."""

from __future__ import annotations

from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING

import typer

from .common import (
    corpus_name,
    environ,
    err,
    escape,
    ingest_dir,
    ingest_own_dir,
    open_store,
    out,
    print_json,
    wrapped_table,
)

if TYPE_CHECKING:
    from ..principals import PrincipalInfo


def _principals() -> ModuleType:
    """The principals module, imported when a command runs: `tether --help` needs no store."""
    from .. import principals

    return principals


DB_OPTION = typer.Option(None, "--db", help="Database URL or SQLite file (default: database_url in tether.toml "
                         "or $TETHER_DATABASE_URL, else the embedded database).")


def ingest(
    directory: Path = typer.Argument(..., help="The corpus directory (every *.md below it is a record)."),
    db: str | None = typer.Option(None, "--db", help="Database URL or SQLite file (default: $TETHER_DATABASE_URL, "
                                  "else a database of this directory's own, never the demo's)."),
    name: str | None = typer.Option(None, "--corpus-name", help="The corpus's name (default: the directory's "
                                    "name); the same name as POST /v1/sources?corpus=."),
) -> None:
    """Load a corpus atomically: all files valid, or nothing changes."""
    from sqlalchemy import make_url

    from ..store.db import ENV_URL, Store, corpus_url

    env = environ()
    root = directory.expanduser().resolve()
    key = corpus_name(root, name)
    own = db is None and not env.get(ENV_URL, "").strip()
    if own:
        # The embedded default database holds the demo corpus: a team's records added
        # there would be answered together with the demo's. One database per directory,
        # the one `tether ask --corpus DIR` uses.
        store = Store(corpus_url(root, env))
        report = ingest_own_dir(store, root, key)
    else:
        store = open_store(db, env)
        report = ingest_dir(store, root, key)
    out.print(
        f"{root}: corpus {key!r}: {report.counts['added']} added, {report.counts['updated']} updated (old versions "
        f"kept), {report.counts['unchanged']} unchanged, {report.counts['retired']} no longer current", markup=False)
    out.print(f"database: {make_url(store.url).render_as_string(hide_password=True)}", markup=False)
    if own:
        out.print(f"ask it with: tether ask --corpus {root} QUESTION", markup=False)


corpus_app = typer.Typer(help="List and remove corpora.", no_args_is_help=True)


@corpus_app.command("list")
def corpus_list(db: str | None = DB_OPTION, as_json: bool = typer.Option(False, "--json")) -> None:
    """Corpora with current records: name, records, fragments, last ingest."""
    from ..store.corpora import list_corpora

    corpora = list_corpora(open_store(db))
    if as_json:
        print_json([c.model_dump(mode="json") for c in corpora])
        return
    table = wrapped_table("corpus", "records", "fragments", "last ingest")
    for c in corpora:
        table.add_row(c.name, str(c.records), str(c.fragments), c.ingested_at.isoformat(timespec="seconds"))
    out.print(table)


@corpus_app.command("remove")
def corpus_remove(name: str = typer.Argument(..., help="The corpus's name (`tether corpus list`)."),
                  db: str | None = DB_OPTION) -> None:
    """Stop answering from a corpus: its records stop being current (versions stay for the audit trail)."""
    from ..store.corpora import remove_corpus

    report = remove_corpus(open_store(db), name, keep_ids=False)
    out.print(f"corpus {name!r}: {report.counts['retired']} record(s) no longer current", markup=False)


interactions_app = typer.Typer(help="Stored interactions, for diagnostics.", no_args_is_help=True)


@interactions_app.command("show")
def interactions_show(interaction_id: str, db: str | None = DB_OPTION) -> None:
    """Print an interaction: plan version, snapshot, provenance, checks."""
    from ..diagnostics import interaction_record

    print_json(interaction_record(open_store(db), interaction_id))


principals_app = typer.Typer(help="Readers with labels, scopes and API keys.", no_args_is_help=True)


CACHE_WINDOW = ("a running `tether serve` notices within TETHER_PRINCIPAL_CACHE_SECONDS "
                "(default 10 s) of this change")


@principals_app.command("add")
def principals_add(
    name: str,
    labels: str = typer.Option("public", "--labels", help="Access labels, comma-separated."),
    scopes: str = typer.Option("ask", "--scopes", help="ask, review, admin (comma-separated)."),
    db: str | None = DB_OPTION,
) -> None:
    """Create a principal and print its API key (shown once)."""
    issued = _principals().issue_principal(open_store(db), name, _labels(labels), _scopes(scopes))
    out.print(issued.key, markup=False)


@principals_app.command("list")
def principals_list(db: str | None = DB_OPTION) -> None:
    """Every principal with its labels, scopes and whether its key works (keys are never shown)."""
    table = wrapped_table("name", "labels", "scopes", "key")
    for p in _principals().list_principals(open_store(db)):
        table.add_row(escape(p.name), escape(", ".join(p.labels)), ", ".join(p.scopes),
                      "active" if p.active else "revoked")
    out.print(table)


@principals_app.command("revoke")
def principals_revoke(name: str, db: str | None = DB_OPTION) -> None:
    """Revoke a principal's API key (offboarding); `rotate` issues a new one."""
    _principals().revoke_principal(open_store(db), name)
    out.print(f"principal {name}: key revoked", markup=False)
    err.print(f"note: {CACHE_WINDOW}", markup=False)


@principals_app.command("rotate")
def principals_rotate(name: str, db: str | None = DB_OPTION) -> None:
    """Replace a principal's API key: print the new key (shown once); the old one stops working."""
    issued = _principals().rotate_key(open_store(db), name)
    out.print(issued.key, markup=False)
    err.print(f"principal {name}: new key issued, the old key is revoked; {CACHE_WINDOW}", markup=False)


@principals_app.command("set-labels")
def principals_set_labels(
    name: str,
    labels: str = typer.Option(..., "--labels", help="Every access label it should hold, comma-separated."),
    db: str | None = DB_OPTION,
) -> None:
    """Replace a principal's access labels (its key stays the same)."""
    _changed(_principals().set_labels(open_store(db), name, _labels(labels), field="--labels"))


@principals_app.command("set-scopes")
def principals_set_scopes(
    name: str,
    scopes: str = typer.Option(..., "--scopes", help="ask, review, admin (comma-separated)."),
    db: str | None = DB_OPTION,
) -> None:
    """Replace a principal's scopes (its key stays the same)."""
    _changed(_principals().set_scopes(open_store(db), name, _scopes(scopes), field="--scopes"))


def _changed(p: PrincipalInfo) -> None:
    out.print(f"principal {p.name}: labels {', '.join(p.labels)}; scopes {', '.join(p.scopes)}", markup=False)
    err.print(f"note: {CACHE_WINDOW}", markup=False)


def _labels(value: str) -> tuple[str, ...]:
    return _principals().check_labels(_split(value), field="--labels")


def _scopes(value: str) -> tuple[str, ...]:
    return _principals().check_scopes(_split(value), field="--scopes")


def _split(value: str) -> list[str]:
    return [v.strip() for v in value.split(",") if v.strip()]
