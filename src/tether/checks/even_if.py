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

import bisect
import re
from functools import lru_cache

from ..guard import Guarded, lazy_pattern
from ..terms import GENERIC_TERMS, TermSet, subject_terms
from .agreement import NEGATION_STEMS
from .claim_sources import Sources
from .polarity import has_negator, permissive

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


_DENIAL = lazy_pattern(r"\b(?:not|never|no|cannot|prohibited|forbidden|banned)\b|n't|"
                       r"(?<!\w)(?:не|нельзя|запрещ\w*|воспрещ\w*)(?!\w)", re.IGNORECASE)
"""A denial or a prohibition in the clause before the source's "even": what holds in its case too."""
_WITHOUT = lazy_pattern(r"\bwithout\b|(?<!\w)без(?!\w)", re.IGNORECASE)
_CLAUSE_START = lazy_pattern(r"[.;:!?]\s|\s[—–]\s")
"""Where the clause of the denial the "even" qualifies begins (a comma does not part them: «съёмка
запрещена*,* даже без вспышки»)."""


def grants_a_case_denied_even_so(text: str, sources: Sources) -> str | None:
    """The cited sentence that denies something "even" in the case ``text`` grants it in ("photography
    is not allowed, *even without flash*" answered "without flash you may take photos"), or None.

    A clause of the claim that permits and denies nothing, holds every word of the source's case and
    a word of the denied act, and says at most :data:`WORDS_APART` other words of its own, restates
    the denial's act turned round: «Да, без вспышки снимать спектакль можно» against «Во время
    спектакля фото- и видеосъёмка запрещена, даже без вспышки» (unseen41 dev u41-ru-044). A clause
    about another act in the same case ("with a resident permit you can park *during the day for
    free*" beside "overnight parking is not permitted, even with a resident permit") says more words
    of its own. The mirror of :func:`insists_on_a_denied_case`: there the claim says "even", here
    the source does."""
    for clause in _CLAIM_CLAUSES.split(text):
        if not permissive(clause) or has_negator(_WITHOUT.sub(" ", clause)):
            continue  # («*без* вспышки» is the case, no denial of the claim's)
        said = [t for t in subject_terms(clause) if t not in GENERIC_TERMS and t not in _PERMISSION_STEMS]
        for i in sorted(sources.allowed):
            for case, act in _denied_even_in(sources.index.sentences[i]):
                rest = [t for t in said if t not in case and t not in act]
                if all(t in said for t in case) and any(t in said for t in act) and len(rest) <= WORDS_APART:
                    return sources.index.sentences[i]
    return None


WORDS_APART = 1
"""Words of its own a granting clause may say beside the denied act's and its case's: a verb said
otherwise («снимать» for «съёмка»). Two ("during the day", "for free") are another act."""
_PERMISSION_STEMS = frozenset(subject_terms("may can allowed permitted welcome можно может могут разрешено "
                                            "разрешается допускается yes да"))
_CLAIM_CLAUSES = lazy_pattern(r",?\s+but\s+|;\s*|,\s*(?:но|а|однако)\s+|\s[—–]\s", re.IGNORECASE)
"""Where a claim's clauses part: "…, а в фойе — тем более" grants another case in its own clause."""


@lru_cache(maxsize=4096)
def _denied_even_in(sentence: str) -> tuple[tuple[tuple[str, ...], tuple[str, ...]], ...]:
    """Each case ``sentence`` denies something "even" in, with the words of what it denies: read once
    per sentence, not once per claim."""
    found = []
    starts = [m.end() for m in _CLAUSE_START.finditer(sentence)]  # once: a sentence of many "even"s stays linear
    for even in _SOURCE_EVEN.finditer(sentence):
        k = bisect.bisect_right(starts, even.start()) - 1
        denial = sentence[starts[k] if k >= 0 else 0:even.start()]
        if not _DENIAL.search(denial):
            continue  # "welcome, even with a dog": a grant the claim may restate
        end = _CASE_ENDS.search(sentence, even.end())
        case = tuple(t for t in subject_terms(sentence[even.end():end.start() if end else len(sentence)])
                     if t not in GENERIC_TERMS)
        act = tuple(t for t in subject_terms(denial) if t not in GENERIC_TERMS and t not in NEGATION_STEMS)
        if case:
            found.append((case, act))
    return tuple(found)
