"""Which files of a corpus directory are records, in a stable order — listed without parsing
any (`ask --corpus` compares them with the stored records before deciding to parse)."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path


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
