"""What the claims of one answer can hold at all, tested once for the answer.

Every claim's text is a stretch of one of the answer's texts (the answer, each limitation)
with its labels removed (:func:`tether.checks.claim_text.claims_of`). A pattern that cannot
match any of those texts matches no claim, and a word that none of them holds is in no
claim: a reader that needs one is then not asked for any claim. Most answers hold the
trigger words of few readers, and each reader tested its own for every claim (issue 11:
the readers added to the claim check cost the whole call ~0.4 ms on the verify benchmark).
Tested lazily, once per answer and pattern; the result only skips work a reader would have
found nothing in, so its verdict is the same.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ..figures.quantities import letter_tokens
from ..guard import Guarded, fold

if TYPE_CHECKING:
    from .claim_text import Claim


class AnswerHints:
    """The answer's texts, labels removed, and what has been asked of them."""

    __slots__ = ("_texts", "_folded", "_words", "known")

    def __init__(self, texts: Sequence[str] | None) -> None:
        # None: not known (a label holds a line break, where a sentence may end): all may match
        self._texts = tuple(texts) if texts is not None else None
        self._folded: tuple[str, ...] | None = None
        self._words: frozenset[str] | None = None
        self.known: dict[Guarded, bool] = {}  # per pattern asked: whether it may match

    def may(self, pattern: Guarded) -> bool:
        """Whether ``pattern`` can match some claim (its needles are in some text)."""
        known = self.known.get(pattern)
        if known is None:
            if self._texts is None:
                known = True
            else:
                if self._folded is None:
                    self._folded = tuple(fold(t) for t in self._texts)
                known = any(pattern.possible(t, f) for t, f in zip(self._texts, self._folded, strict=True))
            self.known[pattern] = known
        return known

    def may_hold(self, words: frozenset[str]) -> bool:
        """Whether some claim's runs of letters, lower-cased (``figures.letter_tokens``), can
        hold one of ``words``: a claim begins and ends where its text has a space or ends
        (a sentence's bounds, or after a tool call's colon), so its runs are runs of that text."""
        if self._texts is None:
            return True
        if self._words is None:
            self._words = frozenset().union(*map(letter_tokens, self._texts))
        return not words.isdisjoint(self._words)


def may(claim: Claim, pattern: Guarded) -> bool:
    """Whether ``pattern`` can match ``claim.text`` as far as its answer tells: False only when
    it matches nowhere in the answer (True for a claim without one). Asked of every claim by
    several readers: the answer's known result is read here, without a further call."""
    hints = claim.asked.hints if claim.asked is not None else None
    if hints is None:
        return True
    known = hints.known.get(pattern)
    return hints.may(pattern) if known is None else known


def may_hold(claim: Claim, words: frozenset[str]) -> bool:
    """Whether ``claim.text`` can hold one of ``words`` as a run of letters, as far as its
    answer tells."""
    hints = claim.asked.hints if claim.asked is not None else None
    return hints is None or hints.may_hold(words)
