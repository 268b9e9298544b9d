"""A sum given per a basis its cited sentences do not count it by: "each further redraw costs £25 *an
hour*" where the source says "each further redraw costs £25" (unseen54 dev u54-en-027), «химчистка
ковра стоит 300 ₽ *за ковёр*» where it says «за 300 ₽ … за квадратный метр» (u54-ru-026).

:mod:`tether.checks.per_whom` and :func:`tether.checks.sides.period_of` compare a basis both the claim
and the source state (per guest against per group, a day against a week). Two shapes escape them:

1. The claim counts the sum per a period of time, every cited sentence stating the value counts it
   per none, and no cited sentence names that period at all (no "hour", "hourly", «час»): the
   period is the claim's own, and it multiplies what the reader is told to pay.
2. The source counts the value per a measure (a square metre, a kilogram, a kilometre) and the
   claim counts it per a thing that is no measure («за ковёр», "per bag"): a rate by size given as
   a price per piece.

Read only where the claim states the same value as a cited sentence: a figure nothing states is the
figure checks' business.
"""

from __future__ import annotations

import re

from ..figures import find_mentions
from ..figures.mention import Mention
from ..guard import lazy_pattern
from ..text import stem
from .bounds import same_values
from .claim_sources import Sources
from .per_whom import CLASS_OF, PER_NOUN, PER_REACH, per_whom_of
from .sides import PER_PERIOD, PERIOD_NAME, period_of

_MEASURE = "measure"
_OTHER_RATES = {"hour": lazy_pattern(r"/\s*hrs?\b|(?<!\w)почасов", re.IGNORECASE)}
"""Rates per a period that :data:`tether.checks.sides.PER_PERIOD` does not read: "£40/hr", «почасовая оплата»."""


def _rates_per(sentence: str, period: str) -> bool:
    """Whether ``sentence`` counts anything per ``period`` ("a day", "hourly", «в месяц»): not a duration
    ("48 hours before", «за 3 дня»), which names the word and no rate."""
    other = _OTHER_RATES.get(period)
    return any(PERIOD_NAME.get((p.group("unit") or p.group("unit_adverb") or p.group("unit_ru")).lower()) == period
               for p in PER_PERIOD.finditer(sentence)) or (other is not None and other.search(sentence) is not None)


_PERIOD_STEMS = {"hour": "hour hr час почас", "day": "day daily night сут день дня дней дням днём ноч посуточ",
                 "week": "week недел", "month": "month месяц месячн", "year": "year annual annum год лет ежегодн",
                 "season": "season сезон"}
"""The starts of every word that names each period in any form ("annual", «годовой», «в 2027 году»): a
sentence naming one is not read as counting its sum per no period."""
_NAMES_PERIOD = {period: lazy_pattern(r"(?<!\w)(?:" + "|".join(starts.split()) + ")", re.IGNORECASE)
                 for period, starts in _PERIOD_STEMS.items()}


def counts_per_the_unsaid(claim: str, sources: Sources) -> str | None:
    """The cited sentence stating a sum of ``claim`` that it counts per another basis, or None."""
    sentences, allowed = sources.index.sentences, sorted(sources.allowed)
    for m in find_mentions(claim):
        if m.kind != "money":
            continue
        period = period_of(claim, m)
        noun = _per_noun(claim, m) if period is None else None
        if period is None and noun is None:
            continue
        value = m.as_fact()
        stating = [(i, x) for i in allowed for x in same_values(sentences[i], value)]
        if not stating:
            continue
        if period is not None:
            named = _NAMES_PERIOD.get(period)
            if named is not None and all(period_of(sentences[i], x) is None and not named.search(sentences[i])
                                         for i, x in stating) \
                    and not any(_rates_per(sentences[i], period) for i in allowed):
                return sentences[stating[0][0]]
        elif CLASS_OF.get(noun or "") != _MEASURE and all(per_whom_of(sentences[i], x) == _MEASURE for i, x in stating):
            return sentences[stating[0][0]]
    return None


def _per_noun(text: str, m: Mention) -> str | None:
    """The stem of the noun a sum is counted per right after it («за *ковёр*», "per *bag*"), or None."""
    found = PER_NOUN.search(text, m.end, min(len(text), m.end + PER_REACH))
    if found is None or text[m.end:found.start()].strip():
        return None  # only right after the sum: "£25 in the UK for a redraw" names no basis of the sum
    return stem(found.group("noun").lower())
