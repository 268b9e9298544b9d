"""As often as you like, where the rule counts: "you can exchange it *as many times as you like*"
where the cited sentence says the ticket "can be exchanged *once*".

A count of times with no period ("once", "twice", "up to 3 times", «один раз», «однократно») is no
figure a figure check reads, and the claim that drops it for "any number of times" brings one or two
words of its own, so the sentence-support check passes it; a reader who follows it asks again where
the rule allows one more (unseen41 dev u41-en-042, u41-ru-042). :mod:`tether.checks.frequency` reads
counts per a period; this reads the count's absence said outright.

Read in code: the claim's clause holding an unlimited count (:data:`UNLIMITED`) names an act by its
subject words (:data:`tether.checks.frequency.MIN_ACT` at least); a cited sentence turns it when it
counts the times (:data:`_COUNTED`) and holds :data:`tether.checks.frequency.ACT_SHARE` of those
words, and no cited sentence says "any number of times" of the same act (one that says so of
another act — "view your booking any number of times" — leaves the count standing: a red-team of
session 41).
"""

from __future__ import annotations

import re

from ..guard import Guarded, lazy_pattern
from ..terms import GENERIC_TERMS, has_term, subject_terms
from .claim_sources import Sources
from .frequency import ACT_SHARE, CLAUSE_BREAK, CLAUSE_REACH, MIN_ACT
from .spans import span_between

UNLIMITED = Guarded(
    # "as many times as you like", "… as they want", "… as your child needs": one or two words between
    r"\bas\s+(?:many\s+times|often)\s+as\s+(?:(?:[a-z]+\s+){1,2}?(?:likes?|wants?|wish|wishes|needs?)|"
    r"needed|necessary|required)\b|"
    r"\b(?:any|an\s+unlimited)\s+number\s+of\s+times\b|\bunlimited\s+(?:times|number\s+of\s+times)\b|"
    r"\bwithout\s+(?:any\s+)?limit\b|\bno\s+limit\s+(?:on|to)\s+(?:the\s+number|how\s+many)\b|"
    r"(?<!\w)(?:сколько\s+угодно|сколько\s+(?:хотите|захотите|пожелаете|нужно)\s+раз|"
    r"(?:любое|неограниченное)\s+(?:число|количество)\s+раз|неограниченно|без\s+ограничени[йя])(?!\w)",
    re.IGNORECASE, ("many", "often", "number", "unlimited", "limit", "сколько", "любое", "неограничен",
                    "ограничени"))
"""A count of times said to have no end: "as many times as you like", "any number of times",
«сколько угодно раз», «любое количество раз», «без ограничений»."""
_COUNTED = lazy_pattern(
    r"\b(?:once|twice|thrice|one\s+time|(?:\d+|two|three|four|five)\s+times)\b|"
    r"(?<!\w)(?:однократно|единожды|дважды|трижды|(?:один|одного|два|двух|три|трёх|трех|четыре|четырёх|четырех|пять|пяти|"
    r"\d+)\s+раза?)(?!\w)",
    re.IGNORECASE)
"""A count of times: "once", "twice", "3 times", «один раз», «однократно», «дважды», «до трёх раз»."""
_CLAUSE_START = lazy_pattern(r"[;:()—–]|,\s|\.(?:\s|$)|\s(?:but|or|но|а|или)\s", re.IGNORECASE)
"""Where the claim's clause holding its unlimited count begins: not at an "and", which joins the act's
own words before the count ("exchange it … and change the date as many times as you like"). It
ends at :data:`tether.checks.frequency.CLAUSE_BREAK`, "and" included: "… as many times as you like
*and* view your booking" is another act (a red-team of session 41)."""
MAX_READ = 8
"""Unlimited counts of one claim read: a claim holds one; the comparison stays bounded."""


def repeats_a_counted_act(claim: str, sources: Sources) -> str | None:
    """The cited sentence that counts the times of an act ``claim`` says may be done without limit,
    when no cited sentence says so of that act too; or None."""
    if not UNLIMITED.possible(claim):
        return None
    sentences = [sources.index.sentences[i] for i in sorted(sources.allowed)]
    counted = [s for s in sentences if _COUNTED.search(s)]
    if not counted:
        return None
    unlimited = [s for s in sentences if UNLIMITED.pattern.search(s)]
    for k, found in enumerate(UNLIMITED.pattern.finditer(claim)):
        if k == MAX_READ:
            break
        start, _ = span_between(claim, found.start(), found.end(), _CLAUSE_START, CLAUSE_REACH)
        _, end = span_between(claim, found.start(), found.end(), CLAUSE_BREAK, CLAUSE_REACH)
        own = frozenset(subject_terms(found.group()))
        act = [t for t in subject_terms(claim[start:found.start()] + " " + claim[found.end():end])
               if t not in own and t not in GENERIC_TERMS]
        if len(act) < MIN_ACT:
            continue
        if any(_of_the_act(act, s) for s in unlimited):
            continue  # the source says so of this act too
        for sentence in counted:
            if _of_the_act(act, sentence):
                return sentence
    return None


def _of_the_act(act: list[str], sentence: str) -> bool:
    """Whether ``sentence`` holds :data:`tether.checks.frequency.ACT_SHARE` of the act's words."""
    theirs = subject_terms(sentence)
    return sum(has_term(t, theirs) for t in act) >= ACT_SHARE * len(act)
