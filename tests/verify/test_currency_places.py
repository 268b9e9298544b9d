"""A sum set beside the wrong country: the cited text prices one thing in two currencies and
names neither country, and the answer gives the tenge sum "в России" (tether.verify.places,
another_currencys_place; unseen29). Naming each sum's own country is faithful and no claim
of its own (tether.checks.claim_text: a currency's country is a free word where the text names
no country)."""

from __future__ import annotations

import pytest
from verify_helpers import checks_citing_all

PAIR = [("individualnye#vdvoem", "Занятие с тренером для двух человек стоит 4 200 ₽ или 17 000 ₸ за обоих.")]
ASKED = "Сколько стоит заниматься с тренером вдвоём?"
PLAN = [("plan#price", "The Protection Plan costs £3 a week for each £1,000 of cover in the United Kingdom, or "
                       "€3.50 a week for each €1,000 in Ireland.")]
WAIVER = [("rentals#waiver", "The damage waiver costs NZ$8 or A$10 a day and covers accidental damage to rented "
                             "equipment. Without the waiver the customer pays for repairs up to NZ$250 in New Zealand "
                             "or A$300 in Australia.")]
TOURS = [("tours#turkey", "A week in Turkey costs £450 per person, flights included.")]


@pytest.mark.parametrize(("fragments", "answer", "question"), [
    (PAIR, "Занятие с тренером для двух человек стоит 4 200 ₽ в России или 17 000 ₸ в Казахстане — это цена сразу "
           "за обоих.", ASKED),
    (PAIR, "В Казахстане занятие вдвоём с тренером стоит 17 000 ₸ за обоих.", ASKED),
    # the place after a sum is that sum's: the United Kingdom goes with the £1,000, not the €3.50
    (PLAN, "The Protection Plan is £3 a week per £1,000 of cover in the United Kingdom and €3.50 a week per €1,000 "
           "in Ireland.", "How much is the Protection Plan?"),
    # the sentence before names Australia last: it is not the NZ$250's place
    (WAIVER, "The waiver costs NZ$8 a day in New Zealand or A$10 a day in Australia and covers accidental damage to "
             "rented equipment. Without it you pay for repairs yourself, up to NZ$250 or A$300.",
     "What does the waiver cost?"),
    # a price in pounds for a trip abroad: the text prices nothing in lira
    (TOURS, "A week in Turkey costs £450 per person, with flights.", "How much is a week in Turkey?"),
])
def test_each_sum_beside_its_own_country_passes(fragments: list[tuple[str, str]], answer: str,
                                               question: str) -> None:
    assert checks_citing_all(fragments, answer, question) == []


@pytest.mark.parametrize(("fragments", "answer", "question"), [
    (PAIR, "Занятие с тренером для двух человек стоит 17 000 ₸ в России или 4 200 ₽ в Казахстане.", ASKED),
    (PAIR, "В России занятие вдвоём с тренером стоит 17 000 ₸.", ASKED),
    (PLAN, "In Ireland the Protection Plan costs £3 a week for each £1,000 of cover.",
     "How much is the plan in Ireland?"),
])
def test_a_sum_beside_the_other_currencys_country_is_misattributed(fragments: list[tuple[str, str]], answer: str,
                                                                   question: str) -> None:
    assert "misattributed-figure" in checks_citing_all(fragments, answer, question)


TRANSFER = [("transfer#tr", "В Турции трансфер из аэропорта в марину стоит 95 € за машину до 4 человек. Детское "
                            "кресло стоит 250 TRY, его нужно заказать не позднее чем за 48 часов.")]


@pytest.mark.parametrize("answer", [
    # unseen40 dev u40-ru-022: the source prices the transfer in euros in Turkey itself
    "В Турции трансфер из аэропорта в марину стоит 95 € за машину до четырёх человек.",
    # u40-ru-024: the seat's sentence is Turkey's as the fragment's first sentence is
    "Детское кресло заказывают не позднее чем за 48 часов; в Турции оно стоит 250 лир.",
])
def test_a_sum_the_source_states_for_the_place_in_another_currency_passes(answer: str) -> None:
    assert checks_citing_all(TRANSFER, answer, "Сколько стоит трансфер и кресло?") == []


@pytest.mark.parametrize("answer", [
    "В Турции детское кресло стоит 95 €.",  # the transfer's sum given to the seat
    "В Турции трансфер из аэропорта в марину стоит 250 лир за машину.",
])
def test_the_other_things_sum_in_the_same_place_is_still_misattributed(answer: str) -> None:
    assert "misattributed-figure" in checks_citing_all(TRANSFER, answer, "Сколько стоит трансфер и кресло?")


SERVICE = [("service-uk#prices", "In the United Kingdom, a boiler service costs £90. A repair visit costs £60 plus "
                                 "parts."),
           ("service-ie#prices", "In Ireland, a boiler service costs €110. A repair visit costs €75 plus parts.")]
SERVICE_ASKED = "How much is a boiler service?"


def test_a_place_named_after_another_sum_is_not_the_next_sums_case() -> None:
    """"… costs £90 in the United Kingdom and €75 in Ireland": the second sum's clause names only
    Ireland, so the sentence's words say what it is for — the boiler service, not the United
    Kingdom, which is the £90's place. Ireland's boiler service is €110; €75 is its repair visit."""
    answer = "A boiler service costs £90 in the United Kingdom and €75 in Ireland."
    assert "misattributed-figure" in checks_citing_all(SERVICE, answer, SERVICE_ASKED)


def test_each_sum_after_its_place_passes() -> None:
    answer = "A boiler service costs £90 in the United Kingdom and €110 in Ireland; a repair visit is £60 or €75."
    assert checks_citing_all(SERVICE, answer, SERVICE_ASKED) == []


SURCHARGE = [("ceny-rf#srochno", "В России печать плакатов стоит 300 ₽ за лист. Срочная печать дороже на 40 %."),
             ("ceny-kz#srochno", "В Казахстане печать плакатов стоит 1 500 ₸ за лист. Срочная печать дороже на 35 %.")]


@pytest.mark.parametrize("answer", [
    "Срочная печать дороже на 40 % в России и на 35 % в Казахстане.",
    "В Казахстане срочная печать дороже на 35 %, в России — на 40 %.",
])
def test_a_place_named_in_another_form_than_its_fragments_places_the_value(answer: str) -> None:
    """The percent's clause names only its country, «в Казахстане», which its sentence leaves to
    the fragment's first one: Snowball cuts «Казахстан» and «Казахстане» apart (tether.terms.place_terms)."""
    assert checks_citing_all(SURCHARGE, answer, "Насколько дороже срочная печать?") == []


def test_a_value_beside_the_other_country_still_fails() -> None:
    answer = "Срочная печать дороже на 35 % в России и на 40 % в Казахстане."
    assert "misattributed-figure" in checks_citing_all(SURCHARGE, answer, "Насколько дороже срочная печать?")


MEMBERSHIP = [("club-ru#prices", "В России годовой абонемент в клуб стоит 20 000 ₽. Месячный абонемент стоит 2 500 ₽."),
              ("club-kz#prices", "В Казахстане годовой абонемент в клуб стоит 90 000 ₸. Месячный абонемент стоит "
                                 "11 000 ₸."),
              ("club-uz#prices", "В Узбекистане годовой абонемент в клуб стоит 2 000 000 сум. Месячный абонемент стоит "
                                 "250 000 сум.")]


@pytest.mark.parametrize(("answer", "misattributed"), [
    # three countries: each sum after the first is read without the other sums' places, in the
    # form the sentence writes them («в Казахстане», not the name's «Казахстан»)
    ("Годовой абонемент в клуб стоит 20 000 ₽ в России, 90 000 ₸ в Казахстане и 250 000 сум в Узбекистане.", True),
    ("Годовой абонемент в клуб стоит 20 000 ₽ в России, 90 000 ₸ в Казахстане и 2 000 000 сум в Узбекистане.",
     False),
])
def test_a_sum_of_a_three_country_list_is_read_with_its_own_place(answer: str, misattributed: bool) -> None:
    found = checks_citing_all(MEMBERSHIP, answer, "Сколько стоит годовой абонемент?")
    assert ("misattributed-figure" in found) is misattributed
