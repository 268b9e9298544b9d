"""A general record's section that scopes itself to another country than the one asked about.

«Выдаёте ли вы в Грузии справку для налогового вычета?» was answered from a school's general
payment record (no jurisdiction of its own) whose section reads «*В России* по заявлению родителя
… школа выдаёт справку … для социального налогового вычета» (unseen50 dev u50M-034): every word of
the question but the country is there, and the country asked is not. A section with a
jurisdiction of its own is placed by it (tether.sufficiency); one without is placed by the country
its text opens in.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import lru_cache
from types import MappingProxyType

from . import jurisdictions
from .guard import lazy_pattern
from .terms import subject_terms
from .text import sentences

_OPENS_IN_A_PLACE = lazy_pattern(r"\s*(?:in|в|во)\s+(?:the\s+)?(?P<place>[^\W\d_]+(?:\s+[^\W\d_]+)?)", re.IGNORECASE)
"""A sentence that opens with where it holds: "In Germany, …", «В России …». Not "For German
courses", «Для российских учеников»: who or what a rule is for names no country it holds in."""
_EVERYWHERE = lazy_pattern(
    r"\b(?:elsewhere|everywhere|all\s+(?:other\s+)?countries|every\s+country|other\s+countries)\b|"
    r"(?<!\w)(?:везде|повсюду|во\s+всех|как\s+и\s+в|других\s+стран\w*|всех\s+стран\w*|любой\s+стран\w*)(?!\w)",
    re.IGNORECASE)
"""A rule that opens in one country and says it holds in the others too ("In Germany and elsewhere",
«В России, как и во всех филиалах»)."""


def scoped_elsewhere(text: str, asked: str) -> bool:
    """Whether every sentence of ``text`` (a section of a record of no jurisdiction) opens in a
    country by its name, none of them the ``asked`` one, and the text names the asked one nowhere
    nor says it holds elsewhere too. One sentence of another country beside a general one scopes
    only itself ("In Russia, tuition can also be paid by Mir card. All students pay by the 5th.": a
    review)."""
    said = sentences(text)
    if not said or _EVERYWHERE.search(text) is not None or asked in jurisdictions.find(text):
        return False
    return all((placed := _opens_in(sentence)) and asked not in placed for sentence in said)


def _opens_in(sentence: str) -> set[str]:
    """The jurisdictions ``sentence`` opens in, by their names as nouns."""
    opening = _OPENS_IN_A_PLACE.match(sentence)
    if opening is None:
        return set()
    words = subject_terms(opening.group("place"))
    return {code for code, names in _country_nouns().items() if any(words[:len(n)] == n for n in names)}


@lru_cache(maxsize=1)
def _country_nouns() -> Mapping[str, tuple[tuple[str, ...], ...]]:
    """Each jurisdiction's names that are nouns, as stems: the English name first in its list, the
    capitalised Russian ones and the abbreviations ("Germany", «Германия», «ФРГ»); not "German" or
    «немецкий», which name a language as often as a country."""
    out = {}
    for code, names in jurisdictions.NAMES.items():
        nouns = [names[0], *(n for n in names[1:] if n[:1].isupper() and ("А" <= n[:1] <= "Я" or n.isupper()))]
        out[code] = tuple(t for t in (subject_terms(n) for n in nouns) if t)
    return MappingProxyType(out)
