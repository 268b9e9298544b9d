"""Running interactions, and bridging their events to clients.

``run_interaction`` is synchronous and persists in one transaction at its end.
A job never belongs to a request's task: when a client disconnects, only the
forwarding stops — the interaction finishes and is stored as completed,
failed or stopped, so the record stays consistent. Shutting the app down
waits for the pool, so no interaction is cut off.

Where a job computes depends on whether it can wait on anything:

* **On the event loop** — a job whose provider never waits (``waits = False``)
  on an in-process database (SQLite, one compute slot) and with no tools:
  such a job is a millisecond or two of Python, and a process runs one line
  of Python at a time anyway. Handing it to a thread made that thread and the
  loop take turns with the interpreter at every SQLite call, and each turn
  moved the work between cores: 40 % more interactions per second inline
  (``benchmarks/serve.py``, one worker). Its write waits for nobody: when
  another writer holds the database, the write alone goes to the pool.
* **On the pool** — every other job. Threads are for waiting (a model can take
  seconds); computing is bounded separately (:mod:`tether.api.slots`): a job
  holds a *compute slot* while it runs and gives it back while its provider
  waits, so many interactions can wait on models while only
  ``compute_slots`` of them compute at once.
"""

from __future__ import annotations

import asyncio
import dataclasses
import logging
import os
from collections.abc import AsyncIterator, Callable, Iterator, Sequence
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime
from typing import TypeVar

from ..errors import StoreBusyError
from ..events import TERMINAL, Emit, Event, ignore
from ..interaction import Deps, InteractionResult, prepare_interaction, record_interaction, run_interaction
from ..principals import Principal
from .metrics import Metrics
from .slots import ComputeSlots

log = logging.getLogger("tether.api")
T = TypeVar("T")

INTERNAL_ERROR = {"reason": "internal-error",
                  "detail": "the interaction could not be completed; see the server log"}


@dataclass(frozen=True)
class Job:
    question: str
    principal: Principal
    provider: str = "template"
    now: datetime | None = None
    corpora: Sequence[str] | None = None


class _Tracked:
    """An emit that remembers the interaction id and whether a terminal event went out."""

    def __init__(self, emit: Emit) -> None:
        self.emit, self.iid, self.terminal = emit, "", False

    def __call__(self, event: Event) -> None:
        self.iid = event.interaction_id
        self.terminal = self.terminal or event.type in TERMINAL
        self.emit(event)


class Runner:
    """Runs jobs; guarantees each job exactly one terminal event."""

    def __init__(self, deps: Deps, metrics: Metrics, threads: int, compute_slots: int = 1) -> None:
        self.slots = ComputeSlots(compute_slots)
        self.deps = dataclasses.replace(deps, providers=self.slots.providers(deps.providers))
        self.metrics = metrics
        self.pool = ThreadPoolExecutor(max_workers=threads, thread_name_prefix="tether-interaction")
        # Tools and a configured extractor are code of the deployment's own, free to wait.
        self._inline_store = (compute_slots == 1 and deps.store.dialect == "sqlite"
                              and not (deps.tools and deps.tools.names) and deps.extractor is None)

    def shutdown(self) -> None:
        self.pool.shutdown(wait=True)  # let running interactions finish and persist

    def computes_inline(self, job: Job) -> bool:
        """Whether ``job`` computes on the event loop (see the module docstring)."""
        provider = self.deps.providers.get(job.provider)
        return self._inline_store and provider is not None and getattr(provider, "waits", True) is False

    def run_blocking(self, job: Job, emit: Emit = ignore) -> InteractionResult | None:
        """Run one job in the calling thread. None means it crashed (a ``failed`` event was sent)."""
        tracked = _Tracked(emit)

        def work() -> InteractionResult:
            with self.slots.job():
                return run_interaction(self.deps, job.question, job.principal, corpora=job.corpora,
                                       now=job.now, provider=job.provider, emit=tracked)

        with self._in_flight():
            return self._observed(self._guarded(tracked, work))

    async def run_inline(self, job: Job, emit: Emit = ignore) -> InteractionResult | None:
        """Run one job on the event loop; its write goes to the pool if the database is busy."""
        tracked = _Tracked(emit)
        with self._in_flight():
            prepared = self._guarded(tracked, lambda: prepare_interaction(
                self.deps, job.question, job.principal, corpora=job.corpora, now=job.now,
                provider=job.provider, emit=tracked))
            if prepared is None:
                return None
            try:
                result = self._guarded(tracked, lambda: record_interaction(self.deps, prepared, tracked, wait=False),
                                       busy_passes=True)
            except StoreBusyError:
                result = await asyncio.get_running_loop().run_in_executor(
                    self.pool, self._guarded, tracked, lambda: record_interaction(self.deps, prepared, tracked))
            return self._observed(result)

    @contextmanager
    def _in_flight(self) -> Iterator[None]:
        self.metrics.in_flight.inc()
        try:
            yield
        finally:
            self.metrics.in_flight.dec()

    def _observed(self, result: InteractionResult | None) -> InteractionResult | None:
        if result is not None:
            self.metrics.observe(result)
        return result

    def _guarded(self, tracked: _Tracked, work: Callable[[], T], busy_passes: bool = False) -> T | None:
        """``work()``; a crash is logged, counted and answered with the terminal ``failed``
        event (unless one went out), and gives None. ``busy_passes``: StoreBusyError is raised."""
        try:
            return work()
        except Exception as exc:  # noqa: BLE001 - a client must still get its one terminal event
            if busy_passes and isinstance(exc, StoreBusyError):
                raise
            # The class only, unless debugging: driver messages can quote stored text.
            log.error("interaction %s crashed: %s", tracked.iid or "-", type(exc).__name__,
                      exc_info=bool(os.environ.get("TETHER_DEBUG")))
            self.metrics.interactions.labels("failed").inc()
            if not tracked.terminal:
                tracked(crash_event(tracked.iid))
            return None

    async def run(self, job: Job) -> InteractionResult | None:
        """Run to the end (JSON responses)."""
        if self.computes_inline(job):
            return await self.run_inline(job)
        return await asyncio.get_running_loop().run_in_executor(self.pool, self.run_blocking, job, ignore)

    async def batches(self, job: Job) -> AsyncIterator[list[Event]]:
        """The job's events as they happen (SSE), grouped by what is ready at once, so a burst
        (the content deltas and the terminal event) costs one write. Leaving the loop early
        does not stop the job."""
        if self.computes_inline(job):
            # Nothing can be sent while the job holds the loop: its events go out together.
            events: list[Event] = []
            await self.run_inline(job, events.append)
            yield events
            return
        loop = asyncio.get_running_loop()
        queue: asyncio.Queue[Event | None] = asyncio.Queue()

        def put(item: Event | None) -> None:
            try:
                loop.call_soon_threadsafe(queue.put_nowait, item)
            except RuntimeError:  # the loop is gone: nobody is listening any more
                return

        def work() -> None:
            try:
                self.run_blocking(job, put)
            finally:
                put(None)

        self.pool.submit(work)
        done = False
        while not done:
            batch = [await queue.get()]
            while not queue.empty():
                batch.append(queue.get_nowait())
            done = batch[-1] is None
            events = [e for e in batch if e is not None]
            if events:
                yield events

    async def events(self, job: Job) -> AsyncIterator[Event]:
        async for batch in self.batches(job):
            for event in batch:
                yield event


def crash_event(iid: str) -> Event:
    """The terminal event for an interaction that raised instead of finishing."""
    return Event(type="failed", interaction_id=iid, data={
        "interactionId": iid, "status": "failed", "answer": None, "review": None, "decision": None,
        "violations": [], "snapshot": None, "error": INTERNAL_ERROR,
    })
