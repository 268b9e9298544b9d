"""The `tether` command line."""

from __future__ import annotations

import atexit
import gc
import sys
from typing import Any

import typer

from ..errors import CorpusError, TetherError
from .ask import ask
from .common import err
from .config import config_app
from .evaluate import eval_app
from .manage import corpus_app, ingest, interactions_app, principals_app
from .review import audit_command, review_app
from .serve import serve
from .verify import verify

app = typer.Typer(
    add_completion=False,
    no_args_is_help=True,
    # Tracebacks with locals could print record text; errors are reported by main().
    pretty_exceptions_enable=False,
    help="Tether: answers with citations from fresh, authorized sources — or a stop that says why.",
)
def _version(value: bool) -> None:
    if value:
        from importlib.metadata import PackageNotFoundError, version

        try:
            print(f"tether {version('tether')}")
        except PackageNotFoundError:  # a source checkout run without installing
            print("tether (not installed)")
        raise typer.Exit()


@app.callback()
def _root(
    show_version: bool = typer.Option(False, "--version", callback=_version, is_eager=True,
                                      help="Print the version and exit."),
) -> None:
    """Tether: answers with citations from fresh, authorized sources — or a stop that says why."""


app.command()(ask)
app.command()(ingest)
app.command()(verify)
app.command()(serve)
app.command("audit")(audit_command)
app.add_typer(eval_app, name="eval")
app.add_typer(review_app, name="review")
app.add_typer(interactions_app, name="interactions")
app.add_typer(principals_app, name="principals")
app.add_typer(corpus_app, name="corpus")
app.add_typer(config_app, name="config")


def _debug() -> bool:
    from ..settings import load

    try:
        return load().debug
    except TetherError:  # a broken setting is reported by the command itself
        return False


def _plain_flags(command: Any) -> Any:
    """Boolean flags take no value, so help shows no type for them (typer prints `<bool>`).
    Duck-typed: typer ships its own copy of click's classes."""
    for param in command.params:
        if getattr(param, "is_flag", False):
            param.metavar = ""
    get_help_option = command.get_help_option

    def help_option(ctx: Any) -> Any:
        option = get_help_option(ctx)
        if option is not None:
            option.metavar = ""
        return option

    command.get_help_option = help_option
    for sub in getattr(command, "commands", {}).values():
        _plain_flags(sub)
    return command


def _leave_the_heap_to_the_os() -> None:
    """At exit, freeze the heap so that the interpreter's last garbage collections skip it.

    Shutting down, CPython collects the whole heap — every object of the ~500 modules a
    `tether ask` imports — only for the process to end: ~70 ms of an 0.6 s `ask`, ~20 ms
    of `verify` (issue 15). Frozen objects are still freed by reference counting; a cycle
    is left to the operating system, like the rest of the memory. A store closes its
    connections at exit itself (``Store``), so SQLite still checkpoints its log. Run at
    exit only, so a caller of ``main()`` in-process (the tests) keeps its collector;
    registered once however often ``main()`` runs."""
    atexit.unregister(gc.freeze)
    atexit.register(gc.freeze)


def main() -> None:
    _leave_the_heap_to_the_os()
    try:
        _plain_flags(typer.main.get_command(app))(standalone_mode=True)
    except CorpusError as exc:
        for problem in exc.problems:
            err.print(problem, markup=False)
        err.print(f"corpus not loaded: {len(exc.problems)} problem(s); nothing was changed", markup=False)
        sys.exit(exc.exit_code)
    except TetherError as exc:
        err.print(f"error: {exc}", markup=False)
        sys.exit(exc.exit_code)
    except Exception as exc:  # noqa: BLE001 - last line of defence, no text leaks
        if _debug():
            raise
        err.print(f"internal error ({type(exc).__name__}); rerun with TETHER_DEBUG=1 for details", markup=False)
        sys.exit(1)
