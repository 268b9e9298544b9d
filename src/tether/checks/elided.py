"""A case whose rule the cited sentence gives with its verb left out, given the other case's rule.

«Сухую магнезию в открытых вёдрах приносить нельзя, *жидкую — можно*» against «жидкую магнезию
приносить в зал нельзя» (unseen43 dev u43-ru-044, read after its blind arrival measurement): the
claim's every word is the source's, «нельзя» included, so coverage stands and no word is turned;
what moved is which case the ban is said of. Russian leaves the verb out of the second case and
marks the gap with a dash («жидкую — можно»).

Read in code: a cited clause that permits or bans, then, after a comma or a semicolon, a case of
one or two words, a dash and the other modal (:data:`_ELIDED`). A claim's clause that names that
case's words and says the first clause's modal gives the case the other case's rule.
"""

from __future__ import annotations

import re
from itertools import islice
from typing import NamedTuple

from ..guard import Guarded, lazy_pattern
from ..terms import GENERIC_TERMS, TermSet, subject_terms
from .claim_sources import Sources
from .clauses import quoted_in
from .lexicon import CLAUSES_AT_COMMAS

# a denied ban first: «не запрещено» permits
_ALLOW = (r"не\s+запрещ[её]н[аоы]?|не\s+запрещается|не\s+запрещаются|можно|разреш[её]н[аоы]?|разрешается|"
          r"разрешаются|допускается|допускаются|(?<!not\s)(?<!n't\s)allowed|(?<!not\s)(?<!n't\s)permitted")
_BAN = (r"нельзя|запрещ[её]н[аоы]?|запрещается|запрещаются|не\s+допускается|не\s+допускаются|не\s+разрешается|"
        r"не\s+разреш[её]н[аоы]?|(?:not|n't)\s+(?:be\s+)?(?:allowed|permitted)|forbidden")
_ELIDED = Guarded(
    rf"[,;]\s+(?:(?:а|но|and|but)\s+)?(?P<case>[^\W\d_]+(?:\s+[^\W\d_]+)?)\s*[—–-]\s*(?P<m2>{_BAN}|{_ALLOW})(?!\w)",
    re.IGNORECASE, ("можно", "нельзя", "разреш", "запрещ", "допуска", "allowed", "permitted", "forbidden"))
"""The other case after a clause, with the verb left out: «…, жидкую — можно»."""
FIRST_REACH = 200
"""Characters before it read for the clause that permits or bans («сухую магнезию в открытых вёдрах
приносить нельзя»): a clause of a rule, and each elided case costs the same however long the text."""
_MODAL = Guarded(rf"(?:(?P<allow>(?<!\w){_ALLOW})|(?P<ban>(?<!\w){_BAN}|n't\s+(?:be\s+)?(?:allowed|permitted)))(?!\w)",
                 re.IGNORECASE,
                 ("можно", "нельзя", "разреш", "запрещ", "допуска", "allowed", "permitted", "forbidden"))
_CLAUSES = lazy_pattern(CLAUSES_AT_COMMAS, re.IGNORECASE)
MIN_SHARED = 2
"""Words besides the case's that a claim's clause must share with the cited sentence: it states that
sentence's rule, not another's that names the same case («детям можно плавать в бассейне» beside
«взрослым в сауну можно, детям — нельзя»: a review of this reader)."""


CASES_READ = 8
"""Elided cases of the cited text, and clauses of the claim that permit or ban, read for one claim: a
rule states a few; each pair is compared, so more would cost their product."""


class _Elided(NamedTuple):
    case: frozenset[str]  # the elided case's words
    bans_other: bool  # the first clause bans


def _banning(modal: str) -> bool:
    found = _MODAL.pattern.fullmatch(modal)
    return found is not None and found.group("ban") is not None


def _elided(sentence: str) -> list[_Elided]:
    found = []
    for m in _ELIDED.pattern.finditer(sentence):
        before = sentence[max(0, m.start() - FIRST_REACH):m.start()]
        first = _MODAL.pattern.search(re.split(r"[.;:!?]", before)[-1])
        if first is None:
            continue
        first_bans, second_bans = first.group("ban") is not None, _banning(m.group("m2"))
        case = frozenset(t for t in subject_terms(m.group("case")) if t not in GENERIC_TERMS)
        if first_bans != second_bans and case:
            found.append(_Elided(case, first_bans))
    return found


def gives_the_elided_case_the_other_rule(claim: str, sources: Sources) -> str | None:
    """The cited sentence whose elided case the claim gives the rule of the case beside it; or None."""
    if not _MODAL.possible(claim):
        return None
    index = sources.index
    if any(quoted_in(claim, index.sentences[i]) for i in sources.allowed):
        return None  # a quote says what its sentence says
    read = list(islice(((i, e) for i in sorted(sources.allowed) if _ELIDED.possible(index.sentences[i])
                        for e in _elided(index.sentences[i])), CASES_READ))
    if not read:
        return None
    said = ((clause, modal) for clause in _CLAUSES.split(claim) if (modal := _MODAL.pattern.search(clause)))
    for clause, modal in islice(said, CASES_READ):
        words = frozenset(subject_terms(clause))
        for i, e in read:
            # the elided case named with the other case's modal («и сухую, и жидкую — нельзя» too),
            # in a clause that states this sentence's rule
            if e.case <= words and (modal.group("ban") is not None) == e.bans_other \
                    and sum(1 for t in words - e.case if t in TermSet.of(index.terms[i])) >= MIN_SHARED:
                return index.sentences[i]
    return None
