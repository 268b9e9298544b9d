"""The request id: taken from ``X-Request-ID`` when it is a plain token, else made here;
sent back in the same header, put in every log line (tether.logs.REQUEST_ID) and in every
error body, so a reader's error report finds the operator's log lines."""

from __future__ import annotations

import logging
import re
import time
import uuid

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from ..logs import EXTRA, REQUEST_ID

access_log = logging.getLogger("tether.access")

HEADER = b"x-request-id"
# A client's id is echoed into logs and headers: a short token only (no spaces, no control
# characters). fullmatch on a bounded class: linear time.
_TOKEN = re.compile(r"[A-Za-z0-9._:-]{1,128}")


class RequestId:
    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        given = dict(scope["headers"]).get(HEADER, b"").decode("latin-1")
        rid = given if _TOKEN.fullmatch(given) else uuid.uuid4().hex
        token = REQUEST_ID.set(rid)
        started = time.perf_counter()
        status = 0

        async def send_with_id(message: Message) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = message["status"]
                message["headers"] = [*message.get("headers", []), (HEADER, rid.encode())]
            await send(message)

        try:
            await self.app(scope, receive, send_with_id)
        finally:
            # The access line, here rather than uvicorn's, which is written outside the
            # request's context and so could not carry its id. The path only: a query
            # string can hold a question.
            access_log.info("%s %s %s", scope["method"], scope["path"], status, extra={EXTRA: {
                "event": "request", "requestId": rid, "method": scope["method"], "path": scope["path"],
                "status": status, "durationMs": round((time.perf_counter() - started) * 1000, 2)}})
            REQUEST_ID.reset(token)
