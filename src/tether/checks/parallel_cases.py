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
from ..named_things import names_a_group
from ..terms import specific_terms
from ..text import STOP_WORDS, stem
from .claim_sources import Sources
from .polarity import has_negator, negated

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


_TRAILING_CASE = lazy_pattern(r"\s(?:for|для)\s+(?P<case>[^,;.:]{3," + str(MAX_CASE_CHARS) + r"}?)\s*$", re.IGNORECASE)
"""A case that closes a part: "… is free *for Primary students*", «… бесплатно *для учеников 1 класса*»."""
_JOINT = r",?\s+(?:and|but|while|whereas|и|а|но)\s+"
_COORDINATED = lazy_pattern(_JOINT, re.IGNORECASE)
CLAUSES = lazy_pattern(r",\s|;|" + _JOINT, re.IGNORECASE)
"""A claim's clauses, each read for a case rule on its own."""
MAX_PARTS = 8
"""Coordinated parts a sentence may have for its closing cases to be read: a rule given per case
names a few (two to four in the labelled sets); a longer run of "and" is a list, and reading each
part against each other stays bounded."""
MAX_CLAIM_CLAUSES = 32
"""Clauses of one claim read for a closing case, as :mod:`.negation_apart` reads a sentence's."""


def claim_clauses(said: str) -> list[str]:
    """The first :data:`MAX_CLAIM_CLAUSES` clauses of a claim, each read for a case rule on its own."""
    return CLAUSES.split(said, maxsplit=MAX_CLAIM_CLAUSES)[:MAX_CLAIM_CLAUSES]


@lru_cache(maxsize=4096)
def _trailing_case_rules(sentence: str) -> tuple[tuple[_CaseRule, frozenset[str]], ...]:
    """The coordinated parts of ``sentence`` that each close with their case ("In Singapore, a trial
    lesson is free for Primary students and costs SGD 45 for Secondary students"), when every part
    does, there are two to MAX_PARTS, and each case names people or a number ("for Year 6 pupils";
    not a purpose: "a grey bin for general waste and a blue bin for mixed recycling" lists two
    things): one rule given per case. Each with the words that set its case apart from the others'.
    The first part's body holds the sentence's subject; the others' only their own words."""
    parts = _COORDINATED.split(sentence.rstrip(" .!?"), maxsplit=MAX_PARTS)
    if not 2 <= len(parts) <= MAX_PARTS:
        return ()
    cases = [_TRAILING_CASE.search(p) for p in parts]
    found = [(p, c) for p, c in zip(parts, cases, strict=True)
             if c is not None and (names_a_group(c.group("case")) or DIGIT_RUN.search(c.group("case")))]
    if len(found) != len(parts):
        return ()
    # a case's number is its name ("Year *1* pupils" against "Year *6* pupils")
    rules = [_CaseRule(specific_terms(c.group("case")) | frozenset(DIGIT_RUN.findall(c.group("case"))),
                       frozenset(find_jurisdictions(c.group("case"))), specific_terms(p[:c.start()]),
                       negated(p[:c.start()])) for p, c in found]
    return tuple((rule, rule.case.difference(*(o.case for o in rules if o is not rule))) for rule in rules)


def _a_trailing_case_dropped(said: str, sources: Sources, told: frozenset[str],
                             told_places: frozenset[str]) -> str | None:
    """The cited sentence one of whose closing-case rules a clause of the claim states with no word
    of its case ("In Singapore a trial lesson is free" for "… is free for Primary students and costs
    SGD 45 for Secondary students": unseen39 dev u39-en-031), or None. The case is told by the words
    that set it apart from the sentence's other cases ("Primary", not "students"); only sentences
    holding every word of the clause are read (an index look-up)."""
    whole = sources.holding_all(sorted(specific_terms(said)))
    for clause in claim_clauses(said):
        own = specific_terms(clause)
        if len(own) < MIN_SHARED:
            continue
        for i in sorted(sources.holding_all(sorted(own))):
            if whole - {i}:
                return None  # another sentence says the whole claim: "Yes, on Sundays, parking is
                # free" is "On Sundays parking is free for everyone" (a red-team of session 39)
            rules = _trailing_case_rules(sources.index.sentences[i])
            for rule, apart in rules:
                if not apart or not own <= rule.body or any(holds(told, t) for t in apart) \
                        or not rule.places.isdisjoint(told_places):
                    continue
                if any(own & (rule.body - other.body) or rule.denies != other.denies
                       for other, _ in rules if other is not rule):
                    return sources.index.sentences[i]
    return None


def drops_the_case(claim: str, question: str, sources: Sources, answer: str = "") -> str | None:
    """The cited sentence whose case's rule the claim states for every case, or None."""
    rules = [(i, rule) for i in sorted(sources.allowed) for rule in _case_rules(sources.index.sentences[i])]
    if DIGIT_RUN.search(question):
        return None  # the reader's own figure ("my 6-year-old") may name the case
    said = _ANSWER_WORD.sub("", claim)
    own = specific_terms(said)
    # the whole answer tells the case: "Only on the Norwegian DNT cabin tours. There, …"
    told, told_places = told_of(answer or said, question)
    found = _a_trailing_case_dropped(said, sources, told, told_places)
    if found is not None:
        return found
    if len(rules) < 2:
        return None
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
def told_of(answer: str, question: str) -> tuple[frozenset[str], frozenset[str]]:
    """The words, the answer's numbers ("Year *1*": a closing case's name) and the countries the answer
    and the question name: read once per answer, not once per claim of it. A fronted case's words
    hold no number, so the numbers tell only closing cases."""
    return (specific_terms(answer) | specific_terms(question) | frozenset(DIGIT_RUN.findall(answer)),
            frozenset(find_jurisdictions(f"{answer} {question}")))


_WORD = lazy_pattern(r"[^\W\d_][\w'’-]*")
_NO_KIND = frozenset(
    "all every each any both other others our your their its his her my this that these those such same new "
    "все всех каждый каждая каждое каждые любой любая любые наш наша наши ваш ваша ваши другие этот эта эти".split())
"""Words before a noun that name no kind of it ("*all* tours", «*наши* туры»)."""


def drops_the_kind(claim: str, question: str, sources: Sources, answer: str = "") -> str | None:
    """The cited sentence whose rule for one kind of a thing the claim states of the thing itself:
    "Tours are not refunded because of weather" against "*Self-guided* tours are not refunded
    because of weather", beside "If we cancel a *guided* tour …, you choose … a full refund"
    (unseen36 dev u36-en-034). Read in code: the claim opens with its subject, bare; a cited part
    opens with a word of kind and that subject, and says what the claim says (the claim holds
    :data:`KIND_RULE_SHARE` of its other words and nothing else); the answer and the question do
    not name that kind; and another cited sentence names the subject after another word of kind
    and says the other side of the rule (:func:`_another_rule`): the text has kinds of it, and the
    claim dropped which one. None otherwise."""
    said = _ANSWER_WORD.sub("", claim)
    opening = _OPENS.match(said)
    if opening is None or opening.group("head").lower() in STOP_WORDS:
        return None  # "In Australia you accrue …" opens with no subject
    head, own = stem(opening.group("head").lower()), specific_terms(said)
    told, _ = told_of(answer or said, question)
    sentences = sources.index.sentences
    for i in sorted(sources.allowed):
        for part, its_head, kind_word in _opening_with_a_kind(sentences[i]):
            if its_head != head:
                continue
            kind = stem(kind_word.lower())
            rule = specific_terms(part) - {kind}
            if kind_word.lower() in STOP_WORDS or kind in _NO_KIND_STEMS or holds(told, kind) \
                    or not _says_no_more(own, rule, sources) \
                    or len(own & rule) < KIND_RULE_SHARE * len(rule):
                continue
            denies = has_negator(part)
            if any(_kinds_of(sentences[j], head) - {kind} and _another_rule(sentences[j], denies)
                   for j in sources.allowed if j != i):
                return sentences[i]
    return None


@lru_cache(maxsize=4096)
def _opening_with_a_kind(sentence: str) -> tuple[tuple[str, str, str], ...]:
    """The parts of a cited sentence that open with a word of kind and a subject (:data:`_OPENS_WITH_A_KIND`):
    each part, its subject's stem and the kind's word. Read once per sentence, not once per claim
    (benchmarks/verify.py, warm)."""
    out = []
    for part in _PARTS.split(sentence):
        found = _OPENS_WITH_A_KIND.match(part)
        if found is not None:
            out.append((part, stem(found.group("head").lower()), found.group("kind")))
    return tuple(out)


def _says_no_more(own: frozenset[str], rule: frozenset[str], sources: Sources) -> bool:
    """Whether a claim's words are all a part's, less a country another cited sentence names:
    "Our buildings *in Poland* have no parking" says no more than "Our Kraków building has no
    parking" where the fragment opens "In Poland, …" (unseen38 dev u38-en-034)."""
    for t in own - rule:
        named = find_jurisdictions(t)
        if not named or not any(named[0] in _places(sources.index.sentences[j]) for j in sources.allowed):
            return False
    return True


@lru_cache(maxsize=1024)
def _places(text: str) -> frozenset[str]:
    return frozenset(find_jurisdictions(text))


def _another_rule(sentence: str, denies: bool) -> bool:
    """Whether ``sentence`` gives its kind the other side of the rule: it affirms where the kind
    the claim dropped is denied, or the reverse, by a negator ("free" is no other side: «Пластиковая
    карта выпускается *бесплатно*» beside «Цифровая карта доступна сразу»). A kind whose words only
    describe gives the claim nothing false to say of the others."""
    return has_negator(sentence) != denies


KIND_RULE_SHARE = 0.75
"""The share of a part's words (its kind aside) a claim must say to state that part's rule, as
tether.checks.clauses.CLAUSE_SHARE for a clause."""
_DETERMINER = r"(?:(?:the|a|an|our|your|its|their|наш\w*|ваш\w*)\s+)?"
"""An article or a possessive before the subject: "*Our* Kraków building has no parking" opens with
its kind as "The Kraków building" would (unseen38 dev u38-en-034)."""
_OPENS = lazy_pattern(rf"\s*{_DETERMINER}(?P<head>[^\W\d_][\w'’-]*)\s", re.IGNORECASE)
_OPENS_WITH_A_KIND = lazy_pattern(rf"\s*{_DETERMINER}(?P<kind>[^\W\d_][\w'’-]*)\s+(?P<head>[^\W\d_][\w'’-]*)\s",
                                  re.IGNORECASE)
_PARTS = lazy_pattern(r";\s*")
_NO_KIND_STEMS = frozenset(stem(w) for w in _NO_KIND)


@lru_cache(maxsize=4096)
def _kinds_of(sentence: str, head: str) -> frozenset[str]:
    """The stems of the words right before ``head`` in ``sentence`` that name a kind of it."""
    words = [w.lower() for w in _WORD.findall(sentence)]
    return frozenset(stem(words[k - 1]) for k in range(1, len(words))
                     if stem(words[k]) == head and words[k - 1] not in STOP_WORDS and words[k - 1] not in _NO_KIND)
