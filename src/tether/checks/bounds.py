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
(:func:`event_side_of`): "up to", "at least" and "no later than" 24 hours *before* all say
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
from collections.abc import Callable
from functools import lru_cache
from typing import Literal

from ..figures import find_mentions
from ..figures.digits import DIGIT_RUN
from ..figures.lexicon import MONTHS_EN_LOWER, MONTHS_RU
from ..figures.mention import QUANTITY_KINDS, Mention
from ..figures.quantities import letter_tokens
from ..guard import lazy_pattern
from ..terms import SentenceIndex, specific_terms
from ..text import STOP_WORDS, stem, tokens
from .claim_text import SEVERAL_CLAUSES
from .lexicon import IF_MARKERS, lays_a_duty
from .polarity import BOUND, has_negator

Side = Literal["lower", "upper"]

LOOK_BACK = 32
"""Characters read before a figure for its bound ("not more than", «не менее чем»): bounded,
so that reading every figure stays linear in the text."""
LOOK_AHEAD = 40
"""Characters read after a figure's digits: its unit, then "or more", "a day", "before"."""
MIN_CLAUSE_WORDS = 2
"""Own words a figure's clause needs to restate a rule alone: one word is no rule."""
RULE_SHARE = 0.5
"""Share of the claim's own words (figures aside) the source sentence must hold, more than, for the claim
to restate its rule rather than state the other side of it: "guests over 16 must be
accompanied" keeps all of "Guests under 16 must be accompanied by an adult"; "children aged 12
and over pay the standard rate" one word of five of "Children under 12 stay free"."""

_BY_THEN = (r"\b(?:no|not)\s+later\s+than|(?<!\w)не\s+(?:позднее|позже)(?:\s+чем)?|\bearlier\s+than|"
            r"(?<!\w)(?:ранее|раньше)(?:\s+чем)?")
_NOT_BEFORE = (r"\b(?:no|not)\s+(?:earlier|sooner)\s+than|\bnot\s+before|(?<!\w)не\s+(?:ранее|раньше)(?:\s+чем)?|"
               r"\blater\s+than|(?<!\w)(?:позднее|позже)(?:\s+чем)?")
"""A deadline's two sides, before a figure or a date: "no later than" / «не позднее» / "earlier
than" (done by then), "no earlier than" / «не ранее» / "later than" (not before it)."""

_BEFORE = re.compile(
    # Leftmost wins, so "no more than" is read whole before its "more than".
    r"(?:(?P<upper>\bat\s+most|\b(?:no|not)\s+more\s+than|\bmaximum(?:\s+of)?|\bup\s+to|\bwithin|\bunder|"
    + _BY_THEN + r"|"
    r"\bbelow|\b(?:less|fewer)\s+than|\bnot\s+exceeding|(?<!\w)не\s+(?:более|больше|свыше)(?:\s+чем)?|"
    r"(?<!\w)максимум|(?<!\w)(?:менее|меньше)(?:\s+чем)?|(?<!\w)младше|(?<!\w)до|(?<!\w)в\s+течение|"
    r"(?<!\w)в\s+пределах|\ballow(?:s|ed)?|\bpermit(?:s|ted)?|(?<!\w)(?:разрешает|допускает|позволяет))"
    r"|(?P<lower>\bat\s+least|\b(?:no|not)\s+(?:less|fewer)\s+than|" + _NOT_BEFORE + r"|"
    r"\bminimum(?:\s+of)?|\bmore\s+than|\bover|"
    r"\babove|\bexceeding|\bin\s+excess\s+of|\bfrom(?:\s+(?:the\s+)?age(?:\s+of)?)?|"
    r"(?<!\w)не\s+(?:менее|меньше)(?:\s+чем)?|(?<!\w)минимум|(?<!\w)(?:более|больше)(?:\s+чем)?|(?<!\w)свыше|"
    r"(?<!\w)старше|(?<!\w)от|\bafter))(?:\s+(?:the\s+)?(?:first|первы[хе]))?(?:\s+(?:за|через))?\s*$",
    re.IGNORECASE)
"""The bound words right before a figure; "within / after *the first* 3 minutes" too."""
_AFTER = re.compile(
    r"\s*(?:(?P<lower>\+|or\s+(?:more|over|older|above|longer)|and\s+(?:over|above|older|more)|"
    r"(?:или|и)\s+(?:более|больше|старше|выше))"
    r"|(?P<upper>or\s+(?:less|fewer|under|younger|below)|and\s+(?:under|below|younger)|"
    r"(?:или|и)\s+(?:менее|меньше|младше|ниже)))(?!\w)",
    re.IGNORECASE)
# counted back from an event, or forward to it: the bound's direction turns with it
_FROM_AN_EVENT = re.compile(r"\b(?:before|after|prior|ahead|in\s+advance|earlier|later|beforehand)\b|"
                            r"(?<!\w)(?:до|после|заранее|раньше|позже|позднее|ранее|спустя)(?!\w)", re.IGNORECASE)


_FORWARD = re.compile(r"after|later|после|спустя|позже|позднее")
"""Counted forward from an event, a time keeps its bound's side: "at least 5 years *after* the
reporting year" is a minimum as "at least 5 years" is; counted back ("24 hours *before*") it
turns (:func:`event_side_of`)."""


def side_of(text: str, m: Mention) -> Side | None:
    """Which bound ``m`` is in ``text``, or None when it is stated as it is or counted back from
    an event."""
    end = _clause_end(text, m.end)
    events = [e.group(0).lower() for e in _FROM_AN_EVENT.finditer(text, m.end, end)]
    if any(not _FORWARD.fullmatch(e) for e in events):
        return None
    after = _AFTER.match(text, m.end)
    if after:
        return "lower" if after.group("lower") else "upper"
    before = _BEFORE.search(text[max(0, m.start - LOOK_BACK):m.start])
    if before is None:
        named = _NAMED_BOUND.search(text, _clause_start(text, m.start), m.start)
        return None if named is None else ("lower" if named.group("lower") else "upper")
    return "lower" if before.group("lower") else "upper"


_NAMED_BOUND = re.compile(r"(?:(?P<lower>\bminimum|(?<!\w)минимальн\w*)|(?P<upper>\bmaximum|(?<!\w)максимальн\w*))"
                          r"(?=\s+[^\W\d])", re.IGNORECASE)
"""A bound named by the thing the figure is the value of: "The *minimum* initial capital is
125 000 EUR", «*Максимальная* сумма — 3 млн ₽» (evalsets/mutations.py, verify fact-038)."""


def _clause_start(text: str, at: int) -> int:
    """Where the clause holding position ``at`` starts: after the last , ; : or full stop."""
    stop = max(text.rfind(c, 0, at) for c in ",;:.")
    return stop + 1


_CLAUSE_END = re.compile(r"[,;:]|\.(?:\s|$)")


def _clause_end(text: str, at: int) -> int:
    """Where the figure's own clause ends, LOOK_AHEAD at most: the event a time is counted
    from follows its unit in the same clause; «не более 15 минут*, после чего* заказ
    возвращается» names what comes next, not an event the 15 minutes are counted from
    (unseen16 dev u16-ru-035)."""
    end = min(len(text), at + LOOK_AHEAD)
    stop = _CLAUSE_END.search(text, at, end)
    return end if stop is None else stop.start()


def event_side_of(text: str, m: Mention) -> Side | None:
    """Which side of a time counted back from an event ``m`` bounds: "*up to* / *at least* /
    *no later than* 24 hours before" all leave the last 24 hours out ("upper": done by then),
    "*less than* / *within* / *not earlier than* / *no more than* 24 hours before" are inside
    them ("lower": the leftmost bound phrase is read whole, so "no more than" is not "more than"),
    «не позднее чем за 3 часа до» against «не раньше чем за 3 часа до». None for any other
    figure: without a bound word the phrase says no side ("closes 15 minutes before")."""
    if not _BACK_FROM_AN_EVENT.match(text, m.end, m.end + LOOK_AHEAD):
        return None
    before = _EVENT_BOUND.search(text[max(0, m.start - LOOK_BACK):m.start])
    return None if before is None else ("upper" if before.group("upper") else "lower")


_BACK_FROM_AN_EVENT = re.compile(r"[^\W\d]*\s*(?:before|prior\s+to|ahead\s+of|in\s+advance\b|beforehand\b|"
                                 r"(?:до|перед)(?!\w)|заранее(?!\w))", re.IGNORECASE)
"""The figure's unit, then "before" / «до», or "in advance" / «заранее» (before what the
sentence is about: "maintenance announced at least 48 hours in advance", unseen18 dev
u18-en-035): a time counted back from an event."""
_EVENT_BOUND = re.compile(
    r"(?:(?P<upper>\bup\s+to|\bat\s+least|\b(?:no|not)\s+(?:later|less|fewer)\s+than|\bminimum(?:\s+of)?|"
    r"\bmore\s+than|(?<!\w)не\s+(?:позднее|позже|менее|меньше)(?:\s+чем)?|(?<!\w)минимум|"
    r"(?<!\w)(?:более|больше)(?:\s+чем)?)"
    r"|(?P<lower>\b(?:less|fewer)\s+than|\bwithin|\b(?:no|not)\s+(?:earlier|sooner|more)\s+than|\bat\s+most|"
    r"\blater\s+than|(?<!\w)не\s+(?:ранее|раньше|более|больше)(?:\s+чем)?|(?<!\w)(?:менее|меньше|позже|позднее)"
    r"(?:\s+чем)?|(?<!\w)максимум|(?<!\w)в\s+течение))"
    r"(?:\s+за)?\s*$",
    re.IGNORECASE)


def clock_side_of(text: str, m: Mention) -> Side | None:
    """Which end of a time of day ``m`` is ("*from* 9:00", "*until* 9:00", «*до* 20:00»), or None."""
    if m.kind != "identifier" or not CLOCK.fullmatch(m.text):
        return None
    before = _CLOCK_BEFORE.search(text[max(0, m.start - LOOK_BACK):m.start])
    return None if before is None else ("lower" if before.group("lower") else "upper")


CLOCK = re.compile(r"\d{1,2}[:.]\d{2}")
"""A time of day, which the figure reader reads as an identifier ("9:00")."""
_CLOCK_BEFORE = re.compile(r"(?:(?P<upper>\buntil|\btill|\bby|\bbefore|\bup\s+to|(?<!\w)до)"
                           r"|(?P<lower>\bfrom|\bafter|\bstarting\s+at|(?<!\w)с|(?<!\w)после|(?<!\w)от))\s*$",
                           re.IGNORECASE)


def date_side_of(text: str, m: Mention) -> Side | None:
    """Which side of a date ``m`` bounds: "*no later than* 25 March", «*до* 25 марта», "*by* 31
    March" against "*no earlier than*", «*не ранее*», "*after*", «*с*». None for any other figure,
    or a date with no bound word before it ("on 1 March")."""
    if m.kind != "date":
        return None
    before = _DATE_BEFORE.search(text[max(0, m.start - LOOK_BACK):m.start])
    return None if before is None else ("lower" if before.group("lower") else "upper")


_DATE_BEFORE = re.compile(
    r"(?:(?P<upper>\buntil|\btill|\bby|\bbefore|\bup\s+to|" + _BY_THEN + r"|(?<!\w)до)"
    r"|(?P<lower>\bfrom|\bsince|\bafter|\bstarting(?:\s+on)?|" + _NOT_BEFORE
    + r"|(?<!\w)после|(?<!\w)(?:начиная\s+)?с|(?<!\w)со))\s*$",
    re.IGNORECASE)
"""The bound words right before a date. Not «по» ("up to and including", but also «по редакции
2026 года»)."""


def period_of(text: str, m: Mention) -> str | None:
    """The periods a rate is counted per ("€16 *a day*", «3 000 ₽ *в месяц*»), or None; only
    periods of time, each named by its first word (a night is a day: a kennel's "£24 per
    night" is its daily rate). "Per person per night" and "per night per person" say the same."""
    chain = _PER_CHAIN.match(text, m.end)  # "per person per night", «с человека в сутки»: right after it
    if chain is None:
        # or opening the figure's sentence: "*For each full day* you spend in hospital, we pay £25"
        lo = max(0, m.start - FRONTED_REACH)
        start = max(text.rfind(". ", lo, m.start), text.rfind("; ", lo, m.start))
        if start < 0 and lo > 0:
            return None  # the sentence opens further back than a fronted period reaches
        fronted = _FRONTED_PERIOD.match(text, start + 1, m.start)
        return _PERIOD_NAME[fronted.group("unit").lower()] if fronted else None
    found = sorted({_PERIOD_NAME[(p.group("unit") or p.group("unit_adverb") or p.group("unit_ru")).lower()]
                    for p in _PERIOD.finditer(text, m.end, chain.end())})
    return " ".join(found) or None


_PERIODS = {"day": "day days daily night nights сутки день ночь",
            "week": "week weeks weekly неделю",
            "month": "month months monthly месяц ежемесячно",
            "year": "year years yearly annually annum год ежегодно",
            "hour": "hour hours hourly час"}
_PERIOD_NAME = {word: name for name, words in _PERIODS.items() for word in words.split()}
_PER = (r"(?:\b(?:a|an|per|(?:for\s+)?(?:each|every))\s+(?:(?:calendar|full|whole|complete)\s+)?|/\s*|"
        r"(?<!\w)(?:в|за|с)\s+(?:(?:каждый|каждую|каждые|каждое)\s+)?)")
"""What opens a rate's "per" phrase: "a", "per", "(for) each", "/", «в», «за (каждую)», «с» (as «с
человека»)."""
_PERIOD = re.compile(_PER + r"(?P<unit>days?|nights?|"
                     r"weeks?|months?|years?|annum|hours?|сутки|день|ночь|неделю|месяц|год|час)(?!\w)"
                     r"|\b(?P<unit_adverb>daily|weekly|monthly|yearly|annually|hourly)\b|(?<!\w)(?P<unit_ru>ежемесячно|"
                     r"ежегодно)(?!\w)", re.IGNORECASE)

FRONTED_REACH = 160
"""Characters read back from a figure for a period opening its sentence ("For each full day you
spend in hospital abroad as an inpatient, we pay you £25": 82): bounded, so that a long text
of many figures is read in linear time."""
_UNITS = r"(?P<unit>days?|nights?|weeks?|months?|years?|hours?|сутки|день|ночь|неделю|месяц|год|час)"
_FRONTED_PERIOD = re.compile(r"\s*(?:for|per|за)\s+(?:each|every|каждый|каждую|каждые)\s+"
                             r"(?:(?:calendar|full|whole|complete|полный|полные|полную)\s+)?" + _UNITS
                             + r"(?!\w)[^.;\d]*$", re.IGNORECASE)
"""A period opening the sentence of the figure that comes first after it: "For each full day you
spend in hospital abroad, we pay you £25" (unseen17 dev u17-en-034), «За каждые полные сутки …
мы платим 1 500 ₽»; not "… up to £500 in total" after it."""

_PER_CHAIN = re.compile(r"(?:\s*(?:" + _PER + r"[^\W\d]+|"
                        r"\b(?:daily|weekly|monthly|yearly|annually|hourly)\b|(?<!\w)(?:ежемесячно|ежегодно)(?!\w)))+",
                        re.IGNORECASE)

def direction_of(text: str, m: Mention) -> str | None:
    """Which way a time is counted from the event named after it: "30 days *before* the
    change", «за 30 дней *до* вступления в силу» against "*after*", «*после*» (unseen14 dev
    u14-ru-036: «в течение 30 дней после» for «не позднее чем за 30 дней до»). None for any
    other figure, or a time with no event after it."""
    if m.kind != "duration":
        return None
    found = _DIRECTION.match(text, m.end, m.end + LOOK_AHEAD)
    if found is None:
        return None
    # the event it is counted from: "30 days before *the change*" and "30 days after
    # *notice*" are two rules, not one turned round (review13)
    event = next((stem(w) for w in tokens(text[found.end():found.end() + LOOK_AHEAD])
                  if w not in STOP_WORDS and not w.isdigit()), None)
    return None if event is None else f"{'before' if found.group('before') else 'after'} {event}"


_DIRECTION = re.compile(r"\s+(?:(?P<before>before|prior\s+to|ahead\s+of|(?:до|перед)(?!\w))|"
                        r"(?P<after>after|following|(?:после|спустя)(?!\w)))", re.IGNORECASE)
"""The event's side right after a duration, with nothing between: "before" / «до», "after" /
«после»; not "…, до 3 000 ₽ в месяц" (review13: «до» is also "up to")."""

Reader = Callable[[str, Mention], str | None]
_READERS: tuple[Reader, ...] = (side_of, event_side_of, clock_side_of, period_of, direction_of, date_side_of)
QUALIFIER_WORDS = frozenset("""
    least most more less fewer older younger up within under over above below maximum minimum exceed exceeding
    later earlier sooner before after since starting ранее раньше позднее позже со
    exceeds from until till by day days night nights week weeks month months year years annum hour hours daily
    weekly monthly yearly annually hourly minute minutes
    менее меньше более больше свыше старше младше максимум минимум до от с после течение пределах сутки день
    ночь неделю месяц год час ежемесячно ежегодно минут минуты минуту
    минимальная минимальный минимальное минимальной минимальную минимального
    максимальная максимальный максимальное максимальной максимальную максимального""".split())
"""The words some reader needs next to a figure: a claim with none next to a figure is not scanned."""
_WORD = re.compile(r"[^\W\d_]+|\+")


class Memo:
    """What one set of cited sentences holds, read once for every claim that asks: which of
    them hold each run of digits, and how they state each value."""

    __slots__ = ("digits", "holding", "qualified", "stated", "otherwise")

    def __init__(self) -> None:
        # the sentences saying what holds otherwise, with where it begins (condition.py)
        self.otherwise: tuple[tuple[int, int], ...] | None = None
        self.digits: dict[str, tuple[int, ...]] | None = None
        self.qualified: dict[str, bool] = {}  # per run of digits: does some cited sentence qualify it
        self.holding: dict[tuple[str, str, str | None], tuple[int, ...]] = {}  # per value: its sentences
        self.stated: dict[tuple[object, ...], frozenset[str | None]] = {}


def turns_a_bound(claim: str, index: SentenceIndex, allowed: frozenset[int], memo: Memo) -> str | None:
    """The cited sentence that states a figure of ``claim`` with the other bound, period or end
    of day, or None."""
    if not _qualified(claim, index, allowed, memo) or _LOSES.search(claim):
        return None
    denies = _denies(claim)
    mentions = find_mentions(claim)
    by_value: dict[tuple[str, str, str | None], list[Mention]] = {}
    for m in mentions:  # each value once, however often the claim states it
        value = m.as_fact() if m.kind in _READ_KINDS else None
        if value is not None and DIGIT_RUN.search(m.text):
            by_value.setdefault(value, []).append(m)
    own = frozenset(specific_terms(claim))
    for value, said_at in by_value.items():
        holding = _holding(value, said_at[0], index, allowed, memo)
        for read in _READERS if holding else ():
            if (said_at[0].kind == "identifier") != (read is clock_side_of) \
                    or (said_at[0].kind == "date") != (read is date_side_of):
                continue  # an identifier is read only as a time of day, a date only as a date
            said = {read(claim, x) for x in said_at}
            if None in said:
                continue
            key = (value, read.__name__)
            stated = memo.stated.get(key)
            if stated is None:
                stated = memo.stated[key] = frozenset(read(index.sentences[i], x) for i in holding
                                                      for x in same_values(index.sentences[i], value))
            if read is direction_of:  # the same event only: which side of it is the question
                events = {x.split(" ", 1)[1] for x in said if x}
                stated = frozenset(x for x in stated if x is None or x.split(" ", 1)[1] in events)
            if stated and None not in stated and said.isdisjoint(stated):
                source = index.sentences[holding[0]]
                # The whole claim restates the rule, or the figure's own clause does ("…receive 8
                # taxi vouchers every month; each voucher covers a trip of at least 10 km" holds
                # another sentence's words before its semicolon) — not a condition's clause, whose
                # consequence may be the rule's other side ("If you cancel less than 24 hours
                # before, you are charged in full"). A denial on one side states the other side of
                # the rule; on both, the same rule when it denies what follows the figure, not the
                # figure's own clause.
                clause = figure_clause(claim, said_at[0])
                clause_own = (frozenset() if _IF.search(clause) or _WHEN.search(clause)
                              else frozenset(specific_terms(clause)) - QUALIFIER_STEMS)
                if ((_restates(own, source) or (len(clause_own) >= MIN_CLAUSE_WORDS and _restates(clause_own, source)))
                        and _denies(source) == denies
                        and not (denies and (_WAIVER.search(claim) or _WAIVER.search(source)
                                             or _denied_before(claim, said_at[0].start)
                                             or any(_denied_before(source, x.start)
                                                    for x in same_values(source, value))))
                        and (not COMPLEMENT.search(_BY_TIME.sub(" ", source))
                             or _a_duty_both_ways(claim, said_at, source, value))):
                    return source
    return None


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


def _an_unconditional_duty(text: str, at: int) -> bool:
    start = max(text.rfind(";", 0, at), text.rfind(":", 0, at), text.rfind(",", 0, at), text.rfind(". ", 0, at)) + 1
    stop = _CLAUSE_END.search(text, at)
    clause = text[start:stop.start() if stop else len(text)]
    return lays_a_duty(clause) and not _IF.search(clause)


QUALIFIER_STEMS = frozenset(stem(w) for w in (*_PERIOD_NAME, *"older younger minimum maximum exceed exceeding "
                                                 "earlier later sooner ранее раньше позднее позже "
                                                 "старше младше минимум максимум свыше".split(),
                                                 *MONTHS_EN_LOWER, *MONTHS_RU))
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
    window = text[max(0, digits.start() - LOOK_BACK):digits.end() + LOOK_AHEAD].lower()
    return not QUALIFIER_WORDS.isdisjoint(_WORD.findall(window))


def _holding(value: tuple[str, str, str | None], m: Mention, index: SentenceIndex, allowed: frozenset[int],
             memo: Memo) -> tuple[int, ...]:
    """The cited sentences stating ``value``, kept per set of them."""
    found = memo.holding.get(value)
    if found is None:
        run = DIGIT_RUN.findall(m.text)[0]
        found = memo.holding[value] = tuple(i for i in _by_digits(index, allowed, memo).get(run, ())
                                            if same_values(index.sentences[i], value))
    return found


def _restates(own: frozenset[str], source: str) -> bool:
    own = own - QUALIFIER_STEMS
    held = frozenset(specific_terms(source))
    return bool(own) and len(own & held) > RULE_SHARE * len(own)


def _by_digits(index: SentenceIndex, allowed: frozenset[int], memo: Memo) -> dict[str, tuple[int, ...]]:
    if memo.digits is None:
        held: dict[str, list[int]] = {}
        for i in sorted(allowed):
            for d in set(DIGIT_RUN.findall(index.sentences[i])):
                held.setdefault(d, []).append(i)
        memo.digits = {d: tuple(v) for d, v in held.items()}
    return memo.digits


@lru_cache(maxsize=4096)
def same_values(sentence: str, value: tuple[str, str, str | None]) -> tuple[Mention, ...]:
    """The mentions of ``value`` in a cited sentence, kept: each claim's figure asks again."""
    return tuple(x for x in find_mentions(sentence) if x.kind in _READ_KINDS and x.as_fact() == value)


_READ_KINDS = QUANTITY_KINDS | {"identifier", "date"}  # a time of day is read as an identifier ("9:00")

COMPLEMENT = re.compile(r"\b(?:later|earlier|otherwise|other|others|rest|remaining)\b|,\s*or\s|(?<!\w)(?:позже|"
                        r"позднее|раньше|иначе|остальн\w*|других|противном)(?!\w)|"
                        # the other side named by pointing back: "… after that date", «… после этой даты»
                        r"\b(?:after|before|since|until|from)\s+(?:this|that)\s+(?:date|day|time|point)\b|"
                        r"\bafter\s+that\b|\bsince\s+then\b|(?<!\w)(?:после|до|с|со)\s+(?:этой|этого|этих|той|того)(?!\w)",
                        re.IGNORECASE)
"""A sentence that also states the other side of its bound in other words ("…more than 48 hours
before departure are refunded in full; tickets returned *later* are refunded at 80 %", "return
by 18:00, *or* an additional day is charged"): a claim about that side says what it says
(unseen2 dev u2-en-001)."""


_WAIVER = re.compile(r"\b(?:free|waived?|exempt)\b|(?<!\w)(?:бесплатн\w*|освобожд\w*)", re.IGNORECASE)
"""A waiver is itself a denial: denied beside another denial it may turn the rule round
(«бесплатной отмены не будет» is «оплачивается»), so the two are not compared (review12)."""


def _denied_before(text: str, start: int) -> bool:
    """A denial in the clause before a figure: "not fixed *within* 2 days" is "still not fixed
    *after* 2 days" (unseen7 dev u7-en-006); "a ride reported within the first 3 minutes is not
    charged" denies after it, and its bound is the rule's (unseen13 dev u13-en-036)."""
    clause = max(text.rfind(";", 0, start), text.rfind(".", 0, start), text.rfind(",", 0, start)) + 1
    return _denies(text[clause:start])


def _denies(text: str) -> bool:
    """A negation other than a bound's own ("no more than", «не менее», "no later than")."""
    return has_negator(BOUND.sub(" ", text))


_LOSES = re.compile(r"\b(?:lose|loses|lost|losing|forfeit\w*|avoid\w*|miss\s+out)\b|"
                    r"(?<!\w)(?:теря\w*|потеря\w*|лиша\w*|лишит\w*|избеж\w*)", re.IGNORECASE)
"""A claim that loses or avoids what the source's rule gives ("cancelling less than 14 days
before means you *lose* the full refund", "to *avoid* the fee, cancel more than 24 hours
before") states the other side of the rule, as a denial does."""

# "no later than" states a bound, and its "later" no other side of the rule
_BY_TIME = re.compile(r"\b(?:no|not)\s+(?:later|earlier|sooner)\s+than|"
                      r"(?<!\w)не\s+(?:позднее|позже|ранее|раньше)(?!\w)", re.IGNORECASE)


def figure_clause(text: str, m: Mention) -> str:
    """``m``'s clause of ``text``: from the break before it to the break after it (where a claim's
    clauses part, :data:`tether.checks.claim_text.SEVERAL_CLAUSES`)."""
    starts = [b.end() for b in SEVERAL_CLAUSES.finditer(text, 0, m.start)]
    end = SEVERAL_CLAUSES.search(text, m.end)
    return text[starts[-1] if starts else 0:end.start() if end else len(text)]
