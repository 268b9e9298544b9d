"""The reader's own figure decides which part of a cited rule applies.

"Delivery of large appliances costs 990 RUB within the city, except orders from 50 000 RUB,
which are delivered free": a reader who asks about a 60 000 RUB order is in the exception, so
an answer that gives them 990 RUB quotes the right sentence for the wrong case. Every figure
of that answer occurs in the cited sentence, in the right subject's words; only comparing the
reader's figure with the exception's threshold tells.

Read in code, conservatively: the answer's value must stand in the rule part of a cited
sentence (before its "except" / "unless" / «кроме» / «за исключением»), the exception part
must hold a threshold with its bound ("from", "over", "at least", "up to"; «от», «свыше»,
«не менее», «до»), and the question a figure of the same kind and unit that the bound admits.
Money, durations and percentages only: a bare number ("65-inch", "2 orders") carries no
unit to compare by.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from decimal import Decimal
from functools import lru_cache
from typing import NamedTuple

from ..figures import find_mentions
from ..figures.digits import DIGIT_RUN
from ..figures.mention import Mention
from ..guard import lazy_pattern
from ..terms import EXCEPTED, GENERIC_TERMS, subject_terms
from .ranges import Span, in_one_unit, range_ends, value

_COMPARED = frozenset({"money", "duration", "percent"})
LOOK_BACK = 24
"""Characters read before a threshold for its bound: the longest bound pattern with its link
words, «не менее чем за », is 18; 24 leaves room for a second space or a dash."""

_FROM = lazy_pattern(r"(?:\bfrom|\bat\s+least|\bminimum(?:\s+of)?|\bstarting\s+(?:at|from)|"
                     r"(?<!\w)от|(?<!\w)не\s+менее|(?<!\w)не\s+меньше|(?<!\w)начиная\s+с)\s*$", re.IGNORECASE)
_OVER = lazy_pattern(r"(?:\bover|\babove|\bmore\s+than|\bexceeding|\bbeyond|\bexpensive\s+than|"
                     r"(?<!\w)свыше|(?<!\w)более|(?<!\w)больше|(?<!\w)выше|(?<!\w)дороже|(?<!\w)превышающ\w*)\s*$",
                     re.IGNORECASE)
_UP_TO = lazy_pattern(r"(?:\bup\s+to|\bat\s+most|\bno\s+more\s+than|\bnot\s+more\s+than|"
                      r"(?<!\w)до|(?<!\w)не\s+более|(?<!\w)не\s+больше|(?<!\w)не\s+свыше)\s*$", re.IGNORECASE)
_UNDER = lazy_pattern(r"(?:\bunder|\bbelow|\bless\s+than|\bfewer\s+than|\bcheaper\s+than|"
                      r"(?<!\w)менее|(?<!\w)меньше|(?<!\w)ниже|(?<!\w)дешевле)\s*$", re.IGNORECASE)


_NO_LATER = lazy_pattern(r"(?:\bno\s+later\s+than|\bnot\s+later\s+than|\buntil|\btill|(?<!\w)не\s+позднее|"
                       r"(?<!\w)не\s+позже|(?<!\w)вплоть\s+до)\s*$", re.IGNORECASE)
_UP_TO_BEFORE = lazy_pattern(r"\bup\s+to\s*$", re.IGNORECASE)
""""Cancel *up to* 48 hours before collection" is a deadline, as "no later than" is: 72 hours
before is in time, 24 hours is not (a review of session 38: "3 days is earlier than that" failed)."""
_BEFORE = lazy_pattern(r"\s*(?:before|prior\s+to)\b|\s*до(?!\w)", re.IGNORECASE)
"""A time before an event by which one must act: "no later than 24 hours *before* departure",
"until 2 hours before", «не позднее чем за 24 часа *до*»: at least that long before (a lead time),
where "no later than 14 days" alone is at most that long."""

_OR_MORE = lazy_pattern(r"\s*(?:or|and)\s+(?:more|over|above|longer|upwards)\b|"
                       r"\s*(?:и|или)\s+(?:более|больше|дольше|выше|свыше)(?!\w)", re.IGNORECASE)
_OR_LESS = lazy_pattern(r"\s*(?:or|and)\s+(?:less|fewer|under|below|shorter)\b|"
                       r"\s*(?:и|или)\s+(?:менее|меньше|ниже)(?!\w)", re.IGNORECASE)
"""A bound written after its figure: "7 days *or more* before it starts" (unseen33 dev u33-en-033),
«3 дня *и более*», "2 hours *or less*"."""
_LEAD = lazy_pattern(r"(?<!\w)за\s*$", re.IGNORECASE)
_LINK = lazy_pattern(r"(?:\s+(?:чем|за|на|в|в\s+течение|for|of|within))+\s*$", re.IGNORECASE)
"""Words between a bound and its figure that the bound patterns do not name: «не менее *чем
за* 24 часа», "at least *for* 3 days"."""


_SETS_ASIDE = lazy_pattern(r"\b(?:not|no|never|except|exception|exempt|unless|doesn't|don't|isn't|aren't)\b|"
                           r"(?<!\w)(?:не|нет|кроме|исключени\w*|освобожд\w*)(?!\w)", re.IGNORECASE)
"""An answer sentence that denies or names the exception ("the 10 % credit does not apply
here") sets the rule's value aside itself (:func:`sets_aside`)."""


def sets_aside(answer_sentence: str, excepted: str) -> bool:
    """Whether the answer's sentence denies or names an exception *and* speaks of this one (a
    word of the exception's own): "… do not cover downtime caused by maintenance announced …"
    does; "Yes, returns are accepted within 14 days, no questions asked" does not (review)."""
    if _SETS_ASIDE.search(answer_sentence) is None:
        return False
    own = frozenset(subject_terms(without_figures(excepted))) - GENERIC_TERMS
    return not own.isdisjoint(subject_terms(answer_sentence))


class ReaderFigure(NamedTuple):
    """A figure of the question and the words around it (what it measures: "cancel …
    before", "bought … ago")."""

    mention: Mention
    near: frozenset[str]


NEAR_WORDS = 6
"""Words read on each side of a figure for what it measures ("to cancel my Economy Flex ticket
3 hours before the flight", "used for more than 2 days"): six, as the grounding check reads
six words before a figure for its subject (tether.verify.answer_clauses.WINDOW_BEFORE)."""


def readers_exception(sentence: str, m: Mention, question: Sequence[ReaderFigure]) -> tuple[Mention, str] | None:
    """The reader's figure and the exception it falls under, when ``m`` is the value of the
    rule that exception sets aside in ``sentence``; None otherwise (the caller leaves out
    answer sentences that set the value aside themselves: :func:`sets_aside`)."""
    exception = EXCEPTED.search(sentence)
    if exception is None:
        return None
    rule, excepted = sentence[:exception.start()], sentence[exception.start():]
    if not _states_in(rule, m) or _states_in(excepted, m):
        return None  # not the rule's value, or the exception's too
    for limit, bound, near in _thresholds(excepted):
        for q in question:
            both = _in_common(q, limit, near)
            if both is not None and _admits(bound, *both):
                return q.mention, excepted
    return None


_GROUP_END = lazy_pattern(r"[,;.:()]|\s(?:where|which|who|whose|when|if|as|because|in\s+which)\s|"
                          r"(?<!\w)(?:где|котор\w*|если|когда|так\s+как|поскольку)(?!\w)", re.IGNORECASE)
_NOT_THE_READER = lazy_pattern(r"\b(?:not|don'?t|doesn'?t|no|never|other|others|if|whether)\b|"
                               r"(?<!\w)(?:не|нет|других|другие|остальные|остальным|если|ли)(?!\w)", re.IGNORECASE)
"""A question that may not put the reader in the excepted case ("I'm *not* on Fibre 900",
"what *if* I move to Fibre 900?", «*ли*»: it may ask about the case, not be in it)."""


def excepted_case_named(sentence: str, m: Mention, question: str) -> str | None:
    """The exception part of ``sentence``, when ``m`` is the value of the rule it sets aside and
    the question places the reader in the excepted case by all its words and numbers ("I'm on
    *Fibre 900* …" against "a replacement hub costs £40, *except on Fibre 900*, where it stays
    free") and names no other case by the same word ("one line on Fibre 900 and one on Fibre
    150"); None otherwise. The caller leaves out answers that tell the case apart themselves."""
    exception = EXCEPTED.search(sentence)
    if exception is None or _NOT_THE_READER.search(question):
        return None
    rule, excepted = sentence[:exception.start()], sentence[exception.start():]
    if not _states_in(rule, m) or _states_in(excepted, m):
        return None
    terms, numbers = case_of_exception(excepted)
    if not terms or not terms <= frozenset(subject_terms(question)):
        return None
    asked = frozenset(DIGIT_RUN.findall(question))
    return excepted if numbers <= asked and (not numbers or asked <= numbers) else None


@lru_cache(maxsize=4096)
def case_of_exception(excepted: str) -> tuple[frozenset[str], frozenset[str]]:
    """The words (generic ones aside) and the numbers of the case an exception part names,
    from its marker to the clause that says what holds for it ("except on Fibre 900, where …")."""
    marker = EXCEPTED.match(excepted)
    rest = excepted[marker.end():] if marker else excepted
    end = _GROUP_END.search(rest)
    group = rest[:end.start()] if end else rest
    return (frozenset(subject_terms(without_figures(group))) - GENERIC_TERMS,
            frozenset(DIGIT_RUN.findall(group)))


class AnswerReading(NamedTuple):
    """What the whole answer says, read once for all its figures: its words, its numbers and
    whether it names an exception or a contrast at all."""

    terms: frozenset[str]
    numbers: frozenset[str]
    sets_apart: bool

    @classmethod
    def of(cls, answer: str) -> AnswerReading:
        return cls(frozenset(subject_terms(answer)), frozenset(DIGIT_RUN.findall(answer)),
                   _SETS_APART.search(answer) is not None)


def names_the_case(answer: AnswerReading, sentence: str, excepted: str) -> bool:
    """Whether the answer tells the excepted case apart: it names it (its words and numbers),
    says what holds for it (a word of the exception's own, not the rule's: "free"), or sets a
    case apart at all ("except", "but on your plan", "on other plans")."""
    terms, numbers = case_of_exception(excepted)
    rule = frozenset(subject_terms(sentence[:len(sentence) - len(excepted)]))
    outcome = frozenset(subject_terms(excepted)) - terms - rule - GENERIC_TERMS
    return (answer.sets_apart or not outcome.isdisjoint(answer.terms)
            or (terms <= answer.terms and numbers <= answer.numbers))


_SETS_APART = lazy_pattern(r"\b(?:except|exception|exempt|unless|apart\s+from|other\s+than|but|however|normally|"
                           r"usually|otherwise|other|others)\b|(?<!\w)(?:кроме|исключени\w*|освобожд\w*|"
                           r"за\s+исключением|но|однако|обычно|иначе|других|другим|остальных|остальным)(?!\w)",
                           re.IGNORECASE)


def fails_a_threshold(condition: str, reader: Sequence[ReaderFigure]) -> bool:
    """Whether a figure of the reader's, of the kind and unit of a threshold that
    ``condition`` states with its bound, is one the bound does not admit."""
    for limit, bound, near in _thresholds(condition):
        for q in reader:
            both = _in_common(q, limit, near)
            if both is not None and not _admits(bound, *both):
                return True
    return False


def rules_out_the_reader(text: str, reader: Sequence[ReaderFigure], at: Sequence[Mention] | None = None) -> bool:
    """Whether ``text``'s thresholds (those of the mentions ``at`` when given: every one of
    them must be one) each rule out a figure of the reader's: «не позднее чем за 7 дней» for a
    banquet cancelled 4 days ahead. The case such a sentence gives a value for is not the
    reader's (unseen30 dev u30-ru-019). A lead time needs no «до …» after it here."""
    found = {(x.start, x.end): (bound, near, x) for x, bound, near in _thresholds(text, True)}
    spans = list(found) if at is None else [(x.start, x.end) for x in at]
    if not spans or any(span not in found for span in spans):
        return False
    ranged = _ranges(text)

    def rules_out(span: Span) -> bool:
        bound, near, limit = found[span]
        return any((both := _in_common(q, limit, near)) is not None and not _admits(bound, *both) for q in reader)

    # a range rules a figure out at either end: "from 14 to 7 days" does not take 5 days in
    return all(rules_out(span) or (span in ranged and ranged[span][1] in found and rules_out(ranged[span][1]))
               for span in spans)


def bounds_with(text: str, m: Mention) -> bool:
    """Whether ``text`` has ``m``'s value as one of its bounds («при задержке *более 4 часов*»): a
    threshold, not the value a band is given."""
    return any(x.kind == m.kind and x.unit == m.unit and x.readings and m.readings
               and x.readings[0].value == m.readings[0].value for x, _, _ in _thresholds(text))


def has_a_bound(text: str) -> bool:
    """Whether ``text`` bounds a figure («за заказ *до 5 000 ₽*»): it names a band itself."""
    return bool(_thresholds(text))


def admits_the_reader(text: str, reader: Sequence[ReaderFigure]) -> bool:
    """Whether ``text`` bounds a figure of the reader's and each of its bounds that does admits it:
    «50 % за заказ *больше 5 000 ₽*» for an order of 8 000 ₽."""
    compared = [(bound, both) for x, bound, near in _thresholds(text) for q in reader
                if (both := _in_common(q, x, near)) is not None]
    return bool(compared) and all(_admits(bound, *both) for bound, both in compared)


SAME_RULE_WORDS = 2
"""Words a threshold's neighbours must share with another's for the two to bound the same rule
("cancel … group tour … before it starts"): one ("days") says only what is counted."""


def replaced_threshold(sentence: str, m: Mention, cited: Sequence[str]) -> tuple[Mention, str] | None:
    """The threshold and cited sentence of a rule the answer ``sentence`` bounds at the reader's
    ``m`` instead, or None: "A group tour cancelled *5 days or more* before it starts is refunded
    in full" to a reader whose tour is in 5 days, where the rule says 7 days or more (unseen33 dev
    u33-en-033). The reader's figure needs no source, but as the rule's bound it restates a rule
    the cited text bounds elsewhere: the same side, a value of the kind that converts, near two
    of the same words, and no such bound at the reader's value in that sentence."""
    own = [(b, near) for x, b, near in _thresholds(sentence) if x.kind == m.kind and value(x) == value(m)]
    if not own:
        return None
    bound, near = own[0]
    for text in cited:
        found = _thresholds(text)
        if any(x.kind == m.kind and value(x) == value(m) for x, _, _ in found):
            continue
        for x, other, their in found:
            both = _in_common(ReaderFigure(m, near), x, their)
            if both is not None and both[0] != both[1] and other[0] == bound[0] \
                    and len(near & their) >= SAME_RULE_WORDS:
                return x, text
    return None


def _states_in(text: str, m: Mention) -> bool:
    return any(x.kind == m.kind and value(x) == value(m) and x.unit == m.unit for x in _mentions(text))


@lru_cache(maxsize=4096)
def _mentions(text: str) -> tuple[Mention, ...]:
    return tuple(x for x in find_mentions(text) if x.kind in _COMPARED and x.readings)


@lru_cache(maxsize=4096)
def _thresholds(text: str, lead_without_event: bool = False) -> tuple[tuple[Mention, str, frozenset[str]], ...]:
    """The figures of ``text`` with a bound before them, which (">=", ">", "<=", "<"), and
    the words around them. ``lead_without_event``: «не позднее чем за 7 дней» with no «до …»
    after it is a lead time too; read so only by :func:`rules_out_the_reader` (the condition
    readers reading it so failed a correct held-out answer, session 29)."""
    out = []
    ranged = _ranges(text)
    for x in _mentions(text):
        if (x.start, x.end) in ranged:
            out.append((x, ranged[(x.start, x.end)][0], _near(text, x)))
            continue
        raw = text[max(0, x.start - LOOK_BACK):x.start]
        before = _LINK.sub("", raw)
        # «не позднее чем *за* 7 дней»: «за» says "before" by itself, with or without «до …»
        if (_NO_LATER.search(before) or _UP_TO_BEFORE.search(before)) \
                and (_BEFORE.match(text, x.end) or (lead_without_event and _LEAD.search(raw))):
            out.append((x, ">=", _near(text, x)))
            continue
        # a bound with its negation before the one without: «не больше» / "no more than" ends in
        # «больше» / "more than" (unseen38 dev u38-ru-009: 10 minutes late read as over 15)
        for pattern, bound in ((_FROM, ">="), (_UP_TO, "<="), (_OVER, ">"), (_UNDER, "<")):
            if pattern.search(before):
                out.append((x, bound, _near(text, x)))
                break
        else:
            after = ">=" if _OR_MORE.match(text, x.end) else "<=" if _OR_LESS.match(text, x.end) else None
            if after is not None:
                out.append((x, after, _near(text, x)))
    return tuple(out)


@lru_cache(maxsize=4096)
def _ranges(text: str) -> Mapping[Span, tuple[str, Span]]:
    """:func:`tether.verify.ranges.range_ends` of ``text``'s compared figures, read once."""
    return range_ends(text, _mentions(text), LOOK_BACK)


NEAR_CHARS = 200
"""Characters read on each side of a figure for its NEAR_WORDS words: enough for six words of
any language, and a bounded read however long the text (a split of the whole text per figure
was quadratic, review)."""


def _near(text: str, x: Mention) -> frozenset[str]:
    before = text[max(0, x.start - NEAR_CHARS):x.start].split()[-NEAR_WORDS:]
    after = text[x.end:x.end + NEAR_CHARS].split()[:NEAR_WORDS]
    return frozenset(subject_terms(without_figures(" ".join((*before, *after)))))


"""Calendar durations that convert exactly ("3 days" is 72 hours against "at least 24 hours");
not working days, months or years, whose length depends on the calendar."""


def _in_common(reader: ReaderFigure, b: Mention, near: frozenset[str]) -> tuple[Decimal, Decimal] | None:
    """The reader's value and the threshold's in one unit, or None when they do not measure
    the same thing. A sum of money is the reader's order or payment; a duration or a share
    measures what the words around it say, and the two must share one ("bought a kettle 10
    days ago" is not "used for more than 2 days")."""
    a = reader.mention
    if a.kind != b.kind or not a.readings or not b.readings:
        return None
    if a.kind != "money" and reader.near.isdisjoint(near):
        return None
    return in_one_unit(a, b)


def _admits(bound: str, value: Decimal, limit: Decimal) -> bool:
    return {">=": value >= limit, ">": value > limit, "<=": value <= limit, "<": value < limit}[bound]


def without_figures(text: str) -> str:
    """``text`` with its figures cut out (a unit is no word of a condition)."""
    pieces, at = [], 0
    for x in find_mentions(text):
        pieces.append(text[at:x.start])
        at = max(at, x.end)
    pieces.append(text[at:])
    return " ".join(pieces)


@lru_cache(maxsize=256)
def question_figures(question: str) -> tuple[ReaderFigure, ...]:
    """The reader's figures that a threshold can be compared with, and their words."""
    return tuple(ReaderFigure(x, _near(question, x)) for x in _mentions(question))


@lru_cache(maxsize=256)
def unnumbered_periods(question: str) -> tuple[ReaderFigure, ...]:
    """The periods the reader gives without a number ("a day before", «за сутки»), each as one of
    it. Read only where a "Yes" grants what a threshold rules out (tether.checks.bare_yes): the
    condition readers, given them, failed correct answers to "is it charged?" (session 40)."""
    if not _ONE_PERIOD.search(question):
        return ()
    return tuple(f for f in question_figures(_ONE_PERIOD.sub(_with_one, question)) if f.mention.kind == "duration")


_ONE_PERIOD = lazy_pattern(
    r"(?<!\w)(?P<ru>за|через|на)\s+(?=(?:сутки|день|час|неделю|месяц)(?!\w))|"
    r"\b(?P<en>an?|one)\s+(?=(?:day|hour|week|month)\s+(?:before|ahead|in\s+advance|early|earlier|late|later|ago)\b)",
    re.IGNORECASE)
"""A period the reader counts without a number: «предупредил *за сутки*» (unseen40 dev u40-ru-029),
"I told them *a day before*": one day, to set against «не позднее чем за 48 часов»."""


def _with_one(found: re.Match[str]) -> str:
    return f"{found.group('ru')} 1 " if found.group("ru") else "1 "
