"""A package asked for by its count: "a pass of *10 classes*", «абонемент *на 20 заездов*».

Coverage reads words, not figures: "How much is a pass of 10 classes in New Zealand?" was answered
from the section that prices passes of 3 and 5 (unseen57 dev u57C-035), «Сколько стоит абонемент на
20 заездов?» from the one that prices 5 and 10 (u57K-034): each holds every word of the question.
A section that counts the package's things and never the number asked does not answer; one that
counts none states a general rule. The count of people a thing is for is :mod:`tether.sized`'s.
"""

from __future__ import annotations

import re

from .guard import lazy_pattern
from .terms import same_term
from .text import stem

_PACKAGE = (r"(?:pass|passes|package|pack|bundle|block|course|card|абонемент\w*|пакет\w*|курс\w*|карт[аыуе]|"
            r"сертификат\w*)")
_THING = r"(?P<thing>[^\W\d_]{3,})"
_ASKED = lazy_pattern(
    rf"(?<!\w){_PACKAGE}\s+(?:of|for|with|на|из)\s+(?P<n>\d{{1,3}})\s+{_THING}|"
    rf"(?<![\w.,])(?P<m>\d{{1,3}})[\s-]{_THING.replace('thing', 'item')}\s+{_PACKAGE}(?!\w)",
    re.IGNORECASE)
"""The count a package is named by: "a pass of 10 classes", «абонемент на 20 заездов», "a 10-class
pass". Not the reader's own count ("I have booked 3 classes"): only a package's."""
_COUNTED = lazy_pattern(rf"(?<![\w.,])(?P<n>\d{{1,3}})[\s-]+(?:[^\W\d_]+[\s-]+)?{_THING}|"
                        rf"(?<!\w){_PACKAGE}\s+(?:of|for|на|из)\s+(?P<bare>\d{{1,3}})(?![\w.,])",
                        re.IGNORECASE)
"""A count a section states: "3 hands-on classes" (one word between at most), «на 10 заездов», or a
package's count with its thing left to the sentence ("and a pass of *5* costs …")."""


def count_asked(question: str) -> tuple[int, str] | None:
    """The count a question names a package by and the stem of what it counts; None when it names
    none, or two."""
    found = {(int(m.group("n") or m.group("m")), stem((m.group("thing") or m.group("item")).lower()))
             for m in _ASKED.finditer(question)}
    return found.pop() if len(found) == 1 else None


def _counts(text: str, thing: str) -> set[int]:
    counts = set()
    for m in _COUNTED.finditer(text):
        if m.group("bare"):
            counts.add(int(m.group("bare")))
        elif same_term(stem(m.group("thing").lower()), thing):
            counts.add(int(m.group("n")))
    return counts


def states_other_counts(text: str, asked: tuple[int, str]) -> bool:
    """Whether ``text`` counts the asked thing and never by the asked number."""
    n, thing = asked
    counts = _counts(text, thing)
    return bool(counts) and n not in counts


def states_the_count(text: str, asked: tuple[int, str]) -> bool:
    """Whether ``text`` counts the asked thing by the asked number."""
    return asked[0] in _counts(text, asked[1])
