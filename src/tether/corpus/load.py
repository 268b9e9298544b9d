"""Load a corpus directory: every ``*.md`` below it, validated as a whole."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from ..errors import CorpusError, UsageError
from .parse import Claims, parse_record
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
    if not root.exists():
        raise UsageError(f"corpus directory {root} does not exist")
    if not root.is_dir():
        raise UsageError(f"{root} is not a directory; give the corpus directory")
    files = corpus_files(root)
    if not files:
        raise CorpusError([f"{root}: files: no *.md records found below this directory"])
    records: list[SourceRecord] = []
    claims: list[tuple[str, Claims]] = []
    problems: list[str] = []
    real_root = root.resolve()
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
            records.append(parsed)
        elif parsed is not None:
            claims.append((rel, parsed))
        if on_progress:
            on_progress(done, len(files))
    problems.extend(_cross_check(records, claims))
    if problems:
        raise CorpusError(problems)
    return records


def _cross_check(records: list[SourceRecord], claims: list[tuple[str, Claims]]) -> list[str]:
    """Duplicate record ids and colliding fragment ids across the corpus,
    counting what invalid files claim too, so every problem shows in one run."""
    entries = [(r.path, r.id, [f.fragment_id for f in r.fragments if f.anchor]) for r in records]
    entries += [(path, c.id, c.fragment_ids) for path, c in claims]
    entries.sort(key=lambda e: e[0])
    problems = []
    ids: dict[str, str] = {}
    fragment_ids: dict[str, str] = {}
    for path, record_id, fids in entries:
        if record_id is not None:
            if record_id in ids:
                problems.append(f"{path}: id: {record_id!r} is also the id of {ids[record_id]}; ids must be unique")
            else:
                ids[record_id] = path
        for fid in fids:
            if fid in fragment_ids:
                problems.append(
                    f"{path}: anchor: fragment id {fid!r} is also defined in {fragment_ids[fid]}; "
                    "anchors must be unique within a document"
                )
            else:
                fragment_ids[fid] = path
    return problems
