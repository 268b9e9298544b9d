"""Ages written as bare numbers, read as the ages they are: two readers.

:func:`with_age_units`: a bare age after "younger / older than" read in the years the cited text
gives it in. "Drivers must be younger than 21" against "Drivers must be at least 21 years old": the answer's
21 is a bare number and the source's is 21 years, so the bounds reader (which compares one value
with the same value) finds no sentence stating the answer's figure and reads nothing, while
"younger than 21 years" fails there. An age is all that "younger / older than" compares, so where a
cited sentence gives the very number in years the answer's bare number is read as those years
(a red-team of session 41). "Under" and "over" are not read so: "orders over 50" is a price.

:func:`reader_ages` and :func:`ages_ruled_out`: the reader's own age set against the age bands of a
rule, for a "Yes" those bands leave out (below).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from ..figures import find_mentions
from ..guard import Guarded, lazy_pattern
from ..terms import GENERIC_TERMS, subject_terms
from ..text import has_cyrillic
from .lexicon import CLAUSES_AT_COMMAS

_AGE_COMPARED = Guarded(
    r"(?:\b(?:younger|older)\s+than|(?<!\w)(?:младше|старше|моложе)(?:\s+чем)?)\s+(?P<age>\d{1,3})"
    # not a number that goes on ("21.5", "21,000") nor one that has a unit of its own
    r"(?![\d.,:]?\d)(?!\s*-?\s*(?:years?|yrs?|months?|weeks?|days?|hours?|лет|год|месяц|недел|дн|час|мес)(?!\w))"
    r"(?!\s*-?\s*(?:года|годам|месяцев|месяца|недели|недель|дней|дня|часов|часа)(?!\w))",
    re.IGNORECASE, ("younger", "older", "младше", "старше", "моложе"))


def _russian_years(age: str) -> str:
    # the genitive a comparative governs: «младше 21 года», «младше 25 лет»
    return " года" if age.endswith("1") and not age.endswith("11") else " лет"


def with_age_units(claim: str, sentences: Iterable[str]) -> str:
    """``claim`` with " years" («лет», «года») after each bare age it compares that one of ``sentences``
    gives in years; ``claim`` itself when there is none."""
    if not _AGE_COMPARED.possible(claim):
        return claim
    found = list(_AGE_COMPARED.pattern.finditer(claim))
    if not found:
        return claim
    in_years = {fact[1] for s in sentences for m in find_mentions(s)
                if m.kind == "duration" and (fact := m.as_fact()) is not None and fact[2] == "years"}
    out: list[str] = []
    last = 0
    for m in found:
        if m.group("age") in in_years:
            unit = _russian_years(m.group("age")) if has_cyrillic(m.group(0)) else " years"
            out += [claim[last:m.end()], unit]
            last = m.end()
    return "".join(out) + claim[last:] if out else claim


# The reader's own age and the age bounds of a rule, for a "Yes" the rule rules out (unseen42 dev
# u42-en-029, u42-ru-029, read after its blind arrival measurement; unseen41 dev u41-en-029): "I'm
# 65. Can I play at the senior rate?" answered "Yes … aged sixty-six and over, so you qualify"
# against "€55 for seniors aged 66 and over". The threshold readers compare figures of one kind
# that share a word around them; the reader's 65 is a bare number beside "play", the rule's 66 a
# bare number beside "seniors", and «с 18 лет» has no bound word they read («с» is as often a
# time's). An age is read only where it is said to be one.
_YEARS = r"(?:\s*(?:years?(?:\s+old)?|yrs?|лет|года?)(?!\w))?"
_NO_OTHER_UNIT = (r"(?![\d.,:]?\d)(?!\s*-?\s*(?:months?|weeks?|days?|hours?|minutes?|mins?|kg|kilos?|cm|metres?|"
                  r"meters?|m|km|lbs?|pounds|euros?|dollars|месяц\w*|недел\w*|дн\w*|сут\w*|час\w*|мин\w*|кг|см|м|км|"
                  r"руб\w*|тенге|драм\w*|человек\w*|people|persons?|guests?|tickets?|seats?|places?|times?|"
                  r"билет\w*|мест\w*|штук\w*|раз\w*|порци\w*|[%€£$₽₸֏])(?!\w))")
_READER_AGE = lazy_pattern(
    r"(?:\b(?:i'?m|i\s+am|(?:he|she)'?s|(?:he|she)\s+is|(?:my|our)\s+(?:son|daughter|child|kid|boy|girl|wife|"
    r"husband|partner|mother|father|mum|mom|dad|grandfather|grandmother|grandson|granddaughter|friend)\s+is)|"
    r"(?<!\w)(?:мне|ему|ей|сыну|дочери|дочке|ребенку|ребёнку|внуку|внучке|маме|папе|мужу|жене|бабушке|дедушке)"
    r"(?:\s+(?:уже|только|исполнилось|будет))?)\s+(?P<age>\d{1,3})" + _YEARS + _NO_OTHER_UNIT, re.IGNORECASE)
"""The reader's own age: "I'm 65", "my son is 7 years old", «Мне 17», «сыну 7 лет»."""
_AGE_BOUND = lazy_pattern(
    # "aged 66 and over", "66 years and over", "aged 12 to 18", «от 12 до 18 лет»
    r"(?:\baged\s+(?P<lo>\d{1,3})" + _YEARS + r"|\b(?P<lo2>\d{1,3})\s*years?(?:\s+old)?)"
    r"(?:\s+(?:and|or)\s+(?P<up>over|older|above)\b|\s*(?:to|-|–)\s*(?P<hi>\d{1,3})" + _YEARS + r")|"
    r"\baged\s+(?:over|above)\s+(?P<over>\d{1,3})\b|"
    r"\b(?:from|over|under|younger\s+than|older\s+than)\s+(?:the\s+age\s+of\s+)?(?P<word_n>\d{1,3})\s*years?\b|"
    # "aged under 5", "children under 12": an age by the word before it, with no "years"
    r"\b(?:aged|children|kids|juniors|infants|babies)\s+(?:aged\s+)?(?P<under>under|below)\s+(?P<under_n>\d{1,3})\b"
    + _NO_OTHER_UNIT + r"|"
    r"(?<!\w)(?:с|от)\s+(?P<ru_lo>\d{1,3})(?:\s*(?:до|–|-)\s*(?P<ru_hi>\d{1,3}))?\s*(?:лет|года?)(?!\w)|"
    r"(?<!\w)(?:старше|младше)\s+(?P<ru_cmp>\d{1,3})(?:\s*(?:лет|года?)(?!\w)|" + _NO_OTHER_UNIT + r")",
    re.IGNORECASE)


NO_UPPER_AGE = 200
"""The upper end of a band open above ("66 and over"): older than anyone."""


def reader_ages(question: str) -> tuple[int, ...]:
    """The ages the reader gives of themself or their own in ``question``."""
    return tuple(int(m.group("age")) for m in _READER_AGE.finditer(question))


def _age_bounds(sentence: str) -> list[tuple[int, int]]:
    """The age bands ``sentence`` sets, each as (lowest, highest) admitted."""
    return [_band(m) for m in _AGE_BOUND.finditer(sentence)]


def _band(m: re.Match[str]) -> tuple[int, int]:
    """The lowest and highest age an :data:`_AGE_BOUND` match admits."""
    said = m.group(0).lower()
    if m.group("lo") or m.group("lo2"):
        lo = int(m.group("lo") or m.group("lo2"))
        return (lo, NO_UPPER_AGE) if m.group("up") else (lo, int(m.group("hi")))
    if m.group("under_n"):
        return 0, int(m.group("under_n")) - 1
    if m.group("over"):
        return int(m.group("over")) + 1, NO_UPPER_AGE
    if m.group("word_n"):
        n = int(m.group("word_n"))
        if said.startswith("from"):
            return n, NO_UPPER_AGE
        return (n + 1, NO_UPPER_AGE) if said.startswith(("over", "older")) else (0, n - 1)
    if m.group("ru_lo"):
        return int(m.group("ru_lo")), int(m.group("ru_hi")) if m.group("ru_hi") else NO_UPPER_AGE
    n = int(m.group("ru_cmp"))
    return (n + 1, NO_UPPER_AGE) if said.startswith("старше") else (0, n - 1)


_RESTRICTS = lazy_pattern(
    r"\b(?:must|has\s+to|have\s+to|needs?\s+to|required|accompanied|supervised|with\s+an?\s+(?:adult|parent|guardian))\b|"
    r"(?<!\w)(?:должн\w*|обязан\w*|в\s+сопровождении|вместе\s+с|со\s+взрослым\w*|с\s+родител\w*|под\s+присмотром)(?!\w)",
    re.IGNORECASE)
"""A band that a duty is laid on ("younger than 14 must be accompanied"): an age outside it is free of
the duty, which is why a "Yes" may be right (a red-team of this session: "My daughter is 14. Can she
swim without an adult?" — "Yes" failed)."""


_ACCOMPANIED = lazy_pattern(
    r"\b(?:accompanied|supervised|with\s+an?\s+(?:adult|parent|guardian)|in\s+the\s+company\s+of)\b|"
    r"(?<!\w)(?:в\s+сопровождении|вместе\s+со?\s+взросл\w*|со\s+взрослым\w*|с\s+родител\w*|под\s+присмотром)(?!\w)",
    re.IGNORECASE)
"""The duty a band may lay that a reader asks to be free of: to come with an adult."""


_FREE_OF = lazy_pattern(r"\b(?:without|alone|unaccompanied|on\s+(?:his|her|their|my|your|our)\s+own|"
                        r"by\s+(?:him|her|my|your)self|by\s+(?:them|our|your)selves)\b|"
                        r"(?<!\w)(?:без|одн[аиоу]?|одной|одному|одним|один|самостоятельно)(?!\w)", re.IGNORECASE)


def admitted(ages: tuple[int, ...], sentences: Sequence[str]) -> bool:
    """Whether a band of ``sentences`` admits one of ``ages``: read once per answer, not per sentence."""
    return any(lo <= age <= hi for text in sentences for lo, hi in _age_bounds(text) for age in ages)


def ages_ruled_out(sentence: str, ages: tuple[int, ...], question: str, read_admits: bool) -> bool:
    """Whether ``sentence`` sets age bands and every one of them leaves out every age of ``ages`` —
    while no band of the sentences read beside it admits one (``read_admits``: :func:`admitted` of
    them; «Дети младше 10 лет … только в сопровождении взрослого. *С 10 лет* ребёнок может ехать
    самостоятельно» for a 14-year-old: a red-team of this session). A band a duty is laid on rules
    the "Yes" out only where the question asks about that duty ("Must he come with an adult?"), not
    about being free of it ("Can she swim *without* an adult?")."""
    bands = _age_bounds(sentence) if ages else []
    if not bands or (_RESTRICTS.search(sentence) and (not _RESTRICTS.search(question) or _FREE_OF.search(question))):
        return False
    return not read_admits and not admitted(ages, (sentence,))


def bound_to_company(sentence: str, ages: tuple[int, ...], question: str) -> bool:
    """Whether ``sentence`` lays the duty to come with an adult on a band that admits one of
    ``ages`` while the question asks to go without one: "My daughter is 13. Can she use the pool
    without an adult?" answered "Yes" against "Children younger than 14 years must be accompanied by
    an adult", «Сыну 8 лет, может ли он ехать один?» against «Дети младше 10 лет могут ехать только в
    сопровождении взрослого» (red-team items of session 42, en-018 and ru-008)."""
    if not ages or _FREE_OF.search(question) is None:
        return False
    # the band the duty is laid on is one of its own clause, and a clause that grants going alone
    # lays none ("Climbers aged 14 and over may climb on their own; younger climbers must be
    # supervised" for a 15-year-old; «Дети младше 14 лет … в сопровождении взрослого, подростки от 14
    # до 17 лет — самостоятельно» for 16: a review and a red-team of this reader)
    return any(_ACCOMPANIED.search(clause) and not _FREE_OF.search(clause) and admitted(ages, (clause,))
               for clause in _DUTY_CLAUSES.split(sentence))


_DUTY_CLAUSES = lazy_pattern(r";|,\s+|\s[—–]\s")
"""Where a rule's clauses part for the duty reader: each age band with its own duty or freedom."""


_CLAUSE = lazy_pattern(CLAUSES_AT_COMMAS, re.IGNORECASE)


def asked_part(sentence: str, question: str) -> str:
    """The clause of ``sentence`` that names what the question asks about, where its clauses set
    age bands of their own; the whole sentence otherwise. «Участвовать можно с 12 лет, … а в открытой
    категории выступают только с 16 лет» asked about the open category is read at 16, not 12
    (unseen43 dev u43-ru-029)."""
    clauses = [c for c in _CLAUSE.split(sentence) if c and _age_bounds(c)]
    if len(clauses) < 2:
        return sentence
    asked = frozenset(t for t in subject_terms(question) if t not in GENERIC_TERMS)
    said = [len(asked.intersection(subject_terms(c))) for c in clauses]
    best = max(said)
    return clauses[said.index(best)] if best and said.count(best) == 1 else sentence
