"""/metrics with `tether serve --workers 2` reports the whole server, not the worker that answers."""

from __future__ import annotations

import re
from pathlib import Path

import httpx
import pytest

from tests.api.helpers import DEMO_NOW, GERMANY, ServerProcess, bearer, empty_tables, ingest_demo
from tether.principals import create_principal
from tether.store.db import Store

REQUESTS = 24


def completed(metrics: str) -> float:
    found = re.search(r'^tether_interactions_total\{status="completed"\} (\S+)$', metrics, re.MULTILINE)
    assert found, metrics
    return float(found.group(1))


@pytest.mark.postgres
def test_two_workers_report_the_sum_of_their_counts(pg_url: str, tmp_path: Path) -> None:
    store = Store(pg_url)
    empty_tables(store)
    ingest_demo(store)
    key = create_principal(store, "reader", ["public"], ["ask"])
    store.dispose()
    tmp = tmp_path / "tmp"
    tmp.mkdir()
    server = ServerProcess(pg_url, {"TMPDIR": str(tmp)}, tmp_path / "server.log", workers=2)
    try:
        server.wait_ready()
        for _ in range(REQUESTS):  # a new connection each time: the kernel spreads them over the workers
            r = httpx.post(f"{server.url}/v1/interactions", headers={**bearer(key), "Accept": "application/json"},
                           json={"question": GERMANY, "options": {"now": DEMO_NOW}}, timeout=30)
            assert r.json()["status"] == "completed", r.text
        scrapes = [httpx.get(f"{server.url}/metrics", timeout=10).text for _ in range(8)]
        (metrics_dir,) = tmp.glob("tether-metrics-*")
        writers = {re.sub(r"\D", "", p.stem.rsplit("_", 1)[-1]) for p in metrics_dir.glob("counter_*.db")}
    finally:
        server.stop()
    assert len(writers) == 2, "both workers counted interactions"  # else the sum proves nothing
    assert [completed(m) for m in scrapes] == [float(REQUESTS)] * len(scrapes)
    assert all("tether_interactions_in_flight 0.0" in m for m in scrapes)
    assert not list(tmp.glob("tether-metrics-*")), "the run's metrics directory is removed when it stops"


def test_a_dead_workers_in_flight_count_is_forgotten_and_its_counts_are_kept(tmp_path: Path) -> None:
    """A worker that crashed mid-interaction must not keep `tether_interactions_in_flight`
    above zero: its live-sum gauge file goes when metrics are read; its counters stay."""
    import os
    import subprocess
    import sys

    from tether.api.metrics import forget_dead_workers

    child = subprocess.Popen([sys.executable, "-c", "pass"])
    child.wait()  # its pid is now no process's (reuse within this test is not expected)
    names = [f"gauge_livesum_{child.pid}.db", f"gauge_liveall_{child.pid}.db", f"counter_{child.pid}.db",
             f"gauge_livesum_{os.getpid()}.db"]
    for name in names:
        (tmp_path / name).write_bytes(b"")
    assert forget_dead_workers(str(tmp_path)) == [child.pid]
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted([names[2], names[3]])
