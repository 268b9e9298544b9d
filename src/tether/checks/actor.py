"""Who does it: in an answer to a "who" question, the actor must be the source's.

"Кто платит за поверку счётчиков?" answered «Поверку организует управляющая компания за свой
счёт» against «Собственник организует поверку за свой счёт»: every word but the actor is the
source sentence's, so the claim's coverage passes. When the question asks who, the answer's
actor *is* the answer; so each clause of a claim is compared with the cited sentence that
states most of it, and a clause that keeps at least half its words from that sentence but
adds words of its own (the question's aside) names someone the source does not.

Only "who" questions: on other questions the same reading fired on one correct answer in
eight (a clause adds a detail from another sentence, or a synonym); on who-questions it
fired on 1 of 273 correct answers of the labelled verify sets and HaluEval's (a verb
paraphrase, «направляет уведомление» for «уведомляет»).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ..guard import Guarded
from ..terms import SentenceIndex, TermSet, Weights, subject_terms
from ..text import stem, tokens

_WHO = Guarded(re.compile(r"\b(?:who|whom|whose)\b|(?<!\w)(?:кто|кого|кому|кем|чей|чья|чьё|чье|чьи|чьего|чьей)(?!\w)",
                          re.IGNORECASE), ("who", "кт", "ког", "ком", "кем", "чь", "чей"))
_CLAUSE = re.compile(r"[;:]|,\s")
MIN_CLAUSE_WORDS = 2
"""A clause of one word ("The owner.") has no sentence to compare its actor with."""
_CARRIER_VERBS = frozenset(subject_terms(
    "send sends sent submit submits submitted carry carries carried perform performs performed conduct "
    "conducts conducted do does done issue issues issued "
    "направляет направляют направить подаёт подает подают подать осуществляет осуществляют производит "
    "производят проводит проводят выполняет выполняют оформляет оформляют"))
"""Verbs that carry an action named by a noun ("sends a notice" for "notifies", «направляет
уведомление» for «уведомляет»): a paraphrase's words, not an actor."""
_NO_ACTOR = frozenset(subject_terms(
    "anyone anybody someone somebody everyone everybody whoever "
    # how a figure compares ("costs *more* than 200 EUR" for "exceeds 200 EUR")
    "more less over under above below fewer greater higher lower "
    "больше меньше более менее свыше выше ниже дороже дешевле"))
"""Words that name no one: indefinite pronouns, and the comparison of a figure."""
_RU_VERB = re.compile(r"(?:ует|уют|ает|ают|яет|яют|еет|еют|тся|ться|ить|ать|ять)$")
"""Russian verb endings (the present tense's -ает/-ует, reflexives, infinitives): a verb the
answer chose («учитываются» for «принимаются») is a paraphrase, not an actor. Not -ет/-ит,
which nouns end in too («совет», «комитет» act)."""
KEPT_SHARE = 0.5
"""The share of a clause's words its best cited sentence must hold for the clause to restate
that sentence (and its extra words to be a changed actor rather than another statement)."""


def asks_who(question: str) -> bool:
    return _WHO.search(question) is not None


def unnamed_actor(text: str, anchors: Sequence[str], asked: TermSet, index: SentenceIndex,
                  allowed: frozenset[int], weights: Weights) -> tuple[str, ...]:
    """The words of a clause of ``text`` that its best cited sentence (of ``allowed``) lacks,
    when that sentence holds at least KEPT_SHARE of the clause; () when every clause restates
    its sentence or none does. ``anchors``: the claim's non-generic words; ``asked``: the
    question's, which an answer may always repeat."""
    kept = frozenset(anchors)
    for clause in _CLAUSE.split(text):
        words = [t for t in subject_terms(clause) if t in kept]
        if len(words) < MIN_CLAUSE_WORDS:
            continue
        scores = index.scores(words, allowed, weights)
        if not scores:
            continue
        best = min(scores, key=lambda k: (-scores[k], k))
        held = TermSet.of(index.terms[best])
        lacking = [t for t in words if t not in held]
        verbs = {stem(w) for w in tokens(clause) if _RU_VERB.search(w)}
        extra = tuple(t for t in lacking if t not in asked and t not in verbs
                      and t not in _CARRIER_VERBS and t not in _NO_ACTOR)
        if extra and len(words) - len(lacking) >= KEPT_SHARE * len(words):
            return extra
    return ()
