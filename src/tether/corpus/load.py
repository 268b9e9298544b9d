"""Load a corpus directory: every ``*.md`` below it, validated as a whole."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from pathlib import Path

from ..errors import CorpusError, UsageError
from .claims import ClaimLedger
from .parse import parse_record
from .records import SourceRecord

Progress = Callable[[int, int], None]


def corpus_files(root: Path) -> list[Path]:
    """Every ``*.md`` file below ``root``, hidden directories skipped, in a stable order."""
    return [root / rel for rel in iter_corpus_files(root)]


def iter_corpus_files(root: Path) -> Iterator[str]:
    """The relative (POSIX) path of every ``*.md`` file below ``root``, in the order of those
    strings, one directory listing in memory at a time: a corpus of 100k files is not held
    as a list of paths. Hidden files and directories are skipped; a link to a directory is
    not followed (a link to a file is listed: the loader refuses one that leaves the corpus)."""
    yield from _walk(str(root), "")


def _walk(directory: str, prefix: str) -> Iterator[str]:
    try:
        with os.scandir(directory) as listing:
            entries = [(e.name + "/" if _is_real_dir(e) else e.name, e) for e in listing
                       if not e.name.startswith(".")]
    except PermissionError:  # as pathlib's glob: an unreadable directory holds no records
        return
    # A directory sorts as its name plus "/": every path below it starts so, which puts
    # the directory's files exactly where a sort of the whole relative paths would.
    for key, entry in sorted(entries, key=lambda item: item[0]):
        if key.endswith("/"):
            yield from _walk(entry.path, prefix + key)
        elif key.endswith(".md") and entry.is_file():
            yield prefix + key


def _is_real_dir(entry: os.DirEntry[str]) -> bool:
    return entry.is_dir(follow_symlinks=False)


def load_corpus(root: Path, on_progress: Progress | None = None) -> list[SourceRecord]:
    """Parse and cross-check a whole corpus. Raises CorpusError listing every problem."""
    return list(iter_corpus(root, on_progress))


def iter_corpus(root: Path, on_progress: Progress | None = None) -> Iterator[SourceRecord]:
    """Each valid record as soon as its file is parsed, in file order; once the last file
    is read, CorpusError listing every problem if there was any. What the cross-check
    needs between files (ids and anchored fragment ids) goes to a ledger on disk
    (:mod:`tether.corpus.claims`), and files are listed a directory at a time, so a
    consumer that writes as it goes — in a transaction the error rolls back — holds one
    record at a time, whatever the corpus's size. After the first problem no more records are yielded: the corpus
    will be refused, and the rest of the files are only checked."""
    if not root.exists():
        raise UsageError(f"corpus directory {root} does not exist")
    if not root.is_dir():
        raise UsageError(f"{root} is not a directory; give the corpus directory")
    # Counted first (a listing, no file read) for the progress bar's total.
    total = sum(1 for _ in iter_corpus_files(root))
    if not total:
        raise CorpusError([f"{root}: files: no *.md records found below this directory"])
    clashes = ClaimLedger()
    try:
        yield from _records(root, total, clashes, on_progress)
    finally:
        clashes.close()


def _records(root: Path, total: int, clashes: ClaimLedger, on_progress: Progress | None) -> Iterator[SourceRecord]:
    problems: list[str] = []
    real_root = root.resolve()
    for done, rel in enumerate(iter_corpus_files(root), start=1):
        path = root / rel
        if not path.resolve().is_relative_to(real_root):
            # A link (to the file or a directory above it) must not pull in, say, /etc/… or
            # another corpus's restricted record under this corpus's access labels.
            problems.append(f"{rel}: file: is a link to a file outside the corpus directory; "
                            "copy the file into the corpus or remove the link")
            continue
        try:
            raw = path.read_bytes()
        except OSError as exc:
            problems.append(f"{rel}: file: cannot be read ({exc.strerror})")
            continue
        parsed, found = parse_record(rel, raw)
        problems.extend(found)
        if isinstance(parsed, SourceRecord):
            clean = clashes.add(rel, parsed.id, [f.fragment_id for f in parsed.fragments if f.anchor])
            if clean and not problems and not clashes.problems:
                yield parsed
        elif parsed is not None:
            clashes.add(rel, parsed.id, parsed.fragment_ids)
        if on_progress:
            on_progress(done, total)
    problems.extend(clashes.problems)
    if problems:
        raise CorpusError(problems)
