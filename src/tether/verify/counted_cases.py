"""A case named by a count: "a pass for *10 classes*", «абонемент на *10 заездов*».

«Абонемент на 5 заездов стоит 6 500 ₽ в России или 30 000 драмов в Армении, на 10 заездов —
12 000 ₽ или 55 000 драмов» names its cases by how many rides a pass holds. "В Армении абонемент
на 10 заездов стоит 30 000 драмов" (unseen57 dev u57-ru-027) gives the 10-ride pass the 5-ride
pass's price: every word of the clause is the sentence's, and the figure readers weigh words, not
the numbers that name the cases. Here each part of the sentence goes with the count it names, or
with the one the part before it named ("… или *30 000 драмов в Армении*" is still the 5-ride
pass's); a clause that names a count of the same thing the value's part counts otherwise takes
the value of the part naming its own count.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache

from ..figures import find_mentions
from ..figures.digits import DIGIT_RUN
from ..figures.mention import Mention, one_measure
from ..guard import lazy_pattern
from ..text import stem
from .case_parts import mentions_of

_THING = lazy_pattern(r"(?:\s+|-)(?P<thing>[^\W\d_]{3,})")
"""The thing a count counts, right after it: "10 classes", "a 10-class pass", «10 заездов»."""


@lru_cache(maxsize=4096)
def _counts(text: str) -> frozenset[tuple[str, str]]:
    """The counts ``text`` names: plain numbers (not sums, percentages or periods) and what each counts."""
    found = set()
    for x in mentions_of(text):
        if x.kind != "number":
            continue
        joined = _JOINED.fullmatch(x.text)  # "10-class": the thing is written into the count
        thing = _THING.match(text, x.end) if joined is None else joined
        if thing is not None:
            found.add((joined.group("n") if joined else x.text, stem(thing.group("thing").lower())))
    return frozenset(found)


_JOINED = lazy_pattern(r"(?P<n>\d+)-(?P<thing>[^\W\d_]{3,})")
"""A count with its thing written into it: "a *10-class* pass"."""


@lru_cache(maxsize=256)
def _carried(parts: tuple[str, ...]) -> tuple[frozenset[tuple[str, str]], ...]:
    """Each part's counts, or those of the part before it that named some: read once per cited
    sentence, not once per figure of the answer."""
    carried: list[frozenset[tuple[str, str]]] = []
    last: frozenset[tuple[str, str]] = frozenset()
    for p in parts:
        last = _counts(p) or last
        carried.append(last)
    return tuple(carried)


def of_another_count(parts: Sequence[str], m: Mention, clause: str,
                     holds: Callable[[str, Mention], bool]) -> str | None:
    """The part of a cited sentence's ``parts`` that states another value of ``m``'s measure for
    the count the answer's ``clause`` names, where the part stating ``m`` names another count of
    the same thing; None otherwise."""
    asked = _counts(clause)
    if not asked:
        return None
    carried = _carried(tuple(parts))
    # only the parts that write the figure's digits are asked whether they state it (linear time)
    runs = DIGIT_RUN.findall(m.text)
    own = [k for k, p in enumerate(parts) if runs and all(r in p for r in runs) and holds(p, m)]
    if len(own) != 1 or carried[own[0]] & asked:
        return None
    things = {thing for _, thing in carried[own[0]]}
    wanted = {(n, thing) for n, thing in asked if thing in things}
    if not wanted:
        return None
    # a clause that gives the other part's value too names both ("up to 30 items, compared with 20 for
    # undergraduates": unseen3 dev u3-en-017)
    given = {x.text for x in find_mentions(clause)}
    others = [p for k, p in enumerate(parts) if k != own[0] and carried[k] & wanted and not holds(p, m)
              and any(one_measure(m, x) for x in mentions_of(p))
              and not any(one_measure(m, x) and x.text in given for x in mentions_of(p))]
    same_unit = [p for p in others if any(x.unit == m.unit for x in mentions_of(p) if one_measure(m, x))]
    chosen = same_unit or others
    return chosen[0] if chosen else None
