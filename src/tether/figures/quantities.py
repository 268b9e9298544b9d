"""Figure mentions in English and Russian prose: every number, sum, percentage, date and duration.

The digit scanner (``scanner.Scanner``) finds the numbers; this module adds
number words, the unit written once for a range, and the spans that must not
be scanned (fact labels, URLs, e-mail addresses). Mentions that are not
figures — list numbering, article and section references, versions,
identifiers — are kept and marked, because the rules treat them differently.
"""

from __future__ import annotations

import bisect
import operator
import re
from collections.abc import Sequence
from decimal import Decimal
from functools import cache, lru_cache

from .dates import DateValue, valid
from .lexicon import NUMBER_WORDS, RANGE_JOINERS
from .mention import FIGURE_KINDS, ONE, QUANTITY_KINDS, Mention, url_key
from .notation import Reading, compose_number_words
from .scanner import Scanner
from .units import read_after

__all__ = ["FIGURE_KINDS", "QUANTITY_KINDS", "Mention", "fact_drafts_from_text", "find_mentions",
           "find_number_words", "letter_tokens", "masked_spans", "mentions_between", "url_key",
           "url_mentions"]

_START = operator.attrgetter("start")  # a C key for sorting mentions

_LABEL = re.compile(r"\[\s*[tT]\d+(?:\s*[,;]\s*[tT]\d+)*\s*\]")
_EMAIL = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
_ALPHA = re.compile(r"[^\W\d_]+")
_JOINERS = " \t\u00a0\u202f\u2009"
_DASHES = frozenset({"-", "–", "—", "to", "до"})


# Compiled on first use (issue 15: start-up): most texts never reach it, and tether.figures may
# not import tether.guard's lazy_pattern (tests/test_layering.py).
@cache
def _url() -> re.Pattern[str]:
    return re.compile(r"(?:https?://|www\.)[^\s<>\"'\])}]+")


def masked_spans(text: str, labels: Sequence[tuple[int, int]] | None = None) -> list[tuple[int, int, str]]:
    """Spans the number scanner must not enter: fact labels, URLs and e-mail addresses.
    ``labels`` may pass the labels' spans (``_LABEL``'s matches, in order) when the caller has them."""
    spans: list[tuple[int, int, str]] = []
    if labels is not None:
        spans.extend((start, end, "label") for start, end in labels)
    elif "[" in text:
        spans.extend((m.start(), m.end(), "label") for m in _LABEL.finditer(text))
    if "://" in text or "www." in text:
        spans.extend((m.start(), m.end(), "url") for m in _url().finditer(text))
    if "@" in text:
        spans.extend((m.start(), m.end(), "email") for m in _EMAIL.finditer(text))
    spans.sort()
    return spans


def find_mentions(text: str, *, words: bool = True, tokens: frozenset[str] | None = None,
                  labels: Sequence[tuple[int, int]] | None = None) -> list[Mention]:
    """Every figure-like mention in ``text``, in order.

    ``words`` also reads number words ("thirty days", "пять рабочих дней");
    the material index skips them on its fast path and reads them only when an
    answer figure is not found otherwise. ``tokens`` may pass the text's
    lower-cased letter tokens (``letter_tokens``) when the caller has them, and ``labels``
    the spans of its fact labels (``masked_spans``).
    """
    spans = masked_spans(text, labels)
    out = url_mentions(text, spans)
    scanner = Scanner(text, spans)
    out.extend(scanner.run())
    if words:
        out.extend(_word_mentions(text, out, tokens))
    out.sort(key=_START)
    return _propagate_ranges(text, out)


def url_mentions(text: str, spans: list[tuple[int, int, str]]) -> list[Mention]:
    """The URL mentions among ``masked_spans(text)``."""
    return [Mention(s, e, text[s:e], "url", key=url_key(text[s:e]))
            for s, e, what in spans if what == "url"]


def mentions_between(scanner: Scanner, urls: list[Mention], start: int,
                     stop: int) -> list[Mention]:
    """What ``find_mentions(text, words=False)`` finds at the digits in ``[start, stop)``.

    ``urls`` are the URL mentions of the same stretch. The result is exact only
    when no mention outside the stretch interacts with one inside it (covers its
    digits, chains a reference or shares a range's unit): the material index
    cuts texts only where none can (``digits.barrier``).
    """
    out = list(urls)
    out.extend(scanner.run(start, stop))
    out.sort(key=_START)
    return _propagate_ranges(scanner.text, out)


def letter_tokens(text: str) -> frozenset[str]:
    """The lower-cased runs of letters in ``text``."""
    return _letter_tokens_of(text.lower())


def kept_letter_tokens(text: str) -> frozenset[str]:
    """``letter_tokens``, kept for the few texts being verified now: an answer is cut into
    them by its scan (``verify.checks.AnswerText``) and again, lower-cased, by the answer
    checks' word hints (``checks.lexicon.any_hint``). Keyed by the lower-cased text, which
    is all the result depends on."""
    return _kept_letter_tokens(text.lower())


def _letter_tokens_of(low: str) -> frozenset[str]:
    if low.isascii():
        # The same runs at C speed: in ASCII, [^\W\d_] is exactly the letters (bytes.translate
        # is a table look-up per byte; str.translate with a dict is several times slower).
        return frozenset(low.encode("ascii").translate(_ASCII_NON_LETTERS_TO_SPACE).decode("ascii").split())
    return frozenset(_ALPHA.findall(low))


_kept_letter_tokens = lru_cache(maxsize=8)(_letter_tokens_of)
_ASCII_NON_LETTERS_TO_SPACE = bytes(c if chr(c).isalpha() else 32 for c in range(128)) + bytes([32] * 128)


_NO_COUNT = re.compile(r"(?:-|\s+)way\b|\s+сторону(?!\w)|\s+another\b")
"""After "one", what makes it no count: "one way" (the ticket that is not a return, «в одну
*сторону*»), "one another". Read as a number, a fare's "one way" was a second value of its
sentence, and the coordinated reader took a length beside it for a case's value (unseen26 dev
u26-en-009)."""
_NO_ONE = re.compile(r"\bno\s+one$")
""""no one": nobody."""
NO_REACH = 8
"""Characters read back before a "one" for its "no": a bounded look, so a text of many "one"s is
still read in linear time."""


def _word_mentions(text: str, digits: list[Mention],
                   tokens: frozenset[str] | None = None) -> list[Mention]:
    """Number words ("thirty days", "пять рабочих дней") outside the digit mentions.

    Word by word with dict lookups: an alternation of every number word
    would be tried at every character of the text.
    """
    if tokens is None:
        tokens = letter_tokens(text)
    halves = [] if _HALF_WORDS.isdisjoint(tokens) else _half_hours(text, digits)
    if NUMBER_WORDS.keys().isdisjoint(tokens):
        return halves
    lowered = text.lower()
    groups: list[tuple[int, int, list[int]]] = []
    for t in _ALPHA.finditer(lowered):
        value = NUMBER_WORDS.get(t.group())
        if value is None:
            continue
        s, e = t.span()
        if groups and _joined(lowered, groups[-1][1], s):
            groups[-1] = (groups[-1][0], e, groups[-1][2] + [value])
        else:
            groups.append((s, e, [value]))
    out: list[Mention] = []
    taken = [(m.start, m.end) for m in digits]
    ti = 0
    for s, e, values in groups:
        while ti < len(taken) and taken[ti][1] <= s:
            ti += 1
        if ti < len(taken) and taken[ti][0] < e:
            continue
        if values == [1] and (_NO_COUNT.match(lowered, e) or _NO_ONE.search(lowered, max(0, s - NO_REACH), e)):
            continue
        reading = Reading(Decimal(compose_number_words(values)), ONE)
        after = read_after(text, e, currency_before=False, year_like=False, day_like=False,
                           opened_paren=False)
        kind = after.kind if after.kind in ("percent", "duration", "money") else "number"
        if kind != "number" and ti < len(taken) and taken[ti][0] < after.end:
            # "a large one £28": the currency sign is the next figure's, not the word's unit
            out.append(Mention(s, e, text[s:e], "number", (reading,), from_words=True))
            continue
        readings = (reading.scaled(after.scale),) if after.scale else (reading,)
        end = max(after.end, e) if kind != "number" or after.scale else e
        out.append(Mention(s, end, text[s:end], kind, readings, unit=after.unit,
                           scale=after.scale or ONE, from_words=True))
    return sorted(out + halves, key=_START) if halves else out


_HALF_WORDS = frozenset({"half", "полчаса", "получаса"})
_HALF_AN_HOUR = re.compile(r"\bhalf\s+an\s+hour\b|(?<!\w)(?:полчаса|получаса)(?!\w)", re.IGNORECASE)
"""Half an hour, said in words: «за *полчаса* до приезда» is «за 30 минут» (unseen48 dev u48-ru-009),
and «полчаса» against «2 часа» is another period (a red-team of session 47: dropped as a word, it
let that pass)."""


def _half_hours(text: str, digits: list[Mention]) -> list[Mention]:
    """Each "half an hour" / «полчаса» of ``text`` outside the digit mentions: 30 minutes. The
    mentions do not overlap, so the last one starting before a match is the only one that can
    cover it: one bisection each, not a scan (linear in a text of many of both)."""
    spans = sorted((m.start, m.end) for m in digits)
    starts = [a for a, _ in spans]
    out = []
    for h in _HALF_AN_HOUR.finditer(text):
        at = bisect.bisect_left(starts, h.end()) - 1
        if at >= 0 and spans[at][1] > h.start():
            continue
        out.append(Mention(h.start(), h.end(), h.group(), "duration", (Reading(Decimal(30), ONE),),
                           unit="minutes", scale=ONE, from_words=True))
    return out


def _joined(lowered: str, end: int, start: int) -> bool:
    """Two number words form one number: "twenty five", "twenty-five", "двадцать пять"."""
    gap = lowered[end:start]
    return 0 < len(gap) <= 2 and all(c in " -\u00a0" for c in gap)


_CLOCK_SUFFIX = re.compile(r"[ap]\.?m\.?$", re.IGNORECASE)


def _propagate_ranges(text: str, mentions: list[Mention]) -> list[Mention]:
    """A unit written once covers both ends of a range: "5–10 working days", "€10–15"."""
    for i in range(len(mentions) - 1):
        a, b = mentions[i], mentions[i + 1]
        if b.start - a.end > 6 or a.kind != "number" and a.kind not in QUANTITY_KINDS:
            continue
        gap = text[a.end:b.start].strip(_JOINERS).lower()
        if gap not in RANGE_JOINERS:
            continue
        if b.kind == "date":
            # "1–5 June 2024": the first day takes the month and year written once.
            mentions[i] = _day_of_range(a, b)
            continue
        if b.kind not in QUANTITY_KINDS:
            continue
        if a.kind == "number" and b.kind != "number":
            if _CLOCK_SUFFIX.search(a.text):
                continue  # "from 7am to 10pm and £1 an hour": a time of day, not the sum's other end
            factor = b.scale if a.scale == ONE else ONE
            mentions[i] = a._replace(kind=b.kind, unit=b.unit, scale=a.scale * factor,
                                  readings=tuple(r.scaled(factor) for r in a.readings))
        elif b.kind == "number" and a.kind in ("money", "percent"):
            mentions[i + 1] = b._replace(kind=a.kind, unit=a.unit)
            if a.scale == ONE and b.scale != ONE and gap in _DASHES:
                # "€1–2 million": the magnitude written once covers both ends.
                mentions[i] = a._replace(scale=b.scale,
                                      readings=tuple(r.scaled(b.scale) for r in a.readings))
    return mentions


def _day_of_range(a: Mention, b: Mention) -> Mention:
    if a.kind != "number" or a.from_words or len(b.dates) != 1 or b.dates[0].day is None:
        return a
    token = a.text
    if not token.isdigit() or len(token) > 2:
        return a
    end = b.dates[0]
    day = int(token)
    if day >= (end.day or 0) or not valid(end.year, end.month or 0, day):
        return a
    return a._replace(kind="date", readings=(), dates=(DateValue(end.year, end.month, day),))


def find_number_words(text: str) -> list[Mention]:
    """Only the number-word mentions of ``text`` ("five working days", "тридцать дней")."""
    return _word_mentions(text, [])


def fact_drafts_from_text(text: str) -> list[tuple[str, str, str | None, str, tuple[int, int]]]:
    """Typed figure facts in a fragment: ``(kind, value, unit, surface, span)``.

    Kinds number, money, percent, date and duration, with values by the
    CONTRACTS fact conventions (``Mention.as_fact``). List numbering,
    references, versions and identifiers are left out (the fact extractor
    finds identifiers itself), and so are number words without a unit.
    """
    out: list[tuple[str, str, str | None, str, tuple[int, int]]] = []
    for m in find_mentions(text):
        if not m.is_figure or (m.from_words and m.kind == "number"):
            continue
        fact = m.as_fact()
        if fact is not None:
            out.append((fact[0], fact[1], fact[2], m.text, m.span))
    return out
