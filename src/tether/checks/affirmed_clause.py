"""A clause of a claim that affirms what the cited sentence stating it denies, with its denial set
apart in a clause of its own.

«Да, гарантия распространяется и на поломки из-за падения техники, *но не* на технику, которую
вскрывал кто-то другой» against «Гарантия *не распространяется* на поломки из-за … падения
техники, а также на технику, которую после нас вскрывал кто-то другой» (unseen34 dev
u34-ru-046). The claim says "no" too, so the sentence comparison (tether.checks.claims) finds the
two agreeing, and :func:`~tether.checks.polarity.polarity` reads "X, but not Y" as X qualified,
neither affirmed nor denied ("You can leave, but not during the first hour").

Here each clause of a claim that denies nothing (not by meaning either: "refused"), permits nothing,
sets no bound, condition or "only", and holds
MIN_WORDS_ALONE distinctive words is set against the cited sentences holding every one of them:
when each denies a word the clause affirms, within the span of its clauses that says those words
and with no bound or condition there, the clause turns the rule round. The mirror of
:mod:`tether.checks.denied_clause`.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from ..guard import lazy_pattern
from ..terms import TermSet, subject_terms
from .claim_sources import Sources
from .claim_text import Claim
from .denied_clause import DENIES_BY_MEANING, MIN_WORDS_ALONE, PARTS, SIDES
from .polarity import ANSWER_WORD, PERMITTED_ACT, has_negator, may_negate, negated, polarity


def an_affirmed_clause(claim: Claim, sources: Sources) -> str | None:
    """The cited sentence that denies what a clause of ``claim`` affirms in its own words; None when
    there is none."""
    if not claim.anchors:
        return None
    denying = sources.read_once.get("may deny")
    if denying is None:  # once per cited set: most sentences of most material deny nothing
        denying = sources.read_once["may deny"] = frozenset(
            i for i in sources.allowed if may_negate(sources.index.sentences[i]))
    if not denying:
        return None
    sentences = sources.index.sentences
    parts = PARTS.split(ANSWER_WORD.sub("", claim.text))[:MAX_PARTS]
    denied = False
    for k, part in enumerate(parts):
        # a clause with no verb goes on with the denial before it («…, как и ночной пакет»), and a
        # clause that is only a denial denies the one before it («а еду в баре — нельзя»: unseen42
        # dev u42-ru-009)
        denied = has_negator(part) or negated(part) or (denied and not _VERB.search(part)) \
            or (k + 1 < len(parts) and _DENIAL_ALONE.fullmatch(parts[k + 1]) is not None)
        if not part.strip() or denied or SIDES.search(part) or DENIES_BY_MEANING.search(part) \
                or PERMITTED_ACT.search(part):
            continue  # a denial, a bound or a permission of its own: its readers weigh it ("a guest
            # who is intoxicated *may be refused* service": unseen43 dev u43-en-015)
        own_terms = subject_terms(part)
        own = TermSet.of(own_terms)
        words = tuple(t for t in claim.anchors if t in own)
        if len(words) < MIN_WORDS_ALONE:
            continue
        stating = sorted(sources.holding_all(words))
        if not stating or not denying.issuperset(stating):
            continue
        affirmed = TermSet(polarity(part)[1])
        said = tuple(own_terms)
        # every stating sentence must deny it: the first that does not ends the read
        if all(_denies_it(sentences[i], words, affirmed, said, sources) for i in stating):
            return sentences[stating[0]]
    return None


_DENIAL_ALONE = lazy_pattern(r"\s*(?:нельзя|запрещен\w*|запрещ[её]н\w*|нет|no|(?:не|not)\s+[^\W\d_]+)\s*[.!]?\s*",
                             re.IGNORECASE)
"""A clause that is only a denial, the predicate of the clause before it («а еду в баре — *нельзя*»):
not one that names a case of its own («, но *не на технику*»)."""
MAX_PARTS = 32
"""Clauses of one claim read: an answer sentence in the labelled sets has at most a dozen; a claim of
thousands of commas is read in bounded time (each clause is set against the sentences holding its
words)."""


class _Read(NamedTuple):
    """A cited sentence read once for every clause of every claim: its clauses with their terms, and
    the terms of the clauses that deny and of those that do not."""

    parts: tuple[tuple[str, TermSet], ...]
    denied: TermSet
    theirs: TermSet


def _read(sentence: str) -> _Read:
    """``sentence`` read: its clauses and their terms, and the terms of those that deny and of those that
    do not. A clause with no verb goes on with the one before it (a list: «…не распространяется на
    поломки из-за скачков напряжения, *попадания воды или падения техники*»)."""
    parts: list[tuple[str, TermSet]] = []
    denied: list[str] = []
    theirs: list[str] = []
    denies = False
    for p in PARTS.split(sentence):
        terms = subject_terms(p)
        denies = has_negator(p) or (denies and not _VERB.search(p))
        parts.append((p, TermSet(terms)))
        (denied if denies else theirs).extend(terms)
    return _Read(tuple(parts), TermSet(denied), TermSet(theirs))


def _read_once(sentence: str, sources: Sources | None) -> _Read:
    """:func:`_read`, kept with the cited set (``sources``) for every clause of every claim."""
    if sources is None:
        return _read(sentence)
    kept: dict[str, _Read] = sources.read_once.setdefault("affirmed clause", {})
    read = kept.get(sentence)
    if read is None:
        read = kept[sentence] = _read(sentence)
    return read


MAX_SPAN = 12
"""Clauses of a cited sentence read for the span that says a claim's clause: the longest list of a
rule in the labelled sources runs to 8 clauses; a sentence of thousands of commas is read in bounded
time for each claim."""


_VERB = lazy_pattern(
    r"\b(?:is|are|was|were|be|been|has|have|had|can|may|must|will|shall|does|do|did|[a-z]+ed)\b|"
    r"(?<!\w)[а-яё]{2,}(?:[аяеёуюо](?:ет|ют|ит)|ят|ут|ёт|ется|ится|ются|ятся|утся|атся|ал|ала|али|ил|ила|или|ел|"
    r"ела|ели)(?!\w)",
    re.IGNORECASE)
"""A finite verb, roughly: enough to tell a clause of its own from a list going on. Not a noun's
«-ет» («пакет», «билет»), which tether.checks.claims._A_VERB takes for a verb (it only asks whether a
claim states an act); here such a noun would end a list."""


def _denies_it(sentence: str, words: tuple[str, ...], affirmed: TermSet, said: tuple[str, ...],
               sources: Sources | None = None) -> bool:
    """Whether the span of ``sentence``'s clauses holding ``words`` (from the first that holds one
    to the one holding the last) denies a word ``affirmed`` holds, and sets no bound, condition or
    "only" (the other side of a rule: "not refunded *after* departure"). Not when the claim's clause
    (its terms ``said``) names a word only a clause of the sentence that denies nothing holds: it
    speaks of that case ("Interest is charged on late payments from the *second month*" of "No late
    payment interest is charged in the first month; interest is charged from the second month")."""
    read = _read_once(sentence, sources)
    if any(t in read.theirs and t not in read.denied for t in said):
        return False
    span: list[str] = []
    seen: set[str] = set()
    for p, held in read.parts:
        here = {w for w in words if w in held}
        if here or span:
            span.append(p)
        seen |= here
        if len(seen) == len(set(words)):
            break
        if len(span) >= MAX_SPAN:
            return False
    text = ", ".join(span)
    if SIDES.search(text):
        return False
    return any(t in affirmed for t in polarity(text)[0])
