"""One case's rule said of every case, where the cited sentence gives "the rest" another rule
(issue 11; tether.checks.the_rest)."""

from __future__ import annotations

import pytest
from one_fragment import checks_of

from tether.checks.the_rest import MAX_CASE_WORDS

VASE = "К свадебному букету ваза даётся бесплатно, к остальным её можно купить за 600 ₽."
DELIVERY = "Delivery inside the ring road is free; to all other addresses it costs 450 ₽."
FARES = "Children under 5 travel free, others pay half the adult fare."
BOXES = "Для постоянных клиентов хранение коробок бесплатное, а для остальных стоит 300 ₽ в месяц."


@pytest.mark.parametrize(("text", "answer", "question"), [
    (VASE, "Да, ваза к букету даётся бесплатно, докупать её не нужно.", "Ваза к букету бесплатная?"),
    (DELIVERY, "Yes, delivery is free.", "Is delivery free?"),
    (FARES, "Children travel free.", "Do children pay?"),
    (BOXES, "Хранение коробок бесплатное.", "Сколько стоит хранение коробок?"),
])
def test_the_cases_rule_said_of_every_case_is_unsupported(text: str, answer: str, question: str) -> None:
    assert "unsupported-claim" in checks_of(text, answer, question)


@pytest.mark.parametrize(("text", "answer", "question"), [
    (VASE, "Да, к свадебному букету ваза даётся бесплатно.", "Ваза к букету бесплатная?"),
    (VASE, "Да, ваза даётся бесплатно.", "Ваза к свадебному букету бесплатная?"),  # the question names it
    (DELIVERY, "Yes, delivery inside the ring road is free.", "Is delivery free?"),
    (DELIVERY, "Yes, it is free.", "Is delivery inside the ring road free?"),
    (FARES, "Children under 5 travel free.", "Do children pay?"),
    (FARES, "No, children travel free.", "My son is 3. Does he pay?"),  # the reader's figure names the case
    (FARES, "Children under five travel free.", "Do children pay?"),  # its number in words (a red-team)
    (BOXES, "Для постоянных клиентов хранение коробок бесплатное.", "Сколько стоит хранение коробок?"),
    (BOXES, "Хранение коробок для остальных стоит 300 ₽ в месяц.", "Сколько стоит хранение коробок?"),
    # no "rest" in the sentence: a rule left unqualified is another reader's
    ("Wedding bouquets come with a free vase.", "Wedding bouquets come with a free vase.", "Is the vase free?"),
])
def test_the_case_named_or_no_rest_passes(text: str, answer: str, question: str) -> None:
    assert "unsupported-claim" not in checks_of(text, answer, question)


def test_a_claim_that_leaves_out_more_than_a_case_is_not_read_so() -> None:
    text = "Members who book online before noon on weekdays get free towels, all others pay 3 EUR."
    assert MAX_CASE_WORDS < 4  # book, online, noon, weekdays
    assert "unsupported-claim" not in checks_of(text, "Members get free towels.", "Are towels free for members?")
