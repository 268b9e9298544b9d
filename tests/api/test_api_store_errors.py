"""Issue 10 item 10: a database held by another writer is `store-busy` (503 with Retry-After),
not "internal error (OperationalError)" / 500; nothing is stored, and the client is told when
to come back."""

from __future__ import annotations

import shutil
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from tests.api.helpers import DEMO_NOW, GERMANY, Api, Keys, add_principals, bearer, make_app, parse_sse
from tether.store import db as store_db
from tether.store.db import Store, url_from_path


@pytest.fixture
def busy_store(tmp_path: Path, _sqlite_demo_template: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Store]:
    """The demo store whose writes wait 50 ms, not 10 s, for another writer (set per connection)."""
    monkeypatch.setattr(store_db, "BUSY_TIMEOUT_MS", 50)
    path = tmp_path / "tether.db"
    shutil.copyfile(_sqlite_demo_template, path)
    store = Store(url_from_path(path))
    yield store
    store.dispose()


@pytest.fixture
def keys(busy_store: Store) -> Keys:
    return add_principals(busy_store)


def _hold_write_lock(store: Store) -> sqlite3.Connection:
    """Another process's long write: a raw connection holding the write lock."""
    holder = sqlite3.connect(store.url.removeprefix("sqlite:///"), isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")
    return holder


def _interactions(store: Store) -> int:
    with store.engine.connect() as conn:
        return conn.exec_driver_sql("SELECT count(*) FROM interactions").scalar()


def test_locked_database_is_store_busy_503_with_retry_after(busy_store: Store, keys: Keys) -> None:
    with TestClient(make_app(busy_store)) as client:
        api = Api(client)
        headers = {**bearer(keys.asker), "Accept": "application/json"}
        body = {"question": GERMANY, "options": {"now": DEMO_NOW}}
        holder = _hold_write_lock(busy_store)
        try:
            r = api.post("/v1/interactions", headers=headers, json=body)
            assert r.status_code == 503, r.text
            assert r.json()["error"]["code"] == "store-busy" and int(r.headers["Retry-After"]) > 0
            chat = api.post("/v1/chat/completions", headers=bearer(keys.asker),
                            json={"messages": [{"role": "user", "content": GERMANY}], "tether": {"now": DEMO_NOW}})
            assert chat.status_code == 503 and chat.json()["error"]["code"] == "store-busy"
            stream = api.post("/v1/interactions", headers=bearer(keys.asker), json=body)
            events = parse_sse(stream.text.splitlines())
            assert [k for k, _ in events if k in ("completed", "failed", "stopped")] == ["failed"]
            assert events[-1][1]["data"]["error"]["reason"] == "store-busy"
        finally:
            holder.rollback()
            holder.close()
        assert _interactions(busy_store) == 0
        assert api.post("/v1/interactions", headers=headers, json=body).json()["status"] == "completed"


def test_openapi_declares_503_on_every_route(busy_store: Store, keys: Keys) -> None:
    with TestClient(make_app(busy_store)) as client:
        spec = client.get("/openapi.json").json()
    for path, methods in spec["paths"].items():
        for method, op in methods.items():
            if path != "/metrics":
                assert "503" in op["responses"], f"{method} {path}"
