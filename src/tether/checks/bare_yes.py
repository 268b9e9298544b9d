"""A "Yes" to a question whose own figure the cited rule rules out.

"I will be 20 minutes late. Will you still serve me at my booked time?" — "Yes." against "If
you are no more than 15 minutes late, we serve you at your booked time"; "My bag is 10 kg — is
it free in the cabin?" — "Yes, it travels free" against "Bags of no more than 8 kg travel free".
A yes-answer's condition reader (:func:`tether.checks.condition.drops_a_condition`) reads the
clause after the "Yes"; a bare "Yes." has none, and a yes grants what the question asks, for
the reader's own figure. Read in code: the cited sentences that say most of the question's
words, in which nothing is denied (failing the condition of "… we cannot serve you" grants),
and whose thresholds all rule out the reader's figure
(:func:`tether.verify.thresholds.rules_out_the_reader`), or whose one condition ("if", «если»,
"as long as": a sentence of two tells both sides) has a threshold the reader fails
(:func:`tether.verify.thresholds.fails_a_threshold`). (A red-team of session 38:
a bare "Yes." for 20 minutes, 10 kg, 5 nights, EUR 350, 12 kg past the rule's bound passed.)
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from itertools import islice

from ..figures import find_mentions
from ..figures.digits import DIGIT_RUN
from ..guard import lazy_pattern
from ..terms import GENERIC_TERMS, SentenceIndex, subject_terms
from ..verify.thresholds import fails_a_threshold, rules_out_the_reader, unnumbered_periods
from .aged import admitted, ages_ruled_out, asked_part, bound_to_company, reader_ages
from .bounds import COMPLEMENT
from .claim_text import Asked
from .condition import NEAR_BEST
from .lexicon import IF_MARKERS
from .polarity import BOUND, has_negator

_YES = lazy_pattern(r"\s*(?:yes|yep|sure|of\s+course|да|конечно|разумеется)\b", re.IGNORECASE)
_IF = lazy_pattern(IF_MARKERS, re.IGNORECASE)
_YES_BUT = lazy_pattern(r"\s*(?:yes|да)\b[^.!?]*?(?:,|;|\s[—–])\s*(?:but|however|но|однако)\s", re.IGNORECASE)
"""A yes whose next clause sets a limit against it: "Yes, …, but …", «Да, но …»."""
_LATER_ONES = lazy_pattern(r"(?<!\w)(?:более\s+)?(?:поздн|ранн)(?:яя|ий|ие|юю|его|ей|им|их)(?!\w)", re.IGNORECASE)
"""The other side named as an adjective: «*более поздняя* отмена стоит как одна доставка» tells the
reader's side (unseen24 dev u24-ru-019, a correct "Да" to «это платно?»)."""
_CONDITION_END = lazy_pattern(r"[,;.]|\s(?:and|but|или|и|но)\s", re.IGNORECASE)
MIN_ASKED = 2
"""Words of the question a sentence must be chosen by: one word picks any sentence."""


def a_yes_ruled_out(claim: str, asked: Asked | None, index: SentenceIndex, allowed: frozenset[int]) -> str | None:
    """The cited sentence whose threshold rules out the reader's own figure, when ``claim`` opens
    with "Yes" to ``asked``; or None."""
    if asked is None or not _YES.match(claim):
        return None
    figures = asked.figures or unnumbered_periods(asked.question)  # «предупредил *за сутки*»: unseen40 dev u40-ru-029
    ages = reader_ages(asked.question)  # "I'm 65": tether.checks.aged
    if not figures and not ages:
        return None
    words = [t for t in subject_terms(asked.question) if t not in GENERIC_TERMS]
    if len(words) < MIN_ASKED:
        return None
    if ages:
        # An age is granted by the rule the "Yes" restates, in the rule's words the question may
        # not use: "Can I have a glass of champagne for the toast?" — "Yes. Alcohol is served to
        # guests aged eighteen and over" (unseen43 dev u43-en-029).
        words += [t for t in subject_terms(_YES.sub("", asked.answer or claim, count=1)) if t not in GENERIC_TERMS]
    scores = index.scores(words, allowed)
    if not scores:
        return None
    top = max(scores.values())
    near = sorted(k for k, v in scores.items() if v >= NEAR_BEST * top)
    # once, not per sentence (a review: cubic on many sentences)
    # the clause of each sentence that the question asks about, where its clauses set several bands
    parts = {i: asked_part(index.sentences[i], asked.question) if ages else index.sentences[i] for i in near}
    read_admits = bool(ages) and admitted(ages, list(parts.values()))
    told = _YesBut.read(claim, asked.question, index, allowed)
    for i in near:
        sentence = index.sentences[i]
        if COMPLEMENT.search(sentence) or _LATER_ONES.search(sentence):
            continue  # "…; later cancellations are charged one day": the reader's side is told too
        if told is not None and told.grants_the_other_side(i):
            continue  # "Yes, …, *but* free changes end 30 days before pick-up, so a change now costs NZ$50":
            # the yes grants what the other side of the bound allows at the price another sentence
            # states, the bound told (unseen49 dev u49-en-015). Not "Yes, but only up to 30 days
            # before" alone: that grants nothing the reader can have (a red-team of this reading)
        if not _denies(sentence) and (rules_out_the_reader(sentence, figures)
                                      or ages_ruled_out(parts[i], ages, asked.question, read_admits)
                                      or bound_to_company(sentence, ages, asked.question)):
            return sentence  # "Bags of no more than 8 kg travel free" for a 10 kg bag; "aged 66 and over" for 65
        conditions = list(islice(_IF.finditer(sentence), 2))
        if len(conditions) != 1:
            continue  # "If … no more than 15 minutes late, …; if … more than 15, …": both sides told
        for found in conditions:
            end = _CONDITION_END.search(sentence, found.end())
            stop = end.start() if end else len(sentence)
            if _denies(sentence[:found.start()] + " " + sentence[stop:]):
                continue  # the condition of a denial: a reader who fails it is granted
            if fails_a_threshold(sentence[found.end():stop], figures):
                return sentence
    return None


def _denies(text: str) -> bool:
    """A denial other than a bound's own ("no more than 15 minutes" denies nothing)."""
    return has_negator(BOUND.sub(" ", text))


@dataclass(frozen=True)
class _YesBut:
    """What a "Yes, …, but …" claim tells, read once for every cited sentence it is set against: the
    digit runs of the clause after its "but", and, for each figure of the claim that is no figure of the
    question, the allowed cited sentences that state all its digit runs."""

    after_but: frozenset[str]
    values: tuple[tuple[frozenset[str], frozenset[int]], ...]
    runs_of: Mapping[int, frozenset[str]]

    @classmethod
    def read(cls, claim: str, question: str, index: SentenceIndex, allowed: frozenset[int]) -> _YesBut | None:
        but = _YES_BUT.match(claim)
        if but is None:
            return None
        after = claim[but.end():]
        end = _CONDITION_END.search(after)
        runs_of = {j: frozenset(DIGIT_RUN.findall(index.sentences[j])) for j in allowed}
        asked = frozenset(DIGIT_RUN.findall(question))
        values = []
        for x in find_mentions(claim):
            runs = frozenset(DIGIT_RUN.findall(x.text))
            if x.kind in _VALUE_KINDS and runs and not runs <= asked:
                values.append((runs, frozenset(j for j, held in runs_of.items() if runs <= held)))
        return cls(frozenset(DIGIT_RUN.findall(after[:end.start()] if end else after)), tuple(values), runs_of)

    def grants_the_other_side(self, ruling: int) -> bool:
        """Whether the clause after "but" states a figure of the ``ruling`` sentence (the bound the reader
        is past, told) and the claim a value another allowed sentence states and the ruling one does not
        (what the bound's other side costs or gets)."""
        held = self.runs_of.get(ruling, frozenset())
        return bool(self.after_but & held) and any(not runs <= held and sentences - {ruling}
                                                   for runs, sentences in self.values)


_VALUE_KINDS = frozenset({"money", "percent", "duration"})
"""The figures that say what the other side costs or gets; not a bare number (a phone number, a count:
"call 0800 726 800" is no value of the rule: a review of this reading)."""
