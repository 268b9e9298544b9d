"""A duty made a choice: "Passengers with pets *may* book a pet-friendly cabin" against "… *must*
book a pet-friendly cabin" (red-team rt29). The mirror of :mod:`tether.checks.recommendation`'s advice
made a rule, read on the act a permission grants; moved out of that module to keep it readable.
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..guard import lazy_pattern
from ..terms import GENERIC_TERMS, subject_terms
from .claim_sources import Sources
from .lexicon import DUTY_ACT, verb_stem
from .polarity import PERMITTED_ACT
from .recommendation import DENIAL_REACH, DENIED_BEFORE, MIN_SHARED, MODAL_TERMS


def makes_a_duty_a_choice(claim: str, sources: Sources) -> str | None:
    """The cited sentence that lays as a duty the act ``claim`` only permits: "Passengers with
    pets *may* book a pet-friendly cabin" against "… *must* book a pet-friendly cabin", «пассажиры
    *могут* зарегистрироваться» against «*обязаны* зарегистрироваться» (red-team rt29). The same
    act (its stem), the permission not denied ("cannot", «не может»), no cited sentence permitting
    that act itself, and MIN_SHARED of the claim's other words in the duty's sentence."""
    if not PERMITTED_ACT.search(claim):
        return None
    acts = []
    for m in PERMITTED_ACT.finditer(claim):
        before = DENIED_BEFORE.search(claim, max(0, m.start() - DENIAL_REACH), m.start())
        if before is None and _DENIED_AFTER.match(claim, m.end()) is None:
            acts.append(verb_stem(m.group(1) or m.group(2)))
        if len(acts) >= MAX_PERMISSIONS:
            break
    if not acts:
        return None
    index = sources.index
    allowed = sorted(sources.allowed)
    permitted, duties = _cited_acts(tuple(index.sentences[i] for i in allowed))
    asked = frozenset(acts) - permitted
    if not asked:
        return None
    terms = frozenset(t for t in subject_terms(claim) if t not in MODAL_TERMS and t not in GENERIC_TERMS)
    for i, laid in zip(allowed, duties, strict=True):
        if not asked.isdisjoint(laid) and len(terms & frozenset(index.terms[i])) >= MIN_SHARED:
            return index.sentences[i]
    return None


@lru_cache(maxsize=256)
def _cited_acts(sentences: tuple[str, ...]) -> tuple[frozenset[str], tuple[frozenset[str], ...]]:
    """The acts the cited sentences permit, and each sentence's acts laid as duties: read once per
    set of them, not once per claim of an answer."""
    permitted = frozenset(verb_stem(x.group(1) or x.group(2)) for sentence in sentences
                          for x in PERMITTED_ACT.finditer(sentence))
    duties = tuple(frozenset(verb_stem(d.group(1)) for d in DUTY_ACT.pattern.finditer(sentence))
                   if DUTY_ACT.possible(sentence) else frozenset() for sentence in sentences)
    return permitted, duties


MAX_PERMISSIONS = 8
"""Permissions of one claim read: a sentence grants a few; a bounded read of a long one."""


_DENIED_AFTER = lazy_pattern(r"(?:not|n't)\b", re.IGNORECASE)
