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


@pytest.mark.parametrize(("text", "side"), [
    ("Детям кровь на дому берём с 1 года", "lower"),
    ("в бассейн пускают с 14 лет", "lower"),
    ("детям до 1 года кровь на дому не берут", "upper"),
    ("с 3 часов ночи склад закрыт", None),
])
def test_an_age_from_which_a_rule_holds(text: str, side: str | None) -> None:
    """«с 1 года» is an age from which a rule holds, «до 1 года» one under which (unseen48 dev
    u48-ru-033: «берём с 1 года» answered «берут только до 1 года» passed); «с» before hours is
    the clock's, not an age."""
    assert _side(text) == side


def test_an_age_from_turned_into_an_age_under_fails() -> None:
    from one_fragment import checks_of

    source = "Детям кровь на дому берём с 1 года и только в присутствии одного из родителей."
    asked = "Детям какого возраста берут кровь на дому?"
    assert "unsupported-claim" in checks_of(source, "Детям кровь на дому берут только до 1 года.", asked)
    assert checks_of(source, "Детям кровь на дому берут с 1 года, в присутствии одного из родителей.", asked) == []
