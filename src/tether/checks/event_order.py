"""Before or after an event, with no figure: the claim puts an act on the other side of it.

"Applicants pay the fee *after* their application is processed" where the source says "The fee
is paid *before* the application is processed", «первый абонемент нужно оплатить *после* первого
урока» where it says «*до* первого урока». Every word of such a claim is the source's and it
holds no figure, so neither the figure readers nor the bound readers see it (:mod:`.direction`
reads a period counted from an event, :mod:`.bounds` a bounded figure); a reader who follows it
does the act at the wrong time. (evalsets/mutations.py ``bound``: 25 of the dev mutations that
passed at the start of session 38 were of this kind.)

Read in code, per marker: a marker ("before", "prior to", "ahead of", «до», «перед», «прежде
чем» against "after", «после»), the event named right after it (its subject terms and a verb's
particle, up to the clause's end) and its act (the words before the marker in its clause, back
to the last marker's event; a fronted marker's next clause; a condition with its consequence). A
claim's marker is turned round when a cited sentence names the same event (OTHER_EVENT_WORDS) on
the other side of the same act (more than ACT_SHARE of the claim's act terms), no cited sentence
names that event on the claim's side of that act, and neither says the other side in other words
("later", "otherwise") or denies where the other does not ("you cannot cancel after the class
starts", "the code stops working after …" are "… before it").

Not read: a marker before a figure, a date or a time ("before 18:00", «до 5 кг», «до 31
марта»: the bound readers' own), a marker with no event after it ("as before"), a clause of
fewer than :data:`MIN_ACT` act terms.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache
from typing import Literal

from ..figures.lexicon import MONTHS_EN_LOWER, MONTHS_RU, NUMBER_WORDS
from ..guard import Guarded, lazy_pattern
from ..terms import subject_terms
from .bounds import COMPLEMENT
from .claim_sources import Sources
from .lexicon import IF_MARKERS
from .polarity import has_negator
from .spans import span_between

Side = Literal["before", "after"]

_MARKER = Guarded(r"(?P<before>\bbefore|\bprior\s+to|\bahead\s+of|(?<!\w)(?:до|перед|прежде\s+чем)(?!\w))"
                  r"|(?P<after>\bafter|(?<!\w)после(?!\w))", re.IGNORECASE,
                  ("before", "prior", "ahead", "до", "перед", "прежде", "after", "после"))
_THAT = lazy_pattern(r"\s*(?:того,?\s+как|the\s+moment)?\s*", re.IGNORECASE)
"""«до *того, как*» / «после *того, как*»: the event follows."""
_NEXT_WORD = lazy_pattern(r"\s*([^\s,;:.!?()]+)")
_EVENT_END = lazy_pattern(r"[,;:.!?()—–]|\s(?:and|but|or|so|then|и|но|или|а)\s", re.IGNORECASE)
_CLAUSE_BREAK = lazy_pattern(r"[;:—–]|,\s|\.(?:\s|$)")
_CONDITION = lazy_pattern(IF_MARKERS + r"|\b(?:when|whenever|once|unless)\b|(?<!\w)(?:когда|как\s+только)(?!\w)",
                          re.IGNORECASE)
EVENT_REACH = 60
"""Characters read after a marker for its event: a short noun phrase or clause."""
CLAUSE_REACH = 200
"""Characters read around a marker for its clause, so reading stays linear in the text."""
MIN_ACT = 2
"""Act terms a clause needs besides its event: one word ("pay after processing") names no act
that another sentence could turn round without sharing it by chance."""
ACT_SHARE = 0.5
"""Share of the claim's act terms the source's clause must hold, more than."""

_NOT_AN_EVENT = frozenset((*MONTHS_EN_LOWER, *MONTHS_RU, *NUMBER_WORDS))


Occurrence = tuple[Side, frozenset[str], frozenset[str], bool, bool]
"""One marker of a text: its side, the event's terms, the act's terms, whether its clause denies,
whether its part says the other side in other words."""


@lru_cache(maxsize=4096)
def occurrences(text: str) -> tuple[Occurrence, ...]:
    """Every marker of ``text`` with an event named after it (kept: the same cited sentences are
    read claim after claim)."""
    return tuple(_read(text))


def _read(text: str) -> Iterator[Occurrence]:
    if not _MARKER.possible(text):
        return
    since = 0  # where the last marker's event ended: a clause may put two acts round two events
    for k, found in enumerate(_MARKER.pattern.finditer(text)):
        if k == MAX_MARKERS:
            return
        that = _THAT.match(text, found.end())
        at = that.end() if that else found.end()
        first = _NEXT_WORD.match(text, at)
        if first is None or any(c.isdigit() for c in first.group(1)) or first.group(1).lower() in _NOT_AN_EVENT:
            continue  # a figure's, a date's or a time's bound: read by the bound readers
        stop = _EVENT_END.search(text, at, at + EVENT_REACH)
        end = stop.start() if stop else min(len(text), at + EVENT_REACH)
        event = frozenset((*subject_terms(text[at:end]), *(f"~{p.lower()}" for p in _PARTICLE.findall(text, at, end))))
        lo, hi = _clause(text, found.start(), found.end())
        if _CONDITION.search(text, lo, hi):
            act_text = text[slice(*_part(text, found.start(), found.end()))]  # a condition with its consequence
        elif len(subject_terms(text[max(lo, since):found.start()])) >= MIN_ACT:
            act_text = text[max(lo, since):found.start()]  # "inspect the flat *before moving in* and …"
        else:  # a fronted marker: "*Before boarding*, passengers must show their ticket"
            act_text = text[found.start():_clause(text, hi + 1, hi + 1)[1]] if hi < len(text) else text[lo:hi]
        since = end
        act = frozenset(subject_terms(act_text)) - event
        side: Side = "before" if found.group("before") else "after"
        part = _THAT_AS.sub(" ", text[slice(*_part(text, found.start(), found.end()))])
        yield side, event, act, has_negator(act_text) or _DENYING.search(act_text) is not None, \
            COMPLEMENT.search(part) is not None


MAX_MARKERS = 32
"""Markers read in one text: a policy sentence holds a few; a text of thousands is read no further,
so comparing a claim's markers with its sources' stays bounded."""
_PARTICLE = lazy_pattern(r"(?<=[a-z]\s)(?:in|out|up|off|on|down)\b", re.IGNORECASE)
"""A verb's particle in an event: "moving *in*" is not "moving *out*"."""
_DENYING = lazy_pattern(r"\b(?:stops?|stopped|ceases?|barred|closed|no\s+longer|forbidden|prohibited)\b|"
                        r"(?<!\w)(?:невозможн\w*|запрещ\w*|прекраща\w*|закрыт\w*)", re.IGNORECASE)
"""Words that deny an act without a negator: "the code *stops* working after …" is "cannot be used
after …", the other side of "can be used before …" (a red-team of session 38)."""
_THAT_AS = lazy_pattern(r"(?<!\w)того,?\s+как(?!\w)", re.IGNORECASE)
"""«до *того, как*» opens the event: no "after that" pointing back (COMPLEMENT)."""


def _clause(text: str, start: int, end: int) -> tuple[int, int]:
    return span_between(text, start, end, _CLAUSE_BREAK, CLAUSE_REACH)


_PART_BREAK = lazy_pattern(r"[;:—–]|\.(?:\s|$)")


def _part(text: str, start: int, end: int) -> tuple[int, int]:
    return span_between(text, start, end, _PART_BREAK, CLAUSE_REACH)


def turns_the_event(claim: str, sources: Sources) -> str | None:
    """The cited sentence that puts an act of ``claim`` on the other side of the same event, when
    no cited sentence puts it on the claim's side; or None."""
    mine = [o for o in occurrences(claim) if len(o[2]) >= MIN_ACT and not o[4]]
    if not mine:
        return None
    stated = [(i, o) for i in sorted(sources.allowed) for o in occurrences(sources.index.sentences[i])]
    for side, event, act, denies, _ in mine:
        same = [(i, o) for i, o in stated
                if _same_event(event, o[1]) and _shared(act, o[2]) > ACT_SHARE * len(act)]
        if any(o[0] == side for _, o in same):
            continue  # the claim's side of the same act is stated too ("the deposit before …, the rest after …")
        for i, (_, _, _, their_denies, other_words) in same:
            if not other_words and their_denies == denies:
                return sources.index.sentences[i]
    return None


def _same_event(mine: frozenset[str], theirs: frozenset[str]) -> bool:
    """Whether two events are one: each holds the other's words but one at most ("the application
    is processed" / "processing of the application"), so "the *start* of the semester" is not "the
    *end* of the semester" (a red-team of session 38)."""
    return len(mine) - _shared(mine, theirs) + len(theirs) - _shared(theirs, mine) <= OTHER_EVENT_WORDS


OTHER_EVENT_WORDS = 1
"""Words two events may differ by and still be one: a verb the one says and the other leaves
out ("before the first lesson" / "before the first lesson starts")."""

SAME_ROOT = 4
"""Letters two stems share at the start to be one word's: a verb's aspects and voices stem apart
(«оплатить» / «оплачивается», "apply" / "application")."""


def _shared(mine: frozenset[str], theirs: frozenset[str]) -> int:
    """How many of ``mine`` ``theirs`` holds, a word of the same root counted."""
    roots = {t[:SAME_ROOT] for t in theirs if len(t) >= SAME_ROOT}
    return sum(1 for t in mine if t in theirs or (len(t) >= SAME_ROOT and t[:SAME_ROOT] in roots))
