"""A claim with a figure is compared, for its negation, with the clause that states its figure,
not with the clause that holds more of its words (tether.checks.claims._its_figures_clause)."""

from __future__ import annotations

import pytest

from tests.verify.verify_helpers import checks_on as checks

DIAGNOSTICS = ("В России диагностика в сервисном центре «Ремтехники» бесплатна, если вы соглашаетесь на ремонт; если "
               "вы от ремонта отказываетесь, диагностика стоит 900 ₽.")
ASKED = "Если я откажусь от ремонта после диагностики в сервисе в Казани, сколько платить?"


@pytest.mark.parametrize(("answer", "fails"), [
    # unseen34 dev u34-ru-030, a correct answer: «в сервисном центре» is the other clause's words
    ("В России при отказе от ремонта диагностика в сервисном центре стоит 900 ₽.", False),
    ("В России при отказе от ремонта диагностика стоит 900 ₽.", False),
    # the free clause, turned, is still compared with the free clause
    ("В России диагностика в сервисном центре платная, если вы соглашаетесь на ремонт.", True),
])
def test_the_figures_clause_is_compared(answer: str, fails: bool) -> None:
    assert ("unsupported-claim" in checks(ASKED, DIAGNOSTICS, answer)) is fails


def test_a_denial_of_another_clause_is_still_compared_with_that_clause() -> None:
    # a review of b5c8475: the claim's "not" is the damage clause's, not the figure's
    source = ("The deposit of 200 EUR is refunded within 14 days of check-out, but it is not refunded if the room is "
              "damaged.")
    answer = "The 200 EUR deposit is not refunded if the room is damaged."
    assert checks("Do I get my deposit back if the room is damaged?", source, answer) == []
