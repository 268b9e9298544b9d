"""A permission denied where the cited sentences about its subject only grant it.

"No, dogs are not allowed on the pontoons" against "Dogs are welcome on a lead" (unseen24 dev
u24-en-042): the claim borrows its denial from another sentence of the same section
("Barbecues are not allowed on the pontoons") and its subject from this one, so every word
is in the source and the word-by-word polarity readers see a denial the source has. What the
source says about *dogs* is a welcome. So: a claim that denies a permission, with no
condition of its own ("off the lead", "without", "unless", "only"), is unsupported when the
cited sentences holding its subject — its rarest word that any cited sentence holds — all
grant without a condition and none denies.
"""

from __future__ import annotations

import re

from ..guard import Guarded, lazy_pattern
from ..terms import GENERIC_TERMS, TermSet, subject_terms
from .claim_sources import Sources

_DENIES = Guarded(
    r"(?:\b(?:not|n't)\s+(?:be\s+)?(?:allowed|permitted|welcome|accepted)|"
    r"\b(?:prohibited|forbidden|banned)\b|\bcannot\b|\bcan't\b|\bmay\s+not\b)|"
    r"(?<!\w)(?:нельзя|запрещ\w*|не\s+(?:разреша\w*|допуска\w*|пуска\w*|принима\w*))(?!\w)",
    re.IGNORECASE, ("not", "n't", "prohibited", "forbidden", "banned", "cannot", "нельзя", "запрещ", "не"))
_GRANTS = lazy_pattern(
    r"\b(?:welcome|allowed|permitted|accepted|may|can)\b|"
    r"(?<!\w)(?:разреш\w*|допуска\w*|можно|принима\w*|пуска\w*|приветству\w*)(?!\w)", re.IGNORECASE)
_CONDITIONED = lazy_pattern(
    r"\b(?:off|without|unless|except|outside|only|if|unaccompanied|loose|apart\s+from|other\s+than|besides|"
    r"after|before|until|till|past|between|from)\b|\d|"
    r"(?<!\w)(?:кроме|без|только|если|вне|лишь|после|до|раньше|позже|с)(?!\w)", re.IGNORECASE)
"""A denial or a grant with a condition of its own: "not allowed *off* the lead" may restate
"welcome on a lead"; "allowed *only* on the terrace" denies it elsewhere; a time or a figure
bounds either ("not allowed *after 16:00*" restates "welcome *from 10:00 to 16:00*")."""
_ANY_NEGATOR = lazy_pattern(r"\b(?:not|no|never|nor)\b|n't|(?<!\w)(?:не|нет|ни|нельзя)(?!\w)", re.IGNORECASE)
"""Any denial in a granting sentence ("…, but *not* in the restaurant"): it is not a grant alone."""
_PERMISSION_WORDS = frozenset(subject_terms(
    "allowed permitted welcome accepted prohibited forbidden banned разрешено запрещено допускается нельзя"))


def denies_a_granted_permission(claim: str, sources: Sources) -> str | None:
    """The cited sentence that grants what ``claim`` denies, when every cited sentence about
    its subject grants it; else None."""
    if not _DENIES.search(claim) or _CONDITIONED.search(claim) or _GRANTS.search(_DENIES.sub(" ", claim)):
        return None  # a condition of its own, or a grant beside the denial ("may join …, not …")
    words = [t for t in subject_terms(claim) if t not in GENERIC_TERMS and t not in _PERMISSION_WORDS]
    index, allowed = sources.index, sources.allowed
    held = [(sources.weights.weight(t), -at, t) for at, t in enumerate(words) if index.holding(t) & allowed]
    if not held:
        return None
    subject = max(held)[2]  # the rarest; of equally rare words the first ("*dogs* … on the pontoons")
    about = sorted(index.holding(subject) & allowed)
    for i in about:
        sentence = index.sentences[i]
        if _ANY_NEGATOR.search(sentence) or _DENIES.search(sentence) or not _GRANTS.search(sentence) \
                or _CONDITIONED.search(sentence) or subject not in TermSet.of(index.terms[i]):
            return None
    return index.sentences[about[0]]
