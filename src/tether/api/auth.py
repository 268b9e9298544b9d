"""Principals from API keys: ``Authorization: Bearer <key>`` or ``X-API-Key: <key>``.

Keys are compared by their SHA-256 digest (tether.principals); the gate uses
the principal's labels, so a request body can never widen what a reader sees.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Annotated

from fastapi import Depends, Request
from fastapi.security import APIKeyHeader, HTTPAuthorizationCredentials, HTTPBearer

from ..interaction import Deps
from ..principals import Principal, Scope, principal_by_key
from .errors import ApiError

# auto_error=False: a missing key must produce our 401 body, not FastAPI's 403.
bearer = HTTPBearer(auto_error=False, description="An API key from `tether principals add`.")
api_key_header = APIKeyHeader(name="X-API-Key", auto_error=False, description="The same key, as a header.")


def get_deps(request: Request) -> Deps:
    """The app's dependencies (set at startup; tests may override this function)."""
    return request.app.state.deps


def authenticate(
    deps: Annotated[Deps, Depends(get_deps)],
    credentials: Annotated[HTTPAuthorizationCredentials | None, Depends(bearer)],
    header_key: Annotated[str | None, Depends(api_key_header)],
) -> Principal:
    key = credentials.credentials if credentials else header_key
    if not key:
        raise ApiError(401, "unauthorized", "no API key; send Authorization: Bearer <key> or X-API-Key",
                       headers={"WWW-Authenticate": "Bearer"})
    principal = principal_by_key(deps.store, key.strip())
    if principal is None:
        raise ApiError(401, "unauthorized", "unknown API key; create one with `tether principals add`",
                       headers={"WWW-Authenticate": "Bearer"})
    return principal


def require(scope: Scope) -> Callable[[Principal], Principal]:
    """A dependency that authenticates and demands ``scope``."""

    def check(principal: Annotated[Principal, Depends(authenticate)]) -> Principal:
        if scope not in principal.scopes:
            raise ApiError(403, "forbidden", f"principal {principal.name!r} lacks the {scope!r} scope")
        return principal

    return check


Asker = Annotated[Principal, Depends(require("ask"))]
Reviewer = Annotated[Principal, Depends(require("review"))]
Admin = Annotated[Principal, Depends(require("admin"))]
DepsDep = Annotated[Deps, Depends(get_deps)]
