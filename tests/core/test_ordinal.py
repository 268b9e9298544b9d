"""A thing asked for by its place in a series (tether.ordinal): "a puppy's second visit" is not
answered by the section that limits the first visit (unseen58 dev u58G-037); one naming no place
states a general rule and answers."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import record, write_corpus
from tests.linear import grows_linearly
from tether.ordinal import ordinal_asked, states_other_places, states_the_place


@pytest.mark.parametrize(("question", "asked"), [
    ("How long does a puppy's second visit last?", (2, "visit")),
    ("Сколько стоит второе занятие?", (2, "занят")),
    ("What does the first grooming visit include?", (1, "groom")),
    ("Is this the first time?", None),  # a time, no thing
    ("Can I buy a second-hand kart?", None),  # a hyphen joins it into another word
    ("How much is a visit?", None),
])
def test_the_place_asked(question: str, asked: tuple[int, str] | None) -> None:
    assert ordinal_asked(question) == asked


PUPPIES = ("A puppy can have its first groom from 12 weeks of age, after its second round of vaccinations. A puppy's "
           "first visit is a bath and tidy only and lasts no more than 1 hour.")


@pytest.mark.parametrize(("text", "asked", "other", "same"), [
    (PUPPIES, (2, "visit"), True, False),  # "second round" is no second visit
    (PUPPIES, (1, "visit"), False, True),
    ("Первое занятие бесплатное, второе занятие стоит 900 ₽.", (2, "занят"), False, True),
    ("Первое занятие бесплатное.", (3, "занят"), True, False),
    ("A visit lasts up to 2 hours.", (2, "visit"), False, False),  # a general rule
])
def test_the_places_a_section_names(text: str, asked: tuple[int, str], other: bool, same: bool) -> None:
    assert states_other_places(text, asked) is other
    assert states_the_place(text, asked) is same


def test_reading_places_is_linear() -> None:
    assert grows_linearly(lambda n: "the first visit, " * n, lambda text: states_other_places(text, (2, "visit")),
                          small=200, growth=8)


def test_another_place_in_the_series_does_not_answer(cli, tmp_path: Path) -> None:
    corpus = write_corpus(tmp_path / "c", {
        "puppies.md": record("puppies", "## Puppies {#puppies}\n" + PUPPIES + "\n\n## Visits {#visits}\nA full groom "
                                        "takes 2 to 3 hours.\n"),
    })

    def ask(question: str) -> dict:  # type: ignore[type-arg]
        return cli("ask", question, "--corpus", str(corpus), "--now", "2027-05-12T10:00:00Z", "--json").json()

    assert ask("How long does a puppy's second visit last?")["status"] == "stopped"
    d = ask("How long does a puppy's first visit last?")
    assert d["status"] == "completed" and d["answer"]["documentationCitations"] == ["puppies#puppies"], d


@pytest.mark.parametrize(("question", "asked"), [
    ("Сколько стоит занятие во второй раз?", None),  # «раз» is no thing (a review of session 57)
    ("Is there a 30 second grace period?", None),  # a unit after a number
    ("Сколько стоит 2-е занятие?", (2, "занят")),
    ("What happens first when I arrive?", None),
])
def test_what_names_no_place_in_a_series(question: str, asked: tuple[int, str] | None) -> None:
    assert ordinal_asked(question) == asked


def test_further_visits_name_the_second() -> None:
    text = "A puppy's first visit costs $50; further visits cost $40."
    assert states_the_place(text, (2, "visit")) and not states_other_places(text, (2, "visit"))
    assert states_other_places("Первое занятие бесплатно.", (2, "занят"))
    assert not states_other_places("Первое занятие бесплатно, последующие занятия — 900 ₽.", (2, "занят"))
