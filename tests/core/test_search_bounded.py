"""Bounded search returns exactly what ordering every match returns, on both backends.

The reference below is the search as it was before the window: every match joined
to its record, filtered and ordered by the preferences, then cut to ``limit``. The
corpus is generated with a small vocabulary (so most fragments match, and many tie
on score), several jurisdictions and none, historical records, two corpora and
superseded versions. The search through the impact index (migration 0007) is read
in batches of one row too, so that every level is read deep; and it is made to give
up, so that the full-text index's own ranking — with its window shrunk, so widening
and the fall-back to every match run — is checked as well.
"""

from __future__ import annotations

import random
import tempfile
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from unittest.mock import patch

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st
from sqlalchemy import text

from tests.conftest import record, write_corpus
from tether.corpus import load_corpus
from tether.store import impact, impact_pg, impact_sqlite, ranked
from tether.store import search as search_module
from tether.store.db import Store, url_from_path
from tether.store.ingest import ingest_records
from tether.store.search import Hit, Preference, search, search_wide
from tether.text import content_stems

WORDS = ("fee registration deadline report payment renewal appeal label dossier register "
         "assessment invoice holder variation portal").split()
RU = "пошлина регистрация срок отчёт оплата продление жалоба маркировка досье реестр".split()
JURISDICTIONS = ("DE", "PL", "FR", None)


def _corpus(rng: random.Random, records: int, version: str, prefix: str = "doc") -> dict[str, str]:
    files = {}
    for n in range(records):
        words = RU if n % 4 == 0 else WORDS
        sections = []
        for s in range(rng.randint(1, 4)):
            # Some sections repeat one sentence exactly: equal scores, ordered by key.
            body = " ".join(rng.choice(words) for _ in range(rng.randint(3, 12))) if s % 3 else "fee fee register"
            sections.append(f"## Section {s} {{#s{s}}}\n{body} {version if n % 7 == 0 else ''}\n")
        jurisdiction = JURISDICTIONS[n % len(JURISDICTIONS)]
        files[f"r{n:03d}.md"] = record(
            f"r{n:03d}", "\n".join(sections), document=f"{prefix}-{n % 40:02d}-{n}",
            policy="historical" if n % 9 == 0 else "operational", jurisdiction=jurisdiction,
            extra="lang: ru" if words is RU else "",
            version="2" if version == "new" and n % 7 == 0 else "1")  # changed text, new version (issue 14)
    return files


@pytest.fixture
def corpus_store(url: str, tmp_path: Path) -> Iterator[Store]:
    store = Store(url)  # on each backend: conftest's ``url``
    rng = random.Random(15)
    # Two corpora cannot serve the same fragment id in one database (issue 10): "b" names its own.
    for corpus, records in (("a", 160), ("b", 40)):
        root = write_corpus(tmp_path / corpus / "v1", _corpus(rng, records, "old", "doc" if corpus == "a" else "docb"))
        ingest_records(store, corpus, load_corpus(root))
    # A second version of every seventh record of "a": its first version stays, not current.
    root = write_corpus(tmp_path / "a" / "v2", _corpus(random.Random(15), 160, "new"))
    ingest_records(store, "a", load_corpus(root))
    yield store
    store.dispose()


def reference(conn, terms, corpora, limit, prefer) -> list[Hit]:  # type: ignore[no-untyped-def]
    """The search before the window (as of commit 2cd9f1f): order every match."""
    terms = [t for t in dict.fromkeys(terms) if t]
    sqlite = conn.dialect.name == "sqlite"
    q = (" OR ".join(f'"{t}"' for t in terms) if sqlite else " | ".join(f"'{t}'" for t in terms))
    where = ["f.current"]
    if corpora is not None:
        where.append(f"f.corpus IN ({', '.join(f':c{i}' for i in range(len(corpora)))})")
    if prefer.jurisdiction:
        where.append("(r.jurisdiction IS NULL OR r.jurisdiction = :jur)")
    order = [*(["f.document <> :doc"] if prefer.document else []),
             *(["r.jurisdiction IS NULL"] if prefer.jurisdiction else []),
             *(["COALESCE(r.policy, '') <> 'historical'"] if prefer.historical else []), "score DESC", "f.pk"]
    records = "JOIN source_records r ON r.pk = f.record_pk"
    if sqlite:
        where.append("fragment_fts MATCH :q")
        score, source = "-bm25(fragment_fts)", f"fragment_fts JOIN fragments f ON f.pk = fragment_fts.rowid {records}"
    else:  # the vector lives in fragment_search since migration 0005, ranked by ts_rank
        where.append("s.search_vector @@ q")
        score, source = ("ts_rank(s.search_vector, q)",
                         f"fragments f JOIN fragment_search s ON s.pk = f.pk {records}, to_tsquery('simple', :q) q")
    sql = (f"SELECT f.pk, {score} AS score, f.document, r.jurisdiction, r.policy, f.fragment_id, r.content_hash "
           f"FROM {source} WHERE {' AND '.join(where)} ORDER BY {', '.join(order)} LIMIT :limit")
    params = {"q": q, "limit": limit, "doc": prefer.document, "jur": prefer.jurisdiction,
              **{f"c{i}": c for i, c in enumerate(corpora or ())}}
    return [Hit(pk, float(score), *rest) for pk, score, *rest in conn.execute(text(sql), params)]


QUESTIONS = (
    "fee", "registration fee deadline", "What is the fee for the register?", "payment invoice holder",
    "portal", "appeal variation label dossier assessment renewal report", "пошлина за регистрацию",
    "срок отчёта и оплата", "fee пошлина register реестр", "old new", "zebra",
)
PREFERENCES = (
    Preference(), Preference(jurisdiction="DE"), Preference(jurisdiction="FR", historical=True),
    Preference(historical=True), Preference(document="doc-03-3"), Preference(document="doc-07-47", jurisdiction="PL"),
    Preference(document="doc-09-9", historical=True), Preference(document="no-such-document"),
)


def _give_up(monkeypatch: pytest.MonkeyPatch) -> None:
    """Make the search through the impact index give up at its first fragment scored."""
    monkeypatch.setattr(ranked, "SCORE_BUDGET_MIN", 0)
    monkeypatch.setattr(ranked, "MATCHES_PER_SCORED", {"sqlite": 2**62, "postgresql": 2**62})
    monkeypatch.setattr(ranked, "SCORE_BUDGET_PER_RESULT", 0)


def _impact_always(monkeypatch: pytest.MonkeyPatch) -> None:
    """Search through the impact index even where the corpus is small enough for the database
    to rank every match at once (ranked.RANK_EVERY_MATCH_UP_TO): the tests of the impact
    search use a corpus of a few hundred fragments."""
    monkeypatch.setattr(ranked, "RANK_EVERY_MATCH_UP_TO", 0)


def _statements_run(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The kinds of search statement run from now on ("window", "ranked", "named" …)."""
    statements: list[str] = []
    real = search_module._statement

    def spy(dialect: str, kind: str, shape: tuple):  # type: ignore[no-untyped-def]
        statements.append(kind)
        return real(dialect, kind, shape)

    monkeypatch.setattr(search_module, "_statement", spy)
    return statements


def _prune_always(monkeypatch: pytest.MonkeyPatch, url: str) -> list[int]:
    """On PostgreSQL, read every frontier level whole and prune its rows by the floor
    (impact_pg.Lists._whole) however many rows the test scans; the fragments each search
    left unscored, as they are handed over (on SQLite: skipped, nothing is pruned there)."""
    if not url.startswith("postgresql"):
        pytest.skip("rows below the floor are left unscored where a score is a statement (PostgreSQL)")
    monkeypatch.setattr(impact_pg, "PRUNE_ROWS_PER_ROW", 2**20)
    left: list[int] = []
    real = impact_pg.Lists.unscored

    def spy(self: impact_pg.Lists) -> list[int]:
        out = real(self)
        left.extend(out)
        return out

    monkeypatch.setattr(impact_pg.Lists, "unscored", spy)
    return left


@pytest.mark.parametrize("way", ["impact", "impact-row-by-row", "impact-all-together", "impact-pruned", "full",
                                 "full-window-1", "full-window-3"])
def test_bounded_search_equals_ordering_every_match(corpus_store: Store, url: str, way: str, monkeypatch) -> None:
    if way.startswith("impact"):
        _impact_always(monkeypatch)
    pruned = _prune_always(monkeypatch, url) if way == "impact-pruned" else []
    if way == "impact-row-by-row":
        monkeypatch.setattr(impact, "FIRST_FETCH", 1)
        monkeypatch.setattr(impact, "LAST_FETCH", 2)
        monkeypatch.setattr(impact, "REST_WITHIN", 0)  # no level read whole, none with another
    if way == "impact-all-together":  # on PostgreSQL, every level whole in the first statement
        monkeypatch.setattr(impact, "REST_WITHIN", 2**20)
        monkeypatch.setattr(impact, "TOGETHER_ROWS", 2**20)
    if way.startswith("full"):
        _give_up(monkeypatch)
    if way.startswith("full-window"):  # windows smaller than the answers, so widening and the fall-back run
        monkeypatch.setattr(search_module, "WINDOW_MIN", int(way[-1]))
        monkeypatch.setattr(search_module, "WINDOW_PER_RESULT", max(1, int(way[-1]) - 1))
    compared = 0
    with corpus_store.connect() as conn:
        for question in QUESTIONS:
            terms = content_stems(question)
            for prefer in PREFERENCES:
                for corpora in (None, ["a"], ["a", "b"], ["b"]):
                    for limit in (1, 5, 17, 64):
                        expected = reference(conn, terms, corpora, limit, prefer)
                        assert search(conn, terms, corpora, limit, prefer) == expected, (question, prefer, corpora)
                        compared += bool(expected)
    assert compared > 500  # the corpus matched: the comparison was not between empty lists
    assert len(pruned) > 100 or way != "impact-pruned"  # the rows below the floor were left unscored


@pytest.mark.parametrize("way", ["full", "full-window-3", "impact", "impact-row-by-row", "impact-gives-up-on",
                                 "impact-pruned"])
def test_the_wider_answer_read_ahead_is_the_wider_search(corpus_store: Store, url: str, way: str,
                                                         monkeypatch) -> None:
    """When the search ranked every match, its window hands over the best ``wide`` too; when
    it went through the impact index, it reads on from where it stopped (once giving up on
    the way, and ranking every match then) — each exactly what a search for that limit
    returns — or nothing (the caller then searches anew)."""
    if way.startswith("full"):
        _give_up(monkeypatch)
    else:
        _impact_always(monkeypatch)
    if way == "full-window-3":
        monkeypatch.setattr(search_module, "WINDOW_MIN", 3)
        monkeypatch.setattr(search_module, "WINDOW_PER_RESULT", 2)
    if way == "impact-row-by-row":  # every level read deep, so reading on resumes mid-level
        monkeypatch.setattr(impact, "FIRST_FETCH", 1)
        monkeypatch.setattr(impact, "LAST_FETCH", 2)
        monkeypatch.setattr(impact, "REST_WITHIN", 0)
    # Fragments left unscored below the first answer's floor may be among a wider answer's:
    # reading on scores them first (tether.store.impact.Ranking).
    pruned = _prune_always(monkeypatch, url) if way == "impact-pruned" else []
    if way == "impact-gives-up-on":  # the first answer fits the budget, reading on does not
        monkeypatch.setattr(ranked, "SCORE_BUDGET_MIN", 24)
        monkeypatch.setattr(ranked, "MATCHES_PER_SCORED", {"sqlite": 2**62, "postgresql": 2**62})
        monkeypatch.setattr(ranked, "SCORE_BUDGET_PER_RESULT", 0)
    handed = read_on = gave_up_on = 0
    ranked_every: list[int] = []
    real_every = search_module._every_match

    def every(*args):  # type: ignore[no-untyped-def]
        ranked_every.append(args[3])
        return real_every(*args)

    monkeypatch.setattr(search_module, "_every_match", every)
    with corpus_store.connect() as conn:
        for question in QUESTIONS:
            terms = content_stems(question)
            for prefer in PREFERENCES:
                for limit, wide in ((1, 5), (5, 17), (17, 64), (5, 300)):
                    top, wider = search_wide(conn, terms, None, limit, prefer, None, wide)
                    assert top == reference(conn, terms, None, limit, prefer)
                    ranked_every.clear()  # from here on: a read-on that gave up
                    if wider is not None:
                        read_on += isinstance(wider, ranked.ReadOn)
                        for n in sorted({limit + 1, (limit + wide) // 2, wide}):  # widened step by step
                            assert wider(n) == reference(conn, terms, None, n, prefer), (question, prefer, limit, n)
                        handed += not isinstance(wider, ranked.ReadOn)
                        gave_up_on += bool(ranked_every)
    if way.startswith("full") and conn.dialect.name == "postgresql":
        assert handed == 0  # its bounded query reads exactly the limit: nothing is read ahead
    elif way == "full":
        assert handed > 20  # the comparison was not vacuous
    if way.startswith("impact"):
        assert read_on - gave_up_on > 20  # read on to the end, and (below) given up on the way
        assert gave_up_on > 5 or way != "impact-gives-up-on"
        assert len(pruned) > 100 or way != "impact-pruned"


@pytest.mark.parametrize("prefer", [
    Preference(), Preference(jurisdiction="DE"), Preference(jurisdiction="PL", historical=True),
    Preference(document="doc-03-3", historical=True),
])
def test_the_impact_index_ranks_without_ranking_every_match(corpus_store: Store, monkeypatch: pytest.MonkeyPatch,
                                                            prefer: Preference) -> None:
    """No statement that ranks every match runs: the impact index answers, preferences and all."""
    _impact_always(monkeypatch)
    statements = _statements_run(monkeypatch)
    with corpus_store.connect() as conn:
        hits = search(conn, content_stems("registration fee"), None, 5, prefer)
        assert len(hits) == 5 and statements == []


@pytest.mark.postgres
def test_small_levels_are_read_together_in_one_statement(corpus_store: Store, url: str,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    """On PostgreSQL a read is a round trip: a question's small levels are read whole and
    together, so a search costs fewer statements than the levels it reads (the demo's
    question ran one statement per level, 28 of a row or two each)."""
    if not url.startswith("postgresql"):
        pytest.skip("levels are read together where a read is a round trip (PostgreSQL)")
    _impact_always(monkeypatch)
    reads: list[list[tuple[int, int, int]]] = []
    real = impact_pg.Lists.fetch

    def spy(self: impact_pg.Lists, wanted: list[tuple[impact.Level, int]]) -> None:
        reads.append([(level.slot, level.level, level.size) for level, _ in wanted])
        real(self, wanted)

    monkeypatch.setattr(impact_pg.Lists, "fetch", spy)
    with corpus_store.connect() as conn:
        terms = content_stems("payment invoice holder")
        hits = search(conn, terms, None, 5, Preference())
        assert hits == reference(conn, terms, None, 5, Preference())
    levels = Counter(level for read in reads for level in read)
    assert len(reads) < sum(levels.values()) and len(reads[0]) > 2, reads
    # A level of at most two first reads is read whole at once; one of 49 in two reads, not three.
    assert all(times == 1 if size <= 2 * impact.FIRST_FETCH else times <= 2
               for (_, _, size), times in levels.items()), reads


@pytest.mark.postgres
def test_a_kept_parse_of_the_question_is_not_asked_again(corpus_store: Store, url: str,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    """PostgreSQL's parse of a question's tsquery is kept with the corpus's statistics: the
    same words searched again cost no parse, and rank the same."""
    if not url.startswith("postgresql"):
        pytest.skip("the tsquery is parsed by PostgreSQL only")
    _impact_always(monkeypatch)
    parsed: list[str] = []
    real = impact_pg.parse

    def spy(conn, query: str):  # type: ignore[no-untyped-def]
        parsed.append(query)
        return real(conn, query)

    monkeypatch.setattr(impact_pg, "parse", spy)
    kept = ranked.Kept.empty()
    with corpus_store.connect() as conn:
        for terms in (content_stems("payment invoice holder"), content_stems("fee register")) * 2:
            for prefer in (Preference(), Preference(jurisdiction="DE")):
                assert search(conn, terms, None, 5, prefer, kept) == reference(conn, terms, None, 5, prefer)
    assert len(parsed) == 2 == len(set(parsed))


@pytest.mark.parametrize(("question", "prefer", "sqlite", "postgresql"), [
    ("registration fee", Preference(), ["window"], ["ranked"]),
    ("registration fee", Preference(jurisdiction="DE"), ["ranked"], ["ranked"]),
    ("registration fee", Preference(jurisdiction="PL", historical=True), ["ranked"], ["ranked"]),
    ("registration fee", Preference(document="doc-03-3", historical=True), ["named", "ranked"], ["named", "ranked"]),
])
def test_past_its_budget_a_question_costs_one_scored_read_besides_the_named_document(
    corpus_store: Store, monkeypatch: pytest.MonkeyPatch, question: str, prefer: Preference,
    sqlite: list[str], postgresql: list[str],
) -> None:
    """When the impact index gives up, the window settles an ordinary question at the first
    try on SQLite, and a rare preference class (historical records) is ordered in the
    database, not found by widening."""
    _give_up(monkeypatch)
    statements = _statements_run(monkeypatch)
    with corpus_store.connect() as conn:
        hits = search(conn, content_stems(question), None, 5, prefer)
        assert len(hits) == 5 and statements == (sqlite if conn.dialect.name == "sqlite" else postgresql)


@pytest.mark.parametrize("prefer", [Preference(), Preference(jurisdiction="DE"), Preference(document="doc-03-3")])
def test_a_question_in_few_fragments_is_ranked_by_the_database_at_once(
    corpus_store: Store, monkeypatch: pytest.MonkeyPatch, prefer: Preference,
) -> None:
    """Where its terms are in few fragments, the impact index cannot save anything: the
    database ranks every match in one statement (besides the named document's), and the
    answer is the same."""
    statements = _statements_run(monkeypatch)
    terms = content_stems("payment invoice holder")
    with corpus_store.connect() as conn:
        rows = sum(conn.execute(text("SELECT count(*) FROM fragments WHERE current AND index_text LIKE :t"),
                                {"t": f"%{t}%"}).scalar_one() for t in terms)
        assert 0 < rows <= ranked.RANK_EVERY_MATCH_UP_TO  # the question is one the rule is for
        assert search(conn, terms, None, 5, prefer) == reference(conn, terms, None, 5, prefer)
    assert statements and set(statements) <= {"window", "ranked", "named"}


# Each record's possible contents: a history that returns to an earlier one reactivates
# that stored version instead of writing a new one, so every path that flips ``current``
# (new version, record gone, earlier version back) runs.
VARIANTS = ("fee register fee", "registration deadline payment", "пошлина регистрация срок")


@settings(max_examples=30, deadline=None)
@given(history=st.lists(st.dictionaries(st.integers(0, 9), st.integers(0, len(VARIANTS) - 1), min_size=1, max_size=10),
                        min_size=1, max_size=4))
@example(history=[{0: 0, 1: 0}, {0: 1}, {0: 0, 1: 0}])  # changed, gone, and both back as they were
def test_bounded_search_equals_ordering_every_match_after_any_ingest_history(history) -> None:  # type: ignore[no-untyped-def]
    """Generated ingest histories (records added, changed, removed, changed back): the
    narrow ``fragment_search`` rows stay what the fragments and their records say, and the
    bounded search returns what ordering every match returns."""
    with tempfile.TemporaryDirectory() as tmp:
        store = Store(url_from_path(Path(tmp) / "t.db"))
        for step, state in enumerate(history):
            files = {f"r{n}.md": record(
                f"r{n}", f"## Section {{#s}}\n{VARIANTS[variant]} {n}\n", document=f"doc-{n % 3}-{n}",
                version=str(variant + 1),  # changed content is a new version (ingest refuses otherwise)
                jurisdiction=JURISDICTIONS[n % len(JURISDICTIONS)],
                policy="historical" if n % 3 == 0 else "operational")
                for n, variant in state.items()}
            ingest_records(store, "a", load_corpus(write_corpus(Path(tmp) / f"v{step}", files)))
        with store.connect() as conn:
            mirrored = conn.execute(text(
                "SELECT pk, corpus, document, jurisdiction, historical, current FROM fragment_search ORDER BY pk",
            )).all()
            copied = conn.execute(text(
                "SELECT f.pk, f.corpus, f.document, r.jurisdiction, COALESCE(r.policy, '') = 'historical', f.current "
                "FROM fragments f JOIN source_records r ON r.pk = f.record_pk ORDER BY f.pk")).all()
            assert [tuple(r) for r in mirrored] == [tuple(r) for r in copied]
            # Through the impact index, even on a corpus this small (ranked.RANK_EVERY_MATCH_UP_TO).
            with patch.object(ranked, "RANK_EVERY_MATCH_UP_TO", 0):
                for question in ("fee", "registration payment", "пошлина срок", "fee deadline пошлина"):
                    for prefer in (Preference(), Preference(jurisdiction="DE"), Preference(historical=True),
                                   Preference(jurisdiction="PL", historical=True), Preference(document="doc-1-4")):
                        for limit in (1, 3, 32):
                            terms = content_stems(question)
                            assert search(conn, terms, None, limit, prefer) == reference(conn, terms, None, limit,
                                                                                         prefer)
        store.dispose()


def _one_word_corpus(store: Store, root: Path, bodies: list[str]) -> None:
    files = {f"r{n:03d}.md": record(f"r{n:03d}", f"## Part {{#p}}\n{body}\n", document=f"doc-{n}")
             for n, body in enumerate(bodies)}
    ingest_records(store, "a", load_corpus(write_corpus(root, files)))


@settings(max_examples=25, deadline=None)
@given(bodies=st.lists(st.tuples(st.integers(0, 3), st.integers(0, 3)), min_size=1, max_size=40),
       batch=st.sampled_from([1, 16]))
def test_a_one_word_question_whose_matches_tie_is_ranked_as_ordering_every_match(
    bodies: list[tuple[int, int]], batch: int,
) -> None:
    """A question of one word whose matches tie at each count and length (the impact search
    settles a tie by key, impact_sqlite.Lists._ties_settled): generated corpora of a word
    held 0–3 times beside 0–3 other words, read a row at a time or in batches."""
    with tempfile.TemporaryDirectory() as tmp, patch.object(ranked, "RANK_EVERY_MATCH_UP_TO", 0), \
            patch.object(impact, "FIRST_FETCH", batch), patch.object(impact, "LAST_FETCH", max(2, batch)):
        store = Store(url_from_path(Path(tmp) / "t.db"))
        _one_word_corpus(store, Path(tmp) / "c", [" ".join(["zebra"] * held + ["alpha", "beta", "gamma"][:other])
                                                  or "delta" for held, other in bodies])
        with store.connect() as conn:
            terms = content_stems("zebra")
            for limit in (1, 2, 5, 17, 64):
                assert search(conn, terms, None, limit, Preference()) == reference(conn, terms, None, limit,
                                                                                   Preference())
        store.dispose()


def test_a_one_word_question_whose_matches_all_tie_reads_few_of_them(tmp_path: Path,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """Every fragment holds the word once at one length ("What is the policy?" where every
    title says "Policy"): the top 5 are the five smallest keys, found without scoring every match."""
    _impact_always(monkeypatch)
    store = Store(url_from_path(tmp_path / "t.db"))
    _one_word_corpus(store, tmp_path / "c", ["zebra alpha beta"] * 300)
    scored: list[int] = []
    real = impact_sqlite.Lists.scores_met

    def spy(self, level, rows):  # type: ignore[no-untyped-def]
        scored.extend(key for _, key in rows)
        return real(self, level, rows)

    monkeypatch.setattr(impact_sqlite.Lists, "scores_met", spy)
    with store.connect() as conn:
        terms = content_stems("zebra")
        hits = search(conn, terms, None, 5, Preference())
        assert hits == reference(conn, terms, None, 5, Preference())
    assert 0 < len(scored) <= 2 * impact.FIRST_FETCH
    store.dispose()
