"""Whether a reader's time grows linearly with its input, measured rather than argued.

Each size is read the best of :data:`RUNS` times (one run on a loaded machine measures the
machine), the input built outside the timing; the larger size may take at most :data:`SLACK` times
its share of the smaller's time, a floor of :data:`FLOOR` seconds under that share so that a
reading too quick to time is no ratio. A quadratic reader takes ``growth`` times its share.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TypeVar

T = TypeVar("T")

RUNS = 5
SLACK = 3
"""How much more than its linear share the larger input may take: noise and caches, never ``growth``."""
FLOOR = 1e-4
"""Seconds below which the smaller input's time is read as this much: a tenth of a millisecond is
under the timer's and the scheduler's noise on this machine, so a ratio below it measures nothing."""


def best_time(read: Callable[[T], object], given: T, runs: int = RUNS) -> float:
    """The shortest of ``runs`` timings of ``read(given)``."""
    best = float("inf")
    for _ in range(runs):
        started = time.perf_counter()
        read(given)
        best = min(best, time.perf_counter() - started)
    return best


def grows_linearly(make: Callable[[int], T], read: Callable[[T], object], small: int = 1_000,
                   growth: int = 8) -> bool:
    """Whether reading ``make(small * growth)`` takes less than :data:`SLACK` times ``growth`` times
    reading ``make(small)``."""
    small_input, large_input = make(small), make(small * growth)
    best_time(read, small_input)  # warm the caches and the compiled patterns
    return best_time(read, large_input) < growth * max(best_time(read, small_input), FLOOR) * SLACK


def stays_bounded(make: Callable[[int], T], read: Callable[[T], object], small: int = 1_000,
                  growth: int = 8) -> bool:
    """Whether reading ``make(small * growth)`` takes less than :data:`SLACK` times reading
    ``make(small)``: a reader that looks at a bounded window takes no longer for a longer text."""
    small_input, large_input = make(small), make(small * growth)
    best_time(read, small_input)
    return best_time(read, large_input) < max(best_time(read, small_input), FLOOR) * SLACK
