"""The digit scanner: one pass over a text from number to number.

It jumps to each digit with a one-character pattern, matches the notation
alternation (``_NUM``) anchored there, and decides what the number is from
its immediate neighbours: the chunk just before it (an anchored match on the
reversed text, so nothing searches backwards) and the words just after it
(``units.read_after``). Nothing is compiled per call.
"""

from __future__ import annotations

import re
from functools import cache

from .dates import DateValue, historic_year, numeric_readings, plausible_year, range_end, valid
from .lexicon import (
    CASED_CURRENCY_MIN_DIGITS,
    CASED_CURRENCY_WORDS,
    CURRENCY_SIGNS,
    CURRENCY_WORDS,
    MONTHS_EN,
    MONTHS_EN_LOWER,
    MONTHS_RU,
    PLURAL_ID_SUFFIXES,
    REFERENCE_JOINERS,
    REFERENCE_WORDS,
    SIGN_PREFIXES,
    VERSION_WORDS,
    YEAR_PREFIXES,
)
from .mention import ONE, Mention
from .notation import Reading, as_sum, readings_of
from .units import S, month_of, read_after, year_tail
from .years import clause_goes_on, decade, historic_context, short_decade, year_range

_NUM = re.compile(
    r"""
     (?P<iso>(?:19|20)\d\d-(?:1[0-2]|0?[1-9])(?:-(?:3[01]|[12]\d|0?[1-9]))?(?![\d])
             (?:T\d\d:\d\d(?::\d\d(?:\.\d+)?)?(?:Z|[+-]\d\d:?\d\d)?)?)
    |(?P<dnum>(?P<d1>\d{1,2})(?P<ds>[./-])(?P<d2>\d{1,2})(?P=ds)(?P<d3>\d{4}|\d\d)(?!\d|[.,/-]\d))
    |(?P<ymd>(?P<y1>(?:19|20)\d\d)/(?P<y2>\d{1,2})/(?P<y3>\d{1,2})(?!\d))
    |(?P<my>(?P<m1>1[0-2]|0[1-9])[./](?P<m2>(?:19|20)\d\d)(?!\d|[.,/]\d))
    |(?P<time>(?:[01]?\d|2[0-3]):[0-5]\d(?::[0-5]\d)?(?!\d))
    |(?P<sp>\d{1,3}(?:[ \u00a0\u202f\u2009'’]\d{3})+(?:[.,]\d+)?(?!\d|[.,]\d))
    |(?P<cm>(?:\d{1,2}(?:,\d\d)+,\d{3}|\d{1,3}(?:,\d{3})+)(?:\.\d+)?(?!\d|[.,]\d))
    |(?P<dt>\d{1,3}(?:\.\d{3})+(?:,\d+)?(?!\d|[.,]\d))
    |(?P<multi>\d+(?:[./]\d+){2,}(?!\d))
    |(?P<frac>\d+/\d+(?!\d))
    |(?P<dec>\d+(?:[.,]\d+)?)
    """,
    re.X,
)

# ``cm`` reads India's lakh grouping too ("₹1,50,000", "Rs 12,50,000": pairs before the last three
# digits): read by the thousands' pattern alone, "1,50" was a sum of 1.50 and "000" a number.
_DIGIT = re.compile(r"\d")
# Anchored on the reversed text at a number's start: the spaces and the chunk before it.
_PREV_REV = re.compile(
    r"(?P<sp>[ \t\u00a0\u202f\u2009]*)"
    rf"(?P<tok>\.?[^\W\d_]+(?:[.'’][^\W\d_]+)*|[{CURRENCY_SIGNS}§№#(\[]|)"
)


# Compiled on first use (issue 15: start-up): most texts never reach them, and tether.figures may
# not import tether.guard's lazy_pattern (tests/test_layering.py).
@cache
def _refnum() -> re.Pattern[str]:
    return re.compile(r"\d+(?:\.\d+)*(?:\([0-9a-zа-я]{1,4}\))*(?:[a-zа-я](?![^\W\d_]))?")


@cache
def _day_year() -> re.Pattern[str]:
    return re.compile(rf"(?P<d>3[01]|[12]\d|0?[1-9])(?:st|nd|rd|th)?(?!\d)(?:{S}*,?{S}*(?P<y>(?:1\d|20)\d\d)(?!\d))?")


_VERNUM = re.compile(r"\d+(?:\.\d+)*(?:[-.]?(?:alpha|beta|rc|b|a)\d*(?![^\W\d_]))?")
_IDENT_TAIL = re.compile(r"(?:\w|[-_/#:.](?=\w))*")
_JOINERS = " \t\u00a0\u202f\u2009"
_LIST_GAP = frozenset({" ", "\t", "\n", "\u00a0", ""})
_PLAIN = re.compile(r"\d+(?:[.,]\d+)?")
_NOTATIONS = frozenset({"sp", "cm", "dt", "dec"})
_LETTERS = "abcdefghijklmnopqrstuvwxyzабвгдежзийклмнопрстуфхцчшщэюя"
_PLURAL_ID = re.compile(r"(?<=\d)(?:['’]?s|-[а-яё]{1,3})$")
DAY_OF_MONTH = re.compile(r"\s+(?:(?:day\s+)?of\s+(?:the|each|every|a)\s+(?:\w+\s+)?month|числа)\b", re.IGNORECASE)
"""What makes an ordinal a day of the month ("the 10th of the month", "the 5th day of each
calendar month", «10-го числа»): a date the source states or does not, unlike a rank."""
_MONTH_WORDS = frozenset(MONTHS_RU) | frozenset(MONTHS_EN)
"""What ``month_of`` reads a month in, lower case: no other word needs asking."""
_EDITION_WORDS = frozenset({"edition", "редакция", "редакции", "редакцию", "редакцией", "ред."})
"""Version words that name a document's edition, which a year may name."""
_SPECIAL_CHUNKS = (frozenset(REFERENCE_WORDS) | frozenset(VERSION_WORDS) | _MONTH_WORDS
                   | frozenset(MONTHS_EN_LOWER) | frozenset(CURRENCY_WORDS) | {"(", "["}
                   | {w.lower() for w in CASED_CURRENCY_WORDS})
"""Every lower-cased chunk before a number that ``Scanner.classify`` reads as more than a word
(a reference, a version, a list bracket, a month, a currency); with a final dot, any chunk
may be one."""



_DOLLAR_COUNTRY = re.compile(r"(?<![^\W\d_])([A-Za-z]{1,2})$")
"""Letters glued before a dollar sign, read back from it ("NZ$", "A$", "US$")."""

def _cased_currency(letters: str, number: str) -> str | None:
    """The currency a cased code names before ``number`` (CASED_CURRENCY_WORDS), if the number is
    long enough to be a sum in it (CASED_CURRENCY_MIN_DIGITS)."""
    currency = CASED_CURRENCY_WORDS.get(letters)
    if currency is None:
        return None
    least = CASED_CURRENCY_MIN_DIGITS.get(letters, 1)
    digits = sum(c.isdigit() for c in number)
    return currency if digits >= least or any(c in number for c in ",. \u00a0\u202f") else None


class Scanner:
    """One pass over a text from digit to digit."""

    __slots__ = ("text", "rtext", "n", "spans", "prev")

    def __init__(self, text: str, spans: list[tuple[int, int, str]],
                 rtext: str | None = None) -> None:
        self.text = text
        self.n = len(text)
        self.rtext = text[::-1] if rtext is None else rtext  # the reversed text, if known
        self.spans = spans
        self.prev: Mention | None = None

    def run(self, start: int = 0, stop: int | None = None) -> list[Mention]:
        """The mentions at the digits in ``[start, stop)``, scanning fresh from ``start``
        (the material index scans one cluster at a time: ``digits.DigitMap``)."""
        # Jump to the next digit with a one-character pattern (C fast scan), then
        # match the notation alternation anchored there: searching with the
        # alternation itself would try every branch at every character.
        text, find_digit, match, spans = self.text, _DIGIT.search, _NUM.match, self.spans
        end = self.n if stop is None else stop
        out: list[Mention] = []
        pos, si = start, 0
        self.prev = None
        while True:
            d = find_digit(text, pos, end)
            if d is None:
                return out
            s = d.start()
            while si < len(spans) and spans[si][1] <= s:
                si += 1
            if si < len(spans) and spans[si][0] <= s:
                pos = spans[si][1]
                continue
            m = match(text, s)
            assert m is not None  # the digit search found a digit here, and every number starts with one
            mention = self.classify(m)
            out.append(mention)
            self.prev = mention
            pos = max(mention.end, s + 1)

    # -- classification ----------------------------------------------------------

    def classify(self, m: re.Match[str]) -> Mention:
        text = self.text
        s, e = m.span()
        g = m.lastgroup or "dec"
        c = text[s - 1] if s else ""
        if c and (c.isalpha() or (c in "-_/#." and s >= 2 and text[s - 2].isalpha())):
            glued = self._glued_prefix(s)
            if glued is not None and not (glued[0].lower() in YEAR_PREFIXES and text[s - 1] == "-"):
                return self._glued(m, *glued)
        p = _PREV_REV.match(self.rtext, self.n - s)
        assert p is not None  # _PREV_REV accepts the empty string
        chunk_start = self.n - p.end()
        tok = p.group("tok")
        if tok:
            tok = tok[::-1]
        low = tok.lower()
        # Most numbers follow an ordinary word ("is 250 EUR"): then none of the look-ups of
        # the chunk below can succeed, and one set look-up says so.
        special = low in _SPECIAL_CHUNKS or low[-1:] == "."
        if special and low in REFERENCE_WORDS:
            return self._reference(chunk_start, s)
        if special and low in VERSION_WORDS:
            return self._version(chunk_start, s)
        if g in ("iso", "dnum", "ymd", "my"):
            date = self._numeric_date(m, g)
            if date is not None:
                return date
            plain = _PLAIN.match(text, s)
            assert plain is not None  # s is the number's first digit
            m, g, e = plain, "dec", plain.end()
        if g in ("time", "multi", "frac"):
            return self._identifier(s, e)
        token = m.group()
        if special and tok in ("(", "[") and g == "dec" and len(token) <= 2 and text[e:e + 1] == (
                ")" if tok == "(" else "]"):
            if tok == "[" or self._line_start(chunk_start):
                return Mention(chunk_start, e + 1, text[chunk_start:e + 1], "list")
        if self.prev is not None and self.prev.kind == "reference" and self._chained_reference(s):
            chained = self._number(s, e, g, token, start=s, chain=True)
            if chained.kind != "number":
                return chained
            return self._reference(s, s)
        if not special:
            return self._number(s, e, g, token, start=s, prev=p, prev_tok=tok)
        # month_of only for a word that may be a month (its lower case is one, in either language).
        month = month_of(tok.rstrip(".")) if low.rstrip(".") in _MONTH_WORDS and tok[:1].isalpha() else None
        lower = month is None and low in MONTHS_EN_LOWER
        if lower:
            month = MONTHS_EN_LOWER[low]
        if month is not None and g == "dec" and token.isdigit():
            date = self._month_first(s, month, chunk_start, lower=lower)
            if date is not None:
                return date
        currency = (CURRENCY_WORDS.get(low) or _cased_currency(tok, token)) if tok else None
        if currency and tok.isalpha() and not tok.isupper() and token.isdigit() \
                and len(token) == 4 and plausible_year(int(token)):
            currency = None  # "Euro 2020", "Dollar 1900" name an event or a thing; sums say "EUR 2020"
        start = chunk_start if currency else s
        prefixes = SIGN_PREFIXES.get(tok)
        if prefixes is not None:
            country = _DOLLAR_COUNTRY.search(text, max(0, chunk_start - 3), chunk_start)
            if country is not None and country.group(1).lower() in prefixes:  # "NZ$139": whose dollar
                currency, start = prefixes[country.group(1).lower()], country.start(1)
        return self._number(s, e, g, token, currency=currency, start=start, prev=p, prev_tok=tok)

    def _glued(self, m: re.Match[str], letters: str, start: int) -> Mention:
        """Letters glued before the digits: a currency code, a version, a reference or an id."""
        s, e = m.span()
        low = letters.lower()
        currency = CURRENCY_WORDS.get(low) or _cased_currency(letters, m.group())
        if currency:
            g = m.lastgroup or "dec"
            if g not in _NOTATIONS:
                plain = _PLAIN.match(self.text, s)
                assert plain is not None  # s is the number's first digit
                m, g = plain, "dec"
            return self._number(s, m.end(), g, m.group(), currency=currency, start=start)
        if low in VERSION_WORDS:
            return self._version(start, s)
        if low in REFERENCE_WORDS or low + "." in REFERENCE_WORDS:
            return self._reference(start, s)
        ident = self._identifier(start, e)
        if (ident.end == e and self.text[s - 1] == "-" and len(letters) >= 3
                and letters.replace("-", "").isalpha() and letters.islower()
                and (m.lastgroup or "dec") in _NOTATIONS):
            # "magnitude-7.8", "up-to-70": a lower-case word hyphenated to a number is a
            # compound modifier, and the number may be checked as one; written as it is,
            # it is still an identifier ("covid-19").
            return ident._replace(readings=readings_of(m.lastgroup or "dec", m.group()))
        return ident

    def _numeric_date(self, m: re.Match[str], g: str) -> Mention | None:
        s, e = m.span()
        if g == "dnum" and m.group("ds") == "-" and len(m.group("d3")) == 2:
            return None  # "5-10-15" is a range, not a date
        if g == "iso":
            parts = m.group("iso")[:10].split("T")[0].split("-")
            y, mo = int(parts[0]), int(parts[1])
            d = int(parts[2]) if len(parts) > 2 else None
            if not valid(y, mo, d):
                return None
            readings: tuple[DateValue, ...] = (DateValue(y, mo, d),)
            if d is None and len(parts[1]) == 2:
                end = range_end(y, parts[1])  # "2007-11": November 2007, or 2007 to 2011
                if end is not None:
                    return Mention(s, e, m.group(), "date", dates=readings,
                                   year_range=(DateValue(y), DateValue(end)))
        elif g == "dnum":
            readings = numeric_readings(m.group("d1"), m.group("d2"), m.group("d3"), m.group("ds"))
        elif g == "ymd":
            y, mo, d = int(m.group("y1")), int(m.group("y2")), int(m.group("y3"))
            readings = (DateValue(y, mo, d),) if valid(y, mo, d) else ()
        else:
            readings = (DateValue(int(m.group("m2")), int(m.group("m1"))),)
        if not readings:
            return None
        return Mention(s, e, m.group(), "date", dates=readings)

    def _month_first(self, s: int, month: int, word_start: int, *,
                     lower: bool = False) -> Mention | None:
        """"June 12, 2024", "June 12", "June 2024", "в июне 2024 года"; with ``lower``, an
        English month in lower case ("may 30"), read only where the clause ends or goes on
        with a year or a function word ("may 5 times" is a count, not a date), keeping the
        number's reading."""
        text = self.text
        start = word_start
        four = text[s:s + 4]
        if four.isdigit() and (plausible_year(int(four)) or historic_year(int(four))) \
                and not text[s + 4:s + 5].isdigit():
            end = s + 4
            tail = year_tail().match(text, s)
            if tail and tail.group("yw"):
                end = tail.end()
            if lower and not clause_goes_on(text, end):
                return None
            return Mention(start, end, text[start:end], "date", readings_of("dec", four)
                           if lower or not plausible_year(int(four)) else (),
                           dates=(DateValue(int(four), month),))
        dm = _day_year().match(text, s)
        if not dm:
            return None
        day = int(dm.group("d"))
        year = int(dm.group("y")) if dm.group("y") else None
        if not valid(year, month, day) or (lower and not clause_goes_on(text, dm.end())):
            return None
        kept = readings_of("dec", dm.group("d")) if lower else ()
        if year is not None and not plausible_year(year):
            kept += readings_of("dec", dm.group("y"))  # "June 22, 1757": as in _day_month
        return Mention(start, dm.end(), text[start:dm.end()], "date", kept,
                       dates=(DateValue(year, month, day),))

    def _number(self, s: int, e: int, g: str, token: str, *, start: int,
                currency: str | None = None, prev: re.Match[str] | None = None,
                prev_tok: str = "", chain: bool = False) -> Mention:
        text = self.text
        simple_int = g == "dec" and token.isdigit()
        four = simple_int and len(token) == 4 and currency is None and not chain
        year_like = four and plausible_year(int(token))
        if four and (year_like or historic_year(int(token))):
            found = decade(text, s, e, int(token)) or year_range(text, s, e, int(token), prev_tok)
            if found is not None:
                return found
        if simple_int and len(token) == 2 and token[1] == "0" and currency is None:
            short = short_decade(text, s, e, int(token))
            if short is not None:
                return short
        day_like = simple_int and len(token) <= 2 and 1 <= int(token) <= 31
        after = read_after(text, e, currency_before=currency is not None,
                           year_like=year_like or (four and historic_year(int(token))),
                           day_like=day_like, opened_paren=text[s - 1:s] == "(")
        readings = readings_of(g, token)
        kind = after.kind
        end = max(after.end, e)
        if kind == "month":
            if not day_like:  # "1.5th June", "2501st June": no day of a month, just a number
                return Mention(start, e, token, "number", readings)
            # "30 may ." (lower case) keeps the day's reading, as "may 30" does.
            kept = readings if text[e:end].strip() in MONTHS_EN_LOWER else ()
            return self._day_month(start, end, int(token), after.month, kept)
        if kind == "ordinal":
            if day_like and DAY_OF_MONTH.match(text, end):
                # "by the 10th of the month", «до 10-го числа»: a day, stated as a figure is.
                return Mention(start, end, text[start:end], "number", readings)
            # "3rd party", "2nd instalment", "5-й день": rank, not an amount; not a figure.
            return Mention(start, end, text[start:end], "ordinal", readings)
        if after.scale is not None:
            readings = tuple(r.scaled(after.scale) for r in readings)
        scale = after.scale or ONE
        if kind == "duration" and currency is not None:
            # "an €8 day fee", "a £5 day ticket": a sum; the duration word names what it pays for
            return Mention(start, e, text[start:e], "money", as_sum(readings, currency), unit=currency, scale=scale)
        if kind in ("percent", "duration"):
            return Mention(start, end, text[start:end], kind, readings, unit=after.unit,
                           scale=scale)
        if kind == "money" or currency is not None:
            unit = after.unit if kind == "money" else currency
            return Mention(start, end, text[start:end], "money", as_sum(readings, unit), unit=unit,
                           scale=scale)
        if after.scale is not None:
            return Mention(start, end, text[start:end], "number", readings, scale=scale)
        if chain:
            return Mention(start, e, token, "number", readings)
        if kind == "year":
            kept = () if plausible_year(int(token)) else readings  # "1850 года": was a number
            return Mention(start, end, text[start:end], "date", kept, dates=(DateValue(int(token)),))
        if kind == "attached":
            if after.uppercase_suffix:
                return self._identifier(start, e)
            return Mention(start, end, text[start:end], "number", readings)
        if simple_int and len(token) <= 2 and self._enumerator(s, e):
            return Mention(s - 1, e + 1, text[s - 1:e + 1], "list")
        if prev is not None:
            special = self._before_plain(s, e, token, readings, prev, prev_tok, year_like)
            if special is not None:
                return special
        if year_like:
            return Mention(s, e, token, "date", dates=(DateValue(int(token)),))
        if four and historic_year(int(token)) and historic_context(text, e, prev_tok):
            return Mention(s, e, token, "date", readings, dates=(DateValue(int(token)),))
        return Mention(s, e, token, "number", readings)

    def _before_plain(self, s: int, e: int, token: str, readings: tuple[Reading, ...],
                      prev: re.Match[str], tok: str, year_like: bool) -> Mention | None:
        """A bare number that is list numbering or the tail of an acronym identifier."""
        text = self.text
        nxt = text[e:e + 1]
        if (not tok and token.isdigit() and len(token) <= 2 and nxt and nxt in ".)"
                and text[e + 1:e + 2] in _LIST_GAP):
            before = s - len(prev.group(0))
            pc = text[before - 1:before]
            following = text[e + 1:e + 3].lstrip()[:1]
            if (before == 0 or pc == "\n" or (pc in ":;" and pc) or self._bullet(before)
                    or (pc and pc in ".!?" and (nxt == ")" or following.isupper()))):
                return Mention(s, e + 1, text[s:e + 1], "list")

        if (tok and not year_like and len(tok) >= 2 and tok.isupper() and tok.isalpha()
                and len(prev.group("sp")) == 1):
            start = s - len(prev.group(0))
            ident = self._identifier(start, e)
            return ident._replace(readings=readings) if ident.end == e else ident
        return None

    def _day_month(self, start: int, end: int, day: int, month: int | None,
                   kept: tuple[Reading, ...] = ()) -> Mention:
        text = self.text
        assert month is not None
        tail = year_tail().match(text, end)
        year = int(tail.group("y")) if tail else None
        if tail:
            end = tail.end()
        if not valid(year, month, day):
            return Mention(start, end, text[start:end], "number",
                           readings_of("dec", str(day)))
        if year is not None and not plausible_year(year):
            kept += readings_of("dec", str(year))  # "22 June 1757": 1757 was read as a number
        return Mention(start, end, text[start:end], "date", kept,
                       dates=(DateValue(year, month, day),))

    # -- non-figures ----------------------------------------------------------------

    def _glued_prefix(self, s: int) -> tuple[str, int] | None:
        """Letters glued before the digits ("EU-2024", "v3", "USD1250"): (letters, start)."""
        text = self.text
        i = s
        while i > 0 and (text[i - 1].isalnum() or (text[i - 1] in "-_/#." and i >= 2
                                                      and text[i - 2].isalnum())):
            i -= 1
            if s - i > 64:
                break
        chunk = text[i:s]
        letters = chunk.rstrip("-_/#.")
        if not any(ch.isalpha() for ch in letters):
            return None
        return (letters, i)

    def _identifier(self, start: int, e: int, kind: str = "identifier") -> Mention:
        tail = _IDENT_TAIL.match(self.text, e)
        assert tail is not None  # _IDENT_TAIL accepts the empty string
        end = tail.end()
        plural = _PLURAL_ID.search(self.text, e, end)
        if plural is not None and plural.group().replace("’", "'") in PLURAL_ID_SUFFIXES:
            end = plural.start()  # "F-16s", «Су-27-х»: the identifier is "F-16", «Су-27»
        token = self.text[start:end]
        return Mention(start, end, token, kind, key=token)

    def _reference(self, start: int, s: int) -> Mention:
        ref = _refnum().match(self.text, s)
        assert ref is not None  # s is a digit
        number = ref.group()
        head = number.split("(")[0].rstrip(_LETTERS)
        readings = readings_of("dec", head) if head.count(".") <= 1 else ()
        return Mention(start, ref.end(), self.text[start:ref.end()], "reference", readings,
                       key=number)

    def _version(self, start: int, s: int) -> Mention:
        ver = _VERNUM.match(self.text, s)
        assert ver is not None  # s is a digit
        number = ver.group()
        if (len(number) == 4 and number.isdigit() and plausible_year(int(number))
                and self.text[start:s].strip().lower() in _EDITION_WORDS):
            # "the 2026 edition", «по редакции 2026 года»: an edition named by its year is a year
            return Mention(s, ver.end(), number, "date", dates=(DateValue(int(number)),))
        readings = readings_of("dec", number) if number.replace(".", "", 1).isdigit() else ()
        return Mention(start, ver.end(), self.text[start:ver.end()], "version", readings,
                       key=number)

    def _chained_reference(self, s: int) -> bool:
        """"Articles 5 and 6": a number joined to a reference just before it is one too."""
        prev = self.prev
        if prev is None or prev.kind != "reference" or s - prev.end > 8:
            return False
        gap = self.text[prev.end:s].strip(_JOINERS).lower()
        return gap in REFERENCE_JOINERS

    def _enumerator(self, s: int, e: int) -> bool:
        """Inline list numbering: "bring (1) the birth certificate; (2) …", «(1) паспорт» — a
        one- or two-digit number in brackets after a space or a list's punctuation, a word
        after it (CONTRACTS §3: list numbering is not a figure)."""
        text = self.text
        return (text[s - 1:s] == "(" and text[e:e + 1] == ")" and (s == 1 or text[s - 2] in " \t\n:;,")
                and text[e + 1:e + 3].lstrip()[:1].isalpha())

    def _bullet(self, pos: int) -> bool:
        """A list marker ("-", "*", "•") alone at the start of the line before ``pos``."""
        i = pos
        while i > 0 and self.text[i - 1] in _JOINERS:
            i -= 1
        return i > 0 and self.text[i - 1] in "-*•" and self._line_start(i - 1)

    def _line_start(self, pos: int) -> bool:
        i = pos
        while i > 0 and self.text[i - 1] in _JOINERS:
            i -= 1
        return i == 0 or self.text[i - 1] == "\n"

