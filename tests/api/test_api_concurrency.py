"""Concurrency and faults through real servers on 127.0.0.1: nothing is lost.

200 concurrent SSE clients (at most 50 at a time) with the scripted provider,
a fifth of them with injected provider faults, on one server per backend and
on two server processes sharing one PostgreSQL database. A client that
disconnects mid-run leaves a consistent record.
"""

from __future__ import annotations

import asyncio
import re
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from sqlalchemy import func, select

from tests.api.helpers import (
    DEMO_NOW,
    Keys,
    LiveServer,
    ServerProcess,
    add_principals,
    bearer,
    empty_tables,
    ingest_demo,
    make_app,
)
from tests.api.load import SCRIPT, check_nothing_lost, plan, run_load, script_json
from tether.providers.scripted import ScriptedProvider
from tether.store.db import Store
from tether.store.schema import MessageRow


def test_200_concurrent_interactions_lose_nothing(demo_store: Store, keys: Keys) -> None:
    provider = ScriptedProvider.by_question(SCRIPT["byQuestion"], cycle=True)
    with LiveServer(make_app(demo_store, {"scripted": provider})) as server:
        outcomes = asyncio.run(run_load([server.url], keys.asker, plan()))
        metrics = httpx.get(f"{server.url}/metrics").text
    counts = check_nothing_lost(demo_store, outcomes)
    assert counts == {"completed": 120, "failed": 40, "stopped": 40}
    assert 'tether_interactions_total{status="completed"} 120.0' in metrics
    assert "tether_interactions_in_flight 0.0" in metrics


@pytest.fixture
def pg_store(pg_url: str) -> Iterator[Store]:
    store = Store(pg_url)
    empty_tables(store)
    ingest_demo(store)
    yield store
    store.dispose()


@pytest.mark.postgres
def test_two_server_processes_on_one_postgres(pg_store: Store, pg_url: str, tmp_path: Path) -> None:
    keys = add_principals(pg_store)
    script = tmp_path / "script.json"
    script.write_text(script_json())
    servers = [ServerProcess(pg_url, {"TETHER_SCRIPTED": str(script)}, tmp_path / f"server{i}.log")
               for i in range(2)]
    try:
        for server in servers:
            server.wait_ready()
        outcomes = asyncio.run(run_load([s.url for s in servers], keys.asker, plan()))
        served = [httpx.get(f"{s.url}/metrics").text for s in servers]
    finally:
        for server in servers:
            server.stop()
    counts = check_nothing_lost(pg_store, outcomes)
    assert counts == {"completed": 120, "failed": 40, "stopped": 40}
    # both processes did real work (clients alternate between them)
    per_server = [int(float(re.search(r'tether_interactions_total\{status="completed"\} (\S+)', m)[1]))
                  for m in served]
    assert sum(per_server) == 120 and min(per_server) > 0, per_server


SLOW_OK = "What is the registration fee in Poland?"
SLOW_FAULT = "What is the registration fee in France?"
POLAND_ANSWER = ('{"answer": "The registration fee in Poland is 4 300 PLN per product registration.", '
                 '"entityCitations": [], "documentationCitations": ["fees-pl#registration-fee"], "limitations": []}')


@pytest.mark.parametrize(("question", "status"), [(SLOW_OK, "completed"), (SLOW_FAULT, "failed")])
def test_a_client_that_disconnects_leaves_a_consistent_record(demo_store: Store, keys: Keys,
                                                              question: str, status: str) -> None:
    provider = ScriptedProvider.by_question({
        "registration fee in poland": [{"text": POLAND_ANSWER, "delayS": 1.0}],
        "registration fee in france": [{"text": '{"answer": "The fee', "delayS": 1.0, "error": "stream-cut"}],
    })
    with LiveServer(make_app(demo_store, {"scripted": provider})) as server:
        with httpx.Client(base_url=server.url, headers=bearer(keys.asker), timeout=30) as client:
            with client.stream("POST", "/v1/interactions",
                               json={"question": question, "options": {"now": DEMO_NOW, "provider": "scripted"}}) as r:
                lines = r.iter_lines()
                first = next(line for line in lines if line.startswith("data:"))
                iid = httpx.Response(200, content=first[5:]).json()["interactionId"]
            # the stream is closed here, while the provider is still "thinking"
            assert client.get(f"/v1/interactions/{iid}").status_code == 404, "still running, nothing stored yet"
            record = wait_for(client, iid)
        assert record["status"] == status
        assert (record["message"] is not None) == (status == "completed")
    with demo_store.session() as s:
        stored = s.scalar(select(func.count()).select_from(MessageRow).where(MessageRow.interaction_id == iid))
    assert stored == (1 if status == "completed" else 0)


def wait_for(client: httpx.Client, iid: str, timeout: float = 20) -> dict:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        r = client.get(f"/v1/interactions/{iid}")
        if r.status_code == 200:
            return r.json()
        assert r.status_code == 404
        time.sleep(0.1)
    raise AssertionError(f"interaction {iid} was never stored")
