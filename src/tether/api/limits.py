"""Request body limits, enforced while the body arrives (before any parsing).

JSON bodies (questions, verify inputs, reject reasons) are small; an upload
has its own, larger limit. Exceeding either is Tether's JSON ``413``, whether
the client declared the size in ``Content-Length`` or streamed it chunked.
"""

from __future__ import annotations

from collections.abc import Mapping

from fastapi import HTTPException
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from .errors import error_response


class BodyLimit:
    def __init__(self, app: ASGIApp, default: int, per_path: Mapping[str, int]) -> None:
        self.app, self.default, self.per_path = app, default, dict(per_path)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        limit = self.per_path.get(scope["path"], self.default)
        message = f"the request body is over the {limit} byte limit of {scope['path']}"
        declared = dict(scope["headers"]).get(b"content-length", b"")
        if declared.isdigit() and int(declared) > limit:
            await error_response(413, "payload-too-large", message)(scope, receive, send)
            return
        received = 0

        async def counted() -> Message:
            nonlocal received
            event = await receive()
            if event["type"] == "http.request":
                received += len(event.get("body", b""))
                if received > limit:
                    # Raised inside the route's body read; FastAPI passes HTTPException through
                    # (anything else would become a 400) and the handler renders it as JSON.
                    raise HTTPException(413, message)
            return event

        await self.app(scope, counted, send)
