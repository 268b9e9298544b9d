"""The Provider protocol and the bounded buffer every model stream goes through.

Nothing a provider produces reaches a client directly: chunks are collected
into a buffer bounded in bytes and time, and only the complete text is handed
on to parsing and verification. A run that breaks a bound or errors yields a
ProviderError with a stable reason, never partial text.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Protocol, runtime_checkable

from ..errors import ProviderError
from ..request import ModelRequest


@dataclass(frozen=True, slots=True)
class Chunk:
    text: str
    finish_reason: str | None = None


@runtime_checkable
class Provider(Protocol):
    """A model. Optional attributes a caller may read with ``getattr``:

    * ``deterministic`` (default False): the same request gives the same text,
      so a corrective rewrite cannot change it;
    * ``waits`` (default True): a run may block on something outside this
      process (a network, a sleep, native code); False promises it only computes.
    """

    name: str

    def stream(self, request: ModelRequest) -> Iterator[Chunk]:
        """Yield the answer in chunks; the last one may carry a finish reason."""
        ...


def may_wait(provider: Provider) -> bool:
    """The provider's ``waits``: True unless it says False."""
    return getattr(provider, "waits", True) is not False


@dataclass(frozen=True, slots=True)
class ProviderRun:
    provider: str
    text: str
    finish_reason: str
    elapsed_s: float
    chunks: int


def collect(
    provider: Provider,
    request: ModelRequest,
    clock: Callable[[], float] = time.monotonic,
) -> ProviderRun:
    """Run ``provider`` to completion into a bounded buffer.

    Raises ProviderError("output-too-large" | "timeout" | "provider-error" | …).
    """
    limits = request.limits
    started = clock()
    parts: list[str] = []
    size = 0
    finish = "stop"
    count = 0
    try:
        for chunk in provider.stream(request):
            count += 1
            size += len(chunk.text.encode("utf-8"))
            if size > limits.max_output_bytes:
                raise ProviderError("output-too-large", f"the answer exceeded {limits.max_output_bytes} bytes")
            if clock() - started > limits.timeout_s:
                raise ProviderError("timeout", f"no complete answer within {limits.timeout_s:g} s; "
                                               "raise TETHER_TIMEOUT_S for a slow model or machine")
            parts.append(chunk.text)
            if chunk.finish_reason:
                finish = chunk.finish_reason
    except ProviderError:
        raise
    except Exception as exc:  # any adapter failure becomes a reason, not a traceback
        raise ProviderError("provider-error", f"{type(exc).__name__}: {exc}") from None
    return ProviderRun(provider.name, "".join(parts), finish, clock() - started, count)
