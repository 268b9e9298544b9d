"""Parse one corpus file strictly: YAML front matter, then Markdown fragments.

Every problem becomes a ``path: field: reason`` line; nothing raises past
:func:`parse_record` except for programming errors. YAML is read with the
BaseLoader (every scalar a string) so that dates, versions and labels are
validated by our rules, not by YAML's implicit typing, and anchors/aliases are
refused before anything is built, so a crafted file cannot expand into a huge
or cyclic structure.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass
from datetime import datetime
from typing import Any

import yaml

from ..errors import FrontMatterError
from ..models import Entity
from .frontmatter import load_front_matter
from .records import Fragment, SourceRecord

ALLOWED_FIELDS = (
    "id",
    "document",
    "title",
    "version",
    "owner",
    "uri",
    "published_at",
    "expires_at",
    "access",
    "policy",
    "jurisdiction",
    "lang",
    "entities",
)
REQUIRED_FIELDS = ("id", "document", "version", "owner", "published_at", "access")
MAX_FRONT_MATTER = 64 * 1024
# The format nests three levels (fields → entities → an entity); eight leave room for a
# mistake to be reported as such, far below the recursion YAML's composer can take.

MAX_FILE = 8 * 1024 * 1024
_NULLS = {"", "null", "~", "Null", "NULL"}
_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._:/-]*$")
_LABEL = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._:-]*$")
# Corpus files are untrusted input (POST /v1/sources takes them from the network), so every
# pattern here is anchored and has at most one unbounded repeat, which keeps matching linear
# (tests/core/test_corpus_linear.py checks both). Headings, anchors and comments are cut with
# str methods: the regexes they replaced took 5 s on a 1.6 KB heading line of blanks and were
# quadratic in a file of repeated '<!--' (issue 10 item 5).
_FRONT_END = re.compile(r"^---[ \t]*$", re.MULTILINE)
_ANCHOR_NAME = re.compile(r"^[A-Za-z0-9][\w.-]*$")
_ISO_DATE = re.compile(r"^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?([Zz]|[+-]\d{2}:?\d{2})$")


class _Problems:
    def __init__(self, path: str) -> None:
        self.path = path
        self.items: list[str] = []

    def add(self, field: str, reason: str) -> None:
        self.items.append(f"{self.path}: {field}: {reason}")


def _decode(raw: bytes, problems: _Problems) -> str | None:
    if b"\x00" in raw:
        problems.add("file", "binary content (NUL bytes); a record must be UTF-8 Markdown text")
        return None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        problems.add("file", f"not UTF-8 (invalid byte at offset {exc.start}); save the file as UTF-8")
        return None
    return text.removeprefix("\ufeff").replace("\r\n", "\n").replace("\r", "\n")


def _split_front_matter(text: str, problems: _Problems) -> tuple[str, str] | None:
    if not text.startswith("---\n"):
        problems.add("front matter", "missing; the file must start with a '---' line")
        return None
    end = _FRONT_END.search(text[4:])
    if not end:
        problems.add("front matter", "not closed; add a '---' line after the fields")
        return None
    front = text[4 : 4 + end.start()]
    body = text[4 + end.end() :].lstrip("\n")
    if len(front) > MAX_FRONT_MATTER:
        problems.add("front matter", f"larger than {MAX_FRONT_MATTER} bytes")
        return None
    return front, body


def _load_yaml(front: str, problems: _Problems) -> dict[str, Any] | None:
    """Parsed once (see :mod:`tether.corpus.frontmatter`); every problem becomes a line."""
    duplicates: list[str] = []
    try:
        data = load_front_matter(front, duplicates.append)
    except FrontMatterError as exc:
        problems.add(exc.field, str(exc))
        return None
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f" at line {mark.line + 2}" if mark else ""
        problems.add("front matter", f"invalid YAML{where}: {getattr(exc, 'problem', exc)}")
        return None
    for name in duplicates:
        problems.add(name, "is given twice; keep one")
    if duplicates:
        return None
    if data is None:
        data = {}
    if not isinstance(data, dict):
        problems.add("front matter", "must be a mapping of fields")
        return None
    return data


def _text_field(
    data: dict[str, Any], name: str, problems: _Problems, pattern: re.Pattern[str] | None = None
) -> str | None:
    value = data.get(name)
    if value is None or (isinstance(value, str) and value.strip() in _NULLS):
        if name in REQUIRED_FIELDS:
            problems.add(name, "required; add it to the front matter")
        return None
    if not isinstance(value, str):
        problems.add(name, "must be a single text value")
        return None
    value = value.strip()
    if pattern and not pattern.match(value):
        problems.add(
            name, f"{value!r} has characters that are not allowed (use letters, digits, . _ - : /; no '#' or spaces)"
        )
        return None
    return value


def _datetime_field(data: dict[str, Any], name: str, problems: _Problems) -> datetime | None:
    raw = _text_field(data, name, problems)
    if raw is None:
        return None
    if not _ISO_DATE.match(raw):
        problems.add(name, f"{raw!r} is not ISO 8601 with a time and an offset, e.g. 2024-06-12T00:00:00Z")
        return None
    try:
        return datetime.fromisoformat(raw.replace("z", "Z"))
    except ValueError as exc:
        problems.add(name, f"{raw!r} is not a real date and time ({exc})")
        return None


def _access(data: dict[str, Any], problems: _Problems) -> list[str]:
    """The labels a reader must hold. Required and non-empty: a record that names no label
    would be readable by everyone (deny by default; open a record with ``access: [public]``)."""
    value = data.get("access")
    if value is None or (isinstance(value, str) and value.strip() in _NULLS):
        problems.add("access", "required; list the labels a reader must hold, e.g. access: [public]")
        return []
    if not isinstance(value, list):
        problems.add("access", "must be a list of labels, e.g. [public]")
        return []
    if not value:
        problems.add("access", "is empty, which would let every reader in; "
                               "list the labels a reader must hold, e.g. access: [public]")
        return []
    labels = []
    for i, item in enumerate(value):
        if not isinstance(item, str) or not _LABEL.match(item.strip()):
            problems.add(f"access[{i}]", "must be a label (letters, digits, . _ - :)")
            continue
        labels.append(item.strip())
    return labels


def _entities(data: dict[str, Any], problems: _Problems) -> list[Entity]:
    value = data.get("entities")
    if value is None:
        return []
    if not isinstance(value, list):
        problems.add("entities", "must be a list of {documentType, identity}")
        return []
    out = []
    for i, item in enumerate(value):
        if not isinstance(item, dict) or set(item) != {"documentType", "identity"}:
            problems.add(f"entities[{i}]", "must be exactly {documentType: …, identity: …}")
            continue
        if not all(isinstance(v, str) and v.strip() for v in item.values()):
            problems.add(f"entities[{i}]", "documentType and identity must be non-empty text")
            continue
        out.append(Entity(document_type=item["documentType"].strip(), identity=item["identity"].strip()))
    return out


def heading(line: str) -> tuple[int, str, str | None] | None:
    """An ATX heading line as (level, title, anchor), or None: 1-6 '#', a blank, the title;
    closing '#'s and blanks are dropped and a trailing ``{#anchor}`` is taken off the title."""
    level = len(line) - len(line.lstrip("#"))
    if not 1 <= level <= 6 or len(line) == level or line[level] not in " \t":
        return None
    title = line[level:].strip(" \t").rstrip("#").rstrip(" \t")
    bare = title.rstrip()
    if bare.endswith("}"):
        # Only the last '{#' can open the anchor: a name holds no '{'.
        start = bare.rfind("{#")
        if start >= 0 and _ANCHOR_NAME.match(bare[start + 2 : -1]):
            return level, title[:start].rstrip(), bare[start + 2 : -1]
    return level, title, None


def _is_fence(line: str) -> bool:
    return line.lstrip().startswith(("```", "~~~"))


def strip_comments(body: str) -> str:
    """HTML comments removed, their line breaks kept (line positions stay those of the file).
    An unclosed ``<!--`` is left as text. One forward pass."""
    out: list[str] = []
    pos = 0
    while (start := body.find("<!--", pos)) >= 0:
        end = body.find("-->", start + 4)
        if end < 0:
            break  # no comment closes after this one, nor after any later '<!--'
        out += [body[pos:start], "\n" * body.count("\n", start, end + 3)]
        pos = end + 3
    out.append(body[pos:])
    return "".join(out)


def split_fragments(document: str, body: str) -> list[Fragment]:
    """Cut the Markdown body into fragments by the CONTRACTS §1 rules.

    An anchored heading's fragment runs to the next heading of the same or
    higher level (sub-sections included). An unanchored heading inside an
    anchored section belongs to it; elsewhere it starts a fragment without an
    anchor, as does text before the first heading.
    """
    # HTML comments are not part of the record: a commented-out heading or
    # sentence must be neither a fragment nor citable text.
    lines = strip_comments(body).split("\n")
    headings: list[tuple[int, int, str, str | None]] = []  # line, level, title, anchor
    in_fence = False
    for i, line in enumerate(lines):
        if _is_fence(line):
            in_fence = not in_fence
            continue
        found = None if in_fence else heading(line)
        if found:
            level, title, anchor = found
            headings.append((i, level, title, anchor))

    titles = {h[0]: h[2].rstrip() for h in headings}

    def body_of(start: int, end: int) -> str:
        # Sub-headings inside a fragment keep their words but lose the markup.
        return "\n".join(titles.get(i, lines[i]) for i in range(start, end)).strip()

    fragments: list[Fragment] = []
    first = headings[0][0] if headings else len(lines)
    preamble = body_of(0, first)
    if preamble:
        fragments.append(Fragment(document=document, anchor=None, heading=None, position=0, text=preamble))
    for heading_line, end, title, anchor in _sections(headings, len(lines)):
        fragments.append(Fragment(document=document, anchor=anchor, heading=title, position=len(fragments),
                                  text=body_of(heading_line + 1, end)))
    return fragments


def _sections(headings: list[tuple[int, int, str, str | None]], last: int) -> list[tuple[int, int, str, str | None]]:
    """(line, end, title, anchor) of each heading that starts a fragment, in order.

    A heading's section ends at the next heading of the same or higher level; an unanchored
    heading inside an anchored section starts none. One pass with a stack of the headings
    that enclose the current one (nearest last), so many headings cost linear time.
    """
    ends = [last] * len(headings)
    starts = [False] * len(headings)
    open_: list[tuple[int, int, bool]] = []  # (index, level, inside an anchored section)
    for idx, (_line, level, _title, anchor) in enumerate(headings):
        while open_ and open_[-1][1] >= level:
            ends[open_.pop()[0]] = headings[idx][0]
        in_anchored = bool(open_) and (open_[-1][2] or headings[open_[-1][0]][3] is not None)
        starts[idx] = anchor is not None or not in_anchored
        open_.append((idx, level, in_anchored))
    return [(line, ends[i], title, anchor) for i, (line, _level, title, anchor) in enumerate(headings) if starts[i]]


@dataclass(frozen=True)
class Claims:
    """What an invalid file still claims: its id and anchored fragment ids."""

    id: str | None
    fragment_ids: list[str]


def parse_record(path: str, raw: bytes) -> tuple[SourceRecord | Claims | None, list[str]]:
    """Validate one file. Returns the record, or the problems (with what the
    file claims, when its front matter could be read)."""
    problems = _Problems(path)
    if len(raw) > MAX_FILE:
        problems.add("file", f"larger than {MAX_FILE // (1024 * 1024)} MiB; split the record")
        return None, problems.items
    text = _decode(raw, problems)
    if text is None:
        return None, problems.items
    parts = _split_front_matter(text, problems)
    if parts is None:
        return None, problems.items
    front, body = parts
    data = _load_yaml(front, problems)
    if data is None:
        return None, problems.items
    for key in data:
        if key not in ALLOWED_FIELDS:
            problems.add(str(key), f"unknown field; allowed: {', '.join(ALLOWED_FIELDS)}")
    record_id = _text_field(data, "id", problems, _NAME)
    document = _text_field(data, "document", problems, _NAME)
    title = _text_field(data, "title", problems)
    version = _text_field(data, "version", problems)
    owner = _text_field(data, "owner", problems)
    uri = _text_field(data, "uri", problems)
    published = _datetime_field(data, "published_at", problems)
    expires = _datetime_field(data, "expires_at", problems)
    access = _access(data, problems)
    policy = _text_field(data, "policy", problems)
    jurisdiction = _text_field(data, "jurisdiction", problems, _LABEL)
    lang = _text_field(data, "lang", problems)
    if lang is not None and lang not in ("en", "ru"):
        problems.add("lang", f"{lang!r} is not supported; use en or ru")
    entities = _entities(data, problems)
    if published and expires and expires <= published:
        problems.add("expires_at", "is not after published_at")
    fragments = split_fragments(document, body) if document else []
    if problems.items:
        # Still tell the loader the id and anchors this file claims, so a
        # collision with another file is reported in the same run.
        return Claims(record_id, [f.fragment_id for f in fragments if f.anchor]), problems.items
    assert record_id and document and version and owner and published
    record = SourceRecord(
        id=record_id,
        document=document,
        title=title,
        version=version,
        owner=owner,
        uri=uri,
        published_at=published,
        expires_at=expires,
        access=access,
        policy=policy,
        jurisdiction=jurisdiction,
        lang=lang,
        entities=entities,
        path=path,
        content_hash=hashlib.sha256(raw).hexdigest(),
        fragments=fragments,
    )
    return record, []
