"""Figures of shapes unseen33's dev split found misread, each beside its faithful twin: a sum's
thousands read as decimals, an elliptic list inside one clause or after asides, a case set apart
by «кроме», a value taken from the sentence a pronoun goes on from, and the reader's figure given
as a rule's bound."""

from __future__ import annotations

import pytest

from tests.verify.verify_helpers import checks_on as checks
from tether.figures import find_mentions


@pytest.mark.parametrize(("text", "values"), [
    ("¥12,000", ["12000"]),
    ("JPY 11,000", ["11000"]),
    ("€12.000", ["12000"]),
    ("12,000 ₽", ["12000"]),
    ("1,250", ["1250", "1.250"]),  # a bare number stays ambiguous: 1.25 in Russian or German prose
])
def test_a_sum_in_thousands_is_not_read_with_three_decimals(text: str, values: list[str]) -> None:
    (m,) = find_mentions(text)
    assert [str(r.value) for r in m.readings] == values


TOURS = ("In Japan, group food tours in Tokyo, Kyoto and Osaka cost ¥12,000 per adult and ¥8,500 per child aged "
         "6 to 12. Infants under 6 join free of charge. Guests aged 13 and over pay the adult price.")
TOURS_2027 = ("In 2027, group food tours in Japan cost JPY 11,000 per adult and JPY 7,500 per child aged 6 to 12; "
              "infants under 6 joined free of charge.")
BOUQUETS = ("В России букеты в Москве и Казани стоят: малый (до 15 цветов) — 2 500 ₽, средний (до 25 цветов) — "
            "4 200 ₽, большой (до 51 цветка) — 7 900 ₽.")


@pytest.mark.parametrize(("question", "text", "answer", "misattributed"), [
    # unseen33 dev u33-en-035: "12,000" was also read as 12.000, which the child's "aged 6 to 12" holds
    ("How much is a child ticket for the Osaka group tour?", TOURS,
     "In Japan, a child aged 6 to 12 pays ¥12,000 for the Osaka group food tour.", True),
    ("How much is a child ticket for the Osaka group tour?", TOURS,
     "In Japan, a child aged 6 to 12 pays ¥8,500 for the Osaka group food tour.", False),
    # unseen33 dev u33-en-038: the elliptic pair is one clause of a sentence a semicolon parts
    ("How much did a child pay in 2027?", TOURS_2027,
     "In 2027, a child aged 6 to 12 paid JPY 11,000 for a group food tour in Japan.", True),
    ("How much did a child pay in 2027?", TOURS_2027,
     "In 2027, a child aged 6 to 12 paid JPY 7,500 for a group food tour in Japan.", False),
    # unseen33 dev u33-ru-035: each case's size in brackets before the dash to its price
    ("Сколько стоит средний букет в Москве?", BOUQUETS, "В России средний букет (до 25 цветов) стоит 7 900 ₽.", True),
    ("Сколько стоит средний букет в Москве?", BOUQUETS, "В России средний букет (до 25 цветов) стоит 4 200 ₽.", False),
    ("Сколько стоит средний букет в Москве?", BOUQUETS, "В России средний букет стоит 4 200 ₽.", False),
])
def test_the_other_case_of_a_list(question: str, text: str, answer: str, misattributed: bool) -> None:
    assert ("misattributed-figure" in checks(question, text, answer)) is misattributed


GIFT = ("A gift card is valid for 12 months from the date of purchase. It can be extended once by 3 months if you "
        "ask before it expires. Gift cards are not refundable.")


@pytest.mark.parametrize(("answer", "misattributed"), [
    # unseen33 dev u33-en-039: the validity's 12 months given to the extension the next sentence states
    ("A gift card can be extended once by 12 months, if you ask before it expires.", True),
    ("A gift card is valid for 12 months and can be extended once by 3 months.", False),
    ("A gift card is valid for 12 months; it can be extended once, by 3 months, if you ask before it expires.", False),
])
def test_a_value_from_the_sentence_a_pronoun_goes_on_from(answer: str, misattributed: bool) -> None:
    assert ("misattributed-figure" in checks("By how long can I extend my gift card?", GIFT, answer)) is misattributed


CANCEL = ("If you cancel a group tour 7 days or more before it starts, you get a full refund. If you cancel 2 to 6 "
          "days before, we refund 50 % of the price. Cancellations less than 2 days before the tour are not refunded.")


@pytest.mark.parametrize(("answer", "fails"), [
    # unseen33 dev u33-en-033: the reader's 5 days given as the full refund's bound, which is 7 days
    ("Yes. A group tour cancelled 5 days or more before it starts is refunded in full.", True),
    # a yes to a reader the bound written after its figure ("7 days or more") rules out
    ("Yes, you get a full refund.", True),
    ("No. A full refund needs 7 days or more; cancelling 5 days before gets you 50 % of the price.", False),
    ("No: cancelled 5 days before, your tour is refunded at 50 % of the price.", False),
])
def test_the_readers_figure_as_a_rules_bound(answer: str, fails: bool) -> None:
    question = "My group tour is in 5 days. If I cancel now, do I get all my money back?"
    assert bool(checks(question, CANCEL, answer)) is fails


ROSES = ("Розы стоят не меньше 5 дней, остальные цветы — не меньше 3 дней, если менять воду каждый день. Если букет "
         "завял раньше, пришлите фото.")


@pytest.mark.parametrize(("answer", "misattributed"), [
    # unseen33 dev u33-ru-015: «кроме роз» sets the roses apart; it does not name their part
    ("Цветы, кроме роз, по гарантии стоят не меньше 3 дней.", False),
    ("Цветы, кроме роз, по гарантии стоят не меньше 5 дней.", True),
    ("Розы по гарантии стоят не меньше 3 дней.", True),
])
def test_a_case_set_apart_is_not_the_case_named(answer: str, misattributed: bool) -> None:
    assert ("misattributed-figure" in checks("Сколько простоят хризантемы?", ROSES, answer)) is misattributed
