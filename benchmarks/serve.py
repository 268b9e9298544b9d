"""Interactions per second through HTTP, against a bare endpoint of the same server.

Starts ``tether serve`` (as ``python -m tether serve``) on 127.0.0.1 with
the scripted provider and the demo corpus, then, in the same run and with the
same client, measures

* bare:          GET /healthz (routing, HTTP and the client — no work), and
* interactions:  POST /v1/interactions (SSE) with a question the scripted
                 provider answers: retrieve, gate, provider, verify, persist,

and prints both rates and their ratio (target: ≥ 0.5). For scale it also
times the same interaction in-process without HTTP (``run_interaction`` one
at a time), which shows how much of an interaction's cost is the core's.

    python benchmarks/serve.py                       # a fresh SQLite database
    python benchmarks/serve.py --db postgresql://postgres@127.0.0.1:55432/bench
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import httpx

QUESTION = "What is the registration fee in Germany?"
ANSWER = {"answer": "The registration fee in Germany is 1 250 EUR per product registration.",
          "entityCitations": [], "documentationCitations": ["fees-de#registration-fee"], "limitations": []}
SCRIPT = {"cycle": True, "byQuestion": {"registration fee in germany": [json.dumps(ANSWER)]}}
TARGET = 0.5


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def prepare(db: str) -> str:
    """Migrate, ingest the demo corpus and create a principal; return its API key."""
    from tether.corpus import load_corpus
    from tether.demo import DEMO_CORPUS_KEY, demo_corpus_dir
    from tether.principals import create_principal
    from tether.store.db import Store
    from tether.store.ingest import ingest_records

    store = Store(db)
    ingest_records(store, DEMO_CORPUS_KEY, load_corpus(demo_corpus_dir()))
    key = create_principal(store, f"bench-{os.getpid()}-{int(time.time())}", ["public"], ["ask"])
    store.dispose()
    return key


def start_server(db: str, port: int, workdir: Path) -> subprocess.Popen:
    script = workdir / "script.json"
    script.write_text(json.dumps(SCRIPT))
    env = {**os.environ, "TETHER_SCRIPTED": str(script), "TETHER_HOME": str(workdir)}
    return subprocess.Popen([sys.executable, "-m", "tether", "serve", "--port", str(port), "--db", db,
                             "--no-demo", "--log-level", "warning"], env=env)


def wait_ready(url: str, proc: subprocess.Popen, timeout: float = 60) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise SystemExit(f"server exited with {proc.returncode}")
        try:
            if httpx.get(f"{url}/healthz", timeout=1).status_code == 200:
                return
        except httpx.TransportError:
            time.sleep(0.1)
    raise SystemExit("server did not become ready")


async def rate(url: str, key: str, kind: str, total: int, concurrency: int) -> float:
    """Requests per second for ``total`` requests, ``concurrency`` at a time."""
    queue: asyncio.Queue[int] = asyncio.Queue()
    for i in range(total):
        queue.put_nowait(i)
    limits = httpx.Limits(max_connections=concurrency, max_keepalive_connections=concurrency)
    headers = {"Authorization": f"Bearer {key}"}
    body = {"question": QUESTION, "options": {"provider": "scripted"}}
    failures: list[int] = []

    async with httpx.AsyncClient(base_url=url, limits=limits, timeout=120, headers=headers) as client:

        async def one() -> None:
            if kind == "bare":
                (await client.get("/healthz")).raise_for_status()
                return
            async with client.stream("POST", "/v1/interactions", json=body) as response:
                response.raise_for_status()
                terminal = [line async for line in response.aiter_lines() if line.startswith("event: completed")]
                if len(terminal) != 1:
                    failures.append(1)

        async def worker() -> None:
            while not queue.empty():
                queue.get_nowait()
                await one()

        started = time.perf_counter()
        await asyncio.gather(*(worker() for _ in range(concurrency)))
        elapsed = time.perf_counter() - started
    if failures:
        raise SystemExit(f"{len(failures)} of {total} interactions did not complete; see the server's log")
    return total / elapsed


def core_rate(db: str, script: Path, total: int) -> float:
    """The same interaction in this process, one at a time, without HTTP: what the core costs."""
    from tether.config import build_deps
    from tether.interaction import run_interaction
    from tether.principals import Principal
    from tether.store.db import Store

    store = Store(db)
    deps = build_deps(store, {"TETHER_SCRIPTED": str(script)})
    reader = Principal(name="bench-core")
    for _ in range(3):
        run_interaction(deps, QUESTION, reader, provider="scripted")
    started = time.perf_counter()
    for _ in range(total):
        if run_interaction(deps, QUESTION, reader, provider="scripted").status != "completed":
            raise SystemExit("a core interaction did not complete")
    elapsed = time.perf_counter() - started
    store.dispose()
    return total / elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--db", help="Database URL (default: a fresh SQLite file).")
    parser.add_argument("--requests", type=int, default=400, help="Requests per measurement.")
    parser.add_argument("--concurrency", type=int, default=16, help="Requests in flight at once.")
    args = parser.parse_args()

    with tempfile.TemporaryDirectory(prefix="tether-bench-") as tmp:
        workdir = Path(tmp)
        db = args.db or f"sqlite:///{workdir / 'bench.db'}"
        key = prepare(db)
        port = free_port()
        url = f"http://127.0.0.1:{port}"
        proc = start_server(db, port, workdir)
        try:
            wait_ready(url, proc)
            # Warm up: one at a time first (imports, caches), then connections under load.
            for kind in ("bare", "interactions"):
                asyncio.run(rate(url, key, kind, 3, 1))
                asyncio.run(rate(url, key, kind, 40, args.concurrency))
            bare = asyncio.run(rate(url, key, "bare", args.requests, args.concurrency))
            interactions = asyncio.run(rate(url, key, "interactions", args.requests, args.concurrency))
        finally:
            proc.terminate()
            proc.wait(30)
        core = core_rate(db, workdir / "script.json", min(args.requests, 200))
    backend = "postgresql" if db.startswith("postgresql") else "sqlite"
    ratio = interactions / bare
    print(f"backend:            {backend}  ({args.requests} requests, {args.concurrency} concurrent, 1 worker)")
    print(f"bare /healthz:      {bare:8.1f} req/s")
    print(f"interactions:       {interactions:8.1f} interactions/s  (HTTP, SSE, scripted provider)")
    print(f"ratio:              {ratio:8.2f}  (target ≥ {TARGET}) {'OK' if ratio >= TARGET else 'BELOW TARGET'}")
    print(f"core, no HTTP:      {core:8.1f} interactions/s  (run_interaction in-process, one at a time)")
    print(f"HTTP / core:        {interactions / core:8.2f}")


if __name__ == "__main__":
    main()
