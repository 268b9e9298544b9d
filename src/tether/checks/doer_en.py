"""Who does the act asked about, in English: the answer gives it to another party of the cited
text (:mod:`tether.checks.doer` reads Russian).

"Who sends the invoice to the insurer?" answered "The *policyholder* sends the invoice directly
to the insurer" against "The *repairer* sends the invoice directly to the insurer, and the
policyholder pays only the excess": the policyholder is a party of the sentence, doing another
act. English marks the doer by its place: the words right before the verb ("The repairer
sends"), or after "by" in a passive ("is carried out *by* FibreLink").

Read only for a who-question, on the claim's clause whose verb is the question's (one stem:
"sends" / "sent", "authorises" / "authorised"). A pronoun is not read ("you send …" may be the
reader's own act). The claim fails when no cited clause of that act names the doer, while the
cited text or the question names that party.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ..guard import lazy_pattern
from ..terms import SentenceIndex
from ..text import STOP_WORDS_EN, stem
from .lexicon import IRREGULAR_PAST, verb_stem

_WORD = lazy_pattern(r"[a-z]+(?:[-'][a-z]+)*", re.IGNORECASE)
_CLAUSE_BREAK = lazy_pattern(r"[,;:()]|\s(?:and|but|while|whereas)\s", re.IGNORECASE)
MAX_APPOSITION_WORDS = 3
"""A piece this short after a comma names again what comes before it ("by its network partner,
*FibreLink*"): it is read with that clause."""
_ASKED_VERB = lazy_pattern(r"\bwho\s+(?:(?:must|should|can|will|may|shall|would|has\s+to|have\s+to|is\s+to|does|do)"
                           r"\s+)?(?!is\b|are\b|was\b|were\b)([a-z]+)", re.IGNORECASE)
_BE = frozenset("is are was were be been being gets get".split())
_PRONOUNS = frozenset("you we they he she it i one someone anyone everyone nobody itself themselves yourself".split())
_NOT = frozenset("not never no cannot don't doesn't won't isn't aren't".split())
_ASIDE = frozenset("directly only also always usually then first still just normally automatically".split())
"""Adverbs between a doer and its verb ("The repairer *directly* sends")."""


def _words(text: str) -> list[str]:
    return [w.lower() for w in _WORD.findall(text)]


def _clauses(text: str) -> list[list[str]]:
    out: list[list[str]] = []
    for piece in _CLAUSE_BREAK.split(text):
        words = _words(piece)
        if out and 0 < len(words) <= MAX_APPOSITION_WORDS:
            out[-1] += words
        elif words:
            out.append(words)
    return out


DOER_REACH = 6
"""Words read before a verb, or after its "by", for its doer: bounded, so that an answer of
many verbs is read in linear time."""


def _run_before(words: list[str], at: int, asked: frozenset[str]) -> list[str]:
    """The words right before the verb at ``at`` that name its doer ("the class *teacher*"),
    the adverbs between them skipped; [] when a stop word or a question word stands there."""
    stop = max(-1, at - 1 - DOER_REACH)
    i = at - 1
    while i > stop and words[i] in _ASIDE:
        i -= 1
    run: list[str] = []
    while i > stop and words[i] not in STOP_WORDS_EN and words[i] not in asked and words[i] not in _BE:
        run.append(words[i])
        i -= 1
    return run[::-1]


def _agent(words: list[str], at: int) -> list[str]:
    """The passive's doer: the words after "by" up to the next stop word ("carried out *by* its
    network partner")."""
    try:
        by = words.index("by", at + 1, at + 1 + DOER_REACH)
    except ValueError:
        return []
    run: list[str] = []
    for w in words[by + 1:by + 1 + DOER_REACH]:
        if w in STOP_WORDS_EN:
            if run:
                break
            continue
        run.append(w)
    return run


def _doer_and_clauses(text: str, act: str, asked: frozenset[str]) -> list[tuple[list[str], list[str]]]:
    """Each clause of ``text`` with a verb of stem ``act``: (its doer's words, the clause)."""
    out = []
    for words in _clauses(text):
        for at, w in enumerate(words):
            if verb_stem(w) != act:
                continue
            if any(w2 in _NOT for w2 in words[max(0, at - 3):at]):
                continue  # "Cedarloop does *not* bill these customers": who does not act
            passive = at > 0 and (words[at - 1] in _BE or (at > 1 and words[at - 2] in _BE))
            if w.endswith("ing") or not passive and (w.endswith("ed") or w in IRREGULAR_PAST):
                continue  # a participle ("the model *fitted* in most homes", "for *fitting* it"), not an act
            out.append((_agent(words, at) if passive else _run_before(words, at, asked), words))
    return out


def gives_the_act_to_another_en(claim: str, question: str, index: SentenceIndex, allowed: frozenset[int],
                                cited: Sequence[str] = ()) -> str | None:
    """The cited sentence whose act the claim gives to another of its parties, or None."""
    asked_verb = _ASKED_VERB.search(question)
    if asked_verb is None:
        return None
    act = verb_stem(asked_verb.group(1).lower())
    asked = frozenset(_words(question))
    doers = {tuple(d) for d, _ in _doer_and_clauses(claim, act, asked) if d}
    if len(doers) != 1:
        return None
    doer = doers.pop()
    head = doer[-1] if doer[-1] not in _PRONOUNS else ""
    if not head or any(w in _PRONOUNS for w in doer):
        return None
    acts = [(i, words) for i in sorted(allowed) for _, words in _doer_and_clauses(index.sentences[i], act, asked)]
    if not acts or any(not {stem(w) for w in doer}.isdisjoint(stem(w) for w in words) for _, words in acts):
        return None  # no cited act, or a cited clause of it names the claim's doer
    texts = cited or [index.sentences[i] for i in allowed]
    known = {stem(w) for text in (*texts, question) for w in _words(text)}
    return index.sentences[acts[0][0]] if stem(head) in known else None
