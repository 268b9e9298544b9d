"""Principals from API keys: ``Authorization: Bearer <key>`` or ``X-API-Key: <key>``.

Keys are compared by their SHA-256 digest (tether.principals); the gate uses
the principal's labels, so a request body can never widen what a reader sees.

Every request authenticates, so a known key's principal is kept for a few
seconds (``Settings.principal_cache_seconds``) instead of read per request;
unknown keys are never cached, so a key created a moment ago works at once.
A revoked or rotated key, or changed labels, therefore take effect within
that window; the app that made the change (``/v1/principals``) forgets its
whole cache at once.
The dependencies here are ``async`` on purpose: FastAPI runs a plain ``def``
dependency on a thread, and a thread hop per dependency per request adds up.
"""

from __future__ import annotations

import time
from collections.abc import Awaitable, Callable
from typing import Annotated

from fastapi import Depends, Request
from fastapi.security import APIKeyHeader, HTTPAuthorizationCredentials, HTTPBearer
from starlette.concurrency import run_in_threadpool

from ..errors import ApiError
from ..interaction import Deps
from ..lru import Lru
from ..principals import Principal, Scope, hash_key, principal_by_digest

# auto_error=False: a missing key must produce our 401 body, not FastAPI's 403.
bearer = HTTPBearer(auto_error=False, description="An API key from `tether principals add`.")
api_key_header = APIKeyHeader(name="X-API-Key", auto_error=False, description="The same key, as a header.")


class PrincipalCache:
    """Known keys' principals by key digest, each for ``ttl`` seconds (0 turns it off)."""

    def __init__(self, ttl: float, size: int = 4096, clock: Callable[[], float] = time.monotonic) -> None:
        self.ttl, self.clock = ttl, clock
        self._entries: Lru[str, tuple[float, Principal]] = Lru(size)

    def get(self, digest: str) -> Principal | None:
        hit = self._entries.get(digest)
        return hit[1] if hit is not None and hit[0] > self.clock() else None

    def put(self, digest: str, principal: Principal) -> None:
        if self.ttl > 0:
            self._entries.put(digest, (self.clock() + self.ttl, principal))

    def clear(self) -> None:
        """Forget every principal (after a key or its labels changed): the next requests read them again."""
        self._entries = Lru(self._entries.size)


async def get_deps(request: Request) -> Deps:
    """The app's dependencies (set at startup; tests may override this function)."""
    return request.app.state.deps


async def authenticate(
    request: Request,
    deps: Annotated[Deps, Depends(get_deps)],
    credentials: Annotated[HTTPAuthorizationCredentials | None, Depends(bearer)],
    header_key: Annotated[str | None, Depends(api_key_header)],
) -> Principal:
    key = credentials.credentials if credentials else header_key
    if not key:
        raise ApiError(401, "unauthorized", "no API key; send Authorization: Bearer <key> or X-API-Key",
                       headers={"WWW-Authenticate": "Bearer"})
    digest = hash_key(key.strip())
    cache: PrincipalCache = request.app.state.principals
    principal = cache.get(digest)
    if principal is None:
        principal = await run_in_threadpool(principal_by_digest, deps.store, digest)
        if principal is not None:
            cache.put(digest, principal)
    if principal is None:
        raise ApiError(401, "unauthorized", "unknown API key; create one with `tether principals add`",
                       headers={"WWW-Authenticate": "Bearer"})
    return principal


def require(scope: Scope) -> Callable[[Principal], Awaitable[Principal]]:
    """A dependency that authenticates and demands ``scope``."""

    async def check(principal: Annotated[Principal, Depends(authenticate)]) -> Principal:
        if scope not in principal.scopes:
            raise ApiError(403, "forbidden", f"principal {principal.name!r} lacks the {scope!r} scope")
        return principal

    return check


Asker = Annotated[Principal, Depends(require("ask"))]
Reviewer = Annotated[Principal, Depends(require("review"))]
Admin = Annotated[Principal, Depends(require("admin"))]
DepsDep = Annotated[Deps, Depends(get_deps)]
