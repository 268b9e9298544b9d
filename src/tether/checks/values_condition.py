"""The value's condition dropped: a claim stating the value of a rule the cited sentence gives
only on a condition, when the same sentence says what holds otherwise ("If you report it in
time …, the charge is £50; *otherwise* the full replacement cost is charged"). Moved out of
:mod:`tether.checks.condition`, whose yes-answer readers it sits beside."""

from __future__ import annotations

import re
from functools import lru_cache

from ..figures.digits import DIGIT_RUN
from ..guard import Guarded, lazy_pattern
from ..terms import GENERIC_TERMS, SentenceIndex, TermSet, same_term, subject_terms
from ..verify.thresholds import without_figures
from .bounds import Memo
from .excluded import MIN_GROUP_TERMS
from .lexicon import IF_MARKERS

_OTHERWISE = Guarded(r"\b(?:otherwise|or\s+else|in\s+all\s+other\s+cases)\b|"
                     r"(?<!\w)(?:иначе|в\s+противном\s+случае|в\s+остальных\s+случаях)(?!\w)", re.IGNORECASE,
                     ("otherwise", "else", "other", "иначе", "противном", "остальных"))
"""The value's other side, stated: the rule's value holds only when its condition does."""
_CONDITION_OPENS = lazy_pattern(IF_MARKERS, re.IGNORECASE)


def drops_the_values_condition(claim: str, free: TermSet | None, index: SentenceIndex,
                               allowed: frozenset[int], answer: str = "", memo: Memo | None = None) -> str | None:
    """The cited sentence whose value the claim states without the condition it holds under:
    "If a vehicle is lost or stolen during your ride, the charge is £50" against "*If you
    report it in time and give a police crime reference number*, the charge is £50; otherwise
    the full replacement cost is charged" (unseen13 dev u13-en-034). Read only where the
    sentence says what holds otherwise: then the value depends on the condition by the source's
    own words. The claim must restate the value's clause and neither the answer (``answer``,
    the whole of it: "Report it within 12 hours. If you do so, …") nor the question (``free``)
    say any word of the condition; a claim that states the other side itself keeps it."""
    # the sentences that say what holds otherwise, read once per set of cited ones (``memo``):
    # first, since almost no material says "otherwise", and then no claim is read at all
    found = memo.otherwise if memo is not None else None
    if found is None:
        found = tuple((i, m.start()) for i in sorted(allowed) if (m := _OTHERWISE.search(index.sentences[i])))
        if memo is not None:
            memo.otherwise = found
    if not found:
        return None
    digits = DIGIT_RUN.findall(claim)
    if not digits or _OTHERWISE.search(claim):
        return None
    for i, otherwise in found:
        sentence = index.sentences[i]
        for d in DIGIT_RUN.finditer(sentence, 0, otherwise):
            if d.group() not in digits:
                continue
            # the condition the value's clause opens with: "If …, the charge is £50" — the value
            # after its comma, not inside it («если вы сообщили в течение 5 дней, …»: review13)
            opens = [c for c in _CONDITION_OPENS.finditer(sentence, 0, d.start())]
            if not opens:
                continue
            end = _CLAUSE_ENDS.search(sentence, opens[-1].end(), d.start())
            if end is None:
                continue
            terms = [t for t in subject_terms(without_figures(sentence[opens[-1].end():end.start()]))
                     if t not in GENERIC_TERMS]
            held = _words_of(answer or claim)  # read here only: every claim of an answer asks
            # none of its words, in any form («подаче» tells «подано»), and the claim restates
            # the value's clause: a claim that names the condition in words of its own ("With a
            # Railcard" for "If you hold a valid Railcard") keeps it (review13)
            told = any(any(same_term(t, h) for h in held) or (free is not None and t in free) for t in terms)
            main = frozenset(subject_terms(sentence[end.end():d.start()]))
            if (len(terms) >= MIN_GROUP_TERMS and not told and any(t in held for t in main)
                    and not any(j != i and d.group() in DIGIT_RUN.findall(index.sentences[j]) for j in allowed)):
                return sentence  # the only cited sentence stating the value: "delivered within 2
                # days" beside "kept at the depot for 2 days; otherwise …" is the other's (review13)
    return None


_CLAUSE_ENDS = lazy_pattern(r"[,;:—–]")


@lru_cache(maxsize=256)
def _words_of(text: str) -> frozenset[str]:
    """The subject terms of a whole answer, once for all its claims."""
    return frozenset(subject_terms(text))
