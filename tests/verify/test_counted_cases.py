"""A case named by a count (tether.verify.counted_cases): «абонемент на 10 заездов» given the
5-ride pass's price from the same sentence (unseen57 dev u57-ru-027, unseen31 dev u31-ru-035)."""

from __future__ import annotations

import pytest

from tests.linear import grows_linearly
from tests.verify.verify_helpers import checks_on
from tether.figures import find_mentions
from tether.verify.counted_cases import of_another_count

PASSES = ("Абонемент на 5 заездов стоит 6 500 ₽ в России или 30 000 драмов в Армении, на 10 заездов — 12 000 ₽ или "
          "55 000 драмов.")
CLASSES = ("A pass for 5 classes costs A$160 in Australia or NZ$170 in New Zealand; for 10 classes it is A$300 or "
           "NZ$320.")
ASKED = "Сколько стоит абонемент на 10 заездов в Армении?"
LOANS = "Undergraduate students may borrow up to 20 items at a time and postgraduate students up to 30 items."


@pytest.mark.parametrize(("text", "question", "answer", "fires"), [
    (PASSES, ASKED, "В Армении абонемент на 10 заездов стоит 30 000 драмов.", True),
    (PASSES, ASKED, "В Армении абонемент на 10 заездов стоит 55 000 драмов.", False),
    (PASSES, "Сколько стоит абонемент на 5 заездов в Армении?", "В Армении абонемент на 5 заездов стоит 30 000 драмов.",
     False),
    (PASSES, "Сколько стоят абонементы в Армении?",
     "В Армении абонемент на 5 заездов стоит 30 000 драмов, на 10 заездов — 55 000 драмов.", False),
    (CLASSES, "How much is a 10-class pass in New Zealand?", "In New Zealand a 10-class pass costs NZ$170.", True),
    (CLASSES, "How much is a 10-class pass in New Zealand?", "In New Zealand a 10-class pass costs NZ$320.", False),
    (LOANS, "Can a postgraduate borrow more than 20 books?",
     "Yes, postgraduate students may borrow up to 30 items at a time, compared with 20 for undergraduates.", False),
], ids=["another-count", "own-count", "own-count-5", "both-counts", "another-count-hyphen", "own-count-hyphen",
        "a-count-is-no-value"])
def test_a_value_of_another_count(text: str, question: str, answer: str, fires: bool) -> None:
    assert ("misattributed-figure" in checks_on(question, text, answer)) is fires


def test_the_parts_are_read_in_linear_time() -> None:
    m = find_mentions("стоит 30 000 драмов")[0]
    parts = lambda n: ["на 5 заездов стоит 30 000 драмов", *(["на 10 заездов — 55 000 драмов"] * n)]  # noqa: E731
    assert grows_linearly(parts, lambda p: of_another_count(p, m, "на 10 заездов стоит 30 000 драмов",
                                                           lambda text, x: "30 000" in text))
