"""One exception hierarchy. Every message says what went wrong and what to do.

Messages never carry the text of a source record: a record the reader may not
read must not leak through an error either.
"""

from __future__ import annotations


class TetherError(Exception):
    """Base of every error Tether raises on purpose."""

    exit_code = 1


class UsageError(TetherError):
    """The caller asked for something malformed (bad option, bad input file)."""

    exit_code = 2


class CorpusError(UsageError):
    """A corpus failed validation. Nothing was loaded.

    ``problems`` holds one ``path: field: reason`` line per problem.
    """

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


class StoreBusyError(StoreError):
    """Another writer holds the database: the caller asked not to wait, or waited its limit."""

    code = "store-busy"


class StoreFullError(StoreError):
    """The database cannot grow: the disk (or a configured size limit) is full."""

    code = "store-full"


class NotFoundError(TetherError):
    """A named object (interaction, draft, principal) does not exist."""

    exit_code = 2


class UnknownPrincipalError(NotFoundError):
    """Key management named a principal that does not exist (CLI exit 1, HTTP 404).

    Exit 1, not NotFoundError's 2: the command was well formed, the database
    just holds no such principal (a typo or an already offboarded name)."""

    exit_code = 1


class PrincipalExistsError(UsageError):
    """A new principal was given a name already taken (HTTP 409)."""


class ProviderError(TetherError):
    """A model provider failed (timeout, HTTP error, cut stream, oversize)."""

    def __init__(self, reason: str, detail: str = "") -> None:
        self.reason = reason
        self.detail = detail
        super().__init__(f"{reason}: {detail}" if detail else reason)
