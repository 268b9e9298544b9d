"""A value the claim denies that the cited sentence stating the same rule gives: "The single-item
limit is *not* £300" against "The single-item limit is £300".

The claim check compares a claim's polarity with its sentence's only where the claim is one clause
and the sentence about as long (:data:`tether.checks.clauses.NEGATION_CONTENT`); a negation word by
word (:func:`tether.checks.agreement.flipped`) needs a word it governs, and a figure is none. So "Late
filing is not charged 100 EUR per day, up to a maximum of 10 000 EUR" passed beside "Late filing
costs 100 EUR per day": found by rule-made negations of faithful answers (evalsets/mutations.py).

Read in code, with the figure choosing the cited sentence to compare (one that states the same value
and restates the claim's rule: more than half its own words). The value may be a sum, a period, a
date or a form or register number ("The filing deadline is *not* 2025-03-31" against "… must be
filed by 31.03.2025"; the date's own spelling counts as held by a sentence stating it):
- a negation right before a figure ("not £300", «не 300 ₽», "does not cost £300") denies that value;
  the claim is turned round when that sentence states the value with no negation before it. Not when
  the claim goes on to the value it puts instead ("not £300 but £250", «не 300 ₽, а 250 ₽»), nor for
  a bound ("not more than £300": the words between are not a light verb of a sum);
- a negation elsewhere in the figure's clause ("a deposit of 25 % is *not paid* when …") turns the
  claim round when it denies a word the sentence affirms and none the sentence denies too (the same
  denial may sit in another clause of the source: «Пени не начисляются, если долг погашен в течение
  30 дней»). The figure's unit is no such word («пока ему нет 14 лет» gives an age).
"""

from __future__ import annotations

import re

from ..figures import find_mentions
from ..figures.mention import QUANTITY_KINDS, Mention
from ..guard import lazy_pattern
from ..terms import SentenceIndex, specific_terms
from ..text import stem, tokens
from .agreement import a_bound_said_as_a_denial, across_an_exception
from .bounds import QUALIFIER_STEMS, figure_clause, same_values
from .polarity import denial_said_once, may_negate, negated, polarity
from .sides import CLOCK

RULE_SHARE = 0.5
"""Share of the claim's own words (figures and bound words aside) the source sentence must hold,
more than, for the claim to restate its rule: as for a bound turned round
(:data:`tether.checks.bounds.RULE_SHARE`)."""

_DENIED_BEFORE = lazy_pattern(
    r"(?:\bnot|\bn't|\bnever|(?<!\w)не)\s+(?:(?:cost|costs|charge|charged|total|equal|amount\s+to|come\s+to|"
    r"стоит|стоят|составляет|составляют|составит|равен|равна|равно|берётся|берется|взимается)\s+)?$",
    re.IGNORECASE)
"""A negation that governs the figure after it: nothing between, or one light verb of a sum."""
_INSTEAD = lazy_pattern(r"^[^.;!?]{0,40}?(?:\b(?:but|rather|instead|it\s+is|it's)\b|(?<!\w)(?:а|но|зато)(?!\w))"
                        r"[\s—–-]*(?:(?:is|are|only|just|actually|than|of|около|всего|лишь|только|составляет|стоит)\s+)*"
                        r"[£$€₽]?\s?\d", re.IGNORECASE)
"""The value the claim puts in place of the denied one, right after the word that puts it: "not
£300 *but £250*", «не 300 ₽, *а 250 ₽*"; not "…, and it is capped at 200 EUR", another thing's."""
_VALUE_KINDS = QUANTITY_KINDS | {"date", "identifier"}
"""Values a claim may deny that a sentence states: a sum, a period, but also a date ("the deadline
is *not* 31 March 2025") or a form or register number ("are *not* filed using form AR-1")."""
LOOK_BACK = 24
"""Characters read before a figure for the negation that governs it ("does not cost ")."""


def denies_a_stated_value(claim: str, index: SentenceIndex, allowed: frozenset[int]) -> str | None:
    """The cited sentence that states a value ``claim`` denies, restating its rule, or None."""
    if not may_negate(claim):
        return None  # most claims deny nothing
    claim = denial_said_once(claim)  # "…, not even for one weekend" denies no "one"
    mentions = [m for m in find_mentions(claim) if m.kind in _VALUE_KINDS and m.as_fact() is not None
                and not CLOCK.fullmatch(m.text)]  # a time of day is a bound, the bound readers'
    if not mentions:
        return None
    for m in mentions:
        direct = _denied(claim, m)
        clause = figure_clause(claim, m)
        if not direct and not negated(clause):
            continue
        # what the figure's clause says; the whole claim's words when the clause has none of its
        # own ("If you pay monthly by direct debit, *it* is not £42 a month")
        # a date's or a number's own words are held by a sentence stating it, however it spells
        # it ("2025-03-31" is its "31.03.2025"); they say nothing of the rule
        spelt = frozenset(specific_terms(m.text)) if m.kind not in QUANTITY_KINDS else frozenset()
        own = frozenset(specific_terms(clause)) - QUALIFIER_STEMS
        if not own or (spelt and len(own - spelt) < 2):  # "…, not form EXT-2": one word is no rule
            own = frozenset(specific_terms(claim)) - QUALIFIER_STEMS
        if not own:
            continue
        value = m.as_fact()
        # the words the clause denies, read once (the figure's own unit is none of them: «пока
        # ему нет 14 *лет*» is an age, not a denial); a denial of the figure itself needs none
        denies: frozenset[str] = frozenset()
        double = False
        if not direct:
            denied_words, _, double = polarity(clause)
            denies = denied_words - {stem(t) for t in tokens(m.text)}
        turned: str | None = None
        for i in sorted(allowed):
            sentence = index.sentences[i]
            stated = same_values(sentence, value)
            if not stated:
                continue
            src = None if direct else polarity(sentence)
            # a cited sentence that denies the value as the claim does states the claim (the
            # template presenter quotes it): no other sentence turns it round
            if any(_denied(sentence, x) for x in stated) if src is None else denies & src[0]:
                turned = None
                break
            if a_bound_said_as_a_denial(clause, sentence):
                continue  # «больше 4 … не назначают» for «не более 4»: the bound's other side denied
            held = frozenset(specific_terms(sentence)) | spelt
            if turned is None and len(own & held) > RULE_SHARE * len(own) and (
                    src is None or _turned_round(clause, sentence, denies, double, src)):
                turned = sentence
        if turned is not None:
            return turned
    return None


def _turned_round(clause: str, sentence: str, denies: frozenset[str], double: bool,
                  src: tuple[frozenset[str], frozenset[str], bool]) -> bool:
    """A word the claim's clause denies (``denies``) that the sentence affirms (``src``: its
    ``polarity``), where the sentence denies none of them (the caller has seen to that): «пени
    *не начисляются* в первые 30 дней» against «Пени *не начисляются*, если долг погашен в
    течение 30 дней» is the same rule, its denial in another clause of the sentence."""
    _, src_affirms, src_double = src
    if double or src_double or across_an_exception(clause, sentence):
        return False
    return bool(denies & src_affirms)


def _denied(text: str, m: Mention) -> bool:
    return bool(_DENIED_BEFORE.search(text[max(0, m.start - LOOK_BACK):m.start])) \
        and not _INSTEAD.search(text[m.end:m.end + 60])

