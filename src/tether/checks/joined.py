"""A condition the answer joins to a rule from another cited sentence.

"On Fibre 150 and Fibre 500, installation is free *if the connection is live within 10
working days*", citing "Installation is free on Fibre 150 and Fibre 500; … We offer you an
installation date within 14 days of your order, and most connections are live within 10
working days.": every word and figure is the source's, each in its own context, but no
sentence makes the one depend on the other (u7-en-031, unseen7 dev). Read in code: the
claim states a rule and a condition ("if / provided / as long as …", «если / при условии
…») that carries a figure; the cited sentence stating the rule says no condition and not
that figure; another cited sentence holds the figure with the condition's words and
states no dependency itself ("If you return the item within 30 days, you get a full
refund" is a condition the claim may join to "Refunds are paid to your card"). A
condition without a figure is not read: "Refunds are paid within 5 days if you return the
item" joins two sentences too, and says what they say together.
"""

from __future__ import annotations

import re

from ..figures import find_mentions
from ..guard import Guarded, lazy_pattern
from ..terms import GENERIC_TERMS, SentenceIndex, subject_terms
from .lexicon import IF_MARKERS

IF = Guarded(IF_MARKERS, re.IGNORECASE, ("if", "provided", "long", "condition", "если", "услови"))
_CONDITIONAL = lazy_pattern(r"\b(?:if|unless|provided|as\s+long\s+as|only|when|once|after|before|within|until)\b|"
                            r"(?<!\w)(?:если|при|только|лишь|когда|после|до|в\s+течение)(?!\w)", re.IGNORECASE)
"""Words by which a cited sentence makes its rule depend on something itself."""
_CLAUSE_END = lazy_pattern(r"[;.!?()]|,\s")
_CLAUSE_START = lazy_pattern(r"[;:()]|,\s|\s(?:while|whereas|but|and|а|но|и)\s", re.IGNORECASE)
MIN_TERMS = 2
"""Content words each side needs: the rule (its clause before the condition, as the condition
governs that clause: "6 to 14 pay 50 %, while younger children travel free if …") to find
its sentence, the condition to be one."""
HELD_SHARE = 0.5
"""Share of the condition's words the figure's sentence must hold to be its source."""


def joins_a_condition(claim: str, index: SentenceIndex, allowed: frozenset[int]) -> str | None:
    """The cited sentence a figure-bearing condition of the claim is taken from, when the
    sentence stating the claim's rule sets no condition; or None."""
    marker = IF.search(claim)
    if marker is None:
        return None
    end = _CLAUSE_END.search(claim, marker.end())
    condition = claim[marker.end():end.start() if end else len(claim)]
    figures = [m for m in find_mentions(condition) if m.readings]
    if not figures:
        return None
    head = claim[:marker.start()].rstrip(", ")  # «…, если …» sets the condition off by a comma
    starts = [m.end() for m in _CLAUSE_START.finditer(head)]
    rule = [t for t in subject_terms(head[starts[-1] if starts else 0:]) if t not in GENERIC_TERMS]
    said = [t for t in subject_terms(condition) if t not in GENERIC_TERMS]
    if len(rule) < MIN_TERMS or len(said) < MIN_TERMS:
        return None
    scores = index.scores(rule, allowed)
    if not scores:
        return None
    stating = max(scores, key=lambda i: (scores[i], -i))
    sentence = index.sentences[stating]
    numbers = [re.compile(rf"(?<![\d.,]){re.escape(m.text)}(?![.,]?\d)") for m in figures]
    if _CONDITIONAL.search(sentence) or any(n.search(sentence) for n in numbers):
        return None  # the rule's own sentence conditions it, or holds the figure: read there
    for i in sorted(allowed - {stating}):
        other = index.sentences[i]
        if IF.search(other):
            continue  # the figure's sentence states a dependency itself: the claim may be its
        held = sum(1 for t in said if i in index.holding(t))
        if all(n.search(other) for n in numbers) and held >= HELD_SHARE * len(said):
            return other
    return None
