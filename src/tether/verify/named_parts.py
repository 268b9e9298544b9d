"""A value of one named case given to another named in the same cited sentence.

«В России генеральная уборка стоит 180 ₽ за квадратный метр в Москве и 140 ₽ в Новосибирске»
against «генеральная уборка в Новосибирске стоит 180 ₽» (unseen54 dev u54-ru-023): each value's
part names its own town, and the answer's clause names the other part's. A fragment of one
sentence is read by its items (:func:`tether.verify.coordinated.other_case`), since its commas part
a rule from its conditions as often as one case from another; a name tells cases apart wherever
the parts are cut: a town, a studio, a branch, a plan written with a capital.

Read in code: the part stating the value names (with a capital, past its first word) something no
other part names; the answer's clause names none of those, and names what another part stating a
value of the same kind names alone. Countries are not read here: a leading «В России» scopes
every part, and which country goes with which sum is :mod:`tether.verify.places`'s.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from functools import lru_cache

from .. import jurisdictions
from ..figures.mention import Mention
from ..guard import lazy_pattern
from ..text import stem
from .case_parts import values_like

_NAME = lazy_pattern(r"(?<!\w)[^\W\d_]{2,}(?:-[^\W\d_]+)*(?!\w)")
"""A word, hyphens and all ("Stratford-upon-Avon"), in any script ("Zürich", "Kraków"): a name when it
begins with a capital and is not the first word of its text, nor all capitals (an acronym, "VIP", names
a class of a case, not the case)."""


@lru_cache(maxsize=1)
def _country_words() -> frozenset[str]:
    """The stems of every word of every country's names ("United", "Kingdom", «Казахстан»)."""
    return frozenset(stem(w.lower()) for names in jurisdictions.NAMES.values() for name in names
                     for w in name.split())


@lru_cache(maxsize=4096)
def names_in(text: str) -> frozenset[str]:
    """The stems of the names ``text`` writes with a capital past its first word, countries aside."""
    text = text.strip()
    countries = _country_words()
    return frozenset(n for m in _NAME.finditer(text)
                     if m.start() > 0 and m.group()[0].isupper() and not m.group().isupper()
                     for n in (stem(m.group().lower()),) if n not in countries and not jurisdictions.find(m.group()))


def _alone(parts: Sequence[str]) -> dict[str, frozenset[str]]:
    """Per part, the names no other part writes: counted once over the parts, not part against part
    (a sentence of thousands of parts is read in linear time)."""
    named = [names_in(p) for p in parts]
    count = Counter(n for names in named for n in names)
    return {p: frozenset(n for n in names if count[n] == 1) for p, names in zip(parts, named, strict=True)}


def of_another_name(parts: Sequence[str], m: Mention, clause: str, holds: Callable[[str, Mention], bool],
                    clause_mentions: Sequence[Mention]) -> str | None:
    """The part of ``parts`` (one cited sentence's) that states another value of ``m``'s kind for
    the name ``clause`` gives, where ``m``'s own part names another; else None."""
    said = names_in(clause)
    if not said:
        return None
    own = [p for p in parts if holds(p, m)]
    if len(own) != 1:
        return None
    alone = _alone(parts)
    if not alone[own[0]] or said & alone[own[0]]:
        return None  # the value's part names nothing of its own, or the clause names it
    given = [x for x in clause_mentions if x is not m and x.kind == m.kind]
    return next((p for p in parts if p is not own[0] and said & alone[p] and values_like(p, m)
                 and not holds(p, m) and not any(holds(p, x) for x in given)), None)


def names_its_own_part(parts: Sequence[str], m: Mention, found: str, text: str,
                       holds: Callable[[str, Mention], bool]) -> bool:
    """Whether ``text`` (the answer's sentence) names what ``m``'s own part alone names and nothing
    that ``found``, the part another reading took for the clause's case, alone names: «В России, в
    Новосибирске, поддерживающая уборка в 2035 году стоила 60 ₽» is Novosibirsk's 60 ₽, though its
    clause, cut after the town, says more of Moscow's part (unseen54 dev u54-ru-003)."""
    own = [p for p in parts if holds(p, m)]
    if len(own) != 1 or found is own[0] or found not in parts:
        return False
    said = names_in(text)
    alone = _alone(parts)
    return bool(said & alone[own[0]]) and not said & alone[found]
