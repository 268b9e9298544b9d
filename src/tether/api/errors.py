"""Every error the service returns has one shape: ``{"error": {"code", "message", "field"?}}``.

Routes declare the errors they can return with :func:`errors`, so the OpenAPI
document names each one; the handlers below turn exceptions into that shape.
Messages never carry record text (DESIGN §Gate): a database error is reported
by its class only.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from pydantic import BaseModel, Field
from starlette.exceptions import HTTPException as StarletteHTTPException

from ..errors import (
    ApiError,
    CorpusError,
    InputError,
    NotFoundError,
    StoreBusyError,
    StoreFullError,
    TetherError,
    UsageError,
)
from ..logs import REQUEST_ID
from ..verifier import field_path

log = logging.getLogger("tether.api")


class ErrorDetail(BaseModel):
    code: str
    message: str
    field: str | None = None
    # Only for corpus and archive problems: one ``path: field: reason`` line each.
    problems: list[str] | None = None
    # The request's id (also the X-Request-ID response header and in every log line of it).
    request_id: str | None = Field(None, serialization_alias="requestId")


class ErrorBody(BaseModel):
    error: ErrorDetail


DESCRIPTIONS: dict[int, str] = {
    401: "No API key, or an unknown one (`unauthorized`).",
    403: "The principal lacks the scope this route needs (`forbidden`).",
    404: "No such object for this principal (`not-found`).",
    409: "The object is in a state that forbids the change (`conflict`).",
    413: "The upload exceeds the size limits (`payload-too-large`).",
    415: "The body is not in an accepted format (`unsupported-media-type`).",
    422: "The input is invalid; `field` names the offending field (`invalid-input`, "
         "`corpus-invalid` and `archive-invalid` list every problem in `problems`).",
    500: "An unexpected server error (`internal-error`); nothing partial is stored.",
    503: "The database is held by another writer (`store-busy`: retry after `Retry-After` seconds) or "
         "has no room left (`store-full`); nothing was changed.",
}

# Seconds a client should wait after `store-busy`. The write has already waited the SQLite busy
# timeout (tether.store.db.BUSY_TIMEOUT_MS, 10 s) for the lock, so the holder is a long
# transaction such as an ingest; half that wait is a polite first retry.
BUSY_RETRY_AFTER_S = 5


def errors(*codes: int) -> dict[int | str, dict[str, Any]]:
    """The ``responses=`` declaration for the given error statuses (500 and 503, which any route
    that reads or writes the database can return, always included)."""
    return {code: {"model": ErrorBody, "description": DESCRIPTIONS[code]} for code in (*codes, 500, 503)}


def error_response(status: int, code: str, message: str, *, field: str | None = None,
                   problems: list[str] | None = None, headers: dict[str, str] | None = None) -> JSONResponse:
    detail = ErrorDetail(code=code, message=message, field=field, problems=problems,
                         request_id=REQUEST_ID.get())
    return JSONResponse({"error": detail.model_dump(exclude_none=True, by_alias=True)}, status_code=status,
                        headers=headers)


_HTTP_CODES = {401: "unauthorized", 403: "forbidden", 404: "not-found", 405: "method-not-allowed",
               409: "conflict", 413: "payload-too-large", 415: "unsupported-media-type"}


def install_handlers(app: FastAPI) -> None:
    @app.exception_handler(ApiError)
    async def _api(_: Request, exc: ApiError) -> JSONResponse:
        return error_response(exc.status, exc.code, exc.message, field=exc.field,
                              problems=exc.problems, headers=exc.headers)

    @app.exception_handler(RequestValidationError)
    async def _validation(request: Request, exc: RequestValidationError) -> JSONResponse:
        problems = exc.errors()
        missing = _missing_body(request, problems)
        return missing if missing is not None else _from_validation(problems)

    @app.exception_handler(StarletteHTTPException)
    async def _http(_: Request, exc: StarletteHTTPException) -> JSONResponse:
        # Starlette's own errors: unknown path, wrong method, body over a route limit.
        code = _HTTP_CODES.get(exc.status_code, "http-error")
        return error_response(exc.status_code, code, str(exc.detail), headers=getattr(exc, "headers", None))

    @app.exception_handler(CorpusError)
    async def _corpus(_: Request, exc: CorpusError) -> JSONResponse:
        return error_response(422, "corpus-invalid",
                              f"corpus not loaded, {len(exc.problems)} problem(s); nothing was changed",
                              problems=exc.problems)

    @app.exception_handler(InputError)
    async def _input(_: Request, exc: InputError) -> JSONResponse:
        return error_response(422, "invalid-input", str(exc), field=exc.field)

    @app.exception_handler(NotFoundError)
    async def _not_found(_: Request, exc: NotFoundError) -> JSONResponse:
        return error_response(404, "not-found", str(exc))

    @app.exception_handler(UsageError)
    async def _usage(_: Request, exc: UsageError) -> JSONResponse:
        return error_response(422, "invalid-input", str(exc))

    @app.exception_handler(StoreBusyError)
    async def _busy(_: Request, exc: StoreBusyError) -> JSONResponse:
        return error_response(503, exc.code, f"{exc}; nothing was changed",
                              headers={"Retry-After": str(BUSY_RETRY_AFTER_S)})

    @app.exception_handler(StoreFullError)
    async def _full(_: Request, exc: StoreFullError) -> JSONResponse:
        log.error("request failed: %s", exc.code)
        return error_response(503, exc.code, str(exc))

    @app.exception_handler(TetherError)
    async def _tether(_: Request, exc: TetherError) -> JSONResponse:
        log.error("request failed: %s", type(exc).__name__)
        return error_response(500, "internal-error", f"{type(exc).__name__}: the request could not be completed")

    @app.exception_handler(Exception)
    async def _unexpected(request: Request, exc: Exception) -> JSONResponse:
        # The class only: driver messages can quote parameters, i.e. stored text.
        log.error("unexpected error: %s", type(exc).__name__, exc_info=request.app.state.settings.debug)
        return error_response(500, "internal-error", f"unexpected {type(exc).__name__}; see the server log")


def _missing_body(request: Request, problems: Sequence[dict[str, Any]]) -> JSONResponse | None:
    """No JSON body at all: pydantic says "(input): Field required"; name the body's first
    required field instead, so `POST …/reject` without a body says `reason` is required."""
    if not problems or tuple(problems[0].get("loc", ())) != ("body",) or problems[0].get("type") != "missing":
        return None
    body_field = getattr(request.scope.get("route"), "body_field", None)
    model = getattr(getattr(body_field, "field_info", None), "annotation", None)
    fields = getattr(model, "model_fields", {})
    required = [info.alias or name for name, info in fields.items() if info.is_required()]
    if not required:
        return None
    field = required[0]
    return error_response(422, "invalid-input", f"{field}: required; send a JSON body such as "
                          f'{{"{field}": …}} with Content-Type: application/json', field=field)


def _from_validation(problems: Sequence[dict[str, Any]]) -> JSONResponse:
    """FastAPI's validation errors as one error naming the first field, like ``tether verify``."""
    first = problems[0] if problems else {"loc": (), "msg": "invalid request"}
    loc = tuple(first.get("loc", ()))
    where = loc[1:] if loc and loc[0] in ("body", "query", "path", "header") else loc
    field = field_path(where)
    message = str(first.get("msg", "invalid value"))
    if first.get("type") == "extra_forbidden" and where and where[-1] == "labels":
        message = "access labels come from the API key's principal, never from the request"
    elif first.get("type") == "extra_forbidden":
        message = "unknown field; remove it"
    more = f" (and {len(problems) - 1} more problem(s))" if len(problems) > 1 else ""
    return error_response(422, "invalid-input", f"{field}: {message}{more}", field=field)
