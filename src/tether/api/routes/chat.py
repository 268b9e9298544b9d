"""POST /v1/chat/completions and GET /v1/models: the OpenAI wire format, verified answers.

An application using the official ``openai`` client points ``base_url`` at
Tether and sends its API key as the client's key. The last user message is
the question; ``model`` names a configured provider (``tether`` = template).
A stop or a failure is a normal assistant message that states the stop code,
the rejected records' ids, versions, reasons and owners — never their text —
and the full ``tether ask --json`` object is in the extra ``tether`` field of
the response (of the last chunk when streaming). Field names follow OpenAI
(snake_case); the ``tether`` object keeps Tether's camelCase.
"""

from __future__ import annotations

import json
import time
from collections.abc import AsyncIterator
from typing import Any, Literal

from fastapi import APIRouter, Request
from fastapi.responses import JSONResponse
from pydantic import AwareDatetime, BaseModel, ConfigDict, Field

from ...errors import ApiError
from ...inputs import check_question
from ...interaction import Deps, InteractionResult
from ...messages import Lang, lang_of, reader_failure, stop_lines, text
from ...providers.config import LOCAL_INSTALL_HINT
from ..auth import Asker, DepsDep
from ..errors import errors
from ..models import ApiModel, CorpusKey
from ..runner import INTERNAL_ERROR, Job
from ..sse import EventStream
from .interactions import get_runner

router = APIRouter(tags=["openai-compatible"])

DEFAULT_MODEL = "tether"


class ChatMessage(BaseModel):
    model_config = ConfigDict(extra="allow")  # name, tool_calls, … are accepted and ignored
    role: str
    content: str | list[dict[str, Any]] | None = None


class ChatOptions(ApiModel):
    """Tether's own options, sent by openai clients as ``extra_body={"tether": {...}}``."""

    now: AwareDatetime | None = Field(None, description="Pin the retrieval time (ISO 8601 with offset).")
    corpus: CorpusKey | None = Field(None, description="Answer from this corpus only.")


class ChatCompletionRequest(BaseModel):
    model_config = ConfigDict(extra="allow")  # temperature, stream_options, … do not apply
    model: str = Field(DEFAULT_MODEL, description="`tether` (the template presenter) or a configured provider.")
    messages: list[ChatMessage] = Field(min_length=1)
    stream: bool = False
    tether: ChatOptions | None = None


class ChatChoice(BaseModel):
    index: int = 0
    message: dict[str, str]
    finish_reason: Literal["stop"] = "stop"


class ChatCompletion(BaseModel):
    id: str
    object: Literal["chat.completion"] = "chat.completion"
    created: int
    model: str
    choices: list[ChatChoice]
    usage: dict[str, int]
    tether: dict[str, Any] | None = Field(
        description="The `tether ask --json` object: status, answer, decision (stop code, rejected "
                    "records with reasons and owners), violations, snapshot.")


def question_of(messages: list[ChatMessage]) -> str:
    """The last user message with text, within the question cap of every entry point."""
    for index in range(len(messages) - 1, -1, -1):
        message = messages[index]
        if message.role != "user":
            continue
        text = message.content if isinstance(message.content, str) else " ".join(
            str(part.get("text", "")) for part in message.content or [] if part.get("type") == "text")
        if text.strip():
            return check_question(text, f"messages[{index}].content")  # InputError: 422 naming it
    raise ApiError(422, "invalid-input", "messages: no user message with text; the last one is the question",
                   field="messages")


def offered(deps: Deps, request: Request) -> list[str]:
    """The providers this worker can run, by name (GET /v1/models)."""
    missing: frozenset[str] = getattr(request.app.state, "missing_providers", frozenset())
    return sorted(name for name in deps.providers if name not in missing)


def provider_of(model: str, deps: Deps, request: Request) -> str:
    name = "template" if model == DEFAULT_MODEL else model.removeprefix("tether-")
    if name == "local" and name in getattr(request.app.state, "missing_providers", frozenset()):
        raise ApiError(404, "not-found", f"model: {model!r} is not installed on this server; its operator "
                       f"must {LOCAL_INSTALL_HINT}", field="model")
    if name not in offered(deps, request):
        raise ApiError(404, "not-found", f"model: {model!r} is not available; choose from "
                       f"{', '.join(['tether', *offered(deps, request)])}", field="model")
    return name


def contact_of(request: Request) -> str | None:
    """Whom a reader asks when an answer could not be verified (TETHER_ACCESS_OWNER)."""
    return request.app.state.deps.disclosure.access_owner


def message_text(result: InteractionResult | None, lang: Lang, contact: str | None) -> str:
    """What the reader sees, in the question's language: the verified answer with its
    sources, why there is none, or one line saying it could not be verified and whom to ask."""
    if result is None:
        return reader_failure(None, lang, contact, INTERNAL_ERROR["reason"])
    if result.status == "completed" and result.answer is not None:
        parts = [result.answer.answer]
        if result.answer.documentation_citations:
            parts.append(f"{text('sources', lang)}: " + ", ".join(result.answer.documentation_citations))
        parts += [f"{text('limitation', lang)}: {note}" for note in result.answer.limitations]
        return "\n\n".join(parts)
    if result.status == "stopped" and result.decision is not None:
        return "\n".join(stop_lines(result.decision, lang))
    return reader_failure(result, lang, contact)


def completion(cid: str, model: str, result: InteractionResult | None, lang: Lang,
               contact: str | None) -> dict[str, Any]:
    return ChatCompletion(
        id=cid, created=int(time.time()), model=model,
        choices=[ChatChoice(message={"role": "assistant", "content": message_text(result, lang, contact)})],
        usage={"prompt_tokens": 0, "completion_tokens": 0, "total_tokens": 0},
        tether=result.wire() if result else {"status": "failed", "error": INTERNAL_ERROR},
    ).model_dump()


def chunk(cid: str, model: str, created: int, delta: dict[str, str], finish: str | None = None,
          tether: dict[str, Any] | None = None) -> bytes:
    body: dict[str, Any] = {"id": cid, "object": "chat.completion.chunk", "created": created, "model": model,
                            "choices": [{"index": 0, "delta": delta, "finish_reason": finish}]}
    if tether is not None:
        body["tether"] = tether
    return f"data: {json.dumps(body, ensure_ascii=False)}\n\n".encode()


async def stream_chunks(request: Request, job: Job, model: str) -> AsyncIterator[bytes]:
    created = int(time.time())
    started = False
    sent = ""
    async for event in get_runner(request).events(job):
        cid = f"chatcmpl-{event.interaction_id}"
        if event.type == "status":
            yield f": {event.data.get('stage', 'working')}\n\n".encode()  # a comment: keeps proxies awake
            continue
        if not started:
            started = True
            yield chunk(cid, model, created, {"role": "assistant", "content": ""})
        if event.type == "content_delta":
            sent += event.data["text"]
            yield chunk(cid, model, created, {"content": event.data["text"]})
            continue
        crashed = event.data.get("snapshot") is None
        full = message_text(None if crashed else InteractionResult.model_validate(event.data),
                            lang_of(job.question), contact_of(request))
        # Send what the deltas have not: the sources and limitations, or the whole stop message.
        rest = full[len(sent):] if full.startswith(sent) else full
        if rest:
            yield chunk(cid, model, created, {"content": rest})
        yield chunk(cid, model, created, {}, "stop", event.data)
    yield b"data: [DONE]\n\n"


@router.post("/v1/chat/completions", response_model=ChatCompletion,
             responses={200: {"description": "A chat.completion, or with `stream: true` an SSE stream of "
                                             "chat.completion.chunk objects ending in `data: [DONE]`; "
                                             "the last chunk carries the `tether` object.",
                              "content": {"text/event-stream": {"schema": {"type": "string"}}}},
                        **errors(401, 403, 404, 413, 422)},
             summary="OpenAI-compatible chat completions with verified answers")
async def chat_completions(body: ChatCompletionRequest, request: Request, principal: Asker,
                           deps: DepsDep) -> Any:
    options = body.tether or ChatOptions()
    job = Job(question=question_of(body.messages), principal=principal, provider=provider_of(body.model, deps, request),
              now=options.now, corpora=[options.corpus] if options.corpus else None)
    if body.stream:
        return EventStream(stream_chunks(request, job, body.model))
    result = await get_runner(request).run(job)
    cid = f"chatcmpl-{result.interaction_id}" if result else "chatcmpl-failed"
    return JSONResponse(completion(cid, body.model, result, lang_of(job.question), contact_of(request)))


class ModelCard(BaseModel):
    id: str
    object: Literal["model"] = "model"
    created: int = 0
    owned_by: str = "tether"


class ModelList(BaseModel):
    object: Literal["list"] = "list"
    data: list[ModelCard]


@router.get("/v1/models", response_model=ModelList, responses=errors(401, 403), summary="The models (providers)")
def models(deps: DepsDep, request: Request, _principal: Asker) -> ModelList:
    """The default (`tether`, the template presenter) and every provider that can run here."""
    return ModelList(data=[ModelCard(id=name) for name in [DEFAULT_MODEL, *offered(deps, request)]])
