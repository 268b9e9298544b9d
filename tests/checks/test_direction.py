"""A period counted the other way from its event: "within 5 working days after" for "at least 5
working days before" (issue 11, unsupported-claim; unseen21 dev u21-ru-042)."""

from __future__ import annotations

import pytest
from one_fragment import checks_of as _checks

from tether.checks.direction import direction
from tether.figures import find_mentions

REMONT = ("Собственник сообщает управляющей компании о начале ремонта не позднее чем за 5 рабочих дней и размещает в "
          "подъезде объявление со сроками работ и телефоном для связи. Шумные работы в одной квартире ведутся не "
          "дольше 3 месяцев.")
WORKS = ("The owner tells the management company about the works no later than 5 working days before they start. "
         "Noisy works may last no longer than 3 months.")
PRICES = ("We give you at least 30 days' notice of any price change. After a notice of a price increase you may "
          "switch within 30 days of the notice without an exit fee.")


@pytest.mark.parametrize(("text", "expected"), [
    ("не позднее чем за 5 рабочих дней", "before"),
    ("за 5 рабочих дней до его начала", "before"),
    ("at least 30 days' notice", "before"),
    ("48 hours in advance", "before"),
    ("в течение 5 рабочих дней после его начала", "after"),
    ("через 5 рабочих дней", "after"),
    ("within 72 hours of its start", None),  # before the start, or after it
    ("5 working days after the works start", "after"),
    ("за 5 рабочих дней", None),  # also "in 5 working days": «рассмотрят за 5 рабочих дней»
    ("within 5 working days", None),
])
def test_a_periods_direction_is_read_only_where_explicit(text: str, expected: str | None) -> None:
    period = next(m for m in find_mentions(text) if m.kind == "duration")
    assert direction(text, period) == expected


@pytest.mark.parametrize(("text", "answer"), [
    (REMONT, "О начале ремонта сообщите управляющей компании в течение 5 рабочих дней после его начала и повесьте "
             "объявление в подъезде."),
    (WORKS, "Tell the management company about the works within 5 working days after they start."),
])
def test_a_lead_time_counted_after_the_event_is_unsupported(text: str, answer: str) -> None:
    assert "unsupported-claim" in _checks(text, answer, "When do I tell the company about the works?")


@pytest.mark.parametrize(("text", "answer"), [
    (REMONT, "Сообщите в управляющую компанию о ремонте минимум за 5 рабочих дней до его начала."),
    (WORKS, "Tell the company about the works at least 5 working days in advance."),
    # "30 days' notice" says neither way in words: the claim's "ahead" may be it
    (PRICES, "Price changes are announced at least 30 days ahead, and after a price increase notice you can switch "
             "within 30 days of it without an exit fee."),
])
def test_the_period_counted_its_own_way_passes(text: str, answer: str) -> None:
    assert "unsupported-claim" not in _checks(text, answer, "When?")
