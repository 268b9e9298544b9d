"""The unit a price is asked per: "the corkage fee *per glass*", «сколько стоит *за бокал*».

Coverage reads words: "What is the corkage fee per glass at Te Aro?" was answered from the
section that charges corkage per bottle (unseen57 dev u57C-037), as it holds every other word of
the question. A record that never names the unit asked per does not state that rate. The period a
rate is asked for ("per week", «в сутки») is :func:`tether.question_frame.priced_period`'s.

People are left out on purpose: a price is per person unless it says otherwise, so "How much is the
class per person?" is answered by "The class costs A$120" though it names no person.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .guard import lazy_pattern
from .text import stem

_UNITS = {
    "glass": "glass glasses бокал бокала бокалов стакан стакана",
    "bottle": "bottle bottles btl бутылку бутылка бутылки бутылок",
    "cup": "cup cups чашку чашка чашки",
    "page": "page pages pg стр страницу страница страницы страниц",
    "copy": "copy copies экземпляр экземпляра копию копия",
    "kilogram": "kg kilo kilos kilogram kilograms кг килограмм килограмма",
    "kilometre": "km kilometre kilometres kilometer kilometers километр километра км",
    "mile": "mile miles",
    "kwh": "kwh квт квтч киловатт",
    "metre": "metre metres meter meters метр метра",
    "minute": "minute minutes min mins минуту минута минуты мин",
    "lap": "lap laps круг круга кругов",
    "sheet": "sheet sheets лист листа листов",
}
"""The units a price is counted per, each with the forms a record writes it in: "per *glass*",
"A$10 a *bottle*", «за *бутылку*», «за 1 *кг*». Not periods (:func:`tether.question_frame.priced_period`)
nor people (the module's note)."""

_ALL = "|".join(sorted({w for forms in _UNITS.values() for w in forms.split() if w.isascii()}, key=len,
                       reverse=True))
_ALL_RU = "|".join(sorted({w for forms in _UNITS.values() for w in forms.split() if not w.isascii()}, key=len,
                          reverse=True))
_BASIS = lazy_pattern(
    rf"\b(?:per|each|every)\s+(?P<en>{_ALL})\b|"
    rf"\b(?:for\s+)?an?\s+(?P<en_end>{_ALL})(?=\s*(?:[?.!,;:)]|$)|\s+(?:in|at|on|and|or|of\s+(?:the|my|our))\b)|"
    rf"(?<!\w)за\s+(?:(?:один|одну|одна|1|каждый|каждую|каждое)\s+)?(?P<ru>{_ALL_RU})(?!\w)",
    re.IGNORECASE)
"""A unit a price is asked per: "per glass", "each bottle", "A$ … *a bottle*?" where the unit ends the
phrase, «за бокал», «за 1 кг». Not "a glass of wine" (what is bought) nor «на бутылку» (what for)."""
_SUM_QUESTION = lazy_pattern(
    r"\bhow\s+much\b|\b(?:fees?|prices?|costs?|charges?|corkage|rates?|surcharges?)\b|"
    r"(?<!\w)(?:сколько|скока|скоко|почём|почем|сбор\w*|цен[аыуе]|стоимост\w*|плат[аыуе]|доплат\w*|тариф\w*)(?!\w)",
    re.IGNORECASE)
"""A question about a sum: only there does "per glass" say what the price is counted by ("How many
guests per bottle?" counts guests)."""


@lru_cache(maxsize=1)
def _stems() -> dict[str, tuple[str, ...]]:
    """Each unit's form (lower-case) → the stems a record names that unit by."""
    out: dict[str, tuple[str, ...]] = {}
    for forms in _UNITS.values():
        words = forms.split()
        stems = tuple(dict.fromkeys(stem(w) for w in words))
        for w in words:
            out[w] = stems
    return out


def priced_per(question: str) -> tuple[str, ...]:
    """The stems of the unit a price question asks the price per, any one of which a record that
    states that price names; () when the question asks no sum or names no unit."""
    if _SUM_QUESTION.search(question) is None:
        return ()
    found = _BASIS.search(question)
    if found is None:
        return ()
    word = (found.group("en") or found.group("en_end") or found.group("ru")).lower()
    return _stems().get(word, ())
