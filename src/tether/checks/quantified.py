"""A claim that says "all N" where a cited sentence excepts some N.

«Да, при ежедневной уборке протирают *все столы*» against «Уборка включает … протирку
столов, *кроме столов*, на которых оставлены документы»: the claim's words are spread over
two cited sentences (the daily cleaning, what it includes), so no one sentence holds enough
of them for the universal shape of :mod:`tether.checks.excluded` (unseen8 dev u8-ru-025).
What ties them is the noun itself: the claim quantifies over it ("all tables", «все
столы», "every household") and a cited sentence excepts that very noun ("except tables
…", «кроме столов …», "except households on assisted collections"). A claim that names an
exception of its own is not read (the caller has left it out already).
"""

from __future__ import annotations

import re

from ..guard import Guarded
from ..terms import GENERIC_TERMS, SentenceIndex, TermSet, subject_terms
from ..text import STOP_WORDS
from .polarity import has_negator

_QUANTIFIED = Guarded(r"\b(?:all|every|each|any)\s+(?:the\s+|of\s+the\s+)?([^\W\d_]+)|"
                      r"(?<!\w)(?:все|всех|всем|всеми|каждый|каждая|каждое|каждого|любой|любая|любое|любые)"
                      r"\s+([^\W\d_]+)", re.IGNORECASE,
                      ("all", "every", "each", "any", "вс", "кажд", "люб"))
_EXCEPTED = re.compile(r"\b(?:except|excluding|other\s+than|apart\s+from)\s+(?:for\s+|on\s+|the\s+)?([^\W\d_]+)|"
                       r"(?<!\w)(?:кроме|за\s+исключением)\s+([^\W\d_]+)", re.IGNORECASE)


def excepts_the_quantified(claim: str, index: SentenceIndex, allowed: frozenset[int]) -> str | None:
    """The cited sentence that excepts the noun the claim says "all" of, or None. A claim with
    a negator is not read: "not all tables are wiped" agrees with the exception."""
    if not _QUANTIFIED.possible(claim) or has_negator(claim):
        return None
    nouns = {t for found in _QUANTIFIED.pattern.finditer(claim)
             for w in found.groups() if w and w.lower() not in STOP_WORDS
             for t in subject_terms(w) if t not in GENERIC_TERMS}
    if not nouns:
        return None
    for i in sorted(allowed):
        sentence = index.sentences[i]
        for found in _EXCEPTED.finditer(sentence):
            excepted = TermSet(t for w in found.groups() if w for t in subject_terms(w))
            if any(n in excepted for n in nouns):
                return sentence
    return None
