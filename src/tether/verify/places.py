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

from collections.abc import Callable, Sequence

from .. import jurisdictions
from ..figures.mention import Mention
from ..guard import lazy_pattern
from .models import ContextFragment

_DOLLAR_PREFIX = lazy_pattern(r"\b[A-Z]{1,3}\$")


def places_named(text: str) -> set[str]:
    """The places ``text`` names, not its currencies' ("US$6.50" names a sum, not the United States)."""
    return set(jurisdictions.find(_DOLLAR_PREFIX.sub(" ", text)))


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
