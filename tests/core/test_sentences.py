"""One sentence splitter for the project (issue 13): retrieval, sufficiency, the verifier and
the answer checks cut text at the same places.

The cases are the ones on which the three splitters that came before disagreed:
abbreviations (en + ru), decimals, initials. Each is asked of every entry point.
"""

from __future__ import annotations

import pytest

from tether.checks.lexicon import sentence_around
from tether.text import sentence_spans, sentences

# (text, its sentences). None of the dots inside a sentence below ends it.
CASES = [
    ("See ch. 5 of the act. Then apply.", ["See ch. 5 of the act.", "Then apply."]),
    ("Under art. 12 the fee is due. Pay it.", ["Under art. 12 the fee is due.", "Pay it."]),
    ("Fees differ, e.g. Germany charges more. Check.", ["Fees differ, e.g. Germany charges more.", "Check."]),
    ("The rate is 1.5 percent. It rose.", ["The rate is 1.5 percent.", "It rose."]),
    ("Signed by J. R. Smith on Monday. Filed.", ["Signed by J. R. Smith on Monday.", "Filed."]),
    ("Согласно ст. 5 закона пошлина взимается. Срок 30 дней.",
     ["Согласно ст. 5 закона пошлина взимается.", "Срок 30 дней."]),
    ("См. п. 3 приложения. Далее.", ["См. п. 3 приложения.", "Далее."]),
    ("Пошлина, т.е. Сбор, уплачивается заранее. Готово.",
     ["Пошлина, т.е. Сбор, уплачивается заранее.", "Готово."]),
    ("Ставка 1,5 % и 2.5 % с 2024 г. Новая ставка позже.",
     ["Ставка 1,5 % и 2.5 % с 2024 г. Новая ставка позже."]),
    ("Подписал А. С. Пушкин. Принято.", ["Подписал А. С. Пушкин.", "Принято."]),
    # a currency written short (unseen34 dev u34-en-004: Swiss francs as "Fr.")
    ("In 2027, a hut tour cost Fr. 360 per adult. It rose.",
     ["In 2027, a hut tour cost Fr. 360 per adult.", "It rose."]),
    ("The fee is Rs. 500 per visit. Pay at the desk.", ["The fee is Rs. 500 per visit.", "Pay at the desk."]),
    # … but a currency after its figure ends the sentence before a capital (a review of 7c6c9e2)
    ("A hut night costs 450 kr. The deposit is 200 kr. Pay at the desk.",
     ["A hut night costs 450 kr.", "The deposit is 200 kr.", "Pay at the desk."]),
]


@pytest.mark.parametrize(("text", "expected"), CASES)
def test_sentences_do_not_end_at_abbreviations_decimals_or_initials(text: str, expected: list[str]) -> None:
    assert sentences(text) == expected
    assert [text[s:e] for s, e in sentence_spans(text)] == expected


@pytest.mark.parametrize(("text", "expected"), CASES)
def test_the_answer_checks_read_the_same_sentence(text: str, expected: list[str]) -> None:
    # A word in the middle of the first sentence: the checks' sentence around it is that sentence.
    first = expected[0]
    middle = len(first) // 2
    lo, hi = sentence_around(text, middle, middle + 1)
    assert text[lo:hi] == first


def test_sufficiency_reads_the_same_sentences() -> None:
    from tether.terms import fragment_index

    index = fragment_index(CASES[0][0])
    assert len(index.sentences) == 2


def test_a_wrapped_list_reads_as_its_items() -> None:
    text = "Bring:\n- the form, e.g. NW-200,\n  signed\n- a copy of art. 5\nDone."
    assert sentences(text) == ["Bring:", "the form, e.g. NW-200, signed", "a copy of art. 5", "Done."]
