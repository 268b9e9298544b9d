"""A contrast that denies one of the things the cited sentence grants beside the other.

"Assistance dogs are welcome in the clubhouses, *but they are not allowed out on the course*"
against "Assistance dogs are welcome in the clubhouses and on the course" (unseen42 dev u42-en-044,
read after its blind arrival measurement): the denial is of another word ("allowed") than the one
the source affirms ("welcome"), so no polarity reader sees a word turned, and every word is the
source's.

Read in code: a claim of two parts, an affirmed one and, after "but" / «но» / «а», one that
denies; the words the denying part adds (its own, less generic words and the first part's, that
the cited text names) are :data:`MIN_ADDED` or more; the clause of the cited sentence that says
most of the first part holds them all and the first part's words, and the sentence denies
nothing. A sentence that grants the thing plainly, in one clause beside what the claim also
grants, grants it: the claim's denial turns it round. A rule and its other side in two clauses
("… up to 48 hours before; later cancellations are charged") are not one grant.
"""

from __future__ import annotations

import re

from ..figures.digits import DIGIT_RUN
from ..guard import Guarded
from ..terms import EXCEPTED, GENERIC_TERMS, TermSet, subject_terms
from .ban_words import AS_WITH, CONTRAST_OPENS, TRAILING_BAN, TRAILING_BAN_WORD
from .claim_sources import Sources
from .clauses import clause_holding_most
from .negation_apart import NEGATION_STEMS
from .polarity import ANSWER_WORD, BOUND, has_negator, permission_at

MIN_ADDED = 1
"""Words the denying part must add to the first part's: what it denies ("the course"); one is a thing."""
MIN_FIRST = 2
"""Words the affirmed part needs to pick its sentence: one word picks any (as MIN_ASKED in bare_yes)."""

# a run of spaces entered at its first: a search from each of its spaces was quadratic
_BUT = Guarded(r"(?:,|(?<!\s))\s+(?:but|yet|whereas|while)\s+|,\s*(?:но|а|однако)\s+", re.IGNORECASE,
               ("but", "yet", "whereas", "while", "но", "а", "однако"))


def denies_one_granted_beside(claim: str, sources: Sources) -> str | None:
    """The cited sentence that grants, beside the claim's first part, what its contrasted part denies;
    or None."""
    found = _BUT.search(claim)
    if found is None:
        return None
    first, second = ANSWER_WORD.sub("", claim[:found.start()]), claim[found.end():]
    if has_negator(first) or not has_negator(BOUND.sub(" ", second)) or _BUT.search(second) \
            or DIGIT_RUN.search(second):
        # one contrast, the first part granting and the second denying; not a bound ("but it is
        # never less than £50": unseen22 dev u22-en-003, a correct answer), nor a figure's side
        return None
    own = subject_terms(first)
    words = [t for t in own if t not in GENERIC_TERMS]
    # what it adds that the cited text names at all ("out" of "not allowed *out* on the course" is
    # its own phrasing; a thing no cited sentence names is coverage's to weigh)
    added = [t for t in subject_terms(second) if t not in own and t not in GENERIC_TERMS
             and t not in NEGATION_STEMS and sources.holds_any((t,))]
    if len(words) < MIN_FIRST or len(added) < MIN_ADDED:
        return None
    scores = sources.scores(words)
    if not scores:
        return None
    best = sources.best(scores)
    sentence = sources.index.sentences[best]
    # one clause grants both: "… in the clubhouses and on the course"; not a rule and its other side
    # ("… up to 48 hours before; later cancellations are charged": "…, but not later" agrees)
    held = TermSet.of(subject_terms(clause_holding_most(sentence, words)))
    if has_negator(sentence) or EXCEPTED.search(sentence) or not all(t in held for t in (*added, *words)):
        return None  # a sentence that denies or excepts ("…, except in the restaurant area") grants not all
    return sentence


_GRANT_PARTS = Guarded(r";|,\s*(?:но|а|однако|but|yet|whereas|while)\s", re.IGNORECASE, (";", ","))


def bans_what_a_clause_grants(claim: str, sources: Sources) -> str | None:
    """The cited sentence with a clause that grants a thing the claim bans by a ban set after it, or
    None: «Нет: сертификатом можно оплатить экскурсии, а сувениры — нельзя, *как и аудиогид*» against
    «Подарочным сертификатом можно оплатить экскурсии и аудиогид, но не сувениры» (a red-team of this
    session). Each thing banned is read whole — the words before a ban set after them
    (:data:`TRAILING_BAN_WORD`) back to a contrast, or of a «как и» after it — and a granting clause
    must hold all of one: «свою еду в зал приносить — нельзя» is not turned by «в зале можно пить
    воду» (a review of this reader)."""
    if not TRAILING_BAN_WORD.search(claim):
        return None
    banned = _banned_things(claim)
    if not banned:
        return None
    for i in sorted(sources.allowed):
        sentence = sources.index.sentences[i]
        for clause in _GRANT_PARTS.pattern.split(sentence):
            if permission_at(clause) < 0 or has_negator(clause) or EXCEPTED.search(clause):
                continue
            held = TermSet.of(subject_terms(clause))
            if any(all(t in held for t in thing) for thing in banned):
                return sentence
    return None


_CLAIM_PARTS = Guarded(r"[,;—–]", 0, (",", ";", "—", "–"))


def _banned_things(claim: str) -> list[frozenset[str]]:
    """The words of each thing ``claim`` bans by a ban set after it, and of each «как и» after one."""
    out: list[frozenset[str]] = []
    before: list[str] = []  # the parts since the last contrast or ban
    banned = False
    for part in _CLAIM_PARTS.pattern.split(claim):
        if TRAILING_BAN.fullmatch(part):
            words = frozenset(t for p in before for t in subject_terms(p)) - GENERIC_TERMS - NEGATION_STEMS
            if words:
                out.append(words)
            before, banned = [], True
        elif banned and AS_WITH.match(part):
            words = frozenset(subject_terms(AS_WITH.sub(" ", part, count=1))) - GENERIC_TERMS - NEGATION_STEMS
            if words:
                out.append(words)
        else:
            # a contrast opens what a ban after it bans; a part that grants is none of it
            before = [] if permission_at(part) >= 0 else [part] if CONTRAST_OPENS.match(part) else [*before, part]
            banned = False
    return out
