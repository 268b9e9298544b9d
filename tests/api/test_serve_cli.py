"""`tether serve` on the embedded database."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import httpx
import pytest

from tests.api.helpers import DEMO_NOW, GERMANY, ServerProcess, bearer, ingest_demo
from tether.principals import create_principal
from tether.store.db import Store, default_url


def test_serve_help_names_the_options() -> None:
    out = subprocess.run([sys.executable, "-m", "tether", "serve", "--help"], capture_output=True, text=True,
                         env=ServerProcess.env({}), timeout=60)
    assert out.returncode == 0, out.stderr
    for option in ("--host", "--port", "--db", "--workers", "--demo"):
        assert option in out.stdout


def test_serve_answers_from_the_demo_corpus_on_the_embedded_database(tmp_path: Path) -> None:
    store = Store(default_url())  # $TETHER_HOME is this test's own directory
    key = create_principal(store, "reader", ["public"], ["ask"])
    store.dispose()
    server = ServerProcess(None, {}, tmp_path / "server.log")
    try:
        server.wait_ready()
        r = httpx.post(f"{server.url}/v1/interactions", headers={**bearer(key), "Accept": "application/json"},
                       json={"question": GERMANY, "options": {"now": DEMO_NOW}}, timeout=30)
    finally:
        server.stop()
    assert r.status_code == 200 and r.json()["status"] == "completed", r.text


@pytest.mark.postgres
def test_serve_with_two_workers_on_postgres(pg_url: str, tmp_path: Path) -> None:
    store = Store(pg_url)
    ingest_demo(store)
    key = create_principal(store, "reader", ["public"], ["ask"])
    store.dispose()
    server = ServerProcess(pg_url, {}, tmp_path / "server.log", workers=2)
    try:
        server.wait_ready()
        with httpx.Client(base_url=server.url, headers={**bearer(key), "Accept": "application/json"},
                          timeout=30) as client:
            statuses = {client.post("/v1/interactions", json={"question": GERMANY, "options": {"now": DEMO_NOW}})
                        .json()["status"] for _ in range(10)}
    finally:
        server.stop()
    assert statuses == {"completed"}
