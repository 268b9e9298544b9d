"""Verify an answer citing one fragment: the shape most claim-reading tests need."""

from __future__ import annotations

import json

from tether.verifier import verify_output
from tether.verify.models import VerifyInput


def checks_of(text: str, answer: str, question: str = "What is the rule?") -> list[str]:
    """The check ids ``verify`` reports for ``answer`` citing one fragment holding ``text``."""
    out = json.dumps({"answer": answer, "entityCitations": [], "documentationCitations": ["r#r"], "limitations": []})
    inp = VerifyInput.model_validate({"question": question, "output": out,
                                      "context": {"fragments": [{"id": "r#r", "documentId": "r", "text": text}]}})
    return sorted({v.check for v in verify_output(inp).violations})
