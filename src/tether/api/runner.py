"""Running interactions, and bridging their events to clients.

``run_interaction`` is synchronous and persists in one transaction at its end.
A job never belongs to a request's task: when a client disconnects, only the
forwarding stops — the interaction finishes and is stored as completed,
failed or stopped, so the record stays consistent. Shutting the app down
waits for the pool, so no interaction is cut off.

Where a job computes depends on whether it can wait on anything:

* **On the event loop** — a job whose provider never waits (``waits = False``),
  on an in-process database (SQLite, one compute slot, free at the time), with
  no tools, no configured extractor and no model extraction: such a job is a
  millisecond or two of Python on a small corpus, and a process runs one line
  of Python at a time anyway. Handing it to a thread made that thread and the
  loop take turns with the interpreter at every SQLite call, and each turn
  moved the work between cores: 40 % more interactions per second inline
  (``benchmarks/serve.py``, one worker). Its write waits for nobody: when
  another writer holds the database, the write alone goes to the pool. What
  does hold the loop is the job's reads and checks — longer on a corpus whose
  searches are slow, and for the first question after an ingest, which
  rebuilds the router's catalog; ``TETHER_API_COMPUTE_SLOTS=2`` or more sends
  every job to the pool.
* **On the pool** — every other job. Threads are for waiting (a model can take
  seconds); computing is bounded separately (:mod:`tether.api.slots`): a job
  holds a *compute slot* while it runs and gives it back while its provider
  waits, so many interactions can wait on models while only
  ``compute_slots`` of them compute at once.
"""

from __future__ import annotations

import asyncio
import contextvars
import dataclasses
import logging
from collections.abc import AsyncIterator, Callable, Iterator, Sequence
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime
from typing import TypeVar

from ..errors import StoreBusyError, StoreFullError
from ..events import TERMINAL, Emit, Event, ignore
from ..interaction import Deps, InteractionResult, Prepared, prepare_interaction, record_interaction, run_interaction
from ..principals import Principal
from ..providers.base import may_wait
from .metrics import Metrics
from .slots import ComputeSlots

log = logging.getLogger("tether.api")
T = TypeVar("T")

INTERNAL_ERROR = {"reason": "internal-error",
                  "detail": "the interaction could not be completed; see the server log"}
# Store errors a client can act on (retry later, free space): the job's terminal event names
# them, and they propagate to the route, which answers 503 (api/errors.py).
NAMED_STORE_ERRORS = (StoreBusyError, StoreFullError)


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


class _Busy:
    """An inline write that found another writer holding the database (nothing written)."""


class Runner:
    """Runs jobs; guarantees each job exactly one terminal event."""

    def __init__(self, deps: Deps, metrics: Metrics, threads: int, compute_slots: int = 1,
                 debug: bool = False) -> None:
        self.debug = debug  # tracebacks of crashed interactions in the log (TETHER_DEBUG)
        self.slots = ComputeSlots(compute_slots)
        self.deps = dataclasses.replace(deps, providers=self.slots.providers(deps.providers))
        self.metrics = metrics
        self.pool = ThreadPoolExecutor(max_workers=threads, thread_name_prefix="tether-interaction")
        # Tools, a configured extractor and model extraction (a thread per call) may wait.
        self._inline_store = (compute_slots == 1 and deps.store.dialect == "sqlite"
                              and not (deps.tools and deps.tools.names) and deps.extractor is None
                              and not deps.model_extraction)

    def shutdown(self) -> None:
        self.pool.shutdown(wait=True)  # let running interactions finish and persist

    def computes_inline(self, job: Job) -> bool:
        """Whether ``job`` may compute on the event loop (see the module docstring)."""
        provider = self.deps.providers.get(job.provider)
        return self._inline_store and provider is not None and not may_wait(provider)

    def _inline_now(self, job: Job) -> bool:
        """True, holding the compute slot, when ``job`` computes on the loop now: it may, and
        no pool job is computing. :meth:`_run_inline` gives the slot back."""
        return self.computes_inline(job) and self.slots.try_take()

    def run_blocking(self, job: Job, emit: Emit = ignore) -> InteractionResult | None:
        """Run one job in the calling thread. None means it crashed (a ``failed`` event was sent)."""
        tracked = _Tracked(emit)

        def work() -> InteractionResult:
            with self.slots.job():
                return run_interaction(self.deps, job.question, job.principal, corpora=job.corpora,
                                       now=job.now, provider=job.provider, emit=tracked)

        with self._in_flight():
            return self._observed(self._guarded(tracked, work))

    async def _run_inline(self, job: Job, emit: Emit = ignore) -> InteractionResult | None:
        """Run ``job`` on the event loop, in the compute slot :meth:`_inline_now` took. If another
        writer holds the database, the write goes to the pool, and its bookkeeping with it, so
        that is done even if this task is cancelled meanwhile."""
        tracked = _Tracked(emit)
        self.metrics.in_flight.inc()
        try:
            prepared = self._guarded(tracked, lambda: prepare_interaction(
                self.deps, job.question, job.principal, corpora=job.corpora, now=job.now,
                provider=job.provider, emit=tracked))
            written = None if prepared is None else self._guarded(tracked, lambda: self._write_now(prepared, tracked))
        except NAMED_STORE_ERRORS:
            self.metrics.in_flight.dec()
            raise
        finally:
            self.slots.release()  # a write that waits computes nothing
        if isinstance(written, _Busy):
            assert prepared is not None  # only a prepared interaction is written
            return await asyncio.get_running_loop().run_in_executor(
                self.pool, contextvars.copy_context().run, self._write_waiting, tracked, prepared)
        self.metrics.in_flight.dec()
        return self._observed(written)

    def _write_now(self, prepared: Prepared, tracked: _Tracked) -> InteractionResult | _Busy:
        try:
            return record_interaction(self.deps, prepared, tracked, wait=False)
        except StoreBusyError:
            return _Busy()

    def _write_waiting(self, tracked: _Tracked, prepared: Prepared) -> InteractionResult | None:
        try:
            return self._observed(self._guarded(tracked, lambda: record_interaction(self.deps, prepared, tracked)))
        finally:
            self.metrics.in_flight.dec()

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

    def _guarded(self, tracked: _Tracked, work: Callable[[], T]) -> T | None:
        """``work()``; a crash is logged, counted and answered with the terminal ``failed``
        event (unless one went out), and gives None. A busy or full store is answered the same
        way but with its own reason, and re-raised for the route to answer 503."""
        try:
            return work()
        except NAMED_STORE_ERRORS as exc:
            log.warning("interaction %s not stored: %s", tracked.iid or "-", exc.code)
            self.metrics.interactions.labels("failed").inc()
            if not tracked.terminal:
                tracked(crash_event(tracked.iid, {"reason": exc.code, "detail": str(exc)}))
            raise
        except Exception as exc:  # noqa: BLE001 - a client must still get its one terminal event
            # The class only, unless debugging: driver messages can quote stored text.
            log.error("interaction %s crashed: %s", tracked.iid or "-", type(exc).__name__,
                      exc_info=self.debug)
            self.metrics.interactions.labels("failed").inc()
            if not tracked.terminal:
                tracked(crash_event(tracked.iid))
            return None

    async def run(self, job: Job) -> InteractionResult | None:
        """Run to the end (JSON responses)."""
        if self._inline_now(job):
            return await self._run_inline(job)
        # The context goes along, so the worker thread's log lines carry the request id.
        return await asyncio.get_running_loop().run_in_executor(
            self.pool, contextvars.copy_context().run, self.run_blocking, job, ignore)

    async def all_at_once(self, job: Job) -> list[Event] | None:
        """The job's events, when it computes on the event loop now (:meth:`_inline_now`):
        nothing can be sent while it holds the loop, so they are all ready at its end. None,
        with nothing run, when it would run on the pool: its events stream (:meth:`batches`)."""
        if not self._inline_now(job):
            return None
        events: list[Event] = []
        try:
            await self._run_inline(job, events.append)
        except NAMED_STORE_ERRORS:
            pass  # its terminal event, naming the error, is in ``events``
        return events

    async def batches(self, job: Job) -> AsyncIterator[list[Event]]:
        """The job's events as they happen (SSE), grouped by what is ready at once, so a burst
        (the content deltas and the terminal event) costs one write. Leaving the loop early
        does not stop the job."""
        events = await self.all_at_once(job)
        if events is not None:
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

        self.pool.submit(contextvars.copy_context().run, work)
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


def crash_event(iid: str, error: dict[str, str] | None = None) -> Event:
    """The terminal event for an interaction that raised instead of finishing."""
    return Event(type="failed", interaction_id=iid, data={
        "interactionId": iid, "status": "failed", "answer": None, "review": None, "decision": None,
        "violations": [], "snapshot": None, "error": error or INTERNAL_ERROR,
    })
