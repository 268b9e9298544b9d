"""Which section, and which edition, answers: a year named as the edition asked about, and a
record's sections that its title's words tie (tether.plan, tether.sufficiency)."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

from tests.conftest import write_corpus
from tether.plan import Catalog, interpret

ASKED_IN_2027 = datetime(2027, 5, 12, tzinfo=UTC)


@pytest.mark.parametrize(("question", "past"), [
    ("What was the cancellation limit per person on the 2026 travel policy?", True),
    ("What is the cancellation limit on the 2027 travel policy?", False),
    ("Какие были цены по тарифам 2026 года?", True),
    ("Цены 2026 года на тариф «Лайт»?", True),
    ("Что было в редакции 2026?", True),
    ("Тариф действует до 1 марта 2026 года?", False),  # a date, not an edition
    ("Что изменилось с 2026 года?", False),  # a period
    ("What is the fee for the 2026/27 season?", False),
])
def test_a_past_year_named_as_the_edition_makes_the_question_historical(question: str, past: bool) -> None:
    plan = interpret(question, Catalog(), ASKED_IN_2027)
    assert (plan.question_type == "historical") is past


def test_without_the_time_asked_a_named_year_is_not_read_as_past() -> None:
    assert interpret("What was the limit on the 2026 travel policy?", Catalog()).question_type == "operational"


def _record(id: str, title: str, body: str, *, policy: str, published: str, expires: str) -> str:
    return (f"---\nid: {id}\ndocument: {id}\ntitle: \"{title}\"\nversion: \"1\"\nowner: travel@example.org\n"
            f"uri: https://docs.example.org/{id}\npublished_at: {published}\nexpires_at: {expires}\n"
            f"access: [public]\npolicy: {policy}\n---\n{body}")


def _travel(limit: str, medical: str) -> str:
    return (f"## Emergency medical expenses {{#medical}}\nWe pay emergency medical expenses abroad up to {medical} "
            "per person on Standard and Premier policies.\n\n"
            "## Cancelling your trip {#cancellation}\nIf you have to cancel your trip because you fall ill, we pay "
            f"the travel costs you cannot get back, up to {limit} per person.\n")


_PETS = ("## Vet fees {#vet-fees}\nOur pet policies pay vet fees up to a limit of £4,000 a year.\n\n"
         "## Waiting {#waiting}\nPet policies start to pay for illness after 14 days.\n\n"
         "## Older pets {#older}\nPolicies for dogs over 8 years add a co-payment of 20 %.\n")
""""Policies" in most fragments: the medical section's "Premier policies" lifts it over the
cancellation section (0.68 against 0.53), as in unseen17 dev u17i-012."""


def test_the_section_whose_sentence_answers_is_quoted_not_the_one_a_common_word_lifts(cli, tmp_path: Path) -> None:
    """Every section of "Travel insurance: medical and cancellation cover" holds "cancellation"
    by its title, and the medical one also says "policies": the cancellation limit is still
    read from the section on cancelling, of the edition the question names by its year."""
    title = "Travel insurance: medical and cancellation cover"
    corpus = write_corpus(tmp_path / "c", {
        "travel.md": _record("travel-cover", title, _travel("£3,000", "£10 million"), policy="operational",
                             published="2027-02-01T00:00:00Z", expires="2028-01-31T00:00:00Z"),
        "travel-2026.md": _record("travel-cover-2026", title, _travel("£2,500", "£5 million"), policy="historical",
                                  published="2026-02-01T00:00:00Z", expires="2027-01-31T00:00:00Z"),
        "pets.md": _record("pet-cover", "Pet insurance", _PETS, policy="operational",
                           published="2027-02-01T00:00:00Z", expires="2028-01-31T00:00:00Z"),
    })

    def ask(question: str) -> dict:
        return cli("ask", question, "--corpus", str(corpus), "--now", "2027-05-12T10:00:00Z", "--json").json()

    then = ask("What was the cancellation limit per person on the 2026 travel policy?")
    assert then["answer"]["documentationCitations"] == ["travel-cover-2026#cancellation"]
    assert "£2,500" in then["answer"]["answer"]
    now = ask("What is the cancellation limit per person on the travel policy?")
    assert now["answer"]["documentationCitations"] == ["travel-cover#cancellation"]
