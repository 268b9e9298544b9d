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
