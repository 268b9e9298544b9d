"""How a figure is bounded, read from the words around it: which side of a value a rule is
on ("at least", «не более», "or more"), the end of a time of day ("until 9:00"), the side of a
date ("no later than 25 March"), a rate's period ("€16 a day") and the event a time is
counted from ("30 days before the change").

Each reader looks a bounded number of characters before and after one figure
(:data:`LOOK_BACK`, :data:`LOOK_AHEAD`, :data:`FRONTED_REACH`), so reading every figure of a
text stays linear in it. :mod:`tether.checks.bounds` compares what they read in a claim and in
its cited sentences.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Literal

from ..figures.mention import Mention
from ..guard import lazy_pattern
from ..text import STOP_WORDS, stem, tokens
from .lexicon import (
    COMPARATIVES,
    LOWER_COMPARATIVES_EN,
    LOWER_COMPARATIVES_RU,
    UPPER_COMPARATIVES_EN,
    UPPER_COMPARATIVES_RU,
)
from .per_whom import per_whom_of

Side = Literal["lower", "upper"]

LOOK_BACK = 32
"""Characters read before a figure for its bound ("not more than", «не менее чем»): bounded,
so that reading every figure stays linear in the text."""
LOOK_AHEAD = 40
"""Characters read after a figure's digits: its unit, then "or more", "a day", "before"."""
_BY_THEN = (r"\b(?:no|not)\s+later\s+than|(?<!\w)не\s+(?:позднее|позже)(?:\s+чем)?|\bearlier\s+than|"
            r"(?<!\w)(?:ранее|раньше)(?:\s+чем)?")
_NOT_BEFORE = (r"\b(?:no|not)\s+(?:earlier|sooner)\s+than|\bnot\s+before|(?<!\w)не\s+(?:ранее|раньше)(?:\s+чем)?|"
               r"\blater\s+than|(?<!\w)(?:позднее|позже)(?:\s+чем)?")
"""A deadline's two sides, before a figure or a date: "no later than" / «не позднее» / "earlier
than" (done by then), "no earlier than" / «не ранее» / "later than" (not before it)."""

_NOT_SAID_OF = "".join(rf"(?<!{ending}\s)" for ending in ("ых", "ой", "ом", "ого", "ые", "ая", "ий", "ый"))
"""Not «выше» / «ниже» after an adjective or participle: «указанн*ых* выше 14 дней», «приведённ*ой*
ниже» point to a text, not above a value (a review of session 51)."""

BEFORE = lazy_pattern(
    # Leftmost wins, so "no more than" is read whole before its "more than".
    r"(?:(?P<upper>\bat\s+most|\b(?:no|not|never)\s+more\s+than|\bmaximum(?:\s+of)?|\bup\s+to|\bwithin|\bunder|"
    + _BY_THEN + r"|"
    r"\bbelow|\b(?:less|fewer)\s+than|\bnot\s+exceeding|(?<!\w)не\s+(?:более|больше|свыше)(?:\s+чем)?|"
    r"(?<!\w)максимум|(?<!\w)(?:менее|меньше)(?:\s+чем)?|(?<!\w)не\s+старше|(?<!\w)(?:младше|моложе)|(?<!\w)до|(?<!\w)в\s+течение|"
    r"\byounger\s+than|\b(?:no|not)\s+older\s+than|\b(?:no|not)\s+(?:higher|greater)\s+than|\blower\s+than|"
    r"(?<!\w)не\s+выше|(?<!\w)" + _NOT_SAID_OF + r"ниже(?!\s+на(?!\w))(?:\s+чем)?|"
    r"\b(?:no|not|never)\s+(?:" + "|".join(UPPER_COMPARATIVES_EN) + r")\s+than|"
    r"(?<!\w)не\s+(?:" + "|".join(UPPER_COMPARATIVES_RU) + r")(?:\s+чем)?|"
    r"(?<!\w)в\s+пределах|\ballow(?:s|ed)?|\bpermit(?:s|ted)?|(?<!\w)(?:разрешает|допускает|позволяет))"
    r"|(?P<lower>\bat\s+least|\b(?:no|not|never)\s+(?:less|fewer)\s+than|" + _NOT_BEFORE + r"|"
    r"\bminimum(?:\s+of)?|\bmore\s+than|\bover|"
    r"\babove|\bexceeding|\bin\s+excess\s+of|\bfrom(?:\s+(?:the\s+)?age(?:\s+of)?)?|"
    r"(?<!\w)не\s+(?:менее|меньше)(?:\s+чем)?|(?<!\w)минимум|(?<!\w)(?:более|больше)(?:\s+чем)?|(?<!\w)свыше|"
    r"(?<!\w)не\s+(?:младше|моложе)|\bolder\s+than|\b(?:no|not)\s+younger\s+than|\b(?:no|not)\s+lower\s+than|"
    r"\b(?:higher|greater)\s+than|(?<!\w)не\s+ниже|(?<!\w)" + _NOT_SAID_OF + r"выше(?!\s+на(?!\w))(?:\s+чем)?|"
    r"\b(?:no|not|never)\s+(?:" + "|".join(LOWER_COMPARATIVES_EN) + r")\s+than|"
    r"(?<!\w)не\s+(?:" + "|".join(LOWER_COMPARATIVES_RU) + r")(?:\s+чем)?|"
    r"(?<!\w)старше|(?<!\w)от|(?<!\w)после|\bafter))(?:\s+(?:the\s+)?(?:first|первы[хе]))?"
    r"(?:\s+(?:a|an|the)\s+(?:total|value|sum|amount)\s+of)?(?:\s+(?:за|через|на))?\s*$",
    re.IGNORECASE)
"""The bound words right before a figure; "within / after *the first* 3 minutes" too, "up to *a
value of* 200 baht" (unseen37 dev u37-en-041), and a preposition between («не более чем *на* 30
дней», «не раньше чем *через* 3 месяца»)."""
_AFTER = lazy_pattern(
    r"\s*(?:(?P<lower>\+|or\s+(?:more|over|older|above|longer)|and\s+(?:over|above|older|more)|"
    r"(?:или|и)\s+(?:более|больше|старше|выше))"
    r"|(?P<upper>or\s+(?:less|fewer|under|younger|below)|and\s+(?:under|below|younger)|"
    r"(?:или|и)\s+(?:менее|меньше|младше|моложе|ниже)))(?!\w)",
    re.IGNORECASE)
# counted back from an event, or forward to it: the bound's direction turns with it
_FROM_AN_EVENT = lazy_pattern(r"\b(?:before|after|prior|ahead|in\s+advance|earlier|later|beforehand)\b|"
                              r"(?<!\w)(?:до|после|заранее|раньше|позже|позднее|ранее|спустя)(?!\w)", re.IGNORECASE)


_FORWARD = lazy_pattern(r"after|later|после|спустя|позже|позднее")
"""Counted forward from an event, a time keeps its bound's side: "at least 5 years *after* the
reporting year" is a minimum as "at least 5 years" is; counted back ("24 hours *before*") it
turns (:func:`event_side_of`)."""


def side_of(text: str, m: Mention) -> Side | None:
    """Which bound ``m`` is in ``text``, or None when it is stated as it is or counted back from
    an event."""
    end = _clause_end(text, m.end)
    events = [e.group(0).lower() for e in _FROM_AN_EVENT.finditer(text, m.end, end)]
    if any(not _FORWARD.fullmatch(e) for e in events):
        return None
    after = _AFTER.match(text, m.end)
    if after:
        return "lower" if after.group("lower") else "upper"
    before = BEFORE.search(text[max(0, m.start - LOOK_BACK):m.start])
    if before is None and m.unit == "years" and _FROM_THE_AGE.search(text, max(0, m.start - LOOK_BACK), m.start):
        return "lower"
    if before is None:
        named = _NAMED_BOUND.search(text, _clause_start(text, m.start), m.start)
        if named is None:
            return _carried_side(text, m)
        return "lower" if named.group("lower") else "upper"
    return "lower" if before.group("lower") else "upper"


_FROM_THE_AGE = lazy_pattern(r"(?<!\w)с\s*$", re.IGNORECASE)
"""«*с* 1 года», «*с* 14 лет»: a number of years from which a rule holds (an age, a length of
service). Read for years only: «с» before a time of day or a date is the start of a period, which
the clock and date readers own."""


CARRY_REACH = 80
"""Characters read back from a figure for the figure its bound is carried from ("no earlier than
3 months on the lower jaw and 6 months on the upper": 38): bounded, so reading stays linear."""
_CARRIED_FROM = lazy_pattern(
    r"(?<![\d.,])(?P<digits>\d[\d\s.,]*?)\s*(?P<unit>[^\W\d_]+)(?P<gap>[^\d,;:.]*?)"
    r"(?:\band|(?<!\w)и|\bor|(?<!\w)или)\s+(?:(?:через|за)\s+)?$", re.IGNORECASE)


_CARRIED_SUM = lazy_pattern(
    r"(?P<sum>(?:[€£$₽₸¥₹]|\b[A-Z]{3}\s?)\d[\d\s.,]*?)(?P<gap>\s(?:in|for|on|в|во|на|для)\s[^\d,;:.]{1,40}?\s)"
    r"(?:or|или|and|и)\s+$")
"""A sum in one currency, the place or case it is for, then "or" / "and": "at least €3,000,000 in
Ireland *or* £2,000,000 in the United Kingdom" bounds both sums once (unseen24 dev u24-en-016)."""


def _carried_sum_side(text: str, m: Mention, lo: int) -> Side | None:
    """The side of a sum coordinated with an earlier bounded sum in another currency
    (:data:`_CARRIED_SUM`), read only across the place or case the earlier one is for."""
    found = _CARRIED_SUM.search(text, lo, m.start)
    if found is None or _FROM_AN_EVENT.search(found.group("gap")):
        return None
    at = found.start("sum")
    before = BEFORE.search(text[max(0, at - LOOK_BACK):at])
    return None if before is None else ("lower" if before.group("lower") else "upper")


_LAST_WORD = lazy_pattern(r"([^\W\d_]+)$")
_FIRST_WORD = lazy_pattern(r"\s*([^\W\d_]+)")


def _carried_side(text: str, m: Mention) -> Side | None:
    """The side of a figure coordinated with an earlier bounded one of the same unit in its
    clause: «не раньше чем через 3 месяца на нижней челюсти *и через 6 месяцев* на верхней» — the
    bound is said once for both (unseen13 dev u13-ru-036). Not when the earlier one is counted
    back from an event named between them, or the unit differs ("under 12 stay free and 2
    adults": another thing counted)."""
    if m.kind == "money":  # the earlier sum's own thousands commas are no clause break
        side = _carried_sum_side(text, m, max(0, m.start - CARRY_REACH))
        if side is not None:
            return side
    lo = max(_clause_start(text, m.start), m.start - CARRY_REACH)
    found = _CARRIED_FROM.search(text, lo, m.start)
    # a duration's mention holds its unit ("6 months"); a bare number's is the word after it
    own_unit = _LAST_WORD.search(m.text) or _FIRST_WORD.match(text, m.end, m.end + LOOK_AHEAD)
    if found is None or own_unit is None or stem(found.group("unit")) != stem(own_unit.group(1)):
        return None
    if any(not _FORWARD.fullmatch(e.group(0).lower()) for e in _FROM_AN_EVENT.finditer(found.group("gap"))):
        return None
    at = found.start("digits")
    before = BEFORE.search(text[max(0, at - LOOK_BACK):at])
    return None if before is None else ("lower" if before.group("lower") else "upper")


_NAMED_BOUND = lazy_pattern(r"(?:(?P<lower>\bminimum|(?<!\w)минимальн\w*)|(?P<upper>\bmaximum|(?<!\w)максимальн\w*))"
                            r"(?=\s+[^\W\d])", re.IGNORECASE)
"""A bound named by the thing the figure is the value of: "The *minimum* initial capital is
125 000 EUR", «*Максимальная* сумма — 3 млн ₽» (evalsets/mutations.py, verify fact-038)."""


def _clause_start(text: str, at: int) -> int:
    """Where the clause holding position ``at`` starts: after the last , ; : or full stop, CLAUSE_REACH
    back at most — every figure of a long clause asks (a review's probe of 1,600 figures joined by
    "and", session 36)."""
    lo = max(0, at - CLAUSE_REACH)
    stop = max(text.rfind(c, lo, at) for c in ",;:.")
    return lo if stop < 0 else stop + 1


CLAUSE_REACH = 160
"""Characters read back for a figure's clause start: a named bound ("The *maximum* amount of
compensation payable for any one claim is …") stands well within it."""


CLAUSE_END = lazy_pattern(r"[,;:]|\.(?:\s|$)")


def _clause_end(text: str, at: int) -> int:
    """Where the figure's own clause ends, LOOK_AHEAD at most: the event a time is counted
    from follows its unit in the same clause; «не более 15 минут*, после чего* заказ
    возвращается» names what comes next, not an event the 15 minutes are counted from
    (unseen16 dev u16-ru-035)."""
    end = min(len(text), at + LOOK_AHEAD)
    stop = CLAUSE_END.search(text, at, end)
    return end if stop is None else stop.start()


def event_side_of(text: str, m: Mention) -> Side | None:
    """Which side of a time counted back from an event ``m`` bounds: "*up to* / *at least* /
    *no later than* 24 hours before" all leave the last 24 hours out ("upper": done by then),
    "*less than* / *within* / *not earlier than* / *no more than* 24 hours before" are inside
    them ("lower": the leftmost bound phrase is read whole, so "no more than" is not "more than"),
    «не позднее чем за 3 часа до» against «не раньше чем за 3 часа до». None for any other
    figure: without a bound word the phrase says no side ("closes 15 minutes before").
    "*Within* 24 hours *of* the start" is the last 24 hours up to it, the side of "within 24
    hours before" (unseen28 dev u28-en-049, unseen33 dev u33-en-043: for "at least" and "no
    later than" 48 / 24 hours before)."""
    if m.kind == "duration" and _WITHIN_OF.match(text, m.end, m.end + LOOK_AHEAD) \
            and _WITHIN.search(text, max(0, m.start - LOOK_BACK), m.start):
        return "lower"
    before = _EVENT_BOUND.search(text[max(0, m.start - LOOK_BACK):m.start])
    if not _BACK_FROM_AN_EVENT.match(text, m.end, m.end + LOOK_AHEAD) \
            and (before is None or not _AHEAD_OF.search(before.group())):
        return None
    if before is None:
        return None
    if _UP_TO.match(before.group()) and _AHEAD.match(text, m.end, m.end + LOOK_AHEAD):
        return None
    return "upper" if before.group("upper") else "lower"


_BACK_FROM_AN_EVENT = lazy_pattern(r"[^\W\d]*\s*(?:before|prior\s+to|ahead\b|in\s+advance\b|beforehand\b|"
                                   r"(?:до|перед)(?!\w)|заранее(?!\w))", re.IGNORECASE)
"""The figure's unit, then "before" / «до», or "in advance" / "ahead" / «заранее» (before what
the sentence is about: "maintenance announced at least 48 hours in advance", unseen18 dev
u18-en-035; "booked … at least 7 days ahead", unseen24 dev u24-en-013): a time counted back
from an event."""
_AHEAD_OF = lazy_pattern(r"(?<!\w)за\s*$", re.IGNORECASE)
"""«… чем *за* 2 дня» after a bound word: a time counted back from what the sentence is about, with
no «до» after it («предупредить менеджера не позднее чем за 2 дня»; «меньше чем за 2 дня» turns it:
unseen55 dev u55-ru-036). :func:`side_of` still reads the bound word as it is: «за 10 дней» after a
bound may also be the time a thing takes («возврат … не менее чем за 10 рабочих дней» against «в
течение 10 рабочих дней»). Where the source's figure is counted back too, tether.checks.bounds reads
the pair by this reading only."""
_AHEAD = lazy_pattern(r"[^\W\d]*\s*ahead\b", re.IGNORECASE)
""""Ahead": "up to 30 days ahead (of your visit)" is how far ahead one may book, a window's far end,
as often as the deadline "up to 24 hours before" names; read as neither (a red-team of session
38: "can be booked up to 30 days ahead" against "no more than 30 days ahead")."""
_UP_TO = lazy_pattern(r"\s*up\s+to", re.IGNORECASE)
_WITHIN_OF = lazy_pattern(r"[^\W\d]*\s+of\b", re.IGNORECASE)
_WITHIN = lazy_pattern(r"\bwithin\s+(?:the\s+)?$", re.IGNORECASE)
"""A window of the time up to or around an event: "within 24 hours of the start"; the time
before "of" is its unit (no "within 2 of the 5 days")."""
_EVENT_BOUND = lazy_pattern(
    r"(?:(?P<upper>\bup\s+to|\bat\s+least|\b(?:no|not)\s+(?:later|less|fewer)\s+than|\bminimum(?:\s+of)?|"
    r"\bearlier\s+than|(?<!\w)(?:ранее|раньше)(?:\s+чем)?|"
    r"\bmore\s+than|(?<!\w)не\s+(?:позднее|позже|менее|меньше)(?:\s+чем)?|(?<!\w)минимум|"
    r"(?<!\w)(?:более|больше)(?:\s+чем)?)"
    r"|(?P<lower>\b(?:less|fewer)\s+than|\bwithin|\b(?:no|not)\s+(?:earlier|sooner|more)\s+than|\bat\s+most|"
    r"\blater\s+than|(?<!\w)не\s+(?:ранее|раньше|более|больше)(?:\s+чем)?|(?<!\w)(?:менее|меньше|позже|позднее)"
    r"(?:\s+чем)?|(?<!\w)максимум|(?<!\w)в\s+течение))"
    r"(?:\s+за)?\s*$",
    re.IGNORECASE)


def clock_side_of(text: str, m: Mention) -> Side | None:
    """Which end of a time of day ``m`` is ("*from* 9:00", "*until* 9:00", «*до* 20:00»), or None."""
    if m.kind != "identifier" or not CLOCK.fullmatch(m.text):
        return None
    before = _CLOCK_BEFORE.search(text[max(0, m.start - LOOK_BACK):m.start])
    return None if before is None else ("lower" if before.group("lower") else "upper")


CLOCK = lazy_pattern(r"\d{1,2}[:.]\d{2}")
"""A time of day, which the figure reader reads as an identifier ("9:00")."""
_CLOCK_BEFORE = lazy_pattern(r"(?:(?P<upper>\buntil|\btill|\bby|\bbefore|\bup\s+to|(?<!\w)до)"
                             r"|(?P<lower>\bfrom|\bafter|\bstarting\s+at|(?<!\w)с|(?<!\w)после|(?<!\w)от))\s*$",
                             re.IGNORECASE)


def date_side_of(text: str, m: Mention) -> Side | None:
    """Which side of a date ``m`` bounds: "*no later than* 25 March", «*до* 25 марта», "*by* 31
    March" against "*no earlier than*", «*не ранее*», "*after*", «*с*». None for any other figure,
    or a date with no bound word before it ("on 1 March")."""
    if m.kind != "date":
        return None
    before = _DATE_BEFORE.search(text[max(0, m.start - LOOK_BACK):m.start])
    return None if before is None else ("lower" if before.group("lower") else "upper")


_DATE_BEFORE = lazy_pattern(
    r"(?:(?P<upper>\buntil|\btill|\bby|\bbefore|\bup\s+to|" + _BY_THEN + r"|(?<!\w)до)"
    r"|(?P<lower>\bfrom|\bsince|\bafter|\bstarting(?:\s+on)?|" + _NOT_BEFORE
    + r"|(?<!\w)после|(?<!\w)(?:начиная\s+)?с|(?<!\w)со))\s*$",
    re.IGNORECASE)
"""The bound words right before a date. Not «по» ("up to and including", but also «по редакции
2026 года»)."""


def period_of(text: str, m: Mention) -> str | None:
    """The periods a rate is counted per ("€16 *a day*", «3 000 ₽ *в месяц*»), or None; only
    periods of time, each named by its first word (a night is a day: a kennel's "£24 per
    night" is its daily rate). "Per person per night" and "per night per person" say the same."""
    chain = _PER_CHAIN.match(text, m.end)  # "per person per night", «с человека в сутки»: right after it
    if chain is None:
        # or after the same sum in another currency for another place: "PLN 50 in Poland or CZK
        # 250 in the Czech Republic *for each week*" (unseen38 dev u38-en-043)
        placed = _PLACED.match(text, m.end) or _PLACED_ALTERNATIVE.match(text, m.end)
        chain = _PER_CHAIN.match(text, placed.end()) if placed else None
    if chain is not None:
        found = sorted({period_named(p) for p in PER_PERIOD.finditer(text, m.end, chain.end())})
        if found or not _A_PLACE.fullmatch(chain.group()):
            return " ".join(found) or None  # a basis after the sum («за всё пребывание») is its own
    # or opening the figure's sentence: "*For each full day* you spend in hospital, we pay £25", or
    # the subject of its clause: «*час* работы аниматора стоит 2 500 ₽ в России» («в России» is no period)
    lo = max(0, m.start - FRONTED_REACH)
    start = max(text.rfind(". ", lo, m.start), text.rfind("; ", lo, m.start))
    if start < 0 and lo > 0:
        return None  # the sentence opens further back than a fronted period reaches
    fronted = _FRONTED_PERIOD.match(text, start + 1, m.start) or _A_UNIT_COSTS.search(text, start + 1, m.start)
    if fronted is None:
        return None
    return PERIOD_NAME[(fronted.group("unit") or fronted.groupdict().get("unit_ru") or "").lower()]


def period_named(per: re.Match[str]) -> str:
    """The name of the period a :data:`PER_PERIOD` match counts per ("a night" is "day")."""
    return PERIOD_NAME[(per.group("unit") or per.group("unit_adverb") or per.group("unit_ru")).lower()]


_PLACE = r"\s+(?:in|в|во)\s+(?:the\s+)?[A-ZА-ЯЁ][^\d,;:.]{0,40}?"
_BEFORE_A_PERIOD = r"(?=\s+(?:a|an|per|for|each|every|в|за)\s)"
_PLACED = lazy_pattern(_PLACE + _BEFORE_A_PERIOD)
"""The place a sum is for, between it and its period: "CZK 250 *in the Czech Republic* for each week"."""
_UNIT_AFTER = lazy_pattern(r"(?:\s?(?:[€£$₽₸]|(?!(?:in|в|во)\b)[^\W\d_]{1,5}\.?))?", re.IGNORECASE)


def placed_reach(text: str, at: int) -> int:
    """Where a figure's place phrase ends when a period follows it (_PLACED, _PLACED_ALTERNATIVE),
    read from the end of its digits at ``at`` (its unit skipped); ``at`` when there is none: how far
    a reader looks for the words that qualify a figure."""
    unit = _UNIT_AFTER.match(text, at)
    start = unit.end() if unit else at
    placed = _PLACED.match(text, start) or _PLACED_ALTERNATIVE.match(text, start)
    return placed.end() if placed else at


_PLACED_ALTERNATIVE = lazy_pattern(
    _PLACE + r"\s(?:or|and|или|и)\s+(?:[A-Z]{0,3}[€£$₽₸]\s?|[A-Z]{3}\s?)?\d[\d\s.,]*?\d?"
    r"(?:\s?(?:[€£$₽₸]|[A-Z]{3}\b|руб\.|руб\b|тенге\b|zł|Kč))?" + _PLACE + _BEFORE_A_PERIOD)
"""A sum's place, then "or" / "and" and the same rate in another currency for another place: the
period that follows is both sums' ("PLN 50 in Poland or CZK 250 in the Czech Republic *for each
week*", "C$15 in Canada or *US$*12 in the United States for each hour")."""
_PERIODS = {"day": "day days daily night nights сутки день ночь",
            "week": "week weeks weekly неделю неделя",
            "month": "month months monthly месяц ежемесячно",
            "year": "year years yearly annually annum год ежегодно",
            "hour": "hour hours hourly час",
            "season": "season seasons сезон"}
PERIOD_NAME = {word: name for name, words in _PERIODS.items() for word in words.split()}
_PER = (r"(?:\b(?:a|an|per|(?:for\s+)?(?:each|every))\s+(?:(?:calendar|full|whole|complete)\s+)?|/\s*|"
        r"(?<!\w)(?:в|за|с)\s+(?:(?:каждый|каждую|каждые|каждое)\s+)?)")
"""What opens a rate's "per" phrase: "a", "per", "(for) each", "/", «в», «за (каждую)», «с» (as «с
человека»)."""
PER_PERIOD = lazy_pattern(_PER + r"(?P<unit>days?|nights?|"
                       r"weeks?|months?|years?|annum|hours?|seasons?|сутки|день|ночь|неделю|месяц|год|час|(?<!в\s)сезон)(?!\w)"
                       r"|\b(?P<unit_adverb>daily|weekly|monthly|yearly|annually|hourly)\b|(?<!\w)(?P<unit_ru>ежемесячно|"
                       r"ежегодно)(?!\w)", re.IGNORECASE)

FRONTED_REACH = 160
"""Characters read back from a figure for a period opening its sentence ("For each full day you
spend in hospital abroad as an inpatient, we pay you £25": 82): bounded, so that a long text
of many figures is read in linear time."""
_UNITS = r"(?P<unit>days?|nights?|weeks?|months?|years?|hours?|сутки|день|ночь|неделю|месяц|год|час)"
_FRONTED_PERIOD = lazy_pattern(r"\s*(?:for|per|за)\s+(?:each|every|каждый|каждую|каждые)\s+"
                               r"(?:(?:calendar|full|whole|complete|полный|полные|полную)\s+)?" + _UNITS
                               + r"(?!\w)[^.;\d]*$", re.IGNORECASE)
"""A period opening the sentence of the figure that comes first after it: "For each full day you
spend in hospital abroad, we pay you £25" (unseen17 dev u17-en-034), «За каждые полные сутки …
мы платим 1 500 ₽»; not "… up to £500 in total" after it."""

_A_PLACE = lazy_pattern(r"\s*(?:[вВ]|[вВ]о)\s+[А-ЯЁA-Z][\w-]*(?:\s+[А-ЯЁA-Z][\w-]*)?")
"""A "per" chain that only places the sum («в России», «в Нижнем Новгороде»): the sum's period may still
open its clause. A capital names the place: «в лагере» is no place, nor «в месяц»."""
_A_UNIT_COSTS = lazy_pattern(
    r"(?:^|(?<=[.;:,—–(])\s*|(?<=\s[—–]\s))(?:(?:an?|one|each|every)\s+)?(?P<unit>hour|day|night|week|month)"
    r"(?:\s+of\s+[^\W\d_][^\d.;:,]{0,40}?)?\s+(?:costs?|is)\s*$|"
    r"(?:^|(?<=[.;:,—–(])\s*|(?<=\s[—–]\s))(?:один\s+|одна\s+|каждый\s+|каждая\s+)?"
    r"(?P<unit_ru>час|сутки|день|ночь|неделя|месяц)(?!\s+рождения)(?:\s+[^\W\d_]+){0,3}\s+(?:стоит|стоят|обойд[её]тся)\s*$",
    re.IGNORECASE)
"""A period that is the subject of a sum's clause: "*An hour of* grooming *costs* C$40", «*час* работы аниматора
*стоит* 2 500 ₽» (unseen58 dev u58-ru-026) — the price of one period. Not «день рождения стоит …»."""
_PER_CHAIN = lazy_pattern(r"(?:\s*(?:" + _PER + r"[^\W\d]+|"
                          r"\b(?:daily|weekly|monthly|yearly|annually|hourly)\b|(?<!\w)(?:ежемесячно|ежегодно)(?!\w)))+",
                          re.IGNORECASE)

def direction_of(text: str, m: Mention) -> str | None:
    """Which way a time is counted from the event named after it: "30 days *before* the
    change", «за 30 дней *до* вступления в силу» against "*after*", «*после*» (unseen14 dev
    u14-ru-036: «в течение 30 дней после» for «не позднее чем за 30 дней до»). None for any
    other figure, or a time with no event after it."""
    if m.kind != "duration":
        return None
    found = _DIRECTION.match(text, m.end, m.end + LOOK_AHEAD)
    if found is None:
        return None
    # the event it is counted from: "30 days before *the change*" and "30 days after
    # *notice*" are two rules, not one turned round (review13)
    event = next((stem(w) for w in tokens(text[found.end():found.end() + LOOK_AHEAD])
                  if w not in STOP_WORDS and not w.isdigit()), None)
    return None if event is None else f"{'before' if found.group('before') else 'after'} {event}"


_DIRECTION = lazy_pattern(r"\s+(?:(?P<before>before|prior\s+to|ahead\s+of|(?:до|перед)(?!\w))|"
                          r"(?P<after>after|following|(?:после|спустя)(?!\w)))", re.IGNORECASE)
"""The event's side right after a duration, with nothing between: "before" / «до», "after" /
«после»; not "…, до 3 000 ₽ в месяц" (review13: «до» is also "up to")."""

_ONCE = lazy_pattern(r"\s*(?:(?:for|за)\s+(?:the\s+)?(?:whole|entire|всю|весь|всё|целую|целый)\s+|per\s+|"
                     r"за\s+(?:одно\s+|один\s+)?)(?:visit|stay|session|party|event|визит|посещение|пребывание|сеанс|"
                     r"праздник|мероприятие)(?!\w)",
                     re.IGNORECASE)
"""A sum counted once for a visit, a session or a party, right after it: "for the whole stay", «за весь
визит», «за весь праздник» (unseen58 dev u58-ru-026)."""


_ONCE_BEFORE = lazy_pattern(r"\b(?:one-off|one-time)\s+(?:[\w'-]+\s+){0,3}?(?:fee|charge|payment|price|"
                            r"rate|sum)\s+(?:of\s+)?$|(?<!\w)(?:разов\w+|единоразов\w+|единовременн\w+)\s+"
                            r"(?:[^\W\d_]+\s+){0,3}?$", re.IGNORECASE)
"""A sum said once, before it: "a *one-off* late pick-up *fee of* C$15" (unseen58 dev u58-en-027),
«*разовая* доплата 500 ₽». Not "flat" or "single": a fixed amount, a flat, a single room (a review)."""
ONCE_REACH = 60
"""Characters read back from a sum for a "one-off" before it: "a one-off late pick-up fee of " is 29."""


def once_or_per_period(text: str, m: Mention) -> str | None:
    """Whether a sum is counted per a period of time ("per period": "€16 a day", «25 лари в час»)
    or once for a visit or a session ("once": «25 лари за весь визит», "€20 per session"); None for
    any other figure or a sum with neither after it. «За каждого гостя сверх 6 доплачивают 25 лари
    *в час*» for «… *за весь визит*» multiplies what the reader pays (unseen45 dev u45-ru-024), and
    neither :func:`period_of` nor :func:`tether.checks.per_whom.per_whom_of` alone sees the other."""
    if m.kind != "money":
        return None
    if period_of(text, m) is not None:
        return "per period"
    if _ONCE.match(text, m.end) or _ONCE_BEFORE.search(text, max(0, m.start - ONCE_REACH), m.start):
        return "once"
    return None


Reader = Callable[[str, Mention], str | None]
READERS: tuple[Reader, ...] = (side_of, event_side_of, clock_side_of, period_of, direction_of, date_side_of,
                               per_whom_of, once_or_per_period)
QUALIFIER_WORDS = frozenset("""
    least most more less fewer older younger up within under over above below maximum minimum exceed exceeding
    later earlier sooner before after since starting ранее раньше позднее позже со
    exceeds from until till by day days night nights week weeks month months year years annum hour hours daily
    weekly monthly yearly annually hourly minute minutes once off
    higher greater lower выше ниже
    менее меньше более больше свыше старше младше максимум минимум до от с после течение пределах сутки день
    ночь неделю неделя месяц год час ежемесячно ежегодно минут минуты минуту разовая разовый разово единоразово
    дня дней недели недель месяца месяцев года лет часа часов
    per за на for
    минимальная минимальный минимальное минимальной минимальную минимального
    максимальная максимальный максимальное максимальной максимальную максимального""".split()) | frozenset(COMPARATIVES)
"""The words some reader needs next to a figure: a claim with none next to a figure is not scanned."""
