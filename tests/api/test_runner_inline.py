"""Where jobs compute: on the event loop when they cannot wait, on the pool otherwise."""

from __future__ import annotations

import asyncio
import sqlite3
import threading
from collections.abc import Iterator

import pytest
from sqlalchemy import func, select

from tests.api.helpers import GERMANY, GERMANY_ANSWER
from tether.api.metrics import Metrics
from tether.api.runner import Job, Runner
from tether.events import Event
from tether.facts.tools import FactValue, ToolRegistry
from tether.interaction import Deps
from tether.principals import Principal
from tether.providers.base import Chunk
from tether.request import ModelProfile, ModelRequest
from tether.store.db import Store
from tether.store.schema import InteractionRow, MessageRow


class Where:
    """Answers, noting the thread it ran on."""

    name = "where"

    def __init__(self, waits: bool) -> None:
        self.waits, self.threads = waits, []  # type: list[str]

    def stream(self, request: ModelRequest) -> Iterator[Chunk]:
        self.threads.append(threading.current_thread().name)
        yield Chunk(GERMANY_ANSWER, "stop")


def runner_for(store: Store, provider: Where, *, slots: int = 1, tools: ToolRegistry | None = None) -> Runner:
    deps = Deps(store=store, providers={"where": provider}, profiles={"where": ModelProfile(provider="where")},
                tools=tools)
    return Runner(deps, Metrics(), threads=4, compute_slots=slots)


def stream(runner: Runner) -> list[Event]:
    async def collect() -> list[Event]:
        job = Job(question=GERMANY, principal=Principal(name="r"), provider="where")
        return [e async for e in runner.events(job)]

    try:
        return asyncio.run(collect())
    finally:
        runner.shutdown()


def stored(store: Store) -> tuple[int, int]:
    with store.session() as s:
        return s.scalar(select(func.count()).select_from(InteractionRow)), \
            s.scalar(select(func.count()).select_from(MessageRow))


@pytest.mark.parametrize("backend", ["sqlite"])
def test_a_job_that_cannot_wait_computes_on_the_event_loop_on_sqlite(demo_store: Store) -> None:
    provider = Where(waits=False)
    events = stream(runner_for(demo_store, provider))
    assert provider.threads == ["MainThread"]  # asyncio.run's loop
    assert [e.type for e in events][-1] == "completed" and stored(demo_store) == (1, 1)


@pytest.mark.parametrize("case", ["may wait", "two compute slots", "tools configured"])
def test_every_other_job_computes_on_the_pool(demo_store: Store, case: str) -> None:
    provider = Where(waits=case == "may wait")
    tools = ToolRegistry()
    tools.register("rate", "rates.csv", lambda plan: [FactValue("percent", "19", None, "vat")])
    runner = runner_for(demo_store, provider, slots=2 if case == "two compute slots" else 1,
                        tools=tools if case == "tools configured" else None)
    events = stream(runner)
    assert provider.threads[0].startswith("tether-interaction")
    assert [e.type for e in events][-1] == "completed"


@pytest.mark.parametrize("backend", ["postgresql"], indirect=True)
def test_on_postgresql_every_job_computes_on_the_pool(demo_store: Store) -> None:
    provider = Where(waits=False)
    stream(runner_for(demo_store, provider))
    assert provider.threads[0].startswith("tether-interaction")


@pytest.mark.parametrize("backend", ["sqlite"])
def test_a_write_that_finds_the_database_busy_waits_on_the_pool_not_on_the_loop(demo_store: Store) -> None:
    # Another connection holds the write lock; the inline job's write must not block
    # the loop (other coroutines keep running) and must land once the lock is gone.
    blocker = sqlite3.connect(demo_store.url.removeprefix("sqlite:///"), isolation_level=None)
    blocker.execute("BEGIN IMMEDIATE")
    provider = Where(waits=False)
    runner = runner_for(demo_store, provider)

    async def scenario() -> tuple[list[Event], int]:
        ticks = 0

        async def ticker() -> None:
            nonlocal ticks
            while True:
                await asyncio.sleep(0.01)
                ticks += 1

        async def release() -> None:
            await asyncio.sleep(0.3)
            blocker.execute("COMMIT")

        tick, unlock = asyncio.create_task(ticker()), asyncio.create_task(release())
        job = Job(question=GERMANY, principal=Principal(name="r"), provider="where")
        events = [e async for e in runner.events(job)]
        seen = ticks  # how often the loop ran other work while the job waited for the lock
        await unlock
        tick.cancel()
        return events, seen

    try:
        events, ticks = asyncio.run(scenario())
    finally:
        runner.shutdown()
        blocker.close()
    assert provider.threads == ["MainThread"]  # computed inline …
    assert ticks >= 10  # … but waited for the lock off the loop
    assert [e.type for e in events].count("completed") == 1 and stored(demo_store) == (1, 1)


def counted(runner: Runner, status: str) -> float:
    return runner.metrics.registry.get_sample_value("tether_interactions_total", {"status": status}) or 0.0


def in_flight(runner: Runner) -> float:
    return runner.metrics.registry.get_sample_value("tether_interactions_in_flight") or 0.0


@pytest.mark.parametrize("backend", ["sqlite"])
def test_a_job_waits_for_the_pool_while_a_pool_job_holds_the_compute_slot(demo_store: Store) -> None:
    provider = Where(waits=False)
    runner = runner_for(demo_store, provider)
    assert runner.slots.try_take()  # as a pool job computing would
    threading.Timer(0.2, runner.slots.release).start()
    stream(runner)
    assert provider.threads[0].startswith("tether-interaction")


@pytest.mark.parametrize("backend", ["sqlite"])
def test_a_write_moved_to_the_pool_is_counted_even_if_its_request_is_cancelled(demo_store: Store) -> None:
    blocker = sqlite3.connect(demo_store.url.removeprefix("sqlite:///"), isolation_level=None)
    blocker.execute("BEGIN IMMEDIATE")
    runner = runner_for(demo_store, Where(waits=False))

    async def scenario() -> None:
        job = Job(question=GERMANY, principal=Principal(name="r"), provider="where")
        consumer = asyncio.create_task(runner.run(job))
        await asyncio.sleep(0.1)  # the job computed; its write waits for the lock on the pool
        consumer.cancel()
        await asyncio.sleep(0.05)
        blocker.execute("COMMIT")

    try:
        asyncio.run(scenario())
    finally:
        runner.shutdown()  # waits for the write
        blocker.close()
    assert stored(demo_store) == (1, 1)
    assert counted(runner, "completed") == 1 and in_flight(runner) == 0


@pytest.mark.parametrize("backend", ["sqlite"])
def test_a_write_that_crashes_on_the_pool_ends_with_one_failed_event_and_stores_nothing(
        demo_store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    import tether.api.runner as runner_module
    from tether.errors import StoreBusyError

    def record(deps, prepared, emit, *, wait=True):  # type: ignore[no-untyped-def]
        if not wait:
            raise StoreBusyError("busy")
        raise RuntimeError("the disk is full")

    monkeypatch.setattr(runner_module, "record_interaction", record)
    runner = runner_for(demo_store, Where(waits=False))
    events = stream(runner)
    assert [e.type for e in events] == ["status"] * 5 + ["failed"]
    assert events[-1].data["error"]["reason"] == "internal-error"
    assert stored(demo_store) == (0, 0)
    assert counted(runner, "failed") == 1 and in_flight(runner) == 0


@pytest.mark.parametrize("backend", ["sqlite"])
def test_the_service_computes_a_template_answer_on_its_event_loop(demo_store: Store) -> None:
    # Through the app: its providers are wrapped for /metrics and must still say they never wait.
    from fastapi.testclient import TestClient

    from tests.api.helpers import DEMO_NOW, add_principals, bearer, make_app

    inline, pooled = Where(waits=False), Where(waits=True)
    keys = add_principals(demo_store)
    with TestClient(make_app(demo_store, {"inline": inline, "pooled": pooled})) as client:
        for name in ("inline", "pooled"):
            r = client.post("/v1/interactions", headers=bearer(keys.asker),
                            json={"question": GERMANY, "options": {"provider": name, "now": DEMO_NOW}})
            assert r.status_code == 200 and "event: completed" in r.text
            assert r.headers["content-type"].startswith("text/event-stream")
            # Computed on the loop, every event was ready at once: one body with its length.
            # On the pool, they stream as they happen (the server frames them as chunks).
            assert ("content-length" in r.headers) == (name == "inline")
    assert not inline.threads[0].startswith("tether-interaction")
    assert pooled.threads[0].startswith("tether-interaction")
