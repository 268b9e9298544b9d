"""A thing asked for by its size in people (tether.sized): «кабинет на 8 человек» is not answered
by the office for 4 (unseen31 dev u31K-040); a range, an "up to" or a record naming no size answers."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import record, write_corpus
from tests.linear import grows_linearly
from tether.sized import size_asked, states_another_size


@pytest.mark.parametrize(("question", "size"), [
    ("Сколько стоит кабинет на 8 человек в Ташкенте?", 8),
    ("How much is a meeting room for 12 people?", 12),
    ("How much is an 8-person office?", 8),
    ("Нас 10 человек, можно забронировать стол?", None),  # the reader's party, not a thing's size
    ("If we are 9 people on a hut tour, do we get a second guide?", None),  # unseen34 dev u34A-003
    ("Do you rent a 6 seater van?", 6),
    ("How much is a meeting room?", None),
])
def test_the_size_asked(question: str, size: int | None) -> None:
    assert size_asked(question) == size


@pytest.mark.parametrize(("text", "other"), [
    ("Кабинет на 4 человека в Ташкенте стоит 7 500 000 сум в месяц.", True),
    ("Переговорная на 6 человек стоит 1 500 ₽, на 12 человек — 2 800 ₽.", True),
    ("Кабинеты на 8 человек стоят 90 000 ₽.", False),
    ("Кабинеты от 2 до 10 человек сдаются помесячно.", False),
    ("A meeting room for up to 12 people costs £40 an hour.", False),
    ("Rooms for 6–10 guests cost £60.", False),
    ("A group of 6 to 16 guests gets a second guide.", False),  # a range in words (unseen34 dev u34A-003)
    ("Залы от 10 до 20 человек сдаются по часам.", True),  # a range bounds itself: «от» is no "from 10"
    ("Groups of more than 6 people book two tours.", False),
    ("Groups of more than 8 people book two tours.", True),  # "more than 8" leaves 8 out (a review of ead260f)
    ("A private office costs £900 a month.", False),  # no size: a general rule
])
def test_another_size_stated(text: str, other: bool) -> None:
    assert states_another_size(text, 8) is other


def test_reading_sizes_is_linear() -> None:
    assert grows_linearly(lambda n: ("8" + " " * 50) * n, lambda given: states_another_size(given, 8),
                          small=200, growth=8)


def test_an_office_for_another_size_does_not_answer(cli, tmp_path: Path) -> None:
    corpus = write_corpus(tmp_path / "c", {
        "uz.md": record("tarify-uz", "## Кабинеты {#kabinety}\nКабинет на 4 человека в Ташкенте стоит 7 500 000 сум "
                                     "в месяц.\n"),
        "ru.md": record("tarify-ru", "## Кабинеты {#kabinety}\nКабинет на 8 человек в Москве стоит 150 000 ₽ в "
                                     "месяц.\n"),
        "park.md": record("parkovka", "## Парковка {#parkovka}\nПарковка для резидентов бесплатна.\n"),
    })

    def ask(question: str) -> dict:  # type: ignore[type-arg]
        return cli("ask", question, "--corpus", str(corpus), "--now", "2027-05-12T10:00:00Z", "--json").json()

    assert ask("Сколько стоит кабинет на 8 человек в Ташкенте?")["status"] == "stopped"
    d = ask("Сколько стоит кабинет на 4 человека в Ташкенте?")
    assert d["status"] == "completed" and d["answer"]["documentationCitations"] == ["tarify-uz#kabinety"], d
    d = ask("Сколько стоит кабинет на 8 человек в Москве?")
    assert d["status"] == "completed" and d["answer"]["documentationCitations"] == ["tarify-ru#kabinety"], d
