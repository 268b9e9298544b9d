"""Compute slots: many interactions may wait on their models, few compute at once.

A job holds a slot while it runs (:meth:`ComputeSlots.job`) and gives it back
for the length of each provider run, taking one again when the run ends. The
hand-back is once per run, not once per chunk: handing the slot over on every
chunk made jobs queue for it after every token.

A provider that never waits keeps the slot: one that declares ``waits =
False`` (it computes in this process and returns, like the template presenter
or a script without delays) would only pass the slot to another thread and
queue for it again, two thread switches for nothing. A provider that says
nothing is assumed to wait.

Whose slot is whose is kept per thread, so the count cannot drift even when a
provider stream is finalised late (kept alive by a traceback) or on another
thread: only a thread that holds a slot gives one back, and a slot is taken
back only for a job still running that has none.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from typing import Any

from ..providers.base import Chunk, Provider, may_wait
from ..request import ModelRequest


class ComputeSlots:
    def __init__(self, count: int) -> None:
        self._free = threading.BoundedSemaphore(max(count, 1))
        self._mine = threading.local()  # .in_job, .held

    @contextmanager
    def job(self) -> Iterator[None]:
        self._free.acquire()
        self._mine.in_job, self._mine.held = True, True
        try:
            yield
        finally:
            if self._mine.held:
                self._free.release()
            self._mine.in_job, self._mine.held = False, False

    def try_take(self) -> bool:
        """Take a slot for work on the event loop if one is free now (never waits);
        :meth:`release` gives it back."""
        return self._free.acquire(blocking=False)

    def release(self) -> None:
        self._free.release()

    def give_back(self) -> None:
        if getattr(self._mine, "held", False):
            self._mine.held = False
            self._free.release()

    def take_back(self) -> None:
        if getattr(self._mine, "in_job", False) and not self._mine.held:
            self._free.acquire()
            self._mine.held = True

    def providers(self, providers: Mapping[str, Provider]) -> dict[str, Provider]:
        """``providers``; each that may wait gives the caller's slot back while it runs."""
        return {name: SlotYieldingProvider(p, self) if may_wait(p) else p for name, p in providers.items()}


class SlotYieldingProvider:
    def __init__(self, inner: Provider, slots: ComputeSlots) -> None:
        self._inner, self._slots = inner, slots
        self.name = inner.name

    def stream(self, request: ModelRequest) -> Iterator[Chunk]:
        self._slots.give_back()
        try:
            yield from self._inner.stream(request)
        finally:  # ended, failed, or closed early by the buffer
            self._slots.take_back()

    def __getattr__(self, item: str) -> Any:  # anything else a caller asks of the provider
        return getattr(self._inner, item)
