"""Retrieval: ranked OR over stems (ru + en), stop words, named documents, jurisdictions."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import ranked_ids, ranking_corpus, record, write_corpus
from tether.corpus import load_corpus
from tether.store.db import Store, url_from_path
from tether.store.ingest import ingest_records
from tether.text import content_stems


@pytest.fixture
def store(tmp_path: Path) -> Store:
    root = write_corpus(tmp_path / "c", {
        **ranking_corpus(),
        "noise.md": record("noise", "## Other {#other}\nThe the and or is of what.\n"),
    })
    s = Store(url_from_path(tmp_path / "t.db"))
    ingest_records(s, "c", load_corpus(root))
    return s


def test_stop_words_are_dropped_in_both_languages() -> None:
    assert content_stems("What is the fee?") == ["fee"]
    assert content_stems("Какая и в пошлина?") == ["пошлин"]


def test_russian_inflection_is_retrievable(store: Store) -> None:
    # "пошлины"/"регистрации" in the question, "пошлина"/"регистрацию" in the text
    ids = ranked_ids(store, "Каков размер пошлины при регистрации?")
    assert set(ids[:2]) == {"de#fee", "pl#fee"}


def test_jurisdiction_in_question_excludes_other_jurisdictions(store: Store) -> None:
    assert ranked_ids(store, "Какая пошлина за регистрацию в Польше?")[0] == "pl#fee"
    assert "de#fee" not in ranked_ids(store, "Какая пошлина за регистрацию в Польше?")


def test_named_document_is_preferred(store: Store) -> None:
    # act-2023 matches more words; the question names act-2019
    assert ranked_ids(store, "How long are registration files retained under act-2019?")[0] == "act-2019#retention"
    assert ranked_ids(store, "How long are registration files retained?")[0] == "act-2023#retention"


def test_top_k_and_nothing_for_stop_words_only(store: Store) -> None:
    assert len(ranked_ids(store, "registration fee files retained", k=2)) == 2
    assert ranked_ids(store, "what is the and of") == []


def test_a_named_document_is_a_candidate_even_without_matching_words(store: Store) -> None:
    assert ranked_ids(store, "What does act-2019 say?")[0] == "act-2019#retention"
