"""Which cited sentences state a claim's figures: by the runs of digits they hold.

:mod:`tether.checks.claims` compares a claim with the sentence that states its figures when the
sentences holding all its words state none of them; the runs of digits of each cited sentence
are read once (every claim of an answer asks them again).
"""

from __future__ import annotations

import functools

from ..figures.digits import DIGIT_RUN
from .claim_sources import Sources
from .claim_text import Claim


def stating_its_figures(claim: Claim, sources: Sources, full: frozenset[int]) -> int | None:
    """The allowed sentence that states the claim's figures and most of its words, when the
    sentences holding all its words state none of them: "Yes, paying monthly by Direct Debit
    (11 instalments) costs 9 % more …" says what "Paying monthly costs 9 % more than paying
    annually" says, not the "You *can* pay … in 11 monthly instalments" that holds more of its
    words (unseen10 dev u10-en-009). None when the figures are in no single sentence."""
    sentences_ = sources.index.sentences
    # the figures no sentence holding every word states ("11 instalments" is in one of them)
    digits = frozenset(DIGIT_RUN.findall(claim.text)).difference(*(_digit_runs(sentences_[i]) for i in full))
    if not digits:
        return None  # one holding every word states them too: that one is compared
    near = sources.scores(claim.anchors or claim.words)
    stating = [k for k in near if digits <= _digit_runs(sentences_[k])]
    return min(stating, key=lambda k: (-near[k], len(sentences_[k]), k)) if stating else None


def stating_all(claim: Claim, sources: Sources, among: frozenset[int]) -> frozenset[int]:
    """The sentences of ``among`` holding every run of digits of the claim."""
    digits = frozenset(DIGIT_RUN.findall(claim.text))
    return frozenset(k for k in among if digits <= _digit_runs(sources.index.sentences[k]))


@functools.lru_cache(maxsize=8192)
def _digit_runs(sentence: str) -> frozenset[str]:
    """A cited sentence's runs of digits, read once: every claim of an answer asks them again."""
    return frozenset(DIGIT_RUN.findall(sentence))
