"""A section headed for what the question asks, which cannot be read, against accepted sections
headed for something else that share its words (tether.sufficiency, tether.headings)."""

from __future__ import annotations

from pathlib import Path

from tests.conftest import record, write_corpus

NOW = "2026-06-01T10:00:00Z"


def _ask(cli, corpus: Path, question: str, *labels: str) -> dict:  # type: ignore[no-untyped-def]
    extra = ["--labels", ",".join(labels)] if labels else []
    return cli("ask", question, "--corpus", str(corpus), "--now", NOW, "--json", *extra).json()


def _stopped_listing(d: dict) -> list[tuple[str, list[str]]]:
    """The records a stop lists, with their reasons; fails on an answer, showing it."""
    assert d["status"] == "stopped", d.get("answer")
    return [(r["recordId"], r["reasons"]) for r in d["decision"]["rejected"]]


def test_a_section_without_an_anchor_is_what_its_heading_names_not_its_siblings(cli, tmp_path: Path) -> None:
    """The change procedure's section on hotfix approval has no anchor. Its sibling on release
    windows holds every word of the question too; it is about release windows, and answering
    from it would state who approves a release, not a hotfix."""
    corpus = write_corpus(tmp_path / "c", {
        "change.md": record("change-procedure",
                            "## Hotfix approval\nA production hotfix is approved by the on-call engineering manager "
                            "before it is deployed.\n\n"
                            "## Release windows {#windows}\nProduction releases, hotfixes included, are approved "
                            "for the weekly release window by the release board.\n"),
        "access.md": record("access-policy", "## Access requests {#requests}\nAccess requests to production "
                                             "systems are approved by the team lead.\n"),
    })
    d = _ask(cli, corpus, "Who approves a production hotfix?")
    assert _stopped_listing(d) == [("change-procedure", ["missing-anchor"])]


def test_a_record_the_reader_may_not_see_is_what_its_heading_names(cli, tmp_path: Path) -> None:
    """The handbook's career ladder names salary bands for senior engineers without stating one;
    the compensation policy's section "Salary bands" states it, for HR only. The engineer is
    told whose record it is, not the ladder's sentence."""
    corpus = write_corpus(tmp_path / "c", {
        "handbook.md": record("engineering-handbook",
                              "## Career ladder {#ladder}\nA senior engineer moves up one salary band after two "
                              "review cycles at the next level.\n"),
        "pay.md": record("compensation-policy", "## Salary bands {#bands}\nThe salary band for a senior engineer "
                                                "is 70,000 to 90,000 EUR.\n", access="[hr]"),
    })
    d = _ask(cli, corpus, "What is the salary band for a senior engineer?", "public")
    assert _stopped_listing(d) == [("compensation-policy", ["denied"])]
    hr = _ask(cli, corpus, "What is the salary band for a senior engineer?", "public", "hr")
    assert hr["answer"]["documentationCitations"] == ["compensation-policy#bands"]


def test_an_expired_record_headed_for_the_question_does_not_stop_the_rule_in_force(cli, tmp_path: Path) -> None:
    """An expired offer's "Set-up fee" section waived the fee; the installation terms in force
    state it under another heading. The question is about now: the terms in force answer."""
    corpus = write_corpus(tmp_path / "c", {
        "offer.md": record("spring-offer", "## Set-up fee {#setup}\nThere is no set-up fee for Fibre 900 on orders "
                                           "placed in spring.\n", expires="2026-04-30T00:00:00Z"),
        "installation.md": record("installation", "## Standard installation {#standard}\nFibre 900 has a one-off "
                                                  "set-up fee of £29 for a standard installation.\n"),
    })
    d = _ask(cli, corpus, "Is there a set-up fee for Fibre 900?")
    assert d["status"] == "completed", d.get("decision")
    assert d["answer"]["documentationCitations"] == ["installation#standard"]


def test_a_section_whose_anchor_names_the_question_is_what_it_asks(cli, tmp_path: Path) -> None:
    """The price list's section is headed "Unlocking and riding", and its owner anchored it
    {#per-minute}: that name is within the question. The monthly pass also speaks of
    e-scooters and minutes; it does not say what a minute costs."""
    corpus = write_corpus(tmp_path / "c", {
        "prices.md": record("ride-prices", "## Unlocking and riding {#per-minute}\nAn e-scooter ride costs 25p per "
                                           "minute after a £1 unlock fee.\n", access="[members]"),
        "passes.md": record("ride-passes", "## Monthly pass {#monthly}\nThe monthly pass costs £25 and covers rides of "
                                           "up to 45 minutes on e-bikes; e-scooter rides are not included.\n"),
    })
    d = _ask(cli, corpus, "How much does an e-scooter cost per minute?", "public")
    assert _stopped_listing(d) == [("ride-prices", ["denied"])]


def test_a_misspelt_word_names_the_section_it_misspells(cli, tmp_path: Path) -> None:
    """"laptpo" is read as "laptop" (tether.typos): the equipment policy's "Laptops" section,
    not yet published, is what the question asks about, not the onboarding guide's first day."""
    corpus = write_corpus(tmp_path / "c", {
        "equipment.md": record("equipment-policy", "## Laptops {#laptops}\nEvery employee gets a new laptop every "
                                                   "three years.\n", published="2026-09-01T00:00:00Z"),
        "onboarding.md": record("onboarding-guide", "## First day {#first-day}\nOn their first day new employees "
                                                    "collect their laptop and badge from the service desk.\n"),
    })
    d = _ask(cli, corpus, "how often do we get a new laptpo")
    assert _stopped_listing(d) == [
        ("equipment-policy", ["not-yet-published"])]


def test_an_anchor_named_for_another_case_does_not_answer_for_the_section_named(cli, tmp_path: Path) -> None:
    """"When no charge is made {#no-charge}" is not named for "What is the charge for a
    missed appointment?": the section on missed appointments, which has no anchor, is what
    the question is about."""
    corpus = write_corpus(tmp_path / "c", {
        "cancel.md": record("cancel-terms",
                            "## Missed appointments\nA missed appointment is charged at the full fee of £40.\n\n"
                            "## When no charge is made {#no-charge}\nNo charge is made for a missed appointment "
                            "when you tell us a day before.\n"),
    })
    d = _ask(cli, corpus, "What is the charge for a missed appointment?")
    assert _stopped_listing(d) == [("cancel-terms", ["missing-anchor"])]


def test_a_name_that_denies_is_not_within_the_question(cli, tmp_path: Path) -> None:
    """A staff-only section headed "No charge" names the case without a charge, not the charge
    asked about: the public terms that state the charge answer."""
    corpus = write_corpus(tmp_path / "c", {
        "cancel.md": record("cancel-terms", "## Cancelling or moving {#cancelling}\nA missed appointment is "
                                            "charged at the full fee of £40.\n"),
        "staff.md": record("staff-perks", "## No charge {#no-charge}\nStaff pay no charge for a missed "
                                          "appointment.\n", access="[staff]"),
    })
    d = _ask(cli, corpus, "What is the charge for a missed appointment?", "public")
    assert d["status"] == "completed", d.get("decision")
    assert d["answer"]["documentationCitations"] == ["cancel-terms#cancelling"]


def test_an_anchor_for_another_word_of_the_question_does_not_answer_for_the_section_named(
        cli, tmp_path: Path) -> None:
    """The question names its document, "Traffic fines and tolls", so "fines" is among its
    words; the section anchored {#fines} is named for fines, not for tolls, and the "Tolls"
    section without an anchor is what is asked."""
    corpus = write_corpus(tmp_path / "c", {
        "traffic.md": record("traffic-fines",
                             "## Fines paid by the club {#fines}\nParking and speeding fines are charged to the "
                             "member with a £15 handling fee.\n\n"
                             "## Tolls\nRoad tolls are charged to the member at cost after the trip.\n",
                             document="traffic-fines"),
    })
    path = corpus / "traffic.md"
    path.write_text(path.read_text().replace("title: Title of traffic-fines", "title: Traffic fines and tolls"))
    d = _ask(cli, corpus, "In Traffic fines and tolls, how are tolls charged?")
    assert _stopped_listing(d) == [("traffic-fines", ["missing-anchor"])]


def test_a_section_headed_for_what_its_rule_denies_or_for_nothing_is_not_headed_for_the_question(
        cli, tmp_path: Path) -> None:
    """"What we do not collect" holds "collections" and is headed by the word, but for the
    case the rule denies, and "How it works" names no subject: the garden waste "Collections"
    section, which has no anchor, is what "How many garden waste collections are there in a
    year?" asks about. A question that
    itself denies is left to the other signs: a denied case may be what it asks about."""
    corpus = write_corpus(tmp_path / "c", {
        "garden.md": record("garden-waste", "## Collections\nGarden waste is collected every two weeks, 20 "
                                            "collections a year.\n\n## Refunds {#refunds}\nIf you move away, the "
                                            "garden waste collections left in the year are refunded, up to 10 "
                                            "collections.\n"),
        "bulky.md": record("bulky-waste", "## What we do not collect {#not-collected}\nWe do not collect garden "
                                          "waste at any of the 4 bulky waste collections a year.\n"),
        "assisted.md": record("assisted-collections", "## How it works {#how-it-works}\nWe take your garden waste "
                                                      "from the door at each of the year's collections.\n"),
    })
    d = _ask(cli, corpus, "How many garden waste collections are there in a year?")
    assert _stopped_listing(d) == [("garden-waste", ["missing-anchor"])]
    d = _ask(cli, corpus, "Is there no garden waste collection in a year?")
    assert d["status"] == "completed", d.get("decision")


def _bike_shop(root: Path, rental_access: str = "[public]") -> Path:
    """A bike shop's terms: one section per service, so that no service's word is in more than
    one section in seven (a topic of the corpus, not what it is all about)."""
    return write_corpus(root, {
        "workshop.md": record("workshop-terms",
                              "## Repair warranty {#warranty}\nEvery bike repair carries a 6-month warranty on "
                              "labour; parts carry their maker's warranty.\n\n"
                              "## Workshop hours {#hours}\nThe workshop takes bikes in from 9:00 to 17:00 on "
                              "weekdays.\n\n"
                              "## Collection {#collection}\nA repaired bike not collected within 30 days is "
                              "charged €2 a day for storage.\n"),
        "hire.md": record("hire-terms",
                            "## Bike rental {#rental}\nA city bike rents for €12 a day, with a lock and a "
                            "helmet.\n\n"
                            "## Deposit {#deposit}\nWe take a deposit of €50 per hired bike, returned when "
                            "the bike comes back.\n\n"
                            "## Late return {#late}\nA bike returned after closing is charged one more day.\n",
                            access=rental_access),
        "shop.md": record("shop-terms",
                          "## Returns {#returns}\nAccessories bought in the shop may be returned unused within 14 "
                          "days.\n\n"
                          "## Gift cards {#gift-cards}\nGift cards are valid for 12 months.\n"),
    })


def test_a_question_joining_two_sections_topics_stops_when_neither_states_it(cli, tmp_path: Path) -> None:
    """The warranty is the workshop's, on repairs; the rental section, headed for renting, says
    nothing of a warranty. "Does a bike rental come with a repair warranty?" joins the two: quoting the
    repair warranty would answer it from a wrong source."""
    corpus = _bike_shop(tmp_path / "c")
    d = _ask(cli, corpus, "Does a bike rental come with a repair warranty?")
    assert _stopped_listing(d) == []
    # each half alone is answered from its own section
    repair = _ask(cli, corpus, "Is there a warranty on a bike repair?")
    assert repair["answer"]["documentationCitations"] == ["workshop-terms#warranty"], repair.get("decision")
    rental = _ask(cli, corpus, "What does a city bike rental cost per day?")
    assert rental["answer"]["documentationCitations"] == ["hire-terms#rental"], rental.get("decision")


def test_a_section_the_reader_may_not_read_is_no_second_topic(cli, tmp_path: Path) -> None:
    """The rental terms are for staff: whether a section the reader may not read is headed for a word
    of the question must not turn the repair warranty's answer into a stop (docs/security.md)."""
    corpus = _bike_shop(tmp_path / "c", rental_access="[staff]")
    d = _ask(cli, corpus, "Does a bike rental come with a repair warranty?", "public")
    assert d["status"] == "completed", d.get("decision")
    assert d["answer"]["documentationCitations"] == ["workshop-terms#warranty"]
