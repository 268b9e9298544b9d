"""One verb's negation or modality turned: a claim clause that says a source clause's own words
and denies what it affirms, or affirms what it denies (:func:`one_negation_apart`), or lays a
duty where it gives leave, or the reverse (:func:`one_modal_apart`); issue 11, unsupported-claim.

The per-word polarity compare (:func:`tether.checks.polarity.polarity`) reads the word right after
a negation; where that word is a figure or a number word ("cannot have *twelve* permits" beside
"can have 12 permits") it has nothing to set against the source, and the flip passed. Here the
two clauses are compared whole: the same words, one negation or one modal apart.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from typing import TypeVar

from ..figures.lexicon import NUMBER_WORDS
from ..guard import lazy_pattern
from ..terms import subject_terms
from ..text import stem
from .event_order import SAME_ROOT
from .lexicon import CLAUSE_PARTS, IF_MARKERS, ONLY_WORD
from .polarity import ANSWER_WORD, BOUND, NEGATIONS, has_negator, polarity

NEGATION_STEMS = frozenset(stem(t) for t in NEGATIONS)

OTHER_SIDE_WORDS = lazy_pattern(
    IF_MARKERS + r"|\b(?:unless|except|when|whenever|once|where|until|before|after|later|earlier|less|more|"
    r"fewer|over|under|outside|beyond|than|without|other|first(?!-))\b|(?<!\w)(?:кроме|когда|пока|до|после|позже|"
    r"позднее|раньше|ранее|меньше|менее|больше|более|свыше|вне|чем|без|други\w*|ины\w*|первы\w*)(?!\w)",
    re.IGNORECASE)
"""What makes a denial the other side of a rule rather than its flip: a condition, an exception, a
bound, "without", "other", "first" ("No fee is charged for the first 7 days" beside "a fee is
charged after that"; «других услуг не включает»)."""

_VERB_DENIED = lazy_pattern(
    r"\b(?:cannot|can\s+not|(?:is|are|was|were|do|does|did|will|would|may|must|shall|should|can|could|has|have|had)"
    r"(?:\s+not|n[’']t)|won[’']t)\b(?!\s+only\b)|(?<!\w)(?:не(?=\s+[а-яё]+(?<!ее|ше|же)\b)(?!\s+(?:только|лишь)\b)|"
    r"нельзя)(?!\w)", re.IGNORECASE)
"""A verb's own negation: "cannot", "is not", "don't", «не» before a word, «нельзя». Not "no X",
"none", "without": those deny a thing, and may state a rule's other side; nor «не» before a
comparative («не дольше 14 дней»: a bound), nor "not only" / «не только», which adds."""
_ELLIPSIS = lazy_pattern(r"\s*(?:[,;:.!?)]|$)")
_FORBIDS = lazy_pattern(r"\b(?:forbidden|prohibited|banned|not\s+permitted)\b|(?<!\w)(?:запрещ\w*|воспрещ\w*)",
                        re.IGNORECASE)
_FORBIDDING = frozenset(stem(w) for w in "forbidden prohibited banned запрещён запрещено запрещена запрещены".split())
_NOT_A_SUBJECT = frozenset((*NEGATION_STEMS, *(stem(w) for w in NUMBER_WORDS)))
_NUMBER = lazy_pattern(r"\d+|[^\W\d_]+")


def _numbers(clause: str) -> frozenset[str]:
    """The numbers a clause says, in digits or in words, as digits: "twelve" is "12", and "two" is
    not "three" (a red-team of session 38)."""
    out = set()
    for found in _NUMBER.finditer(clause):
        word = found.group().lower()
        if word.isdigit():
            out.add(str(int(word)))
        elif word in NUMBER_WORDS:
            out.add(str(NUMBER_WORDS[word]))
    return frozenset(out)


def one_negation_apart(claim: str, source: str) -> bool:
    """Whether a clause of the claim says what a clause of the source sentence says and
    turns its one verb's negation: "Each household *cannot* have twelve van permits a year" for
    "Each household can have 12 van permits a year", «В салон бесплатно *нельзя* взять ручную
    кладь» for «… можно взять …» (evalsets/mutations.py negation, session 38). One of the two
    clauses denies one verb and nothing else, the other denies nothing; every word of the claim's
    clause (figures and number words aside, :data:`MIN_SAID` at least) is the source clause's, and
    the source clause's the claim's (:data:`OTHER_WORDS`); and
    the two set the same conditions, bounds and other cases, if any (OTHER_SIDE_WORDS, in order:
    "Children under 12 *do not pay*" is what "children aged 12 and over pay" leaves unsaid, not its
    flip; "Children under 12 pay" is its flip). Read clause by clause: "… a 10 % discount; *it
    does not apply* to one-off services" denies another clause's act."""
    for mine, other in _turned(claim, source, _one_clause):
        if len(mine[0] ^ other[0]) > OTHER_WORDS:
            continue
        # the denied act is the other's: "you do not have to *pay*" turns no clause without "pay"
        denying, affirming = (mine, other) if mine[1] else (other, mine)
        if denying[3] <= affirming[0]:
            return True
    return False


_Read = TypeVar("_Read", bound=tuple)


def _turned(claim: str, source: str, read: Callable[[str], _Read | None]) -> Iterator[tuple[_Read, _Read]]:
    """Each clause of the claim (MIN_SAID words at least) with each clause of the source that ``read``
    finds turned the other way (the second field differs) under the same conditions and bounds
    (the third is equal)."""
    theirs = [x for x in map(read, _clauses(source)) if x is not None]
    for part in _clauses(ANSWER_WORD.sub("", claim)):
        mine = read(part)
        if mine is None or len(mine[0]) < MIN_SAID:
            continue
        yield from ((mine, other) for other in theirs if other[1] != mine[1] and other[2] == mine[2])


_CLAUSE_PARTS = lazy_pattern(CLAUSE_PARTS + r"|[—–]", re.IGNORECASE)
"""Clauses as a reader compares them: not at every comma, which parts a subject from its verb
(«Студенты, проживающие бесплатно, залог не вносят») and a denial from the list it governs
(«Нельзя сносить несущие стены, переносить радиаторы …»)."""
def _clauses(text: str) -> list[str]:
    """The first MAX_CLAUSES clauses of ``text``, bounds blanked (BOUND: "no more than" is no
    denial). Every clause of a claim is compared with every clause of its sentence: a sentence of
    thousands of clauses is read no further, so the comparison stays bounded."""
    return _CLAUSE_PARTS.split(BOUND.sub(" ", text), maxsplit=MAX_CLAUSES)[:MAX_CLAUSES]


MAX_CLAUSES = 32
"""Clauses read in one sentence: a policy sentence holds a few."""
OTHER_WORDS = 0
"""Words the two clauses may differ by, besides the negation and the figures. 0: one word more
let "Unopened software can be returned for a full refund, *and opened software is not refunded*"
be read as the flip of "Unopened software can be returned …", and turned a correct answer of
the held-out split into a failure; the rule-made mutations it caught were 2 of 2,073 (dev)."""


def _one_clause(clause: str) -> tuple[frozenset[str], bool, list[str], frozenset[str]] | None:
    """A clause's words, whether it denies its one verb, its other-side words and the words its
    denial governs; None when it denies otherwise ("no", "without", two negations) and cannot be
    one verb apart. A prohibition ("is forbidden", «запрещён») denies as "cannot" does."""
    denied = _VERB_DENIED.findall(clause)
    if any(_ELLIPSIS.match(clause, m.end()) for m in _VERB_DENIED.finditer(clause)):
        return None  # "guests cannot, they park on the street": the act denied is another clause's
    forbids = _FORBIDS.search(clause) is not None
    if len(denied) + forbids > 1 or has_negator(_VERB_DENIED.sub(" ", clause)):
        return None
    words = frozenset(subject_terms(clause)) - _NOT_A_SUBJECT - _FORBIDDING | _numbers(clause)
    # a number word ("cannot have *twelve* permits") is the figure, not the act denied
    governed = polarity(clause)[0] - _NOT_A_SUBJECT if denied else frozenset()
    return words, bool(denied) or forbids, _other_side_words(clause), governed


def _other_side_words(text: str) -> list[str]:
    return [m.group().lower() for m in OTHER_SIDE_WORDS.finditer(text)]


MIN_SAID = 2
"""Words a claim must say besides its negation for it to restate a sentence: one is no statement."""




_DUTY = lazy_pattern(r"\b(?:must|ha(?:s|ve|d)\s+to|needs?\s+to|(?:is|are)\s+required\s+to|shall|should)\b|"
                     r"(?<!\w)(?:обязан[аоы]?|долж(?:ен|на|но|ны)|нужно|надо|необходимо|следует)(?!\w)", re.IGNORECASE)
_LEAVE = lazy_pattern(r"\b(?:may|can|could|(?:is|are)\s+(?:allowed|permitted)\s+to)\b|"
                      r"(?<!\w)(?:можно|может|могут|можете|вправе|разрешается|допускается)(?!\w)", re.IGNORECASE)
_MODAL_STEMS = frozenset(stem(w) for w in (
    "must has have had need needs required shall should may can could allowed permitted обязан обязана обязано "
    "обязаны должен должна должно должны нужно надо необходимо следует можно может могут можете вправе "
    "разрешается допускается").split())


def one_modal_apart(claim: str, source: str) -> bool:
    """Whether a clause of the claim says what a clause of the source sentence says with a duty
    where the source gives leave, or leave where it lays a duty: "Each key *must* send up to 600
    requests per minute" for "Each key *may* send …", "Bike hire *must* be paid in cash" for "…
    *can* be paid in cash", «уходить сам ребёнок *должен* с 10 лет» for «… *может* …»
    (evalsets/mutations.py modality, session 38). Each clause holds one modal word and no
    negation ("need not", «не обязан» are read elsewhere); the words besides it are the same
    (:data:`OTHER_WORDS`, :data:`MIN_SAID` at least), and so are the conditions and bounds."""
    return any(len(mine[0] ^ other[0]) <= OTHER_WORDS
               or (mine[3] is not None and mine[3] == other[3]
                   and len(mine[0] & other[0]) >= MODAL_SHARE * len(mine[0]))
               for mine, other in _turned(claim, source, _modal_clause))


MODAL_SHARE = 0.8
"""Share of the claim clause's words the source clause must hold when the two put a duty and a
leave on the same act in other words ("Bike hire *must* be paid in cash at our shops" against
"Bike hire *can also* be paid in cash at our shops"). 0.8: "You must cancel at least 24 hours
before to get a free cancellation" shares 3 of 5 words with "You can cancel free of charge up to
24 hours before" and says the same rule from its other side."""
_ACT = lazy_pattern(r"\s+(?:(?:also|only|still|then|first|be|been|быть|также|тоже|сначала)\s+)*([^\W\d_]+)",
                    re.IGNORECASE)


def _modal_clause(clause: str) -> tuple[frozenset[str], bool, list[str], str | None] | None:
    """A clause's words, whether its one modal word lays a duty, its other-side words and the
    root of the act the modal governs (the first word after it, "be" and "also" aside); None for
    a clause with no modal word, more than one, or a negation."""
    modal = _DUTY.search(clause) or _LEAVE.search(clause)
    if modal is None or len(_DUTY.findall(clause)) + len(_LEAVE.findall(clause)) != 1 or has_negator(clause) \
            or ONLY_WORD.search(clause) or _PURPOSE.search(clause) or _WINDOW.search(clause):
        return None  # "can … *only* from 18" is "must be 18 *to* …": a leave with a condition is a duty
    words = frozenset(subject_terms(clause)) - _NOT_A_SUBJECT - _MODAL_STEMS | _numbers(clause)
    act = _ACT.match(clause, modal.end())
    root = stem(act.group(1).lower())[:SAME_ROOT] if act else None
    return words, _DUTY.search(clause) is not None, _other_side_words(clause), root


_WINDOW = lazy_pattern(r"\d|\b(?:within|up\s+to|before|until|by|no\s+later\s+than)\b|"
                       r"(?<!\w)(?:в\s+течение|не\s+позднее|не\s+позже|до|за)(?!\w)", re.IGNORECASE)
"""A time or a figure the act is bounded by: "you *may* pay the balance up to 14 days before the
tour" is the deadline "you *need to* pay it up to 14 days before", its duty form (a red-team of
session 38: eight correct answers failed)."""
_PURPOSE = lazy_pattern(r"\b(?:in\s+order\s+to|so\s+as\s+to|so\s+that)\b|(?<!\w)чтобы(?!\w)", re.IGNORECASE)

