"""The clauses of an answer and the words next to its figures (tether.verify.grounding)."""

from __future__ import annotations

import bisect
import re

from ..figures.mention import Mention, one_measure
from ..guard import lazy_pattern
from ..terms import GENERIC_TERMS, place_terms, place_words, subject_terms
from .checks import LABEL, AnswerText

WINDOW_BEFORE, WINDOW_AFTER = 6, 4
"""Subject words read around a figure: the six content words before it and four after,
within its clause. A sentence can carry several facts ("… is not accepted — file it
electronically by 30 April"); the words next to a value say what it is."""


class Layout:
    """The clauses of one answer's sentences, split once however many figures they hold."""

    def __init__(self, text: str) -> None:
        self.text = text
        self._clauses: dict[tuple[int, int], list[tuple[int, int]]] = {}
        self._starts: dict[tuple[int, int], list[int]] = {}
        self._joints: dict[tuple[int, int], tuple[list[int], list[int]]] = {}
        self._fronted: dict[int, int] = {}

    def clauses(self, start: int, end: int) -> list[tuple[int, int]]:
        found = self._clauses.get((start, end))
        if found is None:
            found = self._clauses[(start, end)] = clauses(self.text, start, end)
        return found

    def clause_starts(self, start: int, end: int) -> list[int]:
        """Where each clause of the sentence ``start``–``end`` starts, for a bisection per figure."""
        found = self._starts.get((start, end))
        if found is None:
            found = self._starts[(start, end)] = [lo for lo, _ in self.clauses(start, end)]
        return found

    def joints(self, lo: int, hi: int) -> tuple[list[int], list[int]]:
        """The conjunctions of the clause ``lo``–``hi`` (their starts, their ends), found once: a
        clause of thousands of figures read them anew for each (a review's probe, session 36)."""
        found = self._joints.get((lo, hi))
        if found is None:
            spans = [(j.start(), j.end()) for j in _CONJUNCTION.finditer(self.text, lo, hi)]
            found = self._joints[(lo, hi)] = ([a for a, _ in spans], [b for _, b in spans])
        return found

    def fronted_end(self, start: int) -> int:
        """Where a fronted clause that opens the sentence at ``start`` ends (after its comma),
        or -1: read once per sentence, however many figures it holds."""
        found = self._fronted.get(start)
        if found is None:
            match = _FRONTED.match(self.text, start)
            found = self._fronted[start] = match.end() if match else -1
        return found


def whole_clause_of(answer: AnswerText, m: Mention, layout: Layout) -> tuple[int, int]:
    """``m``'s clause of its sentence, before the conjunctions in it part it (:func:`clause_of`)."""
    start, end = answer.sentence_of(m.start)
    return layout.clauses(start, end)[max(0, bisect.bisect_right(layout.clause_starts(start, end), m.start) - 1)]


def clause_of(answer: AnswerText, m: Mention, layout: Layout) -> tuple[int, int]:
    """The part of ``m``'s clause between the conjunctions around it: "13 % up to 5 000 000
    and 15 % above it" gives each rate its own part."""
    lo, hi = whole_clause_of(answer, m, layout)
    starts, ends = layout.joints(lo, hi)
    before = bisect.bisect_right(ends, m.start) - 1  # the last joint that ends before the figure
    after = bisect.bisect_left(starts, m.end)  # the first that starts after it
    return (ends[before] if before >= 0 else lo), (starts[after] if after < len(starts) else hi)


def near_terms(answer: AnswerText, m: Mention, layout: Layout, skip: frozenset[str]) -> tuple[str, ...]:
    """The words right next to ``m`` in its own clause, or () when it has none; and those of
    a fronted clause that names the case ("*Because your stay is over Easter*, the deposit is
    50%": the comma that closes it would cut the case off the figure, unseen9 dev u9-en-030)."""
    lo, after = clause_of(answer, m, layout)
    before_terms = terms_without_figures(answer, lo, m.start, skip)[-WINDOW_BEFORE:]
    start, _ = answer.sentence_of(m.start)
    # only the clause that opens the sentence and leads straight into the figure's own
    fronted = layout.fronted_end(start) if lo > start else -1
    case = (terms_without_figures(answer, start, fronted, skip)
            if start < fronted <= lo and not answer.text[fronted:lo].strip() else ())
    if not case and lo > start and _POINTS_BACK.search(answer.text, lo, m.start):
        # «Тариф «Макс» стоит 690 ₽: *в него* входят 50 ГБ» — the clause's subject is a pronoun
        # for the clause before it, whose name says what the figure is of (unseen17 dev
        # u17-ru-001). Its names only: "The fee is €1,250; online *it* is EUR 850" borrows no
        # "fee" (the source says "applications filed electronically are charged 850 EUR").
        b_lo, b_hi = _clause_before(answer, layout, start, lo)
        case = tuple(t for found in _NAME.finditer(answer.text, b_lo + 1, b_hi)
                     for t in subject_terms(found.group()) if t not in skip)
    if not case and answer.text[lo - 1:lo] == ")":
        # «Средний букет (до 25 цветов) стоит 7 900 ₽»: an aside between a subject and its verb
        # cuts the subject off the figure's clause (unseen33 dev u33-ru-035).
        case = _before_the_aside(answer, layout, answer.sentence_of(m.start), lo, skip)
    if not case and lo > start and not before_terms:
        # «Повторный приём терапевта, *если он проходит в течение 30 дней*, стоит 2 300 ₽»: an
        # inserted clause between a subject and its verb cuts the subject off the figure's
        # clause, as the aside in brackets does (evalsets/mutations.py figure, session 39).
        case = _before_the_inserted(answer, layout, start, lo, skip)
    after_terms = terms_without_figures(answer, m.end, after, skip)[:WINDOW_AFTER]
    said = None if after_terms else _SAYS_WHAT_IT_IS.match(answer.text, after)
    if said is not None:
        # "Music has to be off from *22:00*, when quiet hours begin": the clause right after the
        # figure says what it is — the time quiet hours begin —, which the clause before it
        # only uses (unseen30 dev u30-en-018, a correct answer)
        end = CLAUSE_END.search(answer.text, said.end())
        what = terms_without_figures(answer, said.end(), end.start() if end else len(answer.text), skip)
        if what:
            return tuple(dict.fromkeys(what[:WINDOW_AFTER]))
    return tuple(dict.fromkeys(case + before_terms + after_terms))


def _before_the_aside(answer: AnswerText, layout: Layout, sentence: tuple[int, int], lo: int,
                      skip: frozenset[str]) -> tuple[str, ...]:
    """The last words of the clause an aside in brackets interrupts, the aside closing at ``lo``
    inside ``sentence`` (its start and end)."""
    start, end = sentence
    opened = answer.text.rfind("(", start, lo)
    before = [c for c in layout.clauses(start, end) if c[1] == opened]
    return terms_without_figures(answer, before[0][0], opened, skip)[-WINDOW_BEFORE:] if before else ()


def _before_the_inserted(answer: AnswerText, layout: Layout, start: int, lo: int,
                         skip: frozenset[str]) -> tuple[str, ...]:
    """The last words of the clause before an inserted one (:data:`_INSERTED` opens it) that ends
    where the figure's clause begins at ``lo``; () when the clause before is not inserted, or
    opens the sentence (a fronted condition names the case itself: :meth:`Layout.fronted_end`).
    When the figure's clause begins inside a longer one, that one's last words before it, if it
    has words besides places."""
    b_lo, b_hi = _clause_before(answer, layout, start, lo)
    if b_lo <= start or not _INSERTED.match(answer.text, b_lo, b_hi):
        return ()
    if answer.text[b_hi:lo].strip(_BETWEEN_CLAUSES):
        # the figure's clause begins inside a longer one ("…; with Zero Excess cover it drops to NZ$250 in
        # New Zealand *and A$300 in Australia*"): that one's words before it name its case, not the clause
        # ahead of it (unseen49 dev u49-en-006, a correct answer) — when it has words besides places ("; in
        # Australia it is A$3,000 and A$300" has none: a red-team of this reading)
        # within ASIDE_REACH of the figure: a clause of thousands of figures is read once per figure
        near = max(b_hi, lo - ASIDE_REACH)
        own = terms_without_figures(answer, near, lo, skip)
        placed = frozenset(place_terms(answer.text[near:lo]))
        if any(t not in placed for t in own):
            return own[-WINDOW_BEFORE:]
    a_lo, a_hi = _clause_before(answer, layout, start, b_lo)
    if a_hi >= b_lo:
        return ()
    # the condition names the case as much as the subject does: "The ferry, *if you travel with a
    # car*, costs €95" is the car's fare (a red-team of session 39)
    return (*terms_without_figures(answer, a_lo, a_hi, skip)[-WINDOW_BEFORE:],
            *terms_without_figures(answer, b_lo, b_hi, skip)[-WINDOW_BEFORE:])


_BETWEEN_CLAUSES = " \t\n,;:—–-"
"""What stands between two clauses that meet."""
ASIDE_REACH = 120
"""Characters read back from a figure for the words of the longer clause it begins inside: about two
dozen words, more than the WINDOW_BEFORE words kept of them."""
_INSERTED = lazy_pattern(r"\s*(?:if|when|unless|provided|which|who|that|once|as\s+long\s+as|если|когда|пока|который|"
                         r"которая|которое|которые|которого|которой|которых|что|чтобы)\b|"
                         # a participle's phrase: «Ремонт гарнитуры, *повреждённой* по неосторожности, стоит
                         # 3 500 руб.» (unseen42 dev u42-ru-035), "A repair, *caused* by a spill, costs …"
                         r"\s*[а-яё]+(?:нн|вш|ющ|ящ|ущ|ащ)(?:ый|ая|ое|ые|ой|ого|ому|ым|ых|ую|ий|ее|ие|его|ему|им|их|ей)(?!\w)|"
                         r"\s*(?:[a-z]+ed|bought|made|paid|taken|given|sold|held|kept|brought|done|built|broken|worn|lost|"
                         r"found|sent)\s+(?:by|for|at|in|on|with|from|before|after|within|during|under)\b",
                         re.IGNORECASE)
"""What opens a clause inserted between a subject and its verb: a condition, a relative clause or a
participle's phrase."""


_SAYS_WHAT_IT_IS = lazy_pattern(r",\s*(?:when|which\s+is\s+when|the\s+time\s+when|когда)\s", re.IGNORECASE)
CLAUSE_END = lazy_pattern(r"[,;:.!?()—–]")
"""Where a clause of an answer or a cited sentence ends."""


_POINTS_BACK = lazy_pattern(r"\b(?:it|its|they|them|their)\b|(?<!\w)(?:он|она|оно|они|его|её|ее|их|него|неё|нее|них|"
                          r"нему|ней|ним|нём|нем|ему|им)(?!\w)", re.IGNORECASE)
"""A pronoun that stands for what the clause before named."""
_NAME = lazy_pattern(r"(?<=[«\"“])[^»\"”]{1,40}(?=[»\"”])|(?<=[^\W\d_] )[A-ZА-ЯЁ][^\W\d_]+")
"""A name inside a clause: quoted («Макс», "Premier"), or a capitalized word after another word."""


def _clause_before(answer: AnswerText, layout: Layout, start: int, lo: int) -> tuple[int, int]:
    """The clause of the sentence that ends where the clause at ``lo`` begins: found by bisection,
    so that a sentence of many clauses, each asking for the one before it, is read in n log n."""
    end = answer.sentence_of(start)[1]
    clauses = layout.clauses(start, end)
    k = bisect.bisect_left(layout.clause_starts(start, end), lo) - 1  # the clause that starts before lo
    while k >= 0 and clauses[k][1] >= lo:
        k -= 1
    return clauses[k] if k >= 0 else (start, lo)


_FRONTED = lazy_pattern(r"\s*(?:because|since|as|if|when|for|during|over|on|in|with|так\s+как|поскольку|если|когда|"
                        r"для|при|в|во|по|на)\b[^,;:]*,", re.IGNORECASE)


BOUND_AFTER_AND = (r"(?:over|above|older|more|under|below|younger|less|up(?!\s+to))\b|"
                   r"(?:старше|более|больше|выше|младше|менее|ниже)(?!\w)")
"""What makes "and" / «и» a bound of the figure before it, not a conjunction: "70 *and over*", "12
*and up*", «16 лет *и старше*» (unseen23 dev u23-en-006); not "… *and up to* NZ$55", another case."""
_CONJUNCTION = lazy_pattern(r"\s(?:and(?!\s+" + BOUND_AFTER_AND + r")|but|while|whereas|и(?!\s+" + BOUND_AFTER_AND
                            + r")|а|но|однако)\s", re.IGNORECASE)


# Clause breaks: semicolons, colons, brackets and commas not inside a number. Not dashes
# (a Russian copula: «Пошлина — 1 250 евро») and not "and" ("between 20 December and 3 January").
_CLAUSE_BREAK = lazy_pattern(r"[;()]|:(?!\d)|,(?!\d)")


def clauses(text: str, start: int, end: int) -> list[tuple[int, int]]:
    out, lo = [], start
    for b in _CLAUSE_BREAK.finditer(text, start, end):
        out.append((lo, b.start()))
        lo = b.end()
    out.append((lo, end))
    return out


def sentence_terms(answer: AnswerText, m: Mention, layout: Layout, span: tuple[int, int], clause: tuple[int, int],
                   *, places_only: bool = False) -> tuple[str, ...]:
    """The words of the answer's ``span`` of ``m``'s sentence less those of its other figures of
    ``m``'s measure, outside ``m``'s own ``clause``: their clauses' words ("£52 for the first bin
    and £40 for the second one": the £40 is not judged by "first"), or with ``places_only`` only
    the places named after them in their clauses ("The first hour … costs £120 *in the United
    Kingdom* and €80 in Ireland": the first hour is said of both, the United Kingdom of the £120)."""
    (start, end), (lo, hi) = span, clause
    own = set(terms_without_figures(answer, lo, hi, GENERIC_TERMS))
    others: set[str] = set()
    for o in answer.mentions_in(start, end):
        if o is not m and one_measure(o, m) and not lo <= o.start < hi:
            a, b = clause_of(answer, o, layout)
            others.update(place_words(answer.text[o.end:b]) if places_only
                          else terms_without_figures(answer, a, b, GENERIC_TERMS))
    return tuple(dict.fromkeys(t for t in terms_without_figures(answer, start, end, GENERIC_TERMS)
                               if t in own or t not in others))


def terms_without_figures(answer: AnswerText, start: int, end: int,
                           skip: frozenset[str] = frozenset()) -> tuple[str, ...]:
    text = answer.text
    pieces, pos = [], start
    first = bisect.bisect_left(answer.mention_starts, start)
    for other in answer.mentions[first:bisect.bisect_left(answer.mention_starts, end)]:
        pieces.append(text[pos:other.start])
        pos = max(pos, other.end)
    pieces.append(text[pos:end])
    return tuple(t for t in subject_terms(LABEL.sub(" ", " ".join(pieces))) if t not in skip)


_CONTRAST = lazy_pattern(r"(?:\brather\s+than|\binstead\s+of|\bcompared\s+(?:with|to)|\bversus|\bvs\.?|"
                         r"(?<!\w)вместо|(?<!\w)а\s+не|(?<!\w)в\s+отличие\s+от)(?:\s+(?:the|usual|normal|standard|"
                         r"regular|обычн\w*|стандартн\w*))*\s*$", re.IGNORECASE)
CONTRAST_REACH = 40
"""Characters read before a figure for a contrast marker; bounded, so the scan stays linear."""


def named_as_contrast(answer: AnswerText, m: Mention) -> bool:
    """Whether ``m`` is another case's value named to set it against the answer's own ("50% of
    the total *rather than the usual* 25%", «*вместо обычных* 25 %»): it is said of that case,
    not of this one (unseen9 dev u9-en-024)."""
    return _CONTRAST.search(answer.text[max(0, m.start - CONTRAST_REACH):m.start]) is not None


_CONCLUSION = lazy_pattern(r"(?:\bso|\btherefore|\bthus|\bhence|\bwhich\s+means|(?<!\w)поэтому|(?<!\w)так\s+что|"
                           r"(?<!\w)значит|(?<!\w)следовательно|(?<!\w)то\s+есть)(?!\w)[^.;:!?]{0,60}$", re.IGNORECASE)
"""A conclusion drawn in the answer's own clause: "…, *so* 15 % applies", «…, *поэтому* вам применят скидку
50 %» (within CONCLUSION_REACH characters before the figure)."""
CONCLUSION_REACH = 60
"""Characters read before a figure for a conclusion marker: a clause's length, bounded as
CONTRAST_REACH is."""


def restated_as_conclusion(answer: AnswerText, m: Mention) -> bool:
    """Whether ``m`` is a value the answer stated earlier, restated in a conclusion it draws
    ("Students get 15 % and the family discount is 10 %, *so* 15 % applies"): the earlier
    mention is the one whose source is compared, and the conclusion's words ("applies",
    «применят») name the rule that picks it, not its case (unseen20 dev u20-ru-006, unseen27 dev
    u27-ru-030, correct answers)."""
    if _CONCLUSION.search(answer.text[max(0, m.start - CONCLUSION_REACH):m.start]) is None:
        return False
    # the sentence before and this one (RESTATED_REACH): a bounded look-back, so a long answer of
    # conclusions stays linear
    earlier = answer.mentions_in(max(0, m.start - RESTATED_REACH), m.start)
    return any(other.kind == m.kind and other.text == m.text for other in earlier)


RESTATED_REACH = 300
"""Characters before a concluding figure where the answer's earlier statement of it is looked
for: the clause or sentence before, as the two labelled answers have it (about 150 characters)."""
