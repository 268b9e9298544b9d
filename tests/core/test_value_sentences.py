"""The value check read from a fragment's kept sentences (value_asked.value_sentences, kept
per content by tether.evidence) decides as reading the text each time did."""

from __future__ import annotations

from hypothesis import example, given, settings
from hypothesis import strategies as st

from tether.coverage import holds
from tether.figures import find_mentions
from tether.sufficiency import Sufficiency
from tether.terms import subject_terms
from tether.text import sentences
from tether.value_asked import _ANSWERED_BY, _FREE, _NO_VALUE, states_a_value, value_sentences


def _read_each_time(found: Sufficiency, text: str, kind: str | None) -> bool:
    """states_a_value before its sentences were kept (commit a9292d9), verbatim."""
    for sentence in sentences(text):
        if any(m.kind not in _NO_VALUE and (kind is None or m.kind in _ANSWERED_BY.get(kind, (kind,)))
               for m in find_mentions(sentence)) or (kind == "money" and _FREE.search(sentence)):
            held = frozenset(subject_terms(sentence))
            if not found.terms or any(holds(held, t) for t in found.terms):
                return True
    return False


PIECES = ("The renewal fee is", "€45", "20 %", "within 30 days", "on 15 July 2026", "free of charge", "at 18:00",
          "see https://example.org", "section 4.2", "Пошлина составляет", "1 200 ₽", "бесплатно", "в течение 10 дней",
          "backups are kept", "the appeal period", "item 3", ".", ".", "!")
TERMS = ("renew", "fee", "backup", "kept", "appeal", "period", "пошлин", "срок")


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(PIECES), max_size=14), st.lists(st.sampled_from(TERMS), max_size=3),
       st.sampled_from([None, "money", "duration", "date", "percent"]))
@example(["The renewal fee is", "free of charge", "."], ["fee"], "money")  # a sum stated as none
@example(["Пошлина составляет", "бесплатно", "."], ["пошлин"], "money")
@example(["see https://example.org", "the appeal period"], ["appeal"], None)  # a figure that is no value
def test_kept_sentences_decide_as_the_text(pieces: list[str], terms: list[str], kind: str | None) -> None:
    text = " ".join(pieces)
    found = Sufficiency((), (), tuple(terms))
    expected = _read_each_time(found, text, kind)
    assert states_a_value(found, text, kind) == expected
    assert states_a_value(found, "", kind, value_sentences(text)) == expected
