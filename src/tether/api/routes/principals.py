"""Key management over HTTP (scope ``admin``): /v1/principals.

The same library functions as `tether principals …` (tether.principals). A
key is returned only by the call that creates it (create, rotate) and is
stored as a digest. After a change this app forgets its principal cache, so
its next request reads the principal again; other workers notice within
``TETHER_PRINCIPAL_CACHE_SECONDS`` (default 10 s).
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import TypeVar

from fastapi import APIRouter, Path, Request
from fastapi.concurrency import run_in_threadpool
from pydantic import Field

from ...errors import ApiError, PrincipalExistsError
from ...principals import (
    IssuedKey,
    PrincipalInfo,
    Scope,
    get_principal,
    issue_principal,
    list_principals,
    revoke_principal,
    rotate_key,
    update_principal,
)
from ..auth import Admin, DepsDep, PrincipalCache
from ..errors import errors
from ..models import ApiModel

router = APIRouter(prefix="/v1/principals", tags=["principals"])

T = TypeVar("T")
# The width of the name column (store/schema.py).
NAME = Path(min_length=1, max_length=128, description="The principal's name (`tether principals list`).")


class PrincipalOut(ApiModel):
    name: str
    labels: list[str]
    scopes: list[Scope]
    active: bool = Field(description="Whether its key works; false once revoked, until the next rotate.")
    created_at: datetime


class KeyOut(PrincipalOut):
    key: str = Field(description="The new API key. Shown only in this response; store it now.")


class NewPrincipal(ApiModel):
    name: str = Field(min_length=1, max_length=128, pattern=r"^[A-Za-z0-9][A-Za-z0-9._@:-]*$")
    labels: list[str] = Field(["public"], description="Access labels (the corpus's `access` form).")
    scopes: list[Scope] = Field(["ask"], description="ask, review, admin.")


class PrincipalChange(ApiModel):
    """Replace the labels, the scopes, or both; a field left out is kept."""

    labels: list[str] | None = Field(None, description="Every label it should hold.")
    scopes: list[Scope] | None = Field(None, description="Every scope it should hold.")


def _out(p: PrincipalInfo) -> PrincipalOut:
    return PrincipalOut.model_validate(p.model_dump())


def _key_out(issued: IssuedKey) -> KeyOut:
    return KeyOut.model_validate({**issued.principal.model_dump(), "key": issued.key})


async def _changed(request: Request, change: Callable[[], T]) -> T:
    """Run a change off the event loop, then make this app read principals afresh."""
    result = await run_in_threadpool(change)
    cache: PrincipalCache = request.app.state.principals
    cache.clear()
    return result


@router.get("", response_model=list[PrincipalOut], responses=errors(401, 403),
            summary="Every principal: labels, scopes, whether its key works (never the key)")
def list_(deps: DepsDep, _admin: Admin) -> list[PrincipalOut]:
    return [_out(p) for p in list_principals(deps.store)]


@router.post("", response_model=KeyOut, status_code=201, responses=errors(401, 403, 409, 413, 422),
             summary="Create a principal; its API key is in this response only")
async def create(body: NewPrincipal, request: Request, deps: DepsDep, _admin: Admin) -> KeyOut:
    try:
        issued = await _changed(request, lambda: issue_principal(deps.store, body.name, body.labels, body.scopes))
    except PrincipalExistsError as exc:
        raise ApiError(409, "conflict", str(exc), field="name") from None
    return _key_out(issued)


@router.get("/{name}", response_model=PrincipalOut, responses=errors(401, 403, 404, 422),
            summary="One principal")
def show(deps: DepsDep, _admin: Admin, name: str = NAME) -> PrincipalOut:
    return _out(get_principal(deps.store, name))


@router.patch("/{name}", response_model=PrincipalOut, responses=errors(401, 403, 404, 413, 422),
              summary="Replace a principal's labels and/or scopes (its key stays)")
async def change(body: PrincipalChange, request: Request, deps: DepsDep, _admin: Admin,
                 name: str = NAME) -> PrincipalOut:
    if body.labels is None and body.scopes is None:
        raise ApiError(422, "invalid-input", "labels: give labels, scopes or both", field="labels")

    def apply() -> PrincipalInfo:
        return update_principal(deps.store, name, labels=body.labels, scopes=body.scopes)

    return _out(await _changed(request, apply))


@router.post("/{name}/revoke", response_model=PrincipalOut, responses=errors(401, 403, 404, 422),
             summary="Revoke a principal's key (offboarding)")
async def revoke(request: Request, deps: DepsDep, _admin: Admin, name: str = NAME) -> PrincipalOut:
    return _out(await _changed(request, lambda: revoke_principal(deps.store, name)))


@router.post("/{name}/rotate", response_model=KeyOut, responses=errors(401, 403, 404, 422),
             summary="Replace a principal's key; the new key is in this response only")
async def rotate(request: Request, deps: DepsDep, _admin: Admin, name: str = NAME) -> KeyOut:
    return _key_out(await _changed(request, lambda: rotate_key(deps.store, name)))
