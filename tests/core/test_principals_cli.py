"""`tether principals revoke | rotate | set-labels | set-scopes` (issue 10, item 12)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tether.principals import hash_key, principal_by_digest
from tether.store.db import Store, url_from_path


@pytest.fixture
def db(tmp_path: Path, cli) -> str:  # type: ignore[no-untyped-def]
    path = str(tmp_path / "keys.db")
    assert cli("principals", "add", "ana", "--labels", "public", "--db", path).exit_code == 0
    return path


def _key(cli, db: str, name: str) -> str:  # type: ignore[no-untyped-def]
    r = cli("principals", "add", name, "--labels", "public,restricted-legal", "--scopes", "ask,review", "--db", db)
    assert r.exit_code == 0, r.stderr
    return r.stdout.strip()


def _who(db: str, key: str):  # type: ignore[no-untyped-def]
    store = Store(url_from_path(Path(db)))
    try:
        return principal_by_digest(store, hash_key(key))
    finally:
        store.dispose()


def test_revoke_stops_the_key_and_list_says_so(cli, db: str) -> None:  # type: ignore[no-untyped-def]
    key = _key(cli, db, "bob")
    assert _who(db, key) is not None
    r = cli("principals", "revoke", "bob", "--db", db)
    assert r.exit_code == 0 and "bob" in r.stdout and "TETHER_PRINCIPAL_CACHE_SECONDS" in r.stderr
    assert _who(db, key) is None
    listing = cli("principals", "list", "--db", db).stdout
    bob = next(line for line in listing.splitlines() if "bob" in line)
    ana = next(line for line in listing.splitlines() if "ana" in line)
    assert "revoked" in bob and "active" in ana


def test_rotate_prints_only_the_new_key_and_invalidates_the_old(cli, db: str) -> None:  # type: ignore[no-untyped-def]
    old = _key(cli, db, "bob")
    r = cli("principals", "rotate", "bob", "--db", db)
    assert r.exit_code == 0
    new = r.stdout.strip()
    assert new.startswith("tk_") and "\n" not in new and new != old
    assert _who(db, old) is None
    who = _who(db, new)
    assert who is not None and who.name == "bob" and who.labels == ("public", "restricted-legal")
    assert new not in cli("principals", "list", "--db", db).stdout


def test_set_labels_and_scopes_replace_them(cli, db: str) -> None:  # type: ignore[no-untyped-def]
    key = _key(cli, db, "bob")
    assert cli("principals", "set-labels", "bob", "--labels", "public", "--db", db).exit_code == 0
    assert cli("principals", "set-scopes", "bob", "--scopes", "ask", "--db", db).exit_code == 0
    who = _who(db, key)
    assert who is not None and who.labels == ("public",) and who.scopes == ("ask",)


@pytest.mark.parametrize("command", [["revoke", "nobody"], ["rotate", "nobody"],
                                     ["set-labels", "nobody", "--labels", "public"],
                                     ["set-scopes", "nobody", "--scopes", "ask"]])
def test_an_unknown_principal_is_exit_1_naming_it(cli, db: str, command: list[str]) -> None:  # type: ignore[no-untyped-def]
    r = cli("principals", *command, "--db", db)
    assert r.exit_code == 1 and "'nobody'" in r.stderr and "principals list" in r.stderr
    assert r.stdout == ""


@pytest.mark.parametrize("args,field", [(["set-labels", "bob", "--labels", "public,no spaces"], "--labels"),
                                        (["set-labels", "bob", "--labels", ","], "--labels"),
                                        (["set-scopes", "bob", "--scopes", "ask,root"], "--scopes"),
                                        (["add", "carl", "--labels", "bad/label"], "--labels")])
def test_bad_labels_or_scopes_are_exit_2_naming_the_option_and_change_nothing(
        cli, db: str, args: list[str], field: str) -> None:  # type: ignore[no-untyped-def]
    key = _key(cli, db, "bob")
    before = cli("principals", "list", "--db", db).stdout
    r = cli("principals", *args, "--db", db)
    assert r.exit_code == 2 and r.stderr.startswith(f"error: {field}:"), r.stderr
    assert cli("principals", "list", "--db", db).stdout == before
    assert _who(db, key) is not None
