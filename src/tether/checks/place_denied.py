"""A case granted by name where the cited sentence's clause for that name denies it.

«Цифровое пианино доставляем и забираем за счёт арендатора: 1 500 ₽ за одну поездку по Москве или
Казани и 40 лари по Тбилиси; *в Батуми доставки нет*» against «Да, цифровое пианино доставляем и в
Батуми» (unseen50 dev u50-ru-037): every word of the claim is the sentence's, and the sentence
affirms delivery — for the other cities. What the claim says of Batumi is said by the clause that
names Batumi, and that clause denies it.

Read where the claim denies nothing itself: a name of the claim (a capitalised word past its first)
is held by a clause of a cited sentence that says there is none of a thing (:data:`_NONE_THERE`),
and the claim's own clause naming it says every word of that clause (:func:`tether.terms.same_term`):
the thing whole, not a word of it («номеров с собственной ванной … нет» is no denial of a double
room).
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..guard import lazy_pattern
from ..terms import TermSet, subject_terms
from ..text import stem
from .claim_sources import Sources
from .lexicon import CLAUSES_AT_COMMAS
from .polarity import BOUND, has_negator

_CLAUSES = lazy_pattern(CLAUSES_AT_COMMAS, re.IGNORECASE)
"""Where a sentence's clauses part, each with the case it names: «…; в Батуми доставки нет»."""
_NONE_THERE = lazy_pattern(r"(?<!\w)нет(?!\w)|\bthere\s+(?:is|are|will\s+be)\s+no\b", re.IGNORECASE)
"""A clause that says there is none («в Батуми доставки нет», "there is no delivery to Batumi"): not
every denial of a clause is about its case ("Team and Business have no *user* limit" denies no price
per user; "*without* the waiver" no waiver)."""
_NONE_WORDS = frozenset(subject_terms("нет there is are will be"))
"""The words that say there is none, not what of."""
_DENIED_IN_A_WORD = lazy_pattern(
    r"\b(?:cancel+ed|closed|unavailable|impossible|suspended|discontinued|paused?|free\s+of|without|except|"
    r"no\s+longer)\b|(?<!\w)(?:невозможн\w*|отмен[её]н\w*|закрыт\w*|недоступн\w*|приостановлен\w*|отсутств\w*|"
    r"прекращ\w*|без|кроме)(?!\w)", re.IGNORECASE)
"""A claim that says there is none in a word of its own ("Classes in Tbilisi are *cancelled* on 1 May",
«Доставка в Самару *невозможна*», «… *отсутствует*», "Delivery in Tbilisi is *free of* charge" for "no
delivery charge"): it agrees with the clause, it does not grant the case (a red-team and a review)."""
_NAME = lazy_pattern(r"(?<![\w-])[A-ZА-ЯЁ][^\W\d_]{2,}")
"""A name: a capitalised word of three letters or more."""
_FIRST_WORD = lazy_pattern(r"\W*")
MAX_NAMES = 8
"""Names of one claim read, its first eight: a case granted is named once or twice, and each name
costs a pass over the cited sentences holding it."""


def grants_a_case_its_clause_denies(text: str, sources: Sources) -> str | None:
    """The cited sentence whose clause naming a case of ``text`` denies what ``text`` says of it,
    or None."""
    if has_negator(BOUND.sub(" ", text)) or _DENIED_IN_A_WORD.search(text):
        return None
    opening = _FIRST_WORD.match(text)
    first = opening.end() if opening else 0
    names = [m for m in _NAME.finditer(text) if m.start() > first][:MAX_NAMES]  # not the sentence's first word
    for name in names:
        key = stem(name.group().lower())
        said = TermSet(t for t in subject_terms(_clause_at(text, name.start())) if t != key)
        for i in sorted(sources.allowed):
            if key not in sources.index.terms[i]:
                continue
            for terms in _denials(sources.index.sentences[i]):
                if key not in terms:
                    continue
                # what the clause says there is none of, whole: «номеров *с собственной ванной*
                # … нет» denies no double room (a faithful reordering of unseen49 dev u49-ru-004);
                # each word looked up, not compared with each of the claim's (a review: quadratic)
                none_of = [t for t in terms if t != key and t not in _NONE_WORDS]
                if none_of and all(t in said for t in none_of):
                    return sources.index.sentences[i]
    return None



@lru_cache(maxsize=4096)
def _denials(sentence: str) -> tuple[tuple[str, ...], ...]:
    """The subject terms of each clause of a cited ``sentence`` that says there is none: read once
    per sentence, not once per name of every claim (the costliest line of a warm verify,
    benchmarks/verify.py)."""
    return tuple(tuple(subject_terms(clause)) for clause in _CLAUSES.split(sentence) if _NONE_THERE.search(clause))


def _clause_at(text: str, at: int) -> str:
    """The clause of ``text`` around the character ``at``."""
    start = max((m.end() for m in _CLAUSES.finditer(text, 0, at)), default=0)
    end = next((m.start() for m in _CLAUSES.finditer(text, at)), len(text))
    return text[start:end]
