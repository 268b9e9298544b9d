"""A local model in-process through llama-cpp-python (default: SmolLM2-135M).

llama-cpp-python is an optional extra and is imported only when the first
run needs it. The model is loaded once per provider instance. One llama
context serves one generation at a time, so runs on a shared instance (the
HTTP service) take turns under a lock.

The default model is tiny and English-only, with a 4096-token window: when
the prompt does not fit beside the answer, the longest message (the
material) keeps its head — the question and the best-ranked fragments — and
its tail — the entity list and any repair note — and loses the middle.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from ..errors import ProviderError, UsageError
from ..request import ModelProfile, ModelRequest
from .base import Chunk
from .config import LOCAL_INSTALL_HINT, ProviderSettings
from .openai_compat import response_format
from .window import ELISION, Tokenizer, fit_messages  # noqa: F401  (ELISION: re-exported for tests)

N_CTX = 4096


class LocalProvider:
    """A Provider running a GGUF model in this process."""

    def __init__(
        self, settings: ProviderSettings, *, name: str = "local", n_ctx: int = N_CTX
    ) -> None:
        self.name = name
        self._path = settings.local_model
        self._threads = settings.local_threads
        self._n_ctx = n_ctx
        self._profile = settings.local_profile()
        self._llm: Any = None
        self._load_lock = threading.Lock()
        self._run_lock = threading.Lock()

    @property
    def profile(self) -> ModelProfile:
        return self._profile

    def installed(self) -> bool:
        """Whether it can run here: llama-cpp-python importable and a model file present.
        Checked without importing llama_cpp (a second of start-up)."""
        import importlib.util

        return (importlib.util.find_spec("llama_cpp") is not None
                and self._path is not None and Path(self._path).is_file())

    def ensure_ready(self) -> None:
        """Load the model now; UsageError with the install command when it cannot be."""
        self._model()

    def _model(self) -> Any:
        with self._load_lock:
            if self._llm is None:
                try:
                    from llama_cpp import Llama
                except ImportError:
                    raise UsageError(
                        f"--provider local: llama-cpp-python is missing; {LOCAL_INSTALL_HINT}"
                    ) from None
                if self._path is None or not Path(self._path).is_file():
                    raise UsageError(
                        "--provider local: no model file; "
                        f"set TETHER_LOCAL_MODEL to a .gguf file or {LOCAL_INSTALL_HINT}"
                    )
                self._llm = Llama(
                    model_path=str(self._path),
                    n_ctx=self._n_ctx,
                    n_threads=self._threads,
                    verbose=False,
                )
            return self._llm

    def stream(self, request: ModelRequest) -> Iterator[Chunk]:
        llm = self._model()
        max_tokens = min(request.profile.max_output_tokens, self._n_ctx // 2)
        budget = self._n_ctx - max_tokens
        with self._run_lock:
            messages = fit_messages(request.messages, budget, _tokenizer(llm))
            try:
                events = llm.create_chat_completion(
                    messages=[{"role": m.role, "content": m.content} for m in messages],
                    stream=True,
                    response_format=response_format("json_object"),
                    max_tokens=max_tokens,
                    temperature=request.profile.temperature,
                    repeat_penalty=request.profile.repeat_penalty,
                )
                finish = None
                for event in events:
                    choice = event["choices"][0]
                    text = choice.get("delta", {}).get("content") or ""
                    finish = choice.get("finish_reason") or None
                    if text or finish:
                        yield Chunk(text, finish)
                    if finish:
                        return
            except (RuntimeError, ValueError, KeyError, IndexError, TypeError) as exc:
                raise ProviderError("provider-error", f"llama.cpp: {type(exc).__name__}") from None
            if finish is None:
                raise ProviderError("stream-cut", "the local model stopped without a finish reason")




def _tokenizer(llm: Any) -> Tokenizer:
    def encode(text: str) -> list[int]:
        return list(llm.tokenize(text.encode("utf-8"), add_bos=False, special=False))

    def decode(tokens: list[int]) -> str:
        return llm.detokenize(tokens).decode("utf-8", errors="ignore")

    return encode, decode


