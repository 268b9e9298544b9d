"""A claim that a rule holds whatever the case when the cited sentence stating it sets a condition.

"You get a full refund within 14 days, *however many times you have visited*" against "…
a full refund …, *unless* you have visited the club more than twice" (unseen11 dev
u11-en-033); «паспорт *всегда* оформляют бесплатно» against «оформляют бесплатно *при
первой прививке*» (u11-ru-035). Every word of the claim is the source's but the override,
which the stemmed coverage does not weigh. Read in code: the claim says the rule holds in
every case ("regardless of", "however many", "no matter", "always", «независимо от»,
«всегда», «в любом случае») and states no condition of its own; the cited sentence that
holds most of its other words says no such phrase itself and names a condition or an
exception ("unless", "only if", "provided", «если», «при», «кроме»). The claim then drops
it: the shape of :mod:`tether.checks.any_time`, with a condition in the place of a time
limit.
"""

from __future__ import annotations

import re

from ..guard import Guarded
from ..terms import GENERIC_TERMS, SentenceIndex, subject_terms

OVERRIDE = Guarded(
    r"\b(?:regardless|irrespective|however\s+(?:many|much|often|long)|no\s+matter|whatever|in\s+(?:any|every|all)\s+"
    r"cases?|always)\b|(?<!\w)(?:независимо|всегда|в\s+любом\s+случае|во\s+всех\s+случаях|сколько\s+бы|"
    r"при\s+любом|при\s+любой|что\s+бы\s+ни)(?!\w)", re.IGNORECASE,
    ("regardless", "irrespective", "however", "matter", "whatever", "case", "always", "независимо", "всегда",
     "любом", "всех", "сколько", "любой", "бы"))
"""Words saying a rule holds in every case."""

_CONDITION = Guarded(
    r"\b(?:unless|except|excluding|only|if|provided|providing|as\s+long\s+as|so\s+long\s+as|subject\s+to|other\s+than|"
    r"on\s+condition)\b|(?<!\w)(?:если|только|лишь|при|кроме|за\s+исключением|в\s+случае|при\s+условии)(?!\w)",
    re.IGNORECASE,
    ("unless", "except", "excluding", "only", "if", "provid", "long", "subject", "other", "condition", "если",
     "только", "лишь", "при", "кроме", "исключением", "случае"))
"""What sets a rule's condition or exception."""

MIN_SAID = 2
"""Content words the source sentence must share with the claim besides its override, as for
:data:`tether.checks.any_time.MIN_SAID`: one shared word names no rule."""


def overrides_a_condition(claim: str, index: SentenceIndex, allowed: frozenset[int]) -> str | None:
    """The cited sentence whose condition the claim's "in every case" drops, or None."""
    phrase = OVERRIDE.search(claim)
    if phrase is None:
        return None
    rest = claim[:phrase.start()] + " " + claim[phrase.end():]
    if _CONDITION.search(rest):
        return None  # the claim states a condition itself ("always, if you book online")
    said = tuple(dict.fromkeys(t for t in subject_terms(rest) if t not in GENERIC_TERMS))
    if len(said) < MIN_SAID:
        return None
    counts: dict[int, int] = {}
    for t in said:
        for i in index.holding(t) & allowed:
            counts[i] = counts.get(i, 0) + 1
    if not counts or any(OVERRIDE.search(index.sentences[i]) for i in counts):
        return None  # a cited sentence on its words says "in every case" itself
    most = max(counts.values())
    best = min((i for i, n in counts.items() if n == most), key=lambda i: (len(index.sentences[i]), i))
    sentence = index.sentences[best]
    return sentence if most >= MIN_SAID and _CONDITION.search(sentence) else None
