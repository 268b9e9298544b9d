"""A rule's own case and its limits, read across the cited sentences.

:mod:`tether.verify.coordinated` tells apart the cases of one sentence. A case can also have a
sentence of its own ("For pass/fail modules, late work is a fail once it is more than 24 hours
late") beside the general rule's ("loses 5 marks a day for up to 5 days"): the general value given
for that case is misplaced (:func:`case_of_its_own`). A figure can be the limit of another rule,
named as where this one begins ("longer than 7 days" against "up to 7 days": :func:`past_a_limit`).
And a lettered class's value can be another class's (:func:`another_class`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import lru_cache

from ..figures import find_mentions
from ..figures.lexicon import currency_keys, filed_keys
from ..figures.mention import Mention
from ..guard import lazy_pattern
from ..terms import EXCEPTED, GENERIC_TERMS, is_class_name, specific_terms, subject_terms
from ..text import without_fleeting_vowel
from .case_parts import mention_kinds
from .thresholds import without_figures

LOOK_BACK = 20
"""Characters read before a figure for the words that bound it: "not more than", «не свыше»."""


MIN_RULE_TERMS = 1
"""Words a case's own sentence must share with the value's sentence, its case words aside,
to be a variant of the same rule ("late work") rather than another subject. One: "late" is a
stop word, so "work" is all u3-en-013 shares; with two it was missed (u2-ru-029 caught
either way), and neither fired on a correct answer of the labelled verify corpus. The
opening-case test carries the weight."""


def case_of_its_own(sentences: Sequence[str], holding: Sequence[int], m: Mention, case: frozenset[str],
                    said: Sequence[Mention], holds: Callable[[str, Mention], bool],
                    not_the_readers: Callable[[str], bool] = lambda _: False) -> int | None:
    """The cited sentence that states the rule of ``m``'s sentences for the case the answer
    names, with a value of its own; or None. ``case``: the question's words in the answer's
    sentence; those that no sentence holding ``m`` has are the case's, and the case's
    sentence puts them first, as the case it is about ("*For* modules assessed on a
    pass/fail basis, …", «*На* малую бытовую технику …»). It shares MIN_RULE_TERMS other
    words with the value's sentence (figures' words aside), states a value of ``m``'s kind,
    and none of the values the answer's sentence gives (an answer naming both cases'
    values tells them apart). ``not_the_readers``: whether a sentence's threshold rules out the
    reader's own figure, which then names another case than the reader's («не позднее чем за 7
    дней» for a banquet cancelled 4 days ahead: unseen30 dev u30-ru-019)."""
    source_terms = frozenset(t for i in holding for t in rule_terms(sentences[i]))
    own = frozenset(map(without_fleeting_vowel, case)) - source_terms
    if not own:
        return None
    rule = source_terms - GENERIC_TERMS - own
    for j, sentence in enumerate(sentences):
        if j in holding or own.isdisjoint(_fronted_case(sentence)):
            continue
        if len(rule.intersection(rule_terms(sentence))) < MIN_RULE_TERMS:
            continue
        if of_its_measure(m, sentence) and not any(holds(sentence, x) for x in said) and not not_the_readers(sentence):
            return j
    return None


_FRONTED = lazy_pattern(r"\s*(?:for|in\s+(?:the\s+)?case\s+of|on|under|with|where|if|when|"
                        r"для|на|при|в\s+случае|по|если|когда)\s+([^,;:]*)", re.IGNORECASE)
FRONTED_WORDS = 6
"""Words of a sentence-opening phrase read as the case it names: "For modules assessed on a
pass/fail basis," ends at its comma, «На малую бытовую технику гарантийный срок …» has none;
six, as a figure's subject is read in six words (tether.verify.answer_clauses.WINDOW_BEFORE)."""


@lru_cache(maxsize=4096)
def _fronted_case(sentence: str) -> frozenset[str]:
    """The words of the case a sentence opens with, none when it opens otherwise."""
    found = _FRONTED.match(sentence)
    if not found:
        return frozenset()
    return frozenset(map(without_fleeting_vowel, subject_terms(" ".join(found.group(1).split()[:FRONTED_WORDS]))))


@lru_cache(maxsize=4096)
def rule_terms(sentence: str) -> frozenset[str]:
    """A sentence's words less its figures' (units and month names say no rule), Russian
    plurals read as their singular's stem («кошек» as «кошк»: :func:`without_fleeting_vowel`)."""
    return frozenset(map(without_fleeting_vowel, specific_terms(without_figures(sentence))))


def of_its_measure(m: Mention, sentence: str) -> bool:
    """Whether ``sentence`` states a value that could be ``m``'s: of its kind, and a sum in
    its currency (unit rates "18.9 cent per kWh" are no value for a standing charge of
    "€0.95 a day": unseen15 dev u15-en-001)."""
    if m.kind != "money":
        return m.kind in mention_kinds(sentence)
    units = _money_units(sentence)
    return any(("money", u) in units for u in currency_keys(m.unit, m.text)) if m.unit else ("money", None) in units


@lru_cache(maxsize=4096)
def _money_units(sentence: str) -> frozenset[tuple[str, str | None]]:
    return frozenset((x.kind, key) for x in find_mentions(sentence) if x.kind == "money"
                     for key in filed_keys(x.unit, x.text))


_BEYOND = lazy_pattern(r"(?<!\bno\s)(?<!\bnot\s)\b(?:longer|more|over|beyond|above|exceeding|greater)(?:\s+than)?\s*$|"
                       r"(?<!не\s)(?<!\w)(?:более|больше|свыше|дольше|сверх)(?:\s+чем)?(?:\s+на)?\s*$", re.IGNORECASE)
"""Words that put a figure at the start of what lies past it; not "no more than" / «не более»,
which bound it from above."""
_UP_TO = lazy_pattern(r"\b(?:up\s+to|at\s+most|no\s+more\s+than|not\s+more\s+than|maximum(?:\s+of)?)\s*$|"
                      r"(?<!\w)(?:до|не\s+более|не\s+свыше|максимум)\s*$", re.IGNORECASE)


def past_a_limit(answer: str, m: Mention, sentence: str) -> bool:
    """"An extension *longer than* 7 days goes to the panel", where the cited sentence says
    the module leader grants *up to* 7 days: the figure is the limit of that other rule,
    named as where this one begins, not a value taken for this subject."""
    if not _BEYOND.search(answer[max(0, m.start - LOOK_BACK):m.start]):
        return False
    values = {r.value for r in m.readings}
    # The value itself, as a figure of its kind: not the same digit inside a year ("since 2017 …
    # up to 7 days"), nor «до 10-го числа» (a day of the month) for "more than 10 working days"
    # (unseen23 dev u23-ru-031).
    return any(x.kind == m.kind and any(r.value in values for r in x.readings)
               and _UP_TO.search(sentence[max(0, x.start - LOOK_BACK):x.start]) is not None
               for x in find_mentions(sentence))


def another_class(named: frozenset[str], holding: Sequence[int], terms: Sequence[Sequence[str]],
                  sentences: Sequence[str]) -> int | None:
    """The cited sentence about the lettered class the answer's sentence names (``named``,
    :func:`tether.terms.class_names`), when every sentence holding its value (``holding``)
    names classes of that kind and not this one ("Category B cars cost €30" where €30 is the
    sentence about Category A): a class's letter is its whole name, so no share of words
    tells the two apart. None otherwise, or when no cited sentence is about that class."""
    if any(not named.isdisjoint(terms[i]) or EXCEPTED.search(sentences[i]) for i in holding):
        return None  # a sentence holding the value names the class, or is a rule with exceptions
    kinds = {t.partition("-")[2] for t in named}
    if not all(any(t.partition("-")[2] in kinds for t in terms[i] if is_class_name(t)) for i in holding):
        return None  # a sentence holding it names no class of that kind: a general rule
    return next((i for i in range(len(terms)) if not named.isdisjoint(terms[i])), None)
