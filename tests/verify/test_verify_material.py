"""The material index: what supports an answer's figures, and verbatim lookup for answer checks."""

from __future__ import annotations

import pytest
from verify_helpers import FEES_EN, FEES_RU, fact, fragment, make_input, only

from tether.verify import build_material
from tether.verify.material import Material
from tether.verify.models import ContextFact, ContextFragment


def material(text: str = FEES_EN, question: str = "", facts=()) -> Material:
    return build_material(make_input("x", text=text, question=question, facts=facts))


@pytest.mark.parametrize(
    "written",
    ["1 250 EUR", "€1,250", "EUR 1.250,00", "1 250,00 евро", "1250", "850 €", "30 working days",
     "30 рабочих дней", "5 %", "5 процентов", "Article 5", "ст. 5", "version 2024.2", "NW-200",
     "nw-200", "30 days", "1,25 thousand EUR"],
)
def test_supported_figures(written: str) -> None:
    assert material().supports(only(f"x {written} y"))


@pytest.mark.parametrize(
    "written",
    ["1 300 EUR", "1 250 USD", "900 EUR", "31 working days", "30 hours", "6 %", "NW-300",
     "EU-2024-18", "1 249 EUR"],
)
def test_unsupported_figures(written: str) -> None:
    assert not material().supports(only(f"x {written} y"))


def test_a_unit_in_the_answer_may_meet_a_bare_number_in_the_material() -> None:
    m = material("Up to 40 applications are accepted.")
    assert m.supports(only("40 EUR"))
    assert not material("The fee is 40 USD.").supports(only("40 EUR"))


@pytest.mark.parametrize(
    "written, ok",
    [("12.06.2024", True), ("12 June 2024", True), ("2024-06-12", True), ("June 2024", True),
     ("июнь 2024", True), ("2024", True), ("12 июня", True), ("13.06.2024", False),
     ("July 2024", False), ("2023", False), ("06/12/2024", True), ("12/07/2024", False)],
)
def test_dates_at_every_precision(written: str, ok: bool) -> None:
    assert material().supports(only(f"from {written} on", "date")) is ok


def test_question_numbers_are_the_readers_own_in_any_unit() -> None:
    m = material(question="Our pump runs about 2 000 hours a year. What now?")
    assert m.supports(only("2 000 operating hours"))
    assert m.supports(only("2000"))


def test_fact_values_are_material() -> None:
    m = material("No figures here.", facts=[fact("t1", "money", "1249.6", "EUR"),
                                            fact("t2", "date", "2025-01-01"),
                                            fact("t3", "identifier", "AB-77")])
    assert m.supports(only("1249.6 EUR"))
    assert m.supports(only("1 January 2025", "date"))
    assert m.supports(only("AB-77"))


def test_number_words_in_the_material_support_digits() -> None:
    m = material("Objections must be raised within five working days; двадцать процентов.")
    assert m.supports(only("5 working days"))
    assert m.supports(only("20 %"))
    assert not m.supports(only("6 working days"))


def test_rounding_only_when_asked() -> None:
    m = material("Firms with total assets above 1,270,000 EUR must appoint an officer.")
    approx = only("1.3 million EUR")
    assert not m.supports(approx)
    assert m.supports(approx, tolerant=True)


def test_contains_verbatim_normalises_whitespace_only() -> None:
    m = material("The fee is\n1\u00a0250 EUR.   It is due.")
    assert m.contains_verbatim("The fee is 1 250 EUR.")
    assert m.contains_verbatim("  It is due. ")
    assert not m.contains_verbatim("the fee is 1 250 EUR.")  # case matters
    assert not m.contains_verbatim("The fee is 1250 EUR.")  # digits as written
    assert not m.contains_verbatim("")


def test_a_quote_cannot_span_two_fragments() -> None:
    frags = [fragment("First part.", "a#1"), fragment("Second part.", "a#2")]
    inp = make_input("x", fragments=frags)
    m = build_material(inp)
    assert m.contains_verbatim("First part.")
    assert not m.contains_verbatim("First part. Second part.")


def test_fragments_expose_sentences() -> None:
    m = material(FEES_RU)
    frag = m.fragments[0]
    assert frag.id == "fees-de#registration"
    assert frag.sentences[0] == "Регистрационная пошлина составляет 1 250 евро."
    assert "Пошлина уплачивается в течение 30 рабочих дней (ст. 5)." in frag.sentences


def test_material_can_be_built_directly() -> None:
    m = Material([ContextFragment(id="d#a", text="Fee 10 EUR.")],
                 [ContextFact(label="t1", kind="percent", value="7")])
    assert m.supports(only("10 EUR")) and m.supports(only("7 %"))
    assert m.fragment("d#a") is m.fragments[0] and m.fragment("nope") is None
