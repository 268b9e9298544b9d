"""A clause that denies what the cited sentence stating it affirms
(tether.checks.denied_clause): the denied verb may be a light one the source says in other words."""

from __future__ import annotations

import json

import pytest

from tests.verify.verify_helpers import checks_citing_all
from tether.verify.models import VerifyInput

INVOICES = "Invoices are retained for 10 years from the end of the financial year in which they were issued."
LUNCH = ("Pupils in Years 10 and 11 may leave the school site at lunchtime with a signed parental consent form. "
         "All other pupils eat in the school canteen.")
DEPOSIT = ("The deposit for premium cars is €1 500. With Full Protection the deposit for other cars is reduced to "
           "€100; for premium cars it stays at €1 500.")


def checks_on(text: str, question: str, answer: str) -> list[str]:
    return checks_citing_all([("rules#main", text)], answer, question)


@pytest.mark.parametrize(("text", "question", "answer"), [
    (INVOICES, "How long must invoices be kept?",
     "Invoices are not kept for 10 years, counted from the end of the financial year in which they were issued."),
    (LUNCH, "Can Year 11 pupils go out for lunch?",
     "Pupils in Years 10 and 11 aren't allowed off the school site at lunchtime, even with a signed parental "
     "consent form; all other pupils eat in the school canteen."),
])
def test_a_denied_clause_against_a_sentence_that_affirms_it_is_unsupported(text: str, question: str,
                                                                          answer: str) -> None:
    assert "unsupported-claim" in checks_on(text, question, answer)


@pytest.mark.parametrize(("text", "question", "answer"), [
    (INVOICES, "How long must invoices be kept?",
     "Invoices are kept for 10 years, counted from the end of the financial year in which they were issued."),
    # a denial with no figure of its own, the other clause stating the figure: no flip
    (DEPOSIT, "Does Full Protection lower the deposit for premium cars?",
     "Full Protection does not lower it for premium cars: it stays at €1 500."),
    # the denial is of a word the source does not hold: what the source leaves out, not turned round
    (LUNCH, "Can Year 9 pupils go out for lunch?",
     "No: only pupils in Years 10 and 11 may leave the site at lunchtime; all other pupils eat in the canteen."),
])
def test_the_same_rule_and_a_denial_in_other_words_pass(text: str, question: str, answer: str) -> None:
    assert checks_on(text, question, answer) == []


VISITORS = "All visitors must sign in at reception and wear a visitor badge while on site."
FARES = "The 50% concession fare is available to students in full-time education and to holders of a senior card."


@pytest.mark.parametrize(("text", "question", "answer"), [
    # a duty said as a denial of acting without it (evalsets/polarity dev pol-en-022)
    (VISITORS, "Can I go straight to the classroom?", "No. Visitors can't go in without signing in at reception."),
    # "isn't only" is "not only", no denial (pol-en-009)
    (FARES, "Is the concession fare just for students?",
     "No, it isn't only for students in full-time education: holders of a senior card get the 50% fare too."),
])
def test_a_duty_or_an_addition_said_with_a_negator_passes(text: str, question: str, answer: str) -> None:
    assert checks_on(text, question, answer) == []


def test_acting_without_what_the_source_requires_is_still_a_flip() -> None:
    assert "unsupported-claim" in checks_on(VISITORS, "Can I go straight to the classroom?",
                                            "Yes. Visitors can go in without signing in at reception.")


TRAMS = ("Pensioners ride buses free on weekdays after 9:30. On trams the reduced fare of 25 roubles applies to "
         "them.")
DEPOSIT_RULE = "If you cancel less than 7 days before arrival, the €200 deposit is kept by the owner."


def test_a_denied_clause_beside_a_bound_of_another_clause_is_still_read() -> None:
    """The bound is the other clause's ("after 9:30"); the clause that turns the tram fare round has
    none, nor has the sentence stating it (evalsets/polarity dev pol-ru-039)."""
    assert "unsupported-claim" in checks_on(TRAMS, "Do pensioners pay on buses and trams?",
                                            "Pensioners ride buses free on weekdays after 9:30; on trams the "
                                            "reduced fare of 25 roubles does not apply to them.")


def test_a_denial_under_another_bound_than_the_sources_is_left_to_the_bound_readers() -> None:
    """"More than 7 days before" is the rule's other side: whether the deposit is kept then is
    not this reader's to say (the sentence readers weigh it)."""
    from tether.checks.claim_sources import context_of
    from tether.checks.claim_text import claims_of
    from tether.checks.denied_clause import a_denied_clause
    from tether.contract import parse_output

    answer = "If you cancel more than 7 days before arrival, the €200 deposit is not kept by the owner."
    out = json.dumps({"answer": answer, "entityCitations": [], "documentationCitations": ["rules#main"],
                      "limitations": []})
    inp = VerifyInput.model_validate({"question": "Do I lose the deposit if I cancel early?", "output": out,
                                      "context": {"fragments": [{"id": "rules#main", "documentId": "rules",
                                                                 "text": DEPOSIT_RULE}]}})
    contract = parse_output(inp.output).contract
    assert contract is not None
    cited = list(inp.context.fragments)
    sources = context_of(inp).cited([f.id for f in cited])
    [claim] = claims_of(contract, inp, cited)
    assert not a_denied_clause(claim, sources)
    # the same bound as the source's, the denial turns it round
    same = claim._replace(text=claim.text.replace("more than", "less than"))
    assert a_denied_clause(same, sources)


FREEZE = ("Members can freeze their membership for medical reasons with a doctor's note. The freeze is also "
          "available for parental leave.")
FREEZE_RU = "Годовой абонемент можно заморозить на срок до 60 дней в году. Минимальный срок одной заморозки — 7 дней."


def test_a_clause_after_an_english_dash_is_compared_with_its_own_sentence() -> None:
    """(evalsets/polarity dev pol-en-037)"""
    assert "unsupported-claim" in checks_on(FREEZE, "When can I freeze my membership?",
                                            "You can freeze your membership for medical reasons with a doctor's "
                                            "note — the freeze is not available for parental leave, though.")
    assert checks_on(FREEZE, "When can I freeze my membership?",
                     "You can freeze your membership for medical reasons with a doctor's note — the freeze is "
                     "available for parental leave too.") == []


def test_a_russian_dash_is_the_copula_not_a_clause_break() -> None:
    """«одна заморозка — не меньше 7 дней» says what «Минимальный срок одной заморозки — 7 дней» says
    (unseen9 dev u9-ru-003)."""
    assert checks_on(FREEZE_RU, "На сколько можно заморозить годовой абонемент?",
                     "Годовой абонемент можно заморозить максимум на 60 дней в году; одна заморозка — "
                     "не меньше 7 дней.") == []


ID_RULE = "Please bring photo ID and your insurance card to your first appointment."


def test_a_light_verb_denied_without_a_figure_is_read_too() -> None:
    """"your insurance card isn't needed" against "bring … your insurance card" (evalsets/polarity dev)."""
    assert "unsupported-claim" in checks_on(ID_RULE, "What should I bring?",
                                            "Bring photo ID; your insurance card isn't needed at your first "
                                            "appointment.")


def test_an_antonym_is_a_word_of_its_own_and_no_flip() -> None:
    """"does not lower" for "stays", «не работает» for «закрыт»: the antonym is a distinctive word the
    source lacks, so no cited sentence holds the clause's words (the sentence readers judge it)."""
    stays = "With Full Protection the deposit for premium cars stays at €1 500."
    assert checks_on(stays, "Does Full Protection lower the deposit for premium cars?",
                     "Full Protection does not lower the deposit for premium cars; it stays at €1 500.") == []


@pytest.mark.parametrize(("text", "question", "answer"), [
    # what the claim cannot do without is not what the duty names (a red-team of session 22)
    ("Children must be accompanied by an adult in the play barn.", "Can I go in on my own?",
     "No. Adults can't be in the play barn without a child accompanying them."),
    ("Staff must wear ID badges at all times; visitors sign in at reception.", "Do visitors need a badge?",
     "Yes. Visitors can't enter without wearing ID badges at all times."),
    # the clause denies the very word the source uses
    ("Entry to the museum is free on Sundays.", "Is entry free on Sundays?", "No, entry to the museum isn't free "
                                                                               "on Sundays."),
])
def test_red_team_wrong_answers_stay_unsupported(text: str, question: str, answer: str) -> None:
    assert "unsupported-claim" in checks_on(text, question, answer)


@pytest.mark.parametrize(("text", "question", "answer"), [
    # a correction: the denied figure is the source's for another case
    ("Tickets cost €12 for adults and €6 for children.", "Is a child's ticket €12?",
     "No. Children's tickets aren't €12, they cost €6."),
    # the source denies by meaning
    ("Entry is refused after 22:00.", "Can I come in after 22:00?", "No, entry isn't allowed after 22:00."),
    ("Printing your e-ticket is optional: the barcode on your phone is scanned at the gate.",
     "Do I need to print my e-ticket?", "No, you don't need to print your e-ticket: the barcode on your phone "
                                        "is scanned at the gate."),
])
def test_red_team_faithful_answers_pass(text: str, question: str, answer: str) -> None:
    assert checks_on(text, question, answer) == []
