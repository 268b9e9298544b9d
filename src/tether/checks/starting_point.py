"""A value stated without the point it starts from.

«В России хранение отремонтированной техники стоит 100 ₽ в сутки» against «… техника хранится
бесплатно 30 дней. *Начиная с 31-го дня* хранение стоит 100 ₽ в сутки в России …» (unseen34 dev
u34-ru-034): every word and figure of the claim is the source's, but the rate holds only from
the 31st day; said plainly, it is charged from the first. The same as a condition dropped
(:func:`tether.checks.values_condition.drops_the_values_condition`), in the shape tariffs write it:
the sentence opens with the day, night, hour or month it starts from ("From the 4th night",
"After the first 30 days", «Со 2-го часа», «После 3 месяцев»).

Read in code: a cited sentence that opens with such a phrase (:data:`STARTING`) and states the
claim's value after it; the claim restates the sentence's words after the phrase, and neither
it, the rest of the answer nor the question tells where the value starts — no figure of the
phrase or of the sentence before it, no word that names a start or a free period
(:data:`_TOLD`).
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..figures.digits import DIGIT_RUN
from ..figures.lexicon import NUMBER_WORDS
from ..guard import lazy_pattern
from ..terms import SentenceIndex, subject_terms
from ..text import tokens

STARTING = lazy_pattern(
    r"^\s*(?:(?:начиная\s+)?(?:с|со)|после|сверх|(?:starting\s+)?(?:from|on)|after|beyond)\s+"
    r"(?:the\s+)?(?:(?:day|night|hour|week|month)\s+\d{1,3}\b|(?:first\s+|первых\s+)?\d{1,3}(?:-?[a-zа-я]{1,3})?\s+"
    r"(?:(?:free|бесплатн[а-я]*)\s+)?"
    r"(?:days?|nights?|hours?|weeks?|months?|дн[а-я]*|сут[а-я]*|ноч[а-я]*|час[а-я]*|недел[а-я]*|месяц[а-я]*)\b)",
    re.IGNORECASE)
"""A sentence that opens with the point its value starts from: «Начиная с 31-го дня», «Со 2-го
часа», «После 3 месяцев», "From the 4th night", "After the first 30 days", "From day 8"."""
_TOLD = lazy_pattern(
    r"\b(?:after|from|beyond|over|past|starting|onwards?|free|first|extra|additional|more\s+than|later|then|longer|once|"
    r"thereafter|afterwards|subsequent|following|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)\b|"
    r"(?<!\w)(?:после|сверх|начиная|бесплатн\w*|перв\w+|втор\w+|трет\w+|четв[её]рт\w+|пят\w+|дополнительн\w*|"
    r"более|больше|свыше|дольше|затем|потом|далее|последующ\w*|следующ\w*|подряд|истечени\w*|прошестви\w*)(?!\w)",
    re.IGNORECASE)
"""Words by which a claim or the question says where a value starts ("after the free days", "for
the fourth and later nights", «сверх 30 дней», «второй и последующие часы», «после бесплатного
срока»)."""
_COUNT_WORDS = frozenset(word for word, value in NUMBER_WORDS.items() if value >= 2)
"""A count in words tells the start as its figure would ("three months", «три месяца»)."""


def _tells_a_start(text: str) -> bool:
    return bool(_TOLD.search(text)) or not _COUNT_WORDS.isdisjoint(tokens(text))


_FROM_THE_FIRST = lazy_pattern(r"(?<!\d)1(?!\d)")
"""A start at the first day, hour or night is no condition: «С 1-го дня просрочки …» is every day."""


def drops_the_starting_point(claim: str, index: SentenceIndex, allowed: frozenset[int], answer: str = "",
                             question: str = "") -> str | None:
    """The cited sentence whose value, stated from a starting point, the claim states plainly;
    or None."""
    digits = set(DIGIT_RUN.findall(claim))
    if not digits:
        return None
    # the claim's own words, or the question's: "… from 3 pm" in another sentence of the answer
    # tells nothing of where this value starts (a review of c3c80b8)
    asks_a_start, question_digits = _told(question)
    if asks_a_start or _tells_a_start(claim):
        return None
    told = _told(answer or claim)[1] | question_digits
    held = frozenset(subject_terms(claim))
    for i in sorted(allowed):
        sentence = index.sentences[i]
        start = STARTING.match(sentence)
        if start is None:
            continue
        if _FROM_THE_FIRST.search(start.group()):
            continue
        after = sentence[start.end():].split(";", 1)[0]  # "…; a helmet costs CHF 5 a day" is no part of it
        if digits.isdisjoint(DIGIT_RUN.findall(after)):
            continue  # the claim's value is not this sentence's
        before = set(DIGIT_RUN.findall(start.group())) | (
            set(DIGIT_RUN.findall(index.sentences[i - 1])) if i - 1 in allowed else set())
        if not told.isdisjoint(before):
            continue  # the answer gives the start, or the free days before it
        if any(t in held for t in subject_terms(after)):
            return sentence
    return None


@lru_cache(maxsize=256)
def _told(text: str) -> tuple[bool, frozenset[str]]:
    """Whether ``text`` (the question, or the whole answer) names a start, and its figures: read
    once, not once per claim of the answer."""
    return _tells_a_start(text), frozenset(DIGIT_RUN.findall(text))
