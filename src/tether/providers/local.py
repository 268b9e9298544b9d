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
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any

from ..errors import ProviderError, UsageError
from ..request import Message, ModelProfile, ModelRequest
from .base import Chunk
from .config import LOCAL_INSTALL_HINT, ProviderSettings
from .openai_compat import response_format

N_CTX = 4096
# The chat template wraps each message in a few special tokens.
TEMPLATE_TOKENS_PER_MESSAGE = 8
# Cutting and re-joining text can re-tokenize a few tokens longer.
SAFETY_TOKENS = 16
TAIL_SHARE = 0.2
ELISION = "\n…\n"


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


Tokenizer = tuple[Callable[[str], list[int]], Callable[[list[int]], str]]


def _tokenizer(llm: Any) -> Tokenizer:
    def encode(text: str) -> list[int]:
        return list(llm.tokenize(text.encode("utf-8"), add_bos=False, special=False))

    def decode(tokens: list[int]) -> str:
        return llm.detokenize(tokens).decode("utf-8", errors="ignore")

    return encode, decode


def fit_messages(messages: Sequence[Message], budget: int, tokenizer: Tokenizer) -> list[Message]:
    """``messages`` shortened so their tokens, with template overhead, fit ``budget``.

    Only the longest user message (the material) is cut; if the others alone
    do not fit, the request is refused rather than sent without its instructions.
    """
    encode, decode = tokenizer
    tokens = [encode(m.content) for m in messages]
    overhead = TEMPLATE_TOKENS_PER_MESSAGE * len(messages)
    if sum(map(len, tokens)) + overhead <= budget:
        return list(messages)
    users = [i for i, m in enumerate(messages) if m.role == "user"] or list(range(len(messages)))
    longest = max(users, key=lambda i: len(tokens[i]))
    others = sum(len(t) for i, t in enumerate(tokens) if i != longest)
    room = budget - overhead - others - len(encode(ELISION)) - SAFETY_TOKENS
    if room < 64:
        raise ProviderError(
            "prompt-too-long", f"the instructions alone exceed the local model's {budget} tokens"
        )
    tail = int(room * TAIL_SHARE)
    head = room - tail
    cut = tokens[longest]
    content = decode(cut[:head]) + ELISION + decode(cut[len(cut) - tail :])
    shortened = messages[longest].model_copy(update={"content": content})
    return [shortened if i == longest else m for i, m in enumerate(messages)]
