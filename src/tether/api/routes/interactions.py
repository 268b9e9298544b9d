"""POST /v1/interactions (SSE or JSON) and GET /v1/interactions/{id}."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator

from fastapi import APIRouter, Request
from fastapi.responses import JSONResponse

from ...diagnostics import interaction_readable, interaction_record
from ...errors import ApiError, NotFoundError
from ...events import Event
from ...interaction import Deps, InteractionResult
from ...principals import Principal
from ..auth import Asker, DepsDep
from ..errors import errors
from ..models import InteractionDiagnostics, InteractionRequest, SseEvent
from ..runner import INTERNAL_ERROR, Job, Runner
from ..sse import EventBody, EventStream

router = APIRouter(prefix="/v1/interactions", tags=["interactions"])

ANSWER_RESPONSES = {
    200: {
        "description": "An SSE stream (`event: status|content_delta|completed|failed|stopped`, "
                       "`data: <SseEvent JSON>`; exactly one terminal event), or with "
                       "`Accept: application/json` the `tether ask --json` object. Stopped and failed "
                       "interactions are outcomes, not errors: they also answer 200.",
        "model": InteractionResult,
        "content": {"text/event-stream": {"schema": SseEvent.model_json_schema(by_alias=True)}},
    },
    **errors(401, 403, 413, 422),
}


def get_runner(request: Request) -> Runner:
    return request.app.state.runner


def job_for(body: InteractionRequest, principal: Principal, deps: Deps) -> Job:
    """Validate what the core would only reject mid-run, so errors come before the stream."""
    options = body.options
    if options.provider not in deps.providers:
        raise ApiError(422, "invalid-input",
                       f"options.provider: {options.provider!r} is not configured; "
                       f"choose from {', '.join(sorted(deps.providers))}", field="options.provider")
    return Job(question=body.question, principal=principal, provider=options.provider, now=options.now,
               corpora=[options.corpus] if options.corpus else None)


def wants_json(request: Request) -> bool:
    accept = request.headers.get("accept", "")
    return "application/json" in accept and "text/event-stream" not in accept


def sse_frame(event: Event) -> bytes:
    return f"event: {event.type}\ndata: {json.dumps(event.wire(), ensure_ascii=False)}\n\n".encode()


async def sse_stream(runner: Runner, job: Job) -> AsyncIterator[bytes]:
    async for batch in runner.batches(job):
        yield b"".join(sse_frame(event) for event in batch)


@router.post("", responses=ANSWER_RESPONSES, response_model=None,
             summary="Answer a question with citations, or stop and say why")
async def create_interaction(body: InteractionRequest, request: Request, principal: Asker,
                             deps: DepsDep) -> EventStream | EventBody | JSONResponse:
    runner = get_runner(request)
    job = job_for(body, principal, deps)
    if not wants_json(request):
        events = await runner.all_at_once(job)
        if events is not None:  # computed on the event loop: nothing was left to stream
            return EventBody(b"".join(sse_frame(event) for event in events))
        return EventStream(sse_stream(runner, job))
    result = await runner.run(job)
    if result is None:
        raise ApiError(500, "internal-error", INTERNAL_ERROR["detail"])
    return JSONResponse(result.wire())


@router.get("/{interaction_id}", response_model=InteractionDiagnostics, response_model_by_alias=True,
            responses=errors(401, 403, 404, 422), summary="Diagnostics of one of your interactions")
def get_interaction(interaction_id: str, principal: Asker, deps: DepsDep) -> dict:
    missing = ApiError(404, "not-found", f"no interaction {interaction_id!r} for principal {principal.name!r}")
    try:
        record = interaction_record(deps.store, interaction_id)
    except NotFoundError:
        raise missing from None
    # Another principal's interaction is reported exactly like a missing one; so is one
    # whose context the asker may no longer read (labels taken away since): its stored
    # answer and model request quote those records.
    if record["principal"] != principal.name or not interaction_readable(deps.store, principal.labels, record):
        raise missing
    return record
