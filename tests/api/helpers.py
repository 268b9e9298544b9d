"""Helpers for the service tests: principals, apps, live servers, SSE parsing, OpenAPI checks."""

from __future__ import annotations

import dataclasses
import functools
import json
import os
import re
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import uvicorn
from fastapi import FastAPI
from fastapi.testclient import TestClient
from sqlalchemy import text

import tether
from tether.api import Settings, create_app
from tether.corpus import load_corpus
from tether.demo import DEMO_CORPUS_KEY, demo_corpus_dir
from tether.interaction import Deps
from tether.principals import create_principal
from tether.providers.base import Provider
from tether.providers.template import TemplatePresenter
from tether.request import ModelProfile
from tether.store.db import Store
from tether.store.ingest import ingest_records
from tether.store.schema import Base

DEMO_NOW = "2026-11-30T12:00:00Z"
SECRET = "CONFIDENTIAL-MARKER-7Q"
GERMANY = "What is the registration fee in Germany?"
SANCTIONS = "What is the sanctions exemption procedure?"
GERMANY_ANSWER = json.dumps({
    "answer": "The registration fee in Germany is 1 250 EUR per product registration.",
    "entityCitations": [], "documentationCitations": ["fees-de#registration-fee"], "limitations": [],
})


@dataclass(frozen=True)
class Keys:
    """API keys of the test principals."""

    asker: str     # public, ask
    legal: str     # public + restricted-legal, ask
    reviewer: str  # review only
    admin: str     # admin only
    other: str     # public, ask: a second reader


def add_principals(store: Store) -> Keys:
    return Keys(
        asker=create_principal(store, "asker", ["public"], ["ask"]),
        legal=create_principal(store, "legal", ["public", "restricted-legal"], ["ask"]),
        reviewer=create_principal(store, "reviewer", ["public"], ["review"]),
        admin=create_principal(store, "admin", ["public"], ["admin"]),
        other=create_principal(store, "other", ["public"], ["ask"]),
    )


@functools.cache
def _demo_records() -> list:
    return load_corpus(demo_corpus_dir())


def ingest_demo(store: Store) -> None:
    ingest_records(store, DEMO_CORPUS_KEY, _demo_records())


def empty_tables(store: Store) -> None:
    # The state row stays (it is schema, like alembic_version) and is bumped, as an
    # ingest would, so no worker keeps a catalog of the records emptied here.
    names = ", ".join(f'"{t.name}"' for t in Base.metadata.sorted_tables if t.name != "store_state")
    with store.engine.begin() as conn:
        conn.execute(text(f"TRUNCATE {names} RESTART IDENTITY CASCADE"))
        conn.execute(text("UPDATE store_state SET corpus_generation = corpus_generation + 1"))


def empty_activity_keep_demo(store: Store) -> None:
    """Empty tables (PostgreSQL), except the demo corpus, which re-ingest then finds unchanged (fast)."""
    activity = ", ".join(f'"{t}"' for t in ("principals", "interactions", "snapshots", "messages", "review_drafts",
                                                                                "answer_citations"))
    with store.engine.begin() as conn:
        conn.execute(text(f"TRUNCATE {activity} RESTART IDENTITY CASCADE"))
        conn.execute(text("DELETE FROM source_records WHERE corpus <> :demo"), {"demo": DEMO_CORPUS_KEY})


def bearer(key: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {key}"}


def make_app(store: Store, providers: Mapping[str, Provider] | None = None, *, review: Any = None,
             extractor: Any = None, **settings: Any) -> FastAPI:
    """An app over ``store`` with the given providers (template by default), review policy and
    answer checks' extractor."""
    chosen = dict(providers or {"template": TemplatePresenter()})

    def factory(_settings: Settings) -> Deps:
        deps = Deps(store=store, providers=chosen, profiles={name: ModelProfile(provider=name) for name in chosen},
                    extractor=extractor)
        return dataclasses.replace(deps, review=review) if review is not None else deps

    return create_app(Settings(**settings), deps_factory=factory)


class Api:
    """A TestClient that asserts every response it sees is declared in the OpenAPI document
    and that every error has the ``{"error": {"code", "message"}}`` shape."""

    _spec: dict | None = None  # every app has the same routes; generating the document is slow

    def __init__(self, client: TestClient) -> None:
        self.client = client
        if Api._spec is None:
            Api._spec = client.get("/openapi.json").json()
        self.spec = Api._spec
        self._routes = [(re.compile("^" + re.sub(r"\{[^}]+\}", "[^/]+", p) + "$"), p) for p in self.spec["paths"]]

    def request(self, method: str, path: str, **kwargs: Any) -> httpx.Response:
        response = self.client.request(method, path, **kwargs)
        check_declared(self.spec, self._routes, method, path, response)
        return response

    def get(self, path: str, **kwargs: Any) -> httpx.Response:
        return self.request("GET", path, **kwargs)

    def post(self, path: str, **kwargs: Any) -> httpx.Response:
        return self.request("POST", path, **kwargs)


def check_declared(spec: dict, routes: list, method: str, path: str, response: httpx.Response) -> None:
    template = next((t for rx, t in routes if rx.match(path.split("?")[0])), None)
    assert template is not None, f"{path} is not in the OpenAPI document"
    declared = spec["paths"][template][method.lower()]["responses"]
    assert str(response.status_code) in declared, f"{method} {template} returned undeclared {response.status_code}"
    if response.status_code >= 400:
        error = response.json()["error"]
        assert error["code"] and error["message"], response.text


def parse_sse(lines: list[str]) -> list[tuple[str, dict]]:
    """(event, data) pairs of an SSE body; comments skipped."""
    events: list[tuple[str, dict]] = []
    kind, data = "message", []
    for line in [*lines, ""]:
        if line == "":
            if data:
                events.append((kind, json.loads("\n".join(data))))
            kind, data = "message", []
        elif line.startswith(":"):
            continue
        elif line.startswith("event:"):
            kind = line[6:].strip()
        elif line.startswith("data:"):
            data.append(line[5:].strip())
    return events


class LiveServer:
    """A real uvicorn server for ``app`` on 127.0.0.1, in a thread."""

    def __init__(self, app: FastAPI) -> None:
        self.server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=0, log_level="warning",
                                                    timeout_graceful_shutdown=30))
        self.thread = threading.Thread(target=self.server.run, daemon=True)
        self.url = ""

    def __enter__(self) -> LiveServer:
        self.thread.start()
        deadline = time.monotonic() + 20
        while not self.server.started:
            assert time.monotonic() < deadline and self.thread.is_alive(), "uvicorn did not start"
            time.sleep(0.02)
        port = self.server.servers[0].sockets[0].getsockname()[1]
        self.url = f"http://127.0.0.1:{port}"
        return self

    def __exit__(self, *_: object) -> None:
        self.server.should_exit = True
        self.thread.join(60)


_HANDED_OUT: set[int] = set()
_HANDED_OUT_LOCK = threading.Lock()


def free_port() -> int:
    """A port free now and not handed out before in this test run. The kernel may give
    the same ephemeral port to two binds in a row once the first socket is closed; two
    servers started back to back then share one port, the second fails to bind, and the
    first answers both URLs (a CI run saw each of two servers report the other's count)."""
    with _HANDED_OUT_LOCK:
        while True:
            with socket.socket() as s:
                s.bind(("127.0.0.1", 0))
                port: int = s.getsockname()[1]
            if port not in _HANDED_OUT:
                _HANDED_OUT.add(port)
                return port


class ServerProcess:
    """``python -m tether serve`` in a subprocess."""

    def __init__(self, db_url: str | None, env: Mapping[str, str], log: Path, workers: int = 1) -> None:
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.log = log.open("w")
        db = ["--db", db_url, "--no-demo"] if db_url else []  # none: the embedded database, demo ingested
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "tether", "serve", "--port", str(self.port), *db, "--workers", str(workers),
             "--log-level", "warning"],
            env=self.env(env), stdout=self.log, stderr=subprocess.STDOUT,
        )

    @staticmethod
    def env(extra: Mapping[str, str]) -> dict[str, str]:
        """This environment, plus ``extra``, with this checkout's ``tether`` importable."""
        src = str(Path(next(iter(tether.__path__))).resolve().parent)  # works for a namespace package too
        return {**os.environ, **extra, "PYTHONPATH": os.pathsep.join([src, os.environ.get("PYTHONPATH", "")])}

    def wait_ready(self, timeout: float = 60) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            assert self.proc.poll() is None, f"server exited with {self.proc.returncode}; see {self.log.name}"
            try:
                if httpx.get(f"{self.url}/healthz", timeout=1).status_code == 200:
                    return
            except httpx.TransportError:
                pass
            time.sleep(0.1)
        raise AssertionError(f"server on {self.url} not ready after {timeout} s")

    def stop(self) -> None:
        """Stop the server; an error if it had already exited (then whatever answered on
        its port was not this server, and what the test read from it proves nothing)."""
        exited = self.proc.poll()
        self.proc.terminate()  # SIGTERM: uvicorn shuts down gracefully
        try:
            self.proc.wait(30)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait(10)
        self.log.close()
        assert exited is None, (f"server on {self.url} had exited with {exited} before it was stopped; "
                                f"see {self.log.name}")
