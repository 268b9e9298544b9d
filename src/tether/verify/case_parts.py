"""How a cited sentence parts into cases, each with its value: at commas, "and", "or" and their
Russian words (:data:`PART_BREAK`); at semicolons and contrasts only (:func:`contrasted`), in a
fragment of one sentence; as a list whose later parts elide the predicate (:func:`elliptic_cases`);
as a semicolon list (:func:`items_of`). Read by :mod:`tether.verify.coordinated`, which decides
which part's case an answer's clause names.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import lru_cache
from types import MappingProxyType

from ..figures import find_mentions
from ..figures.lexicon import CASED_CURRENCY_WORDS, CURRENCY_SIGNS, ISO_CODES, same_currency
from ..figures.mention import Mention, one_measure
from ..guard import lazy_pattern
from .answer_clauses import BOUND_AFTER_AND
from .places import places_named

_BOUND_AFTER_OR = (r"(?:more|less|fewer|longer|shorter|later|earlier|over|above|under|below|so|older|younger|higher|"
                   r"lower)\b|(?:более|менее|больше|меньше|старше|младше|позже|раньше|выше|ниже)(?!\w)")
PART_BREAK = lazy_pattern(r"[;()]|:(?!\d)|,(?!\d)|\s(?:and(?!\s+" + BOUND_AFTER_AND + r")|or(?!\s+" + _BOUND_AFTER_OR
                           + r")|but|while|whereas|и(?!\s+" + BOUND_AFTER_AND + r")|"
                           r"или(?!\s+" + _BOUND_AFTER_OR + r")|либо|а|но|однако)\s", re.IGNORECASE)
"""Where a sentence parts into coordinated cases: "…, and a part-time candidate within 7 years",
"21 in Canada or 19 in Australia" (unseen21 dev u21-en-029). Not "11 days *or more*", «3 года *или
более*», "ages 70 *and over*", «16 лет *и старше*»: a bound of one case (unseen23 dev u23-en-006)."""


def parts_of(sentence: str) -> list[str]:
    """The coordinated parts of ``sentence`` (:data:`PART_BREAK`). A name joined by "and" / "or"
    to the name that ends the part before it is one case with it: "at most 12 guests in Hanoi
    *and Hoi An*" (unseen37 dev u37-en-027), «в Казани *и Самаре*»."""
    return [p for p, _ in joined_parts(sentence)]


@lru_cache(maxsize=256)
def joined_parts(sentence: str) -> tuple[tuple[str, str], ...]:
    """:func:`parts_of`, each part with the break before it ("" for the first; ", and" is read as
    " and ": the comma's blank piece is dropped). Kept: every figure of an answer asks it of the
    same cited sentence."""
    out: list[list[str]] = []  # each part as its pieces, joined once at the end
    opened: list[str] = []
    lo, joiner = 0, ""
    for b in (*PART_BREAK.finditer(sentence), None):
        piece = sentence[lo:b.start() if b else len(sentence)]
        tail = "".join(out[-1][-2:]) if out else ""
        if out and _AND_OR.fullmatch(joiner) and _NAMES_ONLY.fullmatch(piece) \
                and _ENDS_IN_A_NAME.search(tail, max(0, len(tail) - NAME_REACH)):
            out[-1] += (joiner, piece)
        else:
            out.append([piece])
            opened.append(joiner)
        if b is not None:
            lo, joiner = b.end(), b.group()
    return tuple((p, j) for p, j in zip(map("".join, out), opened, strict=True) if p.strip())


_OR = lazy_pattern(r"\s(?:or|или|либо)\s", re.IGNORECASE)


@lru_cache(maxsize=256)
def currency_twins(sentence: str) -> Mapping[int, str]:
    """The part of the sentence's :func:`parts_of` that each is the same case of in another
    currency, by index: the next or the one before, joined to it by "or" («или»), each stating
    sums and none in a currency of the other's. "A full shelf costs £18 in the UK or €22 in Ireland
    for a bisque firing, and £24 or €28 for a glaze firing": the words after the €28 name the £24's
    case too (unseen52 dev u52-en-028). None where two parts read alike: a part is looked up by its
    text. Kept: every figure of an answer asks of the same cited sentence."""
    joined = joined_parts(sentence)
    if len({p for p, _ in joined}) < len(joined):
        return {}
    twins: dict[int, str] = {}
    for i in range(1, len(joined)):
        if not _OR.fullmatch(joined[i][1]):
            continue
        a = [x for x in mentions_of(joined[i - 1][0]) if x.kind == "money"]
        b = [x for x in mentions_of(joined[i][0]) if x.kind == "money"]
        if a and b and not any(same_currency(x, y) for x in a for y in b):
            twins.setdefault(i - 1, joined[i][0])
            twins.setdefault(i, joined[i - 1][0])
    return MappingProxyType(twins)  # kept (lru_cache): read-only


_AND_OR = lazy_pattern(r"\s(?:and|or|и|или)\s", re.IGNORECASE)
_NAMES_ONLY = lazy_pattern(r"\s*(?:[A-ZА-ЯЁ][^\W\d_]*(?:[-'][^\W\d_]+)*\s*){1,3}")
"""A part that is only a name, of up to three capitalised words ("Chiang Mai", «Санкт-Петербурге»)."""
_ENDS_IN_A_NAME = lazy_pattern(r"\s[A-ZА-ЯЁ][^\W\d_]*(?:[-'][^\W\d_]+)*\s*$")
NAME_REACH = 60
"""Characters read back from a part's end for the name it ends in: a list of a thousand names
joined one by one is read at its end, not from its start each time."""


def split_at(sentence: str, breaks: re.Pattern[str]) -> list[str]:
    """The non-blank pieces of ``sentence`` between the matches of ``breaks``."""
    out, lo = [], 0
    for b in breaks.finditer(sentence):
        out.append(sentence[lo:b.start()])
        lo = b.end()
    out.append(sentence[lo:])
    return [p for p in out if p.strip()]


_CONTRAST = lazy_pattern(r";|,\s+(?:а|but|while|whereas|но|однако|and)\s", re.IGNORECASE)
"""Where one sentence sets a case against another: «После 3 заказов скидка 5 %, *а* после 10 —
10 %», "…, *while* juniors pay €5". Not a bare comma: in a fragment of one sentence commas part a
rule from its conditions and exceptions as often as one case from another."""


def contrasted(sentence: str) -> list[str]:
    """The parts of ``sentence`` set against each other (_CONTRAST)."""
    return split_at(sentence, _CONTRAST)


PAIR = 2
"""Values of a kind a one-sentence fragment's elliptic cases hold at least (:func:`elliptic_cases`)."""
_ASIDE = lazy_pattern(r"\s*\([^()\d]{0,80}\)")
"""An aside in brackets with no figure ("a standard room *(two beds)*, AED 2,000 … for a private
room"): no case of its own, read out of the list so that its cases follow each other. An aside
with a figure ("at night (23:00 to 08:00)") bounds its case, and stays."""

@lru_cache(maxsize=1024)
def elliptic_cases(sentence: str, kind: str) -> tuple[str, ...]:
    """The coordinated parts of ``sentence`` when each after the first states a value of ``kind``
    for a case of its own with the predicate left out: "… for R950 per adult *and R475 per child*"
    (unseen31 dev u31-en-038), «Взрослый билет стоит 500 ₽, *детский — 250 ₽*». In a fragment of
    one sentence a bare comma or "and" parts a rule from its conditions as often as one case from
    another (:func:`contrasted`); a part that opens with its value, or with its case and a dash,
    is a case. A list of more is read too ("AED 1,200 a day for a standard room (two beds), AED 2,000
    a day for a private room and AED 4,500 a day for a VIP suite", «… 90 лари в час, лофт — 70 лари
    в час, малый зал — 40 лари в час»: unseen32 dev u32-en-035, u32-ru-038), its asides without a
    figure left out (_ASIDE). The valued parts follow each other: "€180 between 19:00 and midnight
    and €240 between midnight and 08:00" parts inside its periods too, as "15.2 cent … at night
    (23:00 to 08:00), 41.5 cent … at peak (17:00 to 19:00) and 28.0 cent …" does at its times
    (unseen15 dev u15-en-007: read as a list before session 30, its peak clause was the other
    part's). Empty when the sentence is no such list. Kept: every figure of a sentence asks it of
    the same sentence."""
    parts = _parts_keeping_asides(_ASIDE.sub("", sentence))
    valued = [p for p in parts if kind in mention_kinds(p)]
    at = [parts.index(p) for p in valued]
    if len(valued) < PAIR or at != list(range(at[0], at[0] + len(at))) \
            or not all(OPENS_WITH_VALUE.match(p) or CASE_DASH_VALUE.match(p) for p in valued[1:]) \
            or all(places_named(p) for p in valued):
        return ()  # a pair told apart by place is the place readers' (tether.verify.places)
    return tuple(_placed_through(parts, at))


_TRAILING_PLACE = lazy_pattern(r"\s((?:in|at|в|во|на)\s+[A-ZА-ЯЁ][\w'’-]*(?:\s+[A-ZА-ЯЁ][\w'’-]*)?)\s*\.?\s*$")
"""A named place a valued part closes with ("… and £13 for an adult *in London*", «… для взрослого
*в Москве*»): a place no jurisdiction names, told by its capital letter."""


def _placed_through(parts: list[str], at: list[int]) -> list[str]:
    """``parts`` with the place a valued part closes with carried back to the valued parts before it
    that close with none and name no place of their own, where two or more places close parts: «950 ₽
    для ребёнка и 1 300 ₽ для взрослого *в Москве*, 700 ₽ для ребёнка и 850 ₽ для взрослого *в
    Екатеринбурге*» gives the 950 ₽ to Moscow's child, not to a child anywhere (unseen41 dev
    u41-ru-035: the adult's 1 300 ₽ given to a child passed, the clause's «в Москве» read as the
    adult part's case); "£60 with breakfast and £50 without breakfast in York, and £80 … in London"
    gives York both (a red-team of session 41: "A single room with breakfast costs £60 in York"
    failed)."""
    closing = {k: _TRAILING_PLACE.search(parts[k]) for k in at}
    if len({c.group(1).lower() for c in closing.values() if c}) < PAIR:
        # one place closing the sentence may be its last part's alone: «4 000 ₽ с завтраком и 3 500 ₽
        # без завтрака в Казани» read as Kazan's pair let «без завтрака … 4 000 ₽» pass (a red-team)
        return parts
    placed, pending = list(parts), []
    for k in at:
        found = closing[k]
        if found is None:
            pending.append(k)
            continue
        theirs = _PLACE_WORDS.findall(parts[k], _value_end(parts[k]), found.start())
        for j in pending:
            # a part that names more places of its own than the closing one, less its place, is its
            # own place ("£5 an hour *in the town centre*" beside "£3 an hour in York": a red-team)
            if len(_PLACE_WORDS.findall(parts[j], _value_end(parts[j]))) <= len(theirs):
                placed[j] = f"{parts[j].rstrip()} {found.group(1)}"
        pending = []
    return placed


_PLACE_WORDS = lazy_pattern(r"(?<!\w)(?:in|at|в|во|на)\s", re.IGNORECASE)
"""A preposition of place or time after a value ("*in* the town centre", «*в* час»): counted, so that
a part naming one more than its pair's closing part names a place of its own."""


def _value_end(part: str) -> int:
    """Where ``part``'s last figure ends (0 with none)."""
    found = mentions_of(part)
    return found[-1].end if found else 0


_ASIDE_WITH_FIGURE = lazy_pattern(r"\(([^();,]{0,80})\)(?=\s+[—–]\s)")
"""An aside that bounds its case before the dash to its value ("малый *(до 15 цветов)* — 2 500 ₽"),
with no break of its own inside. Not one after a value ("41.5 cent per kWh at peak *(17:00 to
19:00)* and 28.0 cent … at all other times"): kept with its case so, the peak's clause "… the
Smart Time tariff charges 41.5 cent" named the other times' part by "time" (unseen15 dev u15-en-007)."""
_OPEN, _CLOSE = "\x02", "\x03"
"""What an aside's brackets stand as while a sentence is parted: no :data:`PART_BREAK`."""


def _parts_keeping_asides(sentence: str) -> list[str]:
    """:func:`parts_of`, an aside with a figure kept in its case's part: «малый (до 15 цветов) —
    2 500 ₽, средний (до 25 цветов) — 4 200 ₽, …» lists three cases, where parting at each
    bracket left every case's name apart from its value (unseen33 dev u33-ru-035)."""
    masked = _ASIDE_WITH_FIGURE.sub(lambda a: _OPEN + a.group(1) + _CLOSE, sentence)
    if masked == sentence:
        return parts_of(sentence)
    return [p.replace(_OPEN, "(").replace(_CLOSE, ")") for p in parts_of(masked)]


def items_of(sentence: str, kind: str) -> list[str]:
    """The items of a list a sentence makes with semicolons, when each states a value of
    ``kind`` («программа «Базовая» стоит 42 000 ₽ …; программа «Детская», для детей от 1 года,
    стоит 54 000 ₽»): a case's name and its value stay together however many commas part
    them. Empty when the sentence is no such list; items stating no value of ``kind`` left out."""
    items = [p for p in sentence.split(";") if p.strip()]
    valued = [p for p in items if kind in mention_kinds(p)]
    # An item with no such value ("…; копия полиса ОМС") names no case of it (unseen10 dev
    # u10-ru-026); two valued items still make the list.
    return valued if len(valued) >= 2 else []

_OPENING_JOINER = r"\s*(?:(?:or|and|but|или|и|а|но)\s+)?"
_VALUE_START = (rf"(?:[{CURRENCY_SIGNS}]|[A-Z]{{1,2}}\$|(?-i:{'|'.join(map(re.escape, CASED_CURRENCY_WORDS))}|"
                rf"{'|'.join(sorted(ISO_CODES))})\s?\d|\d)")
"""Where a value begins: any currency sign ("₹"), a country's dollar ("NZ$"), a code the figure
reader reads as a currency, cased ("R475", "RM95", "KSh 2,000") or ISO ("AED 2,000": unseen32 dev
u32-en-035, a part that opened with it was read as no value), a digit."""
OPENS_WITH_VALUE = lazy_pattern(_OPENING_JOINER + _VALUE_START, re.IGNORECASE)
"""A part that opens with its value: "or €0.45 …", "and R475 per child", "and NZ$12 …"."""
CASE_DASH_VALUE = lazy_pattern(_OPENING_JOINER + r"[^\W\d_][\w-]{0,40}(?:\s+[\w-]{1,40}){0,5}"
                                r"(?:\s*\([^()]{0,80}\))?\s+[—–]\s+"
                                + _VALUE_START, re.IGNORECASE)
"""A part that names its case and, after a dash, its value, the predicate left out: «цветная — 30 ₽»,
«средний (до 25 цветов) — 4 200 ₽», a case named by a figure too: «переговорная на 12 человек —
2 800 ₽» (evalsets/mutations.py figure on unseen31 dev u31-ru-006)."""

def in_another_currency(parts: list[str], own: str, other: str, m: Mention, placed: str) -> bool:
    """Whether ``other`` is the value's own case in another currency: next to the value's part, the
    later of the two opening with its sum, and every sum of it in a currency other than ``m``'s
    («залог: 50 000 ₽ *или 1 500 лари* за камеру»: the deposit's two currencies, not two cases), and
    naming no place the answer's clause (``placed``) names."""
    if m.kind != "money" or not m.unit:
        return False
    a, b = parts.index(own), parts.index(other)
    if abs(a - b) != 1 or not OPENS_WITH_VALUE.match(parts[max(a, b)]) \
            or not places_named(other).isdisjoint(places_named(placed)):
        return False  # a part naming the answer's place is the place readers' ("In Canada … US$6.50"
        # against "… and C$7.50 per ticket in Canada")
    sums = [x for x in find_mentions(other) if x.kind == "money"]
    return bool(sums) and not any(same_currency(m, x) for x in sums) \
        and any(x.kind == "money" and same_currency(m, x) for x in find_mentions(own))


def values_like(text: str, m: Mention) -> int:
    """How many figures of ``text`` measure what ``m`` measures (:func:`one_measure`)."""
    return sum(1 for x in mentions_of(text) if one_measure(m, x))


@lru_cache(maxsize=1024)
def mention_kinds(sentence: str) -> tuple[str, ...]:
    """The kinds of the figures a cited sentence states, kept: the same cited sentences come
    back figure after figure and answer after answer."""
    return tuple(x.kind for x in mentions_of(sentence))


@lru_cache(maxsize=16384)
def mentions_of(text: str) -> tuple[Mention, ...]:
    """The figures of a cited sentence or one of its parts, read once: every figure of an answer's
    clause asks of every part (a sentence of 240 parts with a figure each took minutes)."""
    return tuple(find_mentions(text))
