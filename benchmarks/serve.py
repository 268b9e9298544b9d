"""Interactions per second through HTTP, against a bare endpoint of the same server.

Starts ``tether serve`` (as ``python -m tether serve``) on 127.0.0.1 with
the scripted provider and the demo corpus, then, in the same run and with the
same client, measures

* bare:          GET /healthz (routing, HTTP and the client — no work), and
* interactions:  POST /v1/interactions (SSE) with a question the scripted
                 provider answers: retrieve, gate, provider, verify, persist,

and prints both rates and their ratio (targets, issue 15: ≥ 0.6 on SQLite, ≥ 0.5 on
PostgreSQL, as the median of 5 rounds). The two are measured in alternating rounds and
the medians reported, so a noisy machine moves both.

Beside each rate it prints the CPU time per request of the server (all its
processes) and of this load generator: when the generator is at ~100 % of a
core, that rate is the generator's limit, not the server's. For scale it also
times the same interaction in-process without HTTP (``run_interaction`` one
at a time), which shows how much of an interaction's cost is the core's.

    python benchmarks/serve.py                       # a fresh SQLite database
    python benchmarks/serve.py --db postgresql://postgres@127.0.0.1:55432/bench
    python benchmarks/serve.py --workers 2 --json    # two processes; JSON instead of SSE
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import resource
import socket
import statistics
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
TARGETS = {"sqlite": 0.6, "postgresql": 0.5}  # issue 15: the median of 5 runs (--rounds 5)


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


def start_server(db: str, port: int, workdir: Path, workers: int = 1) -> subprocess.Popen:
    script = workdir / "script.json"
    script.write_text(json.dumps(SCRIPT))
    env = {**os.environ, "TETHER_SCRIPTED": str(script), "TETHER_HOME": str(workdir)}
    return subprocess.Popen([sys.executable, "-m", "tether", "serve", "--port", str(port), "--db", db,
                             "--no-demo", "--log-level", "warning", "--workers", str(workers)], env=env)


def tree_cpu(pid: int) -> float | None:
    """CPU seconds (user + system) used so far by ``pid`` and its live children; None off Linux."""
    tick = os.sysconf("SC_CLK_TCK")
    total, found = 0.0, False
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue  # the process ended while we looked
        if int(stat.parent.name) == pid or int(fields[1]) == pid:
            total += (int(fields[11]) + int(fields[12])) / tick
            found = True
    return total if found else None


def own_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


class Measured:
    """Requests per second and CPU milliseconds per request, server and load generator."""

    def __init__(self, rate: float, server_ms: float | None, client_ms: float) -> None:
        self.rate, self.server_ms, self.client_ms = rate, server_ms, client_ms


def measure(url: str, key: str, kind: str, total: int, concurrency: int, server_pid: int) -> Measured:
    server0, client0 = tree_cpu(server_pid), own_cpu()
    requests_per_s = asyncio.run(rate(url, key, kind, total, concurrency))
    server1, client1 = tree_cpu(server_pid), own_cpu()
    server_ms = (server1 - server0) / total * 1000 if server0 is not None and server1 is not None else None
    return Measured(requests_per_s, server_ms, (client1 - client0) / total * 1000)


def median(runs: list[Measured]) -> Measured:
    server = [r.server_ms for r in runs if r.server_ms is not None]
    return Measured(statistics.median(r.rate for r in runs), statistics.median(server) if server else None,
                    statistics.median(r.client_ms for r in runs))


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
    as_json = kind == "interactions-json"
    failures: list[int] = []

    async with httpx.AsyncClient(base_url=url, limits=limits, timeout=120, headers=headers) as client:

        async def one() -> None:
            if kind == "bare":
                (await client.get("/healthz")).raise_for_status()
                return
            if as_json:
                response = await client.post("/v1/interactions", json=body, headers={"Accept": "application/json"})
                response.raise_for_status()
                if response.json()["status"] != "completed":
                    failures.append(1)
                return
            async with client.stream("POST", "/v1/interactions", json=body) as response:
                response.raise_for_status()
                # Bytes, not lines: splitting every line would make the load generator, not the
                # server, the bottleneck. A data line is one JSON line, so a line that starts
                # with "event:" can only be an event.
                stream = b"\n" + b"".join([chunk async for chunk in response.aiter_bytes()])
                if stream.count(b"\nevent: completed\n") != 1 or b"\nevent: failed\n" in stream \
                        or b"\nevent: stopped\n" in stream:
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
    parser.add_argument("--rounds", type=int, default=3, help="Alternating rounds; medians are reported.")
    parser.add_argument("--workers", type=int, default=1, help="Server worker processes.")
    parser.add_argument("--json", action="store_true", help="Interactions with Accept: application/json, not SSE.")
    args = parser.parse_args()
    kind = "interactions-json" if args.json else "interactions"

    with tempfile.TemporaryDirectory(prefix="tether-bench-") as tmp:
        workdir = Path(tmp)
        db = args.db or f"sqlite:///{workdir / 'bench.db'}"
        key = prepare(db)
        port = free_port()
        url = f"http://127.0.0.1:{port}"
        proc = start_server(db, port, workdir, args.workers)
        try:
            wait_ready(url, proc)
            # Warm up: one at a time first (imports, caches), then connections under load.
            for k in ("bare", kind):
                asyncio.run(rate(url, key, k, 3, 1))
                asyncio.run(rate(url, key, k, 40, args.concurrency))
            runs: dict[str, list[Measured]] = {"bare": [], kind: []}
            for _ in range(args.rounds):
                for k in runs:
                    runs[k].append(measure(url, key, k, args.requests, args.concurrency, proc.pid))
        finally:
            proc.terminate()
            proc.wait(30)
        core = core_rate(db, workdir / "script.json", min(args.requests, 200))
    bare, interactions = median(runs["bare"]), median(runs[kind])
    backend = "postgresql" if db.startswith("postgresql") else "sqlite"
    ratio = interactions.rate / bare.rate

    def cpu(m: Measured) -> str:
        server = f"{m.server_ms:5.2f}" if m.server_ms is not None else "  n/a"
        return f"CPU ms/request: server {server}, load generator {m.client_ms:5.2f}"

    print(f"backend:            {backend}  ({args.requests} requests × {args.rounds} rounds, "
          f"{args.concurrency} concurrent, {args.workers} worker{'s' if args.workers > 1 else ''})")
    print(f"bare /healthz:      {bare.rate:8.1f} req/s           {cpu(bare)}")
    print(f"interactions:       {interactions.rate:8.1f} interactions/s  {cpu(interactions)}  "
          f"({'JSON' if args.json else 'SSE'}, scripted provider)")
    target = TARGETS[backend]
    print(f"ratio:              {ratio:8.2f}  (target ≥ {target} on {backend}) "
          f"{'OK' if ratio >= target else 'BELOW TARGET'}")
    if bare.client_ms * bare.rate > 900:  # ms of CPU per second: the generator used ~a whole core
        print("                    note: the bare rate is the load generator's limit (it used a whole core); "
              "the server could serve more")
    # What the rates cannot show: the ratio if the server took no time at all (the load
    # generator's own costs), and the ratio of what each request costs the server.
    print(f"ceiling:            {bare.client_ms / interactions.client_ms:8.2f}  "
          "(the ratio with an infinitely fast server: load generator CPU, bare ÷ interaction)")
    if bare.server_ms and interactions.server_ms:
        print(f"server CPU ratio:   {bare.server_ms / interactions.server_ms:8.2f}  "
              "(server CPU per bare request ÷ per interaction)")
    print(f"core, no HTTP:      {core:8.1f} interactions/s  (run_interaction in-process, one at a time)")
    print(f"HTTP / core:        {interactions.rate / core:8.2f}")


if __name__ == "__main__":
    main()
