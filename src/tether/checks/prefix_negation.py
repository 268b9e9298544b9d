"""A word negated by its prefix: «товар *не*надлежащего качества можно вернуть» against «товар
надлежащего качества …», «доставка платная» against «доставка *бес*платна», "*un*used items are
refunded" against "used items are refunded" (a red-team: x17, x19).

A negation in a prefix is no word of its own, so the polarity readers see none, and the stems
differ, so the coverage sees one paraphrased word. Read in code: a word of the claim that is a
cited sentence's word with a negating prefix added or taken away («не», «без», «бес», "un",
"non", "in", "im", "dis"), where that sentence's clause says most of the claim's other words and
neither it nor the claim holds the word both ways, turns the statement round — unless the claim
turns it back with a negation of its own («*не* бесплатна» is «платна»).
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..guard import lazy_pattern
from ..terms import GENERIC_TERMS, SentenceIndex, subject_terms
from ..text import stem, tokens
from .polarity import negated

PREFIXES = ("не", "без", "бес", "non-", "non", "un")
"""Not "in", "im", "dis": as often a word's own start ("income", "import", "discount") as a negation."""
MIN_CORE = 4
"""Letters of the word a prefix negates, at least ("used"): shorter cores meet by chance."""
SHARED_SHARE = 0.6
"""Share of the claim's other words the sentence's clause must hold to state the same rule."""
_CLAUSES = lazy_pattern(r"[;,:]|\s[—–]\s")


def _pairs(claim_words: dict[str, str], source_words: dict[str, str]) -> list[tuple[str, str]]:
    """(claim word, source word) pairs whose stems differ by a negating prefix («платная» and
    «бесплатна»: «платн», «бесплатн»): looked up, not compared pair by pair, so the cost grows
    with the words, not their product."""
    out = []
    for a, word in claim_words.items():
        if a in source_words:
            continue
        for p in PREFIXES:
            least = 2 if p.endswith("-") else MIN_CORE  # "non-EU": the hyphen says it is a prefix
            if len(a) >= least and p + a in source_words and p + a not in claim_words:
                out.append((word, source_words[p + a]))
            core = a[len(p):]
            if a.startswith(p) and len(core) >= least and core in source_words and core not in claim_words:
                out.append((word, source_words[core]))
    return out


@lru_cache(maxsize=4096)
def _words(text: str) -> dict[str, str]:
    """A text's words and their stems, each with the word it was read from."""
    words = [t for t in tokens(text.lower()) if t.isalpha() or "-" in t]
    # the stems meet across endings («платная», «бесплатна»); the words where the stemmer cuts
    # the two forms apart ("used" to "use", "unused" to "unus")
    return {**{t: t for t in words}, **{stem(t): t for t in words}}


def negates_by_prefix(claim: str, index: SentenceIndex, allowed: frozenset[int]) -> str | None:
    """The cited sentence whose word ``claim`` negates (or un-negates) by a prefix, or None."""
    claim_words = _words(claim)
    for i in sorted(allowed):
        sentence = index.sentences[i]
        clauses = _CLAUSES.split(sentence)
        for clause in clauses:
            clause_words = _words(clause)
            for said, theirs in _pairs(claim_words, clause_words):
                rest = frozenset(t for t in subject_terms(claim.replace(said, " ")) if t not in GENERIC_TERMS)
                shared = len(rest & frozenset(subject_terms(clause)))
                if shared < 2 or shared < SHARED_SHARE * len(rest):
                    continue
                # A clause of the sentence that holds the claim's word and says as much of the rest
                # is the claim's: the sentence states both cases («в группе полного дня …, в группе
                # неполного дня …», unseen22 u22-ru-001 rewritten by evalsets/mutations.py); "in
                # the EU" of the roaming clause is not the calls' (a red-team, x09).
                if any(said in _words(other) and len(rest & frozenset(subject_terms(other))) >= shared
                       for other in clauses if other is not clause):
                    continue
                # a negation of its own turns the word back («не бесплатна»: платна)
                if negated(_without(claim, said)) == negated(_without(clause, theirs)):
                    return sentence
    return None


def _without(text: str, word: str) -> str:
    return re.sub(rf"(?<!\w){re.escape(word)}(?!\w)", " ", text, flags=re.IGNORECASE)
