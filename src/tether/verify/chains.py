"""Pronoun chains: a cited sentence that goes on about the one before it («Она стоит …», "It can be
paused …") is about that one's subject too (issue 11, misattributed-figure).

"The unlimited membership … It renews … unless it is cancelled at least 7 days before … It can be
paused once a year for up to 30 days" says the membership's pause is 30 days: "The unlimited
membership can be paused … for up to 7 days" passed, the notice's sentence going on about the
membership as well as the pause's (unseen46 dev u46-en-027). So, when an answer's figure is
placed, a sentence of a chain that holds a word of the figure's own also holds the words of the
sentences its chain goes on from. One that holds none of them is not about them, whoever it goes
on about: "The annual library card is valid for 60 days" is not the suspension's "It can be
suspended for up to 60 days" (a red-team of this reading).

The chains are read once per cited material (:class:`Chains`); each figure then costs what the
sentences holding its words cost, not a pass over every sentence.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from ..terms import SentenceIndex


class Chains:
    """Where each cited sentence's chain starts: itself, or the first sentence of the run of
    pronoun sentences (``goes_on(i)``: sentence i + 1 goes on about sentence i) it belongs to."""

    __slots__ = ("start",)

    def __init__(self, count: int, goes_on: Callable[[int], bool]) -> None:
        start = list(range(count))
        for i in range(1, count):
            if goes_on(i - 1):
                start[i] = start[i - 1]
        self.start = start

    def carried(self, index: SentenceIndex, terms: Sequence[str], scores: dict[int, float],
                allowed: frozenset[int], into: Iterable[int] | None = None) -> tuple[dict[int, float], frozenset[int]]:
        """``scores`` (per sentence, the weight of ``terms`` it holds, summed in ``terms``' order)
        with each chained sentence that holds a term itself scored by the terms its chain holds up
        to it; and the sentences so raised. ``into``: only these may be raised (the rival reading
        raises the sentences stating the value, not their rivals)."""
        order = list(dict.fromkeys(terms))
        held_by: dict[int, set[str]] = {}
        for t in order:
            for i in index.holding(t, True):
                held_by.setdefault(i, set()).add(t)
        receiving = None if into is None else frozenset(into)
        out, raised = dict(scores), set()
        # a chain's run of held terms, in sentence order: each sentence read once per call
        run: set[str] = set()
        current = -1
        for i in sorted(held_by):
            if self.start[i] != current:
                current, run = self.start[i], set()
            brought = run - held_by[i]  # what the sentences before it in its chain hold and it does not
            run |= held_by[i]
            if self.start[i] == i or i not in allowed or (receiving is not None and i not in receiving):
                continue
            if brought:
                out[i] = sum(index.weights.weight(t) for t in order if t in run)
                raised.add(i)
        return out, frozenset(raised)

    def words_up_to(self, index: SentenceIndex, i: int, terms: Iterable[str]) -> set[str]:
        """The ``terms`` that sentence ``i`` or the sentences its chain goes on from hold."""
        lo = self.start[i]
        return {t for t in terms if any(lo <= j <= i for j in index.holding(t, True))}
