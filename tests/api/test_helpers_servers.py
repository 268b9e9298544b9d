"""The test helpers that start servers: a server that is not running must never pass
for one that is (a CI run once read two servers' metrics from one of them)."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from tests.api.helpers import ServerProcess, free_port

# The kernel repeated an ephemeral port about 7 times in 100 binds (2,000 binds on this
# machine gave 1,854 distinct ports), so 1,000 calls would repeat one without the guard.
CALLS = 1000


def test_free_port_never_hands_out_a_port_twice() -> None:
    ports = [free_port() for _ in range(CALLS)]
    assert len(set(ports)) == CALLS


def test_stopping_a_server_that_had_already_exited_is_an_error(tmp_path: Path) -> None:
    server = ServerProcess("no-such-scheme://nowhere", {}, tmp_path / "server.log")
    deadline = time.monotonic() + 60
    while server.proc.poll() is None and time.monotonic() < deadline:
        time.sleep(0.1)
    with pytest.raises(AssertionError, match="had exited"):
        server.stop()
