"""A thing asked for by its size in people: «кабинет *на 8 человек*», "a room *for 8 people*".

Coverage reads words, not figures: «Сколько стоит кабинет на 8 человек в Ташкенте?» was answered
from the Tashkent office for 4 (unseen31 dev u31K-040), which holds every word of it. A fragment
that states the thing's sizes in people (exact, or as a range: "9 to 16 guests", «от 10 до 20
человек»; unseen34 dev u34A-003) and not the one asked does not
answer; one that states no size at all states a general rule, and answers.
"""

from __future__ import annotations

import re

from .guard import lazy_pattern

_PEOPLE = (r"(?:человек\w*|чел\.?|персон\w*|мест(?:а|о)?|гост(?:я|ей|ь)|people|persons?|guests?|seats?|pax|"
           r"person|seater)")
_SIZE = lazy_pattern(
    rf"(?<!\w)(?:на|for|up\s+to|до|от|from)?\s*(?P<lo>\d{{1,3}})(?:\s*(?:[–—-]|\s(?:to|до)\s)\s*(?P<hi>\d{{1,3}}))?"
    rf"[\s-]*{_PEOPLE}(?!\w)",
    re.IGNORECASE)
_ASKED = lazy_pattern(rf"(?<!\w)(?:на|for)\s+(?P<n>\d{{1,3}})\s+{_PEOPLE}(?!\w)|(?<!\w)(?P<m>\d{{1,3}})(?:-(?:person|"
                      rf"people|seat|seater)|\s(?:person|seat|seater))\b", re.IGNORECASE)
"""A thing's size: "for 8 people", "an 8-person office", "a 6 seater"; not "*we are 9 people*", the
reader's party, as «нас 10 человек» (unseen34 dev u34A-003: a second guide for a party of 9)."""
_UP_TO = lazy_pattern(r"(?:up\s+to|до|не\s+более|max(?:imum)?)\s*$", re.IGNORECASE)
_FROM = lazy_pattern(r"(?:from|от|не\s+менее|at\s+least|min(?:imum)?|"
                     r"(?P<over>more\s+than|over|более|больше|свыше))\s*$", re.IGNORECASE)
"""A size and all above it ("from 10", «не менее 10»), or all above it alone ("more than 16")."""
LOOK_BACK = 14
"""Characters before a size read for its bound ("up to ", «не более », "more than ")."""


def size_asked(question: str) -> int | None:
    """The number of people the thing asked about is for: «кабинет *на 8 человек*», "an *8-person*
    office"; None when the question names none (or "for 2 people" twice, differently)."""
    found = {int(m.group("n") or m.group("m")) for m in _ASKED.finditer(question)}
    return found.pop() if len(found) == 1 else None


def states_another_size(text: str, size: int) -> bool:
    """Whether ``text`` states sizes in people and none of them (exact, a range, "up to", "from")
    takes in ``size``."""
    sizes = list(_SIZE.finditer(text))
    if not sizes:
        return False
    for m in sizes:
        lo, hi = int(m.group("lo")), int(m.group("hi") or m.group("lo"))
        before = text[max(0, m.start("lo") - LOOK_BACK):m.start("lo")]
        # a range bounds itself: «*от* 10 до 20 человек» is no "from 10"
        if not m.group("hi") and _UP_TO.search(before):
            lo = 0
        elif not m.group("hi") and (above := _FROM.search(before)):
            lo, hi = lo + bool(above.group("over")), 10 ** 6
        if lo <= size <= hi:
            return False
    return True
