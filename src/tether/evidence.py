"""Evidence: retrieve a window of candidates, gate every one, keep what answers the question.

Retrieval ranks, the gate judges access and freshness, and the sufficiency
rule (:mod:`tether.sufficiency`) decides whether any citable fragment answers
*this* question. The window is wider than the answer's ``top_k`` so that a
run of rejected records cannot hide an acceptable one; when the window is
full and every fragment in it that covers the question is rejected, it is
widened once. A prefix of the ranking is decided on first, and the whole window is
read only when a candidate below that prefix could change the decision
(:mod:`tether.settled`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from datetime import datetime

from sqlalchemy import Connection

from .class_names import of_other_classes
from .context import accepted_texts
from .gate import StopDecision, Verdict, judge_all, stop_decision
from .lru import Lru
from .measured import measure_asked, states_other_measures, states_the_measure
from .ordinal import ordinal_asked, states_other_places, states_the_place
from .packaged import count_asked, states_other_counts, states_the_count
from .plan import Plan
from .retrieve import Candidate, Scores, retrieve, retrieve_wide, with_score
from .scoped import scoped_elsewhere
from .settled import PROBE, PROBE_BUDGET, corpus_bounds, fixed_terms, reach, settles
from .sized import size_asked, states_another_size
from .store.db import Store
from .store.stats import corpus_stats
from .sufficiency import COVERAGE_FLOOR, Sufficiency, by_sentence, decide, sentence_terms
from .terms import Weights, class_names
from .value_asked import (
    ValueSentence,
    asked_kind,
    asks_for_a_value,
    asks_when,
    states_a_value,
    states_for_other_classes,
    the_dated,
    value_sentences,
)

WINDOW = 32
"""Candidates gated per question: every fragment in it is judged, so up to WINDOW - 1
rejected records ranking above an acceptable one cannot hide it."""
WIDE_WINDOW = 256
"""The one widening, when the window was full and everything in it that covers the question
was rejected (a popular restricted topic); beyond it the stop stands."""
WIDE_PREFIX = 64
"""Where the widening reads on from the window's search, the prefix of the wide window decided
on first: when it settles the decision (tether.settled), the rest is not read. At 10k fragments
(benchmarks/sufficiency.py) "What is the policy?" ranks 40 restricted sections first and its
first five public ones next: the top 64 settle it, and reading on to 64 cost 0.3 ms against
2.0 ms to 256 (with judging and deciding on 256: 0.55 ms more). A prefix that does not settle
costs its decide and ~0.12 ms of search on the way to 256."""
VALUE_SENTENCE_ENTRIES = 4096
"""Fragments whose sentences that may state a value are kept per store (as retrieve's
candidate metadata): a fragment's figures are read once for its content, not for every
question that asks "how much" of it (five texts' figures cost ~0.1 ms a question, and a
question the value check empties reads them twice: for the probe, then the window); and,
as many, each sentence's subject terms that sections which tie are told apart by
(tether.sufficiency.by_sentence: ~15 µs a fragment read anew)."""


@dataclass(frozen=True, slots=True)
class Evidence:
    verdicts: tuple[Verdict, ...]  # what the snapshot shows: the top_k by rank and every covering candidate
    accepted: tuple[Candidate, ...]  # the fragments to answer from, best first
    decision: StopDecision | None


def gather(store: Store, conn: Connection, plan: Plan, labels: Iterable[str], now: datetime,
           corpora: Sequence[str] | None, top_k: int) -> Evidence:
    # The candidates are judged and decided on as kept, unscored: only those shown take
    # their score (a window of 256 would cost ~0.8 ms of copies otherwise).
    scores: Scores = {}
    return _with_scores(_gather(store, conn, plan, tuple(labels), now, corpora, top_k, scores), scores)


def _gather(store: Store, conn: Connection, plan: Plan, labels: tuple[str, ...], now: datetime,
            corpora: Sequence[str] | None, top_k: int, scores: Scores) -> Evidence:
    stats = store.derived(conn, ("corpus-stats", None if corpora is None else tuple(sorted(corpora))),
                          lambda c: corpus_stats(c, corpora))
    weights = Weights(stats.fragments, lambda stem: stats.df(conn, stem, corpora))
    wider: Callable[[int], list[Candidate]] | None = None
    terms = fixed_terms(plan, weights) if top_k <= PROBE else None
    bounds = corpus_bounds(store, conn)
    if terms is not None:
        # A prefix of the ranking may settle the decision already (tether.settled).
        if reach(terms, weights, bounds) < COVERAGE_FLOOR:  # nothing can cover it
            verdicts = judge_all(retrieve(store, conn, plan, corpora, top_k, scores=scores), labels, now)
            found = decide(plan, verdicts, weights, top_k, terms)
            return _evidence(store, conn, plan, verdicts, found, weights, top_k)
        # The wide window is read ahead only where it costs nothing more (retrieve_wide).
        candidates, wider = retrieve_wide(store, conn, plan, corpora, PROBE, WIDE_WINDOW, PROBE_BUDGET, scores=scores)
        verdicts = judge_all(candidates, labels, now)
        found = decide(plan, verdicts, weights, top_k, terms)
        if len(candidates) < PROBE or settles(plan, verdicts, found, weights, top_k, bounds):
            evidence = _evidence(store, conn, plan, verdicts, found, weights, top_k)
            # An answer the value check empties would list the window's rejected records.
            if evidence.accepted or len(candidates) < PROBE:
                return evidence
    if wider is not None:
        candidates = wider(WINDOW)
    else:
        candidates, wider = retrieve_wide(store, conn, plan, corpora, WINDOW, WIDE_WINDOW, scores=scores)
    verdicts = judge_all(candidates, labels, now)
    found = decide(plan, verdicts, weights, top_k, terms)
    # Widen only where a run of rejected records may hide an acceptable one: the window is
    # full and what covers the question in it is all rejected.
    if not found.answerable and len(candidates) == WINDOW and found.about:
        if wider is None:
            candidates = retrieve(store, conn, plan, corpora, WIDE_WINDOW, scores=scores)
            verdicts = judge_all(candidates, labels, now)
        else:
            if terms is not None:  # the wide window's prefix may settle it (as the probe the window)
                candidates = wider(WIDE_PREFIX)
                verdicts = _judged_on(verdicts, candidates, plan, labels, now)
                found = decide(plan, verdicts, weights, top_k, terms)
                if len(candidates) < WIDE_PREFIX:  # every match: the wide window itself
                    return _evidence(store, conn, plan, verdicts, found, weights, top_k)
                if settles(plan, verdicts, found, weights, top_k, bounds):
                    evidence = _evidence(store, conn, plan, verdicts, found, weights, top_k)
                    if evidence.accepted:  # else its stop would list the wide window's rejected records
                        return evidence
            candidates = wider(WIDE_WINDOW)
            verdicts = _judged_on(verdicts, candidates, plan, labels, now)
        found = decide(plan, verdicts, weights, top_k, terms)
    return _evidence(store, conn, plan, verdicts, found, weights, top_k)


def _judged_on(verdicts: list[Verdict], candidates: list[Candidate], plan: Plan, labels: tuple[str, ...],
               now: datetime) -> list[Verdict]:
    """The verdicts on ``candidates``, a longer list read on from the search that gave those of
    ``verdicts``: its first ones are those, in that order (the exact best of one total order,
    :meth:`tether.store.hits.Preference.key`), and are not judged again (~0.8 µs each) — unless
    the question names a document, whose fragments that rank below a shorter list's matches
    join it at a score of 0 (tether.retrieve) and so may come in another order."""
    if plan.document is not None:
        return judge_all(candidates, labels, now)
    return [*verdicts, *judge_all(candidates[len(verdicts):], labels, now)]


def _with_scores(evidence: Evidence, scores: Scores) -> Evidence:
    """The evidence with each candidate scored for the question (:func:`with_score`), one
    copy per candidate: the last list searched put every score its candidates have."""
    made: dict[tuple[int, str, str], Candidate] = {}

    def scored(c: Candidate) -> Candidate:
        known = made.get(c.content_key)
        if known is None:
            known = made[c.content_key] = with_score(c, scores)
        return known

    return Evidence(tuple(Verdict(scored(v.candidate), v.reasons) for v in evidence.verdicts),
                    tuple(scored(c) for c in evidence.accepted), evidence.decision)


def _evidence(store: Store, conn: Connection, plan: Plan, verdicts: Sequence[Verdict], found: Sufficiency,
              weights: Weights, top_k: int) -> Evidence:
    """The evidence of a decision: the fragments answered from once those that state no value
    asked for are dropped and the rest ordered by their best sentence; the stop otherwise."""
    answer_from = found.answer_from
    value_asked = asks_for_a_value(plan)
    classes = frozenset(class_names(plan.question))
    size = size_asked(plan.question)
    count = count_asked(plan.question)
    place = ordinal_asked(plan.question)
    measure = measure_asked(plan.question) if value_asked else None
    # Read once: the accepted texts serve the value check and the tie between sections.
    texts = accepted_texts(store, conn, [v.candidate for v in answer_from]) if (
        answer_from and (value_asked or classes or size is not None or count is not None or place is not None)) \
        or len(answer_from) > 1 else {}
    asked_place = plan.jurisdiction

    def placed(candidates: Sequence[Verdict]) -> list[Verdict]:
        """Less a general record's section that opens in another country (tether.scoped): that
        country's rule. One of the asked jurisdiction's own records is placed already."""
        if asked_place is None:
            return list(candidates)
        unread = [v.candidate for v in candidates if v.candidate.jurisdiction is None
                  and v.candidate.fragment_pk not in texts]
        if unread:  # the fallback has read its candidates already
            texts.update(accepted_texts(store, conn, unread))
        return [v for v in candidates if v.candidate.jurisdiction is not None
                or not scoped_elsewhere(texts.get(v.candidate.fragment_pk, ""), asked_place)]

    if answer_from and asked_place is not None:
        answer_from = tuple(placed(answer_from))
        found = replace(found, answer_from=answer_from)
    if answer_from and size is not None:
        # «кабинет на 8 человек» is not answered by the office for 4 (tether.sized)
        answer_from = tuple(v for v in answer_from
                            if not states_another_size(texts.get(v.candidate.fragment_pk, ""), size))
        found = replace(found, answer_from=answer_from)
    if answer_from and count is not None:
        # "a pass of 10 classes" is not priced by the passes of 3 and 5 (tether.packaged)
        answer_from = _of_the_asked(answer_from, texts, lambda text: states_other_counts(text, count),
                                    lambda text: states_the_count(text, count), by_any=True)
        found = replace(found, answer_from=answer_from)
    if answer_from and place is not None:
        # "a puppy's second visit" is not limited by the rule for its first (tether.ordinal)
        answer_from = _of_the_asked(answer_from, texts, lambda text: states_other_places(text, place),
                                    lambda text: states_the_place(text, place))
        found = replace(found, answer_from=answer_from)
    if answer_from and measure is not None:
        # "a nitrox fill above 32%" is not priced by "a nitrox fill up to 32%" (tether.measured)
        answer_from = _of_the_asked(answer_from, texts, lambda text: states_other_measures(text, measure),
                                    lambda text: states_the_measure(text, measure))
        found = replace(found, answer_from=answer_from)
    if answer_from and classes:
        # A class the question names by its letter ("category *A*", «категорию *A*») is the
        # case asked about: a section that names only other classes of that kind states their
        # rule, not the asked one's (unseen18 dev u18d-043: theory hours given for category B
        # only); a section naming no class states a general rule, and answers.
        # When the best section is another class's and none names the asked one, the question
        # is about a class-specific rule its class lacks (u18d-018, "category BE"): a general
        # section below does not answer it.
        if of_other_classes(classes, _classes_of(answer_from[0], texts)) and not any(
                classes & _classes_of(v, texts) for v in answer_from):
            answer_from = ()
        answer_from = tuple(v for v in answer_from if not of_other_classes(classes, _classes_of(v, texts)))
        found = replace(found, answer_from=answer_from)
    if answer_from and value_asked:
        kind = asked_kind(plan)
        kept: Lru[tuple[int, str, str], tuple[ValueSentence, ...]] = store.derived(
            conn, ("value-sentences",), lambda _: Lru(VALUE_SENTENCE_ENTRIES))

        def stated(c: Candidate) -> tuple[ValueSentence, ...]:
            known = kept.get(c.content_key)
            if known is None:
                known = value_sentences(texts.get(c.fragment_pk, ""))
                kept.put(c.content_key, known)
            return known

        best = answer_from[0].candidate
        # The best section gives the value for other classes only ("Band A pays £1,420 … Bands
        # E to H pay more" for Band F): the question asks for a class-specific value the record
        # does not state, and a general section's figure below is not it (unseen16 dev u16h-027).
        class_unstated = bool(classes) and states_for_other_classes(kind, stated(best), classes) and not (
            states_a_value(found, "", kind, stated(best), classes))
        answer_from = () if class_unstated else tuple(
            v for v in answer_from if states_a_value(found, "", kind, stated(v.candidate), classes))
        if not answer_from and not class_unstated:
            # The best sections name the subject but state no value of the kind asked: the
            # best of the covering sections that do answer ("How long does it take to get the
            # deposit back …" is the release section's "within 2 working days", not the fuel
            # policy's refuel charge: unseen6 dev u6car-011).
            def answering(candidates: Sequence[Verdict]) -> list[Verdict]:
                unread = [v.candidate for v in candidates if v.candidate.fragment_pk not in texts]
                if unread:  # in one read
                    texts.update(accepted_texts(store, conn, unread))
                # the fallback is placed as the first choice was (a review: it brought the other
                # country's section back)
                return [v for v in placed(candidates) if states_a_value(found, "", kind, stated(v.candidate), classes)]

            found = decide(plan, verdicts, weights, top_k, found.terms, answering)
            answer_from = found.answer_from
        found = replace(found, answer_from=answer_from)
    if len(answer_from) > 1:  # sections that tie are told apart by their best sentence
        told: Lru[tuple[int, str, str], tuple[frozenset[str], ...]] = store.derived(
            conn, ("sentence-terms",), lambda _: Lru(VALUE_SENTENCE_ENTRIES))

        def terms(v: Verdict) -> tuple[frozenset[str], ...]:
            known = told.get(v.candidate.content_key)
            if known is None:
                known = sentence_terms(texts.get(v.candidate.fragment_pk, ""))
                told.put(v.candidate.content_key, known)
            return known

        told_apart = replace(found, answer_from=the_dated(found, answer_from, texts)) if asks_when(plan) else found
        answer_from = by_sentence(told_apart, terms, weights, plan.question)
    return Evidence(_shown(verdicts, found, top_k), tuple(v.candidate for v in answer_from),
                    None if answer_from else stop_decision(plan.question, found.about))


def _of_the_asked(answer_from: Sequence[Verdict], texts: dict[int, str], others: Callable[[str], bool],
                  the_asked: Callable[[str], bool], *, by_any: bool = False) -> tuple[Verdict, ...]:
    """The sections that answer a question asking for one measure or count of a thing: when the
    best section (``by_any``: any section) states others of it, only those stating the asked one,
    not a general one ("An air fill … costs A$12" for a nitrox fill above 32 %; the holiday prices'
    «абонементы в эти дни принимаются без доплаты» for a pass of 20 rides where passes of 5 and 10
    are priced: unseen57 dev u57K-034); else every section but those stating only others."""
    texts_of = [texts.get(v.candidate.fragment_pk, "") for v in answer_from]
    if any(map(others, texts_of)) if by_any else others(texts_of[0]):
        return tuple(v for v, text in zip(answer_from, texts_of, strict=True) if the_asked(text))
    return tuple(v for v, text in zip(answer_from, texts_of, strict=True) if not others(text))


def _classes_of(v: Verdict, texts: dict[int, str]) -> frozenset[str]:
    """The lettered classes a fragment names, in its title, heading or text (tether.terms.class_names)."""
    c = v.candidate
    return frozenset(class_names(" ".join((c.title or "", c.heading or "", texts.get(c.fragment_pk, "")))))


def _shown(verdicts: Sequence[Verdict], found: Sufficiency, top_k: int) -> tuple[Verdict, ...]:
    """The snapshot's candidates, in retrieval order: the best ``top_k`` by rank (what a
    reader expects to see), the ones answered from, and — only when the question stops on
    them — the rejected ones it is about. A completed answer never adds a rejected one
    beyond the top ``top_k``: that it was added would tell whether a record the reader may
    not read covers the question (a search oracle on restricted text)."""
    extra = found.answer_from if found.answerable else (*found.answer_from, *found.about)
    keep = {id(v) for v in verdicts[:top_k]} | {id(v) for v in extra}
    return tuple(v for v in verdicts if id(v) in keep)
