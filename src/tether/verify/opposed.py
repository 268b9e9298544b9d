"""A value given to the opposite case: "a *half* day of daycare lasts at most 10 hours" where
the cited sentence that holds 10 hours is the *full* day's and the next one gives the half day
its own ("A half day of at most 5 hours costs C$26": unseen46 dev u46-en-025).

Some words name one of two cases that a price list or a rule sets against each other — half /
full, single / double, adult / child, weekday / weekend, individual / group, morning / evening,
summer / winter. Such a word decides a value as no count of shared words can: the two
sentences share every other word ("day", "daycare"), and a word like "half" is generic to
the term readers (it is a figure's word in "half the price"). In three rules:

1. the figure's clause names one case of a pair and not the other;
2. every cited sentence that states the value names the other case and not this one — or,
   where a sentence names both, the part of it that holds the value does ("ISK 15,500 per
   person in a *single* kayak and ISK 26,000 per *double* kayak": unseen40 dev u40-en-034);
3. another cited sentence, or another part of that one, names this case, not the other, and
   states a value of the same measure — the one the clause should have given.

Then the value is misattributed. A clause naming both cases ("half the adult price") is read
by the other readers, not this one.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from decimal import Decimal
from functools import lru_cache

from ..figures.mention import QUANTITY_KINDS, Mention, one_measure
from ..guard import lazy_pattern
from ..text import STOP_WORDS, stem, tokens
from .case_parts import mentions_of
from .case_readers import short

_PARTS = lazy_pattern(r";|[:,](?!\d)|\s(?:and|or|but|while|whereas|и|или|а|но)\s", re.IGNORECASE)
"""Where a sentence that names both cases passes from one case's value to the other's: not inside
a figure ("ISK 15,500", "10:00")."""


def _side(words: str) -> frozenset[str]:
    return frozenset(stem(w) for w in words.split())


PAIRS: tuple[tuple[frozenset[str], frozenset[str]], ...] = (
    (_side("half halves полдня половина"), _side("full полный")),
    (_side("single одноместный"), _side("double twin двухместный")),
    (_side("adult adults взрослый взрослых"), _side("child children kid kids детский детей детям ребёнок ребенка")),
    (_side("weekday weekdays будни будний"), _side("weekend weekends выходные выходной")),
    (_side("individual private индивидуальный"), _side("group групповой")),
    (_side("morning утренний утром"), _side("evening вечерний вечером")),
    (_side("summer летний"), _side("winter зимний")),
)
"""The pairs of opposed cases, each side as stems (ru + en). Only words that name a case on
their own: not "first" / "second" (a second child may be among "further children"), nor
"day" / "night" (a day is also a date), nor «лето» (its stem is «лет», "years")."""
_CASE_WORDS: frozenset[str] = frozenset().union(*(a | b for a, b in PAIRS))


@lru_cache(maxsize=4096)
def _stems(text: str) -> frozenset[str]:
    """The stems of ``text``'s words, a hyphenated word's parts too ("half-day")."""
    return frozenset(stem(p) for w in tokens(text) for p in (w, *w.split("-")) if p)


Memo = dict[tuple[object, ...], str | None]
"""What :func:`opposite_case` found for a value and a side of a pair, kept per answer: every
figure of a long answer would read the whole material again."""


def opposite_case(clause: str, m: Mention, holding: Sequence[int], sentences: Sequence[str],
                  memo: Memo | None = None) -> str | None:
    """Why ``m`` (stated by the cited ``sentences`` at ``holding``) is the opposite case's value
    for the case its ``clause`` names, or None (the module's three rules)."""
    if m.kind not in QUANTITY_KINDS or not holding:
        return None
    values = frozenset(r.value for r in m.readings)
    whole = ("clause", clause, m.kind, m.unit, values)  # a clause repeated reads the same
    if memo is not None and whole in memo:
        return memo[whole]
    found = _read(clause, m, holding, sentences, memo)
    if memo is not None:
        memo[whole] = found
    return found


def _read(clause: str, m: Mention, holding: Sequence[int], sentences: Sequence[str], memo: Memo | None) -> str | None:
    said = _stems(clause)
    for k, (one, other) in enumerate(PAIRS):
        for this, that in ((one, other), (other, one)):
            if not said & this or said & that:
                continue
            heads = _heads(clause, this)
            if heads and not all(heads & _named(sentences[i]) for i in holding):
                continue  # the clause's "half-day *trip*" is not what "*Full* refunds" qualifies, nor
                # «как сопровождающий ребёнка *заплатите*» a child's price (a red-team)
            key = (k, this is one, m.kind, m.unit, frozenset(r.value for r in m.readings))
            if memo is not None and key in memo:
                found = memo[key]
            else:
                found = _another_case(this, that, m, holding, sentences)
                if memo is not None:
                    memo[key] = found
            if found:
                return found
    return None


def _another_case(this: frozenset[str], that: frozenset[str], m: Mention, holding: Sequence[int],
                  sentences: Sequence[str]) -> str | None:
    """Rules 2 and 3 for one side of a pair: the holding sentences (or their parts) name only the
    other case, and another sentence or part names only this one with a value of its own."""
    values = {r.value for r in m.readings}
    own: list[str] = []  # the text each holding sentence states the value in
    others: list[str] = []  # parts of the holding sentences that do not
    for i in holding:
        sentence = sentences[i]
        if _stems(sentence) & this:  # names both: the value's part must be the other case's
            parts = _parts(sentence)
            mine = [p for p in parts if _states(p, m, values)]
            theirs = [p for p in parts if p not in mine]
            if not any(_stems(p) & this and not _stems(p) & that and _owed(p, m, values) for p in theirs):
                mine = []  # no part gives this case a value of its own: "… €900 a week for a
                # double room, as a single payment" sets no two cases side by side (a red-team)
            own += mine or [sentence]
            others += theirs
        else:
            own.append(sentence)
    if not all(_stems(t) & that and not _stems(t) & this for t in own):
        return None
    held = set(holding)
    for text in (*others, *(s for j, s in enumerate(sentences) if j not in held)):
        if not _stems(text) & this or _stems(text) & that:
            continue
        owed = _owed(text, m, values)
        if owed:
            return (f'"{m.text}" is the value of another case ("{short(own[0])}"); '
                    f'the cited text about this one gives "{owed[0].text}"')
    return None


@lru_cache(maxsize=1024)
def _parts(sentence: str) -> tuple[str, ...]:
    cuts = [0, *(x for f in _PARTS.finditer(sentence) for x in (f.start(), f.end())), len(sentence)]
    return tuple(sentence[a:b].strip() for a, b in zip(cuts[::2], cuts[1::2], strict=True) if sentence[a:b].strip())


def _owed(text: str, m: Mention, values: set[Decimal]) -> list[Mention]:
    """The values of ``m``'s measure ``text`` states other than ``m``'s own."""
    return [x for x in mentions_of(text) if one_measure(m, x) and x.readings
            and not any(r.value in values for r in x.readings)]


def _heads(clause: str, side: frozenset[str]) -> frozenset[str]:
    """The stems of what the clause's case words of ``side`` qualify: the next word that is no stop
    word ("half day *trip*", «двухместный *номер*»), and a hyphenated word's next part ("half-*day*
    *trip*"). A case word that ends the clause, or that a figure or another case word follows,
    adds none."""
    words = [w for w in tokens(clause) if w not in STOP_WORDS]
    out: set[str] = set()
    for i, w in enumerate(words):
        parts = [p for p in w.split("-") if p]
        for k, part in enumerate(parts):
            if stem(part) in side:
                following = [*parts[k + 1:k + 2], *words[i + 1:i + 2]]
                out.update(h for h in map(stem, following) if not h[:1].isdigit() and h not in _CASE_WORDS)
    return frozenset(out)


@lru_cache(maxsize=4096)
def _named(sentence: str) -> frozenset[str]:
    """The stems of what ``sentence`` names, less a figure's unit: "Full refunds … at least 2 *days*
    in advance" names no day a "half-day trip" could be (a review)."""
    words = tokens(sentence)
    return frozenset(stem(p) for i, w in enumerate(words) if not (i and words[i - 1][:1].isdigit())
                     for p in (w, *w.split("-")) if p)


def _states(text: str, m: Mention, values: set[Decimal]) -> bool:
    return any(one_measure(m, x) and any(r.value in values for r in x.readings) for x in mentions_of(text))
