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
words, and no cited sentence says "any number of times" too.
"""

from __future__ import annotations

import re

from ..guard import Guarded, lazy_pattern
from ..terms import GENERIC_TERMS, has_term, subject_terms
from .claim_sources import Sources
from .frequency import ACT_SHARE, CLAUSE_REACH, MIN_ACT
from .spans import span_between

UNLIMITED = Guarded(
    r"\bas\s+(?:many\s+times|often)\s+as\s+(?:you\s+(?:like|want|wish|need)|needed|necessary|required)\b|"
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
    r"(?<!\w)(?:однократно|дважды|трижды|(?:один|два|три|четыре|пять|\d+)\s+раза?)(?!\w)",
    re.IGNORECASE)
"""A count of times: "once", "twice", "3 times", «один раз», «однократно», «дважды»."""
_CLAUSE_BREAK = lazy_pattern(r"[;:()—–]|,\s|\.(?:\s|$)|\s(?:but|or|но|а|или)\s", re.IGNORECASE)
"""Where the claim's clause holding its unlimited count ends ("and" joins the act's own words:
"exchange it … and as many times as you like")."""
MAX_READ = 8
"""Unlimited counts of one claim read: a claim holds one; the comparison stays bounded."""


def repeats_a_counted_act(claim: str, sources: Sources) -> str | None:
    """The cited sentence that counts the times of an act ``claim`` says may be done without limit,
    when no cited sentence says so too; or None."""
    if not UNLIMITED.possible(claim):
        return None
    sentences = [sources.index.sentences[i] for i in sorted(sources.allowed)]
    if any(UNLIMITED.pattern.search(s) for s in sentences):
        return None  # the source says so too
    counted = [s for s in sentences if _COUNTED.search(s)]
    if not counted:
        return None
    for k, found in enumerate(UNLIMITED.pattern.finditer(claim)):
        if k == MAX_READ:
            break
        start, end = span_between(claim, found.start(), found.end(), _CLAUSE_BREAK, CLAUSE_REACH)
        own = frozenset(subject_terms(found.group()))
        act = [t for t in subject_terms(claim[start:found.start()] + " " + claim[found.end():end])
               if t not in own and t not in GENERIC_TERMS]
        if len(act) < MIN_ACT:
            continue
        for sentence in counted:
            theirs = subject_terms(sentence)
            if sum(has_term(t, theirs) for t in act) >= ACT_SHARE * len(act):
                return sentence
    return None
