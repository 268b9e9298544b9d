"""Claim readings from unseen56's dev split (issue 11, unsupported-claim): a sum counted per another
thing than the source's, the reader given an act the staff does, and words that order steps read
as no actor."""

from __future__ import annotations

import pytest
from one_fragment import checks_of

PACKING = ("Для пересылки почтой луковицы укладывают в ящик с опилками, не больше 30 луковиц в один ящик. "
           "Упаковка стоит 180 ₽ за ящик.")


@pytest.mark.parametrize(("answer", "fires"), [
    # the sum counted per the thing the material packs, not per the box (unseen56 dev u56-ru-026)
    ("Упаковка для пересылки почтой стоит 180 ₽ за каждую луковицу.", True),
    ("Упаковка для пересылки почтой стоит 180 ₽ за ящик.", False),
    # per the thing priced itself: «за упаковку» is per box too
    ("Упаковка стоит 180 ₽ за упаковку, в ящик кладут не больше 30 луковиц.", False),
])
def test_a_sum_per_another_thing(answer: str, fires: bool) -> None:
    assert ("unsupported-claim" in checks_of(PACKING, answer, "Сколько стоит упаковка для отправки почтой?")) is fires


KEEPING = ("Riders with diabetes tell the stables when they book. Insulin pens are kept by the instructor in a cool "
           "box at the yard.")


@pytest.mark.parametrize(("answer", "fires"), [
    # the reader given the act the source gives the staff (unseen56 dev u56-en-040)
    ("You keep your insulin pen with you in a cool box at the yard.", True),
    ("The instructor keeps your insulin pen in a cool box at the yard.", False),
    ("Your instructor keeps it in a cool box at the yard.", False),
])
def test_the_reader_given_the_staffs_act(answer: str, fires: bool) -> None:
    assert ("unsupported-claim" in checks_of(KEEPING, answer, "Who keeps my insulin pen during the ride?")) is fires


APPEALS = ("Жалобу рассматривает заведующий отделением, принявшим заявку, в течение 10 дней. Если заявитель не "
           "согласен с решением, жалобу повторно рассматривает главный врач.")


def test_a_word_that_orders_steps_is_no_actor() -> None:
    """«Сначала …, а если вы не согласны — …» (unseen56 dev u56-ru-019, a correct answer)."""
    answer = ("Сначала жалобу в течение 10 дней рассматривает заведующий отделением, которое приняло заявку, а "
              "если вы не согласны с решением — главный врач.")
    assert "unsupported-claim" not in checks_of(APPEALS, answer, "Кто рассматривает жалобу?")

