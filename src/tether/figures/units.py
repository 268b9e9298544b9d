"""What the words right after a number make of it: a sum, a percentage, a duration, a date.

The scanner matches one anchored regex at the end of each number
(``AFTER``) that captures up to three following words; this module reads
them with dict lookups. Keeping the vocabulary in dicts (``lexicon``) instead
of in the regex keeps the per-number cost flat as the vocabulary grows.
"""

from __future__ import annotations

import re
from decimal import Decimal
from functools import cache
from typing import NamedTuple

from .lexicon import (
    ATTACHED_MAGNITUDES,
    ATTACHED_SUBUNIT_DIGITS,
    CENTS,
    CURRENCY_FILLERS,
    CURRENCY_SIGNS,
    CURRENCY_WORDS,
    DOLLAR_COUNTRIES,
    DURATION_UNITS,
    HYPHEN_UNIT_PREFIXES,
    MAGNITUDES,
    MEASURE_SUFFIXES,
    MONTHS_EN,
    MONTHS_EN_LOWER,
    MONTHS_RU,
    ORDINAL_SUFFIXES,
    PERCENT_PAIRS,
    PERCENT_WORDS,
    ROUBLE_COUNTRIES,
    SUBUNIT_SCALE,
    SUBUNIT_WORDS,
    UNIT_QUALIFIERS,
    YEAR_WORDS,
)

S = r"[ \t\u00a0\u202f\u2009]"
"""Horizontal space, including the no-break and narrow no-break spaces of typeset prices."""

_WORD = rf"(?:%|‰|[{CURRENCY_SIGNS}]|[^\W\d_]+(?:\.[^\W\d_]+)*\.?)"

AFTER = re.compile(
    rf"""
    (?P<close>\))?
    (?P<sp>{S}*)
    (?:\((?P<paren>[^\W\d_][^()\d\n]{{0,40}})\){S}*)?
    (?P<hy>-(?=[^\W\d_]))?
    (?P<w1>{_WORD})?
    (?:{S}+(?P<w2>{_WORD}))?
    (?:{S}+(?P<w3>{_WORD}))?
    """,
    re.X,
)
"""Matched at the end of a number: ``(30) days``, `` (thirty) days``, ``-day``, ``m``,
`` млн евро``."""

# Compiled on first use (issue 15: start-up): most texts never reach it, and tether.figures may
# not import tether.guard's lazy_pattern (tests/test_layering.py).
@cache
def year_tail() -> re.Pattern[str]:
    """After a day and month: ``, 2024`` / `` 2024 г.``; any year from 1000 ("22 September
    1791"): the month name already makes it a date."""
    return re.compile(rf"{S}*,?{S}*(?P<y>(?:1\d|20)\d\d)(?!\d)(?P<yw>{S}*(?:г\.|года|год|году)(?![^\W\d_]))?")


class After(NamedTuple):
    """What follows a number. ``end`` is where the mention ends (after its unit words).

    A NamedTuple rather than a frozen dataclass: one is built for every
    number with a unit, and tuple construction is several times cheaper.
    """

    end: int
    kind: str | None = None  # money | percent | duration | month | year | ordinal | attached
    unit: str | None = None  # ISO code, "%", duration class
    scale: Decimal | None = None
    month: int | None = None
    uppercase_suffix: bool = False


def month_of(word: str) -> int | None:
    """A month name in English (capitalised) or Russian (any case)."""
    low = word.lower()
    ru = MONTHS_RU.get(low)
    if ru is not None:
        return ru
    if word[:1].isupper():
        return MONTHS_EN.get(low)
    return None


@cache  # on first use, as year_tail
def lower_month_end() -> re.Pattern[str]:
    """What may follow a lower-case English month after a day for it to be read as one: the
    end of a clause or a year ("on 30 may .", "30 may 2015"), never a word ("30 may be")."""
    return re.compile(rf"{S}*(?:[.,;:!?)\]]|$|\n|(?:1\d|20)\d\d(?!\d))")

_CASE_JOIN = re.compile(r"[a-zа-яё]\.?[A-ZА-ЯЁ]")
"""Two words run together with no space ("billionFranklin", "s.In"): scraped text often
loses the space between sentences, and the unit is the first word only."""


def _word_end(m: re.Match[str], group: str, word: str, used: str) -> int:
    """End of a unit word; a final dot that only closed the sentence is not part of it."""
    end = m.end(group)
    if word.endswith(".") and not used.endswith("."):
        end -= 1
    return end


def _simple_units() -> dict[str, tuple[str, str]]:
    """Words that alone, whatever follows, make a number a sum, a percentage or a duration."""
    out: dict[str, tuple[str, str]] = {}
    ambiguous = set(MAGNITUDES) | set(PERCENT_PAIRS) | CURRENCY_FILLERS | set(DOLLAR_COUNTRIES) \
        | set(ROUBLE_COUNTRIES) | YEAR_WORDS | set(UNIT_QUALIFIERS) | set(MONTHS_RU)
    for word, unit in DURATION_UNITS.items():
        out[word] = ("duration", unit)
    for word, code in CURRENCY_WORDS.items():
        out[word] = ("money", code)
    for word in PERCENT_WORDS:
        out[word] = ("percent", "%")
    return {w: v for w, v in out.items() if w not in ambiguous and w.rstrip(".") not in ambiguous}


_SIMPLE = _simple_units()

UNIT_STARTS: frozenset[str] = frozenset().union(
    MAGNITUDES, PERCENT_WORDS, PERCENT_PAIRS, CURRENCY_WORDS, CURRENCY_FILLERS, YEAR_WORDS, SUBUNIT_WORDS,
    UNIT_QUALIFIERS, DURATION_UNITS, MONTHS_RU, DOLLAR_COUNTRIES, ROUBLE_COUNTRIES,
)
"""Every lower-cased word that can begin a unit after a number (English months aside)."""


def _key(word: str, table: dict | frozenset) -> str | None:
    """The table key for ``word``: as written (lowercased), or without a sentence-final dot."""
    low = word.lower()
    if low in table:
        return low
    if low.endswith(".") and low[:-1] in table:
        return low[:-1]
    return None


def read_after(text: str, end: int, *, currency_before: bool, year_like: bool,
               day_like: bool, opened_paren: bool) -> After:
    """Classify the words after a number ending at ``end``."""
    m = AFTER.match(text, end)
    assert m is not None  # every part of AFTER is optional: it matches anywhere
    close, sp, paren, hy, w1 = m.group("close", "sp", "paren", "hy", "w1")
    if w1 is None or (close and not opened_paren):
        return After(end)
    joined = _CASE_JOIN.search(text, m.start("w1") + 1, m.end())
    if joined is not None:
        # Read the words only up to where the next sentence starts unspaced.
        cut = AFTER.match(text, end, joined.start() + 1)
        assert cut is not None
        m = cut
        close, sp, paren, hy, w1 = m.group("close", "sp", "paren", "hy", "w1")
        assert w1 is not None
    if day_like and not hy and not close and sp and w1 in MONTHS_EN_LOWER \
            and lower_month_end().match(text, m.end("w1")):
        return After(m.end("w1"), "month", month=MONTHS_EN_LOWER[w1])
    if not sp and not hy and not close and paren is None and w1[0].isalpha():
        return _attached(m, w1, currency_before=currency_before)
    if not hy:
        # Fast path: one unambiguous unit word ("EUR", "%", "дней", "hours").
        low = w1.lower()
        sub = _key(w1, SUBUNIT_WORDS)
        if sub is not None and sub != "p":  # "22 pence", «50 копеек.»: hundredths
            return After(_word_end(m, "w1", w1, sub), "money", SUBUNIT_WORDS[sub], SUBUNIT_SCALE)
        simple = _SIMPLE.get(low)
        if simple is not None:
            w2 = m.group("w2")
            if simple[0] == "money" and w2 and CURRENCY_WORDS.get(w2.lower().rstrip(".")) == CENTS:
                return After(m.end("w2") - w2.endswith("."), "money", CENTS)  # "41.5 euro cents"
            us = _us_named_after(m, m.end("w1"), w2) if simple[1] == "USD" else None
            if us is not None:
                return After(us, "money", "USD")  # «230 долларов *США*», "230 dollars (US)": no bare dollar
            return After(m.end("w1"), simple[0], simple[1])
        if low[-1] == "." and low[:-1] in _SIMPLE:
            kind, unit = _SIMPLE[low[:-1]]
            return After(m.end("w1") - 1, kind, unit)
    if hy:
        low = w1.lower()
        for prefix, unit in HYPHEN_UNIT_PREFIXES:
            if low.startswith(prefix):
                return After(m.end("w1"), "duration", unit)
        key = _key(w1, DURATION_UNITS)
        if key and key not in YEAR_WORDS:
            return After(_word_end(m, "w1", w1, key), "duration", DURATION_UNITS[key])
        if low in ORDINAL_SUFFIXES:
            return After(m.end("w1"), "ordinal")
        return After(m.end("w1"), "attached", uppercase_suffix=any(c.isupper() for c in w1))
    low = w1.lower()
    if low not in UNIT_STARTS and low.rstrip(".") not in UNIT_STARTS and not (
            day_like and w1[0].isupper() and month_of(w1.rstrip(".")) is not None):
        return After(end)  # the common case: an ordinary word follows the number
    words = [(g, m.group(g)) for g in ("w1", "w2", "w3") if m.group(g)]
    scale: Decimal | None = None
    i = 0
    key = _key(words[0][1], MAGNITUDES)
    if key:
        scale = MAGNITUDES[key]
        i = 1
        last_end = _word_end(m, words[0][0], words[0][1], key)
        if i == len(words):
            return After(last_end, "number", None, scale)
    else:
        last_end = end
    found = _unit_word(m, words, i, year_like=year_like and scale is None,
                       day_like=day_like and scale is None)
    if found is not None:
        return After(found.end, found.kind, found.unit, scale, found.month)
    return After(last_end, "number" if scale else None, None, scale)


_US_AFTER = re.compile(r"\s+\(?(?:US|USA|U\.S\.?|США)\)?(?!\w)", re.IGNORECASE)
"""The country a dollar word may be followed by, bare or in brackets: «230 долларов США», "230
dollars (US)" are the United States' dollars, not bare ones that any country's may be written as
(a red-team of session 39)."""


def _us_named_after(m: re.Match[str], at: int, word: str | None) -> int | None:
    """Where the United States' name after a dollar word ending at ``at`` ends, or None. ``word``: the
    word the scanner read after it, which the name must be when it is one (not across a full stop:
    "230 dollars. US citizens …")."""
    found = _US_AFTER.match(m.string, at)
    if found is None or (word is not None and word.lower().strip("().") not in found.group().lower()):
        return None
    return found.end()


def _unit_word(m: re.Match[str], words: list[tuple[str, str]], i: int, *,
               year_like: bool, day_like: bool) -> After | None:
    group, word = words[i]
    nxt = words[i + 1] if i + 1 < len(words) else None
    low = word.lower()
    key = _key(word, PERCENT_WORDS)
    if key:
        return After(_word_end(m, group, word, key), "percent", "%")
    if low in PERCENT_PAIRS and nxt and _key(nxt[1], PERCENT_PAIRS[low]):
        return After(m.end(nxt[0]), "percent", "%")
    key = _key(word, CURRENCY_WORDS)
    if key:
        us = _us_named_after(m, m.end(group), nxt[1] if nxt else None) if CURRENCY_WORDS[key] == "USD" else None
        if us is not None:
            return After(us, "money", "USD")  # «230 долларов *США*», "230 dollars *US*"
        return After(_word_end(m, group, word, key), "money", CURRENCY_WORDS[key])
    if low in CURRENCY_FILLERS and nxt:
        key = _key(nxt[1], CURRENCY_WORDS)
        if key:
            return After(_word_end(m, nxt[0], nxt[1], key), "money", CURRENCY_WORDS[key])
    country = DOLLAR_COUNTRIES.get(low)
    if country is not None and nxt:
        second, code = country
        if second is None:
            dollar: tuple[str, str] | None = nxt
        else:  # "Hong Kong", "New Zealand": the second word, then "dollars"
            dollar = words[i + 2] if nxt[1].lower() == second and i + 2 < len(words) else None
        key = _key(dollar[1], CURRENCY_WORDS) if dollar is not None else None
        if dollar is not None and key and CURRENCY_WORDS[key] == "USD":  # "dollars", «долларов»
            return After(_word_end(m, dollar[0], dollar[1], key), "money", code)
    rouble_code = ROUBLE_COUNTRIES.get(low)
    if rouble_code is not None and nxt:
        key = _key(nxt[1], CURRENCY_WORDS)
        if key and CURRENCY_WORDS[key] == "RUB":  # «55 белорусских *рублей*», "55 Belarusian roubles"
            return After(_word_end(m, nxt[0], nxt[1], key), "money", rouble_code)
    if year_like:
        key = _key(word, YEAR_WORDS)
        if key:
            return After(_word_end(m, group, word, key), "year")
    qualifier = UNIT_QUALIFIERS.get(low)
    if qualifier and nxt:
        unit_key = _key(nxt[1], DURATION_UNITS)
        made = qualifier.get(DURATION_UNITS[unit_key]) if unit_key else None
        if unit_key and made:
            return After(_word_end(m, nxt[0], nxt[1], unit_key), "duration", made)
    key = _key(word, DURATION_UNITS)
    if key and key not in ("г", "г."):
        return After(_word_end(m, group, word, key), "duration", DURATION_UNITS[key])
    if day_like:
        month = month_of(word.rstrip("."))
        if month is not None:
            return After(m.end(group) - word.endswith("."), "month", month=month)
    return None


def _digits_before(text: str, end: int) -> int:
    """How many digits run up to ``end`` (at most one more than a glued "p" may follow)."""
    n = 0
    while n <= ATTACHED_SUBUNIT_DIGITS and end - n - 1 >= 0 and text[end - n - 1].isdigit():
        n += 1
    return n


def _attached(m: re.Match[str], w1: str, *, currency_before: bool) -> After:
    """Letters glued to the digits: "1st", "72h", "100zł", "€1.3m", "5G"."""
    low = w1.lower()
    bare = low.rstrip(".")
    end = m.end("w1") - (len(low) - len(bare))
    if bare in ORDINAL_SUFFIXES:
        nxt = m.group("w2")
        if nxt:
            month = month_of(nxt.rstrip("."))
            if month is not None:
                return After(m.end("w2"), "month", month=month)
        return After(end, "ordinal")
    if bare in CURRENCY_WORDS:
        return After(end, "money", CURRENCY_WORDS[bare])
    if bare == "p" and not currency_before and _digits_before(m.string, m.start()) <= ATTACHED_SUBUNIT_DIGITS:
        return After(end, "money", SUBUNIT_WORDS[bare], SUBUNIT_SCALE)  # "22p"
    if bare in ATTACHED_MAGNITUDES:
        nxt = m.group("w2")
        key = _key(nxt, CURRENCY_WORDS) if nxt else None
        if key:
            return After(_word_end(m, "w2", nxt, key), "money", CURRENCY_WORDS[key],
                         ATTACHED_MAGNITUDES[bare])
        if currency_before:
            return After(end, "number", None, ATTACHED_MAGNITUDES[bare])
    if bare in DURATION_UNITS and bare not in ("г",):
        return After(end, "duration", DURATION_UNITS[bare])
    return After(end, "attached", uppercase_suffix=bare not in MEASURE_SUFFIXES and any(c.isupper() for c in w1))

