"""The condition dropped: a "Yes, …" that grants what the cited sentence grants only *if*
something holds, when the answer and the question say too little of that condition.

"Yes, another person may collect the order" against "Another person may collect the order
*if* the buyer named them when ordering"; "Yes, the deposit is always refunded in full"
against "If you cancel *at least 14 days* before arrival, the deposit is refunded in full"
(unseen9 dev); «Да, курьер привозит заказы бесплатно» against «… бесплатно *при сумме заказа
от 3 000 ₽*». The sixth shape of :mod:`tether.checks.excluded`, read in its own module.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from itertools import islice

from ..figures.digits import DIGIT_RUN
from ..guard import Guarded, lazy_pattern
from ..terms import GENERIC_TERMS, SentenceIndex, TermSet, same_term, subject_terms
from ..text import stem
from ..verify.thresholds import ReaderFigure, fails_a_threshold, without_figures
from .claim_text import term_set_of
from .condition_words import ALWAYS_GRANTED, CASE_PHRASE, CONDITION, CONDITION_OR_CASE, MIN_CASE_TERMS
from .excluded import MIN_GROUP_TERMS
from .lexicon import EVERY_PLACE
from .polarity import permission_at
from .restriction import minimum_untold

_YES_WORDS = r"(?:yes|sure|of\s+course|absolutely|certainly|да|конечно|разумеется|безусловно)"
"""The words that open a yes-answer: :data:`YES` reads them before its claim, :data:`_BARE_YES` as a
sentence of their own."""
YES = Guarded(rf"^\s*{_YES_WORDS}\b[\s,.:;!—–-]*",
              re.IGNORECASE, ("yes", "sure", "course", "absolutely", "certainly", "да", "конечно", "разумеется",
                              "безусловно"))
"""What opens a yes-answer: one of the two kinds of claim :func:`drops_a_condition` reads."""
_EVERY_TIME_EN = r"always|never|in\s+all\s+cases|in\s+every\s+case"
_EVERY_TIME_RU = r"всегда|никогда|в\s+любом\s+случае"
"""The words that say a rule holds every time or none, which both :data:`UNIVERSAL` and
:data:`_ALWAYS` read, each with words of its own."""
UNIVERSAL = Guarded(rf"\b(?:{_EVERY_TIME_EN}|in\s+any\s+case|no\s+matter\s+what)\b|"
                    rf"(?<!\w)(?:{_EVERY_TIME_RU}|во\s+всех\s+случаях|при\s+любых\s+условиях)(?!\w)",
                    re.IGNORECASE, ("always", "never", "all", "every", "any", "matter", "всегда", "никогда", "любом",
                                    "всех", "любых"))
"""A rule said to hold every time or none ("you are *never* charged", «*всегда* возвращаем»), in
a no-answer (:data:`_ANSWER_OPENING`): the other kind of claim :func:`drops_a_condition` reads,
since it too leaves no room for the source's condition."""
_ANSWER_OPENING = lazy_pattern(r"^\s*(?:no|нет)\b[\s,.:;!—–-]*", re.IGNORECASE)
"""What a universal claim opens with to be read: a no-answer ("No, you are never charged …"). One
that opens otherwise is as often a bound ("…, but never more than £60"), which this does not read
(read on every universal claim, the reader failed a correct holdout answer of that shape)."""
_CONCEDING = lazy_pattern(r"(?:\beven|(?<!\w)даже)\s*$", re.IGNORECASE)
"""The word before an "if" that makes it concede ("*even* if", «*даже* если»)."""
CONCEDING_REACH = 8
"""Characters read before an "if" for :data:`_CONCEDING`: the word and its space."""
_ALWAYS = lazy_pattern(rf"\b(?:{_EVERY_TIME_EN}|whenever|no\s+matter\s+when|(?:at\s+)?any\s+time)\b|"
                       rf"(?<!\w)(?:{_EVERY_TIME_RU}|когда\s+угодно|в\s+любое\s+время|в\s+любой\s+момент)(?!\w)",
                       re.IGNORECASE)
"""A grant said to hold every time ("whenever you cancel", «в любое время»): no condition of its
own, though "whenever" is a word of one (unseen18 dev u18-en-033)."""
_CONDITION_END = lazy_pattern(r"[,;.]|\s(?:and|but|except|и|но|кроме)\s", re.IGNORECASE)
_QUALIFIED = lazy_pattern(r"\b(?:if|when|whenever|provided|as\s+long\s+as|unless|only|once(?!\s+(?:a|an|per|every|each|"
                          r"in|more|again|or)\b|\s*[,.;:)]|\s*$)|after|before)\b|"
                          r"(?<!\w)(?:если|когда|при\s+условии|только|лишь|кроме|после|до)(?!\w)", re.IGNORECASE)
"""The grant's own condition ("once you have paid"); not a frequency ("once a year", "move it to
another date *once*, free of charge": unseen34 dev u34-en-031, a condition dropped behind it)."""
_MAIN_CLAUSE = lazy_pattern(r"\s[—–]\s|[;:]")


_BOUND_WORDS = frozenset(subject_terms("least most more less fewer minimum maximum менее меньше более больше свыше "
                                        "минимум максимум"))
CONDITION_TOLD = 0.5
"""The share of a condition's words the answer or the question must say for the reader to
have been told it: "when *ordering*" is half told by a question about an "order". Half: of
the labelled yes-answers (63 correct, 180 wrong) no correct one fired, two wrong were caught."""


NEAR_BEST = 0.75
"""A cited sentence saying this share of what the best one says of the claim's words is read
for a condition too. Three quarters, the one value tried (session 28): on the pooled verify sets
it added one catch on dev (unseen29 u29-en-046) and failed no correct answer on either split."""


def drops_a_condition(claim: str, anchors: tuple[str, ...], free: TermSet | None, index: SentenceIndex,
                      allowed: frozenset[int], reader: Sequence[ReaderFigure] = (), answer: str = "",
                      after_yes: bool = False) -> str | None:
    """The sixth shape, the condition dropped: "Yes, another person may collect the order"
    against "Another person may collect the order *if* the buyer named them when ordering",
    where the answer and the question say less than CONDITION_TOLD of the condition's words
    (at least MIN_GROUP_TERMS of them). Or the condition is told, with a threshold the
    reader's own figure (``reader``, the question's) fails: "refunded in full if cancelled
    at least 24 hours before departure" for a reader cancelling 3 hours before. Only a
    yes-answer's first clause, with no condition of its own, is read: it grants what the
    source grants on a condition the reader was not told, or does not meet. ``after_yes``: the
    claim follows a "Yes." of its own (:func:`after_a_bare_yes`), and is read as a yes-answer."""
    said = YES.pattern.match(claim)
    universal = said is None and not after_yes
    if universal:
        said = _ANSWER_OPENING.match(claim) if UNIVERSAL.pattern.search(claim) else None
        if said is None:
            return None
    first = _MAIN_CLAUSE.split(claim[said.end() if said else 0:], maxsplit=1)[0]
    qualified = next((q for q in _QUALIFIED.finditer(first) if not _counted_from(first, q)), None)
    own = None
    if qualified and not _ALWAYS.search(first) and not _echoes(first, qualified, free):
        # the grant's own condition, in the clause that makes it ("always … when you cancel"
        # grants it unconditionally: the condition's words decide below). Only a condition
        # cut short of its time is read on: «если предупредить администратора» for «если
        # предупредить администратора не позднее чем за 12 часов до начала» (unseen36 dev
        # u36-ru-031).
        own = _own_condition(first, qualified)
        if own is None or (free is not None and any(t in free for t in _TIME_WORDS)):
            return None  # the reader's time in words («за сутки», "a day before") is read by no
            # threshold: that it meets the deadline is not known (a review's probe, session 36)
    kept = frozenset(anchors)
    words = tuple(t for t in subject_terms(first) if t in kept)
    if len(words) < MIN_GROUP_TERMS:
        return None
    scores = index.scores(words, allowed)
    if not scores:
        return None
    best = min(scores, key=lambda k: (-scores[k], k))
    # as near: the answer's own word for the thing ("broken-down equipment") may tip the scores
    # to another sentence than the rule's («You are not charged … as long as you reported it»)
    near = sorted(k for k in scores if k != best and scores[k] >= NEAR_BEST * scores[best])
    for i in dict.fromkeys((best, *near, *granting(claim, index, allowed, best))):
        if own is not None:
            found = _cut_short(index.sentences[i], own, answer or claim, reader)
        else:
            found = _untold(index.sentences[i], claim, first, free, reader, answer, universal)
        if found is not None:
            return found
    return None


_TIME_BEFORE = lazy_pattern(r"\d[\d\s.,]*\s*[^\W\d_]+\s*$")
COUNTED_REACH = 24
"""Characters read before "after" / «после» for the period it ends ("7 days", «14 дней»)."""


def _counted_from(first: str, qualified: re.Match[str]) -> bool:
    """Whether a qualifier only says what a period is counted from («в течение 7 дней *после*
    доставки», "within 14 days *after* delivery"): a time of the grant, no condition of it
    (unseen37 dev u37-ru-031, the source's «если её не собирали» dropped behind it)."""
    if qualified.group().lower() not in _COUNTED_WORDS:
        return False
    return _TIME_BEFORE.search(first, max(0, qualified.start() - COUNTED_REACH), qualified.start()) is not None


_COUNTED_WORDS = frozenset({"after", "before", "после", "до"})


def _own_condition(first: str, qualified: re.Match[str]) -> frozenset[str] | None:
    """The words of a claim's own "if" condition when it states no figure and no time: what
    :func:`_cut_short` compares with the source's. None for any other qualifier ("only",
    "after", "before" …) or a condition with a figure of its own."""
    if not _IF_OWN.fullmatch(qualified.group()):
        return None
    end = _CONDITION_END.search(first, qualified.end())
    stated = first[qualified.end():end.start() if end else len(first)]
    if DIGIT_RUN.search(stated) or _BEFORE_AN_EVENT.search(stated):
        return None
    words = frozenset(t for t in subject_terms(stated) if t not in GENERIC_TERMS)
    return words or None


_TIME_WORDS = frozenset(stem(w) for w in "сутки суток день дня дней неделю недели неделя час часа месяц day days week "
                                          "weeks hour hours month months".split())
"""The words of a time the reader may give without a figure («за сутки», "a day before")."""
_IF_OWN = lazy_pattern(r"if|when|provided|as\s+long\s+as|если|когда|при\s+условии", re.IGNORECASE)
"""The qualifiers that open a condition of the claim's own (:func:`_own_condition`)."""


def _cut_short(sentence: str, own: frozenset[str], answer: str, reader: Sequence[ReaderFigure]) -> str | None:
    """``sentence`` when one of its conditions says every word of the claim's own (``own``) and
    a time before an event besides (:data:`_BEFORE_AN_EVENT`), whose figure the answer does not
    state: the claim kept the condition and cut its deadline. The reader's own time is compared
    with it (:func:`_deadline_untold`)."""
    for c in islice(CONDITION.finditer(sentence), MAX_CONDITIONS):  # bounded, as _untold reads them
        end = _CONDITION_END.search(sentence, c.end())
        stated = sentence[c.end():end.start() if end else len(sentence)]
        words = subject_terms(without_figures(stated))
        if all(any(same_term(t, w) for w in words) for t in own):
            return _deadline_untold(stated, answer, reader) and sentence
    return None


def _echoes(first: str, qualified: re.Match[str], free: TermSet | None) -> bool:
    """Whether the claim's condition only repeats the question's: "Yes, *if you cancel* we
    refund your deposit" to "Can I get my deposit back if I cancel?" states no condition of
    the source's ("more than 7 days before the move"), so it is read as a plain grant. The
    condition runs to its comma, or without one to the subject that opens the main clause
    ("we", «вам»), or after the grant to its end; every word of it must be the question's, and
    it holds no figure."""
    if free is None:
        return False
    end = _CONDITION_END.search(first, qualified.end())
    stated = first[qualified.end():end.start() if end else len(first)]
    # after the grant ("unused nights are refunded *when you leave early*"), it runs to the end
    trailing = (end is None or end.group() in ".;") and bool(subject_terms(first[:qualified.start()]))
    if not trailing and (end is None or end.group() != ","):
        opens = _MAIN_SUBJECT.search(stated)
        if opens is None:
            return False
        stated = stated[:opens.start()]
    if DIGIT_RUN.search(stated):
        return False
    terms = [t for t in subject_terms(stated) if t not in GENERIC_TERMS]
    return bool(terms) and all(t in free for t in terms)


_MAIN_SUBJECT = lazy_pattern(r"(?<=\w)\s+(?:we|you|they|it|there|"
                             r"мы|вы|вам|вас|вами|они|им|их|это|он|она|оно)(?!\w)", re.IGNORECASE)
"""Where a main clause opens after a condition written without its comma ("if you cancel *we*
refund …"): its subject. Searched after the condition's first word, so "if *you* cancel" is
not it."""


def granting(claim: str, index: SentenceIndex, allowed: frozenset[int], best: int) -> list[int]:
    """The other cited sentences that permit the claim's act: "Yes, you can exchange the ticket
    for a 15 EUR fee" holds most of "An exchange fee of 15 EUR applies", and "Tickets *can be
    exchanged* no later than 24 hours before departure" sets the grant's deadline (a red-team
    probe, rt25 x01). The same act, not a word of it elsewhere: "The parking fee *can be paid*"
    grants no parking."""
    at = permission_at(claim)
    act = subject_terms(claim[at:])[:1] if at >= 0 else ()
    if not act:
        return []
    found = []
    for i in sorted(index.holding(act[0]) & allowed):
        there = permission_at(index.sentences[i])
        if i != best and there >= 0 and subject_terms(index.sentences[i][there:])[:1] == act:
            found.append(i)
    return found


_GOVERNING_BREAK = lazy_pattern(r"[,;:]|\s[—–]\s|\s(?:but|and|while|whereas|но|а|и)\s", re.IGNORECASE)
GOVERNING_REACH = 200
"""Characters read before a condition for the clause it qualifies: a clause, not the sentence."""


def _governed(sentence: str, condition: re.Match[str]) -> str:
    """The clause a condition qualifies: the words right before it ("staff charge €5 *if* …"), or
    when it opens a clause of its own the clause before it ("You are not charged …, *as long as*
    …"), or when it opens the sentence the clause after it ("*If* you cancel early, we refund …")."""
    lo = max(0, condition.start() - GOVERNING_REACH)
    # the pieces between breaks, nearest first; "…, but only if": "only" and "" say nothing
    cuts = [lo, *(x for b in _GOVERNING_BREAK.finditer(sentence, lo, condition.start()) for x in (b.start(), b.end())),
            condition.start()]
    for a, b in reversed(list(zip(cuts[::2], cuts[1::2], strict=True))):
        if subject_terms(sentence[a:b]):
            return sentence[a:b]
    end = _CONDITION_END.search(sentence, condition.end())
    if end is None:
        return ""
    stop = _GOVERNING_BREAK.search(sentence, end.end())
    return sentence[end.end():stop.start() if stop else len(sentence)]


def _untold(sentence: str, claim: str, first: str, free: TermSet | None, reader: Sequence[ReaderFigure],
            answer: str, universal: bool = False) -> str | None:
    """``sentence`` when it grants on a condition the answer and the question do not tell
    (:func:`drops_a_condition`), or one the reader's figures fail."""
    # "even if" concedes, it sets no condition: "not refunded, even if you cancel within 14 days".
    # A claim that a rule holds always or never is read against the condition of the clause that
    # says its words only: "Lockers are free for members, but staff charge €5 if you lose your
    # key" sets no condition on "lockers are always free" (a yes-answer's reading is as it was).
    said = term_set_of(first) if universal else None
    # a grant said to hold every time leaves no room for a case it is made in: «оформляют
    # бесплатно *при* первой прививке» against «*всегда* оформляют бесплатно» (unseen11 dev u11-ru-035)
    found = CONDITION_OR_CASE if ALWAYS_GRANTED.search(first) else CONDITION
    conditions = [c for c in found.finditer(sentence)
                  if not _CONCEDING.search(sentence, max(0, c.start() - CONCEDING_REACH), c.start())
                  and (said is None or any(t in said for t in subject_terms(_governed(sentence, c))))]
    if not conditions:
        stated = _antecedent(sentence)
        if stated is not None:
            return sentence if _untold_condition(stated, claim, first, free, reader, answer) else None
    # each condition: "If you pay for the wrong date, we can switch it once, *provided* the new
    # date has places left" — the question's own condition told, the other not (red-team rt30)
    for c in conditions[:MAX_CONDITIONS]:
        end = _CONDITION_END.search(sentence, c.end())
        stated = sentence[c.end():end.start() if end else len(sentence)]
        least = MIN_GROUP_TERMS
        if c.groupdict().get("case"):
            phrase = CASE_PHRASE.match(stated)
            stated, least = (phrase.group(), MIN_CASE_TERMS) if phrase else (stated, least)
        if _untold_condition(stated, claim, first, free, reader, answer, least):
            return sentence
        # After its main clause a condition runs on over "and", each part a condition of its own
        # («…, если её не собирали *и* сохранена заводская упаковка»: unseen37 dev u37-ru-031);
        # before it, "and" may open the main clause.
        if end is not None and end.group().strip().lower() in _AND_WORDS and subject_terms(sentence[:c.start()]):
            rest = _TRAILING_END.search(sentence, end.end())
            for part in _AND.split(sentence[end.end():rest.start() if rest else len(sentence)])[:MAX_CONDITIONS]:
                if _untold_condition(part, claim, first, free, reader, answer):
                    return sentence
    return minimum_untold(sentence, answer or claim, reader) or _deadline_untold(sentence, answer or claim, reader)


_TRAILING_END = lazy_pattern(r"[,;.]|\s(?:but|except|но|кроме)\s", re.IGNORECASE)
_AND = lazy_pattern(r"\s(?:and|и)\s", re.IGNORECASE)
_AND_WORDS = frozenset({"and", "и"})
MAX_CONDITIONS = 4
"""Conditions of one sentence read: a rule has one or two; a bounded read of a long one."""


def _untold_condition(stated: str, claim: str, first: str, free: TermSet | None, reader: Sequence[ReaderFigure],
                      answer: str, least: int = MIN_GROUP_TERMS) -> bool:
    """Whether the condition ``stated`` (of at least ``least`` words) is one the answer and the
    question do not tell, or one the reader's figures fail."""
    if reader and fails_a_threshold(stated, reader):
        return True
    # «при заказе от 250 BYN *в обоих городах*»: where the rule holds, no condition the answer must
    # tell («…, и в Гомеле тоже»: unseen55 dev u55-ru-006)
    stated = EVERY_PLACE.sub(" ", stated)
    # "24 hours" and its bound («не менее чем за») are no words of the condition
    terms = [t for t in subject_terms(without_figures(stated)) if t not in GENERIC_TERMS and t not in _BOUND_WORDS]
    # the whole answer (read once for all its claims): "Note that the exchange must be made at
    # least 24 hours before" in its next sentence tells it (a red-team probe, rt25 x02)
    held = term_set_of(answer or claim)
    # An answer that grants it every time ("*whenever* staff do not help you") has said its own
    # condition: the question's words ("if Passenger Assist fails") tell none of the source's
    # (unseen14 dev u14-en-034: the assistance must have been booked).
    asked = None if _ALWAYS.search(first) else free
    told = sum(1 for t in terms if t in held or (asked is not None and t in asked))
    if len(terms) >= least and told < CONDITION_TOLD * len(terms):
        return True
    # A threshold the condition sets ("at least 14 days before", «от 3 000 ₽») that neither
    # the answer nor the question states: the reader was not told when the grant holds, though
    # the question says every other word of it ("If I cancel my surgery" against "If you cancel
    # more than 48 hours before the surgery": unseen32 dev u32-en-031; read only when a word was
    # untold before session 31). A question with a figure of its own was compared with the
    # threshold above.
    told_digits = {*DIGIT_RUN.findall(answer or claim), *(d for r in reader for d in DIGIT_RUN.findall(r.mention.text))}
    return not reader and any(d not in told_digits for d in DIGIT_RUN.findall(stated))


_THEN = Guarded(r"[:—–]\s*(?:then|in\s+(?:that|this|which)\s+case)\b|,\s*in\s+which\s+case\b|"
                r"[:—–]\s*(?:тогда|в\s+(?:этом|таком|том)\s+случае)(?!\w)|,\s*в\s+(?:этом|таком)\s+случае(?!\w)",
                re.IGNORECASE, ("then", "case", "тогда", "случае"))
"""What opens a consequent after a colon or a dash: "…, except when the airline cancels the flight*:
then* the full amount is refunded", «Исключение — болезнь, подтверждённая справкой*: тогда* …»;
after a comma only in words that cannot be read otherwise ("*, in which case* you pay only …")."""
_ANTECEDENT_OPENS = lazy_pattern(r"\b(?:if|unless|when|where|provided|except)\b|"
                                 r"(?<!\w)(?:если|когда|кроме|при\s+условии)(?!\w)", re.IGNORECASE)
_EXCEPTION_HEAD = lazy_pattern(r"^\s*(?:the\s+(?:only\s+)?)?exceptions?\s+(?:is|are)\s+|^\s*exceptions?\s*[:—–-]\s*|"
                               r"^\s*(?:единственное\s+)?исключени[ея]\s*(?:составля\w+\s*)?[:—–-]?\s*", re.IGNORECASE)


def _antecedent(sentence: str) -> str | None:
    """What a consequent (:data:`_THEN`) holds on: the sentence's words before it, without a
    heading that only names them an exception ("The exception is …", «Исключение — …»). The
    grant after it holds only then; stated as a plain rule it drops that condition (unseen29
    dev u29-ru-046; unseen27 dev u27-en-045). None for a sentence without one."""
    then = _THEN.search(sentence)
    if then is None:
        return None
    before = sentence[:then.start()]
    # "You pay the 24-hour tariff, *unless* the control room finds your time of entry, in which
    # case …": the clause the last condition word opens, not the rule it is an exception to
    last = max((m.end() for m in _ANTECEDENT_OPENS.finditer(before)), default=None)
    if last is not None:
        return before[last:]
    head = _EXCEPTION_HEAD.match(before)
    return before[head.end():] if head else before


_BEFORE_AN_EVENT = Guarded(
    r"\b(?:at\s+least|no\s+later\s+than|not\s+later\s+than|up\s+to|until|till)\s+(?P<en>[^.;,]{1,25}?)\s+"
    r"(?:before|prior\s+to)\b|"
    r"(?<!\w)(?:не\s+позднее|не\s+позже|не\s+менее|минимум|вплоть\s+до|до)\s+(?:чем\s+)?за\s+(?:(?P<ru>[^.;,]{1,25}?)"
    r"\s+до(?!\w)|(?P<ru_unit>\d[\d\s]{0,6}(?:дн|сут|час|недел|месяц|минут)[а-яё]*))", re.IGNORECASE,
    ("before", "prior", "за"))
"""A time before an event by which the reader must act: "until 2 hours before departure", «не позднее
чем за 24 часа до отправления»; the event left unsaid where a time follows «за» («при отмене банкета
не позднее чем за 7 дней», unseen30 dev u30-ru-031)."""


def _deadline_untold(sentence: str, answer: str, reader: Sequence[ReaderFigure]) -> str | None:
    """``sentence`` when it grants only up to a time before an event (:data:`_BEFORE_AN_EVENT`)
    whose figure no sentence of the ``answer`` states and the question's figures do not meet:
    «Да, билет можно бесплатно обменять» against «… обменять … не позднее чем за 24 часа до
    отправления» (unseen26 dev u26-ru-044). The reader's own time is compared with it; a
    deadline the provider keeps ("refunded within 14 days") is no time before an event."""
    bound = _BEFORE_AN_EVENT.search(sentence)
    if bound is None:
        return None
    digits = DIGIT_RUN.findall(bound.group("en") or bound.group("ru") or bound.group("ru_unit") or "")
    if not digits:
        return None
    if reader:
        return sentence if fails_a_threshold(sentence, reader) else None
    return None if set(digits) <= set(DIGIT_RUN.findall(answer)) else sentence


_BARE_YES = lazy_pattern(rf"^\s*{_YES_WORDS}\s*[.!]\s*$", re.IGNORECASE)
"""A yes-answer's opening word as a sentence of its own ("Yes.", «Да.»), the words :data:`YES` reads."""


def after_a_bare_yes(answer: str, start: int) -> bool:
    """Whether the claim at ``start`` of ``answer`` follows a "Yes." that is a sentence of its own:
    "Yes. The booking amount is refunded in full when you cancel" grants as "Yes, the booking
    amount …" does (unseen32 dev u32-en-031)."""
    return 0 < start <= MAX_YES and _BARE_YES.match(answer[:start]) is not None


MAX_YES = 24
"""Characters a bare yes and its spaces take at most before the claim it opens."""
