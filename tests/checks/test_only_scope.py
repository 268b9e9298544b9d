"""An "only" that restricts to a thing no cited sentence names (tether.checks.only_scope)."""

from __future__ import annotations

import pytest
from one_fragment import checks_of

EXCESS = ("Every kilogram over the allowance costs S$5 from Singapore and RM15 from Malaysia. Excess baggage is paid "
          "at the check-in counter.")
RECEIVERS = "Assistive listening receivers are lent free of charge against a photo ID left at the guest services desk."
FARES = ("Passengers aged 65 or over receive a 30 % reduction on second-class tickets; the reduction does not apply "
         "to first-class tickets.")
PEREHOD = ("Перейти в другую группу того же уровня можно бесплатно, если в ней есть свободное место. Переход на "
           "другой уровень возможен только после промежуточного теста и по решению преподавателя.")
LIFTS = ("Scissor lifts and boom lifts are hired only to operators who hold a valid IPAF licence for that category "
         "of machine. We do not hire powered access to first-time operators.")
OTCHETY = "В обслуживание входит сдача отчётности в налоговую и в Социальный фонд на тарифах «Старт» и «Оптима»."


@pytest.mark.parametrize(("text", "answer", "question"), [
    (EXCESS, "Excess baggage is paid at the check-in counter; it can only be paid in cash.", None),  # u26-en-040
    (RECEIVERS, "Receivers are lent free of charge against a photo ID. Only one receiver is lent per ticket.", None),
    (OTCHETY, "Сдача отчётности в Социальный фонд входит только в тариф «Премиум».", None),
    # after / before / «после»: a time restricted to an event no cited sentence names (unseen27 dev u27-ru-038)
    (PEREHOD, "Да, перейти в другую группу того же уровня можно бесплатно, но только после согласования с "
              "преподавателем и родителями.", None),
    (EXCESS, "Excess baggage is paid at the check-in counter, but only after a supervisor's approval.", None),
    # the question's word is no source's: "Yes, only in cash" restricts to what the material never says
    (EXCESS, "Yes, excess baggage is paid at the check-in counter, only in cash.", "Can I pay in cash?"),
    # a preposition and its article: "by the week" restricts to the week (unseen29 dev u29-en-040)
    (LIFTS, "Boom lifts can only be hired by the week.", None),
])
def test_an_only_restricting_to_a_thing_no_cited_sentence_names_is_unsupported(text: str, answer: str,
                                                                                question: str | None) -> None:
    assert "unsupported-claim" in checks_of(text, answer, *([question] if question else []))


@pytest.mark.parametrize(("text", "answer"), [
    (EXCESS, "Excess baggage is paid only at the check-in counter."),
    (FARES, "No. The 30 % reduction for passengers aged 65 or over is given only on second-class tickets."),
    (OTCHETY, "Сдачу отчётности в Социальный фонд включают только тарифы «Старт» и «Оптима»."),
    # what an "only" governs that is no thing: the answer's phrasing, an idiom
    (RECEIVERS, "Receivers are only lent against a photo ID, free of charge."),
    (EXCESS, "Excess baggage is paid at the check-in counter, only in advance of boarding."),
    (PEREHOD, "На другой уровень можно перейти только после промежуточного теста, по решению преподавателя."),
    (LIFTS, "Boom lifts are only hired to operators with a valid IPAF licence for the category of the machine."),
])
def test_an_only_restricting_to_what_the_source_names_passes(text: str, answer: str) -> None:
    assert "unsupported-claim" not in checks_of(text, answer)



INFANTS = ("Children under 3 from Singapore and under 2 from Malaysia travel free on an adult's lap, one such child "
           "per adult.")
PETS = "Pets travel free in the car of a vehicle booking. Dogs, cats and rabbits are accepted."
ALL_PETS = "All pets travel free in the car of a vehicle booking. Dogs, cats and rabbits are accepted."


@pytest.mark.parametrize(("text", "answer", "question", "fires"), [
    # unseen26 dev u26-en-046: twins are no source's
    (INFANTS, "From Malaysia children under 2 travel free on an adult's lap, including twins travelling with a "
              "single adult.", "Do my twins travel free?", True),
    (PETS, "Pets travel free in the car of a vehicle booking, including hamsters.", "What is the rule?", True),
    (PETS, "Pets travel free in the car of a vehicle booking, including rabbits.", "What is the rule?", False),
    # the reader's own case of an "all" the claim states first (as unseen19 holdout u19-ru-002, a
    # correct answer: «во всех категориях, в том числе за одежду»)
    (ALL_PETS, "All pets travel free in the car of a vehicle booking, including hamsters.",
     "Does my hamster travel free in the car?", False),
])
def test_what_an_including_adds_must_be_named_by_a_cited_sentence(text: str, answer: str, question: str,
                                                                   fires: bool) -> None:
    assert ("unsupported-claim" in checks_of(text, answer, question)) is fires
