"""Fitting a request into a model's context window: only the material is cut.

Shared by the local provider (exact tokens from llama.cpp) and the openai-compatible one
(an estimate, with ``TETHER_OPENAI_CONTEXT_TOKENS`` naming the server's window).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..errors import ProviderError
from ..request import Message

# The chat template wraps each message in a few special tokens.
TEMPLATE_TOKENS_PER_MESSAGE = 8
# Cutting and re-joining text can re-tokenize a few tokens longer.
SAFETY_TOKENS = 16
TAIL_SHARE = 0.2
ELISION = "\n…\n"

Tokenizer = tuple[Callable[[str], list[int]], Callable[[list[int]], str]]


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


CHARS_PER_TOKEN = 3
"""An estimate for a server whose tokenizer Tether cannot run: English averages about four
characters per token and Russian fewer; three errs on the side of cutting more."""


def fit_by_estimate(messages: Sequence[Message], budget: int) -> list[Message]:
    """``fit_messages`` with groups of CHARS_PER_TOKEN characters standing in for tokens."""
    pieces: list[str] = []

    def encode(text: str) -> list[int]:
        start = len(pieces)
        pieces.extend(text[i:i + CHARS_PER_TOKEN] for i in range(0, len(text), CHARS_PER_TOKEN))
        return list(range(start, len(pieces)))

    def decode(tokens: list[int]) -> str:
        return "".join(pieces[t] for t in tokens)

    return fit_messages(messages, budget, (encode, decode))
