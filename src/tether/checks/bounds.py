"""A figure's bound turned round: "at least 30 minutes" where the source says "no more than";
likewise a rate's period ("€16 a week" for "€16 a day") and a time of day's end ("from 9:00"
for "until 9:00").

Models keep a value and lose which side of it the rule is on: "refunds take *at least* 5
working days" for "*within* 5 working days", "guests *over* 16" for "*under* 16". Every
figure of the claim is supported, so no figure check sees it. Read in code: the words right
before a figure ("at least", "up to", «не менее», «до») or right after it ("or more", «и
старше») say whether it is a lower or an upper bound; a claim's bounded figure is turned round
when every cited sentence stating the same value bounds it the other way, and the claim
restates that sentence's rule (half of its own words are the sentence's).

A time counted back from an event turns the words round, and is read by its own reader
(:func:`tether.checks.sides.event_side_of`): "up to", "at least" and "no later than" 24 hours *before* all say
the same side, "less than", "within" and «не раньше чем за» the other.

Not read, because the same words then say the same thing either way round:
- a bound counted forward from an event ("within 14 days *after* purchase"), or a time
  before one with no bound word ("check-in closes 45 minutes before");
- the other side of a rule stated as such ("children *aged 12 and over* pay" beside "under 12
  stay free": another rule's words), a source that states it too ("…, *or* an additional day
  is charged", "*later*", "*otherwise*"), a claim that also gives the source's side;
- a denial on either side ("no refund for less than 14 days" is "a refund for more").
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Callable, Iterator
from functools import lru_cache

from ..figures import find_mentions
from ..figures.digits import DIGIT_RUN
from ..figures.lexicon import MONTHS_EN_LOWER, MONTHS_RU
from ..figures.mention import QUANTITY_KINDS, Mention
from ..figures.quantities import letter_tokens
from ..guard import lazy_pattern
from ..terms import SentenceIndex, specific_terms
from ..text import STOP_WORDS, stem, tokens
from ..verify.case_parts import PART_BREAK, mention_kinds, mentions_of
from .aged import with_age_units
from .claim_text import FIGURE_CLAUSES
from .lacking import kinds_named_alike
from .lexicon import COMPARATIVES, IF_MARKERS, lays_a_duty
from .per_whom import counted_per_after
from .polarity import ANSWER_WORD, BOUND, has_negator
from .sides import (
    CLAUSE_END,
    LOOK_AHEAD,
    LOOK_BACK,
    PERIOD_NAME,
    QUALIFIER_WORDS,
    READERS,
    clock_side_of,
    date_side_of,
    direction_of,
    event_side_of,
    placed_reach,
    side_of,
)
from .spans import span_between

MIN_CLAUSE_WORDS = 2
"""Own words a figure's clause needs to restate a rule alone: one word is no rule."""
RULE_SHARE = 0.5
"""Share of the claim's own words (figures aside) the source sentence must hold, more than, for the claim
to restate its rule rather than state the other side of it: "guests over 16 must be
accompanied" keeps all of "Guests under 16 must be accompanied by an adult"; "children aged 12
and over pay the standard rate" one word of five of "Children under 12 stay free"."""

_WORD = lazy_pattern(r"[^\W\d_]+|\+")


class Memo:
    """What one set of cited sentences holds, read once for every claim that asks: which of
    them hold each run of digits, and how they state each value."""

    __slots__ = ("digits", "holding", "qualified", "stated", "otherwise")

    def __init__(self) -> None:
        # the sentences saying what holds otherwise, with where it begins (condition.py)
        self.otherwise: tuple[tuple[int, int], ...] | None = None
        self.digits: dict[str, tuple[int, ...]] | None = None
        self.qualified: dict[str, bool] = {}  # per run of digits: does some cited sentence qualify it
        self.holding: dict[tuple[str | None, ...], tuple[int, ...]] = {}  # per value and digit run: its sentences
        self.stated: dict[tuple[object, ...], frozenset[str | None]] = {}


def turns_a_bound(claim: str, index: SentenceIndex, allowed: frozenset[int], memo: Memo) -> str | None:
    """The cited sentence that states a figure of ``claim`` with the other bound, period or end
    of day, or None."""
    claim = with_age_units(claim, (index.sentences[i] for i in allowed))
    if not _qualified(claim, index, allowed, memo) or _LOSES.search(claim):
        return None
    mentions = find_mentions(claim)
    by_value: dict[tuple[str, str, str | None], list[Mention]] = {}
    for m in mentions:  # each value once, however often the claim states it
        value = m.as_fact() if m.kind in _READ_KINDS else None
        if value is not None and DIGIT_RUN.search(m.text):
            by_value.setdefault(value, []).append(m)
    own = frozenset(specific_terms(claim))
    for value, said_at in by_value.items():
        holding = _holding(value, said_at[0], index, allowed, memo)
        clause = figure_clause(claim, said_at[0])
        clause_own = (frozenset() if _IF.search(clause) or _WHEN.search(clause)
                      else frozenset(specific_terms(clause)) - QUALIFIER_STEMS)
        # The whole claim restates the rule, or the figure's own clause does ("…receive 8 taxi
        # vouchers every month; each voucher covers a trip of at least 10 km" holds another
        # sentence's words before its semicolon) — not a condition's clause, whose consequence may
        # be the rule's other side ("If you cancel less than 24 hours before, you are charged in
        # full"). The sentences it restates are what its bound is read against: another that gives
        # the same value of something else, with no bound ("rent is charged for 14 days" beside
        # "give at least 14 days' notice"), does not let "at most 14 days' notice" pass
        # (evalsets/mutations.py bound, unseen22 dev u22-en-016).
        holding = tuple(i for i in holding
                        if _restating(own, clause_own, claim, said_at[0], index.sentences[i], value, len(holding) == 1))
        if not holding:
            continue
        for read in READERS:
            if (said_at[0].kind == "identifier") != (read is clock_side_of) \
                    or (said_at[0].kind == "date") != (read is date_side_of):
                continue  # an identifier is read only as a time of day, a date only as a date
            if read is side_of and _counted_back_on_both(claim, said_at, index, holding, value):
                continue  # «минимум за 2 дня» and «не позднее чем за 2 дня» say one side of an event
            said = {read(claim, x) for x in said_at}
            if None in said:
                continue
            key = (value, read.__name__, holding)
            stated = memo.stated.get(key)
            if stated is None:
                stated = memo.stated[key] = frozenset(r for i in holding
                                                      for r in _reads(read, index.sentences[i], value))
            if read is direction_of:  # the same event only: which side of it is the question
                events = {x.split(" ", 1)[1] for x in said if x}
                stated = frozenset(x for x in stated if x is None or x.split(" ", 1)[1] in events)
            if stated and None not in stated and said.isdisjoint(stated):
                source = index.sentences[holding[0]]
                # A denial on one side states the other side of the rule; on both, the same rule
                # when it denies what follows the figure, not the figure's own clause. Only a
                # denial that governs the figure counts (:func:`_denied_at`).
                read_claim, read_source = kinds_named_alike(claim, source)
                denies = _denied_at(read_claim, said_at[0])
                source_denies = any(_denied_at(read_source, x) for x in same_values(source, value))
                if denies and not source_denies and _denies_another_part(read_claim, said_at[0], read_source):
                    denies = False
                if (source_denies == denies
                        and not (denies and (_WAIVER.search(claim) or _WAIVER.search(source)
                                             or _denied_before(read_claim, said_at[0].start)
                                             or any(_denied_before(read_source, x.start)
                                                    for x in same_values(source, value))))
                        and (not _names_the_other_side(source, value[0])
                             or _a_duty_both_ways(claim, said_at, source, value)
                             or _the_same_clause(clause, source, value)
                             or (bool(clause_own) and _this_sides_words_only(claim, source, value[0])))):
                    return source
    return None


def _counted_back_on_both(claim: str, said_at: list[Mention], index: SentenceIndex, holding: tuple[int, ...],
                          value: tuple[str, str, str | None]) -> bool:
    """Whether the claim's figure and every holding sentence's are times counted back from an event
    (:func:`tether.checks.sides.event_side_of`), which their plain bound words turn round: read so, not
    by :func:`tether.checks.sides.side_of` (a review of session 54: «предупредить минимум за 2 дня»
    against «не позднее чем за 2 дня» failed)."""
    return all(event_side_of(claim, x) is not None for x in said_at) and all(
        event_side_of(index.sentences[i], x) is not None
        for i in holding for x in same_values(index.sentences[i], value))


_IF = lazy_pattern(IF_MARKERS, re.IGNORECASE)
_WHEN = lazy_pattern(r"\b(?:when|whenever|unless|once)\b|(?<!\w)(?:когда|пока|если\s+не)(?!\w)", re.IGNORECASE)


def _a_duty_both_ways(claim: str, said_at: list[Mention], source: str, value: tuple[str, str, str | None]) -> bool:
    """Whether the claim's figure and the source's lay the same duty, each in a clause of its
    own with no condition: "Surgery *must be cancelled* no more than 48 hours before" against
    "… *must be cancelled* at least 48 hours before; if it is cancelled later, the clinic keeps
    the deposit" (unseen20 dev u20-en-044). The source's "later" then names what missing the
    duty costs, not the side the claim states, and does not excuse the turned bound; a claim
    that states that side says so in a condition ("if you cancel less than 48 hours before")."""
    return all(_an_unconditional_duty(text, x.start)
               for text, x in [(claim, said_at[0]), *((source, x) for x in same_values(source, value))])


def _the_same_clause(clause: str, source: str, value: tuple[str, str, str | None]) -> bool:
    """Whether the claim's figure clause says the very words of the source's clause stating the
    value, bound words aside: «доставка бесплатна при заказе *до* 3 000 рублей» against «Доставка
    бесплатна при заказе *от* 3 000 рублей, в остальных случаях …» (a red-team, x20). The source's
    "otherwise" then names the other side in other words; the claim gives this side's words the
    other side's bound. A claim stating the other side says its own words ("… *are refunded at
    80 %*" beside "… *refunded in full*")."""
    own = frozenset(specific_terms(clause)) - QUALIFIER_STEMS
    if len(own) < MIN_CLAUSE_WORDS:
        return False
    for x in same_values(source, value):
        start = max(source.rfind(c, 0, x.start) for c in ",;:") + 1
        stop = CLAUSE_END.search(source, x.end)
        theirs = frozenset(specific_terms(source[start:stop.start() if stop else len(source)])) - QUALIFIER_STEMS
        if own == theirs:
            return True
    return False


def _an_unconditional_duty(text: str, at: int) -> bool:
    start = max(text.rfind(";", 0, at), text.rfind(":", 0, at), text.rfind(",", 0, at), text.rfind(". ", 0, at)) + 1
    stop = CLAUSE_END.search(text, at)
    clause = text[start:stop.start() if stop else len(text)]
    return lays_a_duty(clause) and not _IF.search(clause)


QUALIFIER_STEMS = frozenset(stem(w) for w in (*PERIOD_NAME, *"older younger minimum maximum exceed exceeding "
                                                 "earlier later sooner ранее раньше позднее позже "
                                                 "старше младше моложе минимум максимум свыше "
                                                 # what a sum is counted once for, as its period is
                                                 # named (tether.checks.sides.once_or_per_period)
                                                 "whole entire visit stay всю весь визит пребывание "
                                                 "компанию компания".split(),
                                                 *MONTHS_EN_LOWER, *MONTHS_RU,
                                                 *COMPARATIVES))  # «не дороже 5 000 ₽»: the bound's word
"""A bound's, a period's or a date's own words: the claim's reading of the figure, not its rule's
words ("не ранее 28 марта" against "не позднее 28.03.2025" restates the rule of the tax)."""


def _qualified(claim: str, index: SentenceIndex, allowed: frozenset[int], memo: Memo) -> bool:
    """Whether a run of digits has a qualifier word next to it both in the claim and in a cited
    sentence holding it: most figures have none, and then the claim is not scanned for them.
    What the cited sentences hold is read once per set of them (``memo``)."""
    # The claim's runs of letters: _WORD's matches but "+", which is no qualifier word, cut in
    # C for an ASCII claim (findall was half of this reader's time on every claim with a figure).
    if QUALIFIER_WORDS.isdisjoint(letter_tokens(claim)):
        return False  # no qualifier anywhere: most claims
    by_digits = _by_digits(index, allowed, memo)
    for d in DIGIT_RUN.finditer(claim):
        run = d.group()
        if run not in by_digits:
            continue
        qualified = memo.qualified.get(run)
        if qualified is None:
            qualified = memo.qualified[run] = any(_next_to_a_qualifier(index.sentences[i], q)
                                                  for i in by_digits[run]
                                                  for q in DIGIT_RUN.finditer(index.sentences[i]) if q.group() == run)
        if qualified and _next_to_a_qualifier(claim, d):
            return True
    return False


def _next_to_a_qualifier(text: str, digits: re.Match[str]) -> bool:
    # past the place a sum is for: "EUR 20 in Portugal or GBP 15 in the United Kingdom *for each week*"
    window = text[max(0, digits.start() - LOOK_BACK):placed_reach(text, digits.end()) + LOOK_AHEAD].lower()
    # or what a sum is counted per, later in its clause: "corkage of A$10 at Surry Hills or NZ$12 at Te
    # Aro is charged *per bottle*" (unseen57 dev u57-en-027), as tether.checks.per_whom reads it
    return not QUALIFIER_WORDS.isdisjoint(_WORD.findall(window)) or counted_per_after(text, digits.end()) is not None


def _holding(value: tuple[str, str, str | None], m: Mention, index: SentenceIndex, allowed: frozenset[int],
             memo: Memo) -> tuple[int, ...]:
    """The cited sentences stating ``value``, kept per set of them and per run of digits as written:
    the sentences are found by the run, so "2400" (none, where the source writes «2 400») and «2 400»
    of one value are two look-ups. Kept per value alone, an answer's "2400 евро" made the next
    answer's «2 400 €» find no sentence (session 40: the result hung on the order of the cases)."""
    run = DIGIT_RUN.findall(m.text)[0]
    found = memo.holding.get((*value, run))
    if found is None:
        found = memo.holding[(*value, run)] = tuple(i for i in _by_digits(index, allowed, memo).get(run, ())
                                                    if same_values(index.sentences[i], value))
    return found


def _restating(own: frozenset[str], clause_own: frozenset[str], claim: str, m: Mention, source: str,
               value: tuple[str, str, str | None], alone: bool = False) -> bool:
    """Whether the claim, or its figure's own clause, restates ``source``'s rule, or counts what
    the source's value counts (:func:`_restates`, :func:`_counts_the_same`)."""
    return (_restates(own, source) or (len(clause_own) >= MIN_CLAUSE_WORDS and _restates(clause_own, source))
            or _counts_the_same(claim, m, source, value) or (alone and _says_all_of(clause_own, source)))


def _says_all_of(clause_own: frozenset[str], source: str) -> bool:
    """Whether the figure's clause says every word of a source sentence of a bound alone: "you have
    to *book* it for at most 2 hours" against "The minimum *booking* is 2 hours" (a rule-made bound
    mutation of unseen16 dev u16-en-015), where one word is all the rule has besides its bound.
    Read only where that sentence alone states the value: "We confirm every booking within 2
    hours" beside it is what "Your booking is confirmed within 2 hours" says (a review of d201b84)."""
    theirs = _one_day(frozenset(specific_terms(source)) - QUALIFIER_STEMS)
    return bool(theirs) and len(theirs) < MIN_CLAUSE_WORDS and theirs <= _one_day(clause_own)


@lru_cache(maxsize=4096)
def _restates(own: frozenset[str], source: str) -> bool:
    """Whether a claim's terms (``own``) restate ``source``'s rule: kept, as every figure of the
    claim asks of the same sentence."""
    own = _claim_terms(own)
    held = _source_terms(source)
    return bool(own) and len(own & held) > RULE_SHARE * len(own)


@lru_cache(maxsize=256)
def _claim_terms(own: frozenset[str]) -> frozenset[str]:
    """A claim's terms less its bound words, once per claim (its figures ask with the same set)."""
    return _one_day(own - QUALIFIER_STEMS)


@lru_cache(maxsize=4096)
def _source_terms(source: str) -> frozenset[str]:
    """A cited sentence's terms as :func:`_restates` reads them, once per sentence: each figure of
    a claim asks again (a review's probe of 2,000 figures, session 36)."""
    return _one_day(frozenset(specific_terms(source)))


_DAY_FORMS = frozenset(stem(w) for w in "день дня дней дню днём днем".split())
"""«День» in the forms that stem apart: «30 бесплатных *дней*» and «с 31-го *дня*» are one word of the
rule (unseen34 dev u34-ru-043, «в сутки» turned «в неделю»)."""


def _one_day(terms: frozenset[str]) -> frozenset[str]:
    return frozenset("день" if t in _DAY_FORMS else t for t in terms)


def _counts_the_same(claim: str, m: Mention, source: str, value: tuple[str, str, str | None]) -> bool:
    """Whether the claim's figure counts what the source's does, named by the word right after it:
    "*at least* 5 *unused* leave days can be moved" against "*Up to* 5 *unused* days may be carried
    over" restates the rule in other words, fewer than half of them the source's (evalsets/mutations.py
    bound, strong-en-038); "children aged 12 and over *pay*" against "Children under 12 *stay*
    free" counts the same children on the other side of the rule."""
    counted = _counted_word(claim, m)
    return counted is not None and any(_counted_word(source, x) == counted for x in same_values(source, value))


def _counted_word(text: str, m: Mention) -> str | None:
    """The stem of the first word after a figure that is not a unit, a bound, a period or a stop word."""
    for word in tokens(text[m.end:m.end + LOOK_AHEAD]):
        if word.isdigit():
            return None
        if word not in STOP_WORDS and word not in QUALIFIER_WORDS and stem(word) not in QUALIFIER_STEMS:
            return stem(word)
    return None


def _by_digits(index: SentenceIndex, allowed: frozenset[int], memo: Memo) -> dict[str, tuple[int, ...]]:
    if memo.digits is None:
        held: dict[str, list[int]] = {}
        for i in sorted(allowed):
            for d in set(DIGIT_RUN.findall(index.sentences[i])):
                held.setdefault(d, []).append(i)
        memo.digits = {d: tuple(v) for d, v in held.items()}
    return memo.digits


_ALTERNATIVE = lazy_pattern(r"[^\d.;:!?]{0,40}?(?:\bor\b|(?<!\w)(?:или|либо)(?!\w))[^\d.;:!?]{0,8}", re.IGNORECASE)
"""What parts one value from its restatement in another notation or place: "at most EUR 150 *in
Portugal or* 150 € in Spain", «не больше 10 000 ₽ *в России или* 10 000 тенге …»."""


def _reads(read: Callable[[str, Mention], str | None], sentence: str,
           value: tuple[str, str, str | None]) -> list[str | None]:
    """``read`` of each mention of ``value`` in ``sentence``; one that reads nothing of its own
    right after an "or" shares the reading of the mention before it: the bound of "at most EUR
    150 in Portugal or 150 € in Spain" is both's (unseen36 dev u36-en-041)."""
    found = same_values(sentence, value)
    out: list[str | None] = []
    for k, x in enumerate(found):
        r = read(sentence, x)
        if r is None and k and out[-1] is not None and _ALTERNATIVE.fullmatch(sentence, found[k - 1].end, x.start):
            r = out[-1]
        out.append(r)
    return out


def same_values(sentence: str, value: tuple[str, str, str | None] | None) -> tuple[Mention, ...]:
    """The mentions of ``value`` in a cited sentence (none for no value)."""
    return () if value is None else _values_in(sentence).get(value, ())


@lru_cache(maxsize=4096)
def _values_in(sentence: str) -> dict[tuple[str, str, str | None], tuple[Mention, ...]]:
    """A cited sentence's mentions by the value they state, read once per sentence: each of a
    claim's figures asks again, and a claim of thousands of values asked a long sentence's
    mentions anew for each (a review's probe of 2,000 names and figures, session 36: 30 s)."""
    out: dict[tuple[str, str, str | None], list[Mention]] = {}
    for x in mentions_of(sentence):  # the case readers' read of the same sentence, kept once
        if x.kind in _READ_KINDS:
            fact = x.as_fact()
            if fact is not None:
                out.setdefault(fact, []).append(x)
    return {k: tuple(v) for k, v in out.items()}


_READ_KINDS = QUANTITY_KINDS | {"identifier", "date"}  # a time of day is read as an identifier ("9:00")

COMPLEMENT = lazy_pattern(r"(?<!\bno\s)\b(?:later|earlier)\b|\b(?:otherwise|other|others|rest|remaining)\b|,\s*or\s|"
                          r"(?<!\w)(?<!не\s)(?:позже|позднее|раньше)(?!\w)|"
                          r"(?<!\w)(?:иначе|остальн\w*|других|противном)(?!\w)|"
                          # the other side named by pointing back: "… after that date", «… после этой даты»
                          r"\b(?:after|before|since|until|from)\s+(?:this|that)\s+(?:date|day|time|point)\b|"
                          r"\bafter\s+that\b|\bsince\s+then\b|(?<!\w)(?:после|до|с|со)\s+(?:этой|этого|этих|той|того)(?!\w)",
                          re.IGNORECASE)
"""A sentence that also states the other side of its bound in other words ("…more than 48 hours
before departure are refunded in full; tickets returned *later* are refunded at 80 %", "return
by 18:00, *or* an additional day is charged"): a claim about that side says what it says
(unseen2 dev u2-en-001). Not the bound's own word: "no later than", «не позднее» state one side
(unseen40 dev u40-ru-029)."""


def _names_the_other_side(source: str, kind: str) -> bool:
    """Whether ``source`` states the other side of its bound in other words (COMPLEMENT) in a part
    that gives no value of ``kind`` of its own: «Розы стоят не меньше 5 дней, *остальные* цветы — не
    меньше 3 дней» names another case with its own bound, not the roses' other side (unseen33 dev
    u33-ru-043); "…; tickets returned *later* are refunded at 80 %" gives a share, not a time."""
    return next(_other_sides(source, kind), None) is not None


def _other_sides(source: str, kind: str) -> Iterator[tuple[int, int]]:
    """Where ``source`` names the other side of its bound (:func:`_names_the_other_side`), in
    order; the part breaks are found once, so a long source is read in linear time."""
    # "no later than" is no "later": blanked to its own length, so the spans hold in ``source``
    text = _BY_TIME.sub(lambda m: " " * len(m.group()), source)
    breaks = [(b.start(), b.end()) for b in PART_BREAK.finditer(text)]
    starts = [b[0] for b in breaks]
    for found in COMPLEMENT.finditer(text):
        at = bisect_left(starts, found.start())  # the first break at or after the match
        # ", or an additional day is charged": a match that is itself a break opens its part
        if at < len(breaks) and breaks[at][0] == found.start():
            start = found.end()
        else:
            start = breaks[at - 1][1] if at else 0
        later = bisect_left(starts, found.end())
        stop = breaks[later][0] if later < len(breaks) else len(text)
        if kind not in mention_kinds(text[start:stop]):
            yield start, stop


def _this_sides_words_only(claim: str, source: str, kind: str) -> bool:
    """Whether the claim says only what ``source`` says on its bound's own side, none of the words
    it gives the other side: "Tell us *no more than* 72 hours before the tour, and any group tour
    can be done as a vegetarian tour" against "Every group tour can be done as a vegetarian tour if
    you tell us *at least* 72 hours before the tour; *later* requests are met only where the stops
    allow" (unseen33 dev u33-en-041) gives the guarantee of the side it turned. A claim about the
    other side says something of its own, or of that side ("later requests are met …", "… are
    refunded at 80 %": a word or a figure this side does not hold), or puts its figure in a
    condition ("*If* you return the car after 18:00, …": the caller reads only a figure's clause
    that is no condition)."""
    own = frozenset(specific_terms(claim)) - QUALIFIER_STEMS
    if len(own) < MIN_CLAUSE_WORDS:
        return False
    sides = list(_other_sides(source, kind))
    other = frozenset(t for start, stop in sides for t in specific_terms(source[start:stop]))
    kept, at = [], 0
    for start, stop in sides:
        kept.append(source[at:start])
        at = max(at, stop)
    this_text = " ".join([*kept, source[at:]])
    this = frozenset(specific_terms(this_text))
    # the other side's own figures: "… are refunded *at 80 %*", «заключённые после этой даты — *5* лет»
    figures = frozenset(DIGIT_RUN.findall(claim)) - frozenset(DIGIT_RUN.findall(this_text))
    return own <= this and own.isdisjoint(other - this) and not figures


_WAIVER = lazy_pattern(r"\b(?:free|waived?|exempt)\b|(?<!\w)(?:бесплатн\w*|освобожд\w*)", re.IGNORECASE)
"""A waiver is itself a denial: denied beside another denial it may turn the rule round
(«бесплатной отмены не будет» is «оплачивается»), so the two are not compared (review12)."""


def _denied_before(text: str, start: int) -> bool:
    """A denial in the clause before a figure: "not fixed *within* 2 days" is "still not fixed
    *after* 2 days" (unseen7 dev u7-en-006); "a ride reported within the first 3 minutes is not
    charged" denies after it, and its bound is the rule's (unseen13 dev u13-en-036)."""
    clause = max(text.rfind(";", 0, start), text.rfind(".", 0, start), text.rfind(",", 0, start)) + 1
    return _denies(text[clause:start])


def _denied_at(text: str, m: Mention) -> bool:
    """Whether a denial governs figure ``m``: one in its own clause; one after it in its sentence,
    in no condition, whose subject or case the figure's phrase is ("Cancellations made less than
    14 days before arrival, *however*, are *not* refunded in full", "Tickets returned less than 48
    hours before departure: *no* full refund": a red-team of session 38); or — when its clause is
    a condition ("if you cancel less than 14 days before") — one anywhere in its part of the
    sentence, whose consequence the condition is ("*no refund* is given if …"). A denial before
    the figure in another clause, or in a condition after it, denies something else: "One guide is
    *not* enough for you: on night dives a guide leads no less than 4 divers" turns the source's
    "at most 4", and "You can renew an item at least 3 times, as long as *no* other reader has
    reserved it" its "up to 3 times" (evalsets/mutations.py bound, unseen35 dev u35-en-003,
    unseen16 dev u16-en-007)."""
    start, end = _clause_span(text, m)
    clause = text[start:end]
    if _IF.search(clause) or _WHEN.search(clause):
        return _denies(_part_of(text, m))
    tail = _CONTRAST_TAIL.search(text, m.end, end)  # "… up to 2 guests *but not* on weekends"
    if _denies(text[start:tail.start()] if tail else clause):
        return True
    stop = _PART_OF_SENTENCE_END.search(text, end, end + CLAUSE_REACH)
    after = text[end:stop.start() if stop else min(len(text), end + CLAUSE_REACH)]
    return any(_denies(piece) for piece in FIGURE_CLAUSES.split(after)
               if piece.strip() and not (_IF.search(piece) or _WHEN.search(piece)))


_PART_OF_SENTENCE_END = lazy_pattern(r"\.(?:\s|$)|[!?;]|,\s+(?:а(?!\s+также)|но|иначе|but|whereas|not|otherwise)\s",
                                     re.IGNORECASE)
"""Where a denial after a figure stops governing it: the sentence's end; a semicolon that opens
another case's part («… при заказе от 5 000 ₽, в Минске — от 150 BYN; *в Екатеринбурге*
бесплатной доставки *нет*» denies Yekaterinburg's, not Moscow's: unseen51 dev u51-ru-036); a
contrasting clause («…, а до его решения штраф *не* взимается», "…, but *not* on vehicle fares",
"…, *not* on vehicle fares"; not the additive «, а также»); what missing the rule costs («…,
*иначе* предоплата *не* возвращается», as the source's «…; если её отменят позже, …»). Read alike
in the claim and the source, the two are compared. Not ", and": "Cancel less than 14 days
before, *and* you won't get a full refund" denies the figure's own rule
(:func:`_denies_another_part` reads a claim that restates the source's other part after one)."""
_CONTRAST_TAIL = lazy_pattern(r"(?:,\s*)?(?:\bbut|(?<!\w)(?:но|и|а))\s+(?:not|не)(?!\w)", re.IGNORECASE)
"""A contrast after a figure in its own clause, "but not" / «но не» / «и не»: it denies another case
("at most 2 guests per visit *but not* on weekends", «до 6 часов, *но не* на ночь»), not the figure."""


def _denies_another_part(claim: str, m: Mention, source: str) -> bool:
    """Whether every denial after the claim's figure restates the source's part after its first
    stop (:data:`_PART_OF_SENTENCE_END`): «В Петербурге доставка займёт более 2 дней, *и в Мурманск
    курьер не возит*» against «… в течение 2 дней; в Мурманск доставка курьером не осуществляется»
    denies Murmansk's delivery, not the figure's (a red-team). Each denial must restate that part
    (:func:`_restated`)."""
    stop = _PART_OF_SENTENCE_END.search(source)
    if stop is None or stop.end() >= len(source.rstrip()):
        return False
    other = frozenset(specific_terms(source[stop.end():])) - QUALIFIER_STEMS
    _, end = _clause_span(claim, m)
    pieces = [p for p in FIGURE_CLAUSES.split(claim[end:]) if p.strip() and _denies(p)]
    return bool(pieces) and all(_restated(frozenset(specific_terms(p)) - QUALIFIER_STEMS, other) for p in pieces)


def _restated(own: frozenset[str], other: frozenset[str]) -> bool:
    """MIN_CLAUSE_WORDS of ``own`` and at least half of them are ``other``'s: «в Сочи курьер не *возит*»
    restates «в Сочи доставка курьером не осуществляется» in a verb of its own."""
    shared = len(own & other)
    return shared >= MIN_CLAUSE_WORDS and 2 * shared >= len(own)


_PART_END = lazy_pattern(r"[;—–]|:(?!\d)|\.(?:\s|$)")


def _part_of(text: str, m: Mention) -> str:
    """``m``'s part of ``text``: between the semicolons, colons, dashes or full stops around it,
    CLAUSE_REACH each way at most."""
    return text[slice(*span_between(text, m.start, m.end, _PART_END, CLAUSE_REACH))]


def _denies(text: str) -> bool:
    """A negation other than a bound's own ("no more than", «не менее», "no later than") or the
    "No." that answers the question before the sentence states the rule ("No. A freeze … can last
    up to 6 months": the mutations of evalsets/mutations.py, session 22)."""
    return has_negator(_NO_CHARGE.sub(" free ", BOUND.sub(" ", _RELATIVE_DENIAL.sub(" ", ANSWER_WORD.sub("", text)))))


_RELATIVE_DENIAL = lazy_pattern(r"(?<!\bnote\s)(?<!\bnotes\s)(?<!\bsays\s)(?<!\bmeans\s)(?<!\bstates\s)"
                                r"(?<!\bensure\s)(?<!\bconfirm\s)"
                                r"\b(?:that|which|whom)\s+no\s+(?:[a-z-]+\s+){1,3}?(?!(?:is|was|has|does)\b)[a-z-]+(?:s|ed)\b"
                                r"(?=\s+(?:is|are|was|were|will|can|may|must|costs?|gets?)\b)|"
                                r"(?<=\w\s)(?:that|which|who)\s+(?:(?:is|are|was|were)\s+not|(?:is|are|was|were)n['’]t)\s+"
                                r"(?:an?\s+)?(?:[a-z-]+\s+){0,2}?[a-z-]+"
                                r"(?=\s+(?:is|are|was|were|will|can|may|must|costs?|gets?|pays?)\b)|"
                                r"(?<!\w)котор\w*\s+не\s+[а-яё]+(?:ет|ют|ит|ят)(?![а-яё])", re.IGNORECASE)
"""A denial of a relative clause's own verb, which says which thing the rule is about, not that
it does not hold: "work *that no fixed fee covers* is billed at C$80 per hour", "plumbing work *that
is not an emergency* is billed at €80 per hour", «работы, *которые не покрывает* смета» (unseen47 dev
u47-en-023, unseen48 dev u48-en-023: "… per day" passed, both read as denied).
Not a "that" a verb of saying opens: "Please note *that no refunds* are issued …" denies; nor a
"That" opening a sentence ("That is not a fee you pay per night"), which is no relative clause."""


_NO_CHARGE = lazy_pattern(r"\b(?:at\s+)?no\s+(?:extra\s+|additional\s+)?(?:charge|cost|fee)\b|"
                          r"\bwithout\s+(?:any\s+|extra\s+|additional\s+)?(?:charge|cost|fee|interest)\b|"
                          r"(?<!\w)без\s+(?:доплаты|оплаты|взимания\s+платы|процентов|переплаты)(?!\w)", re.IGNORECASE)
"""A waiver said with a negator ("at no charge", "without extra charge", «без доплаты», «без
процентов») is "free": no denial of the rule, as the source's "free of charge" is none ("… move your
booking once *at no charge*, as long as you let us know at most 48 hours before" turned "at least": a
rule-made bound mutation of unseen28 dev u28-en-015). Singular only: "*no fees* are refunded" is a
denial with a verb of its own (a review of session 54)."""


_LOSES = lazy_pattern(r"\b(?:lose|loses|lost|losing|forfeit\w*|avoid\w*|miss\s+out)\b|"
                      r"(?<!\w)(?:теря\w*|потеря\w*|лиша\w*|лишит\w*|избеж\w*)", re.IGNORECASE)
"""A claim that loses or avoids what the source's rule gives ("cancelling less than 14 days
before means you *lose* the full refund", "to *avoid* the fee, cancel more than 24 hours
before") states the other side of the rule, as a denial does."""

# "no later than" states a bound, and its "later" no other side of the rule
_BY_TIME = lazy_pattern(r"\b(?:no|not)\s+(?:later|earlier|sooner)\s+than|"
                        r"(?<!\w)не\s+(?:позднее|позже|ранее|раньше)(?!\w)", re.IGNORECASE)


def figure_clause(text: str, m: Mention) -> str:
    """``m``'s clause of ``text``: from the break before it to the break after it
    (:data:`tether.checks.claim_text.FIGURE_CLAUSES`)."""
    start, end = _clause_span(text, m)
    return text[start:end]


def _clause_span(text: str, m: Mention) -> tuple[int, int]:
    # read CLAUSE_REACH back at most: each figure of a long sentence would read it from its start
    return span_between(text, m.start, m.end, FIGURE_CLAUSES, CLAUSE_REACH)


CLAUSE_REACH = 400
"""Characters a figure's clause is read to on each side at most: a clause, not a text."""
