"""Pairs of values each closed by a named place ("£9.50 for a child and £13 for an adult *in London*,
and £8 … in Leeds"): the place is both values' of its pair, and the word right after each value
names its case (unseen41 dev u41-ru-035: the adult's 1 300 ₽ given to a child passed, the clause's
«в Москве» read as the adult part's case; issue 11, misattributed-figure)."""

from __future__ import annotations

import pytest
from verify_helpers import checks_citing_all

from tether.verify.case_parts import elliptic_cases

THEATRE = [("prays#detskie", "В России билет на дневной детский спектакль стоит 950 ₽ для ребёнка и 1 300 ₽ для "
                             "взрослого в Москве, 700 ₽ для ребёнка и 850 ₽ для взрослого в Екатеринбурге.")]
HALLS = [("arenda#zaly", "Аренда стоит 3 000 ₽ в будни и 4 500 ₽ в выходные в Казани, 2 500 ₽ в будни и 3 500 ₽ "
                         "в выходные в Самаре.")]
MATINEE = [("prices#matinee", "A matinee ticket costs £9.50 for a child and £13 for an adult in London.")]
KAZAN = [("nomera#ceny", "Номер стоит 4 000 ₽ с завтраком и 3 500 ₽ без завтрака в Казани.")]
HOURLY = [("parking#hourly", "Parking costs £5 an hour in the town centre and £3 an hour in York.")]
PARKING = [("parking#rates", "Parking costs £5 in the town centre, £3 in York and £4 in Leeds.")]
MISPLACED = "misattributed-figure"


@pytest.mark.parametrize(("fragments", "answer"), [
    # the adult's value, and another city's child's, given to Moscow's child
    (THEATRE, "В России билет для ребёнка на дневной детский спектакль в Москве стоит 1 300 ₽."),
    (THEATRE, "В России билет для ребёнка на дневной детский спектакль в Москве стоит 700 ₽."),
    (THEATRE, "В России детский билет на дневной детский спектакль в Екатеринбурге стоит 950 ₽."),
    (HALLS, "В Самаре аренда в выходные стоит 4 500 ₽."),
    (HALLS, "В Казани аренда в будни стоит 2 500 ₽."),
    # the adult's value given to a child, the pair's place named
    (MATINEE, "In London a child's matinee ticket costs £13."),
    # a place of its own is no pair's: the town centre's £5 is not York's (a red-team of session 41)
    (PARKING, "In York parking costs £5."),
    (HOURLY, "In York parking costs £5 an hour."),
    # one place closing the sentence may be its last part's alone: «без завтрака» is 3 500 ₽
    (KAZAN, "В Казани номер без завтрака стоит 4 000 ₽."),
])
def test_another_pairs_or_another_cases_value_is_misattributed(fragments: list[tuple[str, str]], answer: str) -> None:
    assert MISPLACED in checks_citing_all(fragments, answer, "Сколько стоит?")


@pytest.mark.parametrize(("fragments", "answer"), [
    (THEATRE, "В России билет для ребёнка на дневной детский спектакль в Москве стоит 950 ₽."),
    (THEATRE, "В России взрослый билет на дневной детский спектакль в Екатеринбурге стоит 850 ₽."),
    (HALLS, "В Самаре аренда в выходные стоит 3 500 ₽."),
    (MATINEE, "In London an adult ticket costs £13."),
    (MATINEE, "In London a child's matinee ticket costs £9.50."),
    (PARKING, "In York parking costs £3."),
])
def test_the_pairs_own_value_passes(fragments: list[tuple[str, str]], answer: str) -> None:
    assert MISPLACED not in checks_citing_all(fragments, answer, "How much?")


def test_a_place_closing_a_pair_is_carried_back_to_its_first_value() -> None:
    parts = elliptic_cases(THEATRE[0][1], "money")
    assert [p.strip() for p in parts[1:]] == ["1 300 ₽ для взрослого в Москве", "700 ₽ для ребёнка в Екатеринбурге",
                                              "850 ₽ для взрослого в Екатеринбурге."]
    assert parts[0].endswith("950 ₽ для ребёнка в Москве")
