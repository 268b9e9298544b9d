"""Ingest streams: records are written in batches as files are parsed, and a problem
found in any later file still rolls everything back."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import func, select

from tests.conftest import record, write_corpus
from tether.corpus import iter_corpus, load
from tether.errors import CorpusError
from tether.store import current as current_module
from tether.store import ingest as ingest_module
from tether.store.db import Store, url_from_path
from tether.store.ingest import ingest_records
from tether.store.schema import FactRow, FragmentRow, SourceRecordRow


def _counts(store: Store) -> list[int]:
    with store.session() as s:
        return [s.scalar(select(func.count()).select_from(t)) for t in (SourceRecordRow, FragmentRow, FactRow)]


def _files(n: int, text: str = "The fee is 1 250 EUR.", version: str = "1") -> dict[str, str]:
    return {f"r{i:03d}.md": record(f"r{i:03d}", f"## Fee {{#fee}}\n{text} Record {i}.\n", version=version)
            for i in range(n)}


def test_records_are_yielded_as_their_files_are_parsed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    root = write_corpus(tmp_path / "c", _files(5))
    parsed: list[str] = []
    real = load.parse_record
    monkeypatch.setattr(load, "parse_record", lambda path, raw: (parsed.append(path), real(path, raw))[1])
    records = iter_corpus(root)
    assert next(records).id == "r000" and parsed == ["r000.md"]
    assert [r.id for r in records] == ["r001", "r002", "r003", "r004"]


def test_batches_are_written_before_the_corpus_is_read_to_the_end(tmp_path: Path,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(ingest_module, "BATCH_RECORDS", 2)
    root = write_corpus(tmp_path / "c", _files(7))
    written: list[int] = []
    real = ingest_module._write_batch
    monkeypatch.setattr(ingest_module, "_write_batch",
                        lambda session, conn, corpus, batch, now, report:
                        (written.append(len(batch)), real(session, conn, corpus, batch, now, report))[1])
    store = Store(url_from_path(tmp_path / "t.db"))
    report = ingest_records(store, "c", iter_corpus(root))
    assert written == [2, 2, 2, 1] and len(report.added) == 7
    assert _counts(store)[:2] == [7, 7]


def test_a_problem_in_the_last_file_rolls_back_every_batch_already_written(tmp_path: Path,
                                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(ingest_module, "BATCH_RECORDS", 2)
    store = Store(url_from_path(tmp_path / "t.db"))
    ingest_records(store, "c", iter_corpus(write_corpus(tmp_path / "v1", _files(3))))
    before = _counts(store)
    files = _files(6, "The fee is 2 000 EUR.", version="2")
    files["zz.md"] = "no front matter\n"
    with pytest.raises(CorpusError) as info:
        ingest_records(store, "c", iter_corpus(write_corpus(tmp_path / "v2", files)))
    assert info.value.problems == ["zz.md: front matter: missing; the file must start with a '---' line"]
    assert _counts(store) == before
    with store.session() as s:
        assert s.scalars(select(SourceRecordRow.record_id).where(SourceRecordRow.current)).all() == [
            "r000", "r001", "r002"]


def test_a_repeated_id_is_reported_and_written_nowhere(tmp_path: Path, cli) -> None:
    files = _files(3)
    files["copy.md"] = files["r001.md"]  # the same bytes under another name: same id, same content hash
    root = write_corpus(tmp_path / "c", files)
    db = tmp_path / "t.db"
    result = cli("ingest", str(root), "--db", str(db))
    assert result.exit_code != 0
    assert "r001.md: id: 'r001' is also the id of copy.md; ids must be unique" in result.stderr
    assert _counts(Store(url_from_path(db))) == [0, 0, 0]


def test_corpus_files_are_listed_one_directory_at_a_time_in_the_order_of_their_paths(tmp_path: Path) -> None:
    """The walk gives exactly what sorting every relative path would (a directory sorts as
    "name/", so "a-c.md" < "a.md" < "a/b.md"), hidden entries and linked directories left out."""
    from tether.corpus import corpus_files, iter_corpus_files

    root = write_corpus(tmp_path / "c", {name: "x" for name in (
        "a.md", "a-c.md", "a/b.md", "a/deep.md", "a/deep/er/k.md", "a b.md", "B/u.md", "x.md/in.md",
        "a/.hidden.md", ".h/q.md", "notes.txt", "Z.MD")})
    (root / "linked").symlink_to(root / "a", target_is_directory=True)
    (root / "link.md").symlink_to(root / "a.md")
    (root / "broken.md").symlink_to(root / "nowhere.md")
    expected = ["B/u.md", "a b.md", "a-c.md", "a.md", "a/b.md", "a/deep.md", "a/deep/er/k.md", "link.md",
                "x.md/in.md"]
    walk = iter_corpus_files(root)
    assert next(walk) == "B/u.md"  # a generator: nothing is listed before it is asked for
    assert ["B/u.md", *walk] == expected == sorted(expected)
    assert corpus_files(root) == [root / rel for rel in expected]


def test_the_loader_keeps_its_cross_check_out_of_python_memory(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every id and anchored fragment id goes to the claim ledger (a temporary SQLite file), which
    still names the first claimant of each clash; the loader keeps no set of them itself."""
    from tether.corpus import claims

    added: list[tuple[str, str | None, list[str]]] = []
    real = claims.ClaimLedger.add
    monkeypatch.setattr(claims.ClaimLedger, "add",
                        lambda self, path, rid, fids: (added.append((path, rid, fids)), real(self, path, rid, fids))[1])
    files = _files(3)
    files["r003.md"] = record("r003", "## Fee {#fee}\nAnother fee.\n", document="r001")
    files["zz.md"] = record("zz", "## A {#a}\none\n## B {#a}\ntwo\n")
    with pytest.raises(CorpusError) as info:
        list(iter_corpus(write_corpus(tmp_path / "c", files)))
    assert [a[0] for a in added] == ["r000.md", "r001.md", "r002.md", "r003.md", "zz.md"]
    assert added[1] == ("r001.md", "r001", ["r001#fee"])
    assert info.value.problems == [
        "r003.md: anchor: fragment id 'r001#fee' is also defined in r001.md; anchors must be unique within a document",
        "zz.md: anchor: fragment id 'zz#a' is also defined in zz.md; anchors must be unique within a document"]


def test_an_unchanged_check_reads_files_lazily_and_stops_at_the_first_changed_chunk(tmp_path: Path) -> None:
    """`ask --corpus` compares the files with the stored records a chunk at a time."""
    store = Store(url_from_path(tmp_path / "t.db"))
    root = write_corpus(tmp_path / "c", _files(3))
    ingest_records(store, "c", iter_corpus(root))
    stored = {f"r{i:03d}.md": __import__("hashlib").sha256((root / f"r{i:03d}.md").read_bytes()).hexdigest()
              for i in range(3)}
    assert current_module.unchanged(store, "c", iter(stored.items()))
    assert not current_module.unchanged(store, "c", iter(list(stored.items())[:2]))  # a file fewer
    assert not current_module.unchanged(store, "c", iter([*stored.items(), ("r009.md", "0" * 64)]))
    assert not current_module.unchanged(store, "c", iter([*stored.items(), None]))  # a link out: cannot tell
    consumed: list[int] = []

    def changed_first() -> Iterator[tuple[str, str]]:
        for i in range(10 * current_module.UNCHANGED_CHUNK):
            consumed.append(i)
            yield f"r{i:03d}.md", "0" * 64

    assert not current_module.unchanged(store, "c", changed_first())
    assert len(consumed) == current_module.UNCHANGED_CHUNK


def test_without_ids_the_report_counts_and_records_across_batches_are_retired_or_written_once(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """`tether ingest` keeps counts, not ids (memory bounded, issue 15); which records this
    ingest wrote is kept in the database, across batches: a record no longer in the corpus
    is retired, one repeated in a later batch is written once."""
    monkeypatch.setattr(ingest_module, "BATCH_RECORDS", 2)
    monkeypatch.setattr(ingest_module, "RETIRE_CHUNK", 2)
    store = Store(url_from_path(tmp_path / "t.db"))
    first = ingest_records(store, "c", iter_corpus(write_corpus(tmp_path / "v1", _files(7))), keep_ids=False)
    assert first.counts == {"added": 7, "updated": 0, "unchanged": 0, "retired": 0} and first.added == []
    kept = load.load_corpus(write_corpus(tmp_path / "v2", _files(2)))
    again = ingest_records(store, "c", [*kept, kept[0]], keep_ids=False)  # r000 twice, in another batch
    assert again.counts == {"added": 0, "updated": 0, "unchanged": 2, "retired": 5} and again.retired == []
    with store.session() as s:
        assert s.scalars(select(SourceRecordRow.record_id).where(SourceRecordRow.current)
                         .order_by(SourceRecordRow.record_id)).all() == ["r000", "r001"]
    assert ingest_records(store, "c", kept).unchanged == ["r000", "r001"]  # ids by default, as the API returns


def test_a_rolled_back_ingest_leaves_no_seen_ids_for_the_next_one_on_the_same_connection(tmp_path: Path) -> None:
    store = Store(url_from_path(tmp_path / "t.db"), concurrency=1)  # one pooled connection, reused
    ingest_records(store, "c", iter_corpus(write_corpus(tmp_path / "v1", _files(3))))
    files = _files(2)
    files["zz.md"] = "no front matter\n"
    with pytest.raises(CorpusError):
        ingest_records(store, "c", iter_corpus(write_corpus(tmp_path / "v2", files)))
    # Had r000 and r001 stayed marked as seen, they would be skipped as repeats, unreported.
    report = ingest_records(store, "c", iter_corpus(write_corpus(tmp_path / "v3", _files(2))))
    assert report.unchanged == ["r000", "r001"] and report.retired == ["r002"]
