"""A claim that restates a cited rule without the "only …" that restricts it.

"Annual memberships can be cancelled and refunded pro rata, less an administration fee of
£20" against "Annual memberships can be cancelled and refunded pro rata *only within the
first 3 months*, less …": a verbatim truncation, every word of it the source's, so coverage
passes; what it drops is when the rule holds at all. Read in code: the cited sentence that
states most of the claim restricts its rule with "only if / when / within / for / after /
before …" («только если / в течение / при / после / до …»); the claim keeps at least
KEPT_SHARE of the words before the restriction and says no "only" of its own; neither it nor
the question says a word or a figure of the restriction. And a yes granted to those who meet
a minimum inside an "only" ("only to tenants with a lease of at least 6 months") that the
reader was not told (:func:`minimum_untold`, read by the condition shape of
tether.checks.condition).
"""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence
from decimal import Decimal
from functools import lru_cache

from ..figures import find_mentions
from ..guard import lazy_pattern
from ..terms import SentenceIndex, TermSet, specific_terms, subject_terms
from ..verify.thresholds import ReaderFigure, fails_a_threshold, without_figures
from .lexicon import ONLY_WORD

_ONLY = lazy_pattern(r"\bonly\s+(?:if|when|within|for|after|before|during|until|on|in|with|once)\b|"
                     r"(?<!\w)только\s+(?:если|когда|в\s+течение|при|после|до|для|в|с)(?!\w)", re.IGNORECASE)
_OWN_ONLY = lazy_pattern(r"\bonly\b|\bexclusively\b|(?<!\w)(?:только|лишь|исключительно)(?!\w)", re.IGNORECASE)
_RESTRICTION_END = lazy_pattern(r"[,;.:]|\s(?:and|but|и|но)\s", re.IGNORECASE)
_DIGITS = lazy_pattern(r"\d+")
_CASE_BREAK = lazy_pattern(r"[;,]\s")
TOLD_SHARE = 0.5
"""The share of a restriction's words the claim or the question must say to tell it: half. One
word is not enough — "rent" in the question begins "renter" of "only if the renter buys Full
Protection" (u6-en-011, unseen6 dev), and the condition was still untold."""
KEPT_SHARE = 0.75
"""The share of the rule's words (before "only") the claim must keep to restate that rule:
three quarters, so a claim about another part of the sentence is not read as this one."""


@lru_cache(maxsize=4096)
def _restricts(sentence: str) -> bool:
    """Whether ``sentence`` restricts its rule with "only …"; a substring test first (most
    cited sentences hold no "only"), kept per sentence as the material comes back."""
    low = sentence.lower()
    return ("only" in low or "только" in low) and _ONLY.search(sentence) is not None


def restriction_in(sentence: str) -> re.Match[str] | None:
    """The first "only …" that restricts ``sentence``'s rule, or None."""
    return _ONLY.search(sentence) if _restricts(sentence) else None


def restates(said: Collection[str], rule: str) -> bool:
    """Whether a claim's words ``said`` keep KEPT_SHARE of ``rule``'s own (generic ones aside):
    the claim states that rule, not another part of its sentence."""
    own = specific_terms(rule)
    return bool(own) and len(own.intersection(said)) >= KEPT_SHARE * len(own)


def may_restrict(sentence: str) -> bool:
    """Whether ``sentence`` restricts its rule with "only …" or a two-part condition: among
    cited sentences none of which does, neither ``drops_a_restriction`` nor
    ``drops_a_conjunct`` finds anything."""
    return _restricts(sentence) or _two_part(sentence)


def drops_a_restriction(claim: str, anchors: tuple[str, ...], free: TermSet | None, question: str,
                        index: SentenceIndex, allowed: frozenset[int],
                        memo: dict[str, frozenset[int]] | None = None) -> str | None:
    """The cited sentence whose "only …" restriction the claim drops, or None. ``memo`` keeps,
    for one answer's claims, which cited sentences restrict at all: most restrict nothing, and
    then no claim is scored (the scoring per claim doubled the verify call's cost)."""
    memo = {} if memo is None else memo
    restricting = memo.get("restricting")
    if restricting is None:
        restricting = memo["restricting"] = frozenset(
            i for i in allowed if _restricts(index.sentences[i]))
    if not restricting or _OWN_ONLY.search(claim):
        return None
    words = tuple(anchors)
    if len(words) < 2:
        return None
    scores = index.scores(words, allowed)
    if not scores:
        return None
    best = min(scores, key=lambda k: (-scores[k], k))
    if best not in restricting:
        return None
    sentence = index.sentences[best]
    restrictions = list(_ONLY.finditer(sentence))
    if not restrictions:
        return None
    said = TermSet(subject_terms(claim))
    told_by = _DIGITS.findall(f"{claim} {question}")
    # Each "only …" restricts the rule ("only for categories A and B, and only if the renter
    # buys Full Protection"): telling one does not tell the other.
    return sentence if any(_restated(sentence, only, said) and _untold(sentence, only, said, free, told_by)
                           for only in restrictions) else None


def _restated(sentence: str, only: re.Match[str], said: TermSet) -> bool:
    """Whether the claim keeps KEPT_SHARE of the words of the rule ``only`` restricts: the
    sentence before it, or the case of its own it ends («…, на смену «Парусная школа» — с 12 лет
    и *только при умении плавать*»: a clause stating a value of its own). A claim about
    another case of the sentence ("На профильную смену «Юный программист» … с 10 лет") says
    none of that case's own words, those the sentence before it lacks (unseen10 dev u10-ru-006)."""
    breaks = list(_CASE_BREAK.finditer(sentence, 0, only.start()))
    clause = sentence[breaks[-1].end():only.start()] if breaks else ""
    if _DIGITS.search(clause):
        before = specific_terms(sentence[:breaks[-1].start()])
        rule = specific_terms(without_figures(clause))
        if not any(t in said for t in rule - before):
            return False
    else:  # ", but only for categories A and B": the whole rule before it is restricted
        rule = specific_terms(sentence[:only.start()])
    return bool(rule) and sum(1 for t in rule if t in said) >= KEPT_SHARE * len(rule)


def _untold(sentence: str, only: re.Match[str], said: TermSet, free: TermSet | None, told_by: list[str]) -> bool:
    """Whether neither the claim nor the question tells a word or a figure of ``only``'s
    restriction (read to its clause's end)."""
    end = _RESTRICTION_END.search(sentence, only.end())
    restriction = sentence[only.end():end.start() if end else len(sentence)]
    figures = _DIGITS.findall(restriction)
    if any(d in told_by for d in figures):
        return False
    words_of = specific_terms(without_figures(restriction))
    told = sum(1 for t in words_of if t in said or (free is not None and t in free))
    if told and told >= TOLD_SHARE * len(words_of):
        return False
    return bool(figures or words_of)


_IF = lazy_pattern(r"\bif\b|\bprovided(?:\s+that)?\b|(?<!\w)(?:если|при\s+условии(?:,?\s+что)?)(?!\w)", re.IGNORECASE)
_CONDITION_END = lazy_pattern(r"[,;:.!?]")
_SOURCE_CONDITION_END = lazy_pattern(r"[;:.!?]|,(?!\s*(?:and|а|и)\s)", re.IGNORECASE)
"""Where a cited sentence's condition ends: a comma before "and" / «а» / «и» goes on with its next
part («Если жилец отсутствовал более 5 … дней подряд, *а* в квартире нет счётчиков воды, плата …»,
unseen21 dev u21-ru-039)."""
_AS_WELL = lazy_pattern(r",\s*(?:а|и)\s+также\s+([^\W\d_]+)|,\s*and\s+also\s+([^\W\d_]+)", re.IGNORECASE)


def _condition_end(sentence: str, condition: re.Match[str]) -> int:
    """Where the condition opened by ``condition`` ends. «, а также …» / ", and also …" goes on
    with it («если клиент оплатил за год вперёд, а также не имеет задолженности»), unless what
    follows names again what the main clause is about: then it adds to the main clause
    («Фирма не возмещает штрафы, если …, а также штрафы за неуплату налога», unseen23 dev
    u23-ru-016)."""
    stop = _SOURCE_CONDITION_END.search(sentence, condition.end())
    end = stop.start() if stop else len(sentence)
    main = set(subject_terms(sentence[:condition.start()]))
    for more in _AS_WELL.finditer(sentence, condition.end(), end):
        word = more.group(1) or more.group(2)
        if set(subject_terms(word)) & main:
            return more.start()
    return end


_AND = lazy_pattern(r",?\s(?:and|и|а)\s", re.IGNORECASE)
MIN_CONJUNCT_WORDS = 1
"""Content words the dropped part of a condition must have: one ("and no *service* has been
provided" — "provided" is a light verb; «и *услуги* по нему не *оказывались*» has two). No
correct answer of the labelled verify corpus fired with one."""


def drops_a_conjunct(claim: str, free: TermSet | None, index: SentenceIndex, allowed: frozenset[int],
                     memo: dict[str, frozenset[int]] | None = None) -> str | None:
    """The cited sentence whose two-part condition ("if A and B") the claim states by one
    part only ("if A"), the other part untold by the claim and the question; or None.
    «Да, если договор расторгнут в первые 14 дней, возвращается полная стоимость» against
    «Если договор расторгнут в первые 14 дней и услуги по нему не оказывались, …». ``memo``
    keeps, per answer, which cited sentences have such a condition (most have none)."""
    memo = {} if memo is None else memo
    joined = memo.get("conjunctive")
    if joined is None:
        joined = memo["conjunctive"] = frozenset(i for i in allowed if _two_part(index.sentences[i]))
    own = _IF.search(claim) if joined else None
    if own is None:
        return None
    end = _CONDITION_END.search(claim, own.end())
    stated = frozenset(subject_terms(without_figures(claim[own.end():end.start() if end else len(claim)])))
    if not stated:
        return None
    said = TermSet(subject_terms(claim))
    for i in sorted(joined):
        sentence = index.sentences[i]
        condition = _IF.search(sentence)
        if condition is None:
            continue
        parts = _AND.split(sentence[condition.end():_condition_end(sentence, condition)])
        words = [specific_terms(without_figures(p)) for p in parts]
        if len(words) < 2 or not words[0] or sum(1 for t in words[0] if t in stated) * 2 < len(words[0]):
            continue  # not the condition the claim states
        for rest in words[1:]:
            # told when the claim or the question says TOLD_SHARE of its words: one shared word
            # may be there for another reason («плату за холодную и горячую *воду*» beside «нет
            # счётчиков *воды*», unseen21 dev u21-ru-039)
            told = sum(1 for t in rest if t in said or (free is not None and t in free))
            if len(rest) >= MIN_CONJUNCT_WORDS and told < TOLD_SHARE * len(rest):
                return sentence
    return None


@lru_cache(maxsize=4096)
def _two_part(sentence: str) -> bool:
    """Whether ``sentence`` has a condition of two parts ("if A and B"), read to the clause's
    end. Kept per sentence, with a substring test first: every answer over the same material
    asks again, and most sentences hold no condition."""
    low = sentence.lower()
    if "if" not in low and "если" not in low and "provided" not in low and "при условии" not in low:
        return False
    condition = _IF.search(sentence)
    if condition is None:
        return False
    return _AND.search(sentence, condition.end(), _condition_end(sentence, condition)) is not None


_MINIMUM = lazy_pattern(r"\b(?:at\s+least|no\s+(?:later|earlier|sooner)\s+than|not\s+(?:later|earlier)\s+than|"
                        r"a\s+minimum\s+of)\b|(?<!\w)(?:не\s+(?:менее|позднее|позже|ранее|раньше)|минимум)(?!\w)",
                        re.IGNORECASE)
MINIMUM_REACH = 25
"""Characters after "at least" / «не менее» read for its figure: the figure it bounds, not
one of a phrase after it ("at least one adult aged 18")."""
_MEASURED = frozenset({"duration", "money", "percent", "number"})


def minimum_untold(sentence: str, answer: str, reader: Sequence[ReaderFigure]) -> str | None:
    """``sentence`` when it grants *only* to those meeting a minimum the reader was not told:
    "… only to residents with a contract of at least 11 months" («только резидентам … с
    договором на срок не менее 11 месяцев»), its figure in no sentence of the ``answer``
    and the question giving no figure of its kind (a reader's figure the minimum fails is
    read by :func:`fails_a_threshold`). A minimum outside an "only" states how much or when
    ("a discount of at least 10 %", "refunds no later than 14 days"), not who may: a grant
    without it is still true, as one without a maximum ("up to 2 guests") is."""
    bound = _MINIMUM.search(sentence)
    if bound is None or not ONLY_WORD.search_between(sentence, 0, bound.start()) or ";" in sentence[:bound.start()]:
        return None
    figure = next((x for x in find_mentions(sentence[bound.end():bound.end() + MINIMUM_REACH])
                   if x.kind in _MEASURED and x.readings), None)
    if figure is None:
        return None
    if fails_a_threshold(sentence, reader):
        return sentence
    if not _figure_values(answer).isdisjoint(r.value for r in figure.readings):
        return None
    return None if any(q.mention.kind == figure.kind for q in reader) else sentence


@lru_cache(maxsize=8)
def _figure_values(answer: str) -> frozenset[Decimal]:
    """Every figure value the answer states, read once per answer (each of its claims asks)."""
    return frozenset(r.value for x in find_mentions(answer) for r in x.readings)
