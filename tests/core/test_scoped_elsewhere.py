"""A general record's section that opens with another country than the one asked about does not
answer for the asked one (tether.scoped)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import record, write_corpus

NOW = "2026-06-01T10:00:00Z"


def _corpus(tmp_path: Path) -> Path:
    return write_corpus(tmp_path / "c", {
        "payment.md": record("school-payment",
                             "## Tax deduction certificate {#deduction}\nIn Russia, on a parent's request the school "
                             "issues a certificate of tuition paid for the social tax deduction within 5 working "
                             "days.\n\n"
                             "## Refunds {#refunds}\nUnused lessons are refunded within 10 working days of a "
                             "written request.\n"),
        "prices-ge.md": record("school-prices-ge", "## Lessons {#lessons}\nIn Georgia, a 45-minute lesson costs "
                                                   "80 GEL.\n", jurisdiction="GE"),
    })


@pytest.mark.parametrize(("question", "answered_from"), [
    # unseen50 dev u50M-034: the deduction certificate is Russia's; nothing says it of Georgia
    ("Do you issue a tax deduction certificate in Georgia?", None),
    ("Do you issue a tax deduction certificate in Russia?", "school-payment#deduction"),
    ("Do you issue a tax deduction certificate?", "school-payment#deduction"),
    # a general section that opens with no place answers for any country
    ("How long does a refund of unused lessons take in Georgia?", "school-payment#refunds"),
])
def test_a_section_opening_with_another_country_does_not_answer_for_the_asked_one(
        cli, tmp_path: Path, question: str, answered_from: str | None) -> None:  # type: ignore[no-untyped-def]
    d = cli("ask", question, "--corpus", str(_corpus(tmp_path)), "--now", NOW, "--json").json()
    if answered_from is None:
        assert d["status"] == "stopped", d.get("answer")
    else:
        assert d["status"] == "completed", d.get("decision")
        assert d["answer"]["documentationCitations"] == [answered_from]


@pytest.mark.parametrize(("text", "asked", "elsewhere"), [
    ("В России по заявлению родителя школа выдаёт справку для налогового вычета.", "GE", True),
    ("В России по заявлению родителя школа выдаёт справку для налогового вычета.", "RU", False),
    ("In Germany and Austria, the placement fee is paid on signing.", "AT", False),
    ("In Germany, the fee is €650; in Austria it is €690.", "AT", False),  # names the asked one too
    ("On request, the school issues a certificate.", "GE", False),  # opens with no country
    ("In the first month, lessons can be moved once.", "GE", False),  # a place phrase that is no country
])
def test_scoped_elsewhere(text: str, asked: str, elsewhere: bool) -> None:
    from tether.scoped import scoped_elsewhere

    assert scoped_elsewhere(text, asked) is elsewhere


@pytest.mark.parametrize("text", [
    "For US citizens, no visa is needed before travel.",  # whom a rule is for is no place
    "For German courses, the host family pays up to 70 EUR per month.",
    "In English and French, the au pair contract is available on request.",  # a language
    "In Germany and elsewhere, au pairs work at most 30 hours a week.",
    "In Germany, as in all other countries where we place au pairs, the au pair gets a room of their own.",
    "В России и во всех других странах, где работает школа, абонемент можно один раз заморозить.",
    "В России, как и во всех филиалах школы, ученики младше 12 лет приходят на занятия со взрослым.",
    "Для российских и грузинских учеников действует скидка 10 % на второй абонемент.",
])
def test_a_rule_for_people_a_language_or_every_country_is_not_scoped_elsewhere(text: str) -> None:
    """A red-team of this reading: each of these answered before it and stopped after."""
    from tether.scoped import scoped_elsewhere

    assert scoped_elsewhere(text, "AT") is False and scoped_elsewhere(text, "GE") is False


def test_a_general_sentence_beside_another_countrys_is_answered_from(cli, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """One sentence opening in Russia scopes itself, not the general rule after it (a review)."""
    corpus = write_corpus(tmp_path / "c", {
        "payment.md": record("school-payment", "## Paying {#paying}\nIn Russia, tuition can also be paid by Mir "
                                               "card. All students pay for the month in advance, by the 5th.\n"),
        "prices-ge.md": record("school-prices-ge", "## Lessons {#lessons}\nIn Georgia, a 45-minute lesson costs "
                                                   "80 GEL.\n", jurisdiction="GE"),
    })
    d = cli("ask", "By what day do students pay for the month in Georgia?", "--corpus", str(corpus), "--now", NOW,
            "--json").json()
    assert d["status"] == "completed", d.get("decision")
    assert d["answer"]["documentationCitations"] == ["school-payment#paying"]


def test_the_value_fallback_is_placed_too(cli, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """When the sections left state no value asked for, the sections that do are looked for again:
    among them, not the other country's (a review: the fallback brought it back)."""
    corpus = write_corpus(tmp_path / "c", {
        "payment.md": record("school-payment",
                             "## Tax deduction certificate {#deduction}\nIn Russia, the school issues a tax "
                             "deduction certificate within 5 working days of a request.\n\n"
                             "## Requests {#requests}\nA tax deduction certificate: the school issues one on "
                             "request; ask the school office how many days it takes.\n"),
        "prices-ge.md": record("school-prices-ge", "## Lessons {#lessons}\nIn Georgia, a 45-minute lesson costs "
                                                   "80 GEL.\n", jurisdiction="GE"),
    })
    d = cli("ask", "How many working days does the school take to issue a tax deduction certificate in Georgia?",
            "--corpus", str(corpus), "--now", NOW, "--json").json()
    cited = d["answer"]["documentationCitations"] if d["status"] == "completed" else []
    assert "school-payment#deduction" not in cited, d.get("answer")
