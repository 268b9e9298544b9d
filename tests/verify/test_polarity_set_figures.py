"""Figures the black-box polarity set (evalsets/polarity, session 22) found misread: a sum before a
duration word; and a capitalised bound hyphenated to an age, which stays an identifier."""

from __future__ import annotations

import pytest

from tests.verify.verify_helpers import checks_citing_all
from tether.figures import find_mentions


@pytest.mark.parametrize(("text", "fact"), [
    ("Each guest pays an €8 day fee.", ("money", "8", "EUR")),
    ("A £5 day ticket covers the zoo.", ("money", "5", "GBP")),
    ("A 2-day pass costs €8.", ("duration", "2", "days")),  # a duration still, with no sum before it
])
def test_a_sum_before_a_duration_word_is_a_sum(text: str, fact: tuple[str, str, str]) -> None:
    assert find_mentions(text)[0].as_fact() == fact


def test_a_capitalised_bound_hyphenated_to_an_age_stays_an_identifier() -> None:
    """"Under-65s" against "Over-65s" is caught only as an identifier the material lacks: read as the
    number 65 it passed, the bound readers not reading a bound hyphenated to its figure (a
    red-team of session 22). "under-18s" in lower case is a compound modifier, read as 18."""
    [under] = find_mentions("Under-65s travel free.")
    assert under.kind == "identifier" and not under.readings


def _checks(fragment: str, question: str, answer: str) -> list[str]:
    return checks_citing_all([("gym#rules", fragment)], answer, question)


def test_faithful_answers_with_such_figures_pass() -> None:
    rules = ("Sauna users must be 18 or over. Members can bring at most 2 guests per visit. Each guest pays a "
             "day fee of €8.")
    assert "unsupported-number" in _checks(rules, "Who travels free?", "Under-18s aren't admitted to the sauna, "
                                                                      "and Over-65s pay nothing.")
    assert _checks(rules, "What does a guest pay?", "Each guest pays an €8 day fee.") == []
    # the sum is still compared: another amount is not stated
    assert "unsupported-number" in _checks(rules, "What does a guest pay?", "Each guest pays an €9 day fee.")
