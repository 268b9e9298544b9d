"""Structured logs: one JSON object per line, the request id on every one.

The interaction log line (``tether.interaction``) carries the id, the status, the
stop reasons or failed check ids, the checks that failed open (at warning level), the
time of each stage and the provider —
never the question or the answer unless ``log_text`` is set, because a question
can name what a reader is not cleared for and an answer quotes records. A
provider failure is logged with its reason code only: a provider's detail can
echo the material it was sent.

The request id lives in a context variable set by the service for each request
(``tether.api.request_id``) and copied into the threads that run interactions,
so every line of one request carries it; outside a request it is ``-``.
"""

from __future__ import annotations

import json
import logging
import time
from contextvars import ContextVar
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .interaction import InteractionResult

REQUEST_ID: ContextVar[str] = ContextVar("tether_request_id", default="-")
EXTRA = "tether"  # the key of a record's structured fields (logging's ``extra=``)

interaction_log = logging.getLogger("tether.interaction")
provider_log = logging.getLogger("tether.provider")
check_log = logging.getLogger("tether.checks")


class JsonFormatter(logging.Formatter):
    """``{"ts", "level", "logger", "message", "requestId", …fields}`` on one line."""

    def format(self, record: logging.LogRecord) -> str:
        line: dict[str, Any] = {
            "ts": time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(record.created)) + f".{int(record.msecs):03d}Z",
            "level": record.levelname.lower(),
            "logger": record.name,
            "message": record.getMessage(),
            # Stamped when the line was logged (RequestIdFilter), not when it is written.
            "requestId": getattr(record, "request_id", None) or REQUEST_ID.get(),
        }
        line.update(getattr(record, EXTRA, None) or {})
        if record.exc_info:
            line["exception"] = self.formatException(record.exc_info)
        return json.dumps(line, ensure_ascii=False, default=str)


class RequestIdFilter(logging.Filter):
    """Stamps the current request id on a record (for text formats that name it)."""

    def filter(self, record: logging.LogRecord) -> bool:
        record.request_id = REQUEST_ID.get()
        return True


def log_config(level: str = "info", fmt: str = "json") -> dict[str, Any]:
    """A ``logging.config.dictConfig`` for the service: uvicorn's and Tether's loggers to stderr."""
    formatter = ({"()": "tether.logs.JsonFormatter"} if fmt == "json"
                 else {"format": "%(asctime)s %(levelname)s %(name)s [%(request_id)s] %(message)s"})
    handler = {"class": "logging.StreamHandler", "formatter": "main", "filters": ["request_id"],
               "stream": "ext://sys.stderr"}
    names = ("uvicorn", "uvicorn.error", "tether")  # tether.access replaces uvicorn.access
    return {
        "version": 1, "disable_existing_loggers": False,
        "filters": {"request_id": {"()": "tether.logs.RequestIdFilter"}},
        "formatters": {"main": formatter},
        "handlers": {"main": handler},
        "loggers": {name: {"handlers": ["main"], "level": level.upper(), "propagate": False} for name in names},
    }


def interaction_fields(result: InteractionResult, provider: str, timings: dict[str, float],
                       question: str | None = None) -> dict[str, Any]:
    """The interaction log line's fields; the question and answer only when given ``question``
    (``log_text = true``)."""
    fields: dict[str, Any] = {"interactionId": result.interaction_id, "status": result.status,
                              "provider": provider, "timingsMs": dict(timings)}
    if result.decision is not None:
        fields["stopCode"] = result.decision.code
        fields["stopReasons"] = sorted({r for rejected in result.decision.rejected for r in rejected.reasons})
    if result.violations:
        fields["checks"] = list(dict.fromkeys(v.check for v in result.violations))
    if result.skipped_checks:
        fields["skippedChecks"] = [s.wire() for s in result.skipped_checks]
    if result.error:
        fields["error"] = result.error["reason"]
    if question is not None:
        fields["question"] = question
        if result.answer is not None:
            fields["answer"] = result.answer.answer
    return fields


def log_interaction(fields: dict[str, Any]) -> None:
    # A check that failed open let the answer out unchecked by it: a warning, not routine.
    level = logging.WARNING if fields.get("skippedChecks") else logging.INFO
    interaction_log.log(level, "interaction %s %s", fields.get("interactionId"), fields.get("status"),
                        extra={EXTRA: {"event": "interaction", "requestId": REQUEST_ID.get(), **fields}})


def log_provider_failure(iid: str, provider: str, reason: str) -> None:
    provider_log.warning("provider %s failed: %s", provider, reason,
                        extra={EXTRA: {"event": "provider-failed", "requestId": REQUEST_ID.get(),
                                       "interactionId": iid, "provider": provider, "reason": reason}})


def log_check_skipped(check: str, reason: str) -> None:
    """An answer check failed open outside an interaction (``tether verify``, ``/v1/verify``):
    its id and reason code only, since the rest of a reason can quote what the check read."""
    check_log.warning("check %s did not run (%s): the answer was not checked by it", check, reason,
                      extra={EXTRA: {"event": "check-skipped", "requestId": REQUEST_ID.get(), "check": check,
                                     "reason": reason}})
