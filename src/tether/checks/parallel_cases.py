"""One case's rule said of every case: the qualifier that names the case dropped, where the cited
text gives a parallel case another rule.

"Hut tours include full board: breakfast, a packed lunch and dinner" against "*In Swiss mountain
huts*, the hut tour includes half board: dinner and breakfast. … *In Norwegian DNT cabins*, the
hut tour includes full board: breakfast, a packed lunch and dinner" (unseen34 dev u34-en-034):
every word of the claim is the Norwegian sentence's, so coverage passes; what is gone is the
phrase that says whose rule it is, and the text says the other case's rule differs.

Read in code: a cited sentence (or a part after a semicolon) that opens with a case — "In X,",
"For X,", «В X,», «Для X,» — and states a rule (its *body*); another such part of the cited text,
with another case, whose body shares at least :data:`MIN_SHARED` of its words (a parallel rule).
The claim states the first one's rule for every case when all its own words are the first
body's, it holds a word of the first body that the parallel one lacks (what differs: "full",
"lunch"), and neither the claim nor the question names the first case (its words or words of the
same meaning, "my son" for "children"; or its country: "Norwegian" is Norway's).
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import NamedTuple

from ..coverage import holds
from ..guard import lazy_pattern
from ..jurisdictions import find as find_jurisdictions
from ..terms import specific_terms
from .claim_sources import Sources

MIN_SHARED = 2
"""Words two case bodies share to be one rule given twice ("hut tour includes … board"): one
shared word is no parallel."""
MAX_CASE_CHARS = 60
"""The length of a case phrase before its comma: a place or a kind of thing, not a clause."""

_CASE_OPENING = lazy_pattern(
    r"(?:^|;\s*)(?P<case>(?:in|for|on|at|within|under|в|во|для|на|при|у)\s+[^,;.:]{3,"
    + str(MAX_CASE_CHARS) + r"}?),\s*(?P<body>[^;]+)",
    re.IGNORECASE)
"""A part that opens with its case and a comma, at the start of a sentence or after a semicolon."""
_ANSWER_WORD = lazy_pattern(r"^\s*(?:yes|no|да|нет)\b[\s,.:;!—–-]*", re.IGNORECASE)


class _CaseRule(NamedTuple):
    case: frozenset[str]  # the case phrase's words
    places: frozenset[str]  # the countries it names
    body: frozenset[str]  # the rule's words


@lru_cache(maxsize=4096)
def _case_rules(sentence: str) -> tuple[_CaseRule, ...]:
    """The parts of ``sentence`` that open with their case; kept, as every claim asks again."""
    out = []
    for found in _CASE_OPENING.finditer(sentence):
        case = found.group("case")
        out.append(_CaseRule(specific_terms(case), frozenset(find_jurisdictions(case)),
                             specific_terms(found.group("body"))))
    return tuple(out)


def drops_the_case(claim: str, question: str, sources: Sources) -> str | None:
    """The cited sentence whose case's rule the claim states for every case, or None."""
    rules = [(i, rule) for i in sorted(sources.allowed) for rule in _case_rules(sources.index.sentences[i])]
    if len(rules) < 2:
        return None
    said = _ANSWER_WORD.sub("", claim)
    own = specific_terms(said)
    told = own | specific_terms(question)
    told_places = frozenset(find_jurisdictions(f"{said} {question}"))
    for i, rule in rules:
        if not rule.case or not own <= rule.body or any(holds(told, t) for t in rule.case) \
                or not rule.places.isdisjoint(told_places):
            continue  # not all the case's rule, or the case told: "my son" names the children's
        for _, other in rules:
            if other is rule or other.case == rule.case or len(rule.body & other.body) < MIN_SHARED:
                continue
            if not (own & (rule.body - other.body)):
                continue  # the claim says only what both cases share
            return sources.index.sentences[i]
    return None
