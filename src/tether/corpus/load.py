"""Load a corpus directory: every ``*.md`` below it, validated as a whole."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

from ..errors import CorpusError, UsageError
from .parse import parse_record
from .records import SourceRecord

Progress = Callable[[int, int], None]


def corpus_files(root: Path) -> list[Path]:
    """Every ``*.md`` file below ``root``, hidden directories skipped, in a stable order."""
    files = [
        p for p in root.rglob("*.md")
        if p.is_file() and not any(part.startswith(".") for part in p.relative_to(root).parts)
    ]
    return sorted(files, key=lambda p: p.relative_to(root).as_posix())


def load_corpus(root: Path, on_progress: Progress | None = None) -> list[SourceRecord]:
    """Parse and cross-check a whole corpus. Raises CorpusError listing every problem."""
    return list(iter_corpus(root, on_progress))


def iter_corpus(root: Path, on_progress: Progress | None = None) -> Iterator[SourceRecord]:
    """Each valid record as soon as its file is parsed, in file order; once the last file
    is read, CorpusError listing every problem if there was any. Only what the
    cross-check needs (ids and anchored fragment ids) is kept between files, so a
    consumer that writes as it goes — in a transaction the error rolls back — holds one
    record at a time. After the first problem no more records are yielded: the corpus
    will be refused, and the rest of the files are only checked."""
    if not root.exists():
        raise UsageError(f"corpus directory {root} does not exist")
    if not root.is_dir():
        raise UsageError(f"{root} is not a directory; give the corpus directory")
    files = corpus_files(root)
    if not files:
        raise CorpusError([f"{root}: files: no *.md records found below this directory"])
    problems: list[str] = []
    real_root = root.resolve()
    clashes = _CrossCheck()
    for done, path in enumerate(files, start=1):
        rel = path.relative_to(root).as_posix()
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
            on_progress(done, len(files))
    problems.extend(clashes.problems)
    if problems:
        raise CorpusError(problems)


class _CrossCheck:
    """Duplicate record ids and colliding fragment ids across the corpus, counting what
    invalid files claim too, so every problem shows in one run. Files come in path
    order, so each clash names the first file that made the claim."""

    def __init__(self) -> None:
        self.ids: dict[str, str] = {}
        self.fragment_ids: dict[str, str] = {}
        self.problems: list[str] = []

    def add(self, path: str, record_id: str | None, fragment_ids: list[str]) -> bool:
        """Record one file's claims; False if any clashes with an earlier file's."""
        before = len(self.problems)
        if record_id is not None:
            if record_id in self.ids:
                self.problems.append(
                    f"{path}: id: {record_id!r} is also the id of {self.ids[record_id]}; ids must be unique")
            else:
                self.ids[record_id] = path
        for fid in fragment_ids:
            if fid in self.fragment_ids:
                self.problems.append(
                    f"{path}: anchor: fragment id {fid!r} is also defined in {self.fragment_ids[fid]}; "
                    "anchors must be unique within a document"
                )
            else:
                self.fragment_ids[fid] = path
        return len(self.problems) == before
