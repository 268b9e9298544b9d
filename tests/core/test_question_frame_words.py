"""Words that frame a question without naming its subject ("5 days *ago*", "is one guide
*enough*", «5 дней *назад*», «*достаточно* ли») are no terms a fragment must cover: they
pushed the record that answers below the coverage floor (unseen35 dev u35M-003, u35L-006)."""

from __future__ import annotations

import pytest

from tether.terms import subject_terms


@pytest.mark.parametrize(("question", "frame", "subject"), [
    ("We are 5 certified divers on a night dive. Is one guide enough for us?", "enough", "guid"),
    ("The rabies shot was done 5 days ago. Can my cat stay?", "ago", "rabi"),
    ("Прививку от бешенства сделали 5 дней назад. Можно заселить кота?", "назад", "бешенств"),
    ("Достаточно ли одного инструктора на группу?", "достаточн", "инструктор"),
])
def test_frame_words_are_not_subject_terms(question: str, frame: str, subject: str) -> None:
    terms = subject_terms(question)
    assert not any(t.startswith(frame) for t in terms), terms
    assert any(t.startswith(subject[:5]) for t in terms), terms
