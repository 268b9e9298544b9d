"""Words that frame a question without naming its subject ("5 days *ago*", "is one guide
*enough* for *us*", «5 дней *назад*») are no terms a record must cover where no record holds
them: they pushed the record that answers below the coverage floor (unseen35 dev u35M-003,
u35L-006). Where a record holds one ("pay in *US* dollars") it stays the question's word."""

from __future__ import annotations

import pytest

from tether.plan import Catalog, interpret
from tether.sufficiency import terms_of
from tether.terms import Weights


@pytest.mark.parametrize(("question", "frame", "held"), [
    ("We are 3 certified divers on a night dive. Is one guide enough for us?", {"enough", "us"}, set()),
    ("Прививку от бешенства сделали 20 дней назад. Можно заселить кошку?", {"назад"}, set()),
    ("Достаточно ли одного инструктора на группу?", {"достаточн"}, set()),
    # a record holds "US": it is the question's word there
    ("Can I pay in US dollars in Chile?", set(), {"us"}),
])
def test_frame_words_no_record_holds_are_not_terms(question: str, frame: set[str], held: set[str]) -> None:
    weights = Weights(100, lambda t: 3 if t in held or not t.startswith(("enough", "us", "назад", "достаточн")) else 0)
    terms = terms_of(interpret(question, Catalog()), [], weights)
    assert not any(t.startswith(tuple(frame)) for t in terms) if frame else True, terms
    assert held <= set(terms), terms


@pytest.mark.parametrize(("question", "read", "held"), [
    # «посев» stems to «пос», «посевы» to «посев»: the records' stem is the word itself
    ("через скока готов посев", "посев", {"посев"}),
    # a stub some record holds stays as it is
    ("через скока готов посев", "пос", {"пос", "посев"}),
])
def test_a_word_the_stemmer_cut_to_a_stub_is_read_whole(question: str, read: str, held: set[str]) -> None:
    """unseen48 dev u48L-050: «пос» is in no record, «посев» is, and the question stopped."""
    weights = Weights(100, lambda t: 3 if t in held or t in {"гот", "скок"} else 0)
    assert read in terms_of(interpret(question, Catalog()), [], weights)


def test_of_two_words_cut_to_one_stub_the_one_records_hold_is_read() -> None:
    """«засев» and «засов» both stem to «зас»: the first word kept was taken, held or not (a review
    of session 47)."""
    weights = Weights(100, lambda t: 3 if t in {"засов", "сломан"} else 0)
    terms = terms_of(interpret("засов или засев сломан", Catalog()), [], weights)
    assert "засов" in terms, terms
