"""What a price includes, turned: a thing the cited text says is not included said to be, or
the reverse.

"The cabin price covers bed linen and towels, and breakfast is part of it too" against "The
cabin price includes bed linen and towels. Breakfast is *not included* and costs €14";
«Абонемент включает чай, кофе … и парковку» against «Парковка в стоимость *не включена*». Every
word of such a claim is the source's (the thing, the price, "included"), so coverage stands, and
the polarity readers see a plain claim agree with the sentence that says most of it — the one
that lists what *is* included. What turned is which side of the price one thing is on.

Read in code, clause by clause: a clause says its things are included ("includes", "covers",
"free", «входит», «бесплатно», or a charge denied: "at no extra cost", «без доплаты») or
excluded (a charge: "costs extra", "surcharge", «оплачивается отдельно», «за дополнительную
плату», or an inclusion denied: "not included", «не входит»). A clause that holds any other
denial, or markers of both sides, is not read. The claim fails when it puts on one side a thing
the cited text puts only on the other: the source's thing is what its clause names before the
marker ("*Breakfast* is not included", «*Груминг* оказывается за дополнительную плату»), and a
thing the source also names in a clause of the claim's side ("Breakfast is included for
children") is left alone. Containers ("price", «стоимость», "ticket") are no things.

Money paid is read the same way, given back or kept: "The firing fee is refunded" against "…, the
firing fee is *still charged* and the studio pays *no compensation*" (unseen52 dev u52-en-039). There
the fee, the deposit or the ticket is the thing itself.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import NamedTuple

from ..guard import Guarded, lazy_pattern
from ..terms import GENERIC_TERMS, TermSet, subject_terms
from ..verify.thresholds import without_figures
from .claim_sources import Sources
from .lexicon import CLAUSE_PARTS

_IN = (r"\b(?:includ(?:es|ed|e)|inclusive|cover(?:s|ed)?|(?:is|are)\s+part\s+of|(?<!feel\s)free(?:\s+of\s+charge)?|"
       r"complimentary)\b|(?<!\w)(?:входит|входят|входил[аои]?|включа(?:ет|ют)|включ[её]н[аоы]?|бесплатн\w*)(?!\w)")
"""One side: included or free. Not "including" / «включая» (a list: "every day, including Sundays"),
nor «включить» (to switch a service on)."""
_OUT = (r"\b(?:exclud\w*|surcharges?|(?:costs?|charged?|paid|payable)\s+(?:extra|separately|additionally)|"
        r"(?:extra|additional)\s+(?:cost|charge|fee|payment)s?|for\s+an?\s+(?:extra|additional)\b|"
        r"at\s+an?\s+(?:extra|additional)\s+(?:cost|charge)|(?:is|are)\s+(?:an\s+)?extra|on\s+top(?:\s+of)?)\b|"
        r"(?<!\w)(?:оплачива\w*\s+отдельно|отдельно\s+оплачива\w*|за\s+(?:дополнительную|отдельную)\s+плату|"
        r"доплат\w*|доплач\w*|платн\w*)(?!\w)")
"""The other side: a charge in words ("charged at ₹6,000 a day *on top*": unseen32 dev u32-en-046, its
"covered by that rate" passed). A price alone ("costs €14") is not read as one: "a car costs £65 each
way, and the driver is included" names both sides of one price."""
_MARKER = Guarded(rf"(?P<in>{_IN})|(?P<out>{_OUT})", re.IGNORECASE,
                  ("includ", "inclusive", "cover", "part", "free", "complimentary", "exclud", "surcharge", "extra",
                   "top", "separately", "additional", "вход", "включ", "бесплатн", "оплачива", "плат", "плач"))
_BACK = (r"\b(?:refund(?:s|ed|able)?|reimburs\w*|repaid|(?:paid|pay|give|given|get|gets|got)\s+(?:(?:your|the|their|"
         r"his|her|all|full|our)\s+)?(?:money|payment|deposit|fee|cash)\s+back|money\s+back|"
         r"compensat\w*)\b|(?<!\w)(?:возвраща\w*|возвращу|возвращ[её]н[аоы]?|верн[уеё]т|верн[её]м|возврат\w*|компенсир\w*|"
         r"возмещ\w*)(?!\w)")
"""One side of money paid: given back ("refunded", "you get your money back", «возвращаем», «компенсируется»).
Not «возвращённую покупку» (goods brought back), nor "returned" (a ticket handed in), nor "gets back to
you" (a reply: only money is got back here)."""
_KEPT = (r"\b(?:forfeit\w*|non-?refundable|(?:still|anyway)\s+charged|charged\s+(?:anyway|regardless)|"
         r"(?:is|are)\s+(?:still\s+)?(?:kept|retained|lost))\b|"
         r"(?<!\w)(?:сгора\w*|удержива\w*|удерж(?:ат|им|ит|ан[аоы]?)|невозвратн\w*)(?!\w)")
"""The other side: kept ("forfeited", "still charged", "non-refundable", «сгорают», «удерживается»), or
given back denied ("not refunded", «не возвращаем»). Not "charged" alone: what is charged at booking
may be refunded later."""
_REFUND = Guarded(rf"(?P<in>{_BACK})|(?P<out>{_KEPT})", re.IGNORECASE,
                  ("refund", "reimburs", "repaid", "back", "compensat", "forfeit", "charged", "kept", "retained",
                   "lost", "возвра", "верн", "компенс", "возмещ", "сгора", "удерж", "невозвратн"))
_DENIAL = lazy_pattern(r"\b(?:not|cannot|no|never|without|except|excluding|apart\s+from|other\s+than)\b|n't\b|"
                       r"(?<!\w)(?:не|нет|без|кроме|за\s+исключением)(?!\w)", re.IGNORECASE)
"""A denial in a clause: next to a marker it turns the marker's side ("*not* included", «*без*
доплаты»); anywhere else it leaves the clause unread ("covers linen, but *not* breakfast")."""
DENIAL_REACH = 12
"""Characters before a marker in which a denial turns it: "not", "isn't", "are not", «не»."""
_NEXT_TO = lazy_pattern(r"\s*(?:(?:be|any|an?)\s+)?", re.IGNORECASE)
"""What may stand between a denial and the marker it turns ("not *be* charged extra", "no extra",
"without *any* extra charge"); «не входят *и* оплачиваются отдельно» turns only the first."""
_PRICE = lazy_pattern(r"\d\s?(?:₽|руб|€|£|\$|₸|EUR|GBP|USD)|[€£$]\s?\d")
_CLAUSE = lazy_pattern(CLAUSE_PARTS, re.IGNORECASE)
"""The clauses a sentence is read in: "Wifi comes at no extra charge; breakfast costs €12" says
nothing of breakfast's side (a price alone is not read as one, :data:`_OUT`)."""
_CONTAINERS = frozenset(subject_terms(
    "price prices cost costs fee fees rate rates charge charges tariff ticket tickets fare fares pass package "
    "стоимость стоимости цена цену цене тариф тарифа плата плату платы билет билета абонемент абонемента пакет "
    "day days night nights hour hours week weeks month months year years "
    "день дня дней сутки суток ночь ночи час часа часов неделю недели месяц месяца год года"))
"""What a price is of, not a thing in it or beside it: the same word on both sides; and the period
a price is for ("a day", «в сутки»)."""


_GIVEN_BACK_IN = frozenset(subject_terms("day days night nights hour hours week weeks month months year years "
                                         "день дня дней сутки суток ночь ночи час часа часов неделю недели месяц "
                                         "месяца год года money cash деньги деньгами денег"))
"""What names no thing given back or kept: a period, and the money itself ("compensated in money")."""


_TWO_SIDED = lazy_pattern(r"\b(?:unless|only)\b|(?<!\w)(?:только|если\s+не|разве\s+что)(?!\w)", re.IGNORECASE)
"""A condition that says both sides at once: "*not* reimbursed *unless* the director approves" is
"reimbursed *only if* the director approves" (unseen19 dev u19-en-038)."""


class _Pair(NamedTuple):
    """Two sides of a price a clause may put a thing on, the words that name no thing there, what
    leaves a clause unread, and whether a thing the cited text prices is charged for."""
    marker: Guarded
    containers: frozenset[str]
    unread: re.Pattern[str] | None = None
    priced_is_charged: bool = False


_PAIRS = {"included": _Pair(_MARKER, _CONTAINERS, priced_is_charged=True),
          # what is given back is the fee, the deposit or the ticket itself
          "refunded": _Pair(_REFUND, _GIVEN_BACK_IN, _TWO_SIDED)}


_Said = tuple[tuple[bool, tuple[str, ...], tuple[str, ...]], ...]
"""Each read clause: (on the first side?, the things before its marker, all its things)."""


@lru_cache(maxsize=1024)
def _sides(sentence: str, pair: str = "included") -> _Said:
    """Each read clause of ``sentence``: (the first side?, the things before its marker, all its things)."""
    marker, containers, unread, _ = _PAIRS[pair]
    if not marker.possible(sentence):
        return ()
    out = []
    for clause in _CLAUSE.split(sentence):
        side = None if unread is not None and unread.search(clause) else _side(clause, marker.pattern)
        if side is None:
            continue
        included, at = side
        things = _things(clause, marker.pattern, containers)
        out.append((included, _things(clause[:at], marker.pattern, containers) or things, things))
    return tuple(out)


def _side(text: str, marker: re.Pattern[str]) -> tuple[bool, int] | None:
    """(whether ``text`` puts its things on the first side, where its first marker is), or None when it
    holds no marker, markers of both sides, or a denial that turns none."""
    sides, first, turners = set(), -1, set()
    for m in marker.finditer(text):
        denial = None
        for d in _DENIAL.finditer(text, max(0, m.start() - DENIAL_REACH), m.start()):
            denial = d if _NEXT_TO.fullmatch(text, d.end(), m.start()) else None
        sides.add((m.group("in") is not None) != (denial is not None))
        first = m.start() if first < 0 else first
        if denial is not None:
            turners.add(denial.start())
    if len(sides) != 1:
        return None
    if any(d.start() not in turners for d in _DENIAL.finditer(text)):
        return None  # "covers linen, but not breakfast": a denial of a thing, not of the price
    return sides.pop(), first


MIN_THING_LETTERS = 3
"""Letters a stem needs to name a thing on a side of the price: shorter ones are units and
particles ("kg", «шт») that name none."""


def _things(text: str, marker: re.Pattern[str], containers: frozenset[str]) -> tuple[str, ...]:
    # a sum and its period are no thing on a side: "18,000 INR a day … 6,000 INR a day on top"
    # names the day on both (a faithful restatement of session 31 failed on "inr" and "day")
    return tuple(t for t in subject_terms(without_figures(marker.sub(" ", text)))
                 if t not in GENERIC_TERMS and t not in containers and len(t) >= MIN_THING_LETTERS)


class _Read(NamedTuple):
    """The cited sentences' sides, read once per set of them."""
    on: dict[bool, TermSet]  # per side, every thing of its clauses
    named: dict[bool, tuple[tuple[TermSet, str], ...]]  # per side, each clause's things before its marker, its sentence
    whole: dict[bool, tuple[tuple[TermSet, str], ...]]  # per side, each clause's things, its sentence
    priced: TermSet  # the things of sentences that state a price


@lru_cache(maxsize=256)
def _read(sentences: tuple[str, ...], pair: str = "included") -> _Read:
    on: dict[bool, list[str]] = {True: [], False: []}
    named: dict[bool, list[tuple[TermSet, str]]] = {True: [], False: []}
    whole: dict[bool, list[tuple[TermSet, str]]] = {True: [], False: []}
    for sentence in sentences:
        for included, before, things in _sides(sentence, pair):
            on[included] += things
            named[included].append((TermSet(before), sentence))
            whole[included].append((TermSet(things), sentence))
    marker, containers, _, priced_is_charged = _PAIRS[pair]
    priced = [t for sentence in sentences if priced_is_charged and _PRICE.search(sentence)
              for t in _things(sentence, marker.pattern, containers)]
    return _Read({k: TermSet(v) for k, v in on.items()}, {k: tuple(v) for k, v in named.items()},
                 {k: tuple(v) for k, v in whole.items()}, TermSet(priced))


def puts_a_thing_on_the_other_side(claim: str, sources: Sources) -> str | None:
    """The cited sentence that puts on the other side of the price a thing ``claim`` says is
    included (or excluded), when no cited clause puts it on the claim's side; else None."""
    found = _said_and_read(claim, sources, "included")
    if found is None:
        return None
    said, read = found
    for included, _, things in said:
        for t in things:
            # a thing the cited text prices is charged for, whatever it says is free: «Если
            # SIM-карта потеряна, замена стоит 100 ₽» beside «Замена … бесплатна, если …»
            if t in read.on[included] or (not included and t in read.priced):
                continue
            for before, sentence in read.named[not included]:
                if t in before:
                    return sentence
    return None


def gives_back_what_is_kept(claim: str, sources: Sources) -> str | None:
    """The cited sentence that keeps what ``claim`` says is given back, or gives back what it says
    is kept, when no cited clause puts it on the claim's side; else None. "The firing fee is
    refunded" against "…, the firing fee is still charged and the studio pays no compensation"
    (unseen52 dev u52-en-039)."""
    found = _said_and_read(claim, sources, "refunded")
    return None if found is None else _keeps_the_whole_clause(*found)


def _said_and_read(claim: str, sources: Sources, pair: str) -> tuple[_Said, _Read] | None:
    """The claim's clauses on ``pair``'s sides and the cited sentences' read, or None when the claim
    puts nothing on either side (most claims: the cited text is then not read)."""
    said = _sides(claim, pair)
    if not said:
        return None
    return said, _read(tuple(sources.index.sentences[i] for i in sorted(sources.allowed)), pair)


def _keeps_the_whole_clause(said: _Said, read: _Read) -> str | None:
    """The cited sentence whose clause holds every thing of a clause of the claim on the other side, when
    no cited clause holds them all on the claim's side. Every thing, not one: "tickets" are refunded
    in one rule and kept in another ("Saver tickets are not refundable" beside "a return ticket can be
    returned for a refund": unseen2 dev u2-en-007)."""
    for given_back, _, things in said:
        if not things or any(all(t in held for t in things) for held, _ in read.whole[given_back]):
            continue
        for held, sentence in read.whole[not given_back]:
            if all(t in held for t in things):
                return sentence
    return None
