"""A day the answer names that no cited text names: a day of the week, or a day relative to an event.

"In Germany, parking is free on *Saturdays*" against "Parking is free on Sundays", «занятия по
вторникам и *пятницам*» against «по вторникам и четвергам» (a red-team: p26, p69, p70): a day
is one term among many, so the claim's coverage barely moves, and it is no figure, so no figure
check reads it. Read in code, as a figure is: the days a claim names — by name, by a range
("Monday to Friday", «с понедельника по пятницу», «пн–пт») or by a group ("weekends", «по
будням», "daily") — must each be among the days the cited texts name.

A day relative to an event — the day before it, its own day, the day after («сухой паёк заказывают
до 20:00 *накануне*» answered «до 20:00 *в день отъезда*», unseen25 dev u25-ru-048) — is read the
same way: the time is kept, so no figure moves.

Read only where the cited texts name some day (of the kind the claim names), as a count is read only where the material
counts that thing (:mod:`tether.verify.counted`): there a day is a rival's; elsewhere it is as
often the reader's own circumstance ("Tuesday is more than 48 hours before a Friday arrival",
unseen24 dev u24-en-021). A day the question names is the reader's own too: an answer that
denies it or restricts the rule ("No, only on Sundays, not on Saturdays") is answering, not
inventing; one that grants it is read as any other claim.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from typing import Any, TypeVar

from ..guard import Guarded, lazy_pattern
from .claim_sources import Sources
from .lexicon import ONLY_WORD
from .polarity import has_negator

T = TypeVar("T", int, str)
ALL_DAYS = frozenset(range(7))
_WORKING_WEEK = frozenset(range(5))
_WEEKEND = frozenset({5, 6})

_NAMES = (
    ("monday", r"понедельник\w*", "mon", "пн"),
    ("tuesday", r"вторник\w*", "tue|tues", "вт"),
    ("wednesday", r"сред(?:у|ам)", "wed", "ср"),  # not «среда», «среды»: also the environment
    ("thursday", r"четверг\w*", "thu|thur|thurs", "чт"),
    ("friday", r"пятниц\w*", "fri", "пт"),
    ("saturday", r"суббот\w*", "sat", "сб"),
    ("sunday", r"воскресень\w*|воскресенье", "sun", "вс"),
)


def _days(group: str, short: bool = False) -> str:
    """One alternative per day, each in a group named ``group`` and the day's number."""
    return "|".join(rf"(?P<{group}{i}>{n[2] + '|' + n[3] if short else n[0] + 's?|' + n[1]})"
                    for i, n in enumerate(_NAMES))


_TO = r"\s*(?:-|–|—|to|through|thru|till|until|по|до)\s*"
_RANGE = lazy_pattern(
    rf"(?<!\w)(?:(?:from|с|со)\s+)?(?P<first>{_days('a')}){_TO}(?P<last>{_days('b')})(?!\w)|"
    rf"(?<!\w)(?P<sfirst>{_days('c', short=True)})\.?\s*(?:-|–|—)\s*(?P<slast>{_days('e', short=True)})\.?(?!\w)",
    re.IGNORECASE)
_ONE = lazy_pattern(rf"(?<!\w)(?:{_days('d')})(?!\w)", re.IGNORECASE)
_GROUPS = (
    (lazy_pattern(r"\bweekdays?\b|(?<!\w)будн\w*(?!\w)", re.IGNORECASE), _WORKING_WEEK),
    # not «выходное пособие» (severance pay): the weekend is «в / по выходным», «выходные дни»
    (lazy_pattern(r"\bweekends?\b|(?<!\w)(?:в|по|на)\s+выходн\w*|(?<!\w)выходн\w*\s+(?:и\s+праздничн\w*\s+)?"
                  r"(?:дн\w*|день)(?!\w)", re.IGNORECASE), _WEEKEND),
    # "on any day of the week" for "from Monday to Friday only" (unseen44 dev u44-en-030); not "any
    # day" alone, as often of a month or a stay ("on any day of your stay", «в любой день до 10-го
    # числа»: a red-team of this reading)
    (lazy_pattern(r"\b(?:seven|7)\s+days\s+a\s+week\b|\b(?:any|every)\s+day\s+of\s+the\s+week\b|"
                  r"(?<!\w)(?:без\s+выходных|(?:в\s+любой|все|каждый)\s+д(?:ни|ень)\s+недели)(?!\w)",
                  re.IGNORECASE), ALL_DAYS),
)
_EVERY_DAY = lazy_pattern(r"\b(?:daily|every\s+day)\b|(?<!\w)(?:ежедневно|каждый\s+день)(?!\w)", re.IGNORECASE)
"""Every day, as a cited text may say a place is open; not read in a claim, where it is as often
a rate ("€16 daily", "£5 for every day late") as a day of the week."""
ANY_DAY = Guarded(
    r"\b(?:mon|tue|wed|thu|fri|sat|sun)\w*|\bweek(?:day|end)s?\b|\bdaily\b|\bevery\s+day\b|\bdays\s+a\s+week\b|"
    r"\bday\s+of\s+the\s+week\b|(?<!\w)(?:день|дни)\s+недели(?!\w)|"
    r"(?<!\w)(?:понедельник|вторник|сред|четверг|пятниц|суббот|воскресен|будн|выходн|ежедневно|каждый\s+день|"
    r"пн|вт|ср|чт|пт|сб|вс)", re.IGNORECASE,
    ("mon", "tue", "wed", "thu", "fri", "sat", "sun", "week", "daily", "day", "понедельник", "вторник", "сред",
     "четверг", "пятниц", "суббот", "воскресен", "будн", "выходн", "ежедневно", "день", "пн", "вт", "ср", "чт", "пт",
     "сб", "вс", "дни"))
"""Cheap first look: a text with none of these names no day."""
RELATIVE_DAY = Guarded(
    # the day before an event
    r"(?P<before>\b(?:the|a)\s+(?:day|evening|night)\s+before\b|\bthe\s+previous\s+(?:day|evening)\b|"
    r"(?<!\w)(?:накануне|за\s+день\s+до|в\s+предыдущий\s+день)(?!\w))|"
    # the event's own day; not «4 процедуры в день» (a rate): «в день» takes an event in the genitive
    r"(?P<same>\bon\s+the\s+(?:same\s+)?day\b(?!\s+(?:before|after)\b)|\bthe\s+same\s+day\b|"
    r"(?<!\w)(?:в\s+(?:тот\s+же\s+|этот\s+же\s+)?день\s+(?!(?:для|когда|тогда|если|пока|либо|всегда)(?!\w))"
    r"[а-яё]{2,}(?:а|я|и|ы|ов|ей)(?!\w)|день\s+в\s+день|в\s+тот\s+же\s+день))|"
    # the day after it
    r"(?P<after>\bthe\s+(?:next|following)\s+day\b|\bthe\s+day\s+after\b|"
    r"(?<!\w)(?:на\s+следующий\s+день|на\s+другой\s+день|назавтра|на\s+следующие\s+сутки)(?!\w))",
    re.IGNORECASE, ("day", "evening", "night", "накануне", "день", "назавтра", "сутки"))
"""The day before an event, its own day, the day after: named in words, so no figure check reads them."""


def _index(match: re.Match[str], prefix: str) -> int:
    return next(int(k[1:]) for k, v in match.groupdict().items() if v is not None and k[0] == prefix)


def days_named(text: str, every_day: bool = False) -> frozenset[int]:
    """The days of the week (0 = Monday) that ``text`` names, ranges and groups spread out;
    ``every_day``: "daily" names them all."""
    if not ANY_DAY.search(text):
        return frozenset()
    if every_day and _EVERY_DAY.search(text):
        return ALL_DAYS
    days: set[int] = set()
    for r in _RANGE.finditer(text):
        first, last = (_index(r, "a"), _index(r, "b")) if r.group("first") else (_index(r, "c"), _index(r, "e"))
        days.update((first + k) % 7 for k in range((last - first) % 7 + 1))
    rest = _RANGE.sub(" ", text)
    for m in _ONE.finditer(rest):
        days.add(_index(m, "d"))
    for pattern, group in _GROUPS:
        if pattern.search(rest):
            days.update(group)
    return frozenset(days)


def relative_days(text: str) -> frozenset[str]:
    """Which of "before", "same" and "after" (an event's day) ``text`` names."""
    if not RELATIVE_DAY.search(text):
        return frozenset()
    return frozenset(k for m in RELATIVE_DAY.pattern.finditer(text) for k, v in m.groupdict().items() if v)


def names_an_unsaid_day(claim: str, question: str | None, sources: Sources) -> frozenset[str]:
    """The days ``claim`` names that no cited text does (but the question's own, in a claim
    that denies or restricts), as names ("5", "before"); empty when there are none."""
    week = _unsaid(claim, question, sources, "week", days_named, _DAYS_A_SOURCE_NAMES)
    relative = _unsaid(claim, question, sources, "relative", relative_days, relative_days)
    return frozenset(map(str, week)) | relative


_DAYS_A_SOURCE_NAMES = functools.partial(days_named, every_day=True)


def _unsaid(claim: str, question: str | None, sources: Sources, kind: str, read: Callable[[str], frozenset[T]],
            read_source: Callable[[str], frozenset[T]]) -> frozenset[T]:
    """The days of one ``kind`` that ``read`` finds in ``claim`` and ``read_source`` in no cited text."""
    said = read(claim)
    if not said:
        return frozenset()
    named: frozenset[Any] | None = sources.days.get(kind)
    if named is None:  # read once per set of cited fragments
        texts = sources.cited_texts or [sources.index.sentences[i] for i in sorted(sources.allowed)]
        named = sources.days[kind] = frozenset().union(*map(read_source, texts))
    if not named:
        return frozenset()  # a material that names no such day has none the claim's could be taken for
    unsaid = said - named
    if unsaid and question and (has_negator(claim) or ONLY_WORD.search(claim)):
        unsaid -= read(question)
    return unsaid
