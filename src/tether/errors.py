"""One exception hierarchy. Every message says what went wrong and what to do.

Every error Tether raises on purpose is a ``TetherError`` with a stable ``code`` (a
kebab-case string a caller may branch on; the message may change) and the CLI
``exit_code`` it ends in. The HTTP layer maps classes to statuses and to the error
codes of CONTRACTS (``api.errors``); where a class's error reaches a client as one
code, ``code`` is that code.

Messages never carry the text of a source record: a record the reader may not
read must not leak through an error either.
"""

from __future__ import annotations

from typing import Literal, get_args

ProviderFailure = Literal[
    "timeout",  # no complete answer within the request's time limit
    "http-error",  # the model server answered with an HTTP error status
    "connection-error",  # the model server could not be reached
    "malformed-stream",  # the response is not a chat completion or stream
    "stream-cut",  # the stream ended before the answer finished
    "output-too-large",  # the answer passed the byte limit
    "prompt-too-long",  # the instructions alone exceed the model's context
    "provider-error",  # any other adapter failure (its class name is the detail)
    "script-exhausted",  # the scripted provider used all its outputs
    "script-no-match",  # the scripted provider has no output for this question
]
"""Why a model provider failed: the ``reason`` of ``ProviderError``, stored with a failed
interaction and counted by the metrics."""

PROVIDER_FAILURES: frozenset[str] = frozenset(get_args(ProviderFailure))

ExtractionFailure = Literal[ProviderFailure, "unreadable", "extractor-error"]
"""Why an answer check's extraction failed: a provider failure, an answer that is not a
JSON list of strings (``unreadable``), or an extractor that raised (``extractor-error``)."""


class TetherError(Exception):
    """Base of every error Tether raises on purpose."""

    code: str = "tether-error"
    exit_code: int = 1


class UsageError(TetherError):
    """The caller asked for something malformed (bad option, bad input file)."""

    code = "invalid-input"
    exit_code = 2


class CorpusError(UsageError):
    """A corpus failed validation. Nothing was loaded.

    ``problems`` holds one ``path: field: reason`` line per problem.
    """

    code = "corpus-invalid"
    exit_code = 1

    def __init__(self, problems: list[str]) -> None:
        self.problems = list(problems)
        noun = "problem" if len(self.problems) == 1 else "problems"
        super().__init__(
            f"corpus not loaded, {len(self.problems)} {noun}; fix them and ingest again:\n"
            + "\n".join(self.problems)
        )


class InputError(UsageError):
    """A structured input (verify JSON, API body) is invalid; names the field."""

    def __init__(self, field: str, reason: str) -> None:
        self.field = field
        self.reason = reason
        super().__init__(f"{field}: {reason}")


class ReviewConflictError(UsageError):
    """A review decision the draft's state forbids: it is decided already, or stale."""

    code = "conflict"


class StoreError(TetherError):
    """The database could not be opened or migrated."""

    code = "store-error"


class StoreBusyError(StoreError):
    """Another writer holds the database: the caller asked not to wait, or waited its limit."""

    code = "store-busy"


class StoreFullError(StoreError):
    """The database cannot grow: the disk (or a configured size limit) is full."""

    code = "store-full"


class NotFoundError(TetherError):
    """A named object (interaction, draft, principal) does not exist."""

    code = "not-found"
    exit_code = 2


class UnknownPrincipalError(NotFoundError):
    """Key management named a principal that does not exist (CLI exit 1, HTTP 404).

    Exit 1, not NotFoundError's 2: the command was well formed, the database
    just holds no such principal (a typo or an already offboarded name)."""

    exit_code = 1


class PrincipalExistsError(UsageError):
    """A new principal was given a name already taken (HTTP 409)."""

    code = "conflict"


class ProviderError(TetherError):
    """A model provider failed (timeout, HTTP error, cut stream, oversize); ``reason`` says how."""

    code = "provider-failed"

    def __init__(self, reason: ProviderFailure, detail: str = "") -> None:
        self.reason: ProviderFailure = reason
        self.detail = detail
        super().__init__(f"{reason}: {detail}" if detail else reason)


class ExtractionError(TetherError):
    """An answer check's extraction could not be read; the check fails open (seed 001)."""

    code = "extraction-failed"

    def __init__(self, reason: ExtractionFailure, detail: str = "") -> None:
        self.reason: ExtractionFailure = reason
        self.detail = detail
        super().__init__(f"{reason}: {detail}" if detail else reason)


class ExtractionTimeout(ExtractionError):
    """The extractor gave no answer within its time limit."""

    def __init__(self, detail: str = "") -> None:
        super().__init__("timeout", detail)


class FrontMatterError(UsageError):
    """A record's front matter is not the plain YAML the corpus format allows; named after
    its top-level field when it has one. Reported as one of a ``CorpusError``'s problems."""

    code = "front-matter-invalid"
    exit_code = 1

    def __init__(self, message: str, field: str = "front matter") -> None:
        self.field = field
        super().__init__(message)


class ArchiveError(UsageError):
    """An uploaded corpus archive was refused; ``problems`` holds one ``path: field: reason``
    line each, ``too_large`` when a size limit was the reason (HTTP 413, else 422)."""

    code = "archive-invalid"

    def __init__(self, problems: list[str], *, too_large: bool = False) -> None:
        super().__init__("; ".join(problems))
        self.problems = problems
        self.too_large = too_large


class ApiError(TetherError):
    """An error with its HTTP status and stable code (CONTRACTS), raised by routes and
    dependencies of the HTTP service and rendered as ``{"error": {"code", "message", …}}``."""

    code = "api-error"

    def __init__(self, status: int, code: str, message: str, *, field: str | None = None,
                 problems: list[str] | None = None, headers: dict[str, str] | None = None) -> None:
        super().__init__(message)
        self.status, self.code, self.message = status, code, message
        self.field, self.problems, self.headers = field, problems, headers
