"""Two Russian phrasings of what the source says: «возможен» grants as «можно» does, and «не по
болезни, а по другой причине» sets one case against another rather than denying the clause
(unseen27 dev u27-ru-022, u27-ru-012)."""

from __future__ import annotations

import pytest
from one_fragment import checks_of as _checks

PEREHOD = ("Перейти в другую группу того же уровня можно бесплатно, если в ней есть свободное место. Переход на "
           "другой уровень возможен только после промежуточного теста и по решению преподавателя.")
PROPUSKI = ("Пропущенное по болезни групповое занятие можно отработать в другой группе того же уровня в течение 30 "
            "дней, если ученик принесёт справку от врача. Занятие, пропущенное по другой причине, не отрабатывается "
            "и не возвращается.")


@pytest.mark.parametrize(("text", "answer", "question", "fires"), [
    (PEREHOD, "Перейти на другой уровень можно только после промежуточного теста и по решению преподавателя.",
     "Как перейти в группу уровнем выше?", False),
    (PEREHOD, "Перейти на другой уровень можно в любой момент, без теста.", "Как перейти в группу уровнем выше?", True),
    (PROPUSKI, "Занятие, пропущенное не по болезни, а по другой причине, не отрабатывается и не возвращается.",
     "А если я пропустил занятие из-за командировки?", False),
    # the case set against is read away, and the clause left is still compared
    (PROPUSKI, "Занятие, пропущенное не по болезни, а по другой причине, можно отработать.",
     "А если я пропустил занятие из-за командировки?", True),
])
def test_russian_grants_and_contrasts(text: str, answer: str, question: str, fires: bool) -> None:
    assert ("unsupported-claim" in _checks(text, answer, question)) is fires
