"""A value of another item of a dashed list: «Платье шьём за 14 дней, костюм или пиджак — за 21
день со дня снятия мерок» gives the suit 21 days, not the dress (unseen51 dev u51-ru-027);
«Химчистка пальто стоит 2 200 ₽ … или 55 BYN в Беларуси, пуховика — 2 600 ₽ или 62 BYN, …» gives
the down jacket 62 BYN, not the coat (u51-ru-025).

A list like this states its first item in full and each later one as "case — value", the
predicate left out. Its items share their trailing words ("со дня снятия мерок"), so counting
the words an answer shares with each part, as :mod:`.coordinated` does, can pick the wrong
one; the words before each dash cannot. In three rules:

1. the value stands in a later item, "case — value", as its only value of the measure, and in
   no other item of its sentence — in every cited sentence that states it;
2. the answer's sentence names none of that item's case words (the words before its dash), and
   neither does the question (a terse answer to a question about that item is about it);
3. the sentence names a case word of another item that states a value of the same measure —
   a later item's words before its dash, or the first item's before its value: where the later
   items name their case by a preposition ("for children — £7", «по области — до 5 дней»), only
   the first word after the first item's preposition ("A museum ticket for *adults* costs £14"): the
   words before it are the whole list's ("ticket", every item's), and a title before a colon
   ("Car wash: …") heads the whole list too (a red-team's probes).

Items are parted at commas and semicolons only: "or" inside an item joins two names of one
case («костюм или пиджак») or one value in two currencies («2 600 ₽ или 62 BYN»).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from ..figures.mention import Mention, one_measure
from ..guard import lazy_pattern
from ..terms import GENERIC_TERMS, subject_terms
from ..text import without_fleeting_vowel
from .case_parts import mentions_of
from .case_readers import short

_ITEM_BREAK = lazy_pattern(r"[;,](?!\d)")
CASE_CHARS = 80
"""The longest case name read before a dash: a few words («свадебного платья», "students and
seniors"); longer text before a dash is a clause of its own, not an item's name."""
_DASHED = lazy_pattern(rf"\s*+(?:(?:and|or|и|а|или)\s++)?([^\s\d—–;,][^\d—–;,]{{0,{CASE_CHARS - 1}}}?)"
                       r"\s{1,3}[—–]\s*+\S")
"""A later item that names its case, then a dash, then its value: «пуховика — 2 600 ₽». The name
opens with no space and the quantifiers around it are possessive or bounded, so a run of spaces
is read once (a review: a lazy name that took spaces backtracked on one)."""
_PREPOSITION = (r"(?:for|to|from|on|in|within|at|by|with|without|для|по|в|во|на|с|со|за|до|от|при|без)")
_OPENS_WITH_PREPOSITION = lazy_pattern(rf"\s*(?:(?:and|or|и|а|или)\s+)?{_PREPOSITION}\s", re.IGNORECASE)
_PREPOSITIONAL = lazy_pattern(rf"(?<!\w){_PREPOSITION}\s", re.IGNORECASE)
_TITLE = lazy_pattern(r"^[^:]{0,80}:(?!\d)")
"""A list's title before a colon ("Car wash: …"), not a time's colon («с 10:00»)."""


def case_words(text: str) -> frozenset[str]:
    """The subject words of ``text``, a genitive plural's stem with its fleeting vowel taken out
    («для кошек — 1 900 ₽» names «кошка»): what names an item's case, and what
    :func:`another_items_value` compares of the answer's sentence and of the question."""
    return frozenset(without_fleeting_vowel(t) for t in subject_terms(text) if t not in GENERIC_TERMS)


def _same_measure(m: Mention, x: Mention) -> bool:
    return one_measure(m, x) and (m.kind != "money" or x.unit == m.unit) and bool(x.readings)


def _item_case(item: str, first: bool, m: Mention, by_preposition: bool = False) -> frozenset[str] | None:
    """The words that name an item's case: a later item's before its dash, the first item's
    before its first value of ``m``'s measure — from its first preposition on when the later items
    name theirs by one (``by_preposition``), after its title's colon. None for a later item
    without a dash."""
    if not first:
        dashed = _DASHED.match(item)
        return case_words(dashed.group(1)) if dashed else None
    found = [x for x in mentions_of(item) if _same_measure(m, x)]
    if not found:
        return None
    lead = item[:found[0].start]
    titled = _TITLE.search(lead)
    lead = lead[titled.end():] if titled else lead
    if by_preposition:
        # the preposition's object, its first word: "for *adults*", «по *Гродно*» (not «занимает»,
        # the predicate every later item leaves out)
        opened = _PREPOSITIONAL.search(lead)
        words = [t for t in subject_terms(lead[opened.end():]) if t not in GENERIC_TERMS] if opened else []
        return frozenset(map(without_fleeting_vowel, words[:1])) or None
    return case_words(lead)


Memo = dict[tuple[object, ...], str | None]
"""What :func:`another_items_value` found, by the answer's words and the value, kept per answer:
a long answer gives one value many times."""


def another_items_value(said: frozenset[str], asked: frozenset[str], m: Mention, holding: Sequence[int],
                        sentences: Sequence[str], memo: Memo | None = None) -> str | None:
    """Why ``m`` is another item's value in the cited ``sentences`` at ``holding``, those that
    state it (the module's three rules, in every one of them), or None. ``said``: the :func:`case_words` of the answer's
    sentence that gives ``m``; ``asked``: the question's."""
    key = (said, m.kind, m.unit, frozenset(r.value for r in m.readings))  # its holding sentences follow
    if memo is not None and key in memo:
        return memo[key]
    found = [_in_another_item(sentences[i], said, asked, m) for i in holding]
    result = found[0] if found and all(found) else None
    if memo is not None:
        memo[key] = result
    return result


@lru_cache(maxsize=1024)
def _items_of(sentence: str) -> tuple[tuple[str, tuple[Mention, ...]], ...]:
    """A sentence's items (parted at commas and semicolons) with their figures, read once however
    many figures of the answer ask."""
    return tuple((p, mentions_of(p)) for p in _ITEM_BREAK.split(sentence) if p.strip())


def _in_another_item(sentence: str, said: frozenset[str], asked: frozenset[str], m: Mention) -> str | None:
    values = {r.value for r in m.readings}
    listed = _items_of(sentence)
    if len(listed) < 2:
        return None
    items = [p for p, _ in listed]
    stated = [[x for x in xs if _same_measure(m, x)] for _, xs in listed]
    own = [i for i, xs in enumerate(stated) if any(r.value in values for x in xs for r in x.readings)]
    # one item, after the first, that states the value and no other of the measure: «уборка — 4,20
    # рубля и лифты — 5,60 рубля» names its second case after its first dash (unseen3 u3-ru-040)
    if len(own) != 1 or own[0] == 0 or len(stated[own[0]]) != 1:
        return None
    case = _item_case(items[own[0]], False, m)
    if not case or said & case or asked & case:
        return None
    by_preposition = any(_DASHED.match(p) and _OPENS_WITH_PREPOSITION.match(p) for p in items[1:])
    for j, item in enumerate(items):
        others = [x for x in stated[j] if not any(r.value in values for r in x.readings)]
        theirs = _item_case(item, j == 0, m, by_preposition) if j != own[0] and others else None
        if theirs and said & (theirs - case):
            return (f'"{m.text}" is the value of another item of the cited list '
                    f'("{short(items[own[0]].strip())}"); for the one this sentence names it says '
                    f'"{short(item.strip())}"')
    return None
