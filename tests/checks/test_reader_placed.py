"""A clause that only places the reader's own figure in the rule's case adds no statement
(tether.checks.clauses.PLACING)."""

from __future__ import annotations

import pytest

from tests.verify.verify_helpers import checks_on as checks

CANCEL = ("If you cancel 30 days or more before the tour, we refund the full price minus a handling fee of CHF 50. "
          "If you cancel 14 to 29 days before the tour, we refund 50 % of the price.")
ASKED = "I want to cancel 20 days before the hike. How much will I get back?"


@pytest.mark.parametrize(("answer", "fails"), [
    # unseen34 dev u34-en-006, a correct answer
    ("Half of the price: a cancellation 14 to 29 days before the tour is refunded at 50 %, and 20 days falls in "
     "that range.", False),
    # placing a figure the reader did not give is no placing of the reader's
    ("Half of the price: a cancellation 14 to 29 days before the tour is refunded at 50 %, and 25 days falls in "
     "that range.", True),
    # a clause of words of its own is still an added clause
    ("Half of the price: a cancellation 14 to 29 days before the tour is refunded at 50 %, and 20 days earns a "
     "voucher bonus.", True),
])
def test_placing_the_readers_figure(answer: str, fails: bool) -> None:
    assert ("unsupported-claim" in checks(ASKED, CANCEL, answer)) is fails


REFUND = "Возврат билета, купленного онлайн, возможен не позднее чем за 48 часов до сеанса."
REFUND_ASKED = "До сеанса осталось 60 часов, можно вернуть онлайн-билет?"
GROOMING = "Стрижка собак от 5 до 15 кг стоит 2 000 ₽."
GROOMING_ASKED = "Сколько стоит стрижка таксы 9 кг?"


@pytest.mark.parametrize(("asked", "source", "answer", "fails"), [
    # the rule's words named again ("в этот срок", «в эту группу»), the reader's figure measured
    # («весом 9 кг»): the coverage pre-check leaves such a clause out (unseen35 dev u35-ru-006, -030)
    (REFUND_ASKED, REFUND, "Да, возврат возможен не позднее чем за 48 часов до сеанса, а 60 часов укладываются в "
                           "этот срок.", False),
    (GROOMING_ASKED, GROOMING, "Стрижка собак от 5 до 15 кг стоит 2 000 ₽ — такса весом 9 кг попадает в эту "
                               "группу.", False),
    # what the clause adds of its own is still read
    (REFUND_ASKED, REFUND, "Да, возврат возможен не позднее чем за 48 часов до сеанса, а 60 часов укладываются в "
                           "этот срок; деньги придут на карту мгновенно и с бонусом.", True),
    (GROOMING_ASKED, GROOMING, "Стрижка собак от 5 до 15 кг стоит 2 000 ₽ — такса весом 9 кг получает скидку "
                               "постоянного клиента.", True),
])
def test_placing_the_readers_figure_in_other_words(asked: str, source: str, answer: str, fails: bool) -> None:
    assert ("unsupported-claim" in checks(asked, source, answer)) is fails


GLACIER = "Guests over 75 cannot book the glacier walk. Children under 10 walk with a parent."
GANJA = "В филиале на Ленина собак свыше 30 кг не принимаем. Когти подстригаем всем."


@pytest.mark.parametrize(("asked", "source", "answer", "fails"), [
    # a measuring word before the reader's own figure only says what it measures (unseen35 dev
    # u35-ru-003: «… а ваша весит 28 кг»)
    ("My father is 78, can he book the glacier walk?", GLACIER,
     "No, guests older than 75 cannot book the glacier walk, and your father is 78.", False),
    ("Подстрижёте собаку 35 кг на Ленина?", GANJA,
     "Нет, в филиале на Ленина собак тяжелее 30 кг не принимают, а ваша весит 35 кг.", False),
    # the statement turned round is still read
    ("My father is 78, can he book the glacier walk?", GLACIER,
     "Yes, guests older than 75 can book the glacier walk.", True),
    ("Подстрижёте собаку 35 кг на Ленина?", GANJA, "Да, в филиале на Ленина собак тяжелее 30 кг принимают.", True),
    ("Подстрижёте собаку 35 кг на Ленина?", GANJA, "Да, в филиале на Ленина собак тяжелее 30 кг стригут.", True),
])
def test_a_measuring_word_before_a_figure(asked: str, source: str, answer: str, fails: bool) -> None:
    assert bool({"unsupported-claim", "acceptance-contradiction"} & set(checks(asked, source, answer))) is fails



@pytest.mark.parametrize(("asked", "source", "answer"), [
    # the rule's figure repeated by the question is no reader's figure to measure (a review)
    ("Собаку весом 30 кг на Ленина подстрижёте?", GANJA, "Да, в филиале на Ленина собак тяжелее 30 кг стригут."),
    # a placing word the main clause says too is the main clause's claim (a review): "weekly" and
    # "group" are two words of its own, as many as the pre-check lets no sentence bring unread
    ("My dog weighs 30 kg. How much is grooming?", "Grooming costs €50 for dogs over 25 kg.",
     "Weekly group grooming costs €50 for dogs over 25 kg, and 30 kg falls in that group."),
])
def test_review_wrong_answers_still_fail(asked: str, source: str, answer: str) -> None:
    assert {"unsupported-claim", "acceptance-contradiction"} & set(checks(asked, source, answer))
