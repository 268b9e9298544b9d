"""Strict corpus input: every bad shape is a clear `path: field: reason`, and nothing loads."""

from __future__ import annotations

from pathlib import Path

import pytest
from sqlalchemy import func, select

from tests.conftest import record, write_corpus
from tether.corpus import load_corpus
from tether.errors import CorpusError
from tether.store.db import Store, url_from_path
from tether.store.schema import FragmentRow, SourceRecordRow

GOOD = record("good", "## Fee {#fee}\nThe fee is 10 EUR.\n")

BAD_FILES: dict[str, tuple[bytes | str, str]] = {
    "unknown field": (record("x", "## A {#a}\ntext\n", extra="colour: blue"), "bad.md: colour: unknown field"),
    "date without offset": (
        record("x", "## A {#a}\ntext\n", published="2024-01-01T00:00:00"),
        "bad.md: published_at: '2024-01-01T00:00:00' is not ISO 8601 with a time and an offset",
    ),
    "date only": (record("x", "## A {#a}\ntext\n", published="2024-01-01"), "bad.md: published_at:"),
    "impossible date": (
        record("x", "## A {#a}\ntext\n", published="2024-02-30T00:00:00Z"),
        "bad.md: published_at: '2024-02-30T00:00:00Z' is not a real date",
    ),
    "access not a list": (record("x", "## A {#a}\ntext\n", access="public"),
                          "bad.md: access: must be a list of labels"),
    "access of mappings": (record("x", "## A {#a}\ntext\n", access="[{a: b}]"), "bad.md: access[0]: must be a label"),
    # Issue 10 item 7: a record that names no label would be served to every reader.
    "access missing": (record("x", "## A {#a}\ntext\n").replace("access: [public]\n", ""),
                       "bad.md: access: required; list the labels a reader must hold"),
    "access empty": (record("x", "## A {#a}\ntext\n", access="[]"), "bad.md: access: is empty"),
    "access null": (record("x", "## A {#a}\ntext\n", access="~"), "bad.md: access: required"),
    # Issue 10 item 8: 60 KB of '[' ended in a RecursionError ("internal error").
    "deeply nested front matter": (record("x", "## A {#a}\nt\n", extra="entities: " + "[" * 30_000 + "]" * 30_000),
                                   "bad.md: entities: nests deeper than 8 levels"),
    "deeply nested front matter root": ("---\n" + "[" * 30_000 + "]" * 30_000 + "\n---\n## A {#a}\nt\n",
                                        "bad.md: front matter: nests deeper than 8 levels"),
    "missing owner": (
        record("x", "## A {#a}\ntext\n").replace("owner: owner@example.org\n", ""),
        "bad.md: owner: required",
    ),
    "no front matter": ("## A {#a}\njust markdown\n", "bad.md: front matter: missing"),
    "unclosed front matter": ("---\nid: x\n## A {#a}\n", "bad.md: front matter: not closed"),
    "not utf-8": ("---\nid: caf\xe9\n---\n".encode("latin-1"), "bad.md: file: not UTF-8"),
    "binary": (b"\x00\x01\x02PNG", "bad.md: file: binary content"),
    "yaml alias bomb": (
        "---\nid: x\ndocument: x\nversion: '1'\nowner: o\npublished_at: 2024-01-01T00:00:00Z\n"
        "a: &a [lol, lol, lol]\nb: &b [*a, *a, *a]\nc: [*b, *b, *b]\n---\n## A {#a}\nt\n",
        "bad.md: front matter: YAML anchors and aliases are not allowed",
    ),
    "yaml cyclic alias": (
        "---\nid: &x [*x]\n---\n## A {#a}\nt\n",
        "bad.md: front matter:",
    ),
    "invalid yaml": ("---\nid: [unclosed\n---\n", "bad.md: front matter: invalid YAML"),
    "bad lang": (record("x", "## A {#a}\nt\n", extra="lang: de"), "bad.md: lang: 'de' is not supported"),
    "expiry before publication": (
        record("x", "## A {#a}\nt\n", expires="2023-01-01T00:00:00Z"),
        "bad.md: expires_at: is not after published_at",
    ),
    "duplicate key": (
        record("x", "## A {#a}\nt\n", access="[restricted]", extra="access: [public]"),
        "bad.md: access: is given twice",
    ),
    "entities wrong shape": (
        record("x", "## A {#a}\nt\n", extra="entities:\n  - {identity: alpha}"),
        "bad.md: entities[0]: must be exactly {documentType",
    ),
}


def _counts(store: Store) -> tuple[int, int]:
    with store.session() as s:
        return (
            s.scalar(select(func.count()).select_from(SourceRecordRow)),
            s.scalar(select(func.count()).select_from(FragmentRow)),
        )


@pytest.mark.parametrize("case", sorted(BAD_FILES))
def test_bad_file_is_named_and_nothing_loads(case: str, tmp_path: Path, cli) -> None:
    content, expected = BAD_FILES[case]
    root = tmp_path / "c"
    write_corpus(root, {"good.md": GOOD})
    (root / "bad.md").write_bytes(content if isinstance(content, bytes) else content.encode())
    db = tmp_path / "t.db"
    result = cli("ingest", str(root), "--db", str(db))
    assert result.exit_code == 1
    assert expected in result.stderr
    assert "Traceback" not in result.stderr + result.stdout
    assert _counts(Store(url_from_path(db))) == (0, 0)


def test_every_problem_is_listed(tmp_path: Path) -> None:
    root = write_corpus(tmp_path / "c", {
        "a.md": record("x", "## A {#a}\nt\n", extra="colour: red", access="public"),
        "b.md": record("y", "t\n", published="yesterday"),
    })
    with pytest.raises(CorpusError) as err:
        load_corpus(root)
    lines = err.value.problems
    assert "a.md: colour: unknown field" in "\n".join(lines)
    assert any(line.startswith("a.md: access:") for line in lines)
    assert any(line.startswith("b.md: published_at:") for line in lines)


def test_duplicate_ids_and_colliding_fragments(tmp_path: Path) -> None:
    root = write_corpus(tmp_path / "c", {
        "a.md": record("same", "## Fee {#fee}\nt\n", document="doc"),
        "b.md": record("same", "## Other {#other}\nt\n", document="doc2"),
        "c.md": record("third", "## Fee again {#fee}\nt\n", document="doc"),
    })
    with pytest.raises(CorpusError) as err:
        load_corpus(root)
    text = "\n".join(err.value.problems)
    assert "b.md: id: 'same' is also the id of a.md" in text
    assert "c.md: anchor: fragment id 'doc#fee' is also defined in a.md" in text


def test_empty_directory_is_an_error(tmp_path: Path, cli) -> None:
    (tmp_path / "empty").mkdir()
    result = cli("ingest", str(tmp_path / "empty"), "--db", str(tmp_path / "t.db"))
    assert result.exit_code == 1
    assert "no *.md records" in result.stderr


def test_missing_directory_is_bad_usage(tmp_path: Path, cli) -> None:
    result = cli("ingest", str(tmp_path / "nowhere"), "--db", str(tmp_path / "t.db"))
    assert result.exit_code == 2
    assert "does not exist" in result.stderr


def test_an_invalid_file_still_counts_for_collisions(tmp_path: Path) -> None:
    root = write_corpus(tmp_path / "c", {
        "a.md": record("same", "## X {#x}\nt\n## Y {#x}\nu\n", document="d1").replace("owner: owner@example.org\n", ""),
        "b.md": record("same", "## Z {#z}\nt\n", document="d2"),
    })
    with pytest.raises(CorpusError) as err:
        load_corpus(root)
    text = "\n".join(err.value.problems)
    assert "a.md: owner: required" in text
    assert "a.md: anchor: fragment id 'd1#x' is also defined in a.md" in text
    assert "b.md: id: 'same' is also the id of a.md" in text


def test_commented_out_headings_are_not_fragments() -> None:
    from tether.corpus import split_fragments

    frags = split_fragments("d", "## One {#a}\ntext\n<!--\n## Two {#a}\nhidden\n-->\nmore\n")
    assert [f.fragment_id for f in frags] == ["d#a"]
    assert "hidden" not in frags[0].text and "more" in frags[0].text


def test_ingest_refuses_md_symlink_outside_the_corpus(tmp_path: Path, cli) -> None:
    """Issue 10 item 11: a link must not pull a file from elsewhere in under this corpus's labels."""
    outside = write_corpus(tmp_path / "elsewhere", {"secret.md": record("secret", "## S {#s}\nsecret text\n")})
    root = write_corpus(tmp_path / "c", {"good.md": GOOD, "inside/real.md": record("real", "## R {#r}\nr\n")})
    (root / "link.md").symlink_to(outside / "secret.md")
    (root / "linkdir").symlink_to(outside, target_is_directory=True)
    (root / "alias.md").symlink_to(root / "inside" / "real.md")  # stays inside: allowed, but a duplicate id
    db = tmp_path / "t.db"
    result = cli("ingest", str(root), "--db", str(db))
    assert result.exit_code == 1
    assert "link.md: file: is a link to a file outside the corpus directory" in result.stderr
    assert "alias.md: file:" not in result.stderr and "secret text" not in result.stderr
    assert _counts(Store(url_from_path(db))) == (0, 0)
    (root / "link.md").unlink()
    (root / "alias.md").unlink()
    result = cli("ingest", str(root), "--db", str(db))
    if "linkdir/secret.md" in result.stderr:  # rglob followed the directory link
        assert result.exit_code == 1 and "linkdir/secret.md: file: is a link" in result.stderr
    else:
        assert result.exit_code == 0, result.stderr
        assert _counts(Store(url_from_path(db)))[0] == 2
