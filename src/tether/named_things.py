"""A question that names a thing by its proper name, or a group of people, is about that thing.

"What is the standing charge on the *Smart Time* tariff?" is not answered by the tariff
table that gives the Standard tariff's standing charge, however many of the question's
other words it shares; "How many bicycles can be reserved on an *Intercity* train?" is not
answered by the rule for trains in general. Coverage (:mod:`tether.coverage`) weighs every
word alike by its rarity, so a fragment that holds all the other words covers such a
question well. Here the names are read out: the capitalised words of the sentence that asks
(not its first word, not a hyphenated one, not in a question written in title case) and
«quoted» names, that the corpus holds somewhere (a name no record
uses is coverage's business: it weighs the most there). The fragment to answer from must
hold each of them — in its text, heading or title — or the question is not answered.

A group of people works alike: "How many days of annual leave do *contractors* get?" is not
answered by the leave rule for employees, nor "How much does dinner cost for a *child*?" by
the adults' price. When the question names groups (:data:`GROUPS`) and the fragment names
groups too but none of the question's, it states another group's rule; a fragment naming no
group states a general one, which answers.

Not names: jurisdictions (the jurisdiction rule prefers the record of the place asked about),
the words of the document the question names (every section of it answers for them), days
of the week and months (a record says "daily" or gives a period), acronyms (a record spells
"ID", "ATM", «ИНН» out: a red-team of this reader found five answerable questions stopped).
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache

from .coverage import holds
from .figures.lexicon import MONTHS_EN_LOWER, MONTHS_RU
from .guard import lazy_pattern
from .terms import Weights, place_terms
from .text import stem, without_fleeting_vowel

_SENTENCE_END = lazy_pattern(r"(?<=[.!?])\s+")
_CAPITALISED = lazy_pattern(r"(?<=[\s(\"'“])([^\W\d_]{2,}(?:[-'][^\W\d_]+)?)")
"""A word after a space or an opening quote; a name when a capital opens it and a small letter follows
in any script: "Kraków" was read as "Krak" (unseen38 dev u38H-036)."""
_QUOTED = lazy_pattern(r"«([^»]{1,80})»|“([^”]{1,80})”")
_WORD = lazy_pattern(r"[^\W\d_]+")

_NOT_NAMES = frozenset(stem(w) for w in (
    "monday tuesday wednesday thursday friday saturday sunday "
    "понедельник вторник среда среду четверг пятница пятницу суббота субботу воскресенье "
    "i i'm im".split() + [m for m in (*MONTHS_EN_LOWER, *MONTHS_RU) if not m.endswith(".")]))
"""Capitalised in English, never a thing a record must name to answer."""


@lru_cache(maxsize=1024)
def names_asked(question: str, *, every_sentence: bool = False) -> frozenset[str]:
    """The stems of the proper names in the sentence of ``question`` that asks (its last; each
    of its sentences with ``every_sentence``): capitalised words after its first and «quoted»
    names; jurisdictions, weekdays and months left out."""
    parts = [p for p in _SENTENCE_END.split(question.strip()) if p.strip()] or [question]
    names = set()
    for asking in parts if every_sentence else parts[-1:]:
        capitalised = [m.group(1) for m in _CAPITALISED.finditer(asking) if "-" not in m.group(1)
                       and m.group(1)[0].isupper() and m.group(1)[1].islower()]
        if len(capitalised) * 2 > len(_WORD.findall(asking)) - 1:
            capitalised = []  # "What Is The Late Checkout Fee?": title case marks no name
        found = capitalised + [m.group(1) or m.group(2) for m in _QUOTED.finditer(asking)]
        names |= {stem(w.lower()) for name in found for w in _WORD.findall(name)}
    return frozenset(names - _NOT_NAMES - frozenset(place_terms(question)))


def place_of_its_names(question: str, held_by: Iterable[tuple[frozenset[str], str | None]]) -> str | None:
    """The one jurisdiction whose records alone hold the proper names ``question`` names, among
    ``held_by`` (each candidate's stems and jurisdiction): a name held by several jurisdictions'
    records, or by none, places nothing; None unless the names that do place point to one. "… at
    Fernhill *Ayrshire*. What is the twilight green fee?" is the United Kingdom's, whose list names
    Ayrshire, not Ireland's, whose twilight section names "Fernhill Wicklow" (unseen42 dev u42G-006)."""
    names = names_asked(question, every_sentence=True)
    if not names:
        return None
    candidates = list(held_by)
    forms = _case_forms(question)
    places: set[str] = set()
    for name in names:
        other_cases = forms.get(name, frozenset())
        # records of no jurisdiction (a club's general rules) name every venue: they place nothing
        held = {place for stems, place in candidates
                if place is not None and (holds(stems, name) or not other_cases.isdisjoint(stems))}
        if len(held) == 1:
            places |= held
    return places.pop() if len(places) == 1 else None


_RU_CASE_ENDINGS = ("а", "е", "у", "ы", "и", "ой", "ь", "ю", "я")
"""Endings a Russian name takes in its cases: Snowball cuts «Астаны» and «Астана» to «аста» but «Астане»
to «астан» (unseen54 dev u54K-003, «из Астаны» read against «в Астане»); the name in another case
meets it."""
_CYRILLIC_NAME = lazy_pattern(r"(?<!\w)[А-ЯЁ][а-яё]{2,}")


def _case_forms(question: str) -> dict[str, frozenset[str]]:
    """Per stem of a Russian name the question writes, the stems of that name in its other cases: whole
    forms, so «Твери» meets «Тверь» and not «твёрдый» (a review: a prefix met any word)."""
    out: dict[str, set[str]] = {}
    for m in _CYRILLIC_NAME.finditer(question):
        word = m.group().lower()
        out.setdefault(stem(word), set()).update(stem(word[:-1] + e) for e in _RU_CASE_ENDINGS)
    return {k: frozenset(v) for k, v in out.items()}


def name_unheld(question: str, stems: frozenset[str], weights: Weights,
                named_titles: Iterable[str] = ()) -> str | None:
    """A name the question asks about that the corpus holds and ``stems`` (a fragment's
    indexed stems) do not; None when it holds every one. ``named_titles``: the titles of the
    document the question names, whose words are not names to hold."""
    names = names_asked(question)
    if not names:
        return None
    titled = {stem(w.lower()) for title in named_titles for w in _WORD.findall(title)}
    for name in sorted(names - titled):
        # Snowball leaves a Russian fleeting vowel apart: «порядк» of «Порядке» is «порядок»
        if weights.df(name) > 0 and not holds(stems, name) \
                and not any(without_fleeting_vowel(s) == name for s in stems):
            return name
    return None


GROUPS: tuple[tuple[str, ...], ...] = (
    ("employe", "staff", "worker", "сотрудник", "работник", "персонал"),
    ("contractor", "подрядчик"),
    ("pensioner", "пенсионер"),
    ("student", "студент", "учащ"),
    ("child", "kid", "дет=", "детск", "ребен", "ребён", "несовершеннолет"),
    ("adult", "взросл"),
    ("member", "член"),
    ("guest", "гост=", "гостев"),
    ("visitor", "посетител"),
    ("tenant", "арендатор"),
    ("resid", "жител", "жилец", "жильц"),
    ("patient", "пациент"),
    ("driver", "водител"),
    ("passeng", "пассажир"),
    ("owner", "владе", "собственник"),
    ("client", "клиент", "покупател"),
)
"""Groups of people a rule is stated for, each by the starts of its stems ("=": the whole stem;
en + ru; words of one meaning in one group: "staff" are employees, «дети» children). Chosen from
the labelled question sets' near-misses (a rule for another group quoted): on every set's dev
split the rule turned 3 answers from a wrong source into stops and no answer into a stop; 2 more
on the holdout splits. Not "senior", "retire", "minor", "customer": their stems are also
"seniority", "retirement", "minor damage", "custom-made"; nor «дет…» and «гост…» beyond the
word itself («детали», «гостиница»)."""
GROUP_STEMS_KEPT = 65_536
"""Stems whose groups are kept (a short string and tuple each: a few MiB at most). A stem
dropped past it is only read again; the bound is memory's, not correctness'."""


def _groups(stems: Iterable[str]) -> frozenset[int]:
    """The places in :data:`GROUPS` of the groups ``stems`` name."""
    return frozenset(i for s in stems for i in _groups_of(s))


@lru_cache(maxsize=GROUP_STEMS_KEPT)
def _groups_of(s: str) -> tuple[int, ...]:
    """The groups one stem names, read once per stem: every question's stems, and a fragment's
    when the question names a group, were tested against every group's starts (issue 15)."""
    return tuple(i for i, group in enumerate(GROUPS)
                 if any(s == p[:-1] if p.endswith("=") else s.startswith(p) for p in group))


def names_a_group(text: str) -> bool:
    """Whether ``text`` names a group of people of :data:`GROUPS` ("for Primary *students*")."""
    return bool(_groups(stem(w) for w in _WORD.findall(text.lower())))


def another_groups_rule(question: str, stems: frozenset[str]) -> bool:
    """Whether a fragment (its indexed ``stems``) names groups of people, none of them one the
    question names, while the question names some."""
    asked = _groups(stem(w) for w in _WORD.findall(question.lower()))
    if not asked:
        return False
    named = _groups(stems)
    return bool(named) and not named & asked
