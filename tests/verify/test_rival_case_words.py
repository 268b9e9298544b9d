"""The words that name a figure's case stand before it in its clause; a place after it says where
(issue 11, misattributed-figure; tether.verify.rival).

"In Spain, a road bike costs 24 € per day at our Seville shop": the trekking bike's sentence
holds "Seville" and "shops", so the clause's words as a whole pick it, and its 24 € passed for
the road bike (unseen36 dev u36-en-035); the right 38 € failed for the same reason. Two words
at least name a case, Russian verbs aside: their forms stem apart.
"""

from __future__ import annotations

import pytest
from verify_helpers import checks_citing_all

BIKES = [("prices-es#bike-hire", "In Spain, a trekking bike costs 24 € per day or 130 € per week at our Seville, "
                                 "Girona and Palma shops. A road bike costs 38 € per day. A helmet and a lock "
                                 "are included with every bike.")]
DISCOUNTS = [("skidki#vtoroy", "Если в школе учатся двое детей из одной семьи, на абонемент второго ребёнка "
                               "действует скидка 10 %."),
             ("skidki#semya", "Родитель и ребёнок, которые занимаются в одной группе рисования, получают скидку "
                              "15 % на оба абонемента.")]
POOL = [("gruppy#gruppy", "В группу «Малыши» принимают детей 3–5 лет, занятие длится 30 минут в малой чаше. "
                          "Группа «Дельфины» — для детей 6–9 лет; их занятия длятся 45 минут.")]

CINEMA = [("cine#prices", "Student tickets cost 6 € on weekdays. On Sundays, the ticket costs 5 € for everyone.")]
MUSEUM = [("museum#p", "Adult tickets cost 18 € for the permanent exhibition. For the temporary exhibition, "
                       "tickets cost 25 €.")]
MUZEI = [("muzei#c", "Взрослый билет на постоянную экспозицию стоит 500 рублей. На временную выставку билет стоит "
                     "700 рублей.")]
PARKING = [("park#p", "A parking space costs 20 € per day in the underground garage. In the open lot, a space costs "
                      "12 € per day.")]
SPA = [("spa#c", "Массаж всего тела стоит 4 000 рублей в спа-центре отеля. В пляжном павильоне любой массаж стоит "
                 "2 500 рублей.")]


@pytest.mark.parametrize(("fragments", "answer", "question"), [
    (BIKES, "In Spain, a road bike costs 24 € per day at our Seville shop, with a helmet and a lock included.",
     "How much is a road bike per day in Seville?"),
    (BIKES, "A road bike is 130 € per week at the Girona shop.", "What does a road bike cost for a week?"),
    (DISCOUNTS, "На абонемент второго ребёнка из одной семьи действует скидка 15 %.",
     "Какая скидка на второго ребёнка?"),
    # the words after the value name another case where the value's sentence names its own place
    # (a review of this reader)
    (PARKING, "A parking space costs 20 € per day in the open lot.", "What does the open lot cost?"),
    (SPA, "Массаж всего тела стоит 4 000 рублей в пляжном павильоне.", "Массаж на пляже?"),
])
def test_a_value_of_the_case_another_sentence_names_is_misattributed(
        fragments: list[tuple[str, str]], answer: str, question: str) -> None:
    assert "misattributed-figure" in checks_citing_all(fragments, answer, question)


@pytest.mark.parametrize(("fragments", "answer", "question"), [
    (BIKES, "In Spain, a road bike costs 38 € per day at our Seville shop, with a helmet and a lock included.",
     "How much is a road bike per day in Seville?"),
    (BIKES, "In Spain, a trekking bike costs 24 € per day at our Seville shop.", "How much is a trekking bike?"),
    (DISCOUNTS, "На абонемент второго ребёнка из одной семьи действует скидка 10 %.",
     "Какая скидка на второго ребёнка?"),
    (POOL, "В 7 лет подойдёт группа «Дельфины» — она для детей 6–9 лет, занятие длится 45 минут.",
     "Сыну 7 лет, в какую группу?"),
    # a general rule, a case named by the opening phrase or after the value (a review of this reader)
    (CINEMA, "A student ticket costs 5 € on Sundays.", "Student ticket on Sunday?"),
    (MUSEUM, "For the temporary exhibition, an adult ticket costs 25 €.", "Temporary exhibition price?"),
    (MUZEI, "Если идёте на временную выставку, взрослый билет стоит 700 рублей.", "Билет на временную выставку?"),
    (PARKING, "In the open lot, a parking space costs 12 € per day.", "What does the open lot cost?"),
])
def test_a_value_of_the_case_its_own_sentence_names_passes(
        fragments: list[tuple[str, str]], answer: str, question: str) -> None:
    assert "misattributed-figure" not in checks_citing_all(fragments, answer, question)
