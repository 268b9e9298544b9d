"""A who-question answered by giving the act to the other side of a business's own rules: its
"we" for its reader's "you" (or "the guest", "the customer"), and the reverse; and an act the
question names with another verb of it ("decides" / "chooses")."""

from __future__ import annotations

import pytest

from tests.verify.verify_helpers import checks_on as checks
from tether.checks.doer_en import _swaps_the_person, acts_alike
from tether.checks.lexicon import verb_stem
from tether.terms import SentenceIndex

PARKING = ("You arrange parking for the truck and any permit your council requires, and you book the lift with "
           "your building manager. Parking fines the crew receives are added to your invoice.")
PAYING = ("We accept bank transfers and cards. Card payments carry a fee of 3 %, and bank charges on transfers "
          "from abroad are paid by the guest.")
WEATHER = ("If a thunderstorm is forecast, Alpenpass cancels the tour no later than 18:00 on the day before, and the "
           "guest chooses between a full refund and a new date.")
FERRY = ("Tasmania is allowed only on hires of 14 days or more from Melbourne, with the Spirit of Tasmania ferry "
         "booked by the hirer.")
INVOICE = "We send the invoice to your insurer once the repair is finished."


@pytest.mark.parametrize(("question", "source", "answer", "fails"), [
    # unseen28 dev u28-en-043
    ("Who books the lift at my apartment building?", PARKING,
     "You arrange parking for the truck and any council permit, and we book the lift with your building manager.",
     True),
    ("Who books the lift at my apartment building?", PARKING, "You book the lift with your building manager.", False),
    ("Who books the lift at my apartment building?", PARKING,
     "You must book the lift with your building manager.", False),
    # unseen31 dev u31-en-049: the rules' "the guest" is the reader, never the business's "we"
    ("Who pays the bank charges on a transfer from abroad?", PAYING,
     "We pay the bank charges on transfers from abroad; card payments carry a fee of 3 %.", True),
    ("Who pays the bank charges on a transfer from abroad?", PAYING,
     "You pay the bank charges on transfers from abroad; card payments carry a fee of 3 %.", False),
    ("Who pays the bank charges on a transfer from abroad?", PAYING,
     "The guest pays the bank charges on transfers from abroad.", False),
    # unseen34 dev u34-en-049: "decides" asks for the act the source calls "chooses"
    ("If my tour is cancelled because of a storm, who decides between a refund and a new date?", WEATHER,
     "Alpenpass decides whether you get a full refund or a new date.", True),
    ("If my tour is cancelled because of a storm, who decides between a refund and a new date?", WEATHER,
     "The guest decides between a full refund and a new date.", False),
    # "you" for the business's "we"
    ("Who sends the invoice to my insurer?", INVOICE,
     "You send the invoice to your insurer once the repair is finished.", True),
    ("Who sends the invoice to my insurer?", INVOICE,
     "We send the invoice to your insurer once the repair is finished.", False),
    # unseen49 dev u49-en-038: a participle with its doer after "by" ("the ferry booked by the hirer")
    ("Can we take the van to Tasmania, and who books the ferry?", FERRY,
     "Yes, on hires of 14 days or more from Melbourne, and we book the Spirit of Tasmania ferry for you.", True),
    ("Can we take the van to Tasmania, and who books the ferry?", FERRY,
     "Yes, on hires of 14 days or more from Melbourne; you book the Spirit of Tasmania ferry yourself.", False),
    # "by" naming how, not who: "paid by card", "paid by bank transfer" (a red-team of the participle's doer)
    ("Who pays the cleaning fee?", "A cleaning fee of £30 is added to the guest's bill. Fees paid by card carry a 2% "
     "surcharge.", "The guest pays the cleaning fee.", False),
    ("Who pays the deposit?", "The deposit is paid by the tenant; deposits paid by bank transfer are held by the "
     "agency.", "The agency pays the deposit.", True),
    # nor a time after "by" (a review): "booked by Friday", "paid by 1 June"
    ("Who books the ferry?", "We book the ferry for you. A ferry booked by Friday costs A$20 less.",
     "You book the ferry.", True),
    ("Who pays the cleaning fee?", "A cleaning fee of £30 is added to the guest's bill. Fees paid by direct debit "
     "carry no surcharge; fees paid by 1 June are discounted.", "The guest pays the cleaning fee.", False),
])
def test_the_act_given_to_the_other_side_of_the_rules_fails(question: str, source: str, answer: str,
                                                          fails: bool) -> None:
    assert ("unsupported-claim" in checks(question, source, answer)) is fails


def test_a_third_party_is_not_read_as_either_side() -> None:
    # "the building manager" is neither the business nor its reader: no pronoun is compared with it
    index = SentenceIndex(["The building manager books the lift for moving day."])
    assert _swaps_the_person("You book the lift for moving day.", acts_alike(verb_stem("books")), frozenset(), index,
                             frozenset({0})) is None
    assert _swaps_the_person("We book the lift for moving day.", acts_alike(verb_stem("books")), frozenset(), index,
                             frozenset({0})) is None
    ours = SentenceIndex(["We book the lift for moving day."])
    assert _swaps_the_person("You book the lift for moving day.", acts_alike(verb_stem("books")), frozenset(), ours,
                             frozenset({0})) == "We book the lift for moving day."


@pytest.mark.parametrize(("question", "source", "answer"), [
    # a review of fd346da: a phrasal verb is another act, and another object another rule
    ("Who picks up the bike for the service?",
     "You pick a collection date online. Our courier then collects the bike from your home.",
     "We pick up the bike from your home."),
    ("Who books the guide?",
     "You book the tour online. A certified guide is then assigned to your group by our office.",
     "We book the guide: our office assigns a certified guide to your group."),
])
def test_another_act_or_object_is_no_swap(question: str, source: str, answer: str) -> None:
    assert checks(question, source, answer) == []
