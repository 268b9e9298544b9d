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
    (ПАМЯТКА, "Повторная уборка бесплатна вне зависимости от того, подана ли претензия с фотографиями в течение "
              "24 часов.", "Переделаете уборку бесплатно?"),
    (TOUCH_UP, "One touch-up within 3 months is free, with or without following the aftercare sheet.",
     "Is a touch-up free?"),
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
    # the source waives it itself, or lays it both ways (a review)
    ("The deposit is kept even if the client cancels more than 48 hours ahead.",
     "The deposit is kept regardless of whether the client cancels more than 48 hours ahead.", "Is it refunded?"),
    ("If the item is damaged, we refund it; if the item is not damaged, we also refund it within 14 days.",
     "We refund the item within 14 days whether or not the item is damaged.", "Do you refund it?"),
    ("Уборка стоит 300 ₽ при условии, что площадь до 50 м², и столько же, если площадь больше 50 м².",
     "Уборка стоит 300 ₽ независимо от того, больше ли площадь 50 м².", "Сколько стоит уборка?"),
])
def test_the_condition_as_the_source_lays_it_passes(text: str, answer: str, question: str) -> None:
    assert "unsupported-claim" not in _checks(text, answer, question)


def test_reading_waived_conditions_over_much_material_is_linear() -> None:
    """Answer and material grown together (a review: each claim read every cited sentence)."""
    def make(n: int) -> tuple[str, str]:
        return (" ".join(f"Item {k} is free whether or not sheet {k} was read." for k in range(n)),
                " ".join(f"Item {k} is free if the client read sheet number {k}." for k in range(n)))

    def read(given: tuple[str, str]) -> object:
        claim, material = given
        inp = VerifyInput.model_validate({
            "question": "q", "output": "{}",
            "context": {"fragments": [{"id": "a#b", "documentId": "a", "text": material}]}})
        return waives_a_condition(claim, context_of(inp).cited(["a#b"]))

    assert grows_linearly(make, read, small=40)
