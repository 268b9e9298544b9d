"""Cases told apart by figures of another kind than their values.

"For a delay of *15 to 29 minutes* we pay 25 %, for *30 to 59 minutes* 50 %", «60 ₽ в зоне *1* и
90 ₽ в зонах *2* и 3»: the parts of such a sentence share their words, so
:mod:`tether.verify.coordinated` cannot tell the cases by them; the figure beside each value
names its case. A clause that gives one case's figure with another case's value took the
value from the wrong part of the sentence (``misattributed-figure``).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from functools import lru_cache

from ..figures import find_mentions
from ..figures.mention import FIGURE_KINDS, Mention
from ..guard import lazy_pattern
from ..terms import subject_terms
from ..text import stem
from .names import digits_of


def named_by_a_figure(own: str, others: Sequence[str], m: Mention, clause_mentions: Sequence[Mention],
                       holds: Callable[[str, Mention], bool], clause: str) -> str | None:
    """The other part whose case the answer's clause names by a figure, or None. Cases are
    often told apart by figures of another kind than the value ("for a delay of *15 to 29
    minutes* we pay 25 %, for *30 to 59 minutes* 50 %", «60 ₽ в зоне *1* и 90 ₽ в зонах *2* и
    3»): words cannot tell them, and a clause giving the 15–29 minute delay 50 % (unseen14
    dev u14-en-021) or zone 1 the 90 ₽ (unseen15 dev u15-ru-021) took another case's value.
    A figure names a case only where the value's own part names its case by a figure of the
    same kind (each part has one: a figure the parts share, "up to 1 kg" before the list, is
    the rule's, not a case's), exactly one other part holds it, and the clause names no figure
    of the value's own part of that kind (a clause naming both compares the cases). A clause
    giving two values of the value's kind lists cases; which goes with which is not read here."""
    if m.kind not in FIGURE_KINDS or _case_figures(own, m.kind, _currency(m)) != 1 \
            or any(x is not m and x.kind == m.kind for x in clause_mentions):
        return None
    ranged = _told_by_its_range(own, others, clause_mentions, clause, holds)
    if ranged is not None:
        return ranged
    # Read once per clause, not once per figure of it: an answer's clause may hold thousands.
    ranked = [x for x in clause_mentions if _VALUE_RANK.get(x.kind, len(_VALUE_RANK)) < _VALUE_RANK[m.kind]
              and _case_figures(own, x.kind) == 1]
    owns = {x.start for x in ranked if holds(own, x)}
    owns_kinds = {x.kind for x in ranked if x.start in owns}
    seen: set[str] = set()
    for x in ranked:  # names ("Suite B2", «Зал-12») are compared by coordinated._other_part
        if x.start in owns and (bounded := _told_by_its_bound(own, others, x, clause, holds)) is not None:
            return bounded
        if x.start in owns or x.text in seen:
            continue  # the value's own case, or the same figure again, which reads the same
        if x.kind in owns_kinds:
            return None  # the clause names the value's own case too: it compares them
        seen.add(x.text)
        holding = [p for p in others if holds(p, x)]
        # One figure of its kind in the part, or it may be the rule's ("до 5 кг … в зону 1")
        if len(holding) != 1 or _case_figures(holding[0], x.kind) != 1:
            continue
        said_at, held_at = clause.find(x.text), holding[0].find(x.text)
        # "more than 29 minutes", «после 31 марта», «кроме зоны 1»: the other case's figure as
        # where this one begins (a red-team of this reader: 29 of its 31 false fires)
        if _limit_before(clause, said_at) not in ("", _limit_before(holding[0], held_at)):
            continue
        # a bare number is the case's only with the same word beside it ("*level* 1", «*зоне* 1»;
        # not "2 nights" for "a room for 2 people")
        if x.kind == "number" and x.unit is None \
                and _beside(clause, said_at, x.text).isdisjoint(_beside(holding[0], held_at, x.text)):
            continue
        return holding[0]
    return None


def _told_by_its_range(own: str, others: Sequence[str], clause_mentions: Sequence[Mention], clause: str,
                       holds: Callable[[str, Mention], bool]) -> str | None:
    """The one other part that states the range the clause names, both ends joined as a range,
    where the value's own part does not: «собаки от 10 до 25 кг стригутся за 2 400 ₽» against
    «2 400 ₽ для собак до 10 кг, 3 600 ₽ — от 10 до 25 кг»: the 10 is the own part's too, so
    each end alone names both cases (evalsets/mutations.py figure on unseen35 dev u35-ru-030)."""
    if len(clause_mentions) < 2:
        return None
    # The clause's text between two of its figures, by their places in the answer: read once,
    # not searched for from the clause's start (a review of this reader: quadratic before).
    offset = clause_mentions[0].start - clause.find(clause_mentions[0].text)
    for a, b in zip(clause_mentions, clause_mentions[1:], strict=False):
        if a.kind != b.kind or clause[a.start - offset:a.end - offset] != a.text \
                or clause[a.end - offset:b.start - offset].strip().lower() not in _RANGE_GAP:
            continue  # (a figure's text found earlier inside a word, "2" of "B2", shifts nothing)
        # The value's own part names its case by a figure of the range's kind ("до 10 кг"): a
        # range stated once before an elided part («от 10 до 25 кг стрижка 2 600 ₽, а мытьё —
        # 900 ₽») covers that part too (the same review: three false failures).
        if not _case_figures(own, a.kind):
            continue
        first, last = digits_of(a) or a.text, digits_of(b) or b.text
        ranged = [p for p in (own, *others) if holds(p, a) and holds(p, b) and _ranged(p, first, last)]
        if len(ranged) == 1 and ranged[0] is not own:
            return ranged[0]
    return None


def ranged_as(parts: Sequence[str], other: str, m: Mention, clause_mentions: Sequence[Mention], clause: str,
              holds: Callable[[str, Mention], bool]) -> bool:
    """Whether the range the clause names is ``other``'s alone among ``parts`` (m's own part
    being the one that states it): :func:`_told_by_its_range`."""
    own = [p for p in parts if holds(p, m)]
    return len(own) == 1 and _told_by_its_range(own[0], [p for p in parts if p is not own[0]], clause_mentions,
                                                 clause, holds) is other


def _ranged(text: str, first: str, last: str) -> bool:
    """Whether ``text`` joins ``first`` and ``last`` (their first places) as one range's ends."""
    at = text.find(first)
    end = text.find(last, at + len(first)) if at >= 0 else -1
    return end > at >= 0 and text[at + len(first):end].strip().lower() in _RANGE_GAP


def _told_by_its_bound(own: str, others: Sequence[str], x: Mention, clause: str,
                       holds: Callable[[str, Mention], bool]) -> str | None:
    """The other part that names its case by the clause's figure ``x`` with the clause's limit word,
    where the value's own part gives that figure another: "€410 per metre for boats up to 12
    metres and €480 per metre for boats *over* 12 metres" tells the cases by the bound alone, and
    "a boat over 12 metres pays €410" took the smaller boats' rate (evalsets/mutations.py figure
    on unseen24 dev u24-en-001). None when the clause's figure has no limit word, or the same as
    the value's part, or the parts that match it are not exactly one."""
    at = _place(clause, x)
    said = _limit_before(clause, at)
    if not said or said == _limit_before(own, _place(own, x)) or _NEGATED_LIMIT.search(clause, 0, max(at, 0)):
        return None  # "not over 20 kg", «не более 12 метров» is the other side (a review of this reader)
    alike = [p for p in others if holds(p, x) and _case_figures(p, x.kind) == 1
             and _limit_before(p, _place(p, x)) == said]
    return alike[0] if len(alike) == 1 else None


def _place(text: str, x: Mention) -> int:
    """Where ``x``'s digits first stand in ``text`` as a figure of their own, -1 for nowhere."""
    digits = digits_of(x)
    if not digits:
        return text.find(x.text)
    found = re.search(r"(?<![\d.,])" + re.escape(digits) + r"(?![\d]|[.,]\d)", text)
    return found.start() if found else -1


_LIMIT = lazy_pattern(
    r"(?:\b(?:more|longer|larger|greater|older|heavier|higher|less|fewer|shorter|smaller|younger|lower)\s+than"
    r"|\b(?:over|above|beyond|past|after|exceeds?|exceeding|under|below|before|except|other\s+than|outside|behind)"
    r"|(?<!\w)(?:более|больше|свыше|сверх|после|старше|выше|дольше|позже|менее|меньше|младше|ниже|раньше|до|кроме"
    r"|за\s+пределами|помимо))"
    r"(?:\s+(?:чем|the|a|an|[a-zа-яё]+))?\s*$", re.IGNORECASE)
"""A word that makes a figure a limit ("more than 29 minutes", "after 31 March", «кроме зоны
1»), with one word between it and the figure at most ("above *level* 1", «за пределами *зоны*
1»)."""
_NEGATED_LIMIT = lazy_pattern(r"(?:\b(?:not|no)|(?<!\w)не)\s+[a-zа-яё]+(?:\s+than|\s+чем)?\s*$", re.IGNORECASE)
"""A limit word the clause negates right before its figure: "not over", «не более»."""
LIMIT_REACH = 30
"""Characters read before a figure for its limit word: two words and their spaces."""


def _limit_before(text: str, at: int) -> str:
    """The limit word before ``at`` (a figure's first place in ``text``, -1 for none),
    lower-cased; "" for none."""
    found = _LIMIT.search(text, max(0, at - LIMIT_REACH), at) if at >= 0 else None
    return "" if found is None else " ".join(found.group().lower().split()[:1])


def _beside(text: str, at: int, figure: str) -> frozenset[str]:
    """The subject terms of the words right before and after ``figure`` at ``at`` in ``text``
    (its first place there, -1 for none)."""
    if at < 0:
        return frozenset()
    return _nearest(reversed(text[max(0, at - BESIDE_REACH):at].split())) \
        | _nearest(text[at + len(figure):at + len(figure) + BESIDE_REACH].split())


BESIDE_REACH = 40
"""Characters read on each side of a figure for the word beside it: a few short words."""


def _nearest(words: Iterable[str]) -> frozenset[str]:
    """The subject terms of the first of ``words`` that has any: the word beside a figure past
    its prepositions and conjunctions ("a household *of* three *or more* persons" is beside
    "household" and "persons"; unseen dev unseen-en-001, evalsets/mutations.py figure)."""
    for word in words:
        terms = frozenset(subject_terms(word))
        if terms:
            return terms
    return frozenset()


_VALUE_RANK = {"date": 0, "number": 1, "duration": 2, "percent": 3, "money": 4}
"""Which of two figures paired in a part is its value and which names its case: a sum is
the value of a zone, a percentage of a delay; a count names a case (a room "for twelve").
Only the value is reported, once, not the case's figure beside it."""
_RANGE_GAP = frozenset({"to", "-", "–", "—", "до", "по"})
"""What joins a range's two ends ("15 to 29 minutes", «с 1 по 3»): one case, not two."""


def _currency(m: Mention) -> str | None:
    """The currency of a sum, None for any other figure."""
    return m.unit if m.kind == "money" else None


@lru_cache(maxsize=4096)
def _case_figures(part: str, kind: str, currency: str | None = None) -> int:
    """How many figures of ``kind`` (in ``currency``, for sums) ``part`` states, a range counted
    once. A part's sums in two currencies are one case's price in two countries («1 500 ₽ в час
    в России и 150 000 сум в час в Узбекистане»: evalsets/mutations.py figure on unseen31 dev
    u31-ru-006), not two cases."""
    found = [x for x in find_mentions(part) if x.kind == kind and (currency is None or x.unit == currency)]
    return sum(1 for a, b in zip([None, *found], found, strict=False)
               if a is None or part[a.end:b.start].strip().lower() not in _RANGE_GAP)


_SEQUENCE = frozenset(stem(w) for w in (
    "first last next previous initial final remaining following further additional "
    "первые первых первый первая последние последних последний последняя следующие следующих ближайшие ближайших "
    "остальные остальных дополнительные дополнительных предыдущие предыдущих").split())
"""Words that place a period or an amount in a sequence ("the *first* 150 km", «за *последние* 6
месяцев»): one such phrase introduces one value of a sentence. Not verbs or bounds ("costs",
«составляет», "at least"), which introduce every case's value alike."""
_LEAD_WORD = lazy_pattern(r"[^\W\d_]+")
LEAD_REACH = 40
"""Characters read before a figure for the word that introduces it."""


def _lead(text: str, at: int) -> str | None:
    """The stem of the sequence word right before ``at`` in ``text`` (nothing but spaces
    between), or None."""
    words = list(_LEAD_WORD.finditer(text, max(0, at - LEAD_REACH), at))
    if not words or text[words[-1].end():at].strip():
        return None
    word = stem(words[-1].group().lower())
    return word if word in _SEQUENCE else None


def introduced_for_another_value(answer: str, m: Mention, sentence: str) -> str | None:
    """The figure of ``sentence`` that the phrase introducing ``m`` in the answer introduces there,
    when it is another value of ``m``'s kind and unit and ``m``'s own value has another phrase
    before it: «средний расход берут *за последние* 3 месяца» against «в течение 3 месяцев подряд
    начисляется по среднемесячному расходу *за последние* 6 месяцев» (unseen21 dev u21-ru-029)."""
    lead = _lead(answer, m.start)
    if not lead or not m.readings:
        return None
    value = m.readings[0].value
    found = [x for x in _values(sentence) if x.kind == m.kind and x.unit == m.unit]
    own = [x for x in found if x.readings[0].value == value]
    if not own or any(_lead(sentence, x.start) == lead for x in own):
        return None  # the value's own phrase is the answer's, or its value is not here
    return next((x.text for x in found if x.readings[0].value != value and _lead(sentence, x.start) == lead), None)


@lru_cache(maxsize=4096)
def _values(sentence: str) -> tuple[Mention, ...]:
    """The figures of a cited sentence that have a value; kept, as :func:`_case_figures` is."""
    return tuple(x for x in find_mentions(sentence) if x.readings)
