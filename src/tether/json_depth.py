"""How deep untrusted JSON nests, read in linear time before ``json`` recurses into it.

Python's ``json`` recurses once per level and raises RecursionError near the interpreter's
limit (1,000). Catching that is not enough: at that depth anything else that runs — a
finalizer the garbage collector calls, a log handler — fails too, and did (a CI run failed on
"Exception ignored in: <finalize object>" during a 5,000-level model output). A model's answer,
a verify input and a request body nest a handful of levels, so a text nesting deeper than
:data:`JSON_DEPTH_LIMIT` is refused before it is parsed.
"""

from __future__ import annotations

from .guard import lazy_pattern

JSON_DEPTH_LIMIT = 100
"""Levels of nesting refused before parsing. The deepest document Tether reads by design, a
verify input, nests 5 (``context.fragments[i].text``); Python's ``json`` gives out near 1,000."""

_STRUCTURE = lazy_pattern(r'\\.|"|[\[\]{}]')
"""What nesting depends on: an escape (skipped whole, so ``\\"`` does not end a string), a
quote, a bracket."""


def nests_deeper_than(text: str | bytes, limit: int = JSON_DEPTH_LIMIT) -> bool:
    """Whether ``text`` has more than ``limit`` brackets open at once outside its strings.
    Invalid JSON is read the same way: its parser reports it; this only bounds the depth."""
    if isinstance(text, bytes):
        text = text.decode("utf-8", errors="replace")
    if text.count("[") + text.count("{") <= limit:
        return False  # not enough brackets to be deep: no scan
    depth, in_string = 0, False
    for found in _STRUCTURE.finditer(text):
        token = found.group()
        if token == '"':
            in_string = not in_string
        elif in_string or len(token) == 2:
            continue
        elif token in "[{":
            depth += 1
            if depth > limit:
                return True
        else:
            depth -= 1
    return False
