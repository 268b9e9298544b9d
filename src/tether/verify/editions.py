"""A value given for a year that the fragment stating it does not name: another edition's.

"In 2027 an adult paid ISK 12,900; today the tour costs ISK 11,900", citing the current price list
("… costs ISK 12,900") and the 2027 edition ("In 2027, … cost 11.900 kr."): every figure occurs in a
cited fragment, each in a sentence about the same tour, so no check of the figure's subject tells
the two apart; only the year does. The swap is the labelled sets' "amount from the historical
edition" (session 40's probe of unseen40 dev u40-en-004).

Read in code: the figure's clause names one year (a bare year: "in 2027", «в 2027 году»); no cited
fragment stating the figure names that year anywhere; another cited fragment names it and states a
value of the figure's kind (or a bare number: "11.900 kr." reads as one). The year is then the other
fragment's, and so is the value the clause should give.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Callable, Mapping, Sequence
from functools import lru_cache

from ..figures.mention import QUANTITY_KINDS, Mention
from ..guard import lazy_pattern
from ..terms import same_term, specific_terms, subject_terms
from .case_parts import mentions_of
from .checks import AnswerText
from .models import ContextFragment

VALUE_KINDS = QUANTITY_KINDS
"""The figures an edition restates with another value: a price, a count, a rate, a period."""


def another_editions_value(mentions: Sequence[Mention], starts: Sequence[int], lo: int, hi: int, m: Mention,
                           cited: Sequence[ContextFragment],
                           states: Callable[[ContextFragment, Mention], bool], text: str = "") -> str | None:
    """Why ``m`` is another edition's value, its clause (``lo``–``hi`` of the answer ``text``, whose
    figures are ``mentions``, in order, beginning at ``starts``) naming a year with no other value
    between the two; or None. ``states(fragment, m)``: whether the fragment states the figure. A value
    said to be today's ("… in 2028 to £26 per person *now*") is named by no year of its clause."""
    if m.kind not in VALUE_KINDS:
        return None
    if text and _NOW.match(text, m.end, min(hi, m.end + NOW_REACH)):
        return None
    years = _years_beside(mentions, starts, lo, hi, m)
    if len(years) != 1:
        return None
    year = next(iter(years))
    stating = [f for f in cited if states(f, m)]
    if not stating or any(year in years_named(f.text) for f in stating):
        return None
    for f in cited:
        if f in stating or year not in years_named(f.text):
            continue
        if not _kinds_stated(f.text).isdisjoint((m.kind, "number")):
            return (f'"{m.text}" is stated by {stating[0].id}, which says nothing of {year}; {f.id} gives the '
                    f"values for {year}: give the value it states")
    return None


def a_past_value_as_todays(answer: AnswerText, lo: int, hi: int, m: Mention, cited: Sequence[ContextFragment],
                           states: Callable[[ContextFragment, Mention], bool]) -> str | None:
    """Why ``m``, said to be today's ("a private room *now* costs ₹7,200", «*сейчас* … стоит 3 000 ₽"),
    is a past edition's value, or None: every cited fragment stating it names a year, and another cited
    fragment that names none, or only later years, states a value of its kind — the edition in force.
    The mirror of :func:`another_editions_value` (a year given to today's value); the labelled sets'
    "amount from the historical edition" said as the current one (red-team probes A03, A14)."""
    if m.kind not in VALUE_KINDS or _years_beside(answer.mentions, answer.mention_starts, lo, hi, m) \
            or _NOW_IN.search(answer.text, lo, hi) is None:
        return None
    stating = [f for f in cited if states(f, m)]
    past = [years_named(f.text) for f in stating]
    if not stating or not all(past):
        return None
    latest = max(max(years) for years in past)
    said = specific_terms(_NOW_IN.sub(" ", answer.text[lo:hi])) \
        or specific_terms(_NOW_IN.sub(" ", answer.text[answer.sentence_of(m.start)[0]:hi]))  # "…, а
    # сейчас *он* стоит 17 400 ₽": a clause of a pronoun is about its sentence's thing
    if not said:
        return None
    for f in cited:
        years = years_named(f.text)
        if f in stating or (years and min(years) <= latest):
            continue
        # the edition in force prices the same thing: most of the clause's words ("Now the deposit is
        # 30 %", stated by a rule dated "From 2027", is no past value beside an undated card fee)
        its = subject_terms(f.text)
        held = sum(1 for t in said if any(same_term(t, w) for w in its))
        if held * SAME_THING_SHARE < len(said):
            continue
        if not _kinds_stated(f.text).isdisjoint((m.kind, "number")):
            return (f'"{m.text}" is the value of {stating[0].id}, an edition of {latest}; the one in force, '
                    f"{f.id}, gives today's value: give the value it states")
    return None


SAME_THING_SHARE = 2
"""The edition in force must hold at least one in this many of the value's clause's words to be the same
thing's price: half («индивидуальное занятие *с тренером*» against «Индивидуальное занятие — 3 500 ₽»)."""


def named_by_its_year(answer: AnswerText, lo: int, hi: int, m: Mention, source: str, rival: str) -> bool:
    """Whether ``m``'s clause (``lo``–``hi`` of the answer) names by its year which of two editions'
    sentences the value is from, where ``rival`` says more of the answer's words than ``source``, the
    sentence stating the value. Either the clause names the one year ``source`` names and ``rival``
    does not ("… now costs 3 500 ₽, *in 2027* it cost 3 000 ₽": unseen30 dev u30-ru-003, a correct
    answer), or it says the value is today's ("*now* costs ₹8,000") where ``source`` names no year
    and ``rival`` does: the 2027 edition's sentence says "a single private room" too (unseen32 dev
    u32-en-004). Only which edition: which case of it the value is for is the case readers' to say
    (:func:`says_most_in_its_edition`, then the sentence's parts). The mirror of
    :func:`another_editions_value`, which reads "now" right after a value (:data:`_NOW`); here a
    clause that says "now" anywhere is today's (the clause is the answer's own, one value of the kind)."""
    years = _years_beside(answer.mentions, answer.mention_starts, lo, hi, m)
    if len(years) == 1:
        return next(iter(years)) in years_named(source) and not years <= years_named(rival)
    return not years and not years_named(source) and bool(years_named(rival)) \
        and _NOW_IN.search(answer.text, lo, hi) is not None


def says_most_in_its_edition(scores: Mapping[int, float], source: int,
                             edition_of: Callable[[int], frozenset[int]]) -> bool:
    """Whether no sentence of ``source``'s edition (``edition_of``: the years its fragment names, none
    for the current one) says more of the answer's words (``scores``) than ``source``: a value of the
    current price list given to a thing that another current sentence prices is still that other
    sentence's ("a single private room now costs C$300", where the current list gives C$300 to a bed
    in the ward; so "in 2027 … cost C$250" where the 2027 edition's next sentence prices the room: a
    review of this reading)."""
    edition = edition_of(source)
    own = scores.get(source, 0.0)
    return all(score <= own for i, score in scores.items() if edition_of(i) == edition)


NOW_REACH = 30
"""Characters read after a value for the word that makes it today's: "£26 per person now"."""
_NOW_WORDS = (r"(?<!\w)(?:now|today|currently|at\s+present|these\s+days|сейчас|теперь|ныне|"
              r"в\s+этом\s+году|this\s+year)(?!\w)")
_NOW_IN = lazy_pattern(_NOW_WORDS, re.IGNORECASE)
"""A word that makes a clause's value today's, anywhere in it ("a private room *now* costs …")."""
_NOW = lazy_pattern(r"[^.;:!?\d]*?" + _NOW_WORDS, re.IGNORECASE)


def _years_beside(mentions: Sequence[Mention], starts: Sequence[int], lo: int, hi: int, m: Mention) -> frozenset[int]:
    """The bare years of the clause with no other value between them and ``m``: «5 600 ₽ *против*
    4 900 ₽ в 2027 году» gives 2027 to the 4 900 only (unseen29 dev u29-ru-003, a correct answer).
    Each run of figures between two values is walked by those two only: linear in the answer."""
    at = bisect.bisect_left(starts, m.start)
    if at >= len(mentions) or mentions[at].start != m.start:
        return frozenset()
    found: set[int] = set()
    for step in (-1, 1):
        k = at + step
        while 0 <= k < len(mentions) and lo <= mentions[k].start and mentions[k].end <= hi \
                and mentions[k].kind not in VALUE_KINDS:
            found.update(d.year for d in mentions[k].dates if d.month is None and d.year is not None)
            k += step
    return frozenset(found)


@lru_cache(maxsize=1024)
def _kinds_stated(text: str) -> frozenset[str]:
    """The kinds of the values ``text`` states, dates aside: read once per fragment, not once per
    figure that asks (a red-team of session 40 timed it quadratic in the answer and the material)."""
    return frozenset(x.kind for x in mentions_of(text) if not x.dates)


@lru_cache(maxsize=1024)
def years_named(text: str) -> frozenset[int]:
    """The bare years ``text`` names ("in 2027", «в 2027 году»), not a year inside a full date."""
    return frozenset(d.year for x in mentions_of(text) if x.kind == "date"
                     for d in x.dates if d.month is None and d.year is not None)
