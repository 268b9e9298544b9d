"""A rule the cited clause gives one age group, stated for the whole kind: "Yes, children travel
free" where the source says "Children *under 3* travel free"; «дети не считаются в количестве людей»
for «Дети *до 3 лет* не считаются …» (unseen32 dev u32-ru-034); "visitors get 20 % off" for
"Visitors *aged 65 and over* get 20 % off".

Every word of such a claim is the source's and no figure is wrong, so coverage, the figure checks
and the polarity readers pass it; yet a reader of 10 who is told "children travel free" is told
something the source denies them.

Read in code, narrowly: the clause of the cited sentence that holds most of the claim's words
(:data:`CLAUSE_SHARE` of their weight) bounds a group by age right after the group's noun
(:data:`_AGE_BOUND`: "children under 3", "visitors aged 65 and over", «детей от 3 до 12 лет»; a
bare number counts only after a person's noun, and only after a bound that is an age's: "visitors
from 9 to 5" are hours), the claim names that noun as the kind, not as a category of its own ("the
*child fare*", "*young* drivers"), and neither the whole answer nor the question holds the bound's
number (an answer that says "under 3" in another sentence, or a question asking about "children
under 3", tells the group). A reader's own age in the question that falls inside the group ("my
2-year-old", "I'm 70") is the group's: then the claim speaks of them rightly. A bound that is what
the noun means is no group: a child under 18, an adult over 18, an infant under 2.
"""

from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation
from functools import lru_cache
from typing import NamedTuple

from ..figures import find_mentions
from ..guard import lazy_pattern
from ..terms import SHORTEST_SHARED, TermSet, subject_terms
from ..text import stem
from .aged import reader_ages
from .claim_sources import Sources
from .claim_text import Claim

CLAUSE_SHARE = 0.5
"""The share of the claim's term weight the bounded clause must hold to be what the claim restates:
"Children under 3 travel free" holds all of "Yes, children travel free"; a claim about the clause
beside it ("older children pay half") holds little of it."""

MIN_WORDS = 2
"""A clause of the claim needs a noun and what is said of it: "Yes." restates nothing."""

_UPPER_WORDS = (r"under|below|younger\s+than|less\s+than|up\s+to|не\s+старше|до|младше|моложе")
_LOWER_WORDS = r"over|above|older\s+than|from|aged|не\s+младше|старше|свыше|от|с"
_AGE_BOUND = lazy_pattern(
    r"(?<![\w'’-])(?P<noun>[^\W\d_][\w'’-]{0,40})"
    r"(?:\s+(?:who\s+are|в\s+возрасте))?\s+(?:\(\s*)?"
    rf"(?:(?:(?P<upper>{_UPPER_WORDS})|(?P<lower>{_LOWER_WORDS}))\s+(?P<age_of>the\s+age\s+of\s+)?)?"
    r"(?P<n>\d{1,3})(?![\d.,:]?\d)"
    r"(?:\s*(?:-|–|—|to|and|до|и)\s*(?P<m>\d{1,3})(?![\d.,:]?\d))?"
    r"(?P<unit>\s*(?:years?(?P<old>\s+old)?|yrs?|лет|года?)(?!\w)|\s*(?P<months>months?|месяц\w{0,3})(?!\w))?"
    r"(?:\s*(?P<plus>\+)|\s*(?:and|or|и|или)\s+(?:(?P<or_over>over|older|above|up|старше|более)|"
    r"(?P<or_under>under|younger|младше|менее))(?!\s+\d))?",
    re.IGNORECASE)
"""A group bounded by age right after its noun: "children under 3", "visitors aged 65 and over",
"children 3 and under", «детей от 3 до 12 лет»; not "over 7 *and under 12*", a second bound. The noun
is one word of at most 41 letters, tried only at a word's start, and no two spans of spaces run side
by side (a review: "\\s+\\(?\\s*" split a run of spaces every way), so the pattern reads a text in
linear time."""

_COUNTED = lazy_pattern(r"\d\s*$")
COUNT_REACH = 4
"""Characters read before a group's noun for a number that counts it: «до 12 детей от 6 лет», "up to
12 children aged 6 and over" qualify a head count whose figure the figure checks compare, not a
rule of its own (unseen43 dev u43-ru-019: the price for a party of up to 12 restated without the age)."""

_BARE_BOUNDS = frozenset(("under", "below", "over", "above", "aged", "younger than", "older than", "до", "младше",
                          "моложе", "старше", "свыше", "не старше", "не младше"))
"""Bounds after which a bare number, with no «лет» or "years", is an age (after a person's noun):
"children under 3", «детям до 12». "From", «с» and «от» are as often a time's or a date's
("visitors from 9 to 5", «пассажиры с 1 июня», «студенты с 1 курса»: a red-team of this reader)."""

_AGE_WORDS = frozenset(("aged", "younger than", "older than", "младше", "моложе", "старше", "не старше", "не младше"))
"""Bounds that are an age's whatever the noun: a thing's years after any other bound are a period ("a
warranty *up to 3 years*": a review of this reader)."""

_PERSONS = frozenset(stem(w) for w in (
    "children child kids kid infants infant babies baby toddlers teenagers teens minors juniors young "
    "visitors visitor guests guest riders rider players player passengers passenger students student pupils "
    "pupil participants participant members member people persons person customers customer travellers "
    "traveler travelers traveller adults adult campers skiers swimmers learners patients residents seniors "
    "pensioners drivers driver someone anyone everyone those minor несовершеннолетние несовершеннолетних "
    "ребёнку ребенку младенцев взрослым "
    "дети детей детям детьми ребёнок ребенок ребёнка ребенка младенцы подростки подросткам посетители "
    "посетителей посетителям гости гостей гостям участники участников участникам пассажиры пассажиров "
    "пассажирам ученики учеников ученикам школьники школьников студенты студентов клиенты клиентов клиентам "
    "взрослые взрослых лица лиц люди пациенты пациентов пенсионеры пенсионерам водители водителям").split())
"""Nouns of people: after one, a bare number is an age ("children under 3"); after any other noun it
needs its unit ("boats over 12 m" is a length, «машины старше 10 лет» an age)."""

_CHILDREN = frozenset(stem(w) for w in (
    "children child kids kid minors minor дети детей детям детьми ребёнок ребенок ребёнка ребенка ребёнку ребенку "
    "несовершеннолетние несовершеннолетних").split())
_ADULTS = frozenset(stem(w) for w in "adults adult взрослые взрослых взрослым".split())
_INFANTS = frozenset(stem(w) for w in "infants infant babies baby младенцы младенцев".split())
ADULTHOOD = Decimal(18)
"""A child's age bounded from above at 18 or more is what a child is (a minor in law, in every
country the project's users write from), and an adult's bounded from below at 18 or less what an
adult is: «Ребёнок до 18 лет может поехать в тур без родителей только …» restated of «ребёнок» is
faithful (unseen28 dev u28-ru-021), as "adults pay £12" is of "adults over 18 pay £12"."""
INFANCY = Decimal(2)
"""An infant's bound at 2 or less is what an infant is to a carrier ("infants under 2 fly free")."""

_CATEGORY = frozenset(stem(w) for w in (
    "ticket tickets fare fares rate rates price prices pass passes seat seats menu menus discount tariff membership "
    "card class classes group groups").split())
"""A word after the noun that makes it a category of the source's own, defined by the bound: "the
*child fare*", "a *child ticket*" for "children under 16 pay the child fare"."""
_AGE_ADJECTIVE = lazy_pattern(r"(?:\b(?:young|younger|old|older|senior|junior|little|small)|(?<!\w)(?:маленьк|пожил|"
                              r"молод|младш|старш)\w*)\s+$", re.IGNORECASE)
"""An adjective before the noun that names the group itself: "*young* drivers" for "drivers aged 21 to 24"."""

_AGE_AFTER = lazy_pattern(r"(?:\s*-\s*|\s*)(?:years?|yrs?|y\.?o\b|лет|год|года|(?P<months>months?|месяц))",
                          re.IGNORECASE)
"""A number of the question that is someone's age: "my 6-year-old", "5 и 8 лет", "an 18-month-old"."""
_MONTH_OLD = lazy_pattern(r"month|месяц", re.IGNORECASE)

_CLAUSE_BREAK = lazy_pattern(
    r";|,\s|\b(?:but|while|whereas)\b|(?<!\w)(?:а|но)(?!\w)|"
    r"\s(?:and|и)\s(?!\s*(?:over|older|above|up|under|younger|старше|младше|более|менее|\d))", re.IGNORECASE)
"""Where a clause ends: not at a colon or a dash, which put a group before its rule ("For children
under 12: …", «пенсионерам старше 60 лет — 30 %»); at "and" unless it closes a bound ("65 and over")."""


class Group(NamedTuple):
    """An age group a text bounds: its noun's stem, its youngest and oldest age in years (ends
    included; None: open) and the numbers it is written with."""

    noun: str
    low: Decimal | None
    high: Decimal | None
    numbers: tuple[str, ...]


def states_an_age_groups_rule_for_all(claim: Claim, sources: Sources) -> str | None:
    """The cited sentence whose clause gives a clause of ``claim`` its rule only for an age group
    the claim leaves out, or None."""
    bounded = _bounding(sources)
    if not claim.words or not bounded:
        return None
    question, answer = (claim.asked.question, claim.asked.answer or claim.text) if claim.asked else ("", claim.text)
    told = _told(answer, question)
    for part in _clauses(claim.text):
        # all its words, the question's too: "Yes, children travel free" repeats "Do children travel free?"
        words = subject_terms(part)
        if len(words) < MIN_WORDS or groups(part):
            continue  # a clause that bounds its own group («для детей 6–9 лет») is compared by the figure checks
        found = _bounded_clause(part, words, sources, bounded, told)
        if found is not None:
            return found
    return None


def groups(text: str) -> list[Group]:
    """The age groups ``text`` bounds (:data:`_AGE_BOUND`), each read as a range of years."""
    found = []
    for m in _AGE_BOUND.finditer(text):
        upper, lower = m["upper"], m["lower"]
        if not (upper or lower or m["or_over"] or m["or_under"] or m["plus"] or (m["m"] and m["unit"])):
            continue  # "children 3 travel": a number, no bound (a range of years is one: «детей 6–9 лет»)
        bound = " ".join((upper or lower or "").lower().split())
        noun = stem(m["noun"].lower())
        if m["unit"] is None and bound != "aged" and not m["age_of"] \
                and not (noun in _PERSONS and (bound in _BARE_BOUNDS or not bound)):
            continue  # "boats over 12", "visitors from 9 to 5", «с 1 июня»; "aged", "the age of" say what it is
        if m["unit"] is not None and noun not in _PERSONS and bound not in _AGE_WORDS and not (m["age_of"] or m["old"]):
            continue  # "a warranty up to 3 years" is a period; «машины старше 10 лет», "cars over 10 years old" ages
        scale = Decimal(12) if m["months"] else Decimal(1)
        n = Decimal(m["n"]) / scale
        if m["m"]:
            low, high = n, Decimal(m["m"]) / scale
        elif m["or_under"] or (upper and not (m["or_over"] or m["plus"])):
            low, high = None, n
        elif m["or_over"] or m["plus"] or (lower and bound != "aged"):
            low, high = n, None
        else:
            low, high = n, n  # "aged 5"
        if _COUNTED.search(text, max(0, m.start() - COUNT_REACH), m.start()):
            continue  # «для компании до 12 детей от 6 лет»: a head count's age, compared with the count
        found.append(Group(noun, low, high, tuple(filter(None, (m["n"], m["m"])))))
    return found


def _bounding(sources: Sources) -> frozenset[int]:
    """The allowed sentences that bound a group by age, read once per set of cited fragments."""
    known = sources.age_groups.get("read")
    if known is None:
        known = sources.age_groups["read"] = frozenset(
            i for i in sources.allowed if _bounds_a_group(sources.index.sentences[i]))
    return known


@lru_cache(maxsize=4096)
def _bounds_a_group(sentence: str) -> bool:
    """Whether a cited sentence bounds a group by age: read once per sentence, not once per answer
    over the same material (benchmarks/verify.py, warm)."""
    return bool(groups(sentence))


class _Told(NamedTuple):
    """What the answer and the question tell of the groups, read once per answer."""

    numbers: frozenset[str]  # that may name a group
    ages: tuple[Decimal, ...]  # the reader's own
    asked: tuple[Group, ...]  # the groups the question names ("Do children *under 2* fly free?")


def _bounded_clause(part: str, words: tuple[str, ...], sources: Sources, bounded: frozenset[int],
                    told: _Told) -> str | None:
    scored = sources.scores(words)
    if not scored:
        return None
    top, named = max(scored.values()), TermSet(words)
    said = [(w.start(), stem(w.group(0).lower())) for w in _WORD.finditer(part)]  # once per part (a review)
    for i in sorted(k for k, v in scored.items() if v == top and k in bounded):
        sentence = sources.index.sentences[i]
        # the clause that says most of the claim (each clause's words read once, however many groups
        # it names: a red-team's sentence of many groups read them once per group, quadratic)
        share = {c: sources.weights.coverage(words, TermSet(subject_terms(c))) for c in _clauses(sentence)}
        best = max(share.values())
        if best < CLAUSE_SHARE:
            continue
        for clause in (c for c, v in share.items() if v == best):
            if any(not told.numbers.intersection(g.numbers) and not _what_it_means(g)
                   and _kind_named(g.noun, part, said, named) and not any(_in_group(age, g) for age in told.ages)
                   and not any(_within(asked, g) for asked in told.asked) for g in groups(clause)):
                return sentence
    return None


def _what_it_means(g: Group) -> bool:
    """Whether the bound is what the noun means: a child under 18, an adult from 18, an infant under 2."""
    if g.noun in _CHILDREN:  # "under 18", and "aged 0 to 17" (a review), is every child
        return g.high is not None and (g.high >= ADULTHOOD if g.low is None else not g.low and g.high >= ADULTHOOD - 1)
    if g.noun in _ADULTS:
        return g.high is None and g.low is not None and g.low <= ADULTHOOD
    if g.noun in _INFANTS:
        return not g.low and (g.high is None or g.high <= INFANCY)
    return False


def _kind_named(noun: str, part: str, said: list[tuple[int, str]], named: TermSet) -> bool:
    """Whether the claim's ``part`` (``said``: its words' places and stems) names the group's kind as
    the kind: the noun, not a category of its own ("child fare", "young drivers")."""
    if noun not in named:
        return False
    for j, (at, term) in enumerate(said):
        if term == noun or (len(term) >= SHORTEST_SHARED and term[:SHORTEST_SHARED] == noun[:SHORTEST_SHARED]):
            after = said[j + 1][1] if j + 1 < len(said) else ""
            if after in _CATEGORY or _AGE_ADJECTIVE.search(part, max(0, at - ADJECTIVE_REACH), at):
                return False
    return True


ADJECTIVE_REACH = 12
"""Characters read before the claim's noun for an adjective of age: "younger " is 8, «маленьким » 10."""
_WORD = lazy_pattern(r"[^\W\d_][\w'’-]{0,40}")


def _clauses(sentence: str) -> list[str]:
    parts, at = [], 0
    for b in _CLAUSE_BREAK.finditer(sentence):
        parts.append(sentence[at:b.start()])
        at = b.end()
    parts.append(sentence[at:])
    return parts


@lru_cache(maxsize=8)  # one answer's claims ask it in turn; a few keep a megabyte answer's reading, not hundreds
def _told(answer: str, question: str) -> _Told:
    """The numbers that may name a group — the whole answer's counts and periods, the question's
    bounded ones ("children *under 3*") — and the ages the question gives ("my 6-year-old", "I'm
    65"): read once per answer, not once per claim of it. A sum is no group's number ("adults pay
    £5"), nor the question's head count ("2 adults and 3 children": a red-team of this reader)."""
    return _Told(_numbers(answer) | _numbers(question, bounded_only=True),
                 (*_ages(question), *map(Decimal, reader_ages(question))), tuple(groups(question)))


def _numbers(text: str, bounded_only: bool = False) -> frozenset[str]:
    """The whole numbers ``text`` counts or measures time by, written in digits or in words ("under
    three" holds 3); ``bounded_only``: those with a bound before them."""
    found = set()
    for x in find_mentions(text):
        fact = x.as_fact()
        if fact is None or fact[0] not in ("number", "duration"):
            continue
        if bounded_only and _BOUND_BEFORE.search(text, max(0, x.start - BOUND_REACH), x.start) is None:
            continue
        if len(fact[1]) > MAX_DIGITS:
            continue  # no age nor count; and int() of 4,300 digits raises (a review)
        try:
            if Decimal(fact[1]) == Decimal(fact[1]).to_integral_value():
                found.add(str(int(Decimal(fact[1]))))
        except InvalidOperation:
            continue
    return frozenset(found)


MAX_DIGITS = 9
"""The longest figure read as a number that may name a group."""
BOUND_REACH = 24
"""Characters read before a number of the question for its bound: "younger than the age of " is 24."""
_BOUND_BEFORE = lazy_pattern(rf"(?:{_UPPER_WORDS}|{_LOWER_WORDS})\s+(?:the\s+age\s+of\s+)?\(?\s*$", re.IGNORECASE)


def _ages(text: str) -> list[Decimal]:
    """The ages ``text`` gives, in years: numbers with a unit of age after them ("18-month-old" is 1.5)."""
    ages = []
    for x in find_mentions(text):
        fact = x.as_fact()
        after = _AGE_AFTER.match(text, x.end)
        if fact is None or not (fact[2] in ("years", "months") or "year" in x.text.lower() or after):
            continue
        try:
            age = Decimal(fact[1])
        except InvalidOperation:
            continue
        months = fact[2] == "months" or _MONTH_OLD.search(x.text) or (after is not None and after["months"])
        ages.append(age / 12 if months else age)
    return ages


def _within(inner: Group, g: Group) -> bool:
    """Whether every age of ``inner`` is one of ``g``'s: the question's "children under 2" are of the
    source's "children under 3" (a review of this reader)."""
    low = inner.low if inner.low is not None else Decimal(0)
    return (g.low is None or low >= g.low) and (g.high is None or (inner.high is not None and inner.high <= g.high))


def _in_group(age: Decimal, g: Group) -> bool:
    """Whether ``age`` falls in the group; its ends count as in (a reader of 3 may be in "under 3" as
    some sources write it: nothing is failed on a boundary)."""
    return (g.low is None or age >= g.low) and (g.high is None or age <= g.high)
