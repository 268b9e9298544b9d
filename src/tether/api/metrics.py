"""Prometheus metrics, one registry per app (two apps in a process never mix counts).

With several worker processes (``tether serve --workers N``) the server runs
prometheus_client's multiprocess mode: ``tether serve`` gives the run a fresh
directory in ``PROMETHEUS_MULTIPROC_DIR`` before any worker starts, every worker
writes its values there, and ``/metrics`` — whichever worker answers — reads them
all, so it reports the whole server. The directory is removed when the server stops.
"""

from __future__ import annotations

import os
import re
import time
from collections.abc import Callable, Iterator, Mapping
from pathlib import Path
from typing import Any

from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram, generate_latest
from prometheus_client.multiprocess import MultiProcessCollector, mark_process_dead

from ..interaction import InteractionResult
from ..providers.base import Chunk, Provider
from ..request import ModelRequest

# Read by prometheus_client itself when it is imported: values then live in files there.
MULTIPROC_ENV = "PROMETHEUS_MULTIPROC_DIR"

# The files prometheus_client keeps per process for gauges summed over live processes only.
_LIVE_GAUGE_FILE = re.compile(r"^gauge_live(?:sum|all)_(\d+)\.db$")

LATENCY_BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60)


class Metrics:
    def __init__(self, multiprocess_dir: str | None = None) -> None:
        """``multiprocess_dir``: the directory every worker of this server writes to (None:
        this process alone). It must also be in ``PROMETHEUS_MULTIPROC_DIR`` before
        prometheus_client is imported: that is what makes the values shared."""
        self.registry = CollectorRegistry(auto_describe=True)
        self._scrape = self.registry
        self._dir = multiprocess_dir
        if multiprocess_dir is not None:
            self._scrape = CollectorRegistry()
            MultiProcessCollector(self._scrape, path=multiprocess_dir)
        self.interactions = Counter("tether_interactions", "Finished interactions by status.",
                                    ["status"], registry=self.registry)
        self.stop_reasons = Counter("tether_stop_reasons",
                                    "Reject reasons of rejected records in stops (no-candidate: nothing matched).",
                                    ["reason"], registry=self.registry)
        self.violations = Counter("tether_violations", "Verification violations by stable check id.",
                                  ["check"], registry=self.registry)
        self.checks_skipped = Counter("tether_checks_skipped",
                                      "Answer checks that failed open (the answer went on without them), "
                                      "by check id and reason code.", ["check", "reason"], registry=self.registry)
        self.provider_latency = Histogram("tether_provider_latency_seconds",
                                          "Time for one provider run, first call to last chunk or failure.",
                                          ["provider"], buckets=LATENCY_BUCKETS, registry=self.registry)
        # Summed over the live workers (a worker that has exited no longer counts: forget_dead_workers).
        self.in_flight = Gauge("tether_interactions_in_flight", "Interactions running now.",
                               registry=self.registry, multiprocess_mode="livesum")
        for status in ("completed", "stopped", "failed"):
            self.interactions.labels(status)  # present at zero, so rates work from the start

    def exposition(self) -> bytes:
        """The Prometheus text format: of this app, or of every worker of the server."""
        if self._dir is not None:
            forget_dead_workers(self._dir)
        return generate_latest(self._scrape)

    @classmethod
    def from_env(cls, env: Mapping[str, str] = os.environ) -> Metrics:
        return cls(env.get(MULTIPROC_ENV) or None)

    def observe(self, result: InteractionResult) -> None:
        self.interactions.labels(result.status).inc()
        if result.decision is not None:
            reasons: list[str] = [r for rejected in result.decision.rejected for r in rejected.reasons]
            if result.decision.withheld is not None:  # TETHER_DISCLOSE=none hid denied records
                reasons.append("withheld")
            for reason in reasons or ["no-candidate"]:
                self.stop_reasons.labels(reason).inc()
        for violation in result.violations:
            self.violations.labels(violation.check).inc()
        for skipped in result.skipped_checks:
            self.checks_skipped.labels(skipped.check, skipped.reason).inc()

    def timed(self, providers: Mapping[str, Provider]) -> dict[str, Provider]:
        return {name: TimedProvider(p, self.provider_latency) for name, p in providers.items()}


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)  # no signal sent: only whether the process exists
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # it exists, as another user's
    return True


def forget_dead_workers(directory: str, alive: Callable[[int], bool] = _alive) -> list[int]:
    """Drop the live-sum gauge values of workers that are gone, and return their pids.

    A worker that crashed in the middle of interactions left its in-flight count in its
    file; summed in, ``tether_interactions_in_flight`` would stay above zero for good.
    prometheus_client leaves this to the server (``mark_process_dead``), which uvicorn's
    supervisor gives no hook for, so it is done when metrics are read. Counters and
    histograms of a dead worker stay: what it did still happened."""
    pids = {int(found.group(1)) for path in Path(directory).iterdir() if (found := _LIVE_GAUGE_FILE.match(path.name))}
    gone = sorted(pid for pid in pids if not alive(pid))
    for pid in gone:
        mark_process_dead(pid, directory)
    return gone


class TimedProvider:
    """A Provider that records how long each run of the wrapped one takes."""

    def __init__(self, inner: Provider, histogram: Histogram) -> None:
        self._inner = inner
        self._histogram = histogram
        self.name = inner.name

    def stream(self, request: ModelRequest) -> Iterator[Chunk]:
        started = time.perf_counter()
        try:
            yield from self._inner.stream(request)
        finally:  # also when the buffer gives up early or the provider raises
            self._histogram.labels(self.name).observe(time.perf_counter() - started)

    def __getattr__(self, item: str) -> Any:  # anything else a caller asks of the provider
        return getattr(self._inner, item)
