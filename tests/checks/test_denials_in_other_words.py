"""Correct answers in other words: "rather than" denies what follows; «в том числе» is no actor."""

from __future__ import annotations

from one_fragment import checks_of as _checks

CREDITS = ("Credits are taken off the next invoice; they are never paid out in cash and cannot exceed 50% of a "
           "month's fee.")
INSTRUKTORY = ("Часть занятий по вождению ведут инструкторы-партнёры на собственных автомобилях. Договор об обучении "
               "ученик заключает только с автошколой, и оплату за все занятия принимает автошкола.")


def test_rather_than_denies_what_follows_it() -> None:
    # unseen18 dev u18-en-012
    assert _checks(CREDITS, "The credit is taken off your next invoice rather than paid out in cash.") == []
    assert _checks(CREDITS, "The credit is taken off your next invoice instead of being paid out in cash.") == []
    assert "unsupported-claim" in _checks(CREDITS, "The credit is paid out in cash.")


def test_v_tom_chisle_is_no_actor_in_a_who_answer() -> None:
    # unseen18 dev u18-ru-015
    answer = ("Оплату за все занятия принимает автошкола: договор об обучении вы заключаете только с ней, в том числе "
              "когда занятие ведёт инструктор-партнёр на своём автомобиле.")
    assert _checks(INSTRUKTORY, answer, "Кто принимает оплату, если занятия ведёт инструктор-партнёр?") == []
