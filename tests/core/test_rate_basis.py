"""The unit a price is asked per (tether.rate_basis): "the corkage fee per glass" is not answered by
the section that charges corkage per bottle (unseen57 dev u57C-037); a section naming the unit is."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import record, write_corpus
from tests.linear import grows_linearly
from tether.rate_basis import priced_per


@pytest.mark.parametrize(("question", "unit"), [
    ("What is the corkage fee per glass at Te Aro?", "glass"),
    ("How much is corkage each bottle?", "bottl"),
    ("How much is corkage for a bottle?", "bottl"),
    ("Какой пробковый сбор за бутылку шампанского?", "bottl"),
    ("Сколько стоит печать за 1 лист?", "sheet"),
    ("Сколько стоит зарядка за кВт·ч?", "kwh"),
    ("How much does an e-scooter cost per minute?", "minut"),
    ("How much is a glass of wine?", None),  # what is bought, not what it is counted by
    ("How many guests per bottle?", None),  # no sum asked
    ("How much is the class per person?", None),  # people: a price is per person unless it says otherwise
    ("How much is the hire per week?", None),  # a period: tether.question_frame.priced_period's
])
def test_the_unit_asked_per(question: str, unit: str | None) -> None:
    found = priced_per(question)
    assert (found[0] if found else None) == unit


def test_reading_the_unit_is_linear() -> None:
    assert grows_linearly(lambda n: "how much per " + "a " * n + "?", priced_per, small=2000, growth=8)


def test_a_price_per_another_unit_does_not_answer(cli, tmp_path: Path) -> None:
    corpus = write_corpus(tmp_path / "c", {
        "alcohol.md": record("alcohol", "## BYO {#byo}\nGuests may bring wine, and a corkage fee of A$10 is charged "
                                        "per bottle.\n\n## Bar {#bar}\nThe bar sells wine at A$9 a glass.\n"),
    })

    def ask(question: str) -> dict:  # type: ignore[type-arg]
        return cli("ask", question, "--corpus", str(corpus), "--now", "2027-05-12T10:00:00Z", "--json").json()

    assert ask("What is the corkage fee per glass?")["status"] == "stopped"
    d = ask("What is the corkage fee per bottle?")
    assert d["status"] == "completed" and d["answer"]["documentationCitations"] == ["alcohol#byo"], d


def test_a_unit_written_short_is_named() -> None:
    """A record writes the unit short ("A$10/btl", "€0.05/min"): the stems hold those forms too."""
    assert "btl" in priced_per("How much is corkage per bottle?")
    assert "min" in priced_per("How much does it cost per minute?")
