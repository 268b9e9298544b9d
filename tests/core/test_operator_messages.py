"""Issue 16, messages an operator can act on: the version, an unconfigured provider, a missing driver."""

from __future__ import annotations

import pytest

from tether.errors import StoreError
from tether.store.db import Store


def test_version(cli) -> None:  # type: ignore[no-untyped-def]
    r = cli("--version")
    assert r.exit_code == 0 and r.stdout.startswith("tether ")


def test_an_unconfigured_provider_names_the_variables(cli) -> None:  # type: ignore[no-untyped-def]
    r = cli("ask", "What is the registration fee in Germany?", "--provider", "openai")
    assert r.exit_code == 2 and "TETHER_OPENAI_BASE_URL" in r.stderr and "OPENAI_API_KEY" in r.stderr


def test_a_missing_postgres_driver_names_the_extra(monkeypatch: pytest.MonkeyPatch) -> None:
    import sys

    monkeypatch.setitem(sys.modules, "psycopg", None)  # import psycopg now raises ImportError
    with pytest.raises(StoreError, match=r"pip install 'tether\[postgres\]'"):
        Store("postgresql+psycopg://nobody@127.0.0.1:9/none")


def test_review_list_refuses_an_unknown_status(cli) -> None:  # type: ignore[no-untyped-def]
    r = cli("review", "list", "--status", "bogus")
    assert r.exit_code == 2 and "--status" in r.stderr and "approved" in r.stderr
    assert cli("review", "list", "--status", "all").exit_code == 0
