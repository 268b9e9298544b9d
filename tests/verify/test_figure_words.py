"""Number words that count nothing: "one way" (not a return), «в одну сторону», "no one"."""

from __future__ import annotations

import pytest
from test_country_dollars import checks

from tether.figures import find_mentions


@pytest.mark.parametrize(("text", "figures"), [
    ("costs S$38 one way", ["S$38"]),
    ("a one-way ticket costs RM95", ["RM95"]),
    ("билет в одну сторону стоит 500 ₽", ["500 ₽"]),
    ("no one may board after 18:00", ["18:00"]),
    ("one adult may bring one child", ["one", "one"]),  # counts, still
])
def test_one_way_and_no_one_are_no_counts(text: str, figures: list[str]) -> None:
    """"one way" is the ticket that is not a return (unseen26 dev u26-en-009: read as a count,
    it made a car's "5 metres" look like one fare's value)."""
    assert [m.text for m in find_mentions(text)] == figures


def test_a_length_shared_by_both_fares_is_no_case_value() -> None:
    fares = ("A car up to 5 metres long costs S$180 one way from Singapore and RM450 one way from Malaysia, per "
             "vehicle, driver included.")
    assert checks(fares, "From Malaysia a car up to 5 metres long costs RM450 one way per vehicle.") == []
