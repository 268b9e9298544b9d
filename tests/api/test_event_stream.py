"""EventStream: SSE in the request's own task, ending quietly when the client is gone; and
EventBody, the same headers for events that were all ready at once."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator

from tether.api.sse import EventBody, EventStream


async def frames(count: int, produced: list[int]) -> AsyncIterator[bytes]:
    for n in range(count):
        produced.append(n)
        yield f"event: status\ndata: {n}\n\n".encode()


def run(response: EventStream | EventBody, send) -> None:  # type: ignore[no-untyped-def]
    async def receive() -> dict:
        raise AssertionError("an EventStream never listens for the client")

    asyncio.run(response({"type": "http", "asgi": {"spec_version": "2.4"}}, receive, send))


def test_every_frame_is_sent_in_order_with_the_sse_headers() -> None:
    sent: list[dict] = []

    async def send(message: dict) -> None:
        sent.append(message)

    run(EventStream(frames(3, [])), send)
    start, *bodies, end = sent
    headers = dict(start["headers"])
    assert headers[b"content-type"].startswith(b"text/event-stream")
    assert headers[b"cache-control"] == b"no-cache" and headers[b"x-accel-buffering"] == b"no"
    assert [b["body"] for b in bodies] == [b"event: status\ndata: 0\n\n", b"event: status\ndata: 1\n\n",
                                           b"event: status\ndata: 2\n\n"]
    assert end == {"type": "http.response.body", "body": b"", "more_body": False}


def test_a_client_gone_mid_stream_ends_it_without_an_error() -> None:
    # An ASGI 2.4 server raises OSError on a send to a closed connection.
    produced: list[int] = []
    calls = 0

    async def send(message: dict) -> None:
        nonlocal calls
        calls += 1
        if calls > 2:
            raise OSError("connection closed")

    run(EventStream(frames(10, produced)), send)  # returns: no error reaches the server
    assert produced == [0, 1]  # nothing more is produced for a client that is gone


def test_background_tasks_run_after_the_stream() -> None:
    from starlette.background import BackgroundTask

    order: list[str] = []

    async def send(message: dict) -> None:
        if message["type"] == "http.response.body" and not message.get("more_body"):
            order.append("end")

    run(EventStream(frames(1, []), background=BackgroundTask(order.append, "background")), send)
    assert order == ["end", "background"]


def test_events_ready_at_once_are_one_body_with_its_length_and_the_sse_headers() -> None:
    sent: list[dict] = []

    async def send(message: dict) -> None:
        sent.append(message)

    body = b"event: status\ndata: 0\n\nevent: completed\ndata: 1\n\n"
    run(EventBody(body), send)
    start, whole = sent
    headers = dict(start["headers"])
    assert headers[b"content-type"].startswith(b"text/event-stream")
    assert headers[b"cache-control"] == b"no-cache" and headers[b"x-accel-buffering"] == b"no"
    assert headers[b"content-length"] == str(len(body)).encode()
    assert whole["body"] == body and not whole.get("more_body")


def test_a_client_gone_before_the_body_ends_it_without_an_error() -> None:
    async def send(message: dict) -> None:
        raise OSError("connection closed")

    run(EventBody(b"event: completed\ndata: 1\n\n"), send)  # returns: no error reaches the server
