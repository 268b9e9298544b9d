"""The cited sentences a claim may rest on (tether.checks.claims): every sentence of the
context indexed once per material, and per set of cited fragments what those sentences hold
at all, so that no claim asks what none of them can answer."""

from __future__ import annotations

import functools
import itertools
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from ..terms import SentenceIndex, Weights, fragment_index
from ..verify.models import VerifyInput
from .bounds import Memo
from .excluded import denies_anything
from .polarity import permitted_acts, plain_source
from .restriction import may_restrict


@dataclass(frozen=True, slots=True)
class Sources:
    """Sentences a claim may rest on: the ``allowed`` ones of an indexed list (the cited
    fragments' sentences among every context sentence, or a few verbatim quotes)."""

    index: SentenceIndex
    allowed: frozenset[int]
    weights: Weights  # rarity over every context sentence
    # per term, whether the allowed sentences hold it only in denials: the question's words
    # come back in every claim of an answer (tether.checks.excluded.affirms_a_denied_case)
    only_denied: dict[str, bool] = field(default_factory=dict, compare=False)
    # which allowed sentences restrict their rule ("only …", "if A and B"): tether.checks.restriction
    restricting: dict[str, frozenset[int]] = field(default_factory=dict, compare=False)
    # what tether.checks.bounds has read of the allowed sentences, kept per set of cited fragments
    bounds: Memo = field(default_factory=Memo, compare=False)
    # What the allowed sentences hold at all, known once per material and set of cited
    # fragments (Context.cited), so that no claim asks what none of them can answer:
    # every one is plain (polarity.plain_source: then a plain claim agrees with whichever
    # says most of it, and that sentence need not be found); one denies something
    # (excluded.denies_anything); one restricts its rule (restriction.may_restrict).
    # The defaults say nothing is known.
    all_plain: bool = False
    denies: bool = True
    restricts: bool = True
    # the first letters of the acts the allowed sentences permit ("can *buy*": polarity.permitted_acts);
    # None: not known
    permitted: frozenset[str] | None = None
    # the days the cited texts name, of the week and relative to an event, per kind, once read
    # (tether.checks.weekdays)
    days: dict[str, frozenset[Any]] = field(default_factory=dict, compare=False)
    # the whole cited texts, when the allowed sentences are a few quotes of them: who the
    # material names at all (tether.checks.doer); () when the allowed sentences are all of them
    cited_texts: tuple[str, ...] = ()
    # the allowed sentences that name whose a choice is, once read (tether.checks.chooser)
    choices: dict[str, Any] = field(default_factory=dict, compare=False)
    # the allowed sentences that bound a group by age, once read (tether.checks.age_group)
    age_groups: dict[str, frozenset[int]] = field(default_factory=dict, compare=False)
    # what tether.checks.counted_per and tether.checks.waived_condition have read of the allowed
    # sentences once: the periods they count anything per, the conditions they lay or waive
    read_once: dict[str, Any] = field(default_factory=dict, compare=False)

    def holds_any(self, terms: Sequence[str]) -> bool:
        holding, allowed = self.index.holding, self.allowed
        for t in terms:  # a loop, not any() over a generator: asked of nearly every claim
            if not holding(t).isdisjoint(allowed):
                return True
        return False

    def holding_all(self, terms: Sequence[str], within: frozenset[int] | None = None) -> frozenset[int]:
        """The allowed sentences (or those of ``within``, a subset) that hold every one of
        ``terms``: they score highest of all, so when there are some, no sentence needs
        scoring."""
        found = self.allowed if within is None else within
        for t in terms:
            found = found & self.index.holding(t)
            if not found:
                break
        return found

    def scores(self, terms: Sequence[str]) -> dict[int, float]:
        """Per allowed sentence, the weight of ``terms`` it holds, with the context's rarity
        (a few quoted sentences are scored with the weights of the whole context)."""
        return self.index.scores(terms, self.allowed, self.weights)

    def best(self, scores: dict[int, float]) -> int:
        """Of scored sentences (:meth:`scores`), the one holding most: then the shortest, then
        the first. ``scores`` must not be empty."""
        sentences = self.index.sentences
        return min(scores, key=lambda k: (-scores[k], len(sentences[k]), k))

    def sentence_saying(self, terms: Sequence[str]) -> str | None:
        """The allowed sentence holding most of ``terms`` (:meth:`best`), or None when none holds any."""
        near = self.scores(terms) if terms else {}
        return self.index.sentences[self.best(near)] if near else None


@dataclass(frozen=True, slots=True)
class Context:
    """Every sentence of the context, indexed once, and which of them each fragment holds."""

    index: SentenceIndex
    sentences_of: dict[str, tuple[range, ...]]  # a fragment id's sentences (ids may repeat)
    # per set of cited fragments, what their sentences hold (Sources), or None when the set
    # was cited once: answers over the same material cite the same fragments again, and a set
    # cited once is not read for it (every sentence of new material would be; bounded all the same)
    _held: dict[frozenset[str], tuple[bool, bool, bool, frozenset[str]] | None] = field(default_factory=dict,
                                                                                      compare=False)
    # per set of cited fragments, what tether.checks.bounds has indexed of their sentences
    _bounds: dict[frozenset[str], Memo] = field(default_factory=dict, compare=False)

    def cited(self, ids: Sequence[str]) -> Sources:
        # The cited fragments' ranges, not a pass over every sentence of the context.
        cited = frozenset(ids)
        allowed = frozenset(itertools.chain.from_iterable(r for fid in cited for r in self.sentences_of.get(fid, ())))
        bounds = self._bounds.get(cited)
        if bounds is None:
            if len(self._bounds) >= 256:
                self._bounds.clear()
            bounds = self._bounds[cited] = Memo()
        if cited not in self._held:
            if len(self._held) >= 256:
                self._held.clear()
            self._held[cited] = None
            return Sources(self.index, allowed, self.index.weights, bounds=bounds)  # nothing known: every reader asked
        held = self._held[cited]
        if held is None:
            texts = [self.index.sentences[i] for i in allowed]
            held = self._held[cited] = (all(map(plain_source, texts)), any(map(denies_anything, texts)),
                                        any(map(may_restrict, texts)),
                                        frozenset().union(*map(permitted_acts, texts)))
        all_plain, denies, restricts, permitted = held
        return Sources(self.index, allowed, self.index.weights, all_plain=all_plain, denies=denies,
                       restricts=restricts, permitted=permitted, bounds=bounds)


def context_of(inp: VerifyInput) -> Context:
    return _cached_context(tuple((f.id, f.text) for f in inp.context.fragments))


@functools.lru_cache(maxsize=64)
def _cached_context(fragments: tuple[tuple[str, str], ...]) -> Context:
    parts = [fragment_index(text) for _, text in fragments]
    sentences_of: dict[str, list[range]] = {}
    at = 0
    for (fid, _), part in zip(fragments, parts, strict=True):
        sentences_of.setdefault(fid, []).append(range(at, at + len(part.sentences)))
        at += len(part.sentences)
    return Context(SentenceIndex.join(parts), {k: tuple(v) for k, v in sentences_of.items()})
