"""A word negated by its prefix: «платная» for «бесплатна», "used" for "unused"
(tether.checks.prefix_negation)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from one_fragment import checks_of

from tether.checks import prefix_negation

DOSTAVKA = "Доставка бесплатна при заказе от 3 000 рублей, в остальных случаях стоимость доставки — 300 рублей."
VOZVRAT = "Товар надлежащего качества можно вернуть в течение 14 дней со дня покупки при сохранении чека."
RETURNS = "Unused items can be returned within 30 days."


@pytest.mark.parametrize(("text", "answer"), [
    (DOSTAVKA, "Доставка платная при заказе от 3 000 рублей."),  # a red-team, x19
    (VOZVRAT, "Товар ненадлежащего качества можно вернуть в течение 14 дней со дня покупки."),  # x17
    (RETURNS, "Used items can be returned within 30 days."),
    # "non-" with its hyphen is a prefix on a short word too; the EU of another clause is not the calls' (x09)
    ("Roaming in the EU is included in the monthly price of 29 EUR; calls to non-EU countries cost 1.20 EUR per "
     "minute.", "Calls to EU countries cost 1.20 EUR per minute."),
])
def test_a_word_negated_by_its_prefix_is_unsupported(text: str, answer: str) -> None:
    assert "unsupported-claim" in checks_of(text, answer)


@pytest.mark.parametrize(("text", "answer"), [
    (DOSTAVKA, "Доставка бесплатна при заказе от 3 000 рублей."),
    # turned back by a negation of its own
    (DOSTAVKA, "При заказе от 3 000 рублей доставка не платная."),
    (RETURNS, "Only unused items can be returned, within 30 days."),
    # a sentence stating both cases: the claim's word is its other clause's (unseen22 u22-ru-001)
    ("Пребывание в группе полного дня стоит 42 000 ₽ в месяц, в группе неполного дня — 28 000 ₽ в месяц.",
     "Группа полного дня стоит 42 000 ₽ в месяц."),
])
def test_the_word_as_the_source_states_it_passes(text: str, answer: str) -> None:
    assert "unsupported-claim" not in checks_of(text, answer)


def _pairs_one_prefix_at_a_time(claim: str, source: str) -> list[tuple[str, str]]:
    """The pairs as the check first read them: every claim word tested against every prefix."""
    claim_words, source_words = prefix_negation._words(claim), prefix_negation._words(source)
    out = []
    for a, word in claim_words.items():
        if a in source_words:
            continue
        for p in prefix_negation.PREFIXES:
            least = 2 if p.endswith("-") else prefix_negation.MIN_CORE
            if len(a) >= least and p + a in source_words and p + a not in claim_words:
                out.append((word, source_words[p + a]))
            core = a[len(p):]
            if a.startswith(p) and len(core) >= least and core in source_words and core not in claim_words:
                out.append((word, source_words[core]))
    return out


# Words that meet with and without a prefix, in both languages, and prefixes that nest («бес»/«без»,
# "non-"/"non") or stand alone, so that most drawn texts hold a pair or several.
_WORDS = ("платная", "бесплатна", "безналичный", "наличный", "бесплатно", "не", "надлежащего",
          "ненадлежащего", "used", "unused", "non-eu", "eu", "non", "nonresident", "resident", "un",
          "unlimited", "limited", "items", "доставка", "недоставка", "bes", "безопасный", "опасный")


@given(st.lists(st.sampled_from(_WORDS), max_size=8), st.lists(st.sampled_from(_WORDS), max_size=8))
@settings(max_examples=400, deadline=None)
def test_the_pairs_are_those_of_testing_every_prefix_in_order(claim: list[str], source: list[str]) -> None:
    claim_text, source_text = " ".join(claim), " ".join(source)
    assert prefix_negation._pairs(claim_text, source_text) == _pairs_one_prefix_at_a_time(claim_text, source_text)


@given(st.lists(st.sampled_from(_WORDS), max_size=8),
       st.lists(st.sampled_from((*_WORDS, ",", ";", "—")), max_size=12))
@settings(max_examples=400, deadline=None)
def test_a_sentence_skipped_for_its_words_holds_no_pair(claim: list[str], sentence: list[str]) -> None:
    """The look-up that skips a cited sentence before reading its clauses (``_partners`` against
    ``_clauses_of``) skips only sentences none of whose clauses pairs a word with the claim's."""
    claim_text, sentence_text = " ".join(claim), " ".join(sentence)
    clauses, words = prefix_negation._clauses_of(sentence_text)
    if prefix_negation._partners(claim_text).isdisjoint(words):
        assert all(not prefix_negation._pairs(claim_text, clause) for clause in clauses)
