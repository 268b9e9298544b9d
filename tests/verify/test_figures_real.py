"""Figures as real prose writes them (issue 13): each misreading class, and the readings
that must not change with the fixes."""

from __future__ import annotations

import pytest

from tether.checks.figures import figures
from tether.figures.dates import DateValue
from tether.figures.quantities import find_mentions
from tether.verify.material import Material
from tether.verify.models import ContextFragment


def _one(text: str):
    found = [m for m in find_mentions(text) if m.kind not in ("list",)]
    assert len(found) == 1, found
    return found[0]


def _supports(material: str, answer: str) -> bool:
    m = Material([ContextFragment.model_validate({"id": "f#1", "text": material})])
    return all(m.supports(x) for x in find_mentions(answer))


@pytest.mark.parametrize(("material", "answer"), [
    ("the clinic opened on august 3 , 1977 .", "It opened on August 3, 1977."),
    ("the clinic opened on 3 august 1977 .", "It opened on 3 August 1977."),
    ("клиника открылась августа 3 , 1977 .", "Клиника открылась 3 августа 1977 года."),
    ("Trading was halted 2008–09 and again 2020 -- 21.", "Trading was halted in 2009 and in 2021."),
    ("Зал закрывали в 1998–99 гг.", "Зал закрывали с 1998 по 1999 год."),
    ("It was founded in 1994.", "It was founded in the 1990s."),
    ("Основан в 1994 году.", "Основан в 1990-х годах."),
    ("popular in the 1970s.Later it faded", "It was popular in the 1970s."),
    ("The unit flew the MiG-29 until 2004.", "The unit flew MiG-29s until 2004."),
    ("The estate was valued at $3.5 billionHis heirs sold it", "It was valued at $3.5 billion."),
    ("The shop closed in 2017.", "The shop closed in mid-2017."),
    ("Fieldwork ran 2012-15.", "Fieldwork ran 2012-15."),
    ("The report came out in November 2016.", "The report came out in 2016-11."),
    # Found on HaluEval summaries: a decade without its century, a hyphenated modifier.
    ("She danced in the 1930s and 1940s.", "She danced in the 1930s and '40s."),
    ("Выпуск вырос в 1990-х годах.", "Выпуск вырос в 90-х годах."),
    ("the 7.8 currently being reported", "A magnitude-7.8 earthquake struck."),
    ("COVID-19 cases rose.", "covid-19 cases rose."),
    # A year before 1900 read inside a date is still the number it was ("born in which year?").
    ("Vance (22 June 1757 – 10 May 1798) was an officer.", "1757"),
    ("Vance, born June 22, 1757, was an officer.", "1757"),
])
def test_a_misread_class_is_supported_now(material: str, answer: str) -> None:
    assert _supports(material, answer)


@pytest.mark.parametrize(("material", "answer"), [
    ("It was popular in the 1970s.", "It was popular in 1974."),  # a decade names no year
    ("It was founded in 1984.", "It was founded in the 1990s."),
    ("Trading was halted 2008–09.", "Trading was halted 2008–11."),
    ("The unit flew the MiG-29 until 2004.", "The unit flew MiG-31s until 2004."),
    ("The estate was valued at $3.5 billionHis heirs sold it", "It was valued at $3.5 million."),
    ("Scored in the 12th and 70th minutes; the visitors replied once.", "It ended 2-1."),
    ("She danced in the 1930s.", "She danced in the '40s."),
    ("The magnitude was put at 7.9.", "A magnitude-7.8 earthquake struck."),
    ("The unit flew the A-10.", "The unit flew the A-12."),  # a capitalised id is no number
])
def test_what_the_material_lacks_still_fires(material: str, answer: str) -> None:
    assert not _supports(material, answer)


@pytest.mark.parametrize("text", [
    "you may 5 times renew it",
    "fees of 30 may be waived",
    "may 5 days",
    "between 1200–1500 applications a year",
    "in 1500 cases",
    "EUR 2020",
    "in her 50s",  # an age, not a decade
])
def test_what_stays_a_count(text: str) -> None:
    assert any(m.kind in ("number", "money", "duration") for m in find_mentions(text))


def test_a_russian_ordinal_day_is_no_decade() -> None:
    assert not any(d.decade for m in find_mentions("к 20-е апреля") for d in m.dates)


def test_year_month_is_no_range_into_the_past() -> None:
    m = _one("2024-06")
    assert m.dates == (DateValue(2024, 6),) and m.year_range == ()


def test_a_month_that_could_be_a_range_has_both_readings() -> None:
    m = _one("2010-12")
    assert m.dates == (DateValue(2010, 12),)
    assert m.year_range == (DateValue(2010), DateValue(2012))


@pytest.mark.parametrize("text", [
    "The guild was chartered in 1862.",
    "The old hall (1862–1897).",
    "from 1862 to 1897.",
    "Гильдия основана в 1862 году.",
    "с 1862 по 1897 год.",
    "The stadium hosted matches of Euro 2020.",
    "Production stopped in mid-2013.",
    "It peaked in the 1990s.",
])
def test_years_names_and_decades_are_not_quantities(text: str) -> None:
    """number-without-jurisdiction reads quantities only: none of these is one."""
    assert figures(text) == []


def test_a_derived_count_is_still_a_quantity() -> None:
    assert [f.text for f in figures("The hostel has 23 rooms.")] == ["23"]
