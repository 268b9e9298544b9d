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

import re
from collections.abc import Callable, Sequence

from .. import jurisdictions
from ..figures.mention import Mention
from .models import ContextFragment

_DOLLAR_PREFIX = re.compile(r"\b[A-Z]{1,3}\$")


def places_named(text: str) -> set[str]:
    """The places ``text`` names, not its currencies' ("US$6.50" names a sum, not the United States)."""
    return set(jurisdictions.find(_DOLLAR_PREFIX.sub(" ", text)))


def place_of(fragment: ContextFragment) -> str | None:
    """The one place a fragment is about: its jurisdiction, or the only place its text names."""
    if fragment.jurisdiction:
        return fragment.jurisdiction.upper()
    named = places_named(fragment.text)
    return next(iter(named)) if len(named) == 1 else None


def another_place(sentence: str, m: Mention, cited: Sequence[ContextFragment], context: Sequence[ContextFragment],
                  states: Callable[[ContextFragment, Mention], bool]) -> str | None:
    """Why ``m`` is another place's value than the one ``sentence`` names, or None.
    ``states(fragment, m)``: whether the fragment states the figure."""
    named = places_named(sentence)
    if len(named) != 1:
        return None
    place = next(iter(named))
    stating = [f for f in cited if states(f, m)]
    theirs = {place_of(f) for f in stating}
    if not stating or None in theirs or place in theirs:
        return None
    if not any(place_of(f) == place for f in context):
        return None  # no fragment about the place named: nothing the figure could be taken for
    other = next(f for f in stating)
    return (f'"{m.text}" is stated by {other.id} for {place_of(other)}, but this sentence is about {place}; '
            f"give the value the fragment about {place} states, and cite it")
