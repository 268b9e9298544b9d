"""A claim that a rule holds "even if" / «даже если» in the case a cited sentence denies it in.

"You get €35 for a missed appointment, *even when the failure was caused by a storm*" against
"No guaranteed payment is made when the failure was caused by a storm" (unseen15 dev
u15-en-031); «претензию принимают …, *даже если повреждение не отмечено в акте*» against
«принимаем, *только если* повреждение отмечено в акте» (u15-ru-033). Every word of the claim is
the source's, so coverage cannot tell; the case the claim insists on is the one the source
denies (a negation) or makes the only one (an "only if"). A source that says "even if" itself
is restated, not contradicted.
"""

from __future__ import annotations

import re

from ..guard import Guarded, lazy_pattern
from ..terms import GENERIC_TERMS, TermSet, subject_terms
from .agreement import NEGATION_STEMS
from .claim_sources import Sources
from .polarity import has_negator

EVEN = Guarded(r"\beven\s+(?:if|when|though|after|where|for)\b|(?<!\w)даже\s+(?:если|когда|при|после|для)(?!\w)",
                re.IGNORECASE, ("even", "даже"))
_SOURCE_EVEN = lazy_pattern(r"\beven\s+(?:if|when|though|after|where|for|without|with)\b|"
                            r"(?<!\w)даже\s+(?:если|когда|при|после|для|без|с)(?!\w)", re.IGNORECASE)
"""A source that grants the case itself: "even without a receipt", «даже без описи» (review15 H-ru-07)."""
_CASE_ENDS = lazy_pattern(r"[,.;:!?()—–]")
_PART = lazy_pattern(r"[,;:—–]")
_ONLY_IF = lazy_pattern(r"\bonly\s+(?:if|when|where|for|with)\b|"
                        r"(?<!\w)(?:только|лишь)\s+(?:если|когда|при|для|с)(?!\w)", re.IGNORECASE)
MIN_CASE_WORDS = 2
"""Words of its own the "even if" case needs to be looked up: "even then" names none."""
HELD_SHARE = 0.5
"""Share of the case's words the denying clause must hold to be about that case: half, as
tether.checks.override's STATED_SHARE reads a condition's words. On the dev splits it fired on
no right answer; review15's 19 "even if" probes after the mend: 0 false fires."""


def insists_on_a_denied_case(text: str, sources: Sources) -> str | None:
    """The cited clause that denies the case ``text`` holds its rule "even if" in, or None."""
    found = EVEN.search(text)
    if found is None:
        return None
    end = _CASE_ENDS.search(text, found.end())
    said = text[found.end():end.start() if end else len(text)]
    case = [t for t in subject_terms(said) if t not in GENERIC_TERMS and t not in NEGATION_STEMS]
    denied_case = has_negator(said)  # «даже если он не зарегистрирован»: the case is itself a denial
    if len(case) < MIN_CASE_WORDS:
        return None
    need = max(MIN_CASE_WORDS, HELD_SHARE * len(case))
    for i in sources.allowed:
        sentence = sources.index.sentences[i]
        if _SOURCE_EVEN.search(sentence):
            continue  # the source says "even if" itself
        for part in _PART.split(sentence):
            held = TermSet(subject_terms(part))
            if sum(1 for t in case if t in held) < need:
                continue
            # a denial there denies the case, unless the case is a denial alike («если ребёнок не
            # зарегистрирован, его принимают …»: review15 H-ru-05)
            if _ONLY_IF.search(part) or (has_negator(part) and not denied_case):
                return part.strip()
    return None
