"""A case a sentence denies in a list, said to be permitted.

«Да, с гипертонией прыгать можно» against «Прыгать нельзя гостям с грыжей позвоночника, с
гипертонией и тем, у кого было сотрясение мозга в последние 3 месяца» (unseen58 dev u58-ru-032).
The claim names two words of a long sentence, so the sentence is not compared whole
(:func:`tether.checks.claims.support` leaves a long sentence's modality to its clauses), and it has
no clause of its own to compare: the list hangs on the one denial.

A sentence of one clause, with one word of negation, no permission and nothing that sets a case
apart (a condition, an exception, a contrast, a relative "which", a colon), denies whatever it
lists. A part of a claim that permits, denies nothing, gives no figure and names
MIN_WORDS_ALONE distinctive words, all held by such a cited sentence, turns it round.
"""

from __future__ import annotations

import re

from ..figures.digits import DIGIT_RUN
from ..guard import lazy_pattern
from ..terms import TermSet, subject_terms
from ..text import tokens
from .affirmed_clause import MAX_PARTS
from .claim_sources import Sources
from .claim_text import Claim
from .clauses import CLAUSE_BREAK
from .denied_clause import MIN_WORDS_ALONE
from .polarity import ANSWER_WORD, BOUND, may_negate, negated, permissive

_APART = lazy_pattern(
    r"[:—–]|\b(?:if|unless|except|excluding|only|but|however|which|whose|when|while|whereas|although|though|until|"
    r"after|before|otherwise|instead|apart|other|without)\b|"
    r"(?<!\w)(?:если|кроме|исключени\w*|только|лишь|но|однако|а|котор\w+|когда|пока|"
    r"после|до|иначе|вместо|без|помимо)(?!\w)", re.IGNORECASE)
"""What sets a case of a sentence apart from its denial: "not refunded *unless* …", «нельзя, *кроме*
…», "…, *which* is open daily", «Абонемент именной*:* …» — the denial may govern only a part there."""
_DENIED_PERMISSION = lazy_pattern(
    r"\b(?:may|might|can|could)\s+not\b|\b(?:not|never)\s+(?:be\s+)?(?:allowed|permitted)\b|"
    r"(?<!\w)не\s+(?:может|могут|можете|можем|разрешен[аоы]?|разрешается|допуска\w*|допущен\w*)(?!\w)", re.IGNORECASE)
"""A permission denied: the sentence's one denial ("may not jump", «не допускаются»), not a grant."""
_PART = lazy_pattern(r"[;:—–]|,\s")
"""Where a claim's parts part: each is read on its own ("Yes, you may jump, if you feel well")."""
_PRONOUN = lazy_pattern(r"\s*(?:(?:and|but|so|и|но|а|так\s+что)\s+)?(?:they|it|he|she|these|those|them|"
                        r"он|она|оно|они|его|её|ее|их|ему|ей|им)\b", re.IGNORECASE)
"""A part whose subject is a pronoun ("…, and *they* may stay in any room"): it speaks of the part before."""
_DENIALS = frozenset("not no never cannot nobody не нет нельзя никто ни".split())
"""The words that deny an act. Not "free" or «бесплатно» (tether.checks.polarity.NEGATIONS has them:
they cancel a fee), which permit: "Assistance dogs stay free of charge in any room" denies nothing;
nor "without" / «без» (a condition: tether.text.NEGATORS has them)."""


def denies_its_list(sentence: str) -> bool:
    """Whether ``sentence`` is one clause with one word of negation, no permission and nothing that
    sets a case apart: its denial governs all it names."""
    if not may_negate(sentence) or CLAUSE_BREAK.search(sentence) or _APART.search(sentence) \
            or permissive(_DENIED_PERMISSION.sub(" ", sentence)):
        return False
    # a bound is no denial: «не позднее дня, …», "no more than 8 guests"
    return sum(1 for t in tokens(BOUND.sub(" ", sentence)) if t in _DENIALS or t.endswith("n't")) == 1


def permits_a_listed_case(claim: Claim, sources: Sources) -> str | None:
    """The cited sentence that denies, in a list, the case a part of ``claim`` permits; None when
    there is none."""
    if not claim.anchors or not permissive(claim.text):
        return None
    granting, denying = _read(sources)
    if not denying:
        return None
    before = ""
    for part in _PART.split(ANSWER_WORD.sub("", claim.text))[:MAX_PARTS]:
        # a part whose subject is a pronoun says it of the part before: "assistance dogs stay free
        # of charge, and they may stay in any room" speaks of assistance dogs
        said, before = (before + " " + part if _PRONOUN.match(part) else part), part
        if not permissive(part) or negated(part) or DIGIT_RUN.search(part):
            continue  # a bound's other side ("guests over 6 may …") is the bound readers'
        own = TermSet.of(subject_terms(said))
        words = tuple(t for t in claim.anchors if t in own)
        if len(words) < MIN_WORDS_ALONE:
            continue
        holding = sources.holding_all(words, within=denying | granting)
        if holding & granting:
            continue  # another sentence grants it: the part may restate that grant ("One attendant may
            # stay overnight in a private room" beside "Attendants may not stay overnight in the ICU")
        if holding:
            return sources.index.sentences[min(holding)]
    return None


def _read(sources: Sources) -> tuple[frozenset[int], frozenset[int]]:
    """The cited sentences that grant something and those that deny their list, read once per set of
    them: every part of every claim looks them up (a review: claims × material otherwise)."""
    found = sources.read_once.get("denied lists")
    if found is None:
        sentences = sources.index.sentences
        granting = frozenset(i for i in sources.allowed if permissive(_DENIED_PERMISSION.sub(" ", sentences[i])))
        denying = frozenset(i for i in sources.allowed - granting if denies_its_list(sentences[i]))
        found = sources.read_once["denied lists"] = (granting, denying)
    return found
