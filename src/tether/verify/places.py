"""The place a figure's sentence names, against the place of the fragment that states it.

"In Canada a Club seat for a comedy night costs $120 per show", citing only the United States'
fragment ("In the United States a Club seat … costs … US$120 per show for comedy"), while the
context holds Canada's (unseen25 dev u25-en-036): every figure occurs in the cited fragment, so
no figure check sees that it is another place's value. Read in code: the answer's sentence
names one place; every cited fragment stating the figure is about one other place (its
jurisdiction, or the one place its text names); and some fragment of the context is about
the place the sentence names. The figure is then that other place's (``misattributed-figure``).
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Callable, Sequence
from functools import lru_cache

from .. import jurisdictions
from ..figures import find_mentions
from ..figures.mention import Mention
from ..guard import lazy_pattern
from ..text import sentences
from .models import ContextFragment

_DOLLAR_PREFIX = lazy_pattern(r"\b[A-Z]{1,3}\$")


def places_named(text: str) -> set[str]:
    """The places ``text`` names, not its currencies' ("US$6.50" names a sum, not the United States)."""
    return set(_places_named(text))


@lru_cache(maxsize=1024)
def _places_named(text: str) -> frozenset[str]:
    """:func:`places_named`, kept: every figure of an answer's sentence asks it of that sentence,
    so a sentence of many sums was read once per sum (tests/verify/test_verify_linear.py)."""
    return frozenset(jurisdictions.find(_DOLLAR_PREFIX.sub(" ", text)))


@lru_cache(maxsize=1024)
def unnamed_countries(text: str) -> tuple[str, ...]:
    """The names of the countries whose currency a sentence of ``text`` gives a sum in without
    naming the country: "4 200 ₽ в России или 17 000 ₸ в Казахстане" says what «4 200 ₽ или
    17 000 ₸» says (unseen29 dev u29-ru-018), so an answer may name them freely; which country
    goes with which sum is :func:`another_currencys_place`'s. Where every such sentence names
    it, the country is a word the text holds and stays one a claim is read by ("C$15 in Canada
    or A$20 in Australia")."""
    codes: set[str] = set()
    for sentence in sentences(text):
        homes = {jurisdictions.HOME_OF_CURRENCY.get(m.unit or "") for m in find_mentions(sentence) if m.kind == "money"}
        codes |= {c for c in homes if c is not None} - places_named(sentence)
    return tuple(n for code in sorted(codes) for n in jurisdictions.NAMES.get(code, ()))


def place_of(fragment: ContextFragment) -> str | None:
    """The one place a fragment is about: its jurisdiction, or the only place its text names."""
    if fragment.jurisdiction:
        return fragment.jurisdiction.upper()
    named = places_named(fragment.text)
    return next(iter(named)) if len(named) == 1 else None


SUPRANATIONAL = frozenset({"EU"})
"""Places whose rules hold in other places too: a figure of the EU's fragment is no other place's."""
def another_place(clause: str, sentence: str, m: Mention, cited: Sequence[ContextFragment],
                  context: Sequence[ContextFragment], states: Callable[[ContextFragment, Mention], bool]) -> str | None:
    """Why ``m`` is another place's value than the one its ``clause`` (or else its ``sentence``)
    names, or None. ``states(fragment, m)``: whether the fragment states the figure."""
    # the figure's own clause first: "In Russia … 10 days, in Belarus — 15 days" names two places,
    # one per clause (a red-team of this reader, ru-j5)
    named = places_named(clause) or places_named(sentence)
    if len(named) != 1:
        return None
    place = next(iter(named))
    stating = [f for f in cited if states(f, m)]
    theirs = {place_of(f) for f in stating}
    if not stating or None in theirs or place in theirs or SUPRANATIONAL & theirs:
        return None  # (an EU-wide rule is Germany's too)
    if not any(place_of(f) == place for f in context):
        return None  # no fragment about the place named: nothing the figure could be taken for
    other = next(f for f in stating)
    return (f'"{m.text}" is stated by {other.id} for {place_of(other)}, but this sentence is about {place}; '
            f"give the value the fragment about {place} states, and cite it")


_APPOSED = lazy_pattern(r"\s+(?:in|at|from|near|в|во|на)\s+"
                       r"(?P<town>[A-ZА-ЯЁ][\w'’-]{0,40}(?:\s+[A-ZА-ЯЁ][\w'’-]{0,40}){0,3}),"
                       r"\s+(?P<place>[A-ZА-ЯЁ][\w'’.-]{0,40}(?:\s+[A-ZА-ЯЁ][\w'’.-]{0,40}){0,2})")
"""A town and its country right after a sum: "NZ$110 in Wellington, New Zealand", «4 800 ₽ в Москве, Россия».
Bounded words, each tried once after the sum: linear."""


def apposed_place(text: str, m: Mention) -> int | None:
    """Where the town-and-country that follows the sum ``m`` ends, when one does ("… A$95 … in Australia
    and NZ$110 in Wellington, New Zealand": the comma cuts the sum's clause before its country, and
    the sentence's other place was read as the sum's; unseen53 dev u53-en-004); None otherwise."""
    found = _APPOSED.match(text, m.end)
    if found is None or places_named(found["town"]) or not places_named(found["place"]):
        return None
    return found.end()


def another_currencys_place(answer: str, m: Mention, mentions: Sequence[Mention], starts: Sequence[int],
                            cited: Sequence[ContextFragment],
                            states: Callable[[ContextFragment, Mention], bool]) -> str | None:
    """Why the sum ``m`` is set beside the wrong country, or None: "17 000 ₸ в России или 4 200 ₽
    в Казахстане" where the cited text gives "4 200 ₽ или 17 000 ₸" and names neither country
    (unseen29). It fires only where the sum's own place (:func:`_place_of_sum`) pays in another
    currency that the fragment stating ``m`` also prices in: a travel agent's "a week in Turkey
    for £450" names no such pair."""
    homes = jurisdictions.homes_of_currency(m.unit or "") if m.kind == "money" else frozenset()
    if not homes:
        return None
    named = _place_of_sum(answer, m, mentions, starts)
    if len(named) != 1:
        return None
    place = next(iter(named))
    if place in homes:
        return None
    for f in cited:
        if not states(f, m):
            continue
        if _stated_for(f.text, m, place):
            return None  # «В Турции трансфер … стоит 95 € за машину» beside «кресло стоит 250 TRY»: the
            # source prices this in euros itself (unseen40 dev u40-ru-022)
        theirs = [x for x in find_mentions(f.text) if x.kind == "money"
                  and place in jurisdictions.homes_of_currency(x.unit or "")]
        if theirs:
            name = jurisdictions.NAMES.get(place, (place,))[0]
            return (f'"{m.text}" is not a sum in {name}: {f.id} gives the sums for {name} in its own currency '
                    f'("{theirs[0].text}"); give the sum stated for {name}')
    return None


def another_place_in_its_sentence(answer: str, m: Mention, mentions: Sequence[Mention], starts: Sequence[int],
                                  cited: Sequence[ContextFragment]) -> str | None:
    """Why the sum ``m`` is set beside the wrong place of its own source sentence, or None: "At
    Mara Plains Camp in Kenya a private vehicle … costs R3,500 per day" where the cited sentence
    gives "R3,500 in South Africa or US$200 in Kenya" (unseen31 dev u31-en-035). That sentence
    names both places, one per sum, so the fragment has no one place (:func:`another_place`),
    and Kenya prices in dollars, which are no one country's (:func:`another_currencys_place`).
    It fires only where every cited sentence that names the answer's place and states the sum
    sets it beside one other place (:func:`_place_of_sum`, read in the source as in the answer)."""
    if m.kind != "money":
        return None
    named = _place_of_sum(answer, m, mentions, starts)
    if len(named) != 1:
        return None
    place = next(iter(named))
    values = {r.value for r in m.readings}
    others: set[str] = set()
    for f in cited:
        for places, sums in _placed_sums(f.text):
            if place not in places:
                continue
            for x, own in sums:
                if x.unit != m.unit or values.isdisjoint(r.value for r in x.readings):
                    continue
                if len(own) != 1 or place in own:
                    return None  # the sum stated for the answer's place too, or for no one place
                others |= own
    if len(others) != 1:
        return None
    name = jurisdictions.NAMES.get(place, (place,))[0]
    theirs_name = jurisdictions.NAMES.get(next(iter(others)), ("another place",))[0]
    return (f'"{m.text}" is stated for {theirs_name}, not for {name}; give the sum the cited sentence states '
            f"for {name}")


def _stated_for(text: str, m: Mention, place: str) -> bool:
    """Whether ``text`` states the sum ``m`` (its currency, a value of it) set beside ``place``."""
    values = {r.value for r in m.readings}
    return any(place in own for _, sums in _placed_sums(text) for x, own in sums
               if x.unit == m.unit and not values.isdisjoint(r.value for r in x.readings))


@lru_cache(maxsize=256)
def _placed_sums(text: str) -> tuple[tuple[frozenset[str], tuple[tuple[Mention, frozenset[str]], ...]], ...]:
    """Per sentence of ``text``: the places it names, and each of its sums with the places set
    beside it (:func:`_place_of_sum`). Kept: every sum of an answer asks it of the same cited text."""
    out = []
    for sentence in sentences(text):
        theirs = list(find_mentions(sentence))
        starts = [x.start for x in theirs]
        sums = tuple((x, frozenset(_place_of_sum(sentence, x, theirs, starts))) for x in theirs if x.kind == "money")
        out.append((_places_named(sentence), sums))
    return tuple(out)


_CLAUSE_BREAK = lazy_pattern(r"[,;:]|\s[—–]\s|\s(?:or|and|but|while|whereas|или|и|а|но|либо)\s", re.IGNORECASE)


def _place_of_sum(answer: str, m: Mention, mentions: Sequence[Mention], starts: Sequence[int]) -> set[str]:
    """The places that name ``m``'s country: those after it up to its clause's break ("17 000 ₸
    *в России* или …"), and those in the stretch that leads up to it from the last break before
    it ("…, *in Ireland* €3.50", «В России … стоит 17 000 ₸»), within its sentence and between
    the sums on either side (``mentions``, the answer's, in order; ``starts``, theirs). "£1,000
    of cover in the United Kingdom and €3.50 …" gives the United Kingdom to the £1,000."""
    at = bisect.bisect_left(starts, m.start)
    if at >= len(mentions) or mentions[at].start != m.start:
        return set()
    # read only between the neighbouring sums: each stretch twice at most, so an answer of many
    # sums is read in linear time
    before_sum = next((mentions[i] for i in range(at - 1, -1, -1) if mentions[i].kind == "money"), None)
    after_sum = next((mentions[i] for i in range(at + 1, len(mentions)) if mentions[i].kind == "money"), None)
    lo = before_sum.end if before_sum is not None else 0
    hi = after_sum.start if after_sum is not None else len(answer)
    start = max(answer.rfind(".", lo, m.start) + 1, lo)
    stop = answer.find(".", m.end, hi)
    end = stop if stop >= 0 else hi
    after = _CLAUSE_BREAK.search(answer, m.end, end)
    before = list(_CLAUSE_BREAK.finditer(answer, start, m.start))
    lead = before[-1].end() if before else start
    return places_named(answer[m.end:after.start() if after else end]) | places_named(answer[lead:m.start])


def parts_of_the_place(placed: str, own: str, others: list[str]) -> tuple[list[str], str | None]:
    """Which of a sentence's other parts may be the case of a value stated in part ``own``, by the
    place ``placed`` (the answer's clause, or its sentence) names; and the part that is the case
    outright, if one is.

    Where the value's part names the place and others name other places ("In Ireland … €600" of
    "€600 in Ireland or £520 in the United Kingdom": unseen24 dev u24-en-024), only parts naming
    it compete, whatever words they share. Where the value's part names another place ("In Canada
    … US$6.50" of "US$6.50 … in the United States and C$7.50 … in Canada"), the one part naming
    the place is the case. A sentence naming its place once ("80 EUR … for the first car and 150
    EUR for a second" in Germany) tells no case by it."""
    places = places_named(placed) if placed else set()
    if not places:
        return others, None
    own_places = set(jurisdictions.find(own))
    if places <= own_places and any(jurisdictions.find(o) for o in others):
        return [o for o in others if places & set(jurisdictions.find(o))], None
    if own_places and places.isdisjoint(own_places):
        by_place = [o for o in others if places & set(jurisdictions.find(o))]
        if len(by_place) == 1:
            return others, by_place[0]
    return others, None
