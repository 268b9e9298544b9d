"""Front matter YAML, read strictly in one pass over the parser's events.

The values are built straight from the event stream with the BaseLoader's
semantics — every scalar a string, sequences lists, mappings dicts, tags ignored —
so the file is parsed once, by libyaml's C parser where PyYAML was built with it
(``yaml.CBaseLoader``), else by the pure-Python one with the same events. Anchors
and aliases are refused at the first event that carries one, before anything is
built, so a crafted file cannot expand into a huge or cyclic structure; a key given
twice is reported, because YAML would keep the last silently and a second
``access`` line must not quietly open a restricted record.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from typing import Any

import yaml

from ..errors import FrontMatterError

# libyaml's parser where present: the same events, several times faster.
Loader: type = getattr(yaml, "CBaseLoader", yaml.BaseLoader)

ANCHORS = "YAML anchors and aliases are not allowed; write values out"


MAX_DEPTH = 8
"""Collections inside collections the front matter may hold: the format needs three
(fields, a list, an entity). The reader recurses per level, so 64 KB of '[' would end in
a RecursionError; it stops at the first level too many instead."""


def load_front_matter(front: str, duplicate: Callable[[str], None]) -> Any:
    """The front matter's value (None for an empty one). ``duplicate(path)`` is called
    for every key given twice (``access``, ``entities[0].identity``); the first value
    is kept for it. Raises FrontMatterError for aliases and anchors, yaml.YAMLError for
    YAML the parser refuses."""
    events = iter(yaml.parse(front, Loader=Loader))
    _expect(events, yaml.StreamStartEvent)
    event = next(events)
    if isinstance(event, yaml.StreamEndEvent):
        return None
    if not isinstance(event, yaml.DocumentStartEvent):  # pragma: no cover - the parser guarantees it
        raise FrontMatterError("not a YAML document")
    value = _value(events, next(events), "", duplicate)
    _expect(events, yaml.DocumentEndEvent)
    if not isinstance(next(events), yaml.StreamEndEvent):
        raise FrontMatterError("holds more than one YAML document; keep one between the '---' lines")
    return value


def _expect(events: Iterator[yaml.Event], kind: type) -> None:
    event = next(events)
    if not isinstance(event, kind):  # pragma: no cover - the parser guarantees the order
        raise FrontMatterError(f"unexpected {type(event).__name__}")


def _value(events: Iterator[yaml.Event], event: yaml.Event, path: str, duplicate: Callable[[str], None],
           depth: int = 0) -> Any:
    if isinstance(event, yaml.AliasEvent) or getattr(event, "anchor", None):
        raise FrontMatterError(ANCHORS)
    if isinstance(event, yaml.CollectionStartEvent) and depth >= MAX_DEPTH:
        field = re.split(r"[.\[]", path, maxsplit=1)[0] or "front matter"
        raise FrontMatterError(f"nests deeper than {MAX_DEPTH} levels; the format needs three "
                               "(fields, a list, an entity)", field)
    if isinstance(event, yaml.ScalarEvent):
        return event.value
    if isinstance(event, yaml.SequenceStartEvent):
        items: list[Any] = []
        while not isinstance(event := next(events), yaml.SequenceEndEvent):
            items.append(_value(events, event, f"{path}[{len(items)}]", duplicate, depth + 1))
        return items
    if isinstance(event, yaml.MappingStartEvent):
        mapping: dict[str, Any] = {}
        while not isinstance(event := next(events), yaml.MappingEndEvent):
            key = _value(events, event, path, duplicate, depth + 1)
            if not isinstance(key, str):
                raise FrontMatterError("a key is a list or a mapping; keys must be plain names")
            name = f"{path}.{key}" if path else key
            item = _value(events, next(events), name, duplicate, depth + 1)
            if key in mapping:
                duplicate(name)
            else:
                mapping[key] = item
        return mapping
    raise FrontMatterError(f"unexpected {type(event).__name__}")  # pragma: no cover
