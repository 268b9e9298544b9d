"""Refuse JSON request bodies that give one key twice.

``json.loads`` keeps the last of two equal keys silently, so ``{"question": "a",
"question": "b"}`` would be read differently by Tether and by a proxy, a WAF or
a log that keeps the first. Such a body is refused with ``422 invalid-input``
naming the key, before any route sees it. So is a body nested past what Python's
``json`` can read (a RecursionError would otherwise be a 400 or a 500). Bodies
that are not valid JSON at all pass through: the route's own validation reports
them.
"""

from __future__ import annotations

import json
from typing import Any

from starlette.exceptions import HTTPException
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from ..errors import InputError
from ..json_depth import nests_deeper_than
from .errors import error_response

_METHODS_WITH_BODY = frozenset({"POST", "PUT", "PATCH"})


class DuplicateKey(InputError):
    """A JSON object of the body gives ``key`` twice (the parser would keep the last silently)."""

    def __init__(self, key: str) -> None:
        super().__init__(key, "is given twice in one object; keep one")
        self.key = key


def _refuse_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise DuplicateKey(key)
        out[key] = value
    return out


class TooDeep(InputError):
    """The body nests past what ``json`` can read."""

    def __init__(self) -> None:
        super().__init__("(body)", "the JSON nests too deeply; flatten it")


def duplicate_key(body: bytes) -> str | None:
    """The first key given twice in one object of ``body``, or None (also for invalid JSON).
    Raises TooDeep when the body nests past what ``json`` can read."""
    if nests_deeper_than(body):
        raise TooDeep
    try:
        json.loads(body, object_pairs_hook=_refuse_duplicates)
    except DuplicateKey as exc:
        return exc.key
    except RecursionError:
        raise TooDeep from None
    except ValueError:  # invalid JSON or encoding: the route reports it in its own words
        return None
    return None


def _is_json(scope: Scope) -> bool:
    # The media types FastAPI reads as JSON (a body without a Content-Type is not read).
    media = dict(scope["headers"]).get(b"content-type", b"").split(b";")[0].strip().lower()
    return media == b"application/json" or media.endswith(b"+json")


class RefuseDuplicateKeys:
    """ASGI middleware; sits inside BodyLimit, so the body it buffers is already bounded.
    ``binary_paths`` take raw uploads (POST /v1/sources), which are never JSON."""

    def __init__(self, app: ASGIApp, binary_paths: frozenset[str] = frozenset()) -> None:
        self.app, self.binary_paths = app, binary_paths

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if (scope["type"] != "http" or scope["method"] not in _METHODS_WITH_BODY
                or scope["path"] in self.binary_paths or not _is_json(scope)):
            await self.app(scope, receive, send)
            return
        chunks: list[bytes] = []
        more = True
        try:
            while more:
                message = await receive()
                if message["type"] == "http.disconnect":
                    return
                chunks.append(message.get("body", b""))
                more = message.get("more_body", False)
        except HTTPException as exc:  # BodyLimit's 413, raised while the body arrived
            await error_response(exc.status_code, "payload-too-large", str(exc.detail))(scope, receive, send)
            return
        body = b"".join(chunks)
        try:
            key = duplicate_key(body)
        except TooDeep as exc:
            await error_response(422, exc.code, str(exc), field=exc.field)(scope, receive, send)
            return
        if key is not None:
            twice = DuplicateKey(key)
            await error_response(422, twice.code, str(twice), field=twice.field)(scope, receive, send)
            return
        replayed = False

        async def replay() -> Message:
            nonlocal replayed
            if not replayed:
                replayed = True
                return {"type": "http.request", "body": body, "more_body": False}
            return await receive()  # after the body: wait for the disconnect, as the server would

        await self.app(scope, replay, send)
