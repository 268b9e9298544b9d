"""Working days or calendar days (tether.checks.day_kind): a period's kind of day turned, with no
figure of days to compare, fails; the same kind in other words passes (issue 11)."""

from __future__ import annotations

import pytest
from one_fragment import checks_of as _checks

PENALTY = ("Если мы по своей вине нарушили срок этапа, мы платим 0,1 % стоимости этапа за каждый календарный день "
           "просрочки, но не больше 10 % стоимости этапа.")
REFUNDS = "Fee refunds go back to the card you paid with; interest is added for each calendar day of delay."


@pytest.mark.parametrize(("text", "answer"), [
    (PENALTY, "Мы платим 0,1 % стоимости этапа за каждый рабочий день просрочки, но не больше 10 % стоимости этапа."),
    (REFUNDS, "Interest is added for each business day of delay."),
    ("Interest accrues for every working day of delay.", "Interest accrues for every calendar day of delay."),
])
def test_the_other_kind_of_day_is_unsupported(text: str, answer: str) -> None:
    assert "unsupported-claim" in _checks(text, answer, "How is the delay paid for?")


@pytest.mark.parametrize(("text", "answer"), [
    (PENALTY, "За каждый календарный день просрочки этапа мы платим 0,1 % его стоимости, но не больше 10 %."),
    (REFUNDS, "Interest is added for every calendar day of delay."),
])
def test_the_same_kind_of_day_passes(text: str, answer: str) -> None:
    assert "unsupported-claim" not in _checks(text, answer, "How is the delay paid for?")
