"""A whole hire's price given per person: «аренда зала … стоит 40 000 ₽ *с человека*» where the cited
sentence rents the hall out «… 40 000 руб. за 4 часа» (unseen41 dev u41-ru-034).

:mod:`tether.checks.per_whom` compares what a sum is counted per when both the claim and the source
say it; a price for hiring a hall, a boat or a bus whole usually says nothing after the sum, and
the claim that adds "per person" divides nothing yet multiplies what a group is told to pay.

Read in code: a sum of the claim counted per person; a cited sentence stating the same value with
no "per" phrase after it and no price per person anywhere (:data:`_PER_PERSON`), whose clause before
the sum rents (:data:`_RENTS`) a thing hired whole for a group (:data:`_WHOLE`) that the claim names
too, and names no ticket, trip or menu sold per person (:data:`_PER_PERSON_ACT`). A tour on a boat
("the boat tour costs €50") rents nothing and stays a price per person.
"""

from __future__ import annotations

import re

from ..figures import find_mentions
from ..guard import lazy_pattern
from ..terms import SentenceIndex, subject_terms
from ..text import stem
from .bounds import same_values
from .per_whom import CLASS_OF, PER_REACH, per_whom_of

_RENTS = lazy_pattern(r"\b(?:rent\w*|hire[ds]?|hiring|charter\w*|let\s+out|book\s+the\s+whole)\b|"
                      r"(?<!\w)(?:аренд\w*|прокат\w*|сда[её]м|сдаётся|сдается|сдаются|чартер\w*)(?!\w)", re.IGNORECASE)
"""A hire: "to rent", "hire", "charter", «аренда», «сдаём в аренду», «прокат»."""
_WHOLE = frozenset(stem(w) for w in (
    "hall halls venue venues room rooms studio studios yacht yachts boat boats minibus bus buses coach coaches "
    "зал зала залы зале студию студия студии яхту яхта яхты лодку лодка лодки автобус автобуса микроавтобус "
    "микроавтобуса").split())
"""Things hired whole for a group, by their stems: a hall, a yacht, a minibus."""
_PRICE_WORDS = frozenset(stem(w) for w in "price prices cost costs fee fees rent rental hire charge rate стоимость "
                                           "стоимости цена цены аренда аренды плата платы тариф".split())
"""Words a clause may price by without naming a thing of its own («стоимость аренды — 15 000 ₽»)."""
_WHOLE_MARKER = lazy_pattern(r"\b(?:whole|entire|in\s+its\s+entirety|as\s+a\s+whole)\b|(?<!\w)целиком(?!\w)",
                             re.IGNORECASE)
"""A hire said to be of the whole thing, whatever the thing is ("hired only as a whole", «сдаётся только
целиком»)."""
_CLAUSE_START = lazy_pattern(r"[.;!?,]\s|\s(?:or|which|that|who|или|который|которая|которое|которые)\s", re.IGNORECASE)
"""Where the clause of the sum begins: "Rent the boat for £300 *or* join a group trip … for £30",
"…, *which* costs £12" price another act. Not a colon or a dash, which set a price after its hire
(«зал … сдаём в аренду …: 40 000 руб.», «Аренда студии — 3 000 ₽»)."""
_PER_PERSON_ACT = frozenset(stem(w) for w in (
    "trip trips tour tours ticket tickets menu menus class classes lesson lessons course courses cruise excursion "
    "прогулка прогулку прогулки тур тура билет билета меню экскурсия экскурсию занятие занятия курс").split())
"""What is sold per person even where a hire is named: "rent a room … and join the boat *trip* for £15"."""
_PER_PERSON = lazy_pattern(r"\bper\s+(?:person|head|guest|adult)\b|\beach\s+(?:person|guest)\b|"
                           r"(?<!\w)(?:на|с|за)\s+(?:одного\s+|каждого\s+)?(?:человека|гостя|персону)(?!\w)",
                           re.IGNORECASE)
"""A price the source itself counts per person, wherever in the sentence ("The price *per person* for
the yacht charter is €150", «… 3 500 ₽ *на человека*»)."""
BACK_REACH = 4 * PER_REACH
"""Characters read back from a sum for the hire it prices («В России малый репетиционный зал в Москве на
80 мест сдаём в аренду по будням с 10:00 до 17:00: 40 000 руб.»: 95): bounded, so reading stays linear."""


def per_person_of_a_whole_hire(claim: str, index: SentenceIndex, allowed: frozenset[int]) -> str | None:
    """The cited sentence that prices a whole hire at a sum ``claim`` gives per person, or None."""
    own = frozenset(subject_terms(claim))
    if not any(CLASS_OF.get(t) == "person" for t in own):
        return None  # most claims count no sum per person: no mention read
    for m in find_mentions(claim):
        if per_whom_of(claim, m) != "person":
            continue
        value = m.as_fact()
        for i in sorted(allowed):
            sentence = index.sentences[i]
            if _PER_PERSON.search(sentence):
                continue
            for x in same_values(sentence, value):
                if per_whom_of(sentence, x) is None and _hires_whole(sentence, x.start, own):
                    return sentence
    return None


def _hires_whole(sentence: str, at: int, named: frozenset[str]) -> bool:
    """Whether the clause before ``at`` rents a thing hired whole that the claim names too."""
    lo = max(0, at - BACK_REACH)
    starts = [b.end() for b in _CLAUSE_START.finditer(sentence, lo, at)]
    before = sentence[starts[-1] if starts else lo:at]
    if starts:
        # a hire said whole before a comma prices on after it: "The minibus is hired only as a whole,
        # for £240 per day", «Зал сдаётся только целиком, стоимость аренды — 15 000 ₽» (a red-team)
        # — when the clause of the sum names nothing but its price («стоимость аренды —», "for"):
        # "…, and the cloakroom is £2" prices a thing of its own
        wider = sentence[starts[-2] if len(starts) > 1 else lo:at]
        if _WHOLE_MARKER.search(wider) and _RENTS.search(wider) and set(subject_terms(before)) <= _PRICE_WORDS:
            before = wider
    if _RENTS.search(before) is None:
        return False
    words = subject_terms(before)
    if any(t in _PER_PERSON_ACT for t in words):
        return False
    # a thing hired whole by its kind, or any thing the clause says is let out whole («буткемп …
    # сдаётся только целиком»: unseen42 dev u42-ru-034)
    whole = _WHOLE_MARKER.search(before) is not None
    return any(t in named and (whole or t in _WHOLE) for t in words)
