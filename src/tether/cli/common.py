"""What every command shares: opening the store, the reader, time, output."""

from __future__ import annotations

import gc
import json
import sys
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

from ..errors import UsageError
from ..guard import lazy_pattern

if TYPE_CHECKING:  # the store and the corpus load where a command uses them, not for --help or verify
    from rich.console import Console
    from rich.progress import Progress
    from rich.table import Table

    from ..principals import Principal
    from ..store.current import IngestReport
    from ..store.db import Store

_NOT_KEY = lazy_pattern(r"[^A-Za-z0-9._-]+")  # what a corpus key may not hold (tether.inputs)
_LABEL = lazy_pattern(r"^[A-Za-z0-9][A-Za-z0-9._:-]*$")  # the corpus's access-label form


class _LazyConsole:
    """A rich Console made when something is first printed through it. `tether verify` and
    `tether ask --json` write JSON with :func:`print_json` and never print through rich, so
    they do not import it (~25 ms of a start-up, issue 15)."""

    def __init__(self, **options: Any) -> None:
        self._options = options
        self._console: Console | None = None

    def get(self) -> Console:
        if self._console is None:
            from rich.console import Console

            self._console = Console(**self._options)
        return self._console

    def __getattr__(self, name: str) -> Any:
        return getattr(self.get(), name)


def real(console: Console) -> Console:
    """The Console itself, for rich code that checks what it is given (a Progress's console)."""
    return console.get() if isinstance(console, _LazyConsole) else console


# Typed as Consoles: every use is a Console's method, which the proxy forwards.
out = cast("Console", _LazyConsole(highlight=False, soft_wrap=True))
err = cast("Console", _LazyConsole(stderr=True, highlight=False, soft_wrap=True))


@contextmanager
def uncollected() -> Iterator[None]:
    """Run a bounded piece of a command (loading its modules, one question, one verify input)
    without the cyclic garbage collector, then freeze what it made.

    Loading a command's modules makes objects that live until the process ends, and the
    collector, run every 700 allocations, walks them again and again as they pile up:
    ~45 ms of `tether ask`, ~5 ms of `tether verify` (issue 15). Frozen (gc.freeze) before
    the collector resumes, they are not walked at all, not even once on resuming; reference
    counting still frees them. ``main()`` unfreezes them when the command ends, so an
    in-process caller's collector gets them back. Nothing unbounded (an ingest) runs inside."""
    if not gc.isenabled():  # nested, or the caller's own choice
        yield
        return
    gc.disable()
    try:
        yield
    finally:
        gc.freeze()
        gc.enable()


def escape(text: str) -> str:
    """rich's markup escape, imported when a command prints markup (not for verify)."""
    from rich.markup import escape as rich_escape

    return rich_escape(text)


def environ() -> dict[str, str]:
    """The TETHER_* settings this command runs with: tether.toml under the environment."""
    from ..settings import load

    return load().environ()


def open_store(db: str | None, env: Mapping[str, str] | None = None) -> Store:
    from ..store.db import Store, default_url

    return Store(explicit_url(db)) if db else Store(default_url(environ() if env is None else env))


def explicit_url(db: str) -> str:
    """A --db the user typed: a mistyped directory is an error, not a new folder."""
    from ..store.db import normalize_url

    url = normalize_url(db)
    if url.startswith("sqlite:///") and not Path(url.removeprefix("sqlite:///")).parent.is_dir():
        raise UsageError(f"--db: the directory of {db} does not exist; create it or fix the path")
    return url


def corpus_name(root: Path, given: str | None) -> str:
    """The corpus's name: ``--corpus-name``, else the directory's name with every run of
    characters a corpus key may not hold replaced by ``-`` ("Policies 2025" → "Policies-2025").
    It is the key `POST /v1/sources?corpus=` takes, so one corpus keeps one name however it
    arrives."""
    from ..inputs import MAX_CORPUS_CHARS, check_corpus_key

    if given is not None:
        return check_corpus_key(given, "--corpus-name")
    return _NOT_KEY.sub("-", root.name).strip("-.")[:MAX_CORPUS_CHARS] or "corpus"


def parse_now(value: str | None) -> datetime | None:
    if value is None:
        return None
    try:
        parsed = datetime.fromisoformat(value.replace("z", "Z"))
    except ValueError:
        raise UsageError(f"--now: {value!r} is not ISO 8601; write e.g. 2026-01-01T00:00:00Z") from None
    if parsed.tzinfo is None:
        raise UsageError(f"--now: {value!r} has no offset; add Z or +01:00")
    return parsed


def parse_labels(value: str | None) -> tuple[str, ...]:
    from ..principals import DEFAULT_LABELS

    if value is None:
        return DEFAULT_LABELS
    labels = tuple(dict.fromkeys(part.strip() for part in value.split(",") if part.strip()))
    if not labels:
        raise UsageError("--labels: give at least one label, e.g. --labels public,internal")
    bad = [label for label in labels if not _LABEL.match(label)]
    if bad:
        raise UsageError(f"--labels: {bad[0]!r} is not a label (letters, digits, . _ - :), e.g. --labels public")
    return labels


def resolve_principal(store: Store, labels: str | None, as_: str | None) -> Principal:
    from ..principals import Principal, principal_by_name

    if labels is not None and as_ is not None:
        raise UsageError("--labels and --as: give one of them, not both")
    if as_ is not None:
        return principal_by_name(store, as_)
    return Principal(labels=parse_labels(labels))


def ingest_dir(store: Store, root: Path, corpus_key: str, quiet: bool = False) -> IngestReport:
    """Load the directory in one transaction as its files are validated, with a progress
    bar on a terminal; any invalid file rolls all of it back. The report holds counts only.

    A corpus whose files all match the stored versions byte for byte is not
    parsed again: nothing would change.
    """
    from ..store.current import IngestReport, current_count, unchanged

    if root.is_dir() and unchanged(store, corpus_key, _file_hashes(root)):
        report = IngestReport(corpus=corpus_key, keep_ids=False)
        report.counts["unchanged"] = current_count(store, corpus_key)
        return report
    # Only now the parser and the writers: an unchanged corpus (every `ask`) needs neither.
    from ..corpus import iter_corpus
    from ..store.ingest import ingest_records

    with _progress(quiet) as progress:
        task = progress.add_task("loading", total=None)
        records = iter_corpus(root, lambda done, total: progress.update(task, completed=done, total=total))
        # The command line prints counts: no list of ids grows with the corpus.
        return ingest_records(store, corpus_key, records, keep_ids=False)


def _file_hashes(root: Path) -> Iterator[tuple[str, str] | None]:
    """(relative path, sha256) of each corpus file as it is read; None for a link out of the
    corpus, which is never read here (the loader reports it)."""
    import hashlib  # here, not for every command: OpenSSL's loading is ~2 ms of `tether verify`

    from ..corpus.files import iter_corpus_files

    real_root = root.resolve()
    for rel in iter_corpus_files(root):
        path = root / rel
        if not path.resolve().is_relative_to(real_root):
            yield None
            return
        yield rel, hashlib.sha256(path.read_bytes()).hexdigest()


def ingest_own_dir(store: Store, root: Path, corpus_key: str, quiet: bool = False) -> IngestReport:
    """``ingest_dir`` into the database Tether keeps for this directory (``corpus_url``).

    Before corpora had names, that database held the directory under its absolute path;
    loading it under its name would then clash with itself (fragment ids are unique per
    database). Such a leftover is this very directory, so it is retired and the load
    tried once more — only when the load was refused, so the usual path costs nothing.
    """
    from ..errors import CorpusError
    from ..store.corpora import list_corpora, remove_corpus

    try:
        return ingest_dir(store, root, corpus_key, quiet)
    except CorpusError:
        legacy = str(root)
        if legacy == corpus_key or legacy not in {c.name for c in list_corpora(store)}:
            raise
        remove_corpus(store, legacy, keep_ids=False)
        return ingest_dir(store, root, corpus_key, quiet)


def _progress(quiet: bool) -> Progress:
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

    return Progress(
        TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeRemainingColumn(),
        console=real(err), transient=True, disable=quiet or not err.is_terminal,
    )


def wrapped_table(*headers: str, **options: Any) -> Table:
    """A table whose cells wrap (fold) instead of being cut with an ellipsis: at 80 columns
    or piped, an id or an owner cut short is useless to the reader."""
    from rich.table import Column, Table

    return Table(*(Column(h, overflow="fold") for h in headers), **options)


def print_json(data: Any) -> None:
    sys.stdout.write(json.dumps(data, ensure_ascii=False, indent=2) + "\n")
    sys.stdout.flush()
