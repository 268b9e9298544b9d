"""An "only" that restricts to something no cited sentence names; an "including" that adds one.

"Excess baggage can *only be paid in cash*" beside "Excess baggage is paid at the check-in
counter" (unseen26 dev u26-en-040), "Only one receiver is lent *per ticket*" (unseen25 dev
u25-en-041), «скидка действует только *на тарифе «Оптима»*»: an invented restriction brings
one word of its own, too few for the coverage pre-check (``MIN_UNCOVERED``), and it is the word
the restriction turns on. So the noun an "only" restricts to — a word right after a preposition
or a determiner in the phrase the "only" governs ("in *cash*", "per *ticket*", «на *тарифе*»)
— must be held by a cited sentence.

The mirror: "Children under 2 travel free on an adult's lap, *including twins travelling with a
single adult*" against "… one such child per adult" (unseen26 dev u26-en-046): what an
"including" / «включая» / «в том числе» adds must be named by a cited sentence too — unless the
claim says "all" / "any" / «все» of it first, where the included one is the reader's own case of
it («во всех категориях, в том числе за одежду», unseen19 holdout u19-ru-002, a correct answer).

Only such a noun is read: the other words an "only" governs are as often the answer's own
phrasing of what the source says ("only *available* to members", «только *тогда* банк её
возместит», "only *carried* in cabin baggage"), and a few prepositional idioms name no thing
("in advance", "in some cases").
"""

from __future__ import annotations

import re

from ..guard import Guarded, lazy_pattern
from ..terms import GENERIC_TERMS, figure_free_terms
from .claim_sources import Sources
from .claim_text import term_set_of
from .lexicon import ONLY_WORD

_SCOPE_END = lazy_pattern(r"[.;:!?,—–()]|\s(?:and|but|or|if|when|unless|и|но|или|если|а|пока)\s", re.IGNORECASE)
"""Where the phrase an "only" governs ends: a clause's punctuation or its conjunction."""
_BEFORE_A_NOUN = lazy_pattern(
    r"\b(?:in|on|at|by|per|for|with|to|from|via|through|after|before|during|under|the|a|an|your|their|his|her|its|"
    r"each|every|this|that)\s+(?:(?:the|a|an|your|their|his|her|its|each|every|this|that)\s+)?"
    r"(?P<en>[a-z]{3,}(?:-[a-z]+)*)|"
    r"(?<!\w)(?:в|во|на|по|при|через|для|с|со|у|за|от|до|без|к|о|об|после|перед|из|под)\s+(?:[«\"]\s*)?"
    r"(?P<ru>[а-яё]{3,}(?:-[а-яё]+)*)|"
    r"[«\"“](?P<name>[^»\"”]{2,40})[»\"”]",
    re.IGNORECASE)
"""A word in a noun's place: right after a preposition or a determiner (or both: "by *the*
week" is read to "week", not stopped at "the"), a compound whole
("second-class" is one term of the index); or a quoted name («тариф *«Премиум»*»)."""
_IDIOMS = lazy_pattern(
    r"\b(?:in\s+(?:advance|general|total|time|full|person|writing|some|certain|limited|exceptional|rare|such)|"
    r"at\s+(?:least|most|all|once|first|times)|by\s+(?:default|law)|for\s+(?:now|example|instance)|"
    r"on\s+(?:time|request|demand))\b|(?<!\w)(?:в\s+(?:течение|случае|виде|целом|порядке|исключительных|"
    r"отдельных|некоторых)|по\s+(?:желанию|запросу|необходимости)|при\s+(?:необходимости|условии)|"
    r"за\s+(?:исключением|счёт|счет)|до\s+(?:конца|начала))(?!\w)", re.IGNORECASE)
"""Prepositional idioms that name no thing the answer restricts to."""


def restricts_to_the_unsaid(claim: str, sources: Sources) -> str | None:
    """The word an "only" of ``claim`` restricts to that no cited sentence holds, or None."""
    if not ONLY_WORD.search(claim) or not sources.allowed:
        return None
    for only in ONLY_WORD.pattern.finditer(claim):
        scope = _IDIOMS.sub(" ", _scope(claim, only.end()))
        for m in _BEFORE_A_NOUN.finditer(scope):
            for term in figure_free_terms(m.group("en") or m.group("ru") or m.group("name")):
                if term not in GENERIC_TERMS and not sources.holds_any((term,)) and not _in_cited(term, sources):
                    return term
    return None


INCLUDING = Guarded(r"\bincluding\b|(?<!\w)(?:включая|в\s+том\s+числе)(?!\w)", re.IGNORECASE,
                    ("including", "включая", "том"))
_ALL = lazy_pattern(r"\b(?:all|any|every|each)\b|(?<!\w)(?:все\w*|всех|люб\w+|кажд\w+)(?!\w)", re.IGNORECASE)


def includes_the_unsaid(claim: str, sources: Sources) -> str | None:
    """A word of what an "including" of ``claim`` adds that no cited sentence holds, or None."""
    if not INCLUDING.search(claim) or not sources.allowed:
        return None
    first_all = _ALL.search(claim)
    for including in INCLUDING.pattern.finditer(claim):
        if first_all is not None and first_all.start() < including.start():
            continue
        for term in figure_free_terms(_scope(claim, including.end())):
            if "-" not in term and term not in GENERIC_TERMS and not sources.holds_any((term,)) \
                    and not _in_cited(term, sources):
                return term
    return None


SCOPE_REACH = 120
"""Characters an "only" or an "including" is read to at most: a phrase, not the rest of a text
without punctuation (each would be read to its end: quadratic in untrusted text)."""


def _scope(claim: str, start: int) -> str:
    """The phrase from ``start`` to its clause's end (:data:`_SCOPE_END`), SCOPE_REACH at most."""
    stop = min(len(claim), start + SCOPE_REACH)
    end = _SCOPE_END.search(claim, start, stop)
    return claim[start:end.start() if end else stop]


def _in_cited(term: str, sources: Sources) -> bool:
    """Whether the whole cited texts hold ``term``, when the allowed sentences are a few quotes
    of them (the extraction's): a word of the fragment outside the quotes is still the source's."""
    return any(term in term_set_of(text) for text in sources.cited_texts)
