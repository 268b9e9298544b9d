"""Any OpenAI-compatible chat-completions endpoint, through the official client.

Faults surface at once (``max_retries=0``): the flow decides what to do with
a failed run, and a retry here would hide it and double the time budget.
Every fault becomes a ProviderError with a stable reason:

- ``timeout``           no byte within the request's time limit (connect or read)
- ``http-error``        the server answered with an error status
- ``connection-error``  the server could not be reached
- ``stream-cut``        the stream broke, or ended without a finish reason
- ``malformed-stream``  the stream (or body) is not decodable chat-completion JSON

Details are short and never carry a response body: a server's error page may
echo the prompt, and the prompt carries material the reader must not see in
an error. These reasons are provider faults, never fed into a repair prompt.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from ..contract import ANSWER_JSON_SCHEMA
from ..errors import ProviderError
from ..request import Limits, ModelProfile, ModelRequest, StructuredOutput
from .base import Chunk
from .config import ProviderSettings
from .window import fit_by_estimate

if TYPE_CHECKING:  # the client takes ~0.5 s to import; only model runs pay for it
    import openai

# A body of a non-streaming answer is JSON: escapes can make it up to six
# times the size of the text it carries, plus the envelope.
_BODY_FACTOR = 6
_BODY_SLACK = 65_536


# llama.cpp turns maxLength into a repetition its grammar parser refuses above
# 1000 (llama-cpp-python 0.3.x then SEGFAULTS in-process: a 1200 bound kills the
# interpreter). The json_object form is the llama.cpp form, so it carries the
# contract's schema with every string bound capped here.
LLAMA_MAX_LENGTH = 1000


def _capped(node: Any, cap: int) -> Any:
    if isinstance(node, dict):
        out = {k: _capped(v, cap) for k, v in node.items()}
        if isinstance(out.get("maxLength"), int):
            out["maxLength"] = min(out["maxLength"], cap)
        return out
    if isinstance(node, list):
        return [_capped(v, cap) for v in node]
    return node


def grammar_safe_schema(schema: dict[str, Any] = ANSWER_JSON_SCHEMA) -> dict[str, Any]:
    """``schema`` with every maxLength at most LLAMA_MAX_LENGTH (a copy)."""
    return _capped(schema, LLAMA_MAX_LENGTH)


def response_format(mode: StructuredOutput) -> dict[str, Any] | None:
    """The ``response_format`` for a structured-output mode (None: send nothing)."""
    if mode == "json_schema":
        return {
            "type": "json_schema",
            "json_schema": {"name": "answer", "schema": ANSWER_JSON_SCHEMA, "strict": False},
        }
    if mode == "json_object":
        # llama.cpp's server (and llama-cpp-python's) constrain with this form
        # and reject "json_schema" with HTTP 500.
        return {"type": "json_object", "schema": grammar_safe_schema()}
    return None


class OpenAIProvider:
    """A Provider for OpenAI-compatible servers (the OpenAI API, llama.cpp, vLLM, …)."""

    def __init__(
        self,
        settings: ProviderSettings,
        *,
        name: str = "openai",
        client: openai.OpenAI | None = None,
    ) -> None:
        self.name = name
        self._settings = settings
        self._client = client
        self._lock = threading.Lock()

    @property
    def profile(self) -> ModelProfile:
        """The profile to snapshot into requests for this provider."""
        return self._settings.openai_profile()

    def _get_client(self) -> openai.OpenAI:
        with self._lock:
            if self._client is None:
                import openai

                self._client = openai.OpenAI(
                    base_url=self._settings.openai_base_url,
                    api_key=self._settings.api_key(),
                    max_retries=0,
                )
            return self._client

    def stream(self, request: ModelRequest) -> Iterator[Chunk]:
        client = self._get_client()
        kwargs = self._arguments(request)
        try:
            stream = client.chat.completions.create(**kwargs)
        except Exception as exc:
            raise _request_error(exc, request.profile.structured_output) from None
        with stream:  # closes the connection when the caller stops early (oversize)
            content_type = stream.response.headers.get("content-type", "").lower()
            if "application/json" in content_type:
                # Some servers ignore stream=True and send the whole completion.
                yield _whole_completion(stream.response, request.limits)
            elif content_type and "text/event-stream" not in content_type:
                raise ProviderError(
                    "malformed-stream", f"unexpected content type {content_type.split(';')[0]!r}"
                )
            else:
                yield from _deltas(stream)

    def _arguments(self, request: ModelRequest) -> dict[str, Any]:
        profile = request.profile
        messages = request.messages
        window = self._settings.openai_context_tokens
        if window is not None:  # cut the material to the server's window, as `local` does
            messages = fit_by_estimate(messages, window - min(profile.max_output_tokens, window // 2))
        kwargs: dict[str, Any] = {
            "model": profile.model or self._settings.openai_model,
            "messages": [{"role": m.role, "content": m.content} for m in messages],
            "stream": True,
            "max_tokens": profile.max_output_tokens,
            "temperature": profile.temperature,
            "timeout": request.limits.timeout_s,
        }
        form = response_format(profile.structured_output)
        if form is not None:
            kwargs["response_format"] = form
        if self._settings.openai_repeat_penalty is not None:
            kwargs["extra_body"] = {"repeat_penalty": self._settings.openai_repeat_penalty}
        return kwargs


def _deltas(stream: Any) -> Iterator[Chunk]:
    """Chunks of the first choice; stops at its finish reason."""
    events = iter(stream)
    while True:
        try:
            event = next(events)
        except StopIteration:
            raise ProviderError("stream-cut", "the stream ended without a finish reason") from None
        except Exception as exc:
            raise _stream_error(exc) from None
        try:
            text, finish = _delta(event)
        except (AttributeError, TypeError, KeyError, IndexError, ValueError):
            raise ProviderError(
                "malformed-stream", "a stream event is not a chat-completion chunk"
            ) from None
        if text or finish:
            yield Chunk(text, finish)
        if finish:
            # The answer is complete; whatever follows ([DONE], usage) adds nothing.
            return


def _delta(event: Any) -> tuple[str, str | None]:
    choices = event.choices
    if not isinstance(choices, list):
        raise TypeError("choices is not a list")
    if not choices:  # usage-only or keep-alive events carry no choice
        return "", None
    choice = choices[-1]
    content = choice.delta.content if choice.delta is not None else None
    if content is not None and not isinstance(content, str):
        raise TypeError("content is not a string")
    finish = choice.finish_reason
    if finish is not None and not isinstance(finish, str):
        raise TypeError("finish_reason is not a string")
    return content or "", finish


def _whole_completion(response: Any, limits: Limits) -> Chunk:
    """A non-streaming body, read within a bound, as one chunk."""
    cap = limits.max_output_bytes * _BODY_FACTOR + _BODY_SLACK
    body = bytearray()
    try:
        for part in response.iter_bytes():
            body.extend(part)
            if len(body) > cap:
                raise ProviderError(
                    "output-too-large", f"the answer exceeded {limits.max_output_bytes} bytes"
                )
    except ProviderError:
        raise
    except Exception as exc:
        raise _stream_error(exc) from None
    try:
        choice = json.loads(bytes(body))["choices"][0]
        text = choice["message"]["content"] or ""
        finish = choice.get("finish_reason")
        if not isinstance(text, str) or not isinstance(finish, str | None):
            raise TypeError
    except (ValueError, KeyError, IndexError, TypeError, AttributeError, RecursionError):
        raise ProviderError("malformed-stream", "the body is not a chat completion") from None
    if not finish:
        raise ProviderError("stream-cut", "the completion has no finish reason")
    return Chunk(text, finish)


def _transport_errors() -> tuple[tuple[type[BaseException], ...], tuple[type[BaseException], ...]]:
    """(timeouts, request errors) of whichever HTTP stack the client runs on."""
    timeouts: list[type[BaseException]] = [TimeoutError]
    requests: list[type[BaseException]] = [ConnectionError]
    for module_name in ("httpx", "httpx2"):
        try:
            module = __import__(module_name)
        except ImportError:
            continue
        timeouts.append(module.TimeoutException)
        requests.append(module.RequestError)
    return tuple(timeouts), tuple(requests)


_STATUS_HINTS = {
    400: "the server refused the request; if it does not support the structured-output form, "
    "set TETHER_OPENAI_STRUCTURED_OUTPUT=json_object or none",
    401: "check TETHER_OPENAI_API_KEY",
    403: "check TETHER_OPENAI_API_KEY",
    404: "check TETHER_OPENAI_BASE_URL and TETHER_OPENAI_MODEL",
    429: "rate limited; try again later",
}


def _request_error(exc: Exception, form: StructuredOutput) -> ProviderError:
    """Map a failure to start the request.

    Never copies the exception text: it may hold the response body.
    """
    import openai

    timeouts, requests = _transport_errors()
    if isinstance(exc, (openai.APITimeoutError, *timeouts)):
        return ProviderError("timeout", "no response within the time limit")
    if isinstance(exc, openai.APIStatusError):
        status = exc.status_code
        hint = _STATUS_HINTS.get(status, "the model server failed" if status >= 500 else "")
        if status == 500 and form == "json_schema":
            # llama.cpp servers answer the json_schema form with a bare 500.
            hint += "; for a llama.cpp server set TETHER_OPENAI_STRUCTURED_OUTPUT=json_object"
        return ProviderError("http-error", f"HTTP {status}" + (f": {hint}" if hint else ""))
    if isinstance(exc, (openai.APIResponseValidationError, ValueError)):
        return ProviderError("malformed-stream", "the response is not a chat completion")
    if isinstance(exc, (openai.APIConnectionError, *requests)):
        return ProviderError(
            "connection-error",
            "the model server could not be reached; check TETHER_OPENAI_BASE_URL",
        )
    return ProviderError("provider-error", type(exc).__name__)


def _stream_error(exc: Exception) -> ProviderError:
    """Map a failure while reading the stream."""
    import openai

    timeouts, requests = _transport_errors()
    if isinstance(exc, (openai.APITimeoutError, *timeouts)):
        return ProviderError("timeout", "the stream stalled past the time limit")
    if isinstance(exc, ValueError):  # JSONDecodeError, UnicodeDecodeError, validation
        return ProviderError("malformed-stream", "a stream event is not decodable JSON")
    if isinstance(exc, (openai.APIConnectionError, *requests)):
        return ProviderError("stream-cut", "the connection closed before the answer finished")
    if isinstance(exc, openai.APIError):  # an error event inside the stream
        return ProviderError("stream-cut", "the server reported an error mid-stream")
    return ProviderError("provider-error", type(exc).__name__)
