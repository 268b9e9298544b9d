"""A permission denied where the cited sentences about its subject only grant it.

"No, dogs are not allowed on the pontoons" against "Dogs are welcome on a lead" (unseen24 dev
u24-en-042): the claim borrows its denial from another sentence of the same section
("Barbecues are not allowed on the pontoons") and its subject from this one, so every word
is in the source and the word-by-word polarity readers see a denial the source has. What the
source says about *dogs* is a welcome. So: a claim that denies a permission, with no
condition of its own ("off the lead", "without", "unless", "only"), is unsupported when the
cited sentences holding its subject — its rarest word that any cited sentence holds — all
grant without a condition and none denies.

The mirror: "Yes, selfie sticks are allowed" against "Professional cameras, selfie sticks, and
outside food and drink are prohibited" (unseen25 dev u25-en-042). The list puts the subject in
a clause of its own, away from the prohibition, and the source sentence is too long to be
compared whole. A clause of the claim that grants, with no condition and no denial of its own,
is unsupported when every cited sentence holding its subject denies without a condition and
none grants.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from ..guard import Guarded, lazy_pattern
from ..terms import GENERIC_TERMS, TermSet, subject_terms
from .claim_sources import Sources
from .polarity import ANSWER_WORD

_DENIES = Guarded(
    r"(?:\b(?:not|n't)\s+(?:be\s+)?(?:allowed|permitted|welcome|accepted)|"
    r"\b(?:prohibited|forbidden|banned)\b|\bcannot\b|\bcan't\b|\bmay\s+not\b)|"
    r"(?<!\w)(?:нельзя|запрещ\w*|не\s+(?:разреша\w*|допуска\w*|пуска\w*|принима\w*))(?!\w)",
    re.IGNORECASE, ("not", "n't", "prohibited", "forbidden", "banned", "cannot", "нельзя", "запрещ", "не"))
_GRANTS = lazy_pattern(
    r"\b(?:welcome|allowed|permitted|accepted|may|can)\b|"
    r"(?<!\w)(?:разреш\w*|допуска\w*|можно|принима\w*|пуска\w*|приветству\w*|вправе)(?!\w)", re.IGNORECASE)
"""Words that grant; «вправе» too: «Родители *вправе* взять своё кресло» answered «своё кресло брать
нельзя» (unseen26 dev u26-ru-041)."""
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
    claim = claim.replace("’", "'")
    if not _DENIES.search(claim) or _CONDITIONED.search(claim) or _GRANTS.search(_DENIES.sub(" ", claim)):
        return None  # a condition of its own, or a grant beside the denial ("may join …, not …")
    return _all_about_it(claim, sources, _only_grants)


def grants_a_denied_permission(claim: str, sources: Sources) -> str | None:
    """The cited sentence that denies what a clause of ``claim`` grants, when every cited
    sentence about that clause's subject denies it; else None."""
    for clause in _CONTRASTED.split(ANSWER_WORD.sub("", claim.replace("’", "'"))):  # "can’t" is "can't"
        if _GRANTS.search(clause) and not _CONDITIONED.search(_WITH_YOU.sub(" ", clause)) \
                and not _ANY_NEGATOR.search(clause) and not _DENIES.search(clause):
            found = _all_about_it(clause, sources, _denies_alone)
            if found is not None:
                return found
    return None


_CONTRASTED = lazy_pattern(r",?\s+but\s+|;\s*|,\s*(?:но|а|однако)\s+", re.IGNORECASE)
"""Where a claim's clauses part that may grant and deny apart: "selfie sticks are allowed, *but*
cameras are prohibited"."""


def _only_grants(sentence: str) -> bool:
    sentence = sentence.replace("’", "'")
    return not (_ANY_NEGATOR.search(sentence) or _DENIES.search(sentence) or _CONDITIONED.search(sentence)) \
        and bool(_GRANTS.search(sentence))


def _denies_alone(sentence: str) -> bool:
    """A denial with no grant beside it and no condition but an "outside" that comes before it:
    "*outside* food and drink are prohibited" names a thing; "prohibited *outside* designated
    areas" grants inside them."""
    sentence = sentence.replace("’", "'")
    denial = _DENIES.search(sentence)
    if denial is None or _GRANTS.search(_DENIES.sub(" ", sentence)):
        return False
    before = _OUTSIDE.sub(" ", sentence[:denial.start()])
    return not _CONDITIONED.search(before) and not _CONDITIONED.search(sentence, denial.start())


_OUTSIDE = lazy_pattern(r"\boutside\b", re.IGNORECASE)
_WITH_YOU = lazy_pattern(r"(?<!\w)с\s+собой(?!\w)", re.IGNORECASE)
"""«взять *с собой*»: what one brings, not «с» of a time ("с 10:00")."""


def _all_about_it(claim: str, sources: Sources, says: Callable[[str], bool]) -> str | None:
    """The first cited sentence holding the claim's subject — its rarest word that any cited
    sentence holds — when every such sentence ``says`` so without a condition; else None."""
    words = [t for t in subject_terms(claim) if t not in GENERIC_TERMS and t not in _PERMISSION_WORDS]
    index, allowed = sources.index, sources.allowed
    held = [(sources.weights.weight(t), -at, t) for at, t in enumerate(words) if index.holding(t) & allowed]
    if not held:
        return None
    subject = max(held)[2]  # the rarest; of equally rare words the first ("*dogs* … on the pontoons")
    about = sorted(index.holding(subject) & allowed)
    for i in about:
        sentence = index.sentences[i]
        if subject not in TermSet.of(index.terms[i]) or not says(_part_about(sentence, words)):
            return None
    return index.sentences[about[0]]


def _part_about(sentence: str, words: list[str]) -> str:
    """The part of ``sentence`` that holds more of the claim's ``words`` where a grant's clause and a
    comma set a denial apart from it ("Guests may bring their own drinks on a private charter,
    *alcohol is not allowed on the group cruise*": a red-team of session 40, as
    tether.checks.excluded reads the denial's reach); the whole sentence otherwise."""
    grant = _GRANTS.search(sentence)
    comma = sentence.find(", ", grant.end()) if grant else -1
    if comma < 0 or not _DENIES.search(sentence[comma:]):
        return sentence
    head, tail = TermSet(subject_terms(sentence[:comma])), TermSet(subject_terms(sentence[comma + 2:]))
    in_head, in_tail = sum(t in head for t in words), sum(t in tail for t in words)
    return sentence[comma + 2:] if in_tail > in_head else sentence[:comma] if in_head > in_tail else sentence
