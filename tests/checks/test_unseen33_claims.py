"""Claims of shapes unseen33's dev split found misread, each beside its faithful twin: a graded
denial ("no *partial* refund"), another case's bound taken for the other side of a bound, and a
regretful "No" said beside the answer's claims."""

from __future__ import annotations

import pytest

from tests.verify.verify_helpers import checks_on as checks
from tether.checks.polarity import polarity


def test_a_graded_denial_denies_its_noun() -> None:
    denied, _, _ = polarity("A guest who skips a tasting because of an allergy gets no partial refund.")
    assert {"partial", "refund"} <= denied
    allergy = ("Guests with a food allergy must tell us when booking. A guest who skips a tasting because of an "
               "allergy gets no partial refund.")
    question = "If I miss a tasting because of my allergy, do I get money back for it?"
    flipped = "Yes — if you skip a tasting because of an allergy, the price of that tasting is refunded to you."
    assert "unsupported-claim" in checks(question, allergy, flipped)
    kept = "No. If you skip a tasting because of an allergy, you get no partial refund."
    assert checks(question, allergy, kept) == []


ROSES_BOUND = ("Розы стоят не меньше 5 дней, остальные цветы — не меньше 3 дней, если менять воду каждый день. "
               "Если букет завял раньше, пришлите фото.")


@pytest.mark.parametrize(("answer", "fails"), [
    # unseen33 dev u33-ru-043: «остальные цветы» is another case with its own bound, not the roses' other side
    ("Розы стоят до 5 дней, остальные цветы — не меньше 3 дней, если каждый день менять воду.", True),
    ("Розы стоят не меньше 5 дней, остальные цветы — не меньше 3 дней, если каждый день менять воду.", False),
])
def test_another_case_is_not_the_other_side_of_a_bound(answer: str, fails: bool) -> None:
    assert bool(checks("Сколько простоят розы?", ROSES_BOUND, answer)) is fails


def test_the_other_side_named_in_other_words_still_lets_a_claim_about_it_pass() -> None:
    text = ("Tickets returned more than 48 hours before departure are refunded in full; tickets returned later are "
            "refunded at 80 %.")
    assert checks("What if I return my ticket a day before?", text,
                  "Tickets returned later than 48 hours before departure are refunded at 80 %.") == []


STROLLERS = ("Strollers are welcome on Tokyo and Seoul tours. Kyoto, Osaka and Busan tours have steep steps and narrow "
             "lanes, so please bring a baby carrier instead of a stroller.")


@pytest.mark.parametrize(("answer", "fails"), [
    # unseen33 dev u33-en-022: a regretful "No" beside the claims states no fact, as "No." does not
    ("Unfortunately not. The Osaka tour has steep steps and narrow lanes, so please bring a baby carrier.", False),
    ("К сожалению, нет. The Osaka tour has steep steps and narrow lanes, so please bring a baby carrier.", False),
    ("Not really. The Osaka tour has steep steps and narrow lanes, so please bring a baby carrier.", False),
    # a claim after the regret is still a claim
    ("Unfortunately not. A stroller on the Osaka tour costs ¥500 extra.", True),
])
def test_a_regretful_no_beside_the_claims(answer: str, fails: bool) -> None:
    assert bool(checks("Can we bring a stroller on the Osaka tour?", STROLLERS, answer)) is fails


ALLERGY = ("Guests with a food allergy must tell us when booking. The guide shows an allergy card in the local "
           "language at each stop, but the kitchens cannot guarantee that no trace is present.")


@pytest.mark.parametrize(("answer", "fails"), [
    # unseen33 dev u33-en-044: a bare "It's optional" says what it waives in the clause beside it
    ("It's optional, but you can mention a food allergy when booking; the guide then shows an allergy card in the "
     "local language at each stop.", True),
    ("Yes, it's required: you must tell us about a food allergy when booking.", False),
    ("Yes, you must tell us about a food allergy when booking; the guide then shows an allergy card at each stop.",
     False),
])
def test_a_bare_optional_waives_the_duty_beside_it(answer: str, fails: bool) -> None:
    assert bool(checks("Do I have to tell you about my allergy when I book?", ALLERGY, answer)) is fails


def test_no_full_refund_leaves_a_part_refunded() -> None:
    # "full" passes no denial on: a partial refund stated beside it is no flip
    text = "After 14 days there is no full refund. A partial refund of 50 % applies."
    assert checks("Do I get money back after 14 days?", text, "After 14 days you get a 50 % refund.") == []
    denied, _, _ = polarity("After 14 days there is no full refund.")
    assert "refund" not in denied
