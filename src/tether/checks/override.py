"""A claim that a rule holds whatever the case when the cited sentence stating it sets a condition.

"You get a full refund within 14 days, *however many times you have visited*" against "…
a full refund …, *unless* you have visited the club more than twice" (unseen11 dev
u11-en-033); «паспорт *всегда* оформляют бесплатно» against «оформляют бесплатно *при
первой прививке*» (u11-ru-035). Every word of the claim is the source's but the override,
which the stemmed coverage does not weigh. Read in code: the claim says the rule holds in
every case ("regardless of", "however many", "no matter", "always", «независимо от»,
«всегда», «в любом случае») and states no condition of its own; the cited sentence that
holds most of its other words says no such phrase itself and names a condition or an
exception ("unless", "only if", "provided that", «если», «при», «кроме») that the claim does
not name in its own words (half of the condition's words). The claim then drops it: the
shape of :mod:`tether.checks.any_time`, with a condition in the place of a time limit.

A review's false fires set the limits: "even if" / «даже если» strengthens a rule, "provided"
alone is a verb, «при себе» / «при этом» set no condition, and "Children under 12 who come
with an adult always swim free" names "if they are accompanied by an adult". The price: a
claim that names half a condition («паспорт *в клинике* всегда оформляют бесплатно» against
«при первой прививке в клинике») is read as naming it.
"""

from __future__ import annotations

import re

from ..guard import Guarded, lazy_pattern
from ..terms import GENERIC_TERMS, SentenceIndex, has_term, subject_terms
from .any_time import rule_words, words_held

OVERRIDE = Guarded(
    r"\b(?:regardless|irrespective|however\s+(?:many|much|often|long)|no\s+matter|whatever|in\s+(?:any|every|all)\s+"
    r"cases?|always)\b|(?<!\w)(?:независимо|всегда|в\s+любом\s+случае|во\s+всех\s+случаях|сколько\s+бы|"
    r"при\s+любом|при\s+любой|что\s+бы\s+ни)(?!\w)", re.IGNORECASE,
    ("regardless", "irrespective", "however", "matter", "whatever", "case", "always", "независимо", "всегда",
     "любом", "всех", "сколько", "любой", "бы"))
"""Words saying a rule holds in every case."""
_TAKES_A_COMPLEMENT = lazy_pattern(r"regardless|irrespective|however|no\s+matter|whatever|независимо|сколько|что",
                                   re.IGNORECASE)

_CONDITION = Guarded(
    r"\b(?:unless|except|excluding|only|(?<!even\s)if|provided\s+(?:that|you|they|the|your)|providing|as\s+long\s+as|"
    r"so\s+long\s+as|subject\s+to|other\s+than|on\s+condition)\b|"
    r"(?<!\w)(?:(?<!даже\s)если|только|лишь|при(?!\s+(?:себе|этом|том|нём|нем|ней|них)(?!\w))|кроме|"
    r"за\s+исключением|в\s+случае|при\s+условии)(?!\w)",
    re.IGNORECASE,
    ("unless", "except", "excluding", "only", "if", "provid", "long", "subject", "other", "condition", "если",
     "только", "лишь", "при", "кроме", "исключением", "случае"))
"""What sets a rule's condition or exception; "even if" / «даже если» strengthens a rule instead,
"provided" alone is a verb ("towels are provided"), «при себе» / «при этом» are no condition."""
_CONDITION_ENDS = lazy_pattern(r"[,.;:!?()—–]")
CONDITION_WORDS = 8
"""Words read after a condition's marker as what it is about ("unless you have visited the
club more than twice"), up to its clause's end."""
CONDITION_CHARS = 120  # characters that hold CONDITION_WORDS words of any language
CLAUSE_CHARS = 2000  # a cited sentence longer than this is read in its first part only
STATED_SHARE = 0.5
"""Share of a condition's content words the claim must hold, outside its override, to state
the condition in its own words ("Children under 12 who come with an adult always swim free"
states "if they are accompanied by an adult")."""

MIN_SAID = 2
"""Content words the source sentence must share with the claim besides its override, as for
:data:`tether.checks.any_time.MIN_SAID`: one shared word names no rule."""


def overrides_a_condition(claim: str, index: SentenceIndex, allowed: frozenset[int]) -> str | None:
    """The cited sentence whose condition the claim's "in every case" drops, or None."""
    phrase = OVERRIDE.search(claim)
    if phrase is None:
        return None
    # An override that takes a complement ("…, however many times you have visited", «независимо
    # от …») names in its clause what it overrides, not a condition the claim keeps; an adverb
    # ("always", «всегда») is the phrase alone.
    ends = _CONDITION_ENDS.search(claim, phrase.end()) if _TAKES_A_COMPLEMENT.match(phrase.group()) else None
    rest = claim[:phrase.start()] + " " + (claim[ends.start():] if ends else claim[phrase.end():])
    said = rule_words(rest)
    if len(said) < MIN_SAID:
        return None
    counts = words_held(said, index, allowed)
    if not counts or any(OVERRIDE.search(index.sentences[i]) for i in counts):
        return None  # a cited sentence on its words says "in every case" itself
    most = max(counts.values())
    best = min((i for i, n in counts.items() if n == most), key=lambda i: (len(index.sentences[i]), i))
    sentence = index.sentences[best]
    if most < MIN_SAID:
        return None
    if _OWN_CONDITION.search(rest):
        return None  # the claim sets a condition of its own ("… until you cancel it", "when held")
    kept = frozenset(subject_terms(rest))
    clause = _rule_clause(sentence, kept)
    return sentence if any(not _stated(words, kept) for words in _conditions(clause)) else None


_CLAUSES = lazy_pattern(r";|\s[—–]\s|,\s*")
_OWN_CONDITION = lazy_pattern(r"\b(?:if|unless|when|whenever|until|while|provided|as\s+long\s+as|only)\b|"
                              r"(?<!\w)(?:если|когда|пока|только|лишь|при\s+условии|кроме)(?!\w)", re.IGNORECASE)
"""A condition the claim states itself, in any words: it keeps one, whatever the source's says."""


def _rule_clause(sentence: str, kept: frozenset[str]) -> str:
    """The clause of ``sentence`` that states the claim's rule (holding most of its words), with
    the condition clauses that lean on it ("…, unless you have visited …"; "If you book online,
    …"): a condition of another clause ("…, but staff charge €5 if you lose your key",
    «…, пропуск выдают при предъявлении талона») is that clause's own. Read in linear time."""
    parts = [p for p in _CLAUSES.split(sentence[:CLAUSE_CHARS]) if p.strip()]
    if len(parts) < 2:
        return sentence
    groups: list[list[str]] = []
    for part in parts:
        if groups and (_CONDITION.pattern.match(part.lstrip()) or _leads(groups[-1])):
            groups[-1].append(part)  # a condition clause leans on the clause before or after it
        else:
            groups.append([part])
    return max((" ".join(g) for g in groups),
               key=lambda text: sum(1 for t in subject_terms(text) if has_term(t, kept)))


def _leads(group: list[str]) -> bool:
    """Whether the group is only a condition so far ("If you book online"), which the next clause completes."""
    return len(group) == 1 and bool(_CONDITION.pattern.match(group[0].lstrip()))


def _conditions(sentence: str) -> list[tuple[str, ...]]:
    """The content words of each condition or exception ``sentence`` sets (none: no condition)."""
    out = []
    for found in _CONDITION.pattern.finditer(sentence):
        # read a bounded window: a sentence of many markers and no stop is read in linear time
        window = sentence[found.end():found.end() + CONDITION_CHARS]
        ends = _CONDITION_ENDS.search(window)
        words = window[:ends.start() if ends else len(window)].split()[:CONDITION_WORDS]
        terms = tuple(t for t in subject_terms(" ".join(words)) if t not in GENERIC_TERMS)
        if terms:
            out.append(terms)
    return out


def _stated(condition: tuple[str, ...], kept: frozenset[str]) -> bool:
    return sum(1 for t in condition if has_term(t, kept)) >= STATED_SHARE * len(condition)
