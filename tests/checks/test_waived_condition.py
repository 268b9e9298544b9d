"""A condition the source lays, said not to matter (tether.checks.waived_condition): "… is free, whether or
not the aftercare sheet was followed" against "… is free if the client followed the aftercare sheet"
(unseen54 dev u54-en-035)."""

from __future__ import annotations

import pytest
from one_fragment import checks_of as _checks

from tests.linear import grows_linearly
from tether.checks.claim_sources import context_of
from tether.checks.waived_condition import waives_a_condition
from tether.verify.models import VerifyInput

TOUCH_UP = ("One touch-up within 3 months of the tattoo is free if the client followed the aftercare sheet; "
            "it is booked like any appointment, with no deposit.")
ПАМЯТКА = "Повторная уборка бесплатна при условии, что претензия с фотографиями подана в течение 24 часов."
ANY_AMOUNT = "Delivery is free regardless of the order amount if you live in zone 1."


@pytest.mark.parametrize(("text", "answer", "question"), [
    (TOUCH_UP, "Yes, one touch-up within 3 months of the tattoo is free, whether or not the aftercare sheet was "
               "followed.", "Is a touch-up free?"),
    (TOUCH_UP, "A touch-up within 3 months is free whether you followed the aftercare sheet or not.",
     "Is a touch-up free?"),
    (TOUCH_UP, "One touch-up within 3 months is free regardless of whether the client followed the aftercare sheet.",
     "Is a touch-up free?"),
    (ПАМЯТКА, "Повторная уборка бесплатна независимо от того, подана ли претензия с фотографиями в течение 24 часов.",
     "Переделаете уборку бесплатно?"),
])
def test_a_condition_said_not_to_matter_is_unsupported(text: str, answer: str, question: str) -> None:
    assert "unsupported-claim" in _checks(text, answer, question)


@pytest.mark.parametrize(("text", "answer", "question"), [
    (TOUCH_UP, "Yes, one touch-up within 3 months is free if you followed the aftercare sheet.", "Is a touch-up free?"),
    (TOUCH_UP, "One touch-up within 3 months is free, with no deposit, whether you book it by phone or online.",
     "Is a touch-up free?"),
    (ANY_AMOUNT, "In zone 1 delivery is free regardless of the order amount.", "Is delivery free?"),
    (ПАМЯТКА, "Да, если претензию с фотографиями подали в течение 24 часов, повторная уборка бесплатна.",
     "Переделаете уборку бесплатно?"),
])
def test_the_condition_as_the_source_lays_it_passes(text: str, answer: str, question: str) -> None:
    assert "unsupported-claim" not in _checks(text, answer, question)


def test_reading_waived_conditions_is_linear() -> None:
    def read(claim: str) -> object:
        inp = VerifyInput.model_validate({
            "question": "q", "output": "{}",
            "context": {"fragments": [{"id": "a#b", "documentId": "a", "text": TOUCH_UP}]}})
        return waives_a_condition(claim, context_of(inp).cited(["a#b"]))

    assert grows_linearly(lambda n: "It is free whether or not the sheet was read " * n + "x.", read, small=50)
