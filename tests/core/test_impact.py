"""The impact index's pieces against the databases they stand in for: Python's split of an
index text against FTS5's tokenizer, bm25 against FTS5's, ts_rank's arithmetic against
PostgreSQL's, and the index's rows against the fragments that are current."""

from __future__ import annotations

import random
import sqlite3
from collections import deque
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from sqlalchemy import text

from tests.api.conftest import pg_url  # noqa: F401 - the fixture, for the PostgreSQL store
from tests.api.helpers import empty_tables
from tests.conftest import record, write_corpus
from tether.corpus import load_corpus
from tether.store import fts5, impact_pg, impact_sqlite, ranked
from tether.store.db import Store, url_from_path
from tether.store.hits import Preference
from tether.store.impact import Filter, Found, Level
from tether.store.ingest import ingest_records
from tether.store.search import search
from tether.text import content_stems, index_text

WORDS = ("fee", "registr", "deadlin", "o'brien", "e-mail", "covid-19", "2024", "пошлин", "реестр", "ёлка",
         "über", "señal", "łódź", "θέμα")


def _fts5(texts: list[str]) -> tuple[sqlite3.Connection, list[list[str]]]:
    db = sqlite3.connect(":memory:")
    db.execute("CREATE VIRTUAL TABLE t USING fts5(b, tokenize = 'unicode61 remove_diacritics 0')")
    db.execute("CREATE VIRTUAL TABLE v USING fts5vocab(t, instance)")
    db.executemany("INSERT INTO t(rowid, b) VALUES (?, ?)", list(enumerate(texts)))
    tokens: list[list[tuple[int, str]]] = [[] for _ in texts]
    for term, doc, offset in db.execute("SELECT term, doc, offset FROM v"):
        tokens[doc].append((offset, term))
    return db, [[term for _, term in sorted(found)] for found in tokens]


def test_python_splits_an_index_text_as_fts5_does_or_not_at_all() -> None:
    rng = random.Random(7)
    texts = [index_text(" ".join(rng.choice(WORDS) for _ in range(rng.randint(1, 30)))) for _ in range(300)]
    texts += ["θέμας", "ſt", "µg", "中j", "x" * 300, "plain words only"]
    _, expected = _fts5(texts)
    split = [fts5.fts_tokens(t) for t in texts]
    assert all(s == e for s, e in zip(split, expected, strict=True) if s is not None)
    assert split[-1] == ["plain", "words", "only"]
    assert all(s is None for s in split[-6:-1])  # folded by FTS5, the class mark, a token FTS5 may cut
    assert sum(s is None for s in split) < len(split) // 2  # most texts are plain: the check is not vacuous


def test_bm25_is_fts5s_to_the_last_bit() -> None:
    rng = random.Random(8)
    texts = [index_text(" ".join(rng.choice(WORDS) for _ in range(rng.randint(1, 40)))) for _ in range(400)]
    db, _ = _fts5(texts)
    for question in ("fee", "fee registr o'brien", "пошлин реестр e-mail", "2024 covid-19 deadlin"):
        phrases = tuple(p for p in (fts5.phrase_of(t) for t in content_stems(question)) if p)
        rows, tokens = len(texts), sum(len(fts5.fts_tokens(t) or []) for t in texts)
        hits = [db.execute("SELECT count(*) FROM t WHERE t MATCH ?", ('"' + " ".join(p) + '"',)).fetchone()[0]
                for p in phrases]
        bm25 = impact_sqlite.Bm25(phrases, tokens / rows, tuple(fts5.idf(rows, n) for n in hits))
        query = " OR ".join('"' + " ".join(p) + '"' for p in phrases)
        fts = dict(db.execute("SELECT rowid, -bm25(t) FROM t WHERE t MATCH ?", (query,)).fetchall())
        ours = {n: bm25.score(fts5.fts_tokens(t) or []) for n, t in enumerate(texts)}
        assert fts and fts == {n: s for n, s in ours.items() if s > 0.0}, question


@pytest.mark.postgres
def test_ts_rank_is_repeated_to_the_last_bit(pg_url: str) -> None:  # noqa: F811
    store = Store(pg_url)
    rng = random.Random(9)
    cases = [(n,) for n in range(1, 257)] + [tuple(rng.choice((0, 1, 1, 2, 3, 5, 40, 256))
                                                 for _ in range(rng.randint(1, 9))) for _ in range(400)]
    with store.connect() as conn:
        for counts in (c for c in cases if any(c)):
            words = [f"w{i}" for i in range(len(counts))]
            vector = " ".join(f"{w}:" + ",".join(str(p) for p in range(1, n + 1))
                              for w, n in zip(words, counts, strict=True) if n)
            query = " | ".join(f"'{w}'" for w in words)
            assert impact_pg.parse(conn, query) == impact_pg.Query(query, tuple(words), phrases=False)
            expected = conn.execute(text("SELECT ts_rank(CAST(:v AS tsvector), to_tsquery('simple', :q))"),
                                    {"v": vector, "q": query}).scalar()
            assert impact_pg.rank(counts) == expected, counts
    store.dispose()


def _history(store: Store, tmp_path: Path) -> None:
    """Records added, changed (a new version), removed and changed back: every way a
    fragment enters or leaves the current set."""
    states = ({"a": "fee fee register", "b": "registration deadline", "c": "пошлина срок"},
              {"a": "registration deadline", "c": "пошлина срок"},
              {"a": "fee fee register", "b": "registration deadline", "d": "θέμας and fee"})
    for step, state in enumerate(states):
        files = {f"{name}.md": record(name, f"## Section {{#s}}\n{body}\n", version=str(len(body)),
                                      jurisdiction="DE" if name < "c" else None,
                                      policy="historical" if name == "b" else "operational")
                 for name, body in state.items()}
        ingest_records(store, "x", load_corpus(write_corpus(tmp_path / f"v{step}", files)))


def test_the_sqlite_impact_index_holds_the_current_plain_fragments(tmp_path: Path) -> None:
    store = Store(url_from_path(tmp_path / "t.db"))
    _history(store, tmp_path)
    with store.connect() as conn:
        indexed = {rowid & impact_sqlite.MAX_KEY for rowid in conn.execute(text(
            "SELECT rowid FROM fragment_impact WHERE fragment_impact MATCH :q"),
            {"q": f'"{impact_sqlite.historical_tag(True)}" OR "{impact_sqlite.historical_tag(False)}"'}).scalars()}
        current = dict(conn.execute(text("SELECT f.pk, f.index_text FROM fragments f WHERE f.current")).all())
        excluded = set(conn.execute(text("SELECT pk FROM impact_excluded")).scalars())
        assert indexed == {pk for pk, body in current.items() if fts5.fts_tokens(body) is not None}
        assert excluded and excluded.isdisjoint(indexed)  # the Greek final sigma folds in FTS5


def test_a_selection_with_a_fragment_the_index_does_not_hold_is_ranked_by_fts5(tmp_path: Path) -> None:
    store = Store(url_from_path(tmp_path / "t.db"))
    _history(store, tmp_path)
    with store.connect() as conn:
        terms = content_stems("fee register deadline")
        assert ranked.ranked_search(conn, terms, None, 5, Preference()) is None  # "d" is current and excluded
        hits = search(conn, terms, None, 5, Preference())
        assert hits and any(h.document == "d" for h in hits)


@pytest.mark.postgres
def test_fragment_terms_holds_the_lexemes_of_the_current_fragments(pg_url: str, tmp_path: Path) -> None:  # noqa: F811
    store = Store(pg_url)
    empty_tables(store)
    _history(store, tmp_path)
    with store.connect() as conn:
        rows = sorted(conn.execute(text("SELECT term, tf, pk, jurisdiction, historical FROM fragment_terms")).all())
        expected = sorted(conn.execute(text(
            "SELECT u.lexeme, cardinality(u.positions), s.pk, s.jurisdiction, s.historical "
            "FROM fragment_search s, unnest(s.search_vector) u WHERE s.current")).all())
        assert rows == expected and rows
    store.dispose()


def test_a_search_whose_gap_closes_too_slowly_gives_up_early() -> None:
    from tether.store.impact import PACE_AFTER, _Pace

    pace = _Pace()
    assert not pace.beyond(PACE_AFTER - 1, 5.0, budget=1000)  # too early to judge
    assert not pace.beyond(PACE_AFTER, 4.0, budget=1000)  # the first judgement sets the line
    assert not pace.beyond(PACE_AFTER + 100, 2.0, budget=1000)  # closing fast: 228 + 2 · 100 / 2 ≤ 1000
    assert pace.beyond(PACE_AFTER + 400, 3.9, budget=1000)  # closing slowly: 528 + 3.9 · 400 / 0.1 > 1000
    assert not _Pace(PACE_AFTER, 1.0).beyond(PACE_AFTER + 50, 1.0, budget=1000)  # no progress: no line to extend


def test_no_jurisdiction_and_an_empty_one_are_tagged_apart() -> None:
    tags = {impact_sqlite.jurisdiction_tag(j) for j in (None, "", "DE", "de")}
    assert len(tags) == 4 and all(fts5.fts_tokens(t) is None for t in tags)  # never a word of a text


@st.composite
def _one_word_lists(draw: st.DrawFn) -> tuple[impact_sqlite.Bm25, list[Level], list[tuple[int, int, int]], Found]:
    """A one-word question's levels part-read: each level's rows (length, key) in reading
    order, some taken, some of the rest fetched; every unread row as (count, length, key);
    and a ``limit``-th best to settle against, often tying an unread row. The table's average
    length is small (rows of different counts then tie exactly: count 2 at length
    avg/3 + 2a ties count 1 at a) or so large that length does not change a score."""
    bm25 = impact_sqlite.Bm25((("w",),), draw(st.sampled_from([3.0, 6.0, 4.5, 1e300])), (draw(st.sampled_from(
        [0.5, 1.0, 2.0])),))
    keys = iter(draw(st.permutations(range(1, 200))))
    levels, unread = [], []
    for count in draw(st.sets(st.integers(1, 4), min_size=1, max_size=3)):
        rows = sorted((draw(st.integers(count, count + 6)), next(keys)) for _ in range(draw(st.integers(1, 8))))
        taken = draw(st.integers(0, len(rows)))
        fetched = draw(st.integers(0, len(rows) - taken))
        left = rows[taken:]
        level = Level(0, count, "w", head=left[0][0] if left else 0, after=0, fetches=1,
                      rows=deque(left[:fetched]), done=fetched == len(left))
        if not level.exhausted:
            levels.append(level)
        unread += [(count, length, key) for length, key in left]
    count, length = draw(st.sampled_from([(c, n) for c, n, _ in unread] or [(1, 1)]))
    kth = Found(draw(st.integers(0, 200)), _score(bm25, count, length))
    return bm25, levels, unread, kth


def _score(bm25: impact_sqlite.Bm25, count: int, length: int) -> float:
    return bm25.score(["w"] * count + ["x"] * (length - count))


@settings(max_examples=500, deadline=None)  # 2,000 took 28 s of CI's budget; each run draws anew
@given(_one_word_lists())
def test_a_tie_is_settled_only_when_no_unread_fragment_ranks_before_the_kth(
    found: tuple[impact_sqlite.Bm25, list[Level], list[tuple[int, int, int]], Found],
) -> None:
    """impact_sqlite.Lists settles a one-word question whose next rows tie the ``limit``-th
    best only when no unread fragment scores more, nor as much with a smaller key."""
    bm25, levels, unread, kth = found
    lists = impact_sqlite.Lists(None, bm25, Filter(), {})  # type: ignore[arg-type]  # reads nothing here
    ceilings = [(lists.ceiling(level, level.next_length()), level) for level in levels]
    frontier = {0: max(ceilings, key=lambda pair: pair[0])[1]} if ceilings else {}
    if lists.settled(kth, frontier, ceilings):
        assert not any((_score(bm25, c, n), -key) > (kth.score, -kth.key) for c, n, key in unread if key != kth.key)


def test_a_one_word_score_read_from_its_row_is_the_score_of_its_text(tmp_path: Path,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """impact_sqlite.Lists.scores_met: a one-word question's score from the row's count and
    length, without its text, is the score of its text to the last bit, at every level."""
    monkeypatch.setattr(ranked, "RANK_EVERY_MATCH_UP_TO", 0)
    store = Store(url_from_path(tmp_path / "t.db"))
    rng = random.Random(12)
    words = ("fee", "fee", "register", "deadline", "holder")
    files = {f"r{n}.md": record(f"r{n}", "## Part {#p}\n" + " ".join(rng.choice(words) for _ in range(
        rng.randint(1, 30))) + "\n") for n in range(150)}
    ingest_records(store, "x", load_corpus(write_corpus(tmp_path / "c", files)))
    compared = 0
    with store.connect() as conn:
        for word in content_stems("fee register deadline"):
            question = ranked._sqlite_question(conn, [word], Filter(), {}, ranked.Kept.empty())
            assert question is not None
            source = question.source(Filter())
            for level in question.levels():
                source.fetch([(level, 10**6)])
                rows = list(level.rows)
                assert source.scores_met(level, rows) == source.scores([key for _, key in rows]), (word, level.level)
                compared += len(rows)
            source.close()
    assert compared > 300
    store.dispose()


def test_a_fragment_scored_from_its_kept_tokens_scores_as_from_its_text(tmp_path: Path,
                                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """impact_sqlite.score_fragments with kept tokens (tether.store.ranked.Kept): the scores of
    a second search read no text and are those of the texts, to the last bit — phrases of
    several words, compounds and missing keys alike."""
    store = Store(url_from_path(tmp_path / "t.db"))
    rng = random.Random(5)
    words = ("fee", "fee", "register", "deadline", "holder", "home-office", "fee register")
    files = {f"r{n}.md": record(f"r{n}", "## Part {#p}\n" + " ".join(rng.choice(words) for _ in range(
        rng.randint(1, 30))) + "\n") for n in range(80)}
    ingest_records(store, "x", load_corpus(write_corpus(tmp_path / "c", files)))
    with store.connect() as conn:
        keys = [*conn.execute(text("SELECT pk FROM fragments")).scalars(), 10**6]
        bm25 = impact_sqlite.Bm25((("fee",), ("regist",), ("fee", "regist"), ("offic",)), 17.5, (0.3, 0.7, 1.1, 0.9))
        read = impact_sqlite.score_fragments(conn, bm25, keys)
        kept = ranked.Kept.empty().tokens
        assert impact_sqlite.score_fragments(conn, bm25, keys, kept) == read and len(read) > 40
        monkeypatch.setattr(impact_sqlite, "_BODIES", "SELECT 1/0")  # a text read now fails the test
        assert impact_sqlite.score_fragments(conn, bm25, keys[:-1], kept) == read
    store.dispose()


@st.composite
def _floors(draw: st.DrawFn) -> tuple[list[int], int, float, list[int]]:
    """A frontier's counts, the slot read, a floor the frontier reaches (the search is not
    settled) and the counts of a fragment met in that slot's level: at most the frontier's."""
    counts = draw(st.lists(st.integers(0, 12), min_size=1, max_size=5).filter(any))
    slot = draw(st.sampled_from([n for n, count in enumerate(counts) if count]))
    floor = impact_pg.rank(draw(st.lists(st.integers(0, 12), min_size=len(counts), max_size=len(counts))))
    met = [counts[slot] if n == slot else draw(st.integers(0, count)) for n, count in enumerate(counts)]
    return counts, slot, min(floor, impact_pg.rank(counts)), met


@settings(max_examples=3000, deadline=None)
@given(_floors())
def test_a_fragment_left_unscored_cannot_reach_the_floor(found: tuple[list[int], int, float, list[int]]) -> None:
    """impact_pg.least: the fewest times a fragment must hold a term to score the floor, so a
    fragment that fails the test :func:`impact_pg.prune` builds from it scores less — never
    left unscored while it could tie or beat the ``limit``-th best — and the bound is the
    tightest (one fewer and even the most the others can hold falls short)."""
    counts, slot, floor, met = found
    levels = [Level(n, level, f"w{n}", head=0, after=0, size=10 * level + n)
              for n, count in enumerate(counts) for level in range(1, count + 1)]
    for other in range(len(counts)):
        if other == slot:
            continue
        low = impact_pg.least(floor, counts, other)
        if low <= counts[other]:
            assert impact_pg.rank([low if n == other else c for n, c in enumerate(counts)]) >= floor
        if low > 0:
            assert impact_pg.rank([low - 1 if n == other else c for n, c in enumerate(counts)]) < floor
    test = impact_pg.prune(floor, counts, slot, levels)
    if test is not None and not test.low <= met[int(test.term[1:])] <= test.high:
        assert impact_pg.rank(met) < floor, (counts, slot, met, test)
    if impact_pg.rank(met) < floor and any(c < impact_pg.least(floor, counts, n) for n, c in enumerate(met)
                                           if n != slot):
        assert test is not None  # such a fragment is ruled out by some test: the most selective one is made
