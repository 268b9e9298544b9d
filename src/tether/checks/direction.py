"""Before or after: a period the claim counts the other way from its event.

"Tell the company *at least 5 working days before* the works start" and "… *within 5 working
days after* they start" share every word and figure; only the direction differs, and a reader
who follows the second is late by the whole period. «не позднее чем за 5 рабочих дней» against
«в течение 5 рабочих дней после его начала» (unseen21 dev u21-ru-042) is the same fault.

A period's direction is read only where it is explicit: "before", "in advance", "prior to",
«до», «заранее», «не позднее чем за» make it a lead time; "after", "following", "since",
«после», «через», «с момента», «со дня» a time after the event. A bare "within 5 days", "within
72 hours of its start" (before it, or after) or «за 5 дней» (also "in 5 days": «рассмотрят за 5
дней») says neither. The claim turns the period round when a cited sentence states the same
period the other way and none states it the claim's way.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from decimal import Decimal
from functools import lru_cache
from typing import Literal

from ..figures import find_mentions
from ..figures.mention import Mention
from ..guard import Guarded, lazy_pattern
from ..terms import TermSet, subject_terms
from .claim_sources import Sources

Direction = Literal["before", "after"]

_AHEAD_AFTER = lazy_pattern(r"\s*(?:before|prior\s+to|in\s+advance|ahead|beforehand|earlier\s+than|['’]?\s*notice)\b"
                            r"|\s*(?:[а-яё]+\s+){0,2}?(?:до|заранее)(?!\w)", re.IGNORECASE)
"""After the period: "5 days *before* arrival", "30 days' *notice*", «за 5 дней *до* заезда», «за 2 дня
*заранее*»."""
_AHEAD_BEFORE = lazy_pattern(r"(?:не\s+позднее|не\s+позже|не\s+менее|не\s+меньше|минимум|как\s+минимум)"
                             r"\s+(?:чем\s+)?за\s*$", re.IGNORECASE)
"""Before the period: «*не позднее чем за* 5 рабочих дней», «*не менее чем за* сутки»."""
_LATER_AFTER = lazy_pattern(r"\s*(?:after|following|since)\b"
                            r"|\s*(?:[а-яё]+\s+){0,2}?(?:после|с\s+момента|со\s+дня|с\s+даты|от\s+даты)(?!\w)",
                            re.IGNORECASE)
"""After the period: "5 days *after* the works start", «5 дней *после* начала», «*с момента*»."""
_LATER_BEFORE = lazy_pattern(r"(?<!\w)через\s*$", re.IGNORECASE)
"""Before the period: «*через* 5 дней»."""
MARKER_REACH = 30
"""Characters read on each side of a period for its direction: the marker and two words
(«за 5 рабочих дней *до его* начала»)."""

_MARKERS = Guarded(r"\b(?:before|prior|advance|ahead|beforehand|earlier|after|following|since|notice)\b|"
                   r"(?<!\w)(?:до|заранее|за|после|через|момента|дня|даты)(?!\w)", re.IGNORECASE,
                   ("before", "prior", "advance", "ahead", "earlier", "after", "following", "since", "notice",
                    "до", "заранее", "за", "после", "через", "момента", "дня", "даты"))


def direction(text: str, m: Mention) -> Direction | None:
    """Which way the period ``m`` of ``text`` is counted from its event, when ``text`` says."""
    before = text[max(0, m.start - MARKER_REACH):m.start]
    after = text[m.end:m.end + MARKER_REACH]
    ahead = bool(_AHEAD_AFTER.match(after) or _AHEAD_BEFORE.search(before))
    later = bool(_LATER_AFTER.match(after) or _LATER_BEFORE.search(before))
    if ahead == later:
        return None
    return "before" if ahead else "after"


_EVENT_MARKER = lazy_pattern(r"\s*(?:[а-яё]+\s+){0,2}?(?:до|после|с\s+момента|со\s+дня|с\s+даты|от\s+даты)(?!\w)"
                             r"|\s*(?:before|after|following|since|of|from|prior\s+to|ahead\s+of)\b", re.IGNORECASE)
_EVENT_END = lazy_pattern(r"[,;:.!?()]|\s(?:and|but|or|и|но|или|а)\s", re.IGNORECASE)
EVENT_REACH = 60
"""Characters read after a period's marker for the event it is counted from."""


def _event(text: str, m: Mention) -> frozenset[str]:
    """The words of the event a period is counted from, when named after it ("before *the
    works start*", «после *уведомления клиента*»); none otherwise."""
    found = _EVENT_MARKER.match(text, m.end, m.end + MARKER_REACH)
    if found is None:
        return frozenset()
    end = _EVENT_END.search(text, found.end(), found.end() + EVENT_REACH)
    return frozenset(subject_terms(text[found.end():end.start() if end else found.end() + EVENT_REACH]))


@lru_cache(maxsize=4096)
def _stated(sentence: str) -> tuple[tuple[Decimal, str | None, Direction | None, frozenset[str]], ...]:
    """Each period of a cited sentence: its value, unit, direction and event; kept, as the same
    cited sentences come back claim after claim."""
    marked = _MARKERS.possible(sentence)
    return tuple((m.readings[0].value, m.unit, direction(sentence, m) if marked else None, _event(sentence, m))
                 for m in _durations(sentence))


def _durations(text: str) -> Iterable[Mention]:
    return (m for m in find_mentions(text) if m.kind == "duration" and m.readings)


def _periods(text: str) -> Iterable[tuple[Mention, Direction]]:
    """The periods of ``text`` whose direction it states."""
    for m in _durations(text):
        way = direction(text, m)
        if way is not None:
            yield m, way


def turns_the_direction(claim: str, words: Sequence[str], sources: Sources) -> str | None:
    """The cited sentence that states a period of ``claim`` counted the other way from its
    event, when every cited statement of that period counts it the other way (one that says
    neither way may mean the claim's: "30 days' notice" for "announced 30 days ahead") and
    that sentence is the one that says most of the claim's ``words`` (another sentence's
    period, counted its own way, is another event's); or None."""
    if not words or not _MARKERS.possible(claim):
        return None
    periods = [(m.readings[0].value, m.unit, way, _event(claim, m)) for m, way in _periods(claim)]
    if not periods:
        return None
    other: int | None = None
    for i in sorted(sources.allowed):
        sentence = sources.index.sentences[i]
        for stated_value, stated_unit, way, theirs in _stated(sentence):
            held = TermSet(theirs)
            for value, unit, claimed, event in periods:
                if stated_unit != unit or stated_value != value:
                    continue
                if way in (None, claimed) or (theirs and not any(t in held for t in event)):
                    # counted the claim's way, or either way; or from another event: "tariffs take
                    # effect 30 days after the notice" is «уведомляет за 30 дней до вступления в силу»
                    return None
                other = i if other is None else other
    if other is None:
        return None
    scores = sources.scores(words)
    return sources.index.sentences[other] if scores and sources.best(scores) == other else None
