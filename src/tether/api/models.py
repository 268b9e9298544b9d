"""Request and response bodies of Tether's own routes (camelCase on the wire)."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import Annotated, Any, Literal

from pydantic import AfterValidator, AwareDatetime, BaseModel, ConfigDict, Field, field_validator
from pydantic.alias_generators import to_camel

from ..errors import InputError
from ..inputs import MAX_QUESTION_CHARS, check_corpus_key, check_question


def _as_value_error(check: Callable[[str], str]) -> Callable[[str], str]:
    """A tether.inputs check as a pydantic validator: its reason, located by pydantic."""
    def validate(value: str) -> str:
        try:
            return check(value)
        except InputError as exc:
            raise ValueError(exc.reason) from None
    return validate


# The request fields checked by tether.inputs, the same rules as the CLI and the library.
Question = Annotated[str, Field(min_length=1), AfterValidator(_as_value_error(check_question))]
CorpusKey = Annotated[str, AfterValidator(_as_value_error(check_corpus_key))]


class ApiModel(BaseModel):
    """camelCase aliases, unknown keys refused: a typo must not be silently ignored."""

    model_config = ConfigDict(alias_generator=to_camel, populate_by_name=True, extra="forbid")


class InteractionOptions(ApiModel):
    provider: str = Field("template", description="A configured provider: template, scripted, openai, local.")
    now: AwareDatetime | None = Field(None, description="Pin the retrieval time (ISO 8601 with offset).")
    corpus: CorpusKey | None = Field(None, description="Answer from this corpus only (the key used at POST "
                                     "/v1/sources): up to 128 characters of A-Z a-z 0-9 . _ -.")


class InteractionRequest(ApiModel):
    """A question. There is no ``labels`` field: the gate uses the API key's principal."""

    question: Question = Field(description=f"At most {MAX_QUESTION_CHARS} characters.")
    options: InteractionOptions = InteractionOptions()


class InteractionDiagnostics(ApiModel):
    """GET /v1/interactions/{id}: what was decided and why (`tether interactions show`)."""

    model_config = ConfigDict(extra="allow")

    interaction_id: str
    status: Literal["completed", "stopped", "failed"]
    question: str
    principal: str | None
    labels: list[str]
    provider: str
    plan_version: str
    plan: dict[str, Any]
    snapshot: dict[str, Any] | None
    decision: dict[str, Any] | None
    violations: list[dict[str, Any]]
    provenance: list[dict[str, Any]]
    context_records: list[dict[str, Any]] | None = Field(
        default=None, description="The record versions the model was shown; reading this interaction "
                                  "needs the labels of every one of them.")
    checks: list[Any]
    diagnostics: dict[str, Any]
    message: dict[str, Any] | None = Field(description="The stored assistant message; only when completed.")
    answer: dict[str, Any] | None = Field(
        default=None, description="The answer as delivered to the reader: null while a held answer awaits "
                                  "review (TETHER_REVIEW=hold) and once a rejection made it a stop.")
    review: dict[str, Any] | None = Field(
        default=None, description="Where the answer's review stands: status (requires-human-verification, "
                                  "awaiting-review, approved, rejected), draftId, mode, reviewer, reason, decidedAt.")
    model_request: dict[str, Any] | None
    created_at: datetime
    finished_at: datetime | None


class IngestResult(ApiModel):
    corpus: str
    added: list[str]
    updated: list[str]
    unchanged: list[str]
    retired: list[str]


class ReviewAnswers(ApiModel):
    """Seed 003's four questions, each yes / no / unknown (unknown unless answered)."""

    version: Literal["yes", "no", "unknown"] = "unknown"
    anchor: Literal["yes", "no", "unknown"] = "unknown"
    neighbours: Literal["yes", "no", "unknown"] = "unknown"
    policy: Literal["yes", "no", "unknown"] = "unknown"


class ApproveBody(ApiModel):
    questions: ReviewAnswers = Field(default_factory=ReviewAnswers,
                                     description="All four must be yes, for every citation, to approve.")
    limitation: str | None = Field(None, max_length=2000, description="The limitation the answer is accepted with.")
    residual_risk_owner: str | None = Field(None, max_length=256, description="Default: the cited record's owner.")
    reopened: bool = Field(False, description="You opened the current version of a stale draft's sources.")


class RejectBody(ApiModel):
    reason: str = Field(min_length=1, max_length=2000, description="Why the draft is rejected.")
    questions: ReviewAnswers = Field(default_factory=ReviewAnswers)
    residual_risk_owner: str | None = Field(None, max_length=256, description="Who the stop is routed to.")

    @field_validator("reason")
    @classmethod
    def _not_blank(cls, value: str) -> str:
        if not value.strip():
            raise ValueError("say why the draft is rejected")
        return value


class Health(ApiModel):
    status: Literal["ok"] = "ok"


class SseEvent(ApiModel):
    """The JSON in each SSE ``data:`` line; the SSE ``event:`` field repeats ``type``."""

    type: Literal["status", "content_delta", "completed", "failed", "stopped"]
    interaction_id: str
    data: dict[str, Any] = Field(description="status: {stage}; content_delta: {text}; terminal: the "
                                             "`tether ask --json` object")
