"""Whose value is it: a figure the cited sentences hold, given for another case than the answer's.

The readers of :class:`tether.verify.grounding._Scope` that ask, once a cited sentence holds
the value, whether it holds it for the case the answer names: another lettered class's
("Category B cars cost €30" where €30 is Category A's), a name's number ("NW Sensor 200"),
the general rule's value where the case asked about has a sentence of its own, the rule's
value where the reader's own figure falls under its exception or another sentence lets the
reader off it, and another case of the same sentence ("4 years …, and a part-time candidate
within 7 years"). They read the scope's index and its answer-wide caches; the scope
provides them (:class:`CaseReaders` lists what it needs).
"""

from __future__ import annotations

import re
from abc import ABC, abstractmethod
from collections.abc import Sequence
from functools import lru_cache

from ..figures import find_mentions
from ..figures.digits import DIGIT_RUN
from ..figures.mention import Mention
from ..guard import lazy_pattern
from ..terms import GENERIC_TERMS, SentenceIndex, class_names, place_terms
from ..text import word_runs
from .answer_clauses import Layout, clause_of, terms_without_figures, whole_clause_of
from .bands import in_its_own_band
from .case_naming import dated_by, dated_from, named_by_the_opener, opened_at
from .case_parts import mention_kinds
from .case_rules import another_class, case_of_its_own
from .checks import AnswerText
from .clock_cases import with_its_condition
from .coordinated import capitalized_names, other_case
from .figure_cases import introduced_for_another_value
from .material import Material
from .models import ContextFragment
from .names import read_off_a_name
from .places import places_named
from .sizes import another_size, item_holding, sizes
from .thresholds import (
    AnswerReading,
    ReaderFigure,
    excepted_case_named,
    has_a_bound,
    names_the_case,
    readers_exception,
    replaced_threshold,
    rules_out_the_reader,
    sets_aside,
)
from .waivers import Waiver, waived_for_the_reader, waivers

COMPETING_SHARE = 0.6
"""The same share for the figure's whole clause, when the clause's best sentence states
another value of the figure's kind (:meth:`CaseReaders._competing`)."""

MIN_CLAUSE_TERMS = 3
"""Subject words a clause needs before its best sentence is taken to name its case."""

_OTHER_CASE = lazy_pattern(r"\b(?:other|others|unlike|otherwise|everyone\s+else)\b|"
                           r"(?<!\w)(?:остальн\w*|други[ехм]\w*|прочи[ехм]\w*|в\s+отличие)(?!\w)", re.IGNORECASE)
"""Words that mark the sentence's case as another one than the question's ...
unless it says the case follows the same rule ("the same rule as other modules")."""
_SAME_AS = lazy_pattern(r"\b(?:same|like|as\s+for)\b|(?<!\w)(?:так\s+же|как\s+и|тот\s+же|то\s+же|те\s+же|такой\s+же|"
                        r"такие\s+же|аналогичн\w*)(?!\w)", re.IGNORECASE)


class CaseReaders(ABC):
    """The case readers of a scope over the cited sentences; the scope gives them its index,
    the sentences holding a value, and the caches below (one answer's, built lazily)."""

    layout: Layout
    question: str
    question_terms: frozenset[str]
    reader_figures: tuple[ReaderFigure, ...]
    _sentence_terms: dict[int, tuple[str, ...]]  # the answer's terms, by sentence start
    _sentence_words: dict[int, tuple[str, ...]]  # likewise, generic words included
    _classes: dict[int, frozenset[str]]  # likewise, the lettered classes it names
    _about_class: dict[tuple[frozenset[str], str], int | None]
    _waivers: list[Waiver] | None  # read for the first figure that asks
    _reading: AnswerReading | None  # likewise, the whole answer's words

    @property
    @abstractmethod
    def index(self) -> SentenceIndex:
        """The cited sentences, indexed (the scope builds it on first use)."""

    @property
    @abstractmethod
    def _with_subject(self) -> frozenset[int]:
        """The cited sentences that name a subject (not only a document's name)."""

    @abstractmethod
    def _holding(self, m: Mention) -> list[int]:
        """The cited sentences that hold the value ``m``."""

    @abstractmethod
    def names_document(self, m: Mention) -> bool:
        """Whether the figure is part of a cited document's name."""

    def of_another_class(self, answer: AnswerText, m: Mention) -> str | None:
        """Why the value is another lettered class's (:func:`another_class`), or None."""
        start, end = answer.sentence_of(m.start)
        named = self._classes.get(start)
        if named is None:  # read once per sentence, however many figures it holds
            named = self._classes[start] = frozenset(class_names(answer.text[start:end]))
        holding = self._holding(m) if named else []
        if not holding:
            return None
        key = (named, m.text)  # the same value's sentences, read once however often it is given
        if key not in self._about_class:
            self._about_class[key] = another_class(named, holding, self.index.terms, self.index.sentences)
        about = self._about_class[key]
        return None if about is None else (
            f'"{m.text}" is taken from the sentence about another class '
            f'("{short(self.index.sentences[holding[0]])}"); the cited sentence about this one says '
            f'"{short(self.index.sentences[about])}"')

    def of_another_size(self, answer: AnswerText, m: Mention) -> str | None:
        """Why the value is another numbered size's (:func:`tether.verify.sizes.another_size`):
        "a 50-amp site costs US$45" where US$45 is the 30-amp site's. Or None."""
        start, end = answer.sentence_of(m.start)
        named = sizes(answer.text[start:end])
        if len(named) > 1:  # "The 3-day pass is €185 and the 5-day pass is €120": the value's own item's
            named = sizes(item_holding(answer.text[start:end], DIGIT_RUN.findall(m.text)) or "") or named
        holding = self._holding(m) if named else []
        about = another_size(named, holding, self.index.sentences, DIGIT_RUN.findall(m.text)) if holding else None
        if about is None:
            return None
        if about in holding:
            return (f'"{m.text}" is another size\'s value in the cited sentence '
                    f'("{short(self.index.sentences[about])}"); give the value it states for the size the answer names')
        return (f'"{m.text}" is taken from the sentence about another size '
                f'("{short(self.index.sentences[holding[0]])}"); the cited sentence about this one says '
                f'"{short(self.index.sentences[about])}"')

    def off_a_name(self, answer: AnswerText, m: Mention) -> str | None:
        name = read_off_a_name(answer.text, m, [self.index.sentences[i] for i in self._holding(m)])
        return None if name is None else f'"{m.text}" is read off the name "{name}"; the fragment states no such value'

    def for_its_case(self, answer: AnswerText, m: Mention) -> str | None:
        """Why a general rule's value is given for the case the question asks about, which a
        cited sentence gives a value of its own (:func:`case_of_its_own`), or None."""
        if not self.question_terms or self.names_document(m):
            return None
        start, end = answer.sentence_of(m.start)
        case = self.question_terms.intersection(self._sentence_words_of(answer, start, end))
        holding = self._holding(m)
        if not case or not holding:
            return None
        index = self.index
        lo, hi = clause_of(answer, m, self.layout)
        if _OTHER_CASE.search(answer.text, lo, hi) and not _SAME_AS.search(answer.text, start, end):
            # "Unlike junior members, other members may borrow for 21 days": the figure's own
            # clause names another case and none of the asked case's own words (second review:
            # an "other" anywhere in the sentence let "…, unlike at other libraries: … 21 days" pass)
            general = {t for i in holding for t in index.terms[i]}
            if (case - general).isdisjoint(terms_without_figures(answer, lo, hi)):
                return None
        reader = self.reader_figures
        own = case_of_its_own(index.sentences, holding, m, case, answer.mentions_in(start, end), states_value,
                              lambda sentence: bool(reader) and rules_out_the_reader(sentence, reader))
        return None if own is None else (
            f'"{m.text}" is the general rule\'s value; for the case asked about the cited fragment says '
            f'"{short(index.sentences[own])}"')

    def in_the_readers_exception(self, answer: AnswerText, m: Mention) -> str | None:
        """Why the rule's value is not the reader's, whose own figure falls under the rule's
        exception (:func:`tether.verify.thresholds.readers_exception`), or None."""
        start, end = answer.sentence_of(m.start)
        for i in self._holding(m):
            sentence = self.index.sentences[i]
            found = readers_exception(sentence, m, self.reader_figures) if self.reader_figures else None
            if found and not sets_aside(answer.text[start:end], found[1]):
                return (f'"{m.text}" is the general rule\'s value; for the reader\'s {found[0].text} the '
                        f'cited sentence makes an exception: "{short(found[1].strip())}"')
            excepted = excepted_case_named(sentence, m, self.question) if self.question_terms else None
            if excepted and not names_the_case(self._read(answer), sentence, excepted):
                return (f'"{m.text}" is the general rule\'s value; for the case the question names the cited '
                        f'sentence makes an exception: "{short(excepted.strip())}"')
        return None

    def _read(self, answer: AnswerText) -> AnswerReading:
        if self._reading is None:
            self._reading = AnswerReading.of(answer.text)
        return self._reading

    def waived(self, answer: AnswerText, m: Mention) -> str | None:
        """Why the rule's value is not the reader's, whom another cited sentence lets off the
        rule (:func:`tether.verify.waivers.waived_for_the_reader`), or None."""
        holding = self._holding(m)
        if not holding or len(self.index.sentences) < 2:
            return None
        if self._waivers is None:
            self._waivers = waivers(self.index.sentences, self.question, self.question_terms, answer.text)
        if not self._waivers:
            return None
        lo, hi = clause_of(answer, m, self.layout)
        found = waived_for_the_reader(self._waivers, self.index.sentences, holding,
                                      terms_without_figures(answer, lo, hi))
        return None if found is None else (
            f'"{m.text}" is the rule\'s value, but the cited material lets the reader\'s case off it: '
            f'"{short(found)}"')

    def another_case(self, answer: AnswerText, m: Mention) -> str | None:
        """:meth:`_competing` alone, for a figure whose near words are not compared: the
        reader's own (the question's). A bare number of the reader's ("my *15*-year-old") is
        another case's only where a cited sentence states it bare too, not as "GST at 15 %"
        (unseen23 dev u23-en-001)."""
        if self.names_document(m):
            return None
        holding = self._holding(m)
        if not holding or (m.kind == "number" and not any(self._states_bare(i, m) for i in holding)):
            return None
        return self._competing(answer, m, holding)

    def in_its_own_parts(self, answer: AnswerText, m: Mention, i: int) -> str | None:
        """Why ``m`` is another case's value within cited sentence ``i``, the one it is known to come from
        (its edition named, or a sentence of only its title's words), or None: that sentence's parts read
        against the figure's clause, the other sentences not ranked again."""
        start, end = clause_of(answer, m, self.layout)
        terms = terms_without_figures(answer, start, end, GENERIC_TERMS)
        part = other_case(self.index.sentences[i], m, terms, answer.mentions_in(start, end), states_value,
                          clause=answer.text[start:end])
        return None if part is None else _another_case(m, part)

    def _states_bare(self, i: int, m: Mention) -> bool:
        """Whether cited sentence ``i`` states ``m``'s digits as a bare number."""
        sentence, digits = self.index.sentences[i], DIGIT_RUN.findall(m.text)
        return "number" in mention_kinds(sentence) and any(
            x.kind == "number" and DIGIT_RUN.findall(x.text) == digits for x in find_mentions(sentence))

    def _competing(self, answer: AnswerText, m: Mention, holding: Sequence[int]) -> str | None:
        """Why the value is another one's, or None: the cited sentence that says what the
        figure's whole clause says ("for in vitro devices … an erroneous result … is
        reported within") states a different value of the same kind (10 calendar days),
        and the value (2 working days) comes from a sentence about another case. The words
        next to a figure can be shared by both ("is reported within"); the clause names
        the case."""
        start, end = clause_of(answer, m, self.layout)
        opened = opened_at(answer, m, start)
        if opened < start:
            named = named_by_the_opener(answer, opened, start, m, self.index, self._with_subject, holding)
            if named is not None:
                return self._from_another_sentence(m, holding[0], named)
            start = opened
        # The places an answer must name (number-without-jurisdiction) do not pick the sentence:
        # «выезд стоит 1 200 ₽ в России» is not about the one sentence that names Russia
        # (unseen24 dev u24-ru-027).
        placed = frozenset(place_terms(answer.text[start:end]))
        terms = tuple(t for t in (*terms_without_figures(answer, start, end, GENERIC_TERMS),
                                  *capitalized_names(answer.text[start:end])) if t not in placed)
        if len(terms) < MIN_CLAUSE_TERMS:
            return self._another_sentence_of_the_clause(answer, m, holding) or self._other_part_named(
                answer, m, holding)
        ranked = self._ranked(terms, holding)
        if ranked is None:
            return None
        best, source, close = ranked
        # the figure's own digits are not the year that names its case ("serving since 1953")
        dated = dated_by(answer.text[dated_from(answer, m, start):m.start] + " " + answer.text[m.end:end], holding,
                         self.index.sentences)
        if dated is not None:
            best, source, close = dated, dated, True
        if best in holding or close:
            if quotes(answer.text[slice(*answer.sentence_of(m.start))], self.index.sentences[source]):
                return None  # the source's own words: each value stands in its own case (a whole
                # sentence, not a clause: "For children: *the fee is €10 per person*" quotes the adults')
            # The value's own sentence says it; it may say another case's value beside it.
            part = other_case(self.index.sentences[source], m, terms, answer.mentions_in(start, end), states_value,
                              items_only=len(self.index.sentences) == 1, clause=answer.text[start:end],
                              placed=_placed(answer, m, start, end))
            if part is not None and not has_a_bound(answer.text[start:end]) \
                    and in_its_own_band(self.index.sentences[source], m, part, self.reader_figures, self.question,
                                        states_value):
                return None  # the reader's figure is the value's part's band: «50 % за заказ больше 5 000 ₽» —
                # unless the clause names a band itself («за заказ до 5 000 ₽ … 50 %»: a review of this reading)
            if part is None:
                other = introduced_for_another_value(answer.text, m, self.index.sentences[source])
                return None if other is None else (
                    f'"{m.text}" follows the words that introduce "{other}" in the cited sentence '
                    f'("{short(self.index.sentences[source])}"); give the value the fragment states after them')
            return _another_case(m, part)
        if m.kind not in mention_kinds(self.index.sentences[best]):
            # The clause's own sentence states no such value: joined from two sentences — the
            # next one going on about it («Профессиональная гигиена включает … . *Она* стоит
            # 5 500 ₽ для взрослых и 3 000 ₽ для детей»: unseen13 dev u13-ru-023) may still
            # give the clause's case another value.
            if source != best + 1:
                return None
            part = other_case(self.index.sentences[source], m, terms, answer.mentions_in(start, end), states_value,
                              clause=answer.text[start:end])
            return None if part is None else _another_case(m, part)
        return self._from_another_sentence(m, source, best)

    def _another_sentence_of_the_clause(self, answer: AnswerText, m: Mention, holding: Sequence[int]) -> str | None:
        """For a clause that "and" cut too short to pick its sentence: whether the whole clause,
        when it holds no other value of the kind, is what another cited sentence says, with
        another value of that kind. "Инженер … осматривает стояки *и* вентиляцию в течение 3
        рабочих дней *и* составляет акт" left the figure "вентиляцию" alone, and the owner's 3 days
        to report the works passed for the engineer's 5 (unseen21 dev u21-ru-026). The whole
        clause, not the sentence: "…within 3 working days, and an engineer then inspects …" is
        two. Only another sentence is read here: which case of the value's own sentence the
        clause names is :meth:`_other_part_named`'s."""
        start, end = whole_clause_of(answer, m, self.layout)
        if sum(1 for x in answer.mentions_in(start, end) if x.kind == m.kind) > 1:
            return None
        terms = (*terms_without_figures(answer, start, end, GENERIC_TERMS), *capitalized_names(answer.text[start:end]))
        if len(terms) < MIN_CLAUSE_TERMS:
            return None
        ranked = self._ranked(terms, holding)
        if ranked is None:
            return None
        best, source, close = ranked
        if best in holding or close or m.kind not in mention_kinds(self.index.sentences[best]):
            return None
        return self._from_another_sentence(m, source, best)

    def _ranked(self, terms: Sequence[str], holding: Sequence[int]) -> tuple[int, int, bool] | None:
        """The cited sentence that says most of ``terms``, the one of ``holding`` that says most
        of them, and whether that one says them nearly as well (COMPETING_SHARE); None when no
        sentence says any."""
        scores = self.index.scores(terms, self._with_subject, exact=True)
        if not scores:
            return None
        best = max(scores, key=lambda i: scores[i])
        source = max(holding, key=lambda i: scores.get(i, 0.0))
        return best, source, scores.get(source, 0.0) >= COMPETING_SHARE * scores[best]

    def _from_another_sentence(self, m: Mention, source: int, best: int) -> str:
        return (f'"{m.text}" is taken from a sentence about another case ("{short(self.index.sentences[source])}"); '
                f'the cited sentence about this one says "{short(self.index.sentences[best])}"')

    def _sentence_words_of(self, answer: AnswerText, start: int, end: int) -> tuple[str, ...]:
        """The answer sentence's words, figures left out, read once per sentence: a sentence may
        hold hundreds of figures, each of which asks."""
        words = self._sentence_words.get(start)
        if words is None:
            words = self._sentence_words[start] = terms_without_figures(answer, start, end)
        return words

    def _sentence_terms_of(self, answer: AnswerText, start: int, end: int) -> tuple[str, ...]:
        """The answer sentence's subject words (its words less the generic ones) and capitalised
        names, read once per sentence."""
        terms = self._sentence_terms.get(start)
        if terms is None:
            terms = self._sentence_terms[start] = (
                *(t for t in self._sentence_words_of(answer, start, end) if t not in GENERIC_TERMS),
                *capitalized_names(answer.text[start:end]))
        return terms

    def _other_part_named(self, answer: AnswerText, m: Mention, holding: Sequence[int]) -> str | None:
        """For a clause too short to pick its sentence ("a 60-minute court costs £12"): whether
        its whole sentence names the other case of the value's own sentence ("*For a
        non-member*, …" against "£12 for 60 minutes for members, and £13 and £17 for
        non-members", unseen5 dev u5-en-003). The sentence, not the clause: a case named
        before a comma ("инкрементальные — ежедневно …, хранятся 14 дней") is still its case."""
        if len(holding) != 1:
            return None
        start, end = answer.sentence_of(m.start)
        sentence = answer.text[start:end]
        if quotes(sentence, self.index.sentences[holding[0]]):
            return None
        terms = self._sentence_terms_of(answer, start, end)
        own = with_its_condition(answer.text, start, clause_of(answer, m, self.layout))
        part = other_case(self.index.sentences[holding[0]], m, terms, answer.mentions_in(start, end), states_value,
                          items_only=len(self.index.sentences) == 1, clause=sentence, figure_clause=own)
        return None if part is None else (
            f'"{m.text}" is the value of another case in the cited sentence; for the case '
            f'this sentence names it says "{short(part.strip())}"')


def quotes(clause: str, sentence: str) -> bool:
    """Whether ``clause`` (an answer's sentence) is the cited ``sentence``'s own words, a stretch
    of it letter for letter (case, spaces and punctuation aside): the template quotes the sentence,
    and "Rs 20,000 … for a ward or a standard room, and Rs 50,000 … for the ICU" read clause by
    clause gave the ward's value to the standard room (unseen32 u32C-009, a template answer its
    own verification refused)."""
    said = _letters(clause)
    return len(said.split()) >= MIN_QUOTED_WORDS and said in _letters(sentence)


@lru_cache(maxsize=1024)
def _letters(text: str) -> str:
    """``text``'s word runs (:func:`tether.text.word_runs`), case folded, one space apart: read once
    per sentence, which every figure of it asks about."""
    return " ".join(word_runs(text)).casefold()


MIN_QUOTED_WORDS = 5
"""Words a clause needs to be read as a quote: "costs Rs 50,000" is in many sentences."""


def _placed(answer: AnswerText, m: Mention, start: int, end: int) -> str | None:
    """The figure's sentence, when it names one place and its clause none: "*In Canada* online and
    phone orders carry a fee of C$7.50", whose clause "and" cut to "phone orders carry …"
    (unseen25 dev u25-en-009); else None (the clause names the place itself)."""
    if places_named(answer.text[start:end]):
        return None
    s0, s1 = answer.sentence_of(m.start)
    return answer.text[s0:s1] if len(places_named(answer.text[s0:s1])) == 1 else None


@lru_cache(maxsize=65536)
def states_value(text: str, m: Mention) -> bool:
    """Whether ``text`` alone states the value ``m``: a material of that text alone. Kept: the
    case readers ask it of every part of a sentence for every figure of the answer's clause, and
    each figure of the answer asks again (a sentence of 120 parts with a figure each took 25 s)."""
    piece = ContextFragment.model_construct(id="s", document_id=None, jurisdiction=None, title=None,
                                            lang=None, text=text)
    return Material((piece,)).supports(m)


def short(text: str, limit: int = 90) -> str:
    return text if len(text) <= limit else text[:limit - 1] + "…"


def bound_replaced(sentence: str, m: Mention, cited: Sequence[str]) -> str | None:
    """Why the reader's own ``m`` is misplaced as a rule's bound (:func:`replaced_threshold`), or None."""
    found = replaced_threshold(sentence, m, cited)
    return None if found is None else (f'"{m.text}" is the reader\'s own figure, given as the rule\'s bound; the '
                                       f'cited sentence\'s bound is "{found[0].text}" ("{short(found[1])}")')


def _another_case(m: Mention, part: str) -> str:
    return (f'"{m.text}" is the value of another case in the cited sentence; for the case this clause names it '
            f'says "{short(part.strip())}"')
