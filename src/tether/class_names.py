"""Classes a text names by a letter: "Category *B*", "categories *F and G*", «зона *Б*».

Read as terms ("b-categori") by :mod:`tether.terms`, which re-exports both functions: the letter
alone is no word, so "Category B costs €30" and "Category A costs €30" would otherwise share
every subject word.
"""

from __future__ import annotations

import re

from .guard import lazy_pattern
from .text import CLASS_NOUN, stem

_CLASS_NOUNS = ("categor", "class", "zone", "type", "group", "plan", "tier", "band", "block", "level", "grade",
                "section", "room", "suite", "категори", "класс", "зон", "групп", "тип", "блок", "корпус", "уров")
"""A class noun's first letters: a text holding none of them names no lettered class, and the
pattern, which tries its alternation at every character, is not run."""
_CLASS_LETTERS = lazy_pattern(
    rf"(?<!\w)(?P<noun>{CLASS_NOUN})\s+(?P<letters>(?-i:[A-ZА-ЯЁ][A-ZА-ЯЁ\d]{{0,2}})(?:\s*(?:,|and|or|&|и|или|to|through|"
    r"по|[-–—])\s*(?-i:[A-ZА-ЯЁ][A-ZА-ЯЁ\d]{0,2}))*)(?![\w-])",
    re.IGNORECASE)
_LETTER = lazy_pattern(r"(?-i:[A-ZА-ЯЁ][A-ZА-ЯЁ\d]{0,2})(?!\w)")
"""A class's letter, or a short code of capitals and digits ("BE", "C1E", "A1": driving
categories): «категорию BE» is not category B (unseen18 dev u18d-018)."""
_RANGE = lazy_pattern(r"(?-i:([A-ZА-ЯЁ]))\s*(?:to|through|по|[-–—])\s*(?-i:([A-ZА-ЯЁ]))", re.IGNORECASE)
MAX_RANGE = 12
"""Letters a range of classes may span ("categories A to C"); a longer one is read as its ends."""


def class_names(text: str) -> tuple[str, ...]:
    """The classes a text names by a letter ("Category *B*", "categories *F and G*", «зона *Б*»)
    as terms ("b-categori"): the letter alone is no word, so "Category B costs €30" and
    "Category A costs €30" would share every subject word."""
    low = text.lower()
    if not any(noun in low for noun in _CLASS_NOUNS):
        return ()
    out: list[str] = []
    for found in _CLASS_LETTERS.finditer(text):
        if found.group("letters") == "I" and (_PRONOUN_I.match(text, found.end()) or (
                found.group("noun").islower() and _DETERMINER.search(text, 0, found.start()))):
            continue  # "the plan *I* have", "plan I'm on", "the suite I reserved": the pronoun, not class I
        noun = stem(found.group("noun").lower())
        letters = _LETTER.findall(found.group("letters"))
        for first, last in _RANGE.findall(found.group("letters")):  # "A to C" names B too
            if 0 < ord(last) - ord(first) <= MAX_RANGE:
                letters += [chr(c) for c in range(ord(first) + 1, ord(last))]
        # letter first: index keys meet on a term's first five letters ("categori-a" would
        # meet "categori-b" and "categori" itself); a Cyrillic letter that is a Latin one's
        # double («категория В») is that one
        out.extend(f"{letter.translate(_LATIN_DOUBLES).lower()}-{noun}" for letter in letters)
    for found in _ROMAN_BEFORE.finditer(text):
        noun = stem(found.group("noun").lower())
        out.extend(f"{letter.lower()}-{noun}" for letter in _ROMAN.findall(found.group("letters")))
    return tuple(dict.fromkeys(out))


_PRONOUN_I = lazy_pattern(
    r"'|\s+(?:have|had|am|was|chose|choose|chosen|bought|buy|use|used|need|needed|want|wanted|pay|paid|get|got|"
    r"pick|picked|selected|signed|booked|book|ordered|hold|own|currently|would|will|can|could|should|think|"
    r"signed|joined|started|took|take|went|picked)\b")
"""What follows a pronoun "I" after a class noun ("the plan *I have*", "plan I'm on"): a verb. A
noun follows a class numbered I ("Category *I vehicles* pay 20 USD", a red-team: read as the
pronoun, it shared every word with Category II's sentence)."""
_DETERMINER = lazy_pattern(r"\b(?:the|a|an|my|our|which|that|this|what)\s+$", re.IGNORECASE)
_ROMAN_NUMERAL = r"(?-i:IV|VI{0,3}|I{1,3})"
_ROMAN = lazy_pattern(_ROMAN_NUMERAL)
_ROMAN_BEFORE = lazy_pattern(
    rf"(?<![\w-])(?P<letters>{_ROMAN_NUMERAL}(?:\s?(?:,|и|или|[-–—])\s?{_ROMAN_NUMERAL}){{0,4}})\s"
    r"(?P<noun>групп[аыеу]?|категори[яиюей]|класс[аеыу]?|степен[иьей]|уровн[яей])(?!\w)", re.IGNORECASE)
"""A Roman numeral before its class noun, as Russian writes it: «инвалиды *I группы*», «*I и II
группы*» (unseen26 dev u26-ru-046: I and II were one class)."""
_LATIN_DOUBLES = str.maketrans("АВЕКМНОРСТХ", "ABEKMHOPCTX")
"""Cyrillic capitals written for the Latin letters they look like: driving categories «В», «С»
are B and C, however they were typed."""


def is_class_name(term: str) -> bool:
    """Whether a term is a lettered class of :func:`class_names` ("b-categori", "be-категор")."""
    if len(term) > 2 and term[1] == "-" and term[0].isalpha():
        return True
    head, _, noun = term.partition("-")
    return 2 <= len(head) <= 3 and head[0].isalpha() and head.isalnum() and bool(noun) and any(
        n.startswith(noun) or noun.startswith(n) for n in _CLASS_NOUNS)


def of_other_classes(asked: frozenset[str], named: frozenset[str]) -> bool:
    """Whether ``named`` holds classes of the asked kind («b-категор» for «a-категор») and not
    the asked one: a text about other classes of that kind states their rule, not the asked one's."""
    kinds = {c.split("-", 1)[1] for c in asked}
    return asked.isdisjoint(named) and any(c.split("-", 1)[1] in kinds for c in named)
