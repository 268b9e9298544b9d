"""A condition turned round: "a fee of 5 EUR *if* the member has set up a direct debit" against
"… *unless* the member has set up a direct debit"; «если товар *имеет* недостатки» against «если
товар *не имеет* недостатков» (a red-team: p15, p59, x03).

Every word of the claim is the source's, and so is its main clause's polarity: the word-by-word
readers see nothing turned. Read in code: a condition's sense is its marker ("unless" is "if
not") and the negation inside it. A claim whose condition and main clause say what a cited
sentence's do, word for word mostly, with the main clauses agreeing in negation and modality
and the conditions disagreeing in sense, states the rule for the other case. A main clause
turned round too ("*No* late fee *if* you pay by direct debit" for "a late fee *unless* …",
"showing ID is *optional* if …" for "you *must* show ID unless …") says the same rule from its
other side, and passes.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import NamedTuple

from ..guard import Guarded, lazy_pattern
from ..terms import GENERIC_TERMS, SentenceIndex, subject_terms
from .lexicon import IF_MARKERS, lays_a_duty
from .polarity import ANSWER_WORD, negated, permissive

_UNLESS = (r"\b(?:unless|except\s+(?:if|when|where))\b|"
           r"(?<!\w)(?:если\s+только\s+не|кроме\s+(?:тех\s+)?случаев,?\s+когда|за\s+исключением\s+случаев,?\s+когда)"
           r"(?!\w)")
_MARKERS = rf"(?P<unless>{_UNLESS})|(?P<if>{IF_MARKERS}|\b(?:only\s+if|when|whenever)\b|(?<!\w)когда(?!\w))"
_MARKER = Guarded(_MARKERS, re.IGNORECASE, ("if", "unless", "except", "provided", "long", "condition", "when", "если",
                                            "кроме", "исключением", "при", "когда"))
"""Cheap first look: a text with none of these words holds no condition."""
_EACH_MARKER = lazy_pattern(_MARKERS, re.IGNORECASE)
_CONDITION_END = lazy_pattern(r"[,;:.!?]|\s[—–]\s")
SHARED_SHARE = 0.6
"""Share of either side's words the two conditions (and, apart, the two main clauses) must
share to be one rule's: a condition is a few words ("the member has set up a direct debit"),
and a paraphrase changes one or two of them."""
MIN_SHARED = 2
"""Words two conditions must share at least: one shared word names no case."""


class _Conditioned(NamedTuple):
    sense: bool  # True: the rule holds when the condition's words do not ("unless", "if … not")
    condition: frozenset[str]
    main: frozenset[str]
    main_said: tuple[bool, bool, bool]  # the main clause's negation, permission and duty


@lru_cache(maxsize=4096)
def _read(sentence: str) -> _Conditioned | None:
    """A sentence's condition and the rest, or None when it has none or several (which of them
    the other side restates is not read)."""
    text = ANSWER_WORD.sub("", sentence)
    markers = list(_EACH_MARKER.finditer(text))
    if len(markers) != 1:
        return None
    marker = markers[0]
    stop = _CONDITION_END.search(text, marker.end())
    end = stop.start() if stop else len(text)
    condition, main = text[marker.end():end], text[:marker.start()] + " " + text[end:]
    return _Conditioned(bool(marker.group("unless")) != negated(condition), _terms(condition), _terms(main),
                        (negated(main), permissive(main), lays_a_duty(main)))


def _terms(text: str) -> frozenset[str]:
    return frozenset(t for t in subject_terms(text) if t not in GENERIC_TERMS)


def _shared(a: frozenset[str], b: frozenset[str]) -> bool:
    both = len(a & b)
    return both >= MIN_SHARED and both >= SHARED_SHARE * max(len(a), len(b))


def turns_a_condition(claim: str, index: SentenceIndex, allowed: frozenset[int]) -> str | None:
    """The cited sentence whose condition ``claim`` states the other way round, or None."""
    if not _MARKER.search(claim):
        return None
    said = _read(claim)
    if said is None or len(said.condition) < MIN_SHARED or not said.main:
        return None  # "Yes, if …": the main clause is the question's, nothing to compare
    for i in sorted(allowed):
        sentence = index.sentences[i]
        if not _MARKER.search(sentence):
            continue
        theirs = _read(sentence)
        if (theirs is not None and _shared(said.condition, theirs.condition) and _shared(said.main, theirs.main)
                and said.main_said == theirs.main_said and said.sense != theirs.sense):
            return sentence
    return None
