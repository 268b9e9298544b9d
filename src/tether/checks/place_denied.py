"""A case granted by name where the cited sentence's clause for that name denies it.

«Цифровое пианино доставляем и забираем за счёт арендатора: 1 500 ₽ за одну поездку по Москве или
Казани и 40 лари по Тбилиси; *в Батуми доставки нет*» against «Да, цифровое пианино доставляем и в
Батуми» (unseen50 dev u50-ru-037): every word of the claim is the sentence's, and the sentence
affirms delivery — for the other cities. What the claim says of Batumi is said by the clause that
names Batumi, and that clause denies it.

Read where the claim denies nothing itself: a name of the claim (a capitalised word past its first)
is held by a clause of a cited sentence that says there is none of a thing (:data:`_NONE_THERE`;
the thing: :func:`tether.checks.polarity.polarity`), and the claim's own clause naming it says that
thing (:func:`tether.terms.same_term`).
"""

from __future__ import annotations

import re

from ..guard import lazy_pattern
from ..terms import same_term, subject_terms
from ..text import STOP_WORDS, stem, tokens
from .claim_sources import Sources
from .polarity import BOUND, has_negator, polarity

_CLAUSES = lazy_pattern(r"[;:—–()]|,\s|\s(?:but|whereas|while|но|а|однако)\s", re.IGNORECASE)
"""Where a sentence's clauses part, each with the case it names: «…; в Батуми доставки нет»."""
_NONE_THERE = lazy_pattern(r"(?<!\w)нет(?!\w)|\bthere\s+(?:is|are|will\s+be)\s+no\b", re.IGNORECASE)
"""A clause that says there is none («в Батуми доставки нет», "there is no delivery to Batumi"): not
every denial of a clause is about its case ("Team and Business have no *user* limit" denies no price
per user; "*without* the waiver" no waiver)."""
_NAME = lazy_pattern(r"(?<![\w-])[A-ZА-ЯЁ][^\W\d_]{2,}")
MAX_NAMES = 8
"""Names of one claim read: a claim naming more is a list, not a case granted (and each name costs a
pass over the cited sentences)."""


def grants_a_case_its_clause_denies(text: str, sources: Sources) -> str | None:
    """The cited sentence whose clause naming a case of ``text`` denies what ``text`` says of it,
    or None."""
    if has_negator(BOUND.sub(" ", text)):
        return None
    names = [m for m in _NAME.finditer(text) if m.start() > 0][:MAX_NAMES]
    for name in names:
        key = stem(name.group().lower())
        said = _clause_at(text, name.start())
        words = [t for t in subject_terms(said) if t != key]
        if not words:
            continue
        for i in sorted(sources.allowed):
            sentence = sources.index.sentences[i]
            if key not in sources.index.terms[i]:
                continue
            for clause in _CLAUSES.split(sentence):
                if key not in subject_terms(clause) or not _NONE_THERE.search(clause):
                    continue
                denied, _, double = polarity(clause)
                gone = _none_of(clause)
                if gone is not None:
                    denied = denied | {gone}
                if not double and any(same_term(w, d) for w in words for d in denied if d != key):
                    return sentence
    return None


_CLAUSE_FINAL_NONE = lazy_pattern(r"(?<!\w)нет\W*$", re.IGNORECASE)
_RU_CASE_PREPOSITIONS = frozenset("в во на по для с со у из от до к ко о об при за под над через после".split())


def _none_of(clause: str) -> str | None:
    """What a clause ending in «нет» says there is none of, as a stem: its first word that is no
    preposition's object («в Батуми *доставки* нет», «*скидок* для студентов нет», «*пакетов*
    индивидуальных занятий нет»: what follows it is its own genitive); None for any other clause.
    (:func:`tether.checks.polarity.polarity` reads a negator's *next* word: «нет *доставки*».)"""
    if not _CLAUSE_FINAL_NONE.search(clause):
        return None
    words = tokens(clause)
    for j, w in enumerate(words[:-1]):
        if w in STOP_WORDS or w.isdigit() or (j > 0 and words[j - 1] in _RU_CASE_PREPOSITIONS):
            continue
        return stem(w)
    return None


def _clause_at(text: str, at: int) -> str:
    """The clause of ``text`` around the character ``at``."""
    start = max((m.end() for m in _CLAUSES.finditer(text, 0, at)), default=0)
    end = next((m.start() for m in _CLAUSES.finditer(text, at)), len(text))
    return text[start:end]
