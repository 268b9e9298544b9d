"""The `tether` command line."""

from __future__ import annotations

import atexit
import gc
import sys
from importlib import import_module
from typing import Any

import typer

from ..errors import CorpusError, TetherError
from .common import err, uncollected

HELP = "Tether: answers with citations from fresh, authorized sources — or a stop that says why."

# Every command, then every group of commands, in the order `tether --help` lists them:
# name -> (module, attribute). A command line names one of them, and only its module is
# imported and only it is turned into a click command (issue 15: the other 50 commands'
# signatures are ~10 ms of a `tether ask` or `tether verify`).
COMMANDS = {
    "ask": (".ask", "ask"), "ingest": (".manage", "ingest"), "verify": (".verify", "verify"),
    "serve": (".serve", "serve"), "audit": (".review", "audit_command"),
}
GROUPS = {
    "eval": (".evaluate", "eval_app"), "review": (".review", "review_app"),
    "interactions": (".manage", "interactions_app"), "principals": (".manage", "principals_app"),
    "corpus": (".manage", "corpus_app"), "config": (".config", "config_app"),
}


def _version(value: bool) -> None:
    if value:
        from importlib.metadata import PackageNotFoundError, version

        try:
            print(f"tether {version('tether')}")
        except PackageNotFoundError:  # a source checkout run without installing
            print("tether (not installed)")
        raise typer.Exit()


def _root(
    show_version: bool = typer.Option(False, "--version", callback=_version, is_eager=True,
                                      help="Print the version and exit."),
) -> None:
    """Tether: answers with citations from fresh, authorized sources — or a stop that says why."""


def build_app(only: str | None = None) -> typer.Typer:
    """The `tether` application: every command, or only the command or group ``only``
    (which then runs, prints its help and reports its errors exactly as in the whole one)."""
    app = typer.Typer(
        add_completion=False,
        no_args_is_help=True,
        # Tracebacks with locals could print record text; errors are reported by main().
        pretty_exceptions_enable=False,
        help=HELP,
    )
    app.callback()(_root)
    for name, (module, attribute) in COMMANDS.items():
        if only in (None, name):
            app.command(name)(getattr(import_module(module, __package__), attribute))
    for name, (module, attribute) in GROUPS.items():
        if only in (None, name):
            app.add_typer(getattr(import_module(module, __package__), attribute), name=name)
    return app


def _invoked(argv: list[str]) -> str | None:
    """The command or group the command line names first, if it names one: options of the
    root (--help, --version) and unknown names need the whole application."""
    first = argv[0] if argv else None
    return first if first in COMMANDS or first in GROUPS else None


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
    frozen_before = gc.get_freeze_count()
    try:
        invoked = _invoked(sys.argv[1:])
        with uncollected():  # the command's module and its parameters' validators
            command = _plain_flags(typer.main.get_command(build_app(invoked)))
            if invoked is not None:
                # typer checks a command's parameters (--help too) with pydantic TypeAdapters,
                # made as it parses: pydantic's import, a third of `tether verify`, runs in here.
                from pydantic import TypeAdapter  # noqa: F401
        command(standalone_mode=True)
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
    finally:
        if not frozen_before:  # what uncollected() froze goes back to an in-process caller's collector
            gc.unfreeze()
