"""How often, turned: "once a *month*" where the cited sentence says "once a *term*" for the same act.

A frequency is a count of times and the period it is counted per ("once a term", "twice a month",
«один раз в семестр», «дважды в год», "weekly"). It holds no figure a figure check reads, and only one word
of the claim is not the source's, so the sentence-support check passes it; a reader who follows it
asks twelve times a year where the rule allows three (unseen39 dev u39-en-042).

Read in code: each frequency of the claim (its count, its period, and the subject terms of its
clause); a cited sentence turns it when one of its frequencies is said of the same act (the claim
clause's words, :data:`ACT_SHARE` of them and :data:`MIN_ACT` at least, in that sentence's clause)
with another count or another period, and no cited sentence states the claim's frequency. The
claim's count per anything but a period ("once per booking") is not read: its noun is said in other
words as often. The source's is read, and a claim's count per a period of the same act turns it
(«раз в неделю» for «один раз за курс»: unseen40 dev u40-ru-042).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache

from ..figures.lexicon import NUMBER_WORDS
from ..guard import Guarded, lazy_pattern
from ..terms import GENERIC_TERMS, subject_terms
from ..text import stem
from ..verify.counted import MULTIPLES
from .claim_sources import Sources
from .spans import span_between

_FREQUENCY = Guarded(
    r"(?<!\w)(?P<count>once|twice|thrice|дважды|трижды|(?P<n>\d+|one|two|three|four|один|одного|два|три|четыре)"
    r"\s*(?:times?|раза?)|раз(?=\s+в\s))\s+(?:a|an|per|each|every|в|за|на)\s+"
    r"(?:(?:calendar|full|single|одно|один|одну|одни|каждый|каждую|каждое)\s+)?(?P<per>[^\W\d_]+)"
    r"|(?<!\w)(?P<adverb>daily|weekly|monthly|yearly|annually|ежедневно|еженедельно|ежемесячно|ежегодно)(?!\w)",
    re.IGNORECASE, ("once", "twice", "thrice", "time", "дважды", "трижды", "раз", "daily", "weekly", "monthly",
                    "yearly", "annually", "ежедневно", "еженедельно", "ежемесячно", "ежегодно"))
"""A count of times and the period it is per: "once a term", "twice per month", "3 times a week", «раз
в месяц», «один раз в семестр», «дважды в год»; and the adverbs that say once a period ("weekly",
«еженедельно»)."""
_PERIODS = {stem(w): name for name, words in {
    "day": "day days daily день дня сутки ежедневно",
    "week": "week weeks weekly неделю неделя недели еженедельно",
    "month": "month months monthly месяц месяца ежемесячно",
    "year": "year years yearly annually год года ежегодно",
    "term": "term terms semester semesters quarter quarters четверть четверти семестр семестра",
    "season": "season seasons сезон сезона",
}.items() for w in words.split()}
"""The periods a frequency is per, by stem, each with its name: "a term" is "a semester", not "a
month". Only periods: "once per customer" beside "once per person" is one rule in other words (a
red-team of session 39)."""
_PER = lazy_pattern(r"\s+(?:per|за|на)\s", re.IGNORECASE)
"""What sets a count per a thing apart from one per a period alone: "per", «за», «на»."""
_PER_THING = "per:"
"""What the name of a count per a thing opens with ("per:book" for "once per booking"), apart from
the periods' names."""
CLAUSE_BREAK = lazy_pattern(r"[;:()—–]|,\s|\.(?:\s|$)|\s(?:and|but|or|и|но|а|или)\s", re.IGNORECASE)
CLAUSE_REACH = 160
"""Characters read either side of a frequency for its clause, so reading stays linear."""
MAX_READ = 32
"""Frequencies of one claim read: a claim holds a few; a longer run is compared no further, so the
comparison with the cited sentences' frequencies stays bounded."""
MIN_ACT = 2
"""Subject words a frequency's clause needs: "once a month" alone names no act."""
ACT_SHARE = 0.6
"""Share of the claim clause's words the source clause must hold to be said of the same act:
"You may ask for a different tutor once a month, in writing" holds "ask … different tutor" of "You
may ask for a different tutor once a term"."""


def _count(found: re.Match[str]) -> int:
    """The count of times: a multiple ("twice", «дважды»: :data:`tether.verify.counted.MULTIPLES`), a
    number in digits or words (:data:`tether.figures.lexicon.NUMBER_WORDS`), or one ("weekly", «раз»)."""
    if found.group("adverb"):
        return 1
    word = found.group("count").lower().split()[0]
    if word in MULTIPLES:
        return MULTIPLES[word]
    n = (found.group("n") or "1").lower()
    return int(n) if n.isdigit() else NUMBER_WORDS.get(n, 1)


@lru_cache(maxsize=4096)
def frequencies(text: str) -> tuple[tuple[int, str, frozenset[str]], ...]:
    """Each frequency of ``text`` per a period: its count, the period's name, and its clause's subject
    terms (its own words and the generic ones left out)."""
    if not _FREQUENCY.possible(text):
        return ()
    return tuple(_read(text))


def _read(text: str) -> Iterator[tuple[int, str, frozenset[str]]]:
    for found in _FREQUENCY.pattern.finditer(text):
        word = stem((found.group("per") or found.group("adverb")).lower())
        per = _PERIODS.get(word)
        if per is None:
            if not _PER.match(text, found.end("count")):
                continue  # "once every two years": not a count per a thing either
            per = f"{_PER_THING}{word}"  # "once per booking", «один раз за курс»: by the thing's stem
        start, end = span_between(text, found.start(), found.end(), CLAUSE_BREAK, CLAUSE_REACH)
        own = frozenset(subject_terms(found.group()))
        act = frozenset(subject_terms(text[start:found.start()] + " " + text[found.end():end])) - own - GENERIC_TERMS
        yield _count(found), per, act


def turns_the_frequency(claim: str, sources: Sources) -> str | None:
    """The cited sentence that says the act of a frequency of ``claim`` with another count or per
    another thing, when no cited sentence states the claim's; or None."""
    # the claim's counts per a period only: "once per customer" beside "once per person" is one rule
    # in other words; «раз в неделю» for «один раз за курс» is another (unseen40 dev u40-ru-042)
    mine = [f for f in frequencies(claim)[:MAX_READ] if len(f[2]) >= MIN_ACT and not f[1].startswith(_PER_THING)]
    if not mine:
        return None
    stated = [(i, f) for i in sorted(sources.allowed) for f in frequencies(sources.index.sentences[i])]
    said = {(count, per) for _, (count, per, _) in stated}
    for count, per, act in mine:
        if (count, per) in said:
            continue  # the claim's own frequency is stated
        for i, (_, _, theirs) in stated:
            if len(act & theirs) >= ACT_SHARE * len(act):
                return sources.index.sentences[i]
    return None
