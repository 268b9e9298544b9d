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
from dataclasses import dataclass
from functools import lru_cache

from ..guard import lazy_pattern
from ..terms import GENERIC_TERMS, SentenceIndex, subject_terms
from ..text import stem, tokens
from .case_marks import same_case_marks
from .polarity import negated

PREFIXES = ("не", "без", "бес", "non-", "non", "un")
"""Not "in", "im", "dis": as often a word's own start ("income", "import", "discount") as a negation."""
MIN_CORE = 4
"""Letters of the word a prefix negates, at least ("used"): shorter cores meet by chance."""
SHARED_SHARE = 0.6
"""Share of the claim's other words the sentence's clause must hold to state the same rule."""
_CLAUSES = lazy_pattern(r"[;,:]|\s[—–]\s")


def _least(prefix: str) -> int:
    """Letters a word must keep without ``prefix`` for the prefix to be read as a negation."""
    return 2 if prefix.endswith("-") else MIN_CORE  # "non-EU": the hyphen says it is a prefix


@dataclass(frozen=True)
class _Prefixed:
    """A text's words read for negating prefixes, once per text (:func:`_prefixed`): ``cores``
    takes each word without a prefix to (the prefix's place in ``PREFIXES``, the word), and
    ``prefixes`` each word with a prefix to (that place, the word without it)."""

    cores: dict[str, tuple[tuple[int, str], ...]]
    prefixes: dict[str, tuple[tuple[int, str], ...]]


@lru_cache(maxsize=4096)
def _prefixed(text: str) -> _Prefixed:
    cores: dict[str, list[tuple[int, str]]] = {}
    prefixes: dict[str, tuple[tuple[int, str], ...]] = {}
    for word in _words(text):
        found = tuple((i, word[len(p):]) for i, p in enumerate(PREFIXES)
                      if word.startswith(p) and len(word) - len(p) >= _least(p))
        if found:
            prefixes[word] = found
            for i, core in found:
                cores.setdefault(core, []).append((i, word))
    return _Prefixed({core: tuple(found) for core, found in cores.items()}, prefixes)


def _pairs(claim: str, source: str) -> list[tuple[str, str]]:
    """(claim word, source word) pairs whose stems differ by a negating prefix («платная» and
    «бесплатна»: «платн», «бесплатн»), in the order of the claim's words and then of
    ``PREFIXES``. Each text's prefixed words are read once (:func:`_prefixed`), so a claim word
    costs a look-up or two rather than a test per prefix: this ran for every clause of every
    cited sentence, the costliest line of an interaction's checks (issue 15)."""
    claim_words, source_words = _words(claim), _words(source)
    claim_read, source_read = _prefixed(claim), _prefixed(source)
    out: list[tuple[str, str]] = []
    for a, word in claim_words.items():
        if a in source_words:
            continue
        found: list[tuple[int, int, str]] = []
        # the source says the claim's word with a prefix added («платн» → «бесплатн»)
        for i, theirs in source_read.cores.get(a, ()):
            if theirs not in claim_words:
                found.append((i, 0, source_words[theirs]))
        # the claim says a source word with a prefix added ("used" → "unused")
        for i, core in claim_read.prefixes.get(a, ()):
            if core in source_words and core not in claim_words:
                found.append((i, 1, source_words[core]))
        out.extend((word, theirs) for _, _, theirs in sorted(found))
    return out


@lru_cache(maxsize=4096)
def _words(text: str) -> dict[str, str]:
    """A text's words and their stems, each with the word it was read from."""
    words = [t for t in tokens(text.lower()) if t.isalpha() or "-" in t]
    # the stems meet across endings («платная», «бесплатна»); the words where the stemmer cuts
    # the two forms apart ("used" to "use", "unused" to "unus")
    return {**{t: t for t in words}, **{stem(t): t for t in words}}


@lru_cache(maxsize=4096)
def _clauses_of(sentence: str) -> tuple[tuple[str, ...], frozenset[str]]:
    """A cited sentence's clauses and every word and stem they hold (:func:`_words`): read once per
    sentence, not once per claim (the costliest lines of a warm verify, benchmarks/verify.py)."""
    clauses = tuple(_CLAUSES.split(sentence))
    return clauses, frozenset().union(*map(_words, clauses))


def _partners(claim: str) -> frozenset[str]:
    """The words one of which a cited clause must hold for :func:`_pairs` to pair it with a word of
    ``claim``: the claim's words with a prefix added, and its prefixed words without it."""
    out = {p + word for word in _words(claim) for p in PREFIXES}
    out.update(core for found in _prefixed(claim).prefixes.values() for _, core in found)
    return frozenset(out)


def negates_by_prefix(claim: str, index: SentenceIndex, allowed: frozenset[int]) -> str | None:
    """The cited sentence whose word ``claim`` negates (or un-negates) by a prefix, or None."""
    holding: dict[str, list[tuple[str, frozenset[str]]]] | None = None  # built when a pair is first found
    partners = _partners(claim)
    for i in sorted(allowed):
        sentence = index.sentences[i]
        clauses, words = _clauses_of(sentence)
        if partners.isdisjoint(words):  # no clause of it can pair a word with the claim's
            continue
        for clause in clauses:
            for said, theirs in _pairs(claim, clause):
                rest = frozenset(t for t in subject_terms(claim.replace(said, " ")) if t not in GENERIC_TERMS)
                shared = len(rest & frozenset(subject_terms(clause)))
                if shared < 2 or shared < SHARED_SHARE * len(rest):
                    continue
                # A clause that holds the claim's word and says as much of the rest is the claim's:
                # the sentence states both cases («в группе полного дня …, в группе
                # неполного дня …», unseen22 u22-ru-001 rewritten by evalsets/mutations.py); "in
                # the EU" of the roaming clause is not the calls' (a red-team, x09).
                # Or a clause of another cited sentence that marks the case as the claim does:
                # «Для детей от 7 до 14 лет запись необязательна» is the source's own beside «Детям
                # до 7 лет запись … обязательна» (not so «Для детей до 7 лет запись необязательна»).
                if holding is None:
                    holding = _clauses_by_word(index, allowed)
                if any(len(rest & terms) >= shared and (same_case_marks(claim, other) or other in clauses)
                       for other, terms in holding.get(said, ()) if other != clause):
                    continue
                # a negation of its own turns the word back («не бесплатна»: платна)
                if negated(_without(claim, said)) == negated(_without(clause, theirs)):
                    return sentence
    return None


def _clauses_by_word(index: SentenceIndex, allowed: frozenset[int]) -> dict[str, list[tuple[str, frozenset[str]]]]:
    """Every cited clause with its subject terms, filed under each of its words: read once per claim,
    so that looking for the clauses holding a word costs what they are, not the material."""
    out: dict[str, list[tuple[str, frozenset[str]]]] = {}
    for k in sorted(allowed):
        for clause in _clauses_of(index.sentences[k])[0]:
            entry = (clause, frozenset(subject_terms(clause)))
            for word in _words(clause):
                out.setdefault(word, []).append(entry)
    return out


def _without(text: str, word: str) -> str:
    return re.sub(rf"(?<!\w){re.escape(word)}(?!\w)", " ", text, flags=re.IGNORECASE)
