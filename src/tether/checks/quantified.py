"""A claim that says "all N" where a cited sentence excepts some N, or states its rule for
some N only.

«Да, при ежедневной уборке протирают *все столы*» against «Уборка включает … протирку
столов, *кроме столов*, на которых оставлены документы»: the claim's words are spread over
two cited sentences (the daily cleaning, what it includes), so no one sentence holds enough
of them for the universal shape of :mod:`tether.checks.excluded` (unseen8 dev u8-ru-025).
What ties them is the noun itself: the claim quantifies over it ("all tables", «все
столы», "every household") and a cited sentence excepts that very noun ("except tables
…", «кроме столов …», "except households on assisted collections"). A claim that names an
exception of its own is not read (the caller has left it out already).

The second shape (:func:`restricts_the_quantified`): "Yes, *every guest* may check out at
13:00 at no charge" against "*Guests staying in a suite* may check out at 13:00 at no
charge" (unseen12 dev u12-en-034). The cited sentence states the claim's rule, says no "all"
of its own, and qualifies the noun after it with words the claim and the question do not say
("staying in a suite", "under 12", «, проживающие в люксе»).
"""

from __future__ import annotations

import re

from ..figures.digits import DIGIT_RUN
from ..guard import Guarded, lazy_pattern
from ..terms import GENERIC_TERMS, SentenceIndex, TermSet, subject_terms
from ..text import STOP_WORDS, stem, tokens
from .polarity import has_negator

_QUANTIFIED = Guarded(r"\b(?:all|every|each|any)\s+(?:the\s+|of\s+the\s+)?([^\W\d_]+)|"
                      r"(?<!\w)(?:все|всех|всем|всеми|каждый|каждая|каждое|каждого|любой|любая|любое|любые)"
                      r"\s+([^\W\d_]+)", re.IGNORECASE,
                      ("all", "every", "each", "any", "вс", "кажд", "люб"))
_EXCEPTED = lazy_pattern(r"\b(?:except|excluding|other\s+than|apart\s+from)\s+(?:for\s+|on\s+|the\s+)?([^\W\d_]+)|"
                         r"(?<!\w)(?:кроме|за\s+исключением)\s+([^\W\d_]+)", re.IGNORECASE)


def _quantified_nouns(claim: str) -> set[str]:
    """The stems of the nouns the claim says "all / every / any" of ("all *tables*")."""
    return {t for found in _QUANTIFIED.pattern.finditer(claim)
            for w in found.groups() if w and w.lower() not in STOP_WORDS
            for t in subject_terms(w) if t not in GENERIC_TERMS}


def excepts_the_quantified(claim: str, index: SentenceIndex, allowed: frozenset[int]) -> str | None:
    """The cited sentence that excepts the noun the claim says "all" of, or None. A claim with
    a negator is not read: "not all tables are wiped" agrees with the exception."""
    if not _QUANTIFIED.possible(claim) or has_negator(claim):
        return None
    nouns = _quantified_nouns(claim)
    if not nouns:
        return None
    for i in sorted(allowed):
        sentence = index.sentences[i]
        for found in _EXCEPTED.finditer(sentence):
            excepted = TermSet(t for w in found.groups() if w for t in subject_terms(w))
            if any(n in excepted for n in nouns):
                return sentence
    return None


_QUALIFIER_START = Guarded(
    r"^\s*,?\s*(?:who|whose|that|with|without|under|over|aged|from|staying|travelling|traveling|holding|"
    # "of" opens a size ("units *of* 100 sq ft", "parcels of up to 2 kg"), not a name ("members of staff")
    r"[a-z]+ing|of(?=\s+(?:up\s+to\s+|over\s+|under\s+|at\s+least\s+|more\s+than\s+|less\s+than\s+)?[\d£$€]))\b|"
    r"^\s*,?\s*(?:котор\w+|с|со|без|до|старше|младше|моложе|от|из|[а-яё]+(?:ющ|ящ|ущ|ащ|вш|ш)"
    r"(?:ий|ая|ее|ие|его|ей|их|им|ими|ую|ееся|иеся|ийся|аяся|его)(?:ся)?)(?!\w)", re.IGNORECASE,
    ("who", "whose", "that", "with", "under", "over", "aged", "from", "ing", "of", "котор", "с", "со", "без", "до",
     "старше", "младше", "моложе", "от", "из", "щ", "ш"))
"""What begins a qualifier after a noun: a relative clause, a participle, an age or a "with"
("Guests *staying* in a suite", "children *under* 12", «гости, *проживающие* в люксе»), or a size
("units *of* 100 sq ft or more", unseen22 dev u22-en-041)."""
QUALIFIER_WORDS = 4
"""Words after a qualifier's start read as what it says ("staying in a suite")."""
QUALIFIER_NEW = 2
"""Content words of a qualifier the claim and the question lack, for it to restrict: "staying
in a *suite*" has two; "travelling with us" and "students attending the school" (where the
claim says "school uniform") one, and restrict nobody (review11's false fires). A figure
("under 12") is enough alone. A word before the noun is not read: "*Library* members",
"*Hotel* rooms", "the *calendar* month" name, they do not restrict (review11)."""
_NOT_A_QUALIFIER = frozenset({"during", "nothing", "anything", "something", "everything", "morning", "evening",
                              "us", "them", "нас", "нами", "вас", "вами"})


def restricts_the_quantified(claim: str, said: tuple[str, ...], asked: str, index: SentenceIndex,
                             sentences: list[int]) -> str | None:
    """Of ``sentences`` (the cited ones that state most of the claim's words ``said``), the
    one that states its rule for some of the noun the claim says "every" of, or None."""
    # "at no charge" denies a fee, not the "every": only "not every" is no claim for all
    if not _QUANTIFIED.possible(claim) or _NOT_ALL.search(claim):
        return None
    nouns = _quantified_nouns(claim)
    if not nouns:
        return None
    known = TermSet(subject_terms(claim)) | TermSet(subject_terms(asked)) | TermSet(said)
    figures = frozenset(DIGIT_RUN.findall(claim + " " + asked))
    for i in sentences:
        sentence = index.sentences[i]
        if _QUANTIFIED.search(sentence) or _UNIVERSAL_OWN.search(sentence):
            continue  # "Every guest must show photo ID …": the source's own "all"
        if _qualifies(sentence, nouns, known, figures):
            return sentence
    return None


_NOT_ALL = lazy_pattern(r"\bnot\s+(?:all|every|each|any)\b|(?<!\w)не\s+(?:вс|кажд|люб)", re.IGNORECASE)
_UNIVERSAL_OWN = lazy_pattern(r"\b(?:always|everyone|everybody|anyone|anybody)\b|(?<!\w)(?:всегда|все|всем|всех|"
                              r"каждому|любому)(?!\w)", re.IGNORECASE)
_WORD = lazy_pattern(r"[^\W_]+")


def _qualifies(sentence: str, nouns: set[str], known: TermSet, figures: frozenset[str]) -> bool:
    """Whether ``sentence`` qualifies one of ``nouns`` with a content word ``known`` lacks, or
    a number ``figures`` (the claim's and the question's) lacks."""
    def new(word: str) -> bool:
        low = word.lower()
        if low.isdigit():
            return low not in figures  # "children under *12*"
        return (low not in STOP_WORDS and low not in _NOT_A_QUALIFIER
                and not any(t in known or t in GENERIC_TERMS for t in subject_terms(low)))

    words = list(_WORD.finditer(sentence))
    for k, found in enumerate(words):
        if nouns.isdisjoint(stem(t) for t in tokens(found.group())):
            continue
        qualifier = _QUALIFIER_START.search(sentence[found.end():found.end() + 40])
        if qualifier is not None and qualifier.group().strip(" ,").lower() not in _NOT_A_QUALIFIER:
            after = [w.group() for w in words[k + 1:k + 1 + QUALIFIER_WORDS]]
            fresh = [w for w in after if new(w)]
            if any(w.isdigit() for w in fresh) or len(fresh) >= QUALIFIER_NEW:
                return True
    return False
