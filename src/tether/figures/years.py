"""Years as prose writes them around the digits: decades ("1990s", «1990-х», "'50s"), year
ranges ("2007–11", «2007–11 гг.», "(1844–1846)"), years before 1900 read from their
context ("in 1850"), and what may follow a date with a lower-case English month.

Each reader is called by the scanner (``scanner.Scanner``) at a number's end and
returns a date mention, or None to let the number be read as before. Every pattern
here is anchored at a known position and has no nested repetition, so the cost per
number is flat.
"""

from __future__ import annotations

import re
from functools import cache

from .dates import DateValue, plausible_year, range_end
from .lexicon import DECADE_SUFFIXES, YEAR_FOLLOWERS, YEAR_PREPOSITIONS
from .mention import Mention
from .notation import readings_of
from .units import S, lower_month_end, read_after

_DECADE_TAIL = re.compile(r"(?:['’]?s|-[а-яё]{1,3})(?![^\W\d_])")
_NEXT_WORD = re.compile(rf"{S}*([^\W\d_]+)")
# Compiled on first use (issue 15: start-up): most texts never reach it, and tether.figures may
# not import tether.guard's lazy_pattern (tests/test_layering.py).
@cache
def _year_range() -> re.Pattern[str]:
    """A year range after its first year: "–11", " -- 11", "-20", "–1846"."""
    return re.compile(rf"{S}*(?:--|[-–—]){S}*(?P<tail>\d{{4}}|\d\d)(?!\d|[.,]\d)")


@cache  # on first use, as _year_range
def _ru_decade_word() -> re.Pattern[str]:
    return re.compile(rf"{S}+(?:годы|годах|годов|годам|гг\.)(?![^\W\d_])")


MAX_RANGE_YEARS = 100
"""A dash between two years further apart than a century joins something else (pages,
counts); no span of years in encyclopedic or regulatory prose is that long."""


def historic_context(text: str, e: int, prev_tok: str) -> bool:
    """A number from 1000 to 1899 after a year preposition ("in 1850", "since 1766"),
    followed by no word that it would count ("in 1500 cases")."""
    if prev_tok.lower() not in YEAR_PREPOSITIONS:
        return False
    word = _NEXT_WORD.match(text, e)
    return word is None or not word.group(1)[0].islower() or word.group(1) in YEAR_FOLLOWERS


def decade(text: str, s: int, e: int, year: int) -> Mention | None:
    """"1990s", "1990's", «1990-х», «1990-е»: a decade, not the number 1990 (``dates``)."""
    if year % 10:
        return None
    tail = _DECADE_TAIL.match(text, e)
    if tail is None or tail.group().replace("’", "'") not in DECADE_SUFFIXES:
        return None
    end = tail.end()
    return Mention(s, end, text[s:end], "date", dates=(DateValue(year, decade=True),))


def short_decade(text: str, s: int, e: int, tens: int) -> Mention | None:
    """"the '50s", «в 90-х годах»: a decade with its century left out, so any of the
    three a text about people and events means (1800s, 1900s, 2000s) may be the one;
    the material supports it with any. Without the apostrophe or the year word, "50s"
    is an age ("in her 50s") and «20-е» a day or an ordinal, so they stay as they were."""
    tail = _DECADE_TAIL.match(text, e)
    if tail is None or tail.group().replace("’", "'") not in DECADE_SUFFIXES:
        return None
    end = tail.end()
    start = s
    if text[s - 1:s] in ("'", "’") and tail.group() == "s":
        start = s - 1
    elif not (tail.group().startswith("-") and _ru_decade_word().match(text, end)):
        return None
    dates = tuple(DateValue(century + tens, decade=True) for century in (1800, 1900, 2000))
    return Mention(start, end, text[start:end], "date", dates=dates)


def year_range(text: str, s: int, e: int, year: int, prev_tok: str) -> Mention | None:
    """A year range written with a dash: "2007–11", "2007 -- 11", "2016-20",
    «2007–11 гг.», and under 1900 "(1844–1846)". Both ends are years; the range is
    supported when both are. Four-digit ranges from 1900 on are left to be read year
    by year, as they always were; neither kind is a range when a unit follows
    ("1200–1500 EUR")."""
    rng = _year_range().match(text, e)
    if rng is None:
        return None
    tail = rng.group("tail")
    if len(tail) == 4 and plausible_year(year):
        return None
    end_year = range_end(year, tail)
    if end_year is None or end_year - year > MAX_RANGE_YEARS:
        return None
    end = rng.end()
    after = read_after(text, end, currency_before=False, year_like=True, day_like=False,
                       opened_paren=False)
    if after.kind == "year":
        end = after.end  # «2007–11 гг.»
    elif after.kind is not None or after.end > end:
        return None
    elif len(tail) == 4 and not plausible_year(year) and not (
            historic_context(text, end, prev_tok) or no_word_after(text, end)):
        return None  # "1200–1500 applications": counts, not years
    readings = readings_of("dec", tail) + (readings_of("dec", str(year))
                                           if not plausible_year(year) else ())
    return Mention(s, end, text[s:end], "date", readings,
                   year_range=(DateValue(year), DateValue(end_year)))


def no_word_after(text: str, pos: int) -> bool:
    """Nothing a number could count follows ``pos``: punctuation, the end, or a capital."""
    word = _NEXT_WORD.match(text, pos)
    return word is None or not word.group(1)[0].islower()


def clause_goes_on(text: str, pos: int) -> bool:
    """After a date with a lower-case English month: the end of a clause, a year, or a
    function word ("on may 30 , the"), never a word the number could count ("may 5 times")."""
    if lower_month_end().match(text, pos):
        return True
    word = _NEXT_WORD.match(text, pos)
    return word is not None and word.group(1) in YEAR_FOLLOWERS
