"""A fault-injecting OpenAI-compatible chat-completions server for tests.

It serves ``POST /v1/chat/completions`` on 127.0.0.1 from a uvicorn thread,
streaming (SSE) or not, as the request asks. The last user message chooses
the behaviour with a marker ``FAULT=<name>`` (stateless, so concurrent tests
cannot disturb each other):

  ok          a valid answer (default when there is no marker)
  stall       sleep ``stall_s`` before any byte
  stall-mid   one chunk, then sleep ``stall_s``
  cut         some chunks, then abort the connection (no terminating chunk)
  cut-clean   some chunks, then end the body cleanly without finish_reason/[DONE]
  http-500    HTTP 500 whose body echoes the prompt (must never reach an error)
  garbage     SSE events whose data is not JSON
  bad-utf8    SSE events whose bytes are not UTF-8
  bad-shape   SSE events that are JSON but not chat-completion chunks
  error-event an in-stream ``{"error": …}`` event
  oversized   a well-formed answer of ``oversized_bytes`` bytes
  no-sse      a whole JSON completion even though a stream was asked for
  html        an HTML page with status 200
  list-in-prose  an extraction reply: a JSON list of sentences between two remarks

Every request body is recorded in ``requests`` (to assert what was sent).
"""

from __future__ import annotations

import asyncio
import json
import re
import socket
import threading
import time
from collections.abc import AsyncIterator
from typing import Any

import uvicorn
from fastapi import FastAPI, Request
from fastapi.responses import HTMLResponse, JSONResponse, Response, StreamingResponse

ANSWER = {
    "answer": "The registration fee in DE is 1 250 EUR.",
    "entityCitations": [],
    "documentationCitations": ["fees-de#registration"],
    "limitations": [],
}
EXTRACTED = "Faxes are not accepted."
MARKER = re.compile(r"FAULT=([a-z0-9-]+)")


class StreamAborted(Exception):
    """Raised inside a streaming body so uvicorn drops the connection mid-answer."""


def _chunk(content: str | None, finish: str | None = None) -> bytes:
    delta = {} if content is None else {"content": content}
    event = {
        "id": "chatcmpl-fake",
        "object": "chat.completion.chunk",
        "created": 0,
        "model": "fake",
        "choices": [{"index": 0, "delta": delta, "finish_reason": finish}],
    }
    return f"data: {json.dumps(event)}\n\n".encode()


def _completion(content: str) -> dict[str, Any]:
    return {
        "id": "chatcmpl-fake",
        "object": "chat.completion",
        "created": 0,
        "model": "fake",
        "choices": [
            {
                "index": 0,
                "message": {"role": "assistant", "content": content},
                "finish_reason": "stop",
            }
        ],
        "usage": {"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2},
    }


def _pieces(text: str, size: int = 8) -> list[str]:
    return [text[i : i + size] for i in range(0, len(text), size)]


class FakeOpenAI:
    """The server; ``with FakeOpenAI() as fake:`` starts and stops it."""

    def __init__(self, *, stall_s: float = 2.0, oversized_bytes: int = 200_000) -> None:
        self.stall_s = stall_s
        self.oversized_bytes = oversized_bytes
        self.requests: list[dict[str, Any]] = []
        self._lock = threading.Lock()
        self._server: uvicorn.Server | None = None
        self._thread: threading.Thread | None = None
        self.port = 0

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}/v1"

    def last_request(self) -> dict[str, Any]:
        with self._lock:
            return self.requests[-1]

    # -- lifecycle ---------------------------------------------------------
    def __enter__(self) -> FakeOpenAI:
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind(("127.0.0.1", 0))  # a free port, held from here on: no race
        self.port = sock.getsockname()[1]
        config = uvicorn.Config(
            self._app(),
            log_level="critical",
            access_log=False,
            timeout_graceful_shutdown=1,
            lifespan="off",
        )
        self._server = uvicorn.Server(config)
        self._thread = threading.Thread(
            target=self._server.run, kwargs={"sockets": [sock]}, daemon=True
        )
        self._thread.start()
        deadline = time.monotonic() + 10
        while not self._server.started:
            if time.monotonic() > deadline or not self._thread.is_alive():
                raise RuntimeError("the fake OpenAI server did not start within 10 s")
            time.sleep(0.01)
        return self

    def __exit__(self, *exc: object) -> None:
        assert self._server is not None and self._thread is not None
        self._server.should_exit = True
        self._thread.join(timeout=10)

    # -- the app -----------------------------------------------------------
    def _app(self) -> FastAPI:
        app = FastAPI()

        @app.post("/v1/chat/completions")
        async def completions(request: Request) -> Response:
            body = await request.json()
            with self._lock:
                self.requests.append(body)
            users = [
                m.get("content", "") for m in body.get("messages", []) if m.get("role") == "user"
            ]
            found = MARKER.search(users[-1] if users else "")
            fault = found.group(1) if found else "ok"
            return await self._respond(fault, body, stream=bool(body.get("stream")))

        return app

    async def _respond(self, fault: str, body: dict[str, Any], stream: bool) -> Response:
        text = json.dumps(ANSWER)
        if fault == "list-in-prose":
            text = 'Sure. Here are the sentences:\n["' + EXTRACTED + '"]\nThat is all.'
        if fault == "stall":
            await asyncio.sleep(self.stall_s)
        if fault == "http-500":
            # An error page that echoes the prompt: the provider must not copy it.
            return JSONResponse(
                {"error": {"message": f"failed on {json.dumps(body['messages'])}"}}, status_code=500
            )
        if fault == "html":
            return HTMLResponse("<html><body>gateway says hello</body></html>")
        if fault == "no-sse" or not stream:
            return JSONResponse(_completion(text))
        if fault == "oversized":
            text = json.dumps({**ANSWER, "answer": "x" * self.oversized_bytes})
        return StreamingResponse(self._events(fault, text), media_type="text/event-stream")

    async def _events(self, fault: str, text: str) -> AsyncIterator[bytes]:
        pieces = _pieces(text, 4096 if fault == "oversized" else 8)
        if fault == "garbage":
            yield b"data: {this is not json\n\n"
            yield b"data: [DONE]\n\n"
            return
        if fault == "bad-utf8":
            yield b'data: {"choices": [\xff\xfe\xfd]}\n\n'
            yield b"data: [DONE]\n\n"
            return
        if fault == "bad-shape":
            yield b'data: {"choices": "not a list"}\n\n'
            yield b"data: [DONE]\n\n"
            return
        if fault == "error-event":
            yield _chunk(pieces[0])
            yield b'data: {"error": {"message": "the model crashed"}}\n\n'
            return
        for i, piece in enumerate(pieces):
            yield _chunk(piece)
            await asyncio.sleep(0)
            if fault == "stall-mid":
                await asyncio.sleep(self.stall_s)
            if fault in ("cut", "cut-clean") and i >= len(pieces) // 2:
                if fault == "cut":
                    raise StreamAborted("dropping the connection mid-answer")
                return
        yield _chunk(None, "stop")
        yield b"data: [DONE]\n\n"
