"""Builders shared by the provider tests (imported by module name)."""

from __future__ import annotations

from tether.request import Limits, ModelProfile, ModelRequest, StructuredOutput, build_messages
from tether.verify.models import ContextFragment, VerifyContext

QUESTION = "What is the registration fee in Germany?"
CONTEXT = VerifyContext(
    fragments=[
        ContextFragment(
            id="fees-de#registration",
            document_id="fees-de",
            jurisdiction="DE",
            text="The registration fee is 1 250 EUR. It is payable within 30 days of filing.",
        )
    ]
)


def make_request(
    *,
    question: str = QUESTION,
    marker: str = "",
    provider: str = "openai",
    structured: StructuredOutput = "json_schema",
    timeout_s: float = 5.0,
    max_output_bytes: int = 32_768,
    max_tokens: int = 200,
) -> ModelRequest:
    """A small request; ``marker`` (e.g. "FAULT=cut") ends the user message."""
    messages = build_messages(question, CONTEXT, marker or None)
    return ModelRequest(
        profile=ModelProfile(
            provider=provider,
            model="fake",
            structured_output=structured,
            max_output_tokens=max_tokens,
        ),
        messages=messages,
        context=CONTEXT,
        limits=Limits(timeout_s=timeout_s, max_output_bytes=max_output_bytes),
        question=question,
    )
