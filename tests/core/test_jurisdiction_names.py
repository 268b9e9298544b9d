"""Jurisdiction names in answers and questions, en + ru (tether.jurisdictions)."""

from __future__ import annotations

import json

import pytest

from tether.jurisdictions import find, mentions
from tether.verifier import verify_output
from tether.verify.models import VerifyInput


@pytest.mark.parametrize(("text", "code"), [
    ("In Australia you accrue 20 days of leave.", "AU"),
    ("Сотрудникам в Австралии положено 20 дней.", "AU"),
    ("For the New Zealand office the allowance is NZ$40.", "NZ"),
    ("В Новой Зеландии пособие другое.", "NZ"),
    ("Singapore staff are paid monthly.", "SG"),
    ("В Сербии срок — 30 дней.", "RS"),
    ("In Malaysia children under 2 travel free.", "MY"),  # unseen26 dev u26-en-007
    ("В Малайзии дети до 2 лет едут бесплатно.", "MY"),
    ("В Киргизии тариф другой.", "KG"),
    ("В Египте виза нужна.", "EG"),  # a red-team: the fleeting е of «Египет»
    ("hw much is a 25 sq ft locker a week in the uk", "GB"),  # typed in lower case (unseen22 dev u22s-041)
    ("At Mara Plains Camp in Kenya a vehicle costs more.", "KE"),  # unseen31
    ("В Кении сафари дороже.", "KE"),
    ("Tours in Peru start in Lima.", "PE"),
    ("В Чили сезон другой.", "CL"),
    ("Prices in Georgia are in lari.", "GE"),  # session 31: read word for word
    ("В Грузии аренда дешевле.", "GE"),
    ("Студия в Грузию не выезжает.", "GE"),
])
def test_a_country_named_in_either_language_is_found(text: str, code: str) -> None:
    assert mentions(text, code)
    assert find(text) == [code]


@pytest.mark.parametrize(("text", "codes"), [
    # «Австралии» begins with Austria's stem too: the longest name a word starts is the one it names
    ("в Австралии и в Австрии", ["AU", "AT"]),
    ("австрийский филиал", ["AT"]),
    ("Германия и Австрия", ["DE", "AT"]),
])
def test_the_longest_name_a_word_starts_is_the_one_named(text: str, codes: list[str]) -> None:
    assert find(text) == codes


def test_an_answer_naming_australia_gives_its_figures_with_their_jurisdiction() -> None:
    out = json.dumps({"answer": "In Australia you accrue 20 days of paid annual leave a year.", "entityCitations": [],
                      "documentationCitations": ["leave-au#annual"], "limitations": []})
    inp = VerifyInput.model_validate({"question": "How much annual leave do I get?", "output": out, "context": {
        "fragments": [{"id": "leave-au#annual", "documentId": "leave-au", "jurisdiction": "AU",
                       "text": "Employees in Australia accrue 20 days of paid annual leave a year."}]}})
    assert verify_output(inp).violations == []


@pytest.mark.parametrize(("text", "codes"), [
    # everyday capitals are no codes; the country's name still names it (review)
    ("How is overtime paid in Germany? Do I report it to HR?", ["DE"]),
    ("Is the help desk open before 10 AM in Spain?", ["ES"]),
    ("How is overtime paid in Croatia?", ["HR"]),
    ("WHERE IS MY BOOKING? The bag limit is 20 KG.", []),
    ("Our office is in St Paul, MN.", []),  # Minnesota, not Mongolia
    # the first mention first, whether a code or a name
    ("Fees in France or DE?", ["FR", "DE"]),
])
def test_acronyms_name_nothing_and_the_first_mention_comes_first(text: str, codes: list[str]) -> None:
    assert find(text) == codes


def test_the_codes_of_countries_named_by_name_only_are_words() -> None:
    """"DO NOT", the "QA" team, an "IQ" test, "MA" and "PA" (states): codes added with unseen31's
    countries name no jurisdiction written bare."""
    assert find("DO NOT ENTER. Ask the QA team; an IQ test is not needed. Boston, MA; Erie, PA.") == []


@pytest.mark.parametrize("text", [
    "Груз весом до 5 кг перевозится бесплатно.",  # «Грузия»'s stem is «груз»: cargo names no country
    "Грузовой лифт работает до 20:00.",
    "Our office is in Atlanta, Georgia, USA.",  # the US state, in a text naming the United States
    "The GE boiler is serviced yearly.",
])
def test_georgia_is_not_read_in_its_stem_or_as_a_us_state(text: str) -> None:
    assert "GE" not in find(text)
