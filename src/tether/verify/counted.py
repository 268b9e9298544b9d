"""A count is checked against the count the material gives for the same thing.

Number words with no unit ("two documents", «оба») are not figures the material must
state: an answer counts the items a source lists, and "one of" is no count at all. But a
model that writes small numbers in words ("Members may bring up to *three* guests") states
a figure as surely as one that writes "3", and the material that says "up to 2 guests"
contradicts it; so does a "3 guests" whose 3 the material holds only as a count of lockers.
So a count is read with the thing it counts — the words right after it ("three *guests*",
«трёх *гостей*», "three *times*") — and when the cited material counts the same thing, the
answer's count must be one of the material's counts of it. "Twice", «дважды» count times.

Left alone: a count the material counts nothing of (the answer's own tally), a count running
into a colon ("three documents: …", a tally of the list that follows), and "one" (as often
"a" as a count: "one guest at a time") but in "one time", «один раз».
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Callable, Iterable
from decimal import Decimal
from functools import lru_cache

from ..figures.quantities import Mention, find_mentions
from ..guard import lazy_pattern
from ..terms import subject_terms

COUNTED_WORDS = 2
"""The words after a count that may name what it counts: "2 *guests*", "three *free classes*",
«двух *гостей*». Two: an adjective before the noun is common, a longer run is another phrase."""

MULTIPLES = {"once": 1, "twice": 2, "thrice": 3, "дважды": 2, "трижды": 3, "четырежды": 4}
"""Counts of times said in one word. "Once" is as often "as soon as" ("*Once* payment clears, …"):
it counts only where what follows says so ("moved once.", "once a year"), and never as the
answer's claim."""
_ONCE_COUNTS = lazy_pattern(r"\s*(?:[.,;:)]|$|a\b|an\b|per\b|every\b|in\b|during\b|within\b|only\b|"
                            r"free\b|more\b|for\s+free\b)", re.IGNORECASE)
_TALLY = lazy_pattern(r"[^.;:!?]{0,40}?:")
"""A count whose clause runs into a colon: the answer tallies the list that follows."""
_TIMES = frozenset(subject_terms("time times раз раза"))
_MULTIPLE = lazy_pattern(r"(?<!\w)(" + "|".join(MULTIPLES) + r")(?!\w)", re.IGNORECASE)
TIMES_WORD = lazy_pattern(r"(?<!\w)(?:" + "|".join(w for w in MULTIPLES if w != "once") + r")(?!\w)", re.IGNORECASE)
"""A count of times in one word that an answer's claim may make ("twice", «дважды»)."""
_WORD = lazy_pattern(r"[^\W\d_][\w-]*")
_JOINED = frozenset("-‐‑")
_CLAUSE_END = lazy_pattern(r"[.;:!?,()]")
_ENDS_A_CLAUSE = lazy_pattern(r"\s*(?:[.;,)]|$)")
_UNITS = frozenset(subject_terms(
    "minute minutes hour hours day days week weeks month months year years night nights "
    "минута минуты минут час часа часов день дня дней сутки суток неделя недели недель месяц месяца месяцев "
    "год года лет ночь ночи ночей"))
"""Units of time: "10 unused *days*" is a duration however its words are ordered, judged by the
duration checks, not a count of things (unseen19 dev u19-en-001)."""
_ONCE_RU = lazy_pattern(r"(?<!\w)раз\s+в\s", re.IGNORECASE)
_SHARES_THE_NOUN = lazy_pattern(r"\s*(?:or|and|to|или|и|до|[-–—])\s", re.IGNORECASE)


def counted_by(text: str, start: int, end: int) -> frozenset[str]:
    """The stems of the words a count at ``text[start:end]`` may count (COUNTED_WORDS after it)."""
    if text[end:end + 1] in _JOINED:
        return frozenset()  # "one-way", "two-thirds", "three-course": a compound, not a count
    stop = _CLAUSE_END.search(text, end, min(len(text), end + 60))
    words = _WORD.findall(text, end, stop.start() if stop else min(len(text), end + 60))[:COUNTED_WORDS]
    # What follows a count at once is what it counts, or an adjective of it: after a word of
    # grammar ("such as *one the* day before", "one of", "2 or more") it counts nothing.
    if not words or not subject_terms(words[0]):
        return frozenset()
    return frozenset(subject_terms(" ".join(words))) - _UNITS


@lru_cache(maxsize=4096)
def counts_of(text: str) -> tuple[tuple[Decimal, frozenset[str]], ...]:
    """Every count in ``text`` (a number with no unit, in digits or words, or a multiple like
    "twice") with the stems of what it counts; only counts followed by a counted word."""
    out: list[tuple[Decimal, frozenset[str]]] = []
    pending: list[Decimal] = []  # "5 or 10 sessions": the first count's noun is the second's
    last: frozenset[str] = frozenset()
    mentions = find_mentions(text)
    for m in mentions:
        if m.kind == "number" and m.readings:
            nouns = counted_by(text, m.start, m.end)
            if not nouns and last and _ENDS_A_CLAUSE.match(text, m.end):
                nouns = last  # "15 items at a time and junior members up to 10.": the noun is elided
            if nouns:
                out.extend((value, nouns) for value in (*pending, *(r.value for r in m.readings)))
                pending, last = [], nouns
            elif _SHARES_THE_NOUN.match(text, m.end):
                pending.extend(r.value for r in m.readings)
            else:
                pending = []
    for found in _MULTIPLE.finditer(text):
        word = found.group(1).lower()
        if word != "once" or _ONCE_COUNTS.match(text, found.end()):
            out.append((Decimal(MULTIPLES[word]), _TIMES))
    # «раз в год» with no number before it is once a year
    counted_ends = {m.end for m in mentions}
    out.extend((Decimal(1), _TIMES) for found in _ONCE_RU.finditer(text)
               if found.start() - 1 not in counted_ends and found.start() not in counted_ends)
    return tuple(out)


@lru_cache(maxsize=256)
def _counts_by_noun(sources: tuple[str, ...]) -> dict[str, frozenset[Decimal]]:
    """The material's counts filed by each word they count: built once per material, so that an
    answer of many counts is read in time linear in its length."""
    filed: dict[str, set[Decimal]] = {}
    for text in sources:
        for value, counted in counts_of(text):
            for noun in counted:
                filed.setdefault(noun, set()).add(value)
    return {noun: frozenset(values) for noun, values in filed.items()}


def _theirs(sources: tuple[str, ...], nouns: Iterable[str]) -> list[Decimal]:
    filed = _counts_by_noun(sources)
    return sorted(frozenset().union(*(filed.get(noun, frozenset()) for noun in nouns)))


def _tallied(sources: tuple[str, ...], nouns: frozenset[str], listed: frozenset[str]) -> list[Decimal]:
    """The counts of ``nouns`` in ``sources`` that run into a colon and tally the same list: one
    sharing at least SAME_LIST of its items' words with ``listed``, the answer's list."""
    return sorted({r.value for text in sources for m in find_mentions(text)
                   if m.kind == "number" and (colon := _TALLY.match(text, m.end)) is not None
                   and counted_by(text, m.start, m.end) & nouns
                   and len(_listed(text, colon.end()) & listed) >= SAME_LIST
                   for r in m.readings})


SAME_LIST = 2
"""Items' words two tallies share to be one list: "three stages: a brief, a concept and drawings"
is not the list of "four stages: demolition, rough work, wiring and finishing" (a review of session
46: the answer's right count of the second failed against the first)."""
_LIST_END = lazy_pattern(r"[.;!?]")


def _listed(text: str, start: int) -> frozenset[str]:
    """The words of the list after a tally's colon, to its sentence's end."""
    end = _LIST_END.search(text, start)
    return frozenset(subject_terms(text[start:end.start() if end else len(text)]))


def _written(values: Iterable[Decimal]) -> str:
    return " or ".join(format(v.normalize(), "f") for v in values)


def miscounted(answer: str, m: Mention, sources: tuple[str, ...]) -> str | None:
    """The material's counts of what ``m`` counts, when ``m`` (a count, in words or digits) is
    none of them; None when it is one, or when the material counts nothing of the kind."""
    if not (m.kind == "number" and m.readings):
        return None
    nouns = counted_by(answer, m.start, m.end)
    if any(r.value == 1 for r in m.readings) and not nouns & _TIMES:
        return None  # "one guest at a time", «одной основной карте»: one is as often "a" as a count;
        # "one time", «один раз» is a count
    if not nouns:
        return None
    theirs = _theirs(sources, nouns)
    if not theirs or {r.value for r in m.readings} & set(theirs):
        return None
    if (colon := _TALLY.match(answer, m.end)) is not None:
        # "three documents: a passport, …": the answer's own tally of a list, which only the
        # source's tally of the same list gainsays («трёх этапов: демонтаж, …» where the source
        # counts «четыре этапа: демонтаж, …»: unseen47 dev u47-ru-024)
        theirs = _tallied(sources, nouns, _listed(answer, colon.end()))
    return _written(theirs) if theirs else None


def miscounted_times(answer: str, sources: tuple[str, ...]) -> list[tuple[re.Match[str], str]]:
    """Each "twice" / «дважды» … of ``answer`` (not "once") that the material's counts of times
    contradict, with those counts."""
    theirs = _theirs(sources, _TIMES)
    if not theirs:
        return []
    return [(found, _written(theirs)) for found in _MULTIPLE.finditer(answer)
            if found.group(1).lower() != "once" and Decimal(MULTIPLES[found.group(1).lower()]) not in theirs]


def describe(m: Mention, theirs: str, answer: str) -> str:
    """What the answer counts and what the material says, for a violation's detail."""
    noun = next(iter(_WORD.findall(answer, m.end, min(len(answer), m.end + 60))), "")
    return f'"{m.text} {noun}" is not what the cited material says: it gives {theirs}'


def a_count_given_a_unit(m: Mention, sources: tuple[str, ...], answer: str = "") -> str | None:
    """What the cited texts give with ``m``'s value, when ``m`` is a duration they give that value
    only as a count of a thing, or as a duration in another unit beside such a count: «действует
    10 *месяцев*» where «кинокарта на 10 *сеансов* … действует 4 месяца» (unseen44 dev
    u44-ru-023), "at least 2 *days* before" where "at least 2 hours before … split across two
    rooms" (unseen45 dev u45-en-037). A bare number stands for a figure of any unit
    (:meth:`tether.verify.material.Material.supports`); one that counts a named thing measures no
    time. None when a cited duration states ``m`` (in its unit or converted: "48 hours" for "2
    days"), or a bare number of its value may be a duration in disguise ("30 consecutive days":
    a unit among its words; a number at its clause's end; one after an age's or a limit's word:
    "under 12")."""
    if m.kind != "duration" or not m.readings or m.unit is None or m.unit == "years":
        return None  # (years are as often an age: "under 12 years old" of "Children under 12 travel free")
    filed, durations, in_minutes, by_value = _values_filed(sources)
    minutes = _MINUTES.get(m.unit)
    for r in m.readings:
        if (r.value, m.unit) in durations or (minutes is not None and r.value * minutes in in_minutes):
            return None
    found = [filed[r.value] for r in m.readings if r.value in filed]
    counts = [f for f in found if f is not None]
    limited = _A_LIMIT.search(answer, max(0, m.start - LIMIT_LOOK_BACK), m.start) is not None
    if not counts or len(counts) < len(found) or any(m.unit in f[1] or (limited and f[2]) for f in counts):
        return None  # (a count of things one per week is a count of weeks: "5 modules, one per week")
    other_units = [by_value[r.value] for r in m.readings if r.value in by_value]
    return other_units[0] if other_units else counts[0][0]


_MINUTES: dict[str, Decimal] = {"minutes": Decimal(1), "hours": Decimal(60), "days": Decimal(1440),
                                "weeks": Decimal(10080), "months": Decimal(43800), "years": Decimal(525600)}
"""Minutes in each unit, to read "48 hours" as "2 days" and "12 months" as "1 year" (a month as a
twelfth of a year); other units (working days) convert to none."""


@lru_cache(maxsize=256)
def _values_filed(sources: tuple[str, ...]) -> tuple[dict[Decimal, tuple[str, frozenset[str], bool] | None],
                                                    dict[tuple[Decimal, str], str], frozenset[Decimal],
                                                    dict[Decimal, str]]:
    """Four readings of the cited texts, made once per material so that an answer of many periods is
    read in time linear in its length:

    * each bare number's value: None when some number of it may be a period in disguise, else the
      first count of a thing that states it ("10 сеансов"), the units of its sentence's rates
      (:func:`_rates_in`) and whether a limit's word comes before it;
    * each period as written, by (value, unit);
    * every period in minutes (:data:`_MINUTES`), to read converted ones;
    * the first period written with each value."""
    filed: dict[Decimal, tuple[str, frozenset[str], bool] | None] = {}
    durations: dict[tuple[Decimal, str], str] = {}
    in_minutes: set[Decimal] = set()
    by_value: dict[Decimal, str] = {}
    for text in sources:
        rates = _rates_in(text)
        for x in find_mentions(text):
            if x.kind == "duration" and x.unit is not None:
                for r in x.readings:
                    durations[(r.value, x.unit)] = x.text
                    by_value.setdefault(r.value, x.text)
                    if x.unit in _MINUTES:
                        in_minutes.add(r.value * _MINUTES[x.unit])
            if x.kind != "number":
                continue
            # the words of its own clause: "within 30. Up to 30 claims" ends the first 30's at the stop
            stop = _CLAUSE_END.search(text, x.end, min(len(text), x.end + 60))
            words = _WORD.findall(text, x.end, stop.start() if stop else min(len(text), x.end + 60))[:COUNTED_WORDS]
            disguised = not words or bool(_UNITS.intersection(subject_terms(" ".join(words)))) \
                or _PERIODIC.match(words[0]) is not None
            for r in x.readings:
                if disguised:
                    filed[r.value] = None
                elif r.value not in filed and counted_by(text, x.start, x.end):
                    limit = _A_LIMIT.search(text, max(0, x.start - LIMIT_LOOK_BACK), x.start) is not None
                    filed[r.value] = (f"{x.text} {words[0]}", rates(x.start), limit)
    return filed, durations, frozenset(in_minutes), by_value


LIMIT_LOOK_BACK = 12
"""Characters read before a number for the word that makes it a limit ("under", «старше»)."""
_A_LIMIT = lazy_pattern(r"(?:\b(?:under|over|aged|from|below|above)|(?<!\w)(?:до|от|старше|младше|с))\s+$",
                        re.IGNORECASE)
"""Words that make the number after them a limit: "Children *under* 12 travel free", «Дети *до* 7 едут
бесплатно» — an age with its unit left out, which the answer's "under 24 months" restates — or «*до* 5
книг», a count. Read on both sides: a limit's count stands for the answer's limit in a unit, not for
a period it states plainly («выдают на 5 дней»)."""


_PERIODIC = lazy_pattern(r"(?:weekly|daily|monthly|hourly|nightly|ежедневн|еженедельн|ежемесячн|ежечасн|ежесуточн)",
                         re.IGNORECASE)
"""A count of periodic things is a count of periods: "8 *weekly* sessions", «8 *еженедельных* процедур»."""
_RATE = lazy_pattern(r"\b(?:per|a|an|each|every)\s+(?:minute|hour|day|night|week|month)\b|"
                     r"(?<!\w)(?:в|за|каждую|каждый|каждые)\s+(?:минуту|час|день|сутки|неделю|месяц)(?!\w)|"
                     r"\b(?:hourly|daily|nightly|weekly|monthly)\b", re.IGNORECASE)
_RATE_UNITS = {"minute": "minutes", "hour": "hours", "day": "days", "night": "days", "week": "weeks",
               "month": "months", "минуту": "minutes", "час": "hours", "день": "days", "сутки": "days",
               "неделю": "weeks", "месяц": "months", "hourly": "hours", "daily": "days", "nightly": "days",
               "weekly": "weeks", "monthly": "months"}
_SENTENCE_END = lazy_pattern(r"[.!?]")


def _rates_in(text: str) -> Callable[[int], frozenset[str]]:
    """The units of the rates ("one per week", «по одному в неделю») in the sentence of ``text``
    around a position: a count of things so paced is a count of those periods too. The sentences
    are read once per text, each position looked up by bisection."""
    starts, rates, at = [], [], 0
    for end in [*(m.end() for m in _SENTENCE_END.finditer(text)), len(text)]:
        starts.append(at)
        rates.append(frozenset(_RATE_UNITS[m.group().split()[-1].lower()] for m in _RATE.finditer(text, at, end)))
        at = end
    return lambda position: rates[bisect.bisect_right(starts, position) - 1]
