"""Progress for long benchmark runs: a status line on a terminal, nothing when piped.

The printed results stay on stdout; the status goes to stderr and disappears when the
step ends, so a redirected run's output is the same with or without a terminal.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def step(message: str) -> Iterator[None]:
    """Show ``message`` with a spinner while the block runs (stderr is a terminal only)."""
    if not sys.stderr.isatty():
        yield
        return
    from rich.console import Console

    with Console(stderr=True).status(message):
        yield
