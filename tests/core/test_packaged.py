"""A package asked for by its count (tether.packaged): "a pass of 10 classes" is not answered by the
section pricing passes of 3 and 5 (unseen57 dev u57C-035, u57K-034); one counting none answers."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import record, write_corpus
from tests.linear import grows_linearly
from tether.packaged import count_asked, states_other_counts, states_the_count


@pytest.mark.parametrize(("question", "asked"), [
    ("How much is a pass of 10 classes in New Zealand?", (10, "class")),
    ("How much is a 10-class pass?", (10, "class")),
    ("Сколько стоит абонемент на 20 заездов в России?", (20, "заезд")),
    ("Сколько стоит курс из 8 занятий?", (8, "заняти")),
    ("I booked 3 classes. Can I cancel one?", None),  # the reader's own count, no package's
    ("How much is a pass?", None),
])
def test_the_count_asked(question: str, asked: tuple[int, str] | None) -> None:
    found = count_asked(question)
    assert (found[0] if found else None) == (asked[0] if asked else None)


THREE_AND_FIVE = ("A pass of 3 hands-on classes costs A$450 in Australia or NZ$480 in New Zealand, and a pass of 5 "
                  "costs A$720 or NZ$770.")
FIVE_AND_TEN = "Абонемент на 5 заездов стоит 6 500 ₽ в России или 30 000 драмов в Армении, на 10 заездов — 12 000 ₽."


@pytest.mark.parametrize(("text", "asked", "other", "same"), [
    (THREE_AND_FIVE, (10, "class"), True, False),
    (THREE_AND_FIVE, (5, "class"), False, True),
    (FIVE_AND_TEN, (20, "заезд"), True, False),
    (FIVE_AND_TEN, (10, "заезд"), False, True),
    ("A pass is valid for 12 months from the day it is bought.", (10, "class"), False, False),  # a general rule
])
def test_the_counts_a_section_states(text: str, asked: tuple[int, str], other: bool, same: bool) -> None:
    assert states_other_counts(text, asked) is other
    assert states_the_count(text, asked) is same


def test_reading_counts_is_linear() -> None:
    assert grows_linearly(lambda n: "a pass of 3 classes, " * n,
                          lambda given: states_other_counts(given, (10, "class")), small=200, growth=8)


def test_a_pass_of_another_count_does_not_answer(cli, tmp_path: Path) -> None:
    corpus = write_corpus(tmp_path / "c", {
        "passes.md": record("passes", "## Passes {#passes}\nA pass of 3 classes costs A$450, and a pass of 5 costs "
                                      "A$720.\n\n## Expiry {#expiry}\nA pass is valid for 12 months.\n"),
    })

    def ask(question: str) -> dict:  # type: ignore[type-arg]
        return cli("ask", question, "--corpus", str(corpus), "--now", "2027-05-12T10:00:00Z", "--json").json()

    assert ask("How much is a pass of 10 classes?")["status"] == "stopped"
    d = ask("How much is a pass of 5 classes?")
    assert d["status"] == "completed" and d["answer"]["documentationCitations"] == ["passes#passes"], d
