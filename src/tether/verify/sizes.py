"""A value taken from the sentence about another numbered size: "a *50-amp* site costs US$45"
where US$45 is the *30-amp* site's, which the 50-amp site's own sentence prices at US$52.

A number joined to its word names a kind of thing ("50-amp service", "an 8-metre scissor lift",
"a 3-tonne digger", «2-комнатный номер»), as a class's letter does ("Category B"): every other
word of the two sentences can be the same, and the figure reader counts "50-amp" as supported
because the other sentence states it. So the value's sentences are read for that size: when each
names a size of the same word and none the answer's, while another cited sentence names the
answer's, the value is that other size's (unseen30 dev u30-en-037).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from ..figures.digits import DIGIT_RUN
from ..guard import lazy_pattern
from ..text import stem

_SIZE = lazy_pattern(r"(?<![\w.,-])(\d+(?:[.,]\d+)?)-([^\W\d_]{2,})(?![\w-])")
"""A number joined by a hyphen to the word it counts: "50-amp", "8-metre", «2-комнатный»."""
MAX_SIZES = 16
"""Sizes read in one sentence: a sentence names a few; a list of many says no one thing."""


@lru_cache(maxsize=4096)
def sizes(text: str) -> frozenset[tuple[str, str]]:
    """The numbered sizes ``text`` names, as (number, stem of its word): ("50", "amp")."""
    found = []
    for m in _SIZE.finditer(text):
        found.append((m.group(1).replace(",", "."), stem(m.group(2).lower())))
        if len(found) >= MAX_SIZES:
            break
    return frozenset(found)


def another_size(named: frozenset[tuple[str, str]], holding: Sequence[int], sentences: Sequence[str],
                 digits: Sequence[str] = ()) -> int | None:
    """The cited sentence about the numbered size the answer's sentence names (``named``), when
    every sentence holding the value names another size of the same word and none of these;
    None otherwise, or when no cited sentence names the answer's size. A sentence that lists
    sizes ("16-amp hook-up £4 per night, 32-amp hook-up £7 per night") is read item by item:
    the item holding the value's ``digits`` is what names its size."""
    if not named or not holding:
        return None
    words = {word for _, word in named}
    for i in holding:
        there = sizes(sentences[i])
        if there & named:
            item = item_holding(sentences[i], digits) if digits else None
            if item is not None and not sizes(item) & named and any(w in words for _, w in sizes(item)):
                return i  # the listed size's value, beside the answer's own size in the same list
            return None  # it names the answer's size: not another size's
        if not any(word in words for _, word in there):
            return None  # no size of that word: not another size's
    return next((i for i, sentence in enumerate(sentences) if i not in holding and sizes(sentence) & named), None)


_ITEMS = lazy_pattern(r"[,;:]|\s(?:and|и|а)\s", re.IGNORECASE)


def item_holding(sentence: str, digits: Sequence[str]) -> str | None:
    """The item of a listing ``sentence`` that holds the value's ``digits`` (all of them), when one does."""
    return next((item for item in _ITEMS.split(sentence) if all(d in DIGIT_RUN.findall(item) for d in digits)), None)
