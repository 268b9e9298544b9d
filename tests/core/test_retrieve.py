"""Retrieval: ranked OR over stems (ru + en), stop words, named documents, jurisdictions."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import record, write_corpus
from tether.context import load_catalog
from tether.corpus import load_corpus
from tether.plan import interpret
from tether.retrieve import retrieve
from tether.store.db import Store, url_from_path
from tether.store.ingest import ingest_records
from tether.text import content_stems


@pytest.fixture
def store(tmp_path: Path) -> Store:
    root = write_corpus(tmp_path / "c", {
        "de.md": record("de", "## Пошлина {#fee}\nПошлина за регистрацию в Германии составляет 1 250 евро.\n",
                        jurisdiction="DE", extra="lang: ru"),
        "pl.md": record("pl", "## Пошлина {#fee}\nПошлина за регистрацию в Польше составляет 4 300 PLN.\n",
                        jurisdiction="PL", extra="lang: ru"),
        "en.md": record("en", "## Fees {#fees}\nRegistration fees are charged per product.\n"),
        "act19.md": record("act19", "## Retention {#retention}\nFiles are retained for six years.\n",
                           document="act-2019"),
        "act23.md": record("act23", "## Retention {#retention}\nRegistration files are retained for ten years.\n",
                           document="act-2023"),
        "noise.md": record("noise", "## Other {#other}\nThe the and or is of what.\n"),
    })
    s = Store(url_from_path(tmp_path / "t.db"))
    ingest_records(s, "c", load_corpus(root))
    return s


def _ids(store: Store, question: str, k: int = 5) -> list[str]:
    plan = interpret(question, load_catalog(store))
    with store.session() as session:
        return [c.fragment_id for c in retrieve(session, plan, None, k)]


def test_stop_words_are_dropped_in_both_languages() -> None:
    assert content_stems("What is the fee?") == ["fee"]
    assert content_stems("Какая и в пошлина?") == ["пошлин"]


def test_russian_inflection_is_retrievable(store: Store) -> None:
    # "пошлины"/"регистрации" in the question, "пошлина"/"регистрацию" in the text
    ids = _ids(store, "Каков размер пошлины при регистрации?")
    assert set(ids[:2]) == {"de#fee", "pl#fee"}


def test_jurisdiction_in_question_excludes_other_jurisdictions(store: Store) -> None:
    assert _ids(store, "Какая пошлина за регистрацию в Польше?")[0] == "pl#fee"
    assert "de#fee" not in _ids(store, "Какая пошлина за регистрацию в Польше?")


def test_named_document_is_preferred(store: Store) -> None:
    # act-2023 matches more words; the question names act-2019
    assert _ids(store, "How long are registration files retained under act-2019?")[0] == "act-2019#retention"
    assert _ids(store, "How long are registration files retained?")[0] == "act-2023#retention"


def test_top_k_and_nothing_for_stop_words_only(store: Store) -> None:
    assert len(_ids(store, "registration fee files retained", k=2)) == 2
    assert _ids(store, "what is the and of") == []


def test_a_named_document_is_a_candidate_even_without_matching_words(store: Store) -> None:
    assert _ids(store, "What does act-2019 say?")[0] == "act-2019#retention"
