"""Which section, and which edition, answers: a year named as the edition asked about, and a
record's sections that its title's words tie (tether.plan, tether.sufficiency)."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

from tests.conftest import record, write_corpus
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


_RATES = "## Room rates {{#rates}}\nA Superior double room costs {price} per night, breakfast included.\n"
_OTHER = ("## Parking {#parking}\nGuests park free of charge for one night; every further night costs £12.\n\n"
          "## Late check-out {#late}\nA room kept until 4 pm costs half the rate of one night.\n")


def _hotel(tmp_path: Path, current: dict, past: dict, *, jurisdiction: str | None = None) -> Path:
    def rates(id: str, price: str, **kw: str) -> str:
        return record(id, _RATES.format(price=price), jurisdiction=jurisdiction, **kw)

    return write_corpus(tmp_path / "hotel", {
        "rates.md": rates("room-rates", "£140", **current),
        "rates-2025.md": rates("room-rates-2025", "£120", policy="historical", published="2025-01-01T00:00:00Z",
                               expires="2025-12-31T23:59:59Z", **past),
        "other.md": record("hotel-extras", _OTHER, published="2025-01-01T00:00:00Z"),
    })


def _asked(cli, corpus: Path, question: str, *labels: str) -> dict:  # type: ignore[no-untyped-def]
    extra = ["--labels", ",".join(labels)] if labels else []
    return cli("ask", question, "--corpus", str(corpus), "--now", "2026-06-01T10:00:00Z", "--json", *extra).json()


@pytest.mark.parametrize(("current", "reason"), [
    ({"access": "[public, finance]"}, "denied"),
    ({"published": "2026-01-01T00:00:00Z", "expires": "2026-05-01T00:00:00Z"}, "expired"),
    ({"published": "2026-07-01T00:00:00Z"}, "not-yet-published"),
])
def test_a_past_edition_does_not_answer_for_a_current_record_that_cannot_be_read(
        cli, tmp_path: Path, current: dict, reason: str) -> None:  # type: ignore[no-untyped-def]
    """Before: with this year's rate card unreadable, 2025's £120 was quoted as the price."""
    d = _asked(cli, _hotel(tmp_path, current, {}), "How much is a Superior double room per night?")
    assert d["status"] == "stopped", d.get("answer")
    assert [(r["recordId"], r["reasons"]) for r in d["decision"]["rejected"]] == [("room-rates", [reason])]


def test_with_the_current_record_readable_each_period_is_answered_from_its_own(cli, tmp_path: Path) -> None:
    corpus = _hotel(tmp_path, {"access": "[public, finance]"}, {})
    now = _asked(cli, corpus, "How much is a Superior double room per night?", "public", "finance")
    assert now["answer"]["documentationCitations"] == ["room-rates#rates"]
    then = _asked(cli, corpus, "How much did a Superior double room cost per night in 2025?")
    assert then["status"] == "completed" and then["answer"]["documentationCitations"] == ["room-rates-2025#rates"]


def test_a_current_record_does_not_answer_for_the_past_edition_that_cannot_be_read(cli, tmp_path: Path) -> None:
    corpus = _hotel(tmp_path, {}, {"access": "[public, finance]"})
    d = _asked(cli, corpus, "How much did a Superior double room cost per night in 2025?")
    assert d["status"] == "stopped"
    assert [r["recordId"] for r in d["decision"]["rejected"]] == ["room-rates-2025"]


def test_a_question_that_names_the_past_edition_reads_it(cli, tmp_path: Path) -> None:
    d = _asked(cli, _hotel(tmp_path, {"access": "[public, finance]"}, {}),
               "According to room-rates-2025, how much is a Superior double room per night?")
    assert d["status"] == "completed" and d["answer"]["documentationCitations"] == ["room-rates-2025#rates"]


def test_only_past_editions_and_nothing_unreadable_still_answer(cli, tmp_path: Path) -> None:
    """A historical record is eligible whatever its expiry (CONTRACTS §2): with no current
    record at all, it answers and says which version it is."""
    corpus = write_corpus(tmp_path / "only", {
        "rates-2025.md": record("room-rates-2025", _RATES.format(price="£120"), policy="historical",
                                published="2025-01-01T00:00:00Z", expires="2025-12-31T23:59:59Z"),
        "other.md": record("hotel-extras", _OTHER)})
    d = _asked(cli, corpus, "How much is a Superior double room per night?")
    assert d["status"] == "completed" and d["answer"]["documentationCitations"] == ["room-rates-2025#rates"]


def test_the_past_edition_of_the_jurisdiction_asked_answers_before_an_unreadable_general_record(
        cli, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """Only a historical schedule covers Ireland; a general rate card no reader here may read
    is not the Irish rate."""
    corpus = write_corpus(tmp_path / "ie", {
        "rates.md": record("room-rates", _RATES.format(price="£140"), access="[public, finance]"),
        "rates-ie.md": record("room-rates-ie-2025", _RATES.format(price="€150"), policy="historical",
                              jurisdiction="IE", published="2025-01-01T00:00:00Z", expires="2025-12-31T23:59:59Z"),
        "other.md": record("hotel-extras", _OTHER)})
    d = _asked(cli, corpus, "How much is a Superior double room per night in Ireland?")
    assert d["status"] == "completed" and d["answer"]["documentationCitations"] == ["room-rates-ie-2025#rates"]


def test_a_current_section_that_states_no_price_does_not_let_the_past_edition_answer(cli, tmp_path: Path) -> None:
    """The current rooms section covers the question's words as well but states no price: of
    what states one, only 2025's edition is readable — still a stop (tether.evidence)."""
    corpus = _hotel(tmp_path, {"access": "[public, finance]"}, {})
    (corpus / "rooms.md").write_text(record(
        "rooms", "## Rooms {#rooms}\nEvery Superior double room has a sea view; its linen is changed every night.\n",
        published="2025-01-01T00:00:00Z"), encoding="utf-8")
    d = _asked(cli, corpus, "How much is a Superior double room per night?")
    assert d["status"] == "stopped", d.get("answer")
    assert [r["recordId"] for r in d["decision"]["rejected"]] == ["room-rates"]


def test_a_year_asked_that_only_an_unpublished_card_names_stops_on_it(cli, tmp_path: Path) -> None:
    """"What will a safari tent cost in 2029?" is about the 2029 rate card, not yet published, not
    the current card that covers every other word (unseen31 dev u31S-023); asked without the
    year, the current card answers."""
    corpus = write_corpus(tmp_path / "c", {
        "rates.md": record("rates-kenya", "## Tents {#tents}\nA safari tent costs US$520 per person per night.\n"),
        "rates-2029.md": record("rates-kenya-2029", "## Tents {#tents}\nA safari tent costs US$560 per person per "
                                                    "night.\n", published="2028-10-01T00:00:00Z"),
        "other.md": record("transfers", "## Flights {#flights}\nFlights to the camp take 45 minutes.\n"),
    })

    def ask(question: str) -> dict:  # type: ignore[type-arg]
        return cli("ask", question, "--corpus", str(corpus), "--now", "2028-06-15T09:00:00Z", "--json").json()

    d = ask("What will a safari tent cost in 2029?")
    assert d["status"] == "stopped", d
    assert [r["recordId"] for r in d["decision"]["rejected"]] == ["rates-kenya-2029"], d["decision"]
    d = ask("What does a safari tent cost?")
    assert d["status"] == "completed" and d["answer"]["documentationCitations"] == ["rates-kenya#tents"], d


def test_the_year_asked_outweighs_a_city_only_the_current_card_names(cli, tmp_path: Path) -> None:
    """"What will a private room cost per day in Dubai in 2029?": only the current card names Dubai,
    so it covers the question better, but the year asked is the unpublished 2029 card's (unseen32
    dev u32C-033)."""
    corpus = write_corpus(tmp_path / "c", {
        "rates.md": record("tariff-ae", "## Rooms {#rooms}\nIn the UAE, our hospitals in Dubai and Abu Dhabi charge "
                                        "AED 2,000 a day for a private room.\n"),
        "rates-2029.md": record("tariff-ae-2029", "## Rooms {#rooms}\nFrom 1 January 2029 a private room will cost "
                                                  "AED 2,150 a day.\n", published="2028-11-01T00:00:00Z"),
        "other.md": record("visitors", "## Hours {#hours}\nVisiting hours are 16:00 to 19:00 every day.\n"),
    })

    def ask(question: str) -> dict:  # type: ignore[type-arg]
        return cli("ask", question, "--corpus", str(corpus), "--now", "2028-06-15T09:00:00Z", "--json").json()

    d = ask("What will a private room cost per day in Dubai in 2029?")
    assert d["status"] == "stopped", d
    assert [r["recordId"] for r in d["decision"]["rejected"]] == ["tariff-ae-2029"], d["decision"]
    d = ask("What does a private room cost per day in Dubai?")
    assert d["status"] == "completed" and d["answer"]["documentationCitations"] == ["tariff-ae#rooms"], d


def test_a_past_year_in_which_no_record_answered_from_was_in_force_stops(cli, tmp_path: Path) -> None:
    """"What did a snorkel trip in Cozumel cost in 2027?": the only 2027 edition is another
    island's, and the Cozumel list was first published in 2028 — its price is not 2027's
    (unseen35 dev u35M-045). Asked for 2028, or without a year, the list answers."""
    corpus = write_corpus(tmp_path / "c", {
        "cozumel.md": record("trips-cozumel", "## Snorkel trips {#snorkel}\nA snorkel trip in Cozumel costs MXN 900.\n",
                             published="2028-01-10T00:00:00Z"),
        "holbox-2027.md": record("trips-holbox-2027", "## Snorkel trips {#snorkel}\nIn 2027 a snorkel trip on Holbox "
                                                      "cost MXN 700.\n", policy="historical",
                                 published="2027-01-01T00:00:00Z", expires="2027-12-31T23:59:59Z"),
        "other.md": record("boats", "## Boats {#boats}\nOur boats leave the pier at 8 am.\n"),
    })

    def ask(question: str) -> dict:  # type: ignore[type-arg]
        return cli("ask", question, "--corpus", str(corpus), "--now", "2028-06-15T09:00:00Z", "--json").json()

    assert ask("What did a snorkel trip in Cozumel cost in 2027?")["status"] == "stopped"
    for question in ("What does a snorkel trip in Cozumel cost?", "What does a snorkel trip in Cozumel cost in 2028?"):
        d = ask(question)
        assert d["status"] == "completed" and d["answer"]["documentationCitations"] == ["trips-cozumel#snorkel"], d


def test_a_year_of_the_readers_story_or_a_record_dated_by_its_text_does_not_stop(cli, tmp_path: Path) -> None:
    """The year must be the question's, and a record whose text dates it back answers for that
    year (a review of the rule above)."""
    corpus = write_corpus(tmp_path / "c", {
        "rules.md": record("dive-rules", "## Deep dives {#deep}\nDeep dives below 30 metres require an Advanced Open "
                                         "Water certificate.\n", published="2027-03-01T00:00:00Z"),
        "prices.md": record("prices", "## Try dives {#try}\nPrices valid since 1 January 2025. A try dive costs "
                                      "US$90.\n", published="2027-02-01T00:00:00Z"),
        "other.md": record("boats", "## Boats {#boats}\nOur boats leave the pier at 8 am.\n"),
    })

    def ask(question: str) -> dict:  # type: ignore[type-arg]
        return cli("ask", question, "--corpus", str(corpus), "--now", "2028-06-15T09:00:00Z", "--json").json()

    d = ask("I got my Open Water certificate in 2019. Which certificate do I need for a deep dive below 30 metres?")
    assert d["status"] == "completed" and d["answer"]["documentationCitations"] == ["dive-rules#deep"], d
    d = ask("What did a try dive cost in 2026?")
    assert d["status"] == "completed" and d["answer"]["documentationCitations"] == ["prices#try"], d
