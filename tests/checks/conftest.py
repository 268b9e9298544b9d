"""Fixtures for the answer-check tests."""

from __future__ import annotations

from collections.abc import Sequence

import pytest
from answer_check_fixtures import MakeInput, contract_json

from tether.verify.models import VerifyInput


@pytest.fixture
def make_input() -> MakeInput:
    """An input whose output is the contract with ``answer`` citing ``cites``
    (the first fragment by default), or the raw ``output`` as given."""

    def make(
        question: str,
        fragments: Sequence[dict],
        answer: str | None = None,
        cites: Sequence[str] | None = None,
        output: str | None = None,
    ) -> VerifyInput:
        if output is None:
            output = contract_json(
                answer or "", cites if cites is not None else [fragments[0]["id"]]
            )
        return VerifyInput.model_validate(
            {"question": question, "context": {"fragments": list(fragments)}, "output": output}
        )

    return make
