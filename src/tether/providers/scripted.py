"""The scripted provider: replays recorded model outputs, for tests and demos.

Outputs are replayed in order. When a script is exhausted the provider
RAISES ProviderError("script-exhausted") unless it was built with
``cycle=True``: a test that makes one call more than it scripted should fail
loudly, not quietly reuse an answer. The HTTP service shares one instance
across concurrent requests, so each script hands out steps under a lock.

``ScriptedProvider.by_question({substring: outputs})`` keys scripts by a
substring of the question, so concurrent requests get deterministic answers
whatever order they arrive in.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from pathlib import Path

from pydantic import Field, ValidationError

from ..errors import ProviderError, ProviderFailure, UsageError
from ..models import Frozen
from ..request import ModelRequest
from .base import Chunk

ENV_VAR = "TETHER_SCRIPTED"
SCRIPT_FORMAT = (
    'write a JSON list of strings or of {"text", "finishReason", "delayS", "error"} objects'
)


class ScriptedStep(Frozen):
    """One recorded provider run (camelCase in JSON: finishReason, delayS, chunkSize)."""

    text: str = ""
    # None replays a stream that ends without a finish reason.
    finish_reason: str | None = "stop"
    # Latency before the first chunk; longer than the request's timeout → "timeout".
    delay_s: float = Field(default=0.0, ge=0, le=600)
    # A provider fault (e.g. "stream-cut", "http-error") raised after the text was emitted.
    error: ProviderFailure | None = None
    # Characters per chunk; 0 sends the whole text as one chunk.
    chunk_size: int = Field(default=16, ge=0)


Output = str | ScriptedStep


def _step(output: Output | Mapping) -> ScriptedStep:
    if isinstance(output, ScriptedStep):
        return output
    if isinstance(output, str):
        return ScriptedStep(text=output)
    return ScriptedStep.model_validate(output)


class _Script:
    """One ordered list of steps with its own cursor; safe to share between threads."""

    def __init__(self, outputs: Sequence[Output | Mapping], cycle: bool) -> None:
        self._steps = [_step(o) for o in outputs]
        self._cycle = cycle
        self._index = 0
        self._lock = threading.Lock()

    @property
    def waits(self) -> bool:
        return any(step.delay_s for step in self._steps)

    def next(self) -> ScriptedStep:
        with self._lock:
            if self._index >= len(self._steps):
                if not (self._cycle and self._steps):
                    raise ProviderError(
                        "script-exhausted", f"all {len(self._steps)} scripted outputs were used"
                    )
                self._index = 0
            step = self._steps[self._index]
            self._index += 1
            return step

    @property
    def used(self) -> int:
        with self._lock:
            return self._index


class ScriptedProvider:
    """A Provider that replays outputs; see the module docstring for the rules."""

    def __init__(
        self,
        outputs: Sequence[Output | Mapping] = (),
        *,
        cycle: bool = False,
        name: str = "scripted",
        sleep: Callable[[float], None] = time.sleep,
    ) -> None:
        self.name = name
        self._default: _Script | None = _Script(outputs, cycle)
        self._keyed: dict[str, _Script] = {}
        self._sleep = sleep

    @classmethod
    def by_question(
        cls,
        scripts: Mapping[str, Sequence[Output | Mapping]],
        *,
        cycle: bool = False,
        name: str = "scripted",
    ) -> ScriptedProvider:
        """Scripts chosen by the first key (in order, ignoring case) found in the question."""
        provider = cls(name=name)
        provider._default = None  # a question no key matches is an error, not a fallback
        provider._keyed = {
            key.casefold(): _Script(outputs, cycle) for key, outputs in scripts.items()
        }
        return provider

    @classmethod
    def from_file(cls, path: Path, *, name: str = "scripted") -> ScriptedProvider:
        """Load a script: a JSON list of outputs, or {"outputs": [...], "cycle": bool},
        or {"byQuestion": {substring: [...]}, "cycle": bool}."""
        try:
            data = json.loads(Path(path).read_text(encoding="utf-8"))
            if isinstance(data, list):
                return cls(data, name=name)
            if isinstance(data, dict) and isinstance(data.get("byQuestion"), dict):
                return cls.by_question(data["byQuestion"], cycle=bool(data.get("cycle")), name=name)
            if isinstance(data, dict) and isinstance(data.get("outputs"), list):
                return cls(data["outputs"], cycle=bool(data.get("cycle")), name=name)
        except (
            OSError,
            UnicodeDecodeError,
            json.JSONDecodeError,
            ValidationError,
            TypeError,
        ) as exc:
            problem = f"{type(exc).__name__}: {exc}"
            raise UsageError(
                f"{ENV_VAR}: {path} cannot be replayed ({problem}); {SCRIPT_FORMAT}"
            ) from None
        raise UsageError(f"{ENV_VAR}: {path} is not a list of outputs; {SCRIPT_FORMAT}")

    @property
    def waits(self) -> bool:
        """Whether a run may sleep: only a script with a delay ever does."""
        scripts = [*self._keyed.values(), *([self._default] if self._default else [])]
        return any(script.waits for script in scripts)

    def used(self, key: str | None = None) -> int:
        """How many steps a script has handed out (the default one, or the one keyed by ``key``)."""
        script = self._keyed[key.casefold()] if key is not None else self._default
        return script.used if script else 0

    def _script_for(self, question: str) -> _Script:
        folded = question.casefold()
        for key, script in self._keyed.items():
            if key in folded:
                return script
        if self._default is None:
            raise ProviderError("script-no-match", "no scripted output matches this question")
        return self._default

    def stream(self, request: ModelRequest) -> Iterator[Chunk]:
        # The step is taken when the run starts, not when the generator is
        # created, so an abandoned generator does not consume a step.
        step = self._script_for(request.question).next()
        if step.delay_s:
            # Honour the request's deadline the way a real client would, so a
            # scripted stall fails fast instead of sleeping the full delay.
            if step.delay_s >= request.limits.timeout_s:
                self._sleep(request.limits.timeout_s)
                raise ProviderError("timeout", f"no answer within {request.limits.timeout_s:g} s")
            self._sleep(step.delay_s)
        pieces = _pieces(step.text, step.chunk_size)
        for i, piece in enumerate(pieces):
            last = i == len(pieces) - 1 and step.error is None
            yield Chunk(piece, step.finish_reason if last else None)
        if step.error is not None:
            raise ProviderError(step.error, "scripted provider fault")
        if not pieces and step.finish_reason:
            yield Chunk("", step.finish_reason)


def _pieces(text: str, size: int) -> list[str]:
    if not text:
        return []
    if size <= 0:
        return [text]
    return [text[i : i + size] for i in range(0, len(text), size)]
