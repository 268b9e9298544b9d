"""A package asked for by its count (tether.packaged): "a pass of 10 classes" is not answered by the
section pricing passes of 3 and 5 (unseen57 dev u57C-035, u57K-034); one counting none answers."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

import pytest

from tests.conftest import record, write_corpus
from tests.linear import grows_linearly
from tether.evidence import _of_the_asked
from tether.packaged import count_asked, states_other_counts, states_the_count


@pytest.mark.parametrize(("question", "asked"), [
    ("How much is a pass of 10 classes in New Zealand?", (10, "class")),
    ("How much is a 10-class pass?", (10, "class")),
    ("Сколько стоит абонемент на 20 заездов в России?", (20, "заезд")),
    ("Сколько стоит курс из 8 занятий?", (8, "заняти")),
    ("I booked 3 classes. Can I cancel one?", None),  # the reader's own count, no package's
    ("How much is a pass?", None),
    ("How much is a pass for 2 people?", None),  # a size in people: tether.sized's
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
    # a price per one and a limit count no package (red-team rt56 G05, XQ1, XQ2, XQ7)
    ("Class passes cost $12 per class, whatever the number of classes.", (10, "class"), False, False),
    ("Up to 2 classes per day can be booked.", (10, "class"), False, False),
    ("Занятие стоит 450 ₽ за 1 занятие.", (8, "заняти"), False, False),
    ("Заезд стоит 1 200 ₽ за заезд; в день не больше 3 заездов.", (20, "заезд"), False, False),
    ("A 5-class pass costs A$700.", (10, "class"), True, False),
    ("Абонементы: 5 занятий — 4 000 ₽, 10 занятий — 7 500 ₽.", (12, "заняти"), True, False),  # rt56 G20
    ("Абонементы: 5 занятий — 4 000 ₽, 10 занятий — 7 500 ₽.", (10, "заняти"), False, True),
    ("Up to 2 classes: book them in the app.", (10, "class"), False, False),
    # a review of session 56: a price for one, a limit, another unit after a package word
    ("A drop-in visit costs $15 for 1 class.", (10, "class"), False, False),
    ("No more than 3 classes: book online.", (10, "class"), False, False),
    ("Абонемент на 3 месяца стоит 9 000 ₽.", (8, "заняти"), False, False),
    ("A pass for 2 people costs $40.", (10, "class"), False, False),
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


def test_a_general_section_above_other_counts_does_not_answer() -> None:
    """The holiday prices («абонементы в эти дни принимаются без доплаты») may rank above the price
    list of passes of 5 and 10; they do not price a pass of 20 (unseen57 dev u57K-034)."""
    holidays, prices = (SimpleNamespace(candidate=SimpleNamespace(fragment_pk=k)) for k in (1, 2))
    texts = {1: "В праздники заезды стоят на 20 % дороже; абонементы принимаются без доплаты.",
             2: "Абонемент на 5 заездов стоит 6 500 ₽, на 10 заездов — 12 000 ₽."}
    asked = (20, "заезд")
    kept = _of_the_asked([holidays, prices], texts, lambda t: states_other_counts(t, asked),
                         lambda t: states_the_count(t, asked), by_any=True)
    assert kept == ()
    asked = (10, "заезд")
    kept = _of_the_asked([holidays, prices], texts, lambda t: states_other_counts(t, asked),
                         lambda t: states_the_count(t, asked), by_any=True)
    assert kept == (holidays, prices)  # no section prices other counts only: each may answer
