"""Whose dollar: "NZ$229", "A$229", "C$15" are sums in their country's currency.

Read as a bare "$" before, an Australian price given to New Zealand in New Zealand dollars
("NZ$229" where the cited sentence says "A$229 in Australia") was supported by the Australian
figure. A bare "$" is any country's dollar: an answer may write "$229" for "A$229".
"""

from __future__ import annotations

import json

import pytest

from tether.figures import find_mentions
from tether.verifier import verify_output
from tether.verify.models import VerifyInput


@pytest.mark.parametrize(("text", "written", "unit"), [
    ("costs NZ$139 a day", "NZ$139", "NZD"),
    ("A$179", "A$179", "AUD"),
    ("the AU$ 30 fee", "AU$ 30", "AUD"),
    ("C$15.50 per hour", "C$15.50", "CAD"),
    ("US$5", "US$5", "USD"),
    ("costs $5", "$5", "USD"),
    ("(HK$88)", "HK$88", "HKD"),
    ("X$5", "$5", "USD"),  # letters that name no dollar are not its country
])
def test_the_country_letters_are_part_of_the_sum(text: str, written: str, unit: str) -> None:
    [m] = find_mentions(text)
    assert (m.text, m.kind, m.unit) == (written, "money", unit)


LESSON = ("A 1-hour private lesson for up to 3 people costs NZ$189 in New Zealand or A$229 in Australia.")


def checks(text: str, answer: str) -> list[str]:
    out = json.dumps({"answer": answer, "entityCitations": [], "documentationCitations": ["r#r"], "limitations": []})
    inp = VerifyInput.model_validate({"question": "How much is a private lesson?", "output": out,
                                      "context": {"fragments": [{"id": "r#r", "documentId": "r", "text": text}]}})
    return sorted({v.check for v in verify_output(inp).violations})


@pytest.mark.parametrize("answer", [
    "A private lesson costs NZ$229 in New Zealand.",
    "A private lesson costs US$229.",  # an explicit US dollar is no bare "$" (a red-team)
])
def test_another_countrys_amount_in_this_countrys_dollars_is_unsupported(answer: str) -> None:
    assert "unsupported-number" in checks(LESSON, answer)


@pytest.mark.parametrize(("text", "answer"), [
    (LESSON, "A private lesson costs NZ$189 in New Zealand or A$229 in Australia."),
    (LESSON, "In Australia a private lesson costs $229."),  # the bare sign is any dollar
    ("In Australia a private lesson costs $229.", "In Australia a private lesson costs A$229."),
])
def test_the_same_sum_written_with_or_without_its_country_passes(text: str, answer: str) -> None:
    assert checks(text, answer) == []


@pytest.mark.parametrize(("text", "written", "unit"), [
    ("costs RM95", "RM95", "MYR"),  # unseen26: every Malaysian fare was an identifier
    ("a fee of RM 12", "RM 12", "MYR"),
    ("95 ringgit", "95 ringgit", "MYR"),
    ("билет стоит 800 драм", "800 драм", "AMD"),
    ("֏800", "֏800", "AMD"),
    ("15 лари", "15 лари", "GEL"),
    ("300 ฿", "300 ฿", "THB"),
    ("R950 per adult", "R950", "ZAR"),  # unseen31: every South African rate was an identifier
    ("costs R3,500 per day", "R3,500", "ZAR"),
    ("a deposit of R 1 000", "R 1 000", "ZAR"),
    ("KSh 2,000 a night", "KSh 2,000", "KES"),
    ("Ksh2,000", "Ksh2,000", "KES"),
    # session 31: India, Indonesia, the UAE, Egypt as they write sums
    ("a room costs Rs 4,500 a day", "Rs 4,500", "INR"),
    ("Rs. 999 only", "Rs. 999", "INR"),
    ("Rs.2,500/day", "Rs.2,500", "INR"),
    ("the deposit is ₹1,50,000", "₹1,50,000", "INR"),  # India's lakh grouping: 150,000
    ("2 lakh rupees", "2 lakh rupees", "INR"),
    ("Rp 50.000 per day", "Rp 50.000", "IDR"),
    ("Dh 350 a night", "Dh 350", "AED"),
    ("Dhs. 500", "Dhs. 500", "AED"),
    ("5,000 dirhams", "5,000 dirhams", "AED"),
    ("штраф 500 дирхамов", "500 дирхамов", "AED"),
    ("E£500", "E£500", "EGP"),  # not sterling
    ("50 Kč", "50 Kč", "CZK"),
])
def test_a_currency_of_asia_or_the_caucasus_makes_a_sum(text: str, written: str, unit: str) -> None:
    [m] = find_mentions(text)
    assert (m.text, m.kind, m.unit) == (written, "money", unit)


def test_rm_in_other_cases_is_no_currency() -> None:
    assert [m.kind for m in find_mentions("Rm 5 is on the second floor")] == ["number"]


def test_a_sum_in_ringgit_is_not_the_same_sum_in_singapore_dollars() -> None:
    fares = "An adult ticket costs S$38 from Singapore and RM95 from Malaysia."
    assert checks(fares, "From Malaysia an adult ticket costs RM95.") == []
    assert "unsupported-number" in checks(fares, "From Malaysia an adult ticket costs RM38.")


def test_r_in_other_cases_is_no_rand() -> None:
    # a tyre's radius (unseen12), a road: two digits and no separator
    assert [m.kind for m in find_mentions("Для радиусов R13–R19 замена стоит 2 000 ₽")] == ["identifier", "identifier",
                                                                                          "money"]
    assert [m.kind for m in find_mentions("Take the R40 to the lodge")] == ["identifier"]
    assert [m.kind for m in find_mentions("r 5 is the row by the door")] == ["number"]
    assert [m.kind for m in find_mentions("R&D costs 5 % of turnover")] == ["percent"]


SAFARI = "A private vehicle with its own guide can be booked for R3,500 in South Africa or US$200 in Kenya per day."


@pytest.mark.parametrize(("answer", "misattributed"), [
    # unseen31 dev u31-en-035: the sentence names both places, one per sum
    ("At Mara Plains Camp in Kenya a private vehicle costs R3,500 per day.", True),
    ("In Kenya a private vehicle with its own guide costs US$200 per day.", False),
    ("In South Africa a private vehicle costs R3,500 per day.", False),
    ("A private vehicle costs R3,500 a day.", False),  # no place named: nothing to set it beside
])
def test_a_sum_set_beside_the_other_place_of_its_sentence(answer: str, misattributed: bool) -> None:
    assert ("misattributed-figure" in checks(SAFARI, answer)) is misattributed


def test_a_sum_stated_for_both_places_is_either_places() -> None:
    text = "A transfer costs US$50 in South Africa and US$50 in Kenya."
    assert checks(text, "In Kenya a transfer costs US$50.") == []


@pytest.mark.parametrize(("text", "value"), [
    ("₹1,50,000", 150_000), ("Rs 12,50,000", 1_250_000), ("₹1.5 lakh", 150_000), ("Rs 2 crore", 20_000_000),
    ("1,250,000 EUR", 1_250_000),  # the thousands' grouping reads as before
])
def test_indian_grouping_and_words_give_the_whole_sum(text: str, value: int) -> None:
    [m] = find_mentions(text)
    assert m.readings[0].value == value


def test_a_rupee_sum_in_lakh_grouping_supports_the_same_sum_written_otherwise() -> None:
    text = "The deposit for a private room is ₹1,50,000, paid at admission."
    assert checks(text, "The deposit for a private room is Rs 150,000.") == []
    assert "unsupported-number" in checks(text, "The deposit for a private room is Rs 1,50.")


@pytest.mark.parametrize(("text", "written", "unit"), [
    ("48 Singapore dollars a term", "48 Singapore dollars", "SGD"),  # unseen39: read as a bare number
    ("180 Hong Kong dollars", "180 Hong Kong dollars", "HKD"),
    ("5 New Zealand dollars", "5 New Zealand dollars", "NZD"),
    ("20 Canadian dollars", "20 Canadian dollars", "CAD"),
    ("48 сингапурских долларов", "48 сингапурских долларов", "SGD"),
])
def test_a_countrys_name_before_dollars_is_its_currency(text: str, written: str, unit: str) -> None:
    [m] = find_mentions(text)
    assert (m.text, m.kind, m.unit) == (written, "money", unit)


@pytest.mark.parametrize("text", ["5 new rules", "20 Singapore students", "3 Hong Kong branches"])
def test_a_countrys_name_before_another_word_is_no_currency(text: str) -> None:
    assert [m.kind for m in find_mentions(text)] == ["number"]


@pytest.mark.parametrize("answer", [
    "A trial lesson costs 180 dollars in Hong Kong.",  # a bare "dollars" is any country's, as "$" is
    "A trial lesson costs 180 Hong Kong dollars in Hong Kong.",
])
def test_dollars_without_a_country_agree_with_a_countrys_dollar(answer: str) -> None:
    assert checks("In Hong Kong a trial lesson costs HK$180.", answer) == []


@pytest.mark.parametrize("answer", ["It costs 180 US dollars.", "It costs 180 dollars US.",
                                    "It costs 180 dollars (US).", "Стоит 180 долларов США."])
def test_dollars_named_as_the_united_states_are_no_bare_dollars(answer: str) -> None:
    assert "unsupported-number" in checks("In Hong Kong a trial lesson costs HK$180.", answer)


def test_another_countrys_dollars_named_in_words_do_not_agree() -> None:
    assert "unsupported-number" in checks("In Hong Kong a trial lesson costs HK$180.",
                                          "A trial lesson costs 180 Singapore dollars in Hong Kong.")


VISA = "The visa-on-arrival fee is US$35, payable in cash at the airport."


@pytest.mark.parametrize(("text", "answer"), [
    # the red-team of session 39: a country's dollar agreed with an explicit US dollar
    (VISA, "The visa on arrival costs 35 Australian dollars."),
    (VISA, "The visa on arrival costs A$35."),
    (VISA, "The visa on arrival costs S$35."),
    ("Виза по прибытии стоит 35 долларов США.", "Виза по прибытии стоит 35 австралийских долларов."),
])
def test_another_countrys_dollars_do_not_agree_with_a_us_dollar(text: str, answer: str) -> None:
    assert "unsupported-number" in checks(text, answer)


@pytest.mark.parametrize(("text", "answer"), [
    (VISA, "The visa on arrival costs $35."),  # the bare sign is any dollar, the US one too
    (VISA, "The visa on arrival costs 35 dollars."),
    (VISA, "The visa on arrival costs 35 US dollars."),
    ("The visa-on-arrival fee is $35.", "The visa on arrival costs A$35."),
    ("The visa-on-arrival fee is $35.", "The visa on arrival costs US$35."),
    ("Виза по прибытии стоит 35 долларов.", "Виза по прибытии стоит 35 австралийских долларов."),
])
def test_a_dollar_without_a_country_still_agrees_both_ways(text: str, answer: str) -> None:
    assert checks(text, answer) == []


@pytest.mark.parametrize(("text", "written", "unit"), [
    ("55 белорусских рублей за м²", "55 белорусских рублей", "BYN"),
    ("за 20 Belarusian roubles", "20 Belarusian roubles", "BYN"),
    ("100 российских рублей", "100 российских рублей", "RUB"),
])
def test_a_countrys_roubles_are_its_currency(text: str, written: str, unit: str) -> None:
    # «55 белорусских рублей» for «55 BYN» (unseen47 dev u47-ru-006) was a bare 55
    [m] = find_mentions(text)
    assert (m.text, m.kind, m.unit) == (written, "money", unit)


def test_a_countrys_roubles_are_checked_as_its_currency() -> None:
    rate = "В Беларуси укладка плитки стоит 55 BYN за м², в России — 1 600 ₽ за м²."
    assert checks(rate, "Укладка плитки в Беларуси стоит 55 белорусских рублей за м².") == []
    assert "unsupported-number" in checks(rate, "Укладка плитки в Беларуси стоит 55 российских рублей за м².")
