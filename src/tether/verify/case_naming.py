"""What names the case of an answer's clause besides the words around its figure: the short phrase
that opens its sentence ("*Off-season*, a cabin costs …"), and a year it names («*в 2027 году* …
стоил 1 000 ₽»). Read by :mod:`tether.verify.case_readers`."""

from __future__ import annotations

from collections.abc import Sequence

from ..figures.mention import Mention
from ..guard import lazy_pattern
from ..plan import years_named
from ..terms import GENERIC_TERMS, SentenceIndex, place_terms
from .answer_clauses import terms_without_figures
from .case_parts import mention_kinds
from .checks import AnswerText

_OPENER = lazy_pattern(r"\s*([^\W\d_][\w'-]*(?:\s+[^\W\d_][\w'-]*){0,3}),")
"""A short phrase that opens a sentence and closes with a comma, with no figure: "*Off-season*, a
cabin costs C$90 a night", «*По выходным*, …» (evalsets/mutations.py figure on unseen30 dev
u30-en-004; "On a cenote dive," of unseen35 dev u35-en-037). Four words at most: a longer one is a clause
of its own."""
_NO_CASE = frozenset(
    "yes no sure ok okay well so also however unfortunately yet still then otherwise currently now today "
    "да нет конечно хорошо итак также однако увы к сожалению тогда иначе сейчас сегодня".split())
"""Openers that name no case: an answer word or a connective ("Yes, …", «К сожалению, …»)."""


def opened_at(answer: AnswerText, m: Mention, lo: int) -> int:
    """Where ``m``'s clause, which starts at ``lo``, begins with the short phrase that opens its
    sentence (:data:`_OPENER`) when the comma after the phrase is all that cuts it off: that
    phrase names the clause's case ("Off-season, a one-room cabin costs C$110 a night" is about
    the off-season price, whatever the clause says). ``lo`` otherwise."""
    start, _ = answer.sentence_of(m.start)
    found = _OPENER.match(answer.text, start)
    if found is None or lo < found.end() or answer.text[found.end():lo].strip():
        return lo
    words = found.group(1).lower().split()
    return lo if words[0] in _NO_CASE or " ".join(words) in _NO_CASE else start


def named_by_the_opener(answer: AnswerText, start: int, end: int, m: Mention, index: SentenceIndex,
                        allowed: frozenset[int], holding: Sequence[int]) -> int | None:
    """The cited sentence whose case the phrase opening ``m``'s sentence (``start`` to ``end``)
    names, when only that one of ``allowed`` names it, it does not state ``m`` (``holding`` do)
    and it states another value of ``m``'s kind: "*On a cenote dive*, one guide leads at most 6
    certified divers" against "On night dives and cenote dives, one guide leads at most 4 divers"
    — the 6 is the group boat dive's, whose sentence shares the rest of the claim's words (unseen35
    dev u35-en-037). The opener says which case; the rest only what is said of it. None otherwise."""
    placed = frozenset(place_terms(answer.text[start:end]))
    terms = {t for t in terms_without_figures(answer, start, end, GENERIC_TERMS) if t not in placed}
    if not terms:
        return None
    # the index's postings narrow the sentences; each is then read for the very stems
    near = frozenset.intersection(*(index.holding(t, exact=True) for t in terms)) & allowed
    named = sorted(i for i in near if terms <= set(index.terms[i]))
    if len(named) != 1 or named[0] in holding or m.kind not in mention_kinds(index.sentences[named[0]]):
        return None
    # What the clause says of the case must be the named sentence's too: "For a boat dive,
    # equipment rental costs $30" names the boat dive's sentence, but says the rental's rule
    # (a review of this reader: nine such false failures).
    _, stop = answer.sentence_of(m.start)
    rest = {t for t in terms_without_figures(answer, end, stop, GENERIC_TERMS) if t not in terms}
    said = set(index.terms[named[0]])
    return named[0] if rest and 2 * len(rest & said) >= len(rest) else None


_FRONTED = lazy_pattern(r"\s*[^,;:.!?]{1,40},\s*")
"""One short phrase and its comma before a clause: "In 2026, …", «В 2026 году, …»."""


def dated_from(answer: AnswerText, m: Mention, lo: int) -> int:
    """Where to read the year of ``m``'s clause (which starts at ``lo``) from: the sentence's start
    when one short fronted phrase is all that stands before the clause ("In 2026, hygiene
    grooming for a dog cost €40": a review of :func:`dated_by`), else ``lo``."""
    start, _ = answer.sentence_of(m.start)
    found = _FRONTED.fullmatch(answer.text, start, lo) if lo > start else None
    return start if found is not None else lo


def dated_by(clause: str, holding: Sequence[int], sentences: Sequence[str]) -> int | None:
    """The one sentence of ``holding`` that names a year the clause names: «в 2027 году … стоил 1 000
    ₽» is the 2027 edition's value, though the current price list, with more of the clause's words,
    gives 1 000 ₽ to another case (unseen35 dev u35-ru-019, a correct answer). None when the clause
    names no year, or not exactly one such sentence does."""
    years = years_named(clause)
    if not years:
        return None
    dated = [i for i in holding if not years.isdisjoint(years_named(sentences[i]))]
    return dated[0] if len(dated) == 1 else None
