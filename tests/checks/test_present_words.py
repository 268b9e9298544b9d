"""A word a faithful answer adds that no source states: the present set against a year the claim
names, the edition in force ("in 2027 …; *today* the same ticket costs 18 pounds"):
tether.checks.claim_text._THE_PRESENT (unseen41 dev u41-en-004). A wrong edition still fails, and so
does a flip of "part" or "present" ("Partly" and "presently" stem to those); «сегодня» with no year
is a claim of its own (tests/checks/test_unseen40_readings.py)."""

from __future__ import annotations

import pytest

from tests.verify.verify_helpers import checks_citing_all

OLD = ("uk-2027#admission", "In 2027, in the United Kingdom, general admission cost 16 pounds for adults and 8 "
                            "pounds for children aged 5 to 15.")
NOW = ("uk#admission", "In the United Kingdom, general admission costs £18 for adults and £9 for children aged 5 "
                       "to 15.")
JUNIORS = ("rules#juniors", "Juniors may use the gym floor only from 15:00 to 18:00 on weekdays, when an instructor is "
                           "present.")
REFUND = ("rules#send-home", "A student sent home for breaking the rules pays for the journey home, and no part of "
                            "the price is refunded.")


@pytest.mark.parametrize(("fragments", "answer", "fails"), [
    ((OLD, NOW), "In the United Kingdom, an adult paid £16 for general admission in 2027; today the same ticket "
                 "costs 18 pounds.", False),
    ((OLD, NOW), "In the United Kingdom, an adult paid £18 for general admission in 2027; today the same ticket "
                 "costs 16 pounds.", True),
    ((REFUND,), "Yes, the unused part of the price is refunded, but you pay for the journey home.", True),
    ((JUNIORS,), "Juniors can use the gym floor on weekdays from 15:00 to 18:00, when an instructor is not present.",
     True),
    ((OLD, NOW), "In the United Kingdom, adult general admission cost £16 in 2027. Today adult admission costs 18 "
                 "pounds.", False),
], ids=["editions-compared", "editions-swapped", "part-flipped", "present-flipped", "the-year-a-sentence-before"])
def test_words_of_the_present(fragments: tuple[tuple[str, str], ...], answer: str, fails: bool) -> None:
    assert bool(checks_citing_all(list(fragments), answer, "What does it cost?")) is fails


CUT_OFF = "Заказы, оформленные до 14:00, доставляем в тот же день. Доставка стоит 2000 ₽."


@pytest.mark.parametrize("answer", [
    "Да, привезут сегодня. Доставка стоит 2000 ₽.",  # a sum is no year (a review of session 56)
    "Да, привезут сегодня. Мы работаем с 2015 года.",  # a year, but «сегодня» states no figure
])
def test_today_beside_no_edition_is_still_a_claim(answer: str) -> None:
    assert "unsupported-claim" in checks_citing_all([("dostavka#srok", CUT_OFF)], answer,
                                                    "Если закажу в 17:00, привезут сегодня?")
