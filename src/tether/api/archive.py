"""Safe extraction of an uploaded corpus archive (.tar.gz or .zip).

Nothing in the archive decides where bytes go: only regular ``*.md`` files
are written, under a fresh directory, at normalised relative paths. Links,
devices, absolute paths and ``..`` are refused, and the number of files and
the bytes written are bounded, so a hostile archive cannot escape the
directory or fill the disk. Every problem is reported as ``path: field: reason``.
"""

from __future__ import annotations

import io
import tarfile
import zipfile
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from functools import partial
from pathlib import Path, PurePosixPath
from typing import IO

from ..errors import ArchiveError

CHUNK = 64 * 1024


@dataclass(frozen=True)
class Limits:
    max_files: int
    max_bytes: int


@dataclass(frozen=True)
class _Member:
    name: str
    kind: str  # "file" | "dir" | "other"
    size: int
    open: Callable[[], IO[bytes]]


def archive_kind(data: bytes) -> str | None:
    """Decide by content, never by the name the client chose."""
    if data[:2] == b"\x1f\x8b":
        return "tar.gz"
    if data[:4] == b"PK\x03\x04":
        return "zip"
    return None


def extract(data: bytes, target: Path, limits: Limits) -> Path:
    """Write the archive's ``*.md`` files below ``target``; return the corpus root inside it."""
    kind = archive_kind(data)
    if kind is None:
        raise ArchiveError(["(archive): format: not a .tar.gz or .zip file"])
    try:
        problems, wanted = _plan(_tar_members(data) if kind == "tar.gz" else _zip_members(data), limits)
    except (tarfile.TarError, zipfile.BadZipFile, EOFError, OSError) as exc:
        raise ArchiveError([f"(archive): format: cannot be read ({type(exc).__name__})"]) from None
    if problems:
        raise ArchiveError(problems)
    written = 0
    for member, rel in wanted:
        dest = target.joinpath(*rel.parts)
        dest.parent.mkdir(parents=True, exist_ok=True)
        with member.open() as src, dest.open("xb") as out:
            # The header's size is a claim; count what actually comes out.
            while chunk := src.read(CHUNK):
                written += len(chunk)
                if written > limits.max_bytes:
                    raise ArchiveError([f"(archive): size: expands beyond the {limits.max_bytes} byte limit"],
                                       too_large=True)
                out.write(chunk)
    return _root(target)


def _plan(members: Iterable[_Member], limits: Limits) -> tuple[list[str], list[tuple[_Member, PurePosixPath]]]:
    problems: list[str] = []
    wanted: list[tuple[_Member, PurePosixPath]] = []
    seen: set[PurePosixPath] = set()
    everything = count = 0
    for m in members:
        # Stop at the first header over a bound: moving on to the next member
        # would decompress this one's data (a gzip bomb costs CPU even unread).
        count += 1
        everything += m.size
        if everything > limits.max_bytes or count > 4 * limits.max_files:
            raise ArchiveError([f"(archive): size: more than {limits.max_bytes} bytes or "
                                f"{4 * limits.max_files} entries; over the limit"], too_large=True)
        rel, reason = _safe_path(m.name)
        if reason:
            problems.append(f"{m.name}: path: {reason}")
            continue
        if m.kind == "other":
            problems.append(f"{m.name}: type: only regular files and directories are accepted (no links or devices)")
            continue
        if m.kind == "dir" or rel.suffix.lower() != ".md":
            continue  # only records matter; other files are not written
        if rel in seen:
            problems.append(f"{m.name}: path: occurs twice in the archive")
            continue
        seen.add(rel)
        wanted.append((m, rel))
    if len(wanted) > limits.max_files:
        raise ArchiveError([f"(archive): files: {len(wanted)} records exceed the limit of {limits.max_files}"],
                           too_large=True)
    return problems, wanted


def _safe_path(name: str) -> tuple[PurePosixPath, str | None]:
    if "\\" in name or "\x00" in name:
        return PurePosixPath(), "backslashes and NUL are not allowed in member names"
    path = PurePosixPath(name)
    if path.is_absolute() or (path.parts and path.parts[0].endswith(":")):
        return path, "absolute paths are not allowed"
    if ".." in path.parts:
        return path, "'..' would leave the corpus directory"
    parts = [p for p in path.parts if p not in ("", ".")]
    return PurePosixPath(*parts) if parts else PurePosixPath(), None


def _root(target: Path) -> Path:
    """A single top-level directory (``tar czf c.tgz corpus/``) is the corpus root itself."""
    entries = [p for p in target.iterdir() if not p.name.startswith(".")]
    if len(entries) == 1 and entries[0].is_dir():
        return entries[0]
    return target


def _tar_members(data: bytes) -> Iterator[_Member]:
    archive = tarfile.open(fileobj=io.BytesIO(data), mode="r:gz")
    for info in archive:
        kind = "file" if info.isreg() else "dir" if info.isdir() else "other"
        yield _Member(info.name, kind, info.size, partial(_tar_reader, archive, info))


def _tar_reader(archive: tarfile.TarFile, info: tarfile.TarInfo) -> IO[bytes]:
    reader = archive.extractfile(info)
    if reader is None:
        raise ArchiveError([f"{info.name}: type: cannot be read as a file"])
    return reader


def _zip_members(data: bytes) -> Iterator[_Member]:
    archive = zipfile.ZipFile(io.BytesIO(data))
    for info in archive.infolist():
        mode = (info.external_attr >> 16) & 0o170000
        kind = "dir" if info.is_dir() else "other" if mode not in (0, 0o100000) else "file"
        yield _Member(info.filename, kind, info.file_size, partial(archive.open, info))
