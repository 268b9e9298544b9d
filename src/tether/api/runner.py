"""Running interactions off the event loop, and bridging their events to clients.

``run_interaction`` is synchronous and persists in one transaction at its end.
It runs on a per-app thread pool, never on a request's task: when a client
disconnects, only the forwarding stops — the interaction finishes and is
stored as completed, failed or stopped, so the record stays consistent.
Shutting the app down waits for the pool, so no interaction is cut off.

Threads are for waiting (a model can take seconds); computing is bounded
separately (:mod:`tether.api.slots`): a job holds a *compute slot* while it
runs and gives it back while its provider runs, so many interactions can wait
on models while only ``compute_slots`` of them compute at once. On SQLite,
without the bound, every query that releases the GIL hands it to another
interaction thread, and sixteen threads spend a sixth of their CPU passing it
around (``benchmarks/serve.py`` with ``TETHER_API_COMPUTE_SLOTS=16``).
"""

from __future__ import annotations

import asyncio
import dataclasses
import logging
import os
from collections.abc import AsyncIterator, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from datetime import datetime

from ..events import TERMINAL, Emit, Event, ignore
from ..interaction import Deps, InteractionResult, run_interaction
from ..principals import Principal
from .metrics import Metrics
from .slots import ComputeSlots

log = logging.getLogger("tether.api")

INTERNAL_ERROR = {"reason": "internal-error",
                  "detail": "the interaction could not be completed; see the server log"}


@dataclass(frozen=True)
class Job:
    question: str
    principal: Principal
    provider: str = "template"
    now: datetime | None = None
    corpora: Sequence[str] | None = None


class Runner:
    """Runs jobs on a bounded pool; guarantees each job exactly one terminal event."""

    def __init__(self, deps: Deps, metrics: Metrics, threads: int, compute_slots: int = 1) -> None:
        self.slots = ComputeSlots(compute_slots)
        self.deps = dataclasses.replace(deps, providers=self.slots.providers(deps.providers))
        self.metrics = metrics
        self.pool = ThreadPoolExecutor(max_workers=threads, thread_name_prefix="tether-interaction")

    def shutdown(self) -> None:
        self.pool.shutdown(wait=True)  # let running interactions finish and persist

    def run_blocking(self, job: Job, emit: Emit = ignore) -> InteractionResult | None:
        """Run one job in the calling thread. None means it crashed (a ``failed`` event was sent)."""
        iid = ""
        terminal = False

        def tracked(event: Event) -> None:
            nonlocal iid, terminal
            iid = event.interaction_id
            terminal = terminal or event.type in TERMINAL
            emit(event)

        self.metrics.in_flight.inc()
        try:
            with self.slots.job():
                result = run_interaction(self.deps, job.question, job.principal, corpora=job.corpora,
                                         now=job.now, provider=job.provider, emit=tracked)
        except Exception as exc:  # noqa: BLE001 - a client must still get its one terminal event
            # The class only, unless debugging: driver messages can quote stored text.
            log.error("interaction %s crashed: %s", iid or "-", type(exc).__name__,
                      exc_info=bool(os.environ.get("TETHER_DEBUG")))
            self.metrics.interactions.labels("failed").inc()
            if not terminal:
                emit(crash_event(iid))
            return None
        finally:
            self.metrics.in_flight.dec()
        self.metrics.observe(result)
        return result

    async def run(self, job: Job) -> InteractionResult | None:
        """Run to the end (JSON responses)."""
        return await asyncio.get_running_loop().run_in_executor(self.pool, self.run_blocking, job, ignore)

    async def batches(self, job: Job) -> AsyncIterator[list[Event]]:
        """The job's events as they happen (SSE), grouped by what is ready at once, so a burst
        (the content deltas and the terminal event) costs one write. Leaving the loop early
        does not stop the job."""
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
