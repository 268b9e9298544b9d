"""A condition turned round: "if" for "unless", «имеет» for «не имеет» (tether.checks.condition_flip)."""

from __future__ import annotations

import pytest
from one_fragment import checks_of

GYM = ("The monthly membership costs 35 EUR. A late payment incurs a fee of 5 EUR unless the member has set up a "
       "direct debit.")
VOZVRAT = ("Покупатель оплачивает обратную доставку, если товар не имеет недостатков. Деньги возвращаются "
           "в течение 10 дней.")


@pytest.mark.parametrize(("text", "answer"), [
    (GYM, "A late payment incurs a fee of 5 EUR if the member has set up a direct debit."),  # a red-team, p15
    (GYM, "A late payment incurs a fee of 5 EUR only if the member has set up a direct debit."),  # x03
    (VOZVRAT, "Покупатель оплачивает обратную доставку, если товар имеет недостатки."),  # p59
])
def test_a_condition_turned_round_is_unsupported(text: str, answer: str) -> None:
    assert "unsupported-claim" in checks_of(text, answer)


@pytest.mark.parametrize(("text", "answer"), [
    (GYM, "A late payment incurs a fee of 5 EUR unless the member has set up a direct debit."),
    # the rule from its other side: both the condition and the main clause turned
    (GYM, "If the member has set up a direct debit, no late payment fee is incurred."),
    (VOZVRAT, "Если у товара нет недостатков, обратную доставку оплачивает покупатель."),
    (VOZVRAT, "Если товар не имеет недостатков, покупатель сам оплачивает обратную доставку."),
])
def test_the_condition_as_the_source_states_it_passes(text: str, answer: str) -> None:
    assert "unsupported-claim" not in checks_of(text, answer)


@pytest.mark.parametrize("answer", [
    "Сдать помещение в субаренду арендатор может только с письменного согласия арендодателя.",
    # «лишь» is «только» (a red-team: p81, x31)
    "Сдать помещение в субаренду арендатор может лишь с письменного согласия арендодателя.",
    "Арендатор может сдать помещение в субаренду лишь с письменного согласия арендодателя.",
])
def test_only_with_consent_restates_not_without_it(answer: str) -> None:
    text = "Арендатор не вправе сдавать помещение в субаренду без письменного согласия арендодателя."
    assert "unsupported-claim" not in checks_of(text, answer)
