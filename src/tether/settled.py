"""When a prefix of the ranking already settles the sufficiency rule's decision (issue 12's cost).

The rule reads only candidates that cover the question, and a fragment's coverage is the
weight of the question's terms it holds, so no candidate below a prefix can cover more than
the terms some fragment of the corpus could hold (:func:`reach`), nor name its section after
more of them than the corpus's anchors do. When nothing can reach the coverage floor, or
when the top_k fragments answered from in the prefix already cover that most, under such an
anchor, and the stop's signs against an accepted fragment that holds what they hold cannot
hold for any rejected fragment, a candidate further down could only rank after them and
change nothing (:func:`settles`, its conditions each against one clause of
:func:`tether.sufficiency.decide`). :func:`tether.evidence.gather` then decides on the
prefix alone: the same evidence as the whole window, for a shorter search.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from sqlalchemy import Connection, select

from .coverage import _UNITS_OF, MIN_PREFIX_STEM, SAME_AS, Reading, bits
from .gate import Verdict
from .headings import SectionNames, denies, headed_apart, headed_elsewhere, section_names
from .plan import Plan
from .question_frame import question_terms
from .store.db import Store
from .store.fts5 import plain_characters
from .store.tables import fragments as Fragments
from .sufficiency import (
    ABSENT_WEIGHT,
    COVERAGE_FLOOR,
    Sufficiency,
    _anchor_terms,
    near_the_best,
    terms_of,
)
from .terms import Weights, subject_terms
from .text import stem
from .typos import reads_candidates

PROBE = 20
"""Candidates read first, before the whole window. In benchmarks/sufficiency.py's corpus (half
the records public, every question word in most fragments) the fifth accepted fragment that
covers a question wholly ranked 8th to 18th at 10k fragments; the impact search reads its
levels in doubling batches, so its top 20 scored as many fragments as its top 16 (316 for
"What is the registration fee?", against 182 for the top 5 and 685 for the top 32)."""
PROBE_BUDGET = 32 * PROBE
"""Fragments the impact search may score for the probe before it ranks every match instead
(tether.store.ranked, whose own budget is 8 a result and at least 256). Measured with
benchmarks/sufficiency.py at 10k fragments: the probe's top 20 needed 316 to 640 fragments
scored (3.0–3.6 ms), and giving up at the usual budget cost 2–3 ms before ranking every
match (6–8 ms); 32 a result let every question the probe settles finish its search."""


@dataclass(frozen=True, slots=True)
class Bounds:
    """What the corpus's fragments could hold beyond the ones read, each built on first use
    and kept until an ingest changes the corpus (over every stored fragment: a superset of
    the candidates, so a bound all the same)."""

    anchor_terms: Callable[[], frozenset[str]]  # the words of every anchor (:func:`tether.sufficiency._anchor_terms`)
    part_stems: Callable[[], frozenset[str]]  # the stems of every compound's parts (``_with_parts``)
    names: Callable[[], SectionNames]  # every section's heading and anchor


def corpus_bounds(store: Store, conn: Connection) -> Bounds:
    return Bounds(lambda: store.derived(conn, ("anchor-terms",), _anchor_terms_of),
                  lambda: store.derived(conn, ("part-stems",), _part_stems_of),
                  lambda: store.derived(conn, ("section-names",), _section_names_of))


def _anchor_terms_of(conn: Connection) -> frozenset[str]:
    anchors = conn.execute(select(Fragments.c.anchor).where(Fragments.c.anchor.is_not(None)).distinct()).scalars()
    return frozenset(t for a in anchors for t in subject_terms(a.replace("-", " ")))


def _part_stems_of(conn: Connection) -> frozenset[str]:
    texts = conn.execute(select(Fragments.c.index_text).where(Fragments.c.index_text.contains("-"))).scalars()
    return frozenset(stem(p) for text in texts for s in text.split() if "-" in s for p in s.split("-") if p)


def _section_names_of(conn: Connection) -> SectionNames:
    def distinct(column: Any) -> Iterable[str]:
        return conn.execute(select(column).where(column.is_not(None)).distinct()).scalars()

    return section_names(distinct(Fragments.c.heading), distinct(Fragments.c.anchor))


def fixed_terms(plan: Plan, weights: Weights) -> tuple[str, ...] | None:
    """The rule's terms (:func:`tether.sufficiency.terms_of`) when they are the same whatever
    the candidates: no named document (its titles are read from them) and no word that
    :func:`tether.typos.repair` would read as a candidate's; None otherwise."""
    if plan.document is not None:
        return None
    asked = question_terms(plan)
    return None if any(reads_candidates(t, weights) for t in asked) else terms_of(plan, (), weights, asked)


def reach(terms: Sequence[str], weights: Weights, bounds: Bounds) -> float:
    """The most coverage a fragment can have: the share of the terms' weight that some fragment
    could hold, summed as :func:`tether.coverage._coverage` sums it (so no fragment's
    coverage exceeds it, to the last bit)."""
    held = total = 0.0
    for t in terms:
        w = weights.weight(t)
        total += w
        if _holdable(t, weights, bounds):
            held += w
    return held / total if total else 0.0


def _holdable(term: str, weights: Weights, bounds: Bounds) -> bool:
    """Whether some fragment could hold ``term`` (:func:`tether.coverage.holds`): the
    full-text index holds it (a stem of plain characters is its own index token), or a route
    the index does not see reaches it — the start of a longer stem, a unit of its measure,
    a compound, a part of one, a word of the same meaning ("price" for "cost")."""
    if (weights.df(term) > 0 or term in _UNITS_OF or term in SAME_AS or "-" in term
            or not set(term) <= plain_characters()):
        return True
    return (len(term) >= MIN_PREFIX_STEM and not term.isdigit()) or term in bounds.part_stems()


def settles(plan: Plan, verdicts: Sequence[Verdict], found: Sufficiency, weights: Weights, top_k: int,
            bounds: Bounds) -> bool:
    """Whether ``found`` — :func:`tether.sufficiency.decide` on ``verdicts``, a prefix of the
    ranking — is the decision on any longer prefix: the prefix answers, and no candidate
    after it could change what from (see the module's doc). Call only when
    :func:`fixed_terms` holds."""
    if not found.answer_from:
        return False
    terms = found.terms
    reading = Reading(terms, weights)
    held = {v.candidate.fragment_pk: reading.held(v.candidate.stems) for v in verdicts if v.accepted}
    strength = {pk: reading.share(mask) for pk, mask in held.items()}
    accepted = [v for v in verdicts if v.accepted and strength[v.candidate.fragment_pk] >= COVERAGE_FLOOR
                and reading.share(held[v.candidate.fragment_pk], ABSENT_WEIGHT) >= COVERAGE_FLOOR]
    most = reach(terms, weights, bounds)
    top = max(strength[v.candidate.fragment_pk] for v in accepted)
    # A rejected fragment below cannot cover clearly more (CLEARLY_BETTER) than ``most`` …
    if top < most:
        return False
    # … nor hold the rarest term when an accepted one holds it …
    rarest = reading.rarest_present()
    if any(not any(held[v.candidate.fragment_pk] & bit for v in accepted) for bit in bits(rarest)):
        return False
    # … nor more terms than an accepted one headed for the question, or one holding them all …
    asked = frozenset(subject_terms(plan.question))
    every = (1 << len(terms)) - 1
    if all(headed_elsewhere(v, asked) for v in accepted) and not any(
            held[v.candidate.fragment_pk] == every for v in accepted):
        return False
    # … nor, when no accepted one is headed within the question's words, be named within
    # them …
    named = asked | frozenset(terms)
    if (not denies(plan.question) and all(headed_apart(v, named) for v in accepted)
            and bounds.names().within(named)):
        return False
    # … nor be of the jurisdiction asked about when an accepted one is. More accepted
    # fragments below only make each of these signs less likely (decide's about).
    if plan.jurisdiction is not None and not any(v.candidate.jurisdiction == plan.jurisdiction for v in accepted):
        return False

    def anchor(v: Verdict) -> float:
        return reading.coverage(_anchor_terms(v))

    def order(v: Verdict) -> tuple[float, float]:
        return (-strength[v.candidate.fragment_pk], -anchor(v))

    chosen = sorted(near_the_best(accepted, lambda v: strength[v.candidate.fragment_pk], top), key=order)
    # An accepted fragment below joins the list after every one with its key or a better one
    # (a stable sort in ranking order): of the jurisdiction and period asked if any here is.
    specific = [v for v in chosen if plan.jurisdiction is not None and v.candidate.jurisdiction == plan.jurisdiction]
    if plan.jurisdiction is not None and not specific:
        return False
    past = plan.question_type == "historical"
    period = [v for v in specific or chosen if (v.candidate.policy == "historical") == past]
    if len(period) < top_k or tuple(period[:top_k]) != found.answer_from:
        return False
    last = period[top_k - 1]
    if strength[last.candidate.fragment_pk] < most:
        return False
    return anchor(last) >= 1.0 or anchor(last) >= reading.coverage(bounds.anchor_terms())
