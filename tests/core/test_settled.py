"""A prefix of the ranking settles the sufficiency rule's decision only when the whole window
would decide the same (tether.settled): checked on generated rankings, and end to end."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from tests.conftest import record, write_corpus
from tether import evidence, settled
from tether.context import catalog
from tether.corpus import load_corpus
from tether.coverage import holds
from tether.gate import Verdict
from tether.headings import name_words, section_names
from tether.plan import Plan, interpret
from tether.retrieve import Candidate
from tether.store.db import Store
from tether.store.ingest import ingest_records
from tether.sufficiency import decide
from tether.terms import Weights, subject_terms
from tether.text import stem

NOW = datetime(2026, 11, 30, 12, tzinfo=UTC)
WORDS = ("registration", "fee", "renewal", "appeal", "invoice", "payment")
STEMS = tuple(stem(w) for w in WORDS)
QUESTIONS = ("What is the registration fee?", "What is the renewal fee?", "How long is the appeal period?",
             "When is the invoice payment due?", "What was the registration fee before?",
             "What is the registration fee in Germany?", "What is the appeal fee for a cat?",
             "Is there no renewal fee?")
ANCHORS = (None, "s1", "fees", "registration-fee", "renewal", "invoice-payment-terms")
HEADINGS = ("Section 1", "Registration fee", "Fees", "Renewal and appeal", "Appeal", "Invoice payment",
            "No renewal fee")


def _candidate(pk: int, stems: frozenset[str], anchor: str | None, heading: str, policy: str,
               jurisdiction: str | None) -> Candidate:
    return Candidate(fragment_pk=pk, fragment_id=f"f{pk}", document=f"doc-{pk}", anchor=anchor, record_id=f"r{pk}",
                     version="1", owner="o@example.org", title=None, uri=None, published_at=NOW, expires_at=None,
                     access=("public",), policy=policy, jurisdiction=jurisdiction, lang="en", entities=(), score=0.0,
                     stems=stems, heading=heading)


@st.composite
def rankings(draw: st.DrawFn) -> tuple[Plan, list[Verdict]]:
    """A question and a ranking of 40 verdicts whose fragments mostly hold its words, most of
    them wholly, half of them accepted: where a short prefix often settles the decision."""
    question = draw(st.sampled_from(QUESTIONS))
    plan = Plan(question=question, lang="en", jurisdiction="DE" if "Germany" in question else None,
                question_type="historical" if "before" in question else "operational")
    verdicts = []
    for pk in range(1, 41):
        held = frozenset(s for s in STEMS if draw(st.integers(0, 9)) < 8)
        reasons = () if draw(st.booleans()) else (draw(st.sampled_from(["denied", "expired", "missing-anchor"])),)
        candidate = _candidate(pk, held | {"section"}, draw(st.sampled_from(ANCHORS)), draw(st.sampled_from(HEADINGS)),
                               draw(st.sampled_from(["operational", "operational", "historical"])),
                               draw(st.sampled_from([None, "DE", "AT"])))
        verdicts.append(Verdict(candidate, reasons))
    return plan, verdicts


def _weights(corpus: list[Verdict]) -> Weights:
    return Weights(len(corpus), lambda t: sum(1 for v in corpus if t in v.candidate.stems))


def _bounds(corpus: list[Verdict]) -> settled.Bounds:
    anchors = frozenset(t for v in corpus for t in subject_terms((v.candidate.anchor or "").replace("-", " ")))
    names = section_names((v.candidate.heading or "" for v in corpus), (v.candidate.anchor or "" for v in corpus))
    return settled.Bounds(lambda: anchors, lambda: frozenset(), lambda: names)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rankings())
def test_a_prefix_that_settles_decides_as_every_longer_prefix(ranking: tuple[Plan, list[Verdict]]) -> None:
    plan, corpus = ranking
    weights, bounds = _weights(corpus), _bounds(corpus)
    terms = settled.fixed_terms(plan, weights)
    if terms is None:
        return
    longer = [decide(plan, corpus[:n], weights, 5) for n in (evidence.WINDOW, len(corpus))]
    assert all(d.terms == terms for d in longer)
    if settled.reach(terms, weights, bounds) < 0.5:  # nothing can cover it
        assert all(not d.answer_from and not d.about for d in longer)
    for n in range(5, evidence.WINDOW):
        found = decide(plan, corpus[:n], weights, 5)
        if settled.settles(plan, corpus[:n], found, weights, 5, bounds):
            assert all((d.answer_from, d.about[:0], d.terms) == (found.answer_from, (), found.terms) for d in longer)
            assert all(d.answerable for d in longer)


def test_the_generated_rankings_do_settle_early_sometimes() -> None:
    """The property above is not vacuous: a ranking whose first five accepted fragments hold
    every word settles at its fifth; one accepted fragment short of it does not."""
    whole = frozenset(STEMS) | {"section"}
    corpus = [Verdict(_candidate(pk, whole, "s1", "Section 1", "operational", None), ()) for pk in range(1, 41)]
    plan = Plan(question="What is the registration fee?", lang="en")
    weights, bounds = _weights(corpus), _bounds(corpus)
    assert settled.settles(plan, corpus[:5], decide(plan, corpus[:5], weights, 5), weights, 5, bounds)
    short = [*corpus[:4], Verdict(corpus[4].candidate, ("denied",)), *corpus[5:]]
    assert not settled.settles(plan, short[:5], decide(plan, short[:5], weights, 5), weights, 5, bounds)
    # A fragment below whose anchor is named for the question would sort first: not settled.
    named = [*corpus[:39], Verdict(_candidate(40, whole, "registration-fee", "Fees", "operational", None), ())]
    assert not settled.settles(plan, named[:5], decide(plan, named[:5], weights, 5), weights, 5, _bounds(named))


@pytest.fixture
def store(url: str, tmp_path: Path) -> Iterator[Store]:
    """Forty records about fees, every other one restricted, a few expired; sections named for
    their subject or not: the probe settles some questions and not others (on each backend)."""
    store = Store(url)
    files = {}
    for i in range(40):
        anchor = " {#registration-fee}" if i % 7 == 3 else (" {#s1}" if i % 5 else "")
        words = " ".join(WORDS[(i + k) % len(WORDS)] for k in range(1 + i % 4))
        files[f"r{i:02d}.md"] = record(
            f"rec-{i:02d}", f"## Section {i}{anchor}\nThe {words} is {10 + i} EUR; the registration fee applies.\n",
            access="[public]" if i % 2 else "[restricted-hr]", expires="2025-01-01T00:00:00Z" if i % 9 == 4 else None)
    ingest_records(store, "c", load_corpus(write_corpus(tmp_path / "c", files)))
    yield store
    store.dispose()


@pytest.mark.parametrize("question", [*QUESTIONS, "What is the fee?", "How much is the invoice payment?",
                                      "Who approves the anual renewal?"])
def test_gather_gives_the_whole_windows_evidence(store: Store, monkeypatch: pytest.MonkeyPatch, question: str) -> None:
    with store.connect() as conn:
        plan = interpret(question, catalog(store, conn, None))
        probed = evidence.gather(store, conn, plan, ["public"], NOW, None, 5)
        monkeypatch.setattr(evidence, "PROBE", 0)  # the whole window, as before tether.settled
        assert probed == evidence.gather(store, conn, plan, ["public"], NOW, None, 5)


def test_a_question_nothing_can_cover_reads_only_the_top_k(store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    """Before: the whole window was searched and gated for a question whose rarest word no
    record holds."""
    searched: list[int] = []
    real = evidence.retrieve

    def spy(*args, **kwargs):  # type: ignore[no-untyped-def]
        searched.append(args[-1])
        return real(*args, **kwargs)

    monkeypatch.setattr(evidence, "retrieve", spy)
    monkeypatch.setattr(evidence, "retrieve_wide", lambda *a, **k: pytest.fail("searched the window"))
    with store.connect() as conn:
        plan = interpret("What is the appeal fee for a cat?", catalog(store, conn, None))
        found = evidence.gather(store, conn, plan, ["public"], NOW, None, 5)
    assert searched == [5] and not found.accepted and found.decision is not None


def test_a_settled_question_reads_only_the_probe(url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Before: the whole window was searched and gated whatever its first candidates said. Here
    every section answers wholly and none is named for the question: the first five settle it."""
    store = Store(url)
    files = {f"r{i:02d}.md": record(f"rec-{i:02d}", f"## Section {i} {{#s1}}\nThe registration fee is {i} EUR.\n")
             for i in range(40)}
    ingest_records(store, "c", load_corpus(write_corpus(tmp_path / "c", files)))
    limits: list[int] = []
    real = evidence.retrieve_wide

    def spy(*args, **kwargs):  # type: ignore[no-untyped-def]
        limits.append(args[4])
        return real(*args, **kwargs)

    monkeypatch.setattr(evidence, "retrieve_wide", spy)
    with store.connect() as conn:
        plan = interpret("What is the registration fee?", catalog(store, conn, None))
        found = evidence.gather(store, conn, plan, ["public"], NOW, None, 5)
    store.dispose()
    assert len(found.accepted) == 5 and limits == [settled.PROBE]


# Words that reach a heading word by each route of tether.coverage.holds: the same stem, a
# longer or shorter stem, a unit, a word of the same meaning, a compound and its parts, a
# Russian abbreviation, and words that share only their first letters.
HEADING_WORDS = ("registration", "registr", "register", "price", "cost", "weight", "kg", "size", "cm", "home-office",
                 "price-list", "office", "home", "студсовет", "студенческий", "совет", "re", "renewal", "rent", "1",
                 "12", "children", "kid", "велосипед", "велик", "fee", "fees", "not")


@settings(max_examples=400, deadline=None)
@example([[], ["price"]], ["cost"])
@example([["not", "fee"], ["no", "fee"]], ["fee"])
@example([["price", "list"]], ["cost", "list"])
@example([[], ["kid", "fee"]], ["fees", "children"])
@example([[], ["weight"]], ["kg"])
@example([[], ["home-office"]], ["office", "home"])
@example([[], ["price-list"]], ["cost", "list"])
@example([[], ["студсовет"]], ["студенческий", "совет"])
@example([["registration"], ["rent"]], ["register"])
@given(st.lists(st.lists(st.sampled_from(HEADING_WORDS), min_size=1, max_size=3), max_size=8),
       st.lists(st.sampled_from(HEADING_WORDS), max_size=4))
def test_the_name_index_finds_every_heading_and_anchor_a_question_holds(headings: list[list[str]],
                                                                         question: list[str]) -> None:
    """The index files each section name under one two-letter key; it must find every heading
    and anchor whose words the question holds, whatever route holds them (checked against
    reading them all). The same words serve as headings and, hyphenated, as anchors."""
    texts = [" ".join(h) for h in headings[1::2]]
    anchors = ["-".join(h) for h in headings[::2]]
    asked = frozenset(subject_terms(" ".join(question)))
    every = any(words and all(holds(asked, w) for w in words) for words in map(name_words, (*texts, *anchors)))
    assert section_names(texts, anchors).within(asked) == every
