"""The wide window read ahead (issue 12's cost): the evidence is the same whether the
widening reads the ranking the first search already made (or reads on from where the
impact search stopped) or searches anew, on both backends."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest

from tests.conftest import record, write_corpus
from tether import evidence
from tether.context import catalog
from tether.corpus import load_corpus
from tether.plan import interpret
from tether.store import ranked
from tether.store.db import Store
from tether.store.ingest import ingest_records

NOW = datetime(2026, 11, 30, 12, tzinfo=UTC)
QUESTION = "How often are signing keys rotated?"


@pytest.fixture
def store(url: str, tmp_path: Path) -> Iterator[Store]:
    """More restricted records than the window holds rank above the one public record (on
    each backend: conftest's ``url``)."""
    store = Store(url)
    files = {f"s{i:02d}.md": record(f"secret-{i:02d}", "## Keys {#keys}\nSigning keys rotation: signing keys "
                                    "are rotated, signing keys, keys, keys.\n", access="[restricted-sec]")
             for i in range(evidence.WINDOW + 8)}
    files["p.md"] = record("public-keys", "## Keys {#keys}\nSigning keys are rotated every 90 days.\n")
    ingest_records(store, "c", load_corpus(write_corpus(tmp_path / "k", files)))
    yield store
    store.dispose()


def _gather(store: Store) -> evidence.Evidence:
    with store.connect() as conn:
        plan = interpret(QUESTION, catalog(store, conn, None))
        return evidence.gather(store, conn, plan, ["public"], NOW, None, 5)


@pytest.mark.parametrize("impact", [True, False], ids=["impact-index", "every-match-ranked"])
def test_widening_gives_the_same_evidence_read_ahead_or_searched_anew(
    store: Store, monkeypatch: pytest.MonkeyPatch, impact: bool,
) -> None:
    if impact:  # even on this small corpus (ranked.RANK_EVERY_MATCH_UP_TO)
        monkeypatch.setattr(ranked, "RANK_EVERY_MATCH_UP_TO", 0)
    if not impact:  # the impact index gives up: the full-text index ranks every match, and reads ahead
        monkeypatch.setattr(ranked, "SCORE_BUDGET_MIN", 0)
        monkeypatch.setattr(ranked, "MATCHES_PER_SCORED", {"sqlite": 2**62, "postgresql": 2**62})
        monkeypatch.setattr(ranked, "SCORE_BUDGET_PER_RESULT", 0)
    searched: list[int] = []
    real = evidence.retrieve

    def spy(*args, **kwargs):  # type: ignore[no-untyped-def]
        searched.append(args[-1])
        return real(*args, **kwargs)

    monkeypatch.setattr(evidence, "retrieve", spy)
    read_ahead = _gather(store)
    with_read_ahead = list(searched)
    real_wide = evidence.retrieve_wide
    monkeypatch.setattr(evidence, "retrieve_wide", lambda *a, **k: (real_wide(*a, **k)[0], None))
    searched.clear()
    anew = _gather(store)
    assert searched == [evidence.WIDE_WINDOW]  # it widened: the public record ranks past the window
    assert read_ahead == anew
    assert [c.record_id for c in read_ahead.accepted] == ["public-keys"]
    # The impact search reads on from its window; PostgreSQL's bounded query reads no more.
    ahead = impact or store.engine.dialect.name == "sqlite"
    assert with_read_ahead == ([] if ahead else [evidence.WIDE_WINDOW])


@pytest.mark.parametrize(("secret", "public", "read"), [
    (evidence.WINDOW + 8, 6, [evidence.WINDOW, evidence.WIDE_PREFIX]),  # the prefix settles it
    (evidence.WIDE_PREFIX + 8, 6, [evidence.WINDOW, evidence.WIDE_PREFIX, evidence.WIDE_WINDOW]),  # past it
    (evidence.WINDOW + 8, 2, [evidence.WINDOW, evidence.WIDE_PREFIX]),  # every match is in the prefix
], ids=["prefix-settles", "answer-past-the-prefix", "every-match-in-the-prefix"])
def test_a_wide_prefix_that_settles_is_the_wide_windows_evidence(
    url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, secret: int, public: int, read: list[int],
) -> None:
    """More restricted records than the window holds rank first; the public ones that answer
    wholly rank next. When five of them are in the wide window's prefix it settles the
    decision and the rest of the wide window is not read; otherwise it is read on. Either way
    the evidence is the wide window's, searched anew."""
    store = Store(url)
    files = {f"s{i:02d}.md": record(f"secret-{i:02d}", "## Keys {#keys}\nSigning keys rotation: signing keys "
                                    "are rotated, signing keys, keys, keys.\n", access="[restricted-sec]")
             for i in range(secret)}
    files |= {f"p{i}.md": record(f"public-{i}", "## Keys {#keys}\nSigning keys are rotated every 90 days.\n")
              for i in range(public)}
    ingest_records(store, "c", load_corpus(write_corpus(tmp_path / "k", files)))
    monkeypatch.setattr(ranked, "RANK_EVERY_MATCH_UP_TO", 0)  # the impact search, read on, on each backend
    limits: list[int] = []
    real_wide = evidence.retrieve_wide

    def spy(*args, **kwargs):  # type: ignore[no-untyped-def]
        top, wider = real_wide(*args, **kwargs)
        if wider is None:
            return top, None
        return top, lambda limit: (limits.append(limit), wider(limit))[1]

    monkeypatch.setattr(evidence, "retrieve_wide", spy)
    with store.connect() as conn:
        plan = interpret("How are signing keys rotated?", catalog(store, conn, None))
        read_on = evidence.gather(store, conn, plan, ["public"], NOW, None, 5)
        monkeypatch.setattr(evidence, "retrieve_wide", lambda *a, **k: (real_wide(*a, **k)[0], None))
        anew = evidence.gather(store, conn, plan, ["public"], NOW, None, 5)
    store.dispose()
    assert read_on == anew
    assert [c.record_id for c in read_on.accepted] == [f"public-{i}" for i in range(min(public, 5))]
    assert limits == read
