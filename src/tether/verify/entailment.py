"""The verifier's text comparator: does a premise support a hypothesis (``EntailmentScorer``)?

The default scorer is deterministic, built on the project's stems and stop words
(``tether.text``); a real NLI model can be plugged in through the protocol.
"""

from __future__ import annotations

from typing import Protocol, runtime_checkable

from ..text import content_stems


@runtime_checkable
class EntailmentScorer(Protocol):
    """How strongly ``premise`` supports ``hypothesis``, in [0, 1]."""

    def score(self, premise: str, hypothesis: str) -> float: ...


class TokenContainmentScorer:
    """The deterministic default: the share of the hypothesis's content stems found in the premise.

    Lower-case, punctuation and stop words dropped, Snowball stems (Russian or
    English by script). A hypothesis with no content words scores 1.0 — it
    asserts nothing the premise could contradict. It cannot see negation or
    word order; a real NLI model can be plugged in through the protocol.
    """

    threshold: float = 0.8

    def score(self, premise: str, hypothesis: str) -> float:
        wanted = content_stems(hypothesis)
        if not wanted:
            return 1.0
        have = set(content_stems(premise))
        return sum(1 for w in wanted if w in have) / len(wanted)


DEFAULT_SCORER = TokenContainmentScorer()
ENTAILMENT_THRESHOLD = 0.8
