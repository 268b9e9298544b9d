"""Words the answer checks look for, en + ru, and how two texts are said to share a subject.

Every pattern here is anchored to a real form: a modal verb, an acceptance
verb, an exception connective. Nothing fires on a capitalised word, a number
or a month: seed 001 records a check that did, and fired on 57 answers of 100.

Subjects are compared by *term keys*: Snowball stems (tether.text), with two
stems counted as one term when they share a long prefix ("submission" /
"submitted", "подача" / "подать"). Terms are weighted by how rare they are in
the material, so a shared "application" counts for little and a shared "fax"
for a lot; a term the material never uses weighs most of all.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import NamedTuple

from ..figures.quantities import kept_letter_tokens
from ..guard import Guarded, folded, lazy_pattern  # noqa: F401  (folded: re-exported for the checks)
from ..terms import Weights, has_term, same_term  # noqa: F401  (re-exported for the checks)
from ..text import STOP_WORDS, sentence_spans, stem, tokens

# -- cheap necessary conditions for the case-insensitive patterns ----------------

# ``folded`` (tether.guard): the text as a case-insensitive pattern of lower-case words
# sees it, so a substring test on it is an exact necessary condition for such a pattern.


Hints = tuple[tuple[str, ...], ...]
"""Alternatives of lower-case words; a pattern can match only if, for one
alternative, every word occurs in the folded text."""


def any_hint(folded_text: str, hints: Hints) -> bool:
    """True when one alternative of ``hints`` has all its words in ``folded_text``.

    An ASCII text cannot hold a Cyrillic word, so for one (the common case of an
    English answer) only the ASCII alternatives are searched: about half of each list.
    And a word of letters alone occurs in an ASCII text exactly when it occurs in one of
    the text's runs of letters, so the one-word alternatives are looked up in its
    distinct runs (``_distinct_runs``): a far shorter text than an answer that repeats
    its words.
    """
    if not folded_text.isascii():
        return any(all(w in folded_text for w in alt) for alt in hints)
    words, others = _ascii_alternatives(hints)
    if words:
        runs = _distinct_runs(folded_text)
        for w in words:
            if w in runs:
                return True
    return any(all(w in folded_text for w in alt) for alt in others)


@lru_cache(maxsize=64)
def _ascii_alternatives(hints: Hints) -> tuple[tuple[str, ...], Hints]:
    """The ASCII alternatives: the one-word ones of letters alone, and the others."""
    ascii_ = [alt for alt in hints if all(w.isascii() for w in alt)]
    words = tuple(alt[0] for alt in ascii_ if len(alt) == 1 and alt[0].isalpha())
    return words, tuple(alt for alt in ascii_ if not (len(alt) == 1 and alt[0].isalpha()))


@lru_cache(maxsize=16)
def _distinct_runs(folded_ascii: str) -> str:
    """The distinct runs of letters of an ASCII text, joined by spaces (kept for the
    answer being checked: several checks look up their words in it)."""
    return " ".join(kept_letter_tokens(folded_ascii))

# -- negation ---------------------------------------------------------------

# The patterns of this module are compiled by _patterns() when a check first needs one: the
# checks look for their hint words first, most answers hold few, and compiling them all was
# ~3.5 ms of every `tether verify` and `tether ask` start-up (issue 15).
_NEG_EN = r"\b(?:not|never|no|neither|nor|cannot)\b|n't\b"
_NEG_RU = r"(?<![\w-])(?:не|ни|нет)(?![\w-])"
# Auxiliaries that may stand between a negation and the verb it negates:
# "will not be accepted", "не будет принята", "is not explicitly allowed".
_AUX = (
    r"(?:be|been|being|is|are|was|were|will|would|shall|should|can|could|may|might|also|"
    r"ever|always|generally|explicitly|expressly|any|longer|a|an|the|"
    r"быть|будет|будут|может|могут|был|была|были|было|бы|также|вообще|прямо|явно|всегда)"
)
_NEG_BEFORE_EN = r"(?:\b(?:not|never|no|cannot)|n't)(?:\s+" + _AUX + r")*\s+$"
_NEG_BEFORE_RU = r"(?<![\w-])(?:не|ни)(?:\s+" + _AUX + r")*\s+$"


def negated(text: str, start: int) -> bool:
    """True when the word at ``start`` is negated by the words just before it."""
    head = text[max(0, start - 60) : start]
    patterns = _patterns()
    return bool(patterns.neg_before_en.search(head) or patterns.neg_before_ru.search(head))


# -- modality: permit / forbid / require ------------------------------------


@dataclass(frozen=True, slots=True)
class Cue:
    source: str  # the pattern, compiled by _patterns() (.modal_cues, in MODAL_CUES' order)
    polarity: str  # what the word says when affirmed
    negated: str  # what it says when negated


def _cue(words: str, polarity: str, neg: str) -> Cue:
    return Cue(r"(?<![\w-])(?:" + words + r")(?![\w-])", polarity, neg)


MODAL_CUES: tuple[Cue, ...] = (
    _cue(
        r"allow(?:s|ed|ing)?|permit(?:s|ted|ting)?|permissible|authori[sz](?:e|es|ed)|lets?|"
        r"exempt(?:s|ed)?|"
        r"entitled|eligible|accept(?:s|ed|able)?|admissible|may|can|possible",
        "permit",
        "forbid",
    ),
    _cue(
        r"cannot|can't|mustn't|shan't|prohibit(?:s|ed|ion)?|forbid(?:s|den)?|ban(?:s|ned)?|"
        r"barred|precluded|inadmissible|rejected",
        "forbid",
        "permit",
    ),
    _cue(r"must|shall|has\s+to|have\s+to|obliged|obligatory|mandat(?:e|es|ed)|demands?",
         "require", "forbid"),
    _cue(
        r"require(?:s|d)?|requirement|mandatory|compulsory|needs?\s+to|obligation",
        "require",
        "permit",
    ),
    _cue(
        r"разреш\w*|допуска\w*|допустим\w*|можно|вправе|мож(?:ет|ете|ем|ешь|но)|могут|"
        r"принима\w*|принят[аоы]?|позволя\w*|возможн\w*",
        "permit",
        "forbid",
    ),
    _cue(r"запрещ\w*|запрет\w*|нельзя|недопустим\w*|отклоня\w*", "forbid", "permit"),
    _cue(r"долж(?:ен|на|но|ны)|следует|обязыва\w*|предписыва\w*", "require", "forbid"),
    _cue(r"требу\w*|обязан\w*|обязательн\w*|необходим\w*|нужно", "require", "permit"),
)


def modalities(text: str) -> set[str]:
    """The modalities a sentence states: some of ``permit``, ``forbid``, ``require``."""
    out: set[str] = set()
    for cue, pattern in zip(MODAL_CUES, _patterns().modal_cues, strict=True):
        for m in pattern.finditer(text):
            out.add(cue.negated if negated(text, m.start()) else cue.polarity)
    return out


_DUTY_WORDS = Guarded(r"\bshould\b|\bwill\s+(?:need|have)\b|(?<!\w)(?:надо|придётся|придется)(?!\w)", re.IGNORECASE,
                     ("should", "will", "надо", "придётся", "придется"))
"""Duties in words the modal cues leave to their context: "you *should* bring", "you *will need* to"."""


ONLY_WORD = Guarded(r"\bonly\b|(?<!\w)(?:только|лишь)(?!\w)", re.IGNORECASE, ("only", "только", "лишь"))
"""The word that restricts a rule to what follows it: "only", «только», «лишь» (lower case:
the needles are looked up in the folded text)."""

IRREGULAR_PAST = {"sold": "sell", "paid": "pay", "kept": "keep", "sent": "send", "held": "hold", "made": "make",
                  "left": "leave", "lost": "lose", "bought": "buy", "brought": "bring", "done": "do", "did": "do",
                  "told": "tell", "shown": "show", "given": "give", "gave": "give", "taken": "take", "took": "take",
                  "withheld": "withhold", "met": "meet", "broke": "break", "broken": "break", "forgot": "forget",
                  "forgotten": "forget", "cut": "cut", "shut": "shut"}
"""English past forms and the verb they are forms of: Snowball leaves them apart ("*lost*" and
"*lose*", "are *paid*" and "who *pays*"), so the readers that compare acts look the verb up here."""


def verb_stem(word: str) -> str:
    """The stem of the verb ``word`` is a form of: "paid" → "pay", "booked" → "book"."""
    low = word.lower()
    return stem(IRREGULAR_PAST.get(low, low))


def base_forms(text: str) -> list[str]:
    """The verbs ``text``'s irregular past forms are forms of ("I *lost* my ticket" → lose)."""
    return [IRREGULAR_PAST[w] for w in tokens(text) if w in IRREGULAR_PAST]


CLAUSE_PARTS = r"[;:()]|,?\s+(?:but|while|whereas|although|however|а|но|однако|хотя)\s"
"""What parts the clauses of a sentence that a reader compares one by one: a semicolon, colon or
parenthesis, and a contrast ("…, but not breakfast", «…, а массаж …»)."""


RU_PREPOSITIONS = frozenset("в во на с со к ко по о об от до из за для без при под над перед через у про между "
                            "после вместе".split())
"""Russian prepositions: the noun after one is no doer of a verb (tether.checks.doer) and no act a
verb of doing denies (tether.checks.polarity)."""

CLAUSES_AT_COMMAS = r"[,;:]\s+(?:(?:but|while|whereas|and|а|но|и)\s+)?|\s+(?:but|while|whereas|а|но)\s+"
"""Clauses parted at every comma, semicolon or colon and at a contrast: the finest cut, for readers
that look for the one clause naming a case («…, а в открытой категории — с 16 лет», «…, а жидкую
магнезию приносить нельзя»)."""


IF_MARKERS = (r"\b(?:if|provided(?:\s+that)?|as\s+long\s+as|on\s+condition\s+that)\b|"
              r"(?<!\w)(?:если|при\s+условии(?:,?\s+(?:что|если))?)(?!\w)")
"""The words that make a statement depend on a condition ("if", «при условии»)."""


EVERY_PLACE = lazy_pattern(
    r"\b(?:in|at|for|across)\s+(?:both|all|every|each|any)\s+(?:of\s+)?(?:(?:our|the|its|these|their)\s+)?"
    r"(?:(?-i:[a-z]+)\s+)?(?:towns?|cit(?:y|ies)|branch(?:es)?|shops?|stores?|studios?|locations?|offices?|clinics?|"
    r"venues?|sites?|centres?|centers?|yards?|countries|country|regions?)\b|"
    r"(?<!\w)(?:в|во|на|для)\s+(?:обоих|обеих|всех|любом|любой|каждом|каждой)\s+(?:наших\s+|своих\s+)?"
    r"(?:город\w*|филиал\w*|магазин\w*|студи\w*|салон\w*|точк\w*|отделени\w*|клиник\w*|стран\w*|офис\w*|"
    r"регион\w*|площадк\w*)", re.IGNORECASE)
"""A rule said of every place a provider works in ("*in both cities*", «*в обоих городах*», «*во всех
филиалах*»): its scope, which a town of the material falls in, not a condition of the rule. Not "in
all our *London* shops", a narrower scope (a review of session 54)."""


UPPER_COMPARATIVES_EN = ("longer", "heavier", "bigger", "larger", "wider", "taller")
UPPER_COMPARATIVES_RU = ("дольше", "длиннее", "тяжелее", "шире", "дороже")
LOWER_COMPARATIVES_EN = ("shorter",)
LOWER_COMPARATIVES_RU = ("дешевле",)
"""Comparatives that bound a figure after a negation: "no longer than 10 minutes", «не дороже 2 000 ₽»
(upper), "no shorter than", «не дешевле» (lower). One list for the readers that must agree on them:
polarity.BOUND (a bound, not a denial), sides.BEFORE (which side), sides.QUALIFIER_WORDS (a figure
worth reading) and bounds.QUALIFIER_STEMS (the bound's word, not the rule's)."""
COMPARATIVES = UPPER_COMPARATIVES_EN + UPPER_COMPARATIVES_RU + LOWER_COMPARATIVES_EN + LOWER_COMPARATIVES_RU


MUST = r"(?:must|shall|has\s+to|have\s+to|is\s+required\s+to|are\s+required\s+to|обязан[аоы]?|долж(?:ен|на|но|ны))"
DUTY_ACT = Guarded(rf"(?<!\w){MUST}\s+(?:be\s+|быть\s+)?([^\W\d_]+)", re.IGNORECASE,
                    ("must", "shall", "has", "have", "required", "обязан", "долж"))
"""A duty and its act; "must *be* filed" names the filing (gr-en-046: "the application must be filed
through the online portal" for "the applicant may file … through the portal or on paper")."""


def lays_a_duty(text: str) -> bool:
    """Whether ``text`` lays a duty on someone: a ``require`` modality ("must", «обязан»,
    "needs to") or a duty in other words ("should", «надо»)."""
    return "require" in modalities(text) or _DUTY_WORDS.search(text) is not None


def duty_end(text: str) -> int | None:
    """Where the first word that lays a duty (:func:`lays_a_duty`) ends in ``text``, or None:
    what follows it is what the duty names ("must *sign in*")."""
    ends = [m.end() for cue, pattern in zip(MODAL_CUES, _patterns().modal_cues, strict=True)
            for m in pattern.finditer(text) if not negated(text, m.start()) and cue.polarity == "require"]
    found = _DUTY_WORDS.search(text)
    if found is not None:
        ends.append(found.end())
    return min(ends, default=None)


def implied_modalities(text: str) -> set[str]:
    """What a material sentence leaves implied when it states no modality in words.

    Regulations often state a rule descriptively: "the application is filed
    through the portal" sets the permitted (and required) way, and "e-mailed
    applications are not considered" withholds one. A rule with an exception
    ("… must …, unless …") permits the excepted case. Callers hold implied
    support to a stricter subject match than stated support.
    """
    out: set[str] = set()
    patterns = _patterns()
    if not modalities(text):
        out = (
            {"forbid"} if (patterns.neg_en.search(text) or patterns.neg_ru.search(text))
            else {"permit", "require"}
        )
    if patterns.exception.search(text):
        out.add("permit")
    return out


def modal_pattern_sources() -> tuple[str, ...]:
    return tuple(c.source for c in MODAL_CUES)


# -- acceptance -------------------------------------------------------------

ACCEPT = (
    r"(?<![\w-])(?:accept(?:s|ed|able|ing)?|admissible|admitted|"
    r"принима(?:ет|ют|ется|ются|ем|ть)|принят[аоы]?|прим(?:ут|ет|ем))(?![\w-])"
)
# Senses of the same verbs that are not about a submission being accepted.
_NOT_ACCEPTANCE = (
    r"(?:generally|widely|commonly)\s+accepted|accepted\s+(?:practice|standard|method)|"
    r"принима\w*\s+(?:во\s+внимание|в\s+расч[её]т|решени\w*|мер\w*|участи\w*|"
    r"к\s+сведению|на\s+себя)|"
    r"принят[аоы]?\s+(?:во\s+внимание|решени\w*|мер\w*)|принято\s+считать|"
    r"(?:решени[ея]|меры|мера|участие)\s+(?:(?:будет|будут|было|были|был|была)\s+)?"
    r"(?:принима\w*|принят\w*|прим\w*)"
)
REJECT = (
    r"(?<![\w-])(?:reject(?:s|ed)?|refus(?:es|ed)|inadmissible|unacceptable|"
    r"отклоня(?:ет|ют|ется|ются)|отклон[её]н[аоы]?|не\s+рассматрива\w*)(?![\w-])"
)


def _acceptance_sense(text: str, m: re.Match[str]) -> bool:
    window = text[max(0, m.start() - 20) : m.end() + 25]
    return not _patterns().not_acceptance.search(window)


# Every match of ACCEPT or REJECT contains one of these words ("inadmissible" and
# "unacceptable" included): without one, neither pattern is run.
_ACCEPTANCE_HINTS: Hints = tuple(
    (w,) for w in ("accept", "admissible", "admitted", "прин", "прим", "reject", "refus",
                   "отклон", "рассматрива")
)


def acceptance_statements(text: str) -> list[tuple[int, int, bool]]:
    """(start, end, affirmative) for each statement about acceptance in ``text``."""
    out: list[tuple[int, int, bool]] = []
    if not any_hint(folded(text), _ACCEPTANCE_HINTS):
        return out
    patterns = _patterns()
    for m in patterns.accept.finditer(text):
        if _acceptance_sense(text, m):
            out.append((m.start(), m.end(), not negated(text, m.start())))
    for m in patterns.reject.finditer(text):
        out.append((m.start(), m.end(), negated(text, m.start())))
    return sorted(out)


def says_not_accepted(text: str) -> bool:
    return any(not affirmative for _, _, affirmative in acceptance_statements(text))


ACCEPTANCE_CUE_SOURCES: tuple[str, ...] = (ACCEPT, REJECT)

# -- exceptions -------------------------------------------------------------

EXCEPTION = (
    r"(?<![\w-])(?:except(?:ion|ions|ed)?|unless|exempt(?:ed|ion|ions|s)?|exclu(?:de|des|ded|sion|sions)|"
    r"with\s+the\s+exception|save\s+(?:where|for|that)|other\s+than|"
    r"however,?\s+(?:where|if|when|for)|(?:does|do)\s+not\s+apply|"
    r"за\s+исключением|исключ(?:ени|ен|ён|ает|аются|ается)\w*|кроме(?!\s+того)(?:\s+случа\w*)?|если\s+только|"
    r"освобожд\w*|не\s+распространя\w*|не\s+применя\w*|"
    r"однако,?\s+(?:если|когда|для|в\s+случае))(?![\w-])"
)


def exception_pattern() -> re.Pattern[str]:
    """EXCEPTION, compiled (once)."""
    return _patterns().exception

# -- terms and subjects ------------------------------------------------------

# Words that carry the claim or the cue, never the subject.
_FRAME_WORDS = """
explicitly expressly specifically clearly directly unambiguously plainly says say said state states
stated provide provides provided according regulation regulations rule rules material materials
document documents guide guidance act law laws policy policies procedure runbook directive statute
provision provisions text handbook manual code standard terms schedule guideline guidelines
ordinance decree section article clause paragraph yes answer also only however practice general
allow allows allowed permit permits permitted accept accepts accepted acceptable may can must shall
require requires required prohibit prohibits prohibited forbid forbids forbidden ban banned will
прямо явно однозначно чётко четко сказано указано говорится предусмотрено согласно правила правил
правилам регламент регламенту регламента закон закону акт акту документ документу материал
материале положение положению инструкция инструкции порядок порядку норма нормы политика статья
пункт раздел да ответ также только однако практике общий разрешает разрешают разрешено
разрешается допускается допускает можно запрещает запрещено запрещается требуется требует должен
должна должны обязательно принимается принимаются принята принят будет будут
""".split()


def frame_stems() -> frozenset[str]:
    """The stems of claim and cue words ("explicitly", "allows", "prohibits", «прямо», …)."""
    return _frame_stems()


@lru_cache(maxsize=1)
def _frame_stems() -> frozenset[str]:
    return frozenset(stem(t) for t in tokens(" ".join(_FRAME_WORDS)))


def keys(text: str, *, drop_frame: bool = True) -> tuple[str, ...]:
    """Term keys of ``text``: content stems, minus claim/cue words, in order, unique.

    Cached: the checks take the keys of the same material sentences again and
    again (weights, coverage, the lexical extractor).
    """
    return _keys(text, drop_frame)


@lru_cache(maxsize=16384)
def _keys(text: str, drop_frame: bool) -> tuple[str, ...]:
    frame = _frame_stems() if drop_frame else frozenset()
    out: list[str] = []
    for t in tokens(text):
        if t in STOP_WORDS or (len(t) < 2 and not t.isdigit()):
            continue
        s = stem(t)
        if s in frame or s in out:
            continue
        out.append(s)
    return tuple(out)


def weights_for(sentences_: Sequence[str]) -> Weights:
    """The weights over ``sentences_`` (their term keys); shared while the same material is checked."""
    return _weights(tuple(sentences_))


@lru_cache(maxsize=64)
def _weights(sentences_: tuple[str, ...]) -> Weights:
    return Weights.of_units(tuple(keys(s) for s in sentences_))


# -- clauses ------------------------------------------------------------------

_CLAUSE_BREAK = (
    r"[.!?\u2026](?=\s|$)|\n|[;:()\u2014\u2013]|"
    r",\s+(?=(?:but|while|whereas|although|though|which|unless|except|if|"
    r"но|а|однако|хотя|тогда|зато|которы\w*|если)\b)|"
    r"\s+(?:but|whereas|но|однако|зато)\s+"
)


def clause_around(text: str, start: int, end: int) -> tuple[int, int]:
    """The clause of ``text`` that contains [start, end)."""
    lo, hi = 0, len(text)
    for m in _patterns().clause_break.finditer(text):
        if m.end() <= start:
            lo = m.end()
        elif m.start() >= end:
            hi = m.start()
            break
    return lo, hi


def sentence_around(text: str, start: int, end: int) -> tuple[int, int]:
    """The sentence of ``text`` (the project's splitter, ``tether.text.sentence_spans``)
    containing [start, end); the sentences from the one holding ``start`` to the one
    holding ``end`` when the stretch crosses a sentence end."""
    spans = _spans(text)
    lo = max((s for s, _ in spans if s <= start), default=0)
    hi = min((e for _, e in spans if e >= end), default=len(text))
    return lo, hi


@lru_cache(maxsize=256)
def _spans(text: str) -> tuple[tuple[int, int], ...]:
    """The answer is split once however many patterns ask for a sentence of it."""
    return tuple(sentence_spans(text))


class _Patterns(NamedTuple):
    neg_en: re.Pattern[str]
    neg_ru: re.Pattern[str]
    neg_before_en: re.Pattern[str]
    neg_before_ru: re.Pattern[str]
    modal_cues: tuple[re.Pattern[str], ...]  # one per MODAL_CUES entry, in its order
    accept: re.Pattern[str]
    not_acceptance: re.Pattern[str]
    reject: re.Pattern[str]
    exception: re.Pattern[str]
    clause_break: re.Pattern[str]


@cache
def _patterns() -> _Patterns:
    """Every pattern of the module, compiled when a check first needs one (all case-insensitive)."""
    def compiled(source: str) -> re.Pattern[str]:
        return re.compile(source, re.IGNORECASE)

    return _Patterns(
        compiled(_NEG_EN), compiled(_NEG_RU), compiled(_NEG_BEFORE_EN), compiled(_NEG_BEFORE_RU),
        tuple(compiled(c.source) for c in MODAL_CUES), compiled(ACCEPT), compiled(_NOT_ACCEPTANCE),
        compiled(REJECT), compiled(EXCEPTION), compiled(_CLAUSE_BREAK),
    )
