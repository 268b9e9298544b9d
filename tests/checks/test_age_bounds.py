"""Ages as bounds in both languages (tether.checks.sides): «не моложе 18 лет» is at least 18 and «не
старше 3 дней» at most 3 days, not their bare words' sides; "younger than" / "no older than" read
the same way (session 41: «не старше» was read as «старше», a lower bound)."""

from __future__ import annotations

import pytest

from tether.checks.sides import side_of
from tether.figures import find_mentions


def _side(text: str) -> str | None:
    return next(side_of(text, m) for m in find_mentions(text) if m.kind != "date")


@pytest.mark.parametrize(("text", "side"), [
    ("принимаются ученики не моложе 18 лет", "lower"),
    ("принимаются ученики не младше 18 лет", "lower"),
    ("принимаются ученики моложе 18 лет", "upper"),
    ("справка должна быть не старше 3 дней", "upper"),
    ("дети старше 12 лет платят полную цену", "lower"),
    ("guests younger than 16 must be accompanied", "upper"),
    ("a certificate no older than 3 months", "upper"),
    ("riders older than 12 may go alone", "lower"),
    ("riders no younger than 12 may go alone", "lower"),
])
def test_an_age_bound_reads_its_side(text: str, side: str) -> None:
    assert _side(text) == side
