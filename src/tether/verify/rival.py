"""A figure whose sentence another cited sentence states better, with a value of its own.

The grounding readers (:mod:`tether.verify.grounding`) compare the words *next to* a figure
with the cited sentences. Those words are often the generic ones ("boarding costs £15 per
night"), and the words that say which case the figure is for stand elsewhere in the answer's
sentence ("A dog over 25 kg counts as a large dog, so …"). Taken from the wrong sentence, the
figure then passes: "Cats are boarded for £15 per night" holds "boarded … per night" as well
as "Boarding costs £24 per night for a small dog and £28 per night for a large dog" does.

This reader reads the answer's whole sentence instead, and fires only on the evidence a
misplaced value leaves: the cited sentence that says the answer's sentence best holds no
occurrence of the value, the one that holds it says less, and the better one states another
value of the same measure that the answer gives nowhere — the value the reader was owed.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import lru_cache

from ..figures import find_mentions
from ..figures.digits import DIGIT_RUN
from ..figures.mention import QUANTITY_KINDS, Mention, one_measure
from ..guard import lazy_pattern
from ..terms import GENERIC_TERMS, SentenceIndex, place_terms, subject_terms
from ..text import stem
from .answer_clauses import Layout, clause_of, sentence_terms, terms_without_figures, whole_clause_of
from .case_naming import opened_at
from .case_parts import mention_kinds
from .case_readers import short, states_value
from .case_rules import past_a_limit
from .checks import AnswerText
from .coordinated import other_case
from .editions import named_by_its_year, says_most_in_its_edition
from .thresholds import ReaderFigure, rules_out_the_reader

SENTENCE_REACH = 400
"""Characters read back from a figure's clause for the words of its sentence that set up its case:
a long policy sentence of several clauses (about 300 characters) is read whole."""

MIN_SENTENCE_TERMS = 2
"""Subject words the answer's sentence needs (after other figures' clauses are set aside)
before a cited sentence can be said to state it better: one word names no case."""

LIMIT = lazy_pattern(
    r"\b(?:up\s+to|at\s+most|no\s+more\s+than|not\s+more\s+than|maximum|max|caps?|capped|limit|limited|"
    r"exceeds?)\b|(?<!\w)(?:не\s+более|не\s+больше|максимум|максимальн\w*|не\s+превыша\w*|превыша\w*|"
    r"ограничен\w*|предел\w*|лимит\w*)(?!\w)", re.IGNORECASE)
"""Words that make a value a limit. A limit is told by them, not by the subject's words:
"Service credits cannot exceed 30 % of the monthly fee" is the 30 % of "Credits are capped at
30 %", though "a service credit of 10 % of the monthly fee" shares more of its words
(evalsets/verify strong-en-005)."""


MINIMUM = lazy_pattern(r"\b(?:at\s+least|no\s+(?:fewer|less)\s+than|not\s+(?:fewer|less)\s+than|minimum|min)\b|"
                       r"(?<!\w)(?:не\s+менее|не\s+меньше|минимум|минимальн\w*)(?!\w)", re.IGNORECASE)
"""Words that make a value a minimum, told by them as a limit is by :data:`LIMIT`: "A group class
runs with *at least* 2 guests" is the 2 of "A class runs with at least 2 guests", not of "A group
class takes at most 10 guests …" (unseen37 dev u37-en-010) — when every word of the minimum's
sentence is the answer's."""


_CLAUSES = lazy_pattern(r"[;,:]")


def _its_clause_said(sentence: str, m: Mention, said: Sequence[str]) -> bool:
    """Whether every subject word of the clause of ``sentence`` that states ``m`` is among ``said``."""
    held = set(said)
    return any(states_value(clause, m) and set(subject_terms(clause)) - GENERIC_TERMS <= held
               for clause in _CLAUSES.split(sentence))


def outscored_by_a_rival(answer: AnswerText, m: Mention, layout: Layout, index: SentenceIndex,
                         allowed: frozenset[int], holding: Sequence[int],
                         reader: Sequence[ReaderFigure] = (),
                         carried: Callable[[Sequence[str], dict[int, float]], dict[int, float]] | None = None,
                         edition_of: Callable[[int], frozenset[int]] | None = None) -> str | None:
    """Why ``m`` (a quantity ``holding`` cited sentences state) is another sentence's value
    for what the answer's sentence says, or None. ``carried``: the scores with each sentence
    stating the value that goes on about the one before it holding that one's words ("A gift
    card is valid for 12 months … *It* can be extended once by 3 months" states the gift card's
    extension); its rivals are not raised (:mod:`tether.verify.chains`). ``edition_of``: the years a
    sentence's fragment names (:func:`tether.verify.editions.says_most_in_its_edition`).

    The answer's sentence is read up to the end of the figure's clause, less the clauses of
    its other figures of ``m``'s kind ("£52 for the first bin and £40 for the second one": the
    £40 is not judged by "first").
    """
    if m.kind not in QUANTITY_KINDS or not holding or len(index.sentences) < 2:
        return None
    start, _ = answer.sentence_of(m.start)
    lo, hi = clause_of(answer, m, layout)
    # the sentence up to the figure's clause's end: what sets up its case comes first ("A
    # labrador is a large dog, so …"); a clause after it says the next thing ("…, and an
    # engineer then inspects the risers"). Within SENTENCE_REACH of the clause: a sentence of
    # thousands of figures was read whole for each (quadratic: a review of session 39).
    start = max(start, lo - SENTENCE_REACH)
    # and forward within it too: a clause of no commas and thousands of figures (a review of
    # session 51: each figure read every other's place words)
    end = min(max(hi, whole_clause_of(answer, m, layout)[1]), hi + SENTENCE_REACH)
    terms = sentence_terms(answer, m, layout, (start, end), (lo, hi))
    if len(terms) < MIN_SENTENCE_TERMS:
        # A clause that names no case of its own adds to the sentence's ("You can move a ticket
        # … within 30 days …, *until 24 hours before departure*": unseen26 dev u26-en-031): the
        # sentence's words, its other figures' clauses included, say what its figure is for.
        terms = sentence_terms(answer, m, layout, (start, end), (lo, hi), places_only=True)
        if len(terms) < MIN_SENTENCE_TERMS:
            return None
    scores = index.scores(terms, allowed, exact=True)
    if carried is not None:
        scores = carried(terms, scores)
    if not scores:
        return None
    rival = max(scores, key=lambda i: (scores[i], -i))
    source = max(holding, key=lambda i: scores.get(i, 0.0))
    if m.kind in _SIDE_BY_SIDE and scores.get(source, 0.0) == scores[rival] and any(
            x is not m and x.kind == m.kind and one_measure(m, x) and states_value(index.sentences[rival], x)
            and not states_value(index.sentences[source], x) for x in answer.mentions_in(start, end)):
        return None  # the sentence gives the rival's own value of the measure too: it sets the two
        # side by side ("went from 24 pounds per person in 2028 to £26 per person now", two editions
        # that say the same words: unseen45 dev u45-en-006, a correct answer)
    case = _case_words(answer, m, lo)
    others = _other_numbers(answer, m, lo, hi)
    if others and others <= _numbers(index.sentences[source]) and not others <= _numbers(index.sentences[rival]):
        return None  # the clause names its case by figures only the value's sentence holds ("a term for
        # Secondary *4* to Secondary *6* costs HK$7,260" where the rival sentence gives Primary 1 to 6's
        # and Secondary 1 to 3's prices: unseen39 dev u39-en-024, a correct answer)
    # Strictly better: where both say the sentence's words as well, only the other figures of
    # the figure's clause tell them apart ("a *3*-day pass … within 10 days" where "A 3-day pass … within 7
    # days" and "A 5-day pass … within 10 days" read alike: unseen23 dev u23-en-031).
    if rival in holding or scores.get(source, 0.0) > scores[rival] or (
            scores.get(source, 0.0) == scores[rival]
            and _figures_held(answer, m, lo, hi, index.sentences[rival])
            <= _figures_held(answer, m, lo, hi, index.sentences[source])):
        named = _named_by(case, index, allowed, holding)
        if named is None or _named_otherwise(answer, m, case, index, *named):
            return None
        rival, source = named
    elif case and not _holds_all(index, rival, case) and any(
            _holds_all(index, i, case) and not set(index.terms[i]) - set(terms) - GENERIC_TERMS for i in holding):
        # the words naming the case are the value's sentence's, not the rival's, and that sentence
        # names no other case the clause's words after the value leave out ("20 € per day *in the
        # open lot*" where the 20 € sentence says "in the underground garage": a review of this reader)
        return None
    if named_by_its_year(answer, lo, hi, m, index.sentences[source], index.sentences[rival]) \
            and edition_of is not None and says_most_in_its_edition(scores, source, edition_of) \
            and other_case(index.sentences[source], m, terms, answer.mentions_in(start, end), states_value,
                           clause=answer.text[lo:hi]) is None:
        return None  # the year names the edition the value is from, and the value is the clause's case there
    if past_a_limit(answer.text, m, index.sentences[source]):
        return None  # "longer than 7 days": where another rule's value begins, named as such
    if consequence_held(answer, m, index, source):
        return None  # what the condition leads to is the value's own sentence's
    if LIMIT.search(answer.text, lo, hi) and LIMIT.search(index.sentences[source]) \
            and not LIMIT.search(index.sentences[rival]):
        return None
    if MINIMUM.search(answer.text, lo, hi) and MINIMUM.search(index.sentences[source]) \
            and not MINIMUM.search(index.sentences[rival]) \
            and _its_clause_said(index.sentences[source], m, terms_without_figures(answer, start, end)):
        return None  # and its sentence names no case the answer's leaves out ("*Private* classes run
        # with at least 2 guests" is no group class's minimum: a review's probe, session 36)
    given = {r.value for x in answer.mentions for r in x.readings}
    # a period in other units is still the owed one ("30 дней" where "6 месяцев" was given:
    # unseen24 dev u24-ru-033); a sum only in its own currency
    owed = [x for x in find_mentions(index.sentences[rival])
            if one_measure(m, x) and (x.unit == m.unit or m.kind == "duration") and x.readings
            and x.readings[0].value not in given]
    if not owed or (reader and rules_out_the_reader(index.sentences[rival], reader, owed)):
        return None  # the reader's own figure («за 4 дня») is not the other value's case («не
        # позднее чем за 7 дней»): it is owed to others (unseen30 dev u30-ru-019)
    return (f'"{m.text}" is the value of another sentence ("{short(index.sentences[source])}"); the cited '
            f'sentence that states what this one says gives "{owed[0].text}"')


_SIDE_BY_SIDE = frozenset({"money", "percent", "duration"})
"""The measures an answer sets side by side across two sentences ("from 24 pounds … to £26"); not bare
numbers, which count different things in one sentence ("aged 10 and 18 … 12 metres")."""


_CONDITION_FIRST = lazy_pattern(r"\s*(?:(?:yes|no|да|нет)\s*[,.:;!—–-]+\s*)?(?:if|when|once|whenever|если|когда|при)\b"
                                r"[^,;:.!?]*,\s*", re.IGNORECASE)
"""A sentence that opens with its condition and a comma: "If you are more than 15 minutes late, …",
«Если владелец опаздывает больше чем на 15 минут, …»."""
MIN_CONSEQUENCE_TERMS = 2
"""Subject words the main clause needs to name a consequence of its own: "…, it is free" names none."""


def _consequence(answer: AnswerText, m: Mention) -> frozenset[str] | None:
    """The subject words of the main clause after the condition that opens ``m``'s sentence and
    holds ``m``, when there are MIN_CONSEQUENCE_TERMS of them; None otherwise."""
    start, end = answer.sentence_of(m.start)
    condition = _CONDITION_FIRST.match(answer.text, start, end)
    if condition is None or not start <= m.start < condition.end():
        return None
    main = frozenset(terms_without_figures(answer, condition.end(), end, GENERIC_TERMS))
    return main if len(main) >= MIN_CONSEQUENCE_TERMS else None


_BOUND_WORD = lazy_pattern(r"\b(?:more|less|fewer|longer|later|earlier|over|under|above|below|after|before|within|"
                           r"least|most|up\s+to)\b|(?<!\w)(?:больше|меньше|более|менее|свыше|позднее|позже|ранее|"
                           r"раньше|после|до|течение|минимум|максимум)(?!\w)", re.IGNORECASE)
BOUND_REACH = 30
"""Characters read before a figure for the words that bound it."""


def _bounds_alike(text: str, m: Mention, sentence: str, x: Mention) -> bool:
    """Whether ``x`` in ``sentence`` is bounded as ``m`` in ``text`` is ("more than 15 minutes",
    «больше чем на 30 минут»): the other rule's condition, not a detail of its consequence
    ("paid back *within* 5 days" beside "cancel *at least* 14 days before": a review of this
    reader)."""
    def bounds(t: str, at: int) -> frozenset[str]:
        return frozenset(w.group().lower() for w in _BOUND_WORD.finditer(t, max(0, at - BOUND_REACH), at))

    said, stated = bounds(text, m.start), bounds(sentence, x.start)
    return said == stated or bool(said & stated)


def consequence_held(answer: AnswerText, m: Mention, index: SentenceIndex, source: int) -> bool:
    """Whether the value's own sentence ``source`` says all of what the main clause after ``m``'s
    condition says: «Если владелец опаздывает больше чем на 30 минут, *запись отменяется*» is «При
    опоздании больше чем на 30 минут запись отменяется», whatever sentence the condition's own
    words («владелец опаздывает») are closer to (a false failure beside unseen35 dev u35-ru-039)."""
    main = _consequence(answer, m)
    return main is not None and main <= set(index.terms[source])


def consequence_elsewhere(answer: AnswerText, m: Mention, index: SentenceIndex, allowed: frozenset[int],
                          holding: Sequence[int]) -> str | None:
    """Why ``m``, in the condition that opens its sentence, is another rule's value: no cited
    sentence holding it says what the main clause says, and one that does states another value of
    the measure the answer gives nowhere. «Если владелец опаздывает больше чем на 15 минут, запись
    отменяется» joins the 15 minutes after which the groomer *may shorten the visit* to «При
    опоздании больше чем на 30 минут запись отменяется» (unseen35 dev u35-ru-039): each sentence
    holds part of the claim's words, and the condition's words pick the wrong one."""
    if m.kind not in QUANTITY_KINDS or not holding:
        return None
    main = _consequence(answer, m)
    if main is None or any(main <= set(index.terms[i]) for i in holding):
        return None
    given = {r.value for x in answer.mentions for r in x.readings}
    # the index's postings narrow the sentences; each is then read for the very stems
    near = frozenset.intersection(*(index.holding(t, exact=True) for t in main)) & allowed
    for k in sorted(k for k in near if k not in holding and main <= set(index.terms[k])):
        sentence = index.sentences[k]
        owed = [x for x in find_mentions(sentence) if one_measure(m, x) and x.unit == m.unit
                and x.readings and x.readings[0].value not in given and _bounds_alike(answer.text, m, sentence, x)]
        if owed:
            return (f'"{m.text}" is the condition of another rule ("{short(index.sentences[holding[0]])}"); the '
                    f'cited sentence that states what follows from it ("{short(index.sentences[k])}") gives '
                    f'"{owed[0].text}"')
    return None


def restates_its_figures(answer: AnswerText, m: Mention, source: str, other: str) -> bool:
    """Whether ``source`` holds more of the other figures of ``m``'s answer sentence than
    ``other`` does: the sentence the answer restates, whichever word tips the scores. «Дети от 3
    до 7 лет могут находиться в саду 10 часов в день» restates «Дети от 3 до 7 лет посещают
    группу полного дня — 10 часов», though «в день» is the toddlers' sentence's word (a red-team
    of session 28)."""
    start, end = answer.sentence_of(m.start)
    # the other figures, not the value again ("under 18 … aged 18 or older" names 18 twice)
    runs = _other_runs(answer, m, start, end, set(DIGIT_RUN.findall(m.text)))
    # every other figure, and two at least: one shared number ("classes 2b and 3") is as often
    # the rule the answer moved to another case as the sentence it restates (unseen ru-016)
    return len(runs) >= MIN_FIGURES_RESTATED and _held(runs, source) == len(runs) > _held(runs, other)


MIN_FIGURES_RESTATED = 2
"""Other figures of an answer sentence that must all be a sentence's for it to be the one restated."""


def _figures_held(answer: AnswerText, m: Mention, start: int, end: int, sentence: str) -> int:
    """How many of the other figures of the figure's own clause (``start`` to ``end``)
    ``sentence`` holds, by their runs of digits: an earlier clause's figures name their own
    sentences, not this one's."""
    return _held(_other_runs(answer, m, start, end), sentence)


def _other_runs(answer: AnswerText, m: Mention, start: int, end: int,
                own: set[str] | frozenset[str] = frozenset()) -> list[set[str]]:
    """The digit runs of the figures in ``start`` to ``end`` other than ``m`` (and, with ``own``,
    other than those that only repeat its digits)."""
    return [r for x in answer.mentions_in(start, end) if x is not m
            and (r := set(DIGIT_RUN.findall(x.text))) and not (own and r <= own)]


def _other_numbers(answer: AnswerText, m: Mention, start: int, end: int) -> frozenset[str]:
    """The bare numbers of ``m``'s clause (``start`` to ``end``) other than ``m``, each as its whole
    digits: the numbers that name a case ("Secondary *4*"), not values taken with ``m`` from the same
    sentence ("open 8 am to *6 pm*": unseen8 dev u8-en-015 gave both of another centre's hours)."""
    return frozenset(_whole(x) for x in answer.mentions_in(start, end)
                     if x is not m and x.kind == "number" and m.kind != "number" and _whole(x))


@lru_cache(maxsize=1024)
def _numbers(sentence: str) -> frozenset[str]:
    """The figures of ``sentence``, each as its whole digits: "4" is not a figure of "HK$4,680"."""
    return frozenset(filter(None, map(_whole, find_mentions(sentence))))


def _whole(x: Mention) -> str:
    return "".join(DIGIT_RUN.findall(x.text))


def _held(runs: list[set[str]], sentence: str) -> int:
    """How many of ``runs`` ``sentence`` holds."""
    digits = set(DIGIT_RUN.findall(sentence))
    return sum(1 for r in runs if r <= digits)


def goes_on_with_its_words(index: SentenceIndex, terms: Sequence[str], m: Mention, source: int) -> bool:
    """Whether the sentence after the value's own, which goes on about its subject (the caller
    knows it opens with a pronoun), states another value of the kind and a word of the figure's
    clause the value's sentence lacks: "A gift card is valid for 12 months. *It* can be *extended*
    once by 3 months" — "extended once by 12 months" took the first's value for the second's
    statement (unseen33 dev u33-en-039)."""
    nxt = index.sentences[source + 1]
    if m.kind not in mention_kinds(nxt) or states_value(nxt, m):
        return False
    return not (set(terms) - set(index.terms[source])).isdisjoint(index.terms[source + 1])




def _case_words(answer: AnswerText, m: Mention, lo: int) -> tuple[str, ...]:
    """The words naming the figure's case, MIN_SENTENCE_TERMS or none: its clause's words before
    it, with the short phrase opening its sentence, places and Russian verbs aside. "In Spain, a
    *road bike* costs 24 € per day at our Seville shop" names the road bike; the "Seville shop"
    after the value is where (unseen36 dev u36-en-035)."""
    lo = opened_at(answer, m, lo)  # "*For the temporary exhibition*, an adult ticket costs 25 €"
    places = frozenset(place_terms(answer.text[lo:m.start]))
    said = answer.text[lo:m.start]
    verbs = frozenset(stem(v.group()) for v in _RUSSIAN_VERB.finditer(said))
    case = tuple(t for t in dict.fromkeys(terms_without_figures(answer, lo, m.start, GENERIC_TERMS))
                 if t not in places and t not in verbs)
    return case if len(case) >= MIN_SENTENCE_TERMS else ()


_GENERAL = lazy_pattern(r"\b(?:all|every|any|each|everyone|everybody|anyone|whatever|whoever|regardless|flat)\b|"
                        r"(?<!\w)(?:все|всех|всем|любой|любого|любая|каждый|каждого|каждая|каждому|независимо|единая|"
                        r"единый|одинаков\w*)(?!\w)", re.IGNORECASE)
"""A sentence stating its value for every case: "for everyone", "one flat price", «единая цена».
Not "single" or "same": "After a *single* dive, wait 12 hours" names a case (evalsets/mutations.py
figure, unseen35 dev u35-en-004)."""
_RUSSIAN_VERB = lazy_pattern(r"(?<!\w)[а-яё]{2,}(?:ется|ится|ятся|ются|ает|яет|ует|ит|ят|ут|ют)(?!\w)", re.IGNORECASE)
"""A verb names the act, not the case, and its forms stem apart («занятие *длится*» / «занятия
*длятся*»): left out of the words naming a figure's case (a false failure of the first version)."""


_NAME = lazy_pattern(r"(?<=\s)[A-ZА-ЯЁ][\w'’-]*")
"""A capitalised word inside a sentence: a name ("our *Seville* shop")."""
_PREMISES = frozenset(stem(w) for w in "shop shops store stores office offices branch branches desk outlet outlets "
                      "location locations site sites магазин магазине офис офисе филиал филиале отделение "
                      "отделении точка точке пункт пункте".split())
"""Words for where a thing is sold or handed out: with a name ("our Seville shop") they say where,
not which case."""


def _named_otherwise(answer: AnswerText, m: Mention, case: Sequence[str], index: SentenceIndex, rival: int,
                     source: int) -> bool:
    """Whether the rest of the answer's sentence names the value's own case: more of its words, no
    names or premises, are the value's sentence's alone than the case words are the rival's alone
    ("An adult ticket costs 25 € *for the temporary exhibition*", «*Если идёте на временную
    выставку*, взрослый билет стоит 700 рублей»: a review of this reader). "at our *Seville shop*"
    only says where; "before *flying*", which the rival leaves unsaid, does not outweigh "*several*
    dives" (evalsets/mutations.py figure, unseen35 dev u35-en-004)."""
    start, end = answer.sentence_of(m.start)
    names = frozenset(t for n in _NAME.findall(answer.text, start + 1, end) for t in subject_terms(n))
    rest = set(terms_without_figures(answer, start, end, GENERIC_TERMS)) - set(case) - names - _PREMISES
    theirs = sum(1 for t in case if t in index.terms[rival] and t not in index.terms[source])
    return sum(1 for t in rest if t in index.terms[source] and t not in index.terms[rival]) > theirs


def _holds_all(index: SentenceIndex, i: int, words: Sequence[str]) -> bool:
    return all(t in index.terms[i] for t in words)


def _named_by(case: Sequence[str], index: SentenceIndex, allowed: frozenset[int],
              holding: Sequence[int]) -> tuple[int, int] | None:
    """The rival and the value's sentence when the words naming the case are one other cited
    sentence's and no sentence holding the value has them all: "a road bike costs 24 €" names
    the case of "A road bike costs 38 € per day", though "at our Seville shop" picks the trekking
    bike's 24 € sentence by its words. None otherwise."""
    if not case or any(_holds_all(index, i, case) or _GENERAL.search(index.sentences[i]) for i in holding):
        return None  # a general rule ("All cars cost €30 a day") is every case's too
    # the index's postings narrow the sentences; each is then read for the very stems
    near = frozenset.intersection(*(index.holding(t, exact=True) for t in case)) & allowed
    others = [i for i in sorted(near) if _holds_all(index, i, case)]
    if len(others) != 1:
        return None
    scores = index.scores(case, allowed, exact=True)
    return others[0], max(holding, key=lambda i: scores.get(i, 0.0))
