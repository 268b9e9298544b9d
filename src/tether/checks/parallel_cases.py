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
from ..figures.digits import DIGIT_RUN
from ..guard import lazy_pattern
from ..jurisdictions import find as find_jurisdictions
from ..terms import specific_terms
from .claim_sources import Sources
from .polarity import negated

MIN_SHARED = 2
"""Words two case bodies share to be one rule given twice ("hut tour includes … board"): one
shared word is no parallel."""
MAX_CASE_CHARS = 60
"""The length of a case phrase before its comma: a place or a kind of thing ("In Norwegian DNT
cabins" is 23 characters; a few words more, as any of the labelled sets' case phrases), not a
clause."""

_CASE_OPENING = lazy_pattern(
    r"(?:^|;\s*)(?P<case>(?:in|for|в|во|для|у)\s+[^,;.:]{3,"
    + str(MAX_CASE_CHARS) + r"}?),\s*(?P<body>[^;]+)",
    re.IGNORECASE)
"""A part that opens with its case and a comma, at the start of a sentence or after a semicolon.
Not "At check-in, …", "On arrival, …", «При заезде, …»: steps in time, each its own rule (a review
of fb24b50)."""
_ANSWER_WORD = lazy_pattern(r"^\s*(?:yes|no|да|нет)\b[\s,.:;!—–-]*", re.IGNORECASE)


class _CaseRule(NamedTuple):
    case: frozenset[str]  # the case phrase's words
    places: frozenset[str]  # the countries it names
    body: frozenset[str]  # the rule's words
    denies: bool  # whether the rule denies: "lunch is *not* included" against "lunch is included"


@lru_cache(maxsize=4096)
def _case_rules(sentence: str) -> tuple[_CaseRule, ...]:
    """The parts of ``sentence`` that open with their case; kept, as every claim asks again."""
    out = []
    for found in _CASE_OPENING.finditer(sentence):
        case = found.group("case")
        out.append(_CaseRule(specific_terms(case), frozenset(find_jurisdictions(case)),
                             specific_terms(found.group("body")), negated(found.group("body"))))
    return tuple(out)


def drops_the_case(claim: str, question: str, sources: Sources, answer: str = "") -> str | None:
    """The cited sentence whose case's rule the claim states for every case, or None."""
    rules = [(i, rule) for i in sorted(sources.allowed) for rule in _case_rules(sources.index.sentences[i])]
    if len(rules) < 2:
        return None
    if DIGIT_RUN.search(question):
        return None  # the reader's own figure ("my 6-year-old") may name the case
    said = _ANSWER_WORD.sub("", claim)
    own = specific_terms(said)
    # the whole answer tells the case: "Only on the Norwegian DNT cabin tours. There, …"
    told, told_places = _told(answer or said, question)
    for i, rule in rules:
        if not rule.case or not own <= rule.body or any(holds(told, t) for t in rule.case) \
                or not rule.places.isdisjoint(told_places):
            continue  # not all the case's rule, or the case told: "my son" names the children's
        for _, other in rules:
            if other is rule or other.case == rule.case or len(rule.body & other.body) < MIN_SHARED:
                continue
            if not (own & (rule.body - other.body)) and rule.denies == other.denies:
                continue  # the claim says only what both cases share
            return sources.index.sentences[i]
    return None


@lru_cache(maxsize=256)
def _told(answer: str, question: str) -> tuple[frozenset[str], frozenset[str]]:
    """The words and the countries the answer and the question name: read once per answer, not
    once per claim of it."""
    return specific_terms(answer) | specific_terms(question), frozenset(find_jurisdictions(f"{answer} {question}"))
