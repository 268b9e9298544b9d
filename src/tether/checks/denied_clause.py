"""A clause of a claim that denies what the cited sentence stating it affirms, in other words.

"Invoices are *not* kept for 10 years, counted from the end of the financial year" against
"Invoices are retained for 10 years from the end of the financial year": the claim's clause
holds the source's distinctive words and figure and adds only a denial, of a verb the source
says in another word ("kept" for "retained"). The sentence comparison (tether.checks.claims)
did not read it: the claim has a comma, and the denied word is a light verb, which the
word-by-word comparison (tether.checks.agreement.flipped) leaves out.

Here a clause that denies with a negator is set against the cited sentences holding every one
of its distinctive words (and its figures): when each of them denies nothing and sets the same
bounds, the clause turns the rule round. An antonym is not read as a flip because it is itself a
distinctive word the source lacks: "Full Protection does not *lower* it" against "it stays at
€1 500", «клуб не работает» beside «клуб закрыт» (a light verb such as "keep", "need" or «дают»
is no distinctive word, and is not required).
"""

from __future__ import annotations

import re
from collections import Counter

from ..figures.digits import DIGIT_RUN
from ..guard import lazy_pattern
from ..terms import TermSet, subject_terms
from ..text import NEGATORS, stem, tokens
from .claim_sources import Sources
from .claim_text import Claim
from .polarity import ANSWER_WORD, BOUND, elliptic_answer, has_negator, negated, polarity, sets_against

SIDES = lazy_pattern(r"\b(?:before|after|later|earlier|less|more|fewer|over|under|above|below|outside|beyond|"
                      r"within|until|only|unless|except|if|when|whenever|once|otherwise|instead|rather|than)\b|"
                      r"(?<!\w)(?:до|после|позже|позднее|раньше|ранее|меньше|менее|больше|более|свыше|вне|"
                      r"только|лишь|если|когда|кроме|иначе|вместо|чем)(?!\w)", re.IGNORECASE)
"""A bound, an "only", a condition, a comparison or an alternative, in the claim or the source
sentence: a denial there may state the other side of the rule ("not before 9:00" for "from
9:00"; "only for unused tickets" → "used tickets are not refunded"; "if you cancel later,
nothing is refunded"), which the readers of bounds, exceptions and conditions weigh."""


MIN_WORDS_ALONE = 2
"""Distinctive words a clause with no figure needs, all held by one cited sentence, before its
denial is read against it: one word is no statement."""

_OPENS_WITH_DENIAL = lazy_pattern(r"\s*(?:not|never|не|нет)\b", re.IGNORECASE)
"""A clause that opens with its denial is what the clause before it is set against: "form AR-1,
*not form EXT-2*", "per application, *not per ticket*" — no statement of its own to turn round."""


def a_denied_clause(claim: Claim, sources: Sources) -> bool:
    """Whether a clause of ``claim`` denies (with a negator: "not", «не», "never") what the cited
    sentences holding its figures and every distinctive word of it (one with a figure,
    MIN_WORDS_ALONE without) state with no denial at all and under the same bounds."""
    if not claim.anchors or not has_negator(claim.text):
        return False
    sentences = sources.index.sentences
    whole = _sides(ANSWER_WORD.sub("", claim.text))
    parts = PARTS.split(ANSWER_WORD.sub("", claim.text))
    # the digits of the parts that set no bound or condition, counted once for all parts: each
    # part's "others" is then a look-up, not a pass over every other part (quadratic in a claim
    # of thousands of commas: 14 s at 1,000 parts)
    stated = [Counter(DIGIT_RUN.findall(p)) if not SIDES.search(p) else Counter() for p in parts]
    total: Counter[str] = Counter()
    for counted in stated:
        total.update(counted)
    for part, its_own in zip(parts, stated, strict=True):
        digits = frozenset(DIGIT_RUN.findall(part))
        if not _denies(part) or sets_against(part) or _OPENS_WITH_DENIAL.match(part) \
                or elliptic_answer(part) or polarity(part)[2]:
            continue
        own = TermSet.of(subject_terms(part))
        words = tuple(t for t in claim.anchors if t in own)
        if len(words) < (1 if digits else MIN_WORDS_ALONE):
            continue
        stating = [k for k in sources.holding_all(words)
                   if digits <= frozenset(DIGIT_RUN.findall(sentences[k]))]
        own_sides = _sides(part)
        # "Children's tickets aren't €12, they cost €6": a correction, the denied figure the
        # source's for another case and another clause of the claim stating a value it gives
        # (not a bound or condition: "If you cancel less than 7 days before, …" is the case)
        others = frozenset(d for d, n in total.items() if n > its_own[d]) - digits
        if stating and all(_affirms(sentences[k], own) and _sides(sentences[k]) in (own_sides, whole)
                           and others.isdisjoint(DIGIT_RUN.findall(sentences[k])) for k in stating):
            return True
    return False


_PAIR = lazy_pattern(r"\b(?P<w>before|after|less|more|fewer|over|under|above|below|within|until)(?:\s+than)?\s+"
                     r"(?:[£$€]\s?)?(?P<d>\d+)|(?<!\w)(?P<r>до|после|меньше|менее|больше|более|свыше)(?:\s+чем)?\s+"
                     r"(?P<rd>\d+)", re.IGNORECASE)
_CONDITIONS = frozenset({"if", "when", "whenever", "once", "если", "когда"})


def _sides(text: str) -> tuple[frozenset[tuple[str, str]], tuple[str, ...]]:
    """The bounds a text sets on its figures ("less than 7", «до 6»), and its other words of a
    bound, a condition (read as one: "if" and "when" alike) or an "only", in order."""
    pairs = frozenset(((m.group("w") or m.group("r")).lower(), m.group("d") or m.group("rd"))
                      for m in _PAIR.finditer(text))
    rest = _PAIR.sub(" ", text)
    words = tuple(sorted("if" if w.lower() in _CONDITIONS else w.lower() for w in SIDES.findall(rest)))
    return pairs, words


def _denies(part: str) -> bool:
    """A clause negated by a negator word, not by a cancelling one ("free", "waived") or a bound."""
    return negated(part) and any(t in NEGATORS or t.endswith("n't") for t in tokens(BOUND.sub(" ", part)))


def _affirms(sentence: str, said: TermSet) -> bool:
    """The sentence denies nothing at all: no negator, no cancelling word (tether.checks.polarity.
    NEGATIONS: "free", "waived", "prohibited"), and no word that denies by meaning ("Entry is
    *refused* after 22:00", "the tour is *cancelled* in January", "printing is *optional*": a
    red-team) — unless the clause ``said`` denies that very word ("isn't closed" against "is
    closed" is turned round)."""
    if has_negator(sentence) or negated(sentence):
        return False
    return not any(stem(m.group(0).lower()) not in said for m in DENIES_BY_MEANING.finditer(sentence))


DENIES_BY_MEANING = lazy_pattern(
    r"\b(?:refus\w*|cancel+ed|withdrawn|optional|closed?|suspended|excluded|exempt\w*|waived|free|"
    r"prohibited|forbidden|banned|unavailable|no\s+longer)\b|"
    r"(?<!\w)(?:отказ\w*|отмен[её]н\w*|отменя\w*|необязательн\w*|закрыт\w*|приостановлен\w*|"
    r"исключ\w*|освобожд\w*|бесплатн\w*|запрещ\w*|недоступн\w*)", re.IGNORECASE)
"""Words that deny by meaning. Some are polarity.NEGATIONS too, which ``negated`` reads as whole
tokens; here they are also found inside a hyphenated word ("free-of-charge") and in every Russian
form NEGATIONS does not list."""

PARTS = lazy_pattern(r"[;—–]|:(?!\d)|,\s")
"""Where a claim's clauses part, as claim_text.SEVERAL_CLAUSES, but not at the colon of a time
("after 14:00": the minutes are no clause of their own, a red-team)."""
