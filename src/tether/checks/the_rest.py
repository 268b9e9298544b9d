"""One case's rule said of every case, where the cited sentence gives "the rest" another rule.

«К большому букету ваза даётся бесплатно, *к остальным* её можно купить за 700 ₽» against «Да,
ваза к букету даётся бесплатно» (unseen33 dev u33-ru-034): every word of the claim is the first
part's; what is gone is the word that says which bouquets («большому»), and the next part says
the others are treated otherwise.

Read in code: a cited sentence whose part (after a comma, a semicolon or a contrasting "but",
«а», «но») opens with the rest — «остальным», «для остальных», «прочим», "for the others", "all
other …", "the rest" — and the part before it (the case's rule). The claim states that rule for
every case when it holds no word or number the rule part lacks, it leaves out at most
:data:`MAX_CASE_WORDS` of the rule part's words, and one of those (the case: «большому», "under
5") occurs in neither the claim, the rest of the answer nor the question. A case named anywhere in
the answer or the question is the reader's own: "For a large bouquet the vase is free".
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..coverage import holds
from ..figures import find_mentions
from ..figures.digits import DIGIT_RUN
from ..figures.mention import QUANTITY_KINDS
from ..guard import lazy_pattern
from ..terms import specific_terms
from .claim_sources import Sources
from .parallel_cases import claim_clauses, told_of
from .polarity import ANSWER_WORD

MIN_SHARED = 2
"""Words a claim must hold to state a rule at all (as tether.checks.parallel_cases.MIN_SHARED)."""
MAX_CASE_WORDS = 3
"""Words of the rule part the claim may leave out for them to be its case: a case is a word to three
(«большому», "under 5", "inside the ring road"); a claim that leaves out more says a part of the
rule, not all of it for every case."""

MAX_SENTENCES = 32
"""Cited sentences read per clause of a claim: those holding all its words, which in a long
material repeating one rule may be every sentence; a claim restates one or two of them, and reading
a bounded number keeps an answer of many claims over such a material linear (a red-team of session
40 timed it quadratic, as the older per-claim readers are)."""

_REST = lazy_pattern(
    r"(?:[,;]|\s(?:but|while|whereas|а|но))\s+(?:(?:for|to|on|in|at|with|к|для|у|на|в|с|со)\s+)?"
    r"(?:(?:all|any)\s+)?(?:other\b|others\b|the\s+rest\b|остальн\w*|прочи[мхе]\w*|други[мхе]\b)",
    re.IGNORECASE)
"""Where a part of a sentence opens with the rest of the cases: ", к остальным", "; for all other
bikes", ", а для других клиентов"."""


@lru_cache(maxsize=4096)
def _rule_before_the_rest(sentence: str) -> tuple[frozenset[str], frozenset[str]] | None:
    """The words and numbers of the sentence before its "the rest" part, or None."""
    rest = _REST.search(sentence)
    if rest is None:
        return None
    rule = sentence[:rest.start()]
    return specific_terms(rule), frozenset(DIGIT_RUN.findall(rule))


def drops_the_case_of_the_rest(claim: str, question: str, sources: Sources, answer: str = "") -> str | None:
    """The cited sentence whose rule, given for one case against "the rest", the claim states with
    no word of that case; None otherwise. A case named anywhere in the answer (``answer``, the
    claim when not given) or the question is named; a question with a figure of its own may name
    a case by it ("my son is 3" for "under 5"), so the rule's numbers are then not read."""
    said = ANSWER_WORD.sub("", claim)
    told = _told(answer or said, question)
    for clause in claim_clauses(said):  # «…бесплатно, докупать её не нужно»: the clause that states it
        found = _stated_for_one_case(clause, question, sources, told)
        if found is not None:
            return found
    return None


def _stated_for_one_case(clause: str, question: str, sources: Sources, told: frozenset[str]) -> str | None:
    own = specific_terms(clause)
    if len(own) < MIN_SHARED:
        return None
    numbers = frozenset(DIGIT_RUN.findall(clause))
    for i in sorted(sources.holding_all(sorted(own)))[:MAX_SENTENCES]:
        sentence = sources.index.sentences[i]
        found = _rule_before_the_rest(sentence)
        if found is None:
            continue
        words, digits = found
        left_out = words - own
        if not own <= words or not numbers <= digits or len(left_out) > MAX_CASE_WORDS:
            continue
        if any(not holds(told, t) for t in left_out) or (
                not DIGIT_RUN.search(question) and any(d not in told for d in digits - numbers)):
            return sentence
    return None


@lru_cache(maxsize=256)
def _told(answer: str, question: str) -> frozenset[str]:
    """What the answer and the question name (:func:`tether.checks.parallel_cases.told_of`), and the
    answer's numbers in words too («для детей до *семи* лет»: a red-team of session 40)."""
    in_words = frozenset(str(int(r.value)) for x in find_mentions(answer) if x.kind in QUANTITY_KINDS
                         for r in x.readings if r.value == int(r.value))
    return told_of(answer, question)[0] | in_words

