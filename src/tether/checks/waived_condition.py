"""A condition the source lays, said not to matter: "one touch-up within 3 months is free, *whether or not
the aftercare sheet was followed*" where the source says "… is free *if the client followed the aftercare
sheet*" (unseen54 dev u54-en-035), «… бесплатно *независимо от того, соблюдалась ли памятка*».

Every other word of such a claim is the source's, so coverage passes it; the claim grants the rule
where the source does not. Read in code: the claim says a thing does not matter ("whether or not X",
"whether X or not", "regardless of X", "no matter whether X", «независимо от того, X»); a cited sentence
makes its rule depend on X (an "if" / "provided" / «если» / «при условии» clause holding at least
:data:`SHARED` of X's words); and no cited sentence says X does not matter itself.
"""

from __future__ import annotations

import re

from ..guard import lazy_pattern
from ..terms import GENERIC_TERMS, subject_terms
from .claim_sources import Sources
from .lexicon import IF_MARKERS

_WAIVED = lazy_pattern(
    r"\b(?:whether\s+or\s+not|regardless\s+of(?:\s+whether)?|irrespective\s+of(?:\s+whether)?|"
    r"no\s+matter\s+(?:whether|if))\b(?P<x>[^.;!?]{1,120})|"
    r"\bwhether\b(?P<y>[^.;!?]{1,120}?)\bor\s+not\b|"
    r"(?<!\w)независимо\s+от(?:\s+того)?(?P<z>[^.;!?]{1,120})", re.IGNORECASE)
"""What a claim says does not matter, with the words that name it."""
_IF = lazy_pattern(rf"(?:{IF_MARKERS})(?P<c>[^.;!?]{{1,160}})", re.IGNORECASE)
"""A condition a cited sentence lays, with its words (to the sentence's end: a condition's clause
may run on past a comma)."""
SHARED = 0.6
"""Share of the waived thing's words a cited condition must hold to be the same condition: "the
aftercare sheet was followed" against "the client followed the aftercare sheet" holds 3 of 3."""
MIN_WORDS = 2
"""Words the waived thing needs: "regardless of age" against "if aged 18" is a bound, the bounds' readers'."""


def waives_a_condition(claim: str, sources: Sources) -> str | None:
    """The cited sentence that lays a condition ``claim`` says does not matter, or None."""
    waived = [_words(next(g for g in m.group("x", "y", "z") if g)) for m in _WAIVED.finditer(claim)]
    waived = [w for w in waived if len(w) >= MIN_WORDS]
    if not waived:
        return None
    sentences = sources.index.sentences
    for i in sorted(sources.allowed):
        said = sentences[i]
        if any(_same(w, _words(next(g for g in m.group("x", "y", "z") if g)))
               for m in _WAIVED.finditer(said) for w in waived):
            return None  # the source says it does not matter itself
    for i in sorted(sources.allowed):
        for m in _IF.finditer(sentences[i]):
            laid = _words(m.group("c"))
            if any(_same(w, laid) for w in waived):
                return sentences[i]
    return None


def _words(text: str) -> frozenset[str]:
    return frozenset(t for t in subject_terms(text) if t not in GENERIC_TERMS)


def _same(waived: frozenset[str], laid: frozenset[str]) -> bool:
    return len(waived & laid) >= max(MIN_WORDS, SHARED * len(waived))
