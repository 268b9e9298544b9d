"""Bounds and forms of what a caller sends, shared by the library, the CLI and the API.

Every entry point that takes a question or a model output — ``tether ask``,
``POST /v1/interactions``, ``POST /v1/chat/completions``, ``tether verify`` and
``POST /v1/verify`` — checks it here, so one limit holds everywhere and a
request beyond it is refused before any work is done. Each check raises
:class:`~tether.errors.InputError` naming the field and the fix.
"""

from __future__ import annotations

from .errors import InputError
from .guard import lazy_pattern

# The longest question any entry point accepts, in characters. 4,000 was the first cap of
# POST /v1/interactions; a question is a sentence or a paragraph, and retrieval, planning and
# the prompt all grow with it, so it stays the one limit (issue 10 item 4: a 2 MB question
# sent through /v1/chat/completions held the event loop for 24 s).
MAX_QUESTION_CHARS = 4000

# The longest model output `verify` accepts, in characters: 1 MiB. Tether's own runs stop a
# model at Limits.max_output_bytes (32 KiB by default); outputs verified from other systems get
# 32 times that, and benchmarks/verify.py measures a 1 MB output within it. The HTTP body limit
# (Settings.max_json_bytes, 2 MiB) stays above it so the error names the field.
MAX_OUTPUT_CHARS = 1024 * 1024

# Corpus keys (``?corpus=``, ``options.corpus``): short names, no path or query syntax.
MAX_CORPUS_CHARS = 128
_CORPUS_KEY = lazy_pattern(r"[A-Za-z0-9._-]+")


def check_question(question: str, field: str = "question") -> str:
    """``question`` if it is non-blank, UTF-8 encodable and within :data:`MAX_QUESTION_CHARS`."""
    if len(question) > MAX_QUESTION_CHARS:
        raise InputError(field, f"is {len(question)} characters; the limit is {MAX_QUESTION_CHARS}, "
                                "shorten the question")
    check_text(question, field)
    if not question.strip():
        raise InputError(field, "is empty; ask something")
    return question


def check_text(value: str, field: str) -> str:
    """``value`` if it is valid Unicode text: lone surrogates (undecodable bytes in argv,
    ``\\udcff``) cannot be stored, searched or printed, so they are refused here."""
    try:
        value.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise InputError(field, f"is not valid UTF-8 text (undecodable character at position {exc.start}); "
                                "send the text in UTF-8") from None
    return value


def check_corpus_key(key: str, field: str = "corpus") -> str:
    """``key`` if it is 1–:data:`MAX_CORPUS_CHARS` characters of ``[A-Za-z0-9._-]``."""
    if not key or len(key) > MAX_CORPUS_CHARS:
        raise InputError(field, f"must be 1 to {MAX_CORPUS_CHARS} characters long; use a short corpus name")
    if _CORPUS_KEY.fullmatch(key) is None:
        raise InputError(field, "may hold only letters A-Z a-z, digits and . _ -; rename the corpus key")
    return key
