"""A yes-answer that drops the time before an event by which the reader must act
(tether.checks.condition._deadline_untold, unseen26 dev u26-ru-044)."""

from __future__ import annotations

import pytest
from one_fragment import checks_of as _checks

OBMEN = ("Билет можно один раз бесплатно обменять на другой рейс того же направления не позднее чем за 24 часа до "
         "отправления.")
CHANGES = "A standard ticket can be moved to another sailing for S$15, until 2 hours before departure."
REFUNDS = "Refunds go back to the original card within 14 days."
# the event left unsaid after the time (unseen30 dev u30-ru-031)
OTMENA = ("При отмене фотосессии не позднее чем за 3 дня предоплата возвращается полностью. При более поздней отмене "
          "предоплата не возвращается.")


@pytest.mark.parametrize(("text", "answer", "question", "fires"), [
    (OBMEN, "Да, билет можно один раз бесплатно обменять на другой рейс того же направления.",
     "Можно ли бесплатно поменять билет на другой рейс?", True),
    (CHANGES, "Yes, a standard ticket can be moved to another sailing for S$15.", "Can I move my ticket?", True),
    # the deadline told, in the same or another sentence
    (OBMEN, "Да, один раз и бесплатно — не позднее чем за 24 часа до отправления.",
     "Можно ли бесплатно поменять билет на другой рейс?", False),
    (CHANGES, "Yes, a standard ticket can be moved to another sailing for S$15. Do it at least 2 hours before "
              "departure.", "Can I move my ticket?", False),
    # the reader's own time meets it, or does not
    (CHANGES, "Yes, a standard ticket can be moved to another sailing for S$15.",
     "Can I move my ticket 5 hours before departure?", False),
    (CHANGES, "Yes, a standard ticket can be moved to another sailing for S$15.",
     "Can I move my ticket 1 hour before departure?", True),
    (OTMENA, "Да, при отмене фотосессии предоплата возвращается полностью.", "Вернут ли предоплату?", True),
    (OTMENA, "Да, если отменить фотосессию не позднее чем за 3 дня, предоплату вернут полностью.",
     "Вернут ли предоплату?", False),
    # a time the provider keeps is no condition of the reader's
    (REFUNDS, "Yes, refunds go back to the original card.", "Do refunds go back to my card?", False),
])
def test_a_deadline_before_an_event_dropped_by_a_yes(text: str, answer: str, question: str, fires: bool) -> None:
    assert ("unsupported-claim" in _checks(text, answer, question)) is fires


PERENOS = ("Урок можно перенести бесплатно, если предупредить администратора не позднее чем за 12 часов до начала. "
           "Если предупредить позже или не прийти, урок списывается.")
RESCHEDULE = ("You can reschedule a lesson free of charge if you tell the office at least 12 hours before it starts; "
              "a lesson the teacher cancels is moved free of charge.")


@pytest.mark.parametrize(("text", "answer", "question", "fires"), [
    # the claim keeps the condition and cuts its deadline (unseen36 dev u36-ru-031)
    (PERENOS, "Да, урок можно перенести бесплатно, если предупредить администратора.",
     "Можно ли перенести урок бесплатно?", True),
    (RESCHEDULE, "Yes, you can reschedule a lesson free of charge if you tell the office.",
     "Can I reschedule a lesson for free?", True),
    # the deadline kept, in the condition or after it
    (PERENOS, "Да, если предупредить администратора за 12 часов до начала.", "Можно ли перенести урок бесплатно?",
     False),
    (RESCHEDULE, "Yes, you can reschedule free of charge if you tell the office at least 12 hours before it starts.",
     "Can I reschedule a lesson for free?", False),
    (RESCHEDULE, "Yes, you can reschedule a lesson free of charge if you tell the office. Do it at least 12 hours "
                 "before it starts.", "Can I reschedule a lesson for free?", False),
    # the reader's own time meets it, or is said in words no threshold reads (a review's probe)
    (PERENOS, "Да, урок можно перенести бесплатно, если предупредить администратора.",
     "Я предупрежу за 20 часов до начала — можно ли перенести урок бесплатно?", False),
    (PERENOS, "Да, урок можно перенести бесплатно, если предупредить администратора.",
     "Я предупрежу за сутки до начала — можно перенести урок бесплатно?", False),
])
def test_a_condition_cut_short_of_its_deadline(text: str, answer: str, question: str, fires: bool) -> None:
    assert ("unsupported-claim" in _checks(text, answer, question)) is fires


VOZVRAT = ("Мебель надлежащего качества можно вернуть в течение 7 дней после доставки, если её не собирали и "
           "сохранена заводская упаковка. Обратную доставку оплачивает покупатель.")


@pytest.mark.parametrize(("answer", "fires"), [
    # «после» ends the period, it sets no condition of the grant's own; the source's two-part
    # condition is read over «и» (unseen37 dev u37-ru-031)
    ("Да, мебель надлежащего качества можно вернуть в течение 7 дней после доставки; обратную доставку оплачивает "
     "покупатель.", True),
    ("Да, мебель можно вернуть в течение 7 дней после доставки, если её не собирали и сохранилась заводская "
     "упаковка.", False),
])
def test_a_period_counted_from_delivery_is_no_condition_of_the_grant(answer: str, fires: bool) -> None:
    assert ("unsupported-claim" in _checks(VOZVRAT, answer, "Можно вернуть диван, если он не подошёл по цвету?")) \
        is fires


@pytest.mark.parametrize(("text", "answer", "question"), [
    # each part of a condition after its main clause is a condition (a review's probes, session 36)
    ("Furniture can be returned within 7 days if it has not been assembled by the buyer and the original packaging "
     "is kept.", "Yes, furniture can be returned within 7 days; keep the original packaging.", "Can I return my sofa?"),
    ("Children under 6 stay free if they share a bed with their parents and no extra bed is needed.",
     "Yes, children under 6 stay free, no extra bed needed.", "Do kids stay free?"),
    ("Members can use the sauna for free if they book a slot at reception and guests pay 15 EUR per visit.",
     "Yes, members can use the sauna for free; guests pay 15 EUR per visit.", "Is the sauna free for members?"),
])
def test_a_part_of_a_trailing_condition_dropped(text: str, answer: str, question: str) -> None:
    assert "unsupported-claim" in _checks(text, answer, question)
