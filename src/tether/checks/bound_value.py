"""A bounded figure taken from another sentence: the claim restates one cited sentence's rule,
its bound word and all ("must check in *at least* 30 minutes before departure"), with the value
of another sentence that states it without that bound ("Check-in *closes* 15 minutes before
departure"): "Foot passengers must check in at least 15 minutes before departure" (unseen9 dev
u9-en-031). Every figure is supported somewhere and the sentence holding 15 shares the claim's
subject, so grounding's subject comparison passes it; the bound word says which rule it is.

Read only when the sentence the claim restates holds every word of the claim's own (figures and
bound words aside) and bounds a value of the same kind and unit the same way, no sentence that
holds the claim's value bounds it so, and none of those holds every word of the claim.
"""

from __future__ import annotations

from ..figures import find_mentions
from ..figures.digits import DIGIT_RUN
from ..figures.mention import QUANTITY_KINDS, Mention
from ..figures.quantities import letter_tokens
from ..terms import SentenceIndex, specific_terms
from .bounds import QUALIFIER_STEMS, Memo, _holding, same_values
from .sides import BEFORE, LOOK_BACK, QUALIFIER_WORDS

MIN_OWN_WORDS = 3
"""Words of its own a claim needs (figures and bound words aside) for one sentence holding them
all to be the rule it restates: "at least 15 minutes" alone restates nothing."""


def bound_word(text: str, m: Mention) -> str | None:
    """The bound right before ``m`` ("at least", «не менее»), as written, lower-cased; None for
    a figure stated without one."""
    window = text[max(0, m.start - LOOK_BACK):m.start].rstrip()
    last = next(reversed([*BEFORE.finditer(window)]), None)
    if last is None or last.end() != len(window):
        return None
    return " ".join(last.group().lower().split())


def takes_another_bounds_value(claim: str, index: SentenceIndex, allowed: frozenset[int], memo: Memo) -> str | None:
    """The cited sentence whose bounded rule the claim restates with another sentence's value,
    or None."""
    if QUALIFIER_WORDS.isdisjoint(letter_tokens(claim)):
        return None  # no bound word anywhere: most claims
    own = specific_terms(claim) - QUALIFIER_STEMS
    if len(own) < MIN_OWN_WORDS:
        return None
    for m in find_mentions(claim):
        # a figure in digits: one in words ("up to three children") has no run to look up
        bound = bound_word(claim, m) if m.kind in QUANTITY_KINDS and DIGIT_RUN.search(m.text) else None
        value = m.as_fact() if bound is not None else None
        if value is None:
            continue
        holding = _holding(value, m, index, allowed, memo)
        if not holding or any(bound_word(index.sentences[i], x) == bound or own <= specific_terms(index.sentences[i])
                              for i in holding for x in same_values(index.sentences[i], value)):
            continue  # stated with this bound, or by a sentence saying all the claim says
        for i in sorted(allowed - set(holding)):
            sentence = index.sentences[i]
            if own <= specific_terms(sentence) and any(
                    x.kind == m.kind and x.unit == m.unit and x.as_fact() != value and bound_word(sentence, x) == bound
                    for x in find_mentions(sentence)):
                return sentence
    return None
