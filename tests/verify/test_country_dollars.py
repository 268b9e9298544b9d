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
