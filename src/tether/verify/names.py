"""Numbers that are names: "Fibre 150", "the Aura 300", «коробка «Сорока 25»».

A model reads a number off a name and gives it as a value ("150 Mbps" from "Fibre 150",
"fitted in 300 homes" from "the Aura 300": issue 11). The cited text says which numbers are
names — a list that numbers its names, or a single name whose number ends its clause — and an
answer that writes the name itself uses it as one.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from decimal import Decimal
from functools import lru_cache

from ..figures import find_mentions
from ..figures.digits import DIGIT_RUN
from ..figures.lexicon import CASED_CURRENCY_WORDS, CURRENCY_WORDS, MEASURE_SUFFIXES, MONTHS_EN, MONTHS_RU
from ..figures.mention import Mention
from ..guard import lazy_pattern
from ..text import stem

_NUMBERED = lazy_pattern(r"(?<!\w)([A-ZА-ЯЁ][^\W\d_]+)\s+(\d+)(?![\d.,]\d|st\b|nd\b|rd\b|th\b)")
"""A capitalized word and a number; not an ordinal ("West 54th Street": HaluEval 6345)."""


@lru_cache(maxsize=4096)
def numbered_names(parts: tuple[str, ...]) -> frozenset[str]:
    """The numbers that are names in a list of parts: a capitalized word followed by a number,
    the same word with another number in another part ("470 Mbps on Fibre 500, 870 Mbps on
    Fibre 900"). Not "Adults 12, Children 6": each word once, those numbers are the values."""
    seen: dict[str, set[str]] = {}
    for part in parts:
        for found in _NUMBERED.finditer(part):
            if found.group(1).lower() in CURRENCY_WORDS or found.group(1) in CASED_CURRENCY_WORDS:
                continue  # "AED 350 … AED 250" are sums, not a name's numbers (unseen32 dev u32-en-037)
            seen.setdefault(found.group(1).lower(), set()).add(found.group(2))
    return frozenset(n for numbers in seen.values() if len(numbers) > 1 for n in numbers)


@lru_cache(maxsize=4096)
def _named_once(parts: tuple[str, ...]) -> frozenset[str]:
    """The numbers that are a name's inside a sentence: a capitalized word that does not open
    the sentence, then a number without a unit ("the model fitted in most homes is the *Aura 300*", «купить
    фирменную коробку *«Сорока 25»*»: unseen15 dev u15-en-040, u15-ru-040). A month ("May 5")
    is a date's, a sentence's first word ("Zone 2 costs …") may be any word, and a number the
    clause goes on after (_NAME_END) counts or addresses something."""
    found_ = set()
    for part in parts:
        kinds = None
        for found in _NUMBERED.finditer(part):
            before = part[:found.start()].rstrip(" «\"'“(")
            if not before or before.endswith((".", "!", "?", ":", ";")) \
                    or found.group(1).lower() in _MONTHS or found.group(1).isupper():
                continue
            # after a comma only as an aside the comma closes ("The mobile library, *Bus 7*, visits
            # …": unseen16 dev u16-en-040), not a list's item ("Adults 12, Children 6, …")
            if before.endswith(",") and not _ASIDE_END.match(part, found.end()):
                continue
            # A name of several capitalized words ("the NW Sensor 200 measures …") is one
            # wherever it stands; a single word's number must end its clause (_NAME_END).
            if not (_CAPITALIZED_LAST.search(before) and not _TIMES.match(part, found.end())) \
                    and not _NAME_END.match(part, found.end()) \
                    and not (found.group(2) != "1" and _NOT_COUNTED.match(part, found.end())):
                continue
            if kinds is None:
                kinds = {x.start: x.kind for x in find_mentions(part)}
            # "… of Oklahoma 20 mi south of …": a number with a unit measures, it names nothing
            after = _UNIT_AFTER.match(part, found.end())
            unit = after.group().strip().lower() if after else ""
            if kinds.get(found.start(2), "number") == "number" and unit not in _UNIT_WORDS | _LENGTHS_AND_WEIGHTS:
                found_.add(found.group(2))
    return frozenset(found_)


_MONTHS = frozenset(MONTHS_EN) | frozenset(MONTHS_RU)
_NOT_COUNTED = lazy_pattern(r"\s+(?:[a-z]+(?<!s)|и|или)\b")
"""A word after the number that no count of it would be: an English word not in the plural
("the Aura 300 meter", "Room 14 on the ground floor"; "Paris 5 *times*", "Gatwick 2 *terminals*"
are counts) or a conjunction («роутер Кинетик 4 и кабель»)."""
_CAPITALIZED_LAST = lazy_pattern(r"(?<![.!?:]\s)(?<!^)\b[A-ZА-ЯЁ][\w-]*$")
_TIMES = lazy_pattern(r"\s*(?:times?|раза?)\b", re.IGNORECASE)
_NAME_END = lazy_pattern(r"[»\"”'’)]*\s*(?:[.;:!?—–]|-\s|$|,(?=\s*[a-zа-яё]+\b(?!\s+\d)))")
_ASIDE_END = lazy_pattern(r"[»\"”'’)]*\s*,(?=\s*[a-zа-яё]+\b(?!\s+\d))")
"""What follows a name's number: the end of the clause, a closing quote or a dash ("… is the
Aura 300.", «коробку «Сорока 25» — от 40 ₽»). A word after it is what it counts ("to Paris 5
times a week", "at Gatwick 2 terminals"), a comma an address's or a list's next part ("on
Лесной 12, окно 3", "Adults 12, Children 6": review14)."""
_LENGTHS_AND_WEIGHTS = frozenset(
    "mi km m cm mm ft yd lb lbs oz kg g l ml mph км м см мм кг г л мл шт".split())
"""Abbreviated units the figure reader leaves as plain numbers: a number they follow measures."""
_UNIT_AFTER = lazy_pattern(r"\s*(?:%|[^\W\d_]+)")
_UNIT_WORDS = MEASURE_SUFFIXES | frozenset({"megabit", "megabits", "gigabit", "gigabits", "megabyte", "megabytes",
                                            "gigabyte", "gigabytes", "мегабит", "гигабит", "мегабайт", "гигабайт"})
NAME_REACH = 48
"""Characters read before a number for the word that names it ("Fibre 150"): a name's word is
next to its number, and a bounded look keeps the scan linear in the text."""


def read_off_a_name(answer: str, m: Mention, sentences: Sequence[str]) -> str | None:
    """The name that is the only source of ``m``'s number, or None: "an average download speed
    of *150* Mbps" where the cited sentences hold 150 only in "Fibre 150", a name the list
    numbers ("… on Fibre 150, 470 Mbps on Fibre 500 …", :func:`_numbered_names`). Read only
    for a figure the answer gives a unit (money, a duration, a percentage, or a unit word
    glued or next to it) and does not write as that name, when no cited sentence states its
    value otherwise ("two weeks" beside "Level 2")."""
    digits = digits_of(m)
    if not sentences or not m.readings:
        return None
    listed = digits in numbered_names(tuple(sentences))
    if not listed and digits not in _named_once(tuple(sentences)):
        return None  # most figures: kept per cited set, one look-up
    # every name with these digits ("Queen Mary 2" beside "Queen Elizabeth 2"): the answer may write any
    names: dict[str, list[str]] = {}
    for s in sentences:
        for found in _NUMBERED.finditer(s):
            names.setdefault(found.group(2), []).append(found.group())
    if digits not in names or _writes_a_name(answer, m, names[digits]):
        return None
    if listed:
        glued = m.text[m.text.find(digits) + len(digits):].strip().lower()  # "900Mbps"
        after = _UNIT_AFTER.match(answer, m.end)
        unit = glued or (after.group().strip().lower() if after else "")
        if m.kind not in ("money", "duration", "percent") and unit not in _UNIT_WORDS:
            return None
    elif m.kind in ("date", "year", "time"):
        return None
    value = m.readings[0].value
    for s in sentences:
        for stated, at, kind in _stated_values(s):
            # stated as a value somewhere, in digits or in words, of a kind the answer's could be
            # ("£7 per item" is no "every 7 weeks": unseen16 dev u16-en-040)
            if stated == value and kind in (m.kind, "number") \
                    and not _NAME_BEFORE.search(s[max(0, at - NAME_REACH):at]):
                return None
    return names[digits][0]


_NAME_BEFORE = lazy_pattern(r"[A-ZА-ЯЁ][^\W\d_]+\s+$")


_WORD_BEFORE = lazy_pattern(r"([^\W\d_]+)[\s,«»\"'“”]*$")
_WORD_AFTER = lazy_pattern(r"[\s»\"'”]*([^\W\d_]+)")


def _writes_a_name(answer: str, m: Mention, names: Sequence[str]) -> bool:
    """Whether the answer writes one of ``names`` at ``m``: its word next to the number, in any
    form and on either side ("Садовая, 14" for "Садовой 14", "the number 66 bus" for "Bus 66":
    review14)."""
    before = _WORD_BEFORE.search(answer, max(0, m.start - NAME_REACH), m.start)
    after = _WORD_AFTER.match(answer, m.end)
    beside = {stem(w.group(1).lower()) for w in (before, after) if w}
    return any(stem(name.split()[0].lower()) in beside for name in names)


@lru_cache(maxsize=4096)
def _stated_values(sentence: str) -> tuple[tuple[Decimal, int, str], ...]:
    """The values a cited sentence's figures state, each with where it starts and its kind."""
    return tuple((r.value, x.start, x.kind) for x in find_mentions(sentence) for r in x.readings[:1])


def digits_of(m: Mention) -> str:
    found = DIGIT_RUN.search(m.text)
    return found.group() if found else ""
