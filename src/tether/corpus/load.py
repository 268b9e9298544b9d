"""Load a corpus directory: every ``*.md`` below it, validated as a whole."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

from ..errors import CorpusError, UsageError
from .claims import ClaimLedger
from .files import iter_corpus_files
from .parse import parse_record
from .records import SourceRecord

Progress = Callable[[int, int], None]


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
