"""A rate's period read past the place its sum is for, and a season as a period (issue 11,
unsupported-claim; unseen38 dev u38-en-043, u38-ru-043, read after its blind arrival)."""

from __future__ import annotations

import pytest
from one_fragment import checks_of as _checks

from tether.checks.sides import period_of
from tether.figures import find_mentions

LATE = ("Rent is due by the 3rd of each month. A late payment costs EUR 20 in Portugal or GBP 15 in the United "
        "Kingdom for each week of delay.")
SKIS = "Лыжи храним между сезонами: 3 000 руб. за сезон в Москве, 15 000 KZT за сезон в Алматы."


@pytest.mark.parametrize(("text", "expected"), [
    (LATE, ["week", "week"]),
    ("Parking costs €4 in Lisbon per hour.", ["hour"]),
    (SKIS, ["season", "season"]),
    # a place not followed by a period, and a per-unit rate, are no period
    ("A berth costs €22 per metre in Ireland or £19 per metre in the United Kingdom.", [None, None]),
])
def test_a_sums_period_past_its_place(text: str, expected: list[str | None]) -> None:
    assert [period_of(text, m) for m in find_mentions(text) if m.kind == "money"] == expected


@pytest.mark.parametrize(("text", "answer", "fails"), [
    (LATE, "In Portugal a late payment costs EUR 20 for each day of delay.", True),
    (LATE, "In Portugal a late payment costs EUR 20 for each week of delay.", False),
    (LATE, "In the United Kingdom it is GBP 15 a week of delay.", False),
    (SKIS, "Хранение лыж в Москве стоит 3 000 руб. в месяц.", True),
    (SKIS, "Хранение лыж в Москве стоит 3 000 руб. за сезон.", False),
])
def test_a_changed_period_is_unsupported(text: str, answer: str, fails: bool) -> None:
    assert ("unsupported-claim" in _checks(text, answer, "How much?")) is fails
