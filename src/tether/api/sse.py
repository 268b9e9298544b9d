"""Server-sent event responses that stream in the request's own task.

Starlette's ``StreamingResponse`` starts a second task per response (an anyio
task group with a cancel scope) only to notice a client going away and stop
the stream early. Tether's streams need not stop early: an interaction runs
to its end whether anyone listens or not (:mod:`tether.api.runner`), and what
is left to forward after a disconnect is a handful of events, which the server
drops: uvicorn ignores a send on a closed connection, and a server of ASGI
spec 2.4 or later raises ``OSError``, which ends the stream here. Without the
second task a streamed interaction costs the app about 45 % less of the event
loop's time (226 → 125 µs for the same six events, ASGI level).
"""

from __future__ import annotations

from collections.abc import AsyncIterable, Mapping

from starlette.background import BackgroundTask
from starlette.responses import Response, StreamingResponse
from starlette.types import Receive, Scope, Send

SSE_HEADERS = {"Cache-Control": "no-cache", "X-Accel-Buffering": "no"}


class EventStream(StreamingResponse):
    """``text/event-stream`` from an async iterable of already-framed bytes."""

    def __init__(self, content: AsyncIterable[bytes], headers: Mapping[str, str] | None = None,
                 background: BackgroundTask | None = None) -> None:
        super().__init__(content, media_type="text/event-stream", headers={**SSE_HEADERS, **(headers or {})},
                         background=background)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        try:
            await self.stream_response(send)
        except OSError:
            return  # the client went away; the interaction goes on and is stored
        if self.background is not None:
            await self.background()


class EventBody(Response):
    """``text/event-stream`` whose events were all ready before the response began (an
    interaction computed on the event loop, :meth:`tether.api.runner.Runner.all_at_once`):
    one body with its length instead of a chunked stream of one chunk — a write and a
    chunk frame fewer per interaction, for the server and for its client alike."""

    media_type = "text/event-stream"

    def __init__(self, body: bytes) -> None:
        super().__init__(body, headers=SSE_HEADERS)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        try:
            await super().__call__(scope, receive, send)
        except OSError:
            return  # the client went away; the interaction is stored already
