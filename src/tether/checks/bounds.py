"""A figure's bound turned round: "at least 30 minutes" where the source says "no more than";
likewise a rate's period ("€16 a week" for "a day") and a change's direction ("9 % cheaper"
for "9 % more").

Models keep a value and lose which side of it the rule is on: "check in *at least* 30 minutes
before departure" for "*no more than* 30 minutes", "guests *over* 16" for "*under* 16",
"cancelled *less than* 14 days before" for "*more than*". Every figure of the claim is
supported, so no figure check sees it. Read in code: the words right before a figure ("at
least", "up to", «не менее», «до») or right after it ("or more", «и старше») say whether it is
a lower or an upper bound; a claim's bounded figure is turned round when every cited sentence
that states the same value bounds it the other way. Not read where either side denies ("no
refund for less than 14 days" is "a refund for more than 14 days"); a bound by time ("no
later than", «не позднее») is no bound here: its direction depends on what it counts from.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import Literal

from ..figures import find_mentions
from ..figures.digits import DIGIT_RUN
from ..figures.mention import QUANTITY_KINDS, Mention
from ..terms import SentenceIndex
from ..text import NEGATORS, tokens

Side = Literal["lower", "upper"]

LOOK_BACK = 32
"""Characters read before a figure for its bound ("not more than", «не менее чем»): bounded,
so that reading every figure stays linear in the text."""

_BEFORE = re.compile(
    # Leftmost wins, so "no more than" is read whole before its "more than".
    r"(?:(?P<upper>\bat\s+most|\b(?:no|not)\s+more\s+than|\bmaximum(?:\s+of)?|\bup\s+to|\bwithin|\bunder|"
    r"\bbelow|\b(?:less|fewer)\s+than|\bnot\s+exceeding|(?<!\w)не\s+(?:более|больше|свыше)(?:\s+чем)?|"
    r"(?<!\w)максимум|(?<!\w)(?:менее|меньше)(?:\s+чем)?|(?<!\w)младше|(?<!\w)до|(?<!\w)в\s+течение|"
    r"(?<!\w)в\s+пределах)"
    r"|(?P<lower>\bat\s+least|\b(?:no|not)\s+(?:less|fewer)\s+than|\bminimum(?:\s+of)?|\bmore\s+than|\bover|"
    r"\babove|\bexceeding|\bin\s+excess\s+of|\bfrom(?:\s+(?:the\s+)?age(?:\s+of)?)?|"
    r"(?<!\w)не\s+(?:менее|меньше)(?:\s+чем)?|(?<!\w)минимум|(?<!\w)(?:более|больше)(?:\s+чем)?|(?<!\w)свыше|"
    r"(?<!\w)старше|(?<!\w)от))(?:\s+(?:за|через))?\s*$",
    re.IGNORECASE)
_AFTER = re.compile(
    r"\s*(?:(?P<lower>\+|or\s+(?:more|over|older|above|longer)|and\s+(?:over|above|older|more)|"
    r"(?:или|и)\s+(?:более|больше|старше|выше))"
    r"|(?P<upper>or\s+(?:less|fewer|under|younger|below)|and\s+(?:under|below|younger)|"
    r"(?:или|и)\s+(?:менее|меньше|младше|ниже)))(?!\w)",
    re.IGNORECASE)
_HINT = re.compile(r"least|most|more|less|fewer|older|younger|up\s+to|within|under|over|above|below|maximum|"
                   r"minimum|exceed|from|\+|менее|меньше|более|больше|свыше|старше|младше|максимум|минимум|(?<!\w)до(?!\w)|"
                   r"(?<!\w)от(?!\w)|течение|пределах", re.IGNORECASE)


def side_of(text: str, m: Mention) -> Side | None:
    """Which bound ``m`` is in ``text``, or None when it is stated as it is, or bounded by time."""
    after = _AFTER.match(text, m.end)
    if after:
        return "lower" if after.group("lower") else "upper"
    before = _BEFORE.search(text[max(0, m.start - LOOK_BACK):m.start])
    if before is None:
        return None
    return "lower" if before.group("lower") else "upper"


def clock_side_of(text: str, m: Mention) -> Side | None:
    """Which end of a time of day ``m`` is ("*from* 9:00", "*until* 9:00", «*до* 20:00»), or None."""
    if m.kind != "identifier" or not _CLOCK.fullmatch(m.text):
        return None
    before = _CLOCK_BEFORE.search(text[max(0, m.start - LOOK_BACK):m.start])
    return None if before is None else ("lower" if before.group("lower") else "upper")


_CLOCK = re.compile(r"\d{1,2}[:.]\d{2}")
_CLOCK_BEFORE = re.compile(r"(?:(?P<upper>\buntil|\btill|\bby|\bbefore|\bup\s+to|(?<!\w)до)"
                           r"|(?P<lower>\bfrom|\bafter|\bstarting\s+at|(?<!\w)с|(?<!\w)после|(?<!\w)от))\s*$",
                           re.IGNORECASE)


def period_of(text: str, m: Mention) -> str | None:
    """What a rate is counted per ("€16 *a day*", «3 000 ₽ *в месяц*»), or None."""
    found = _PERIOD.match(text, m.end)
    if found is None:
        return None
    word = (found.group("unit") or found.group("other")).lower().removesuffix("s")
    return next((name for name, words in _PERIODS.items() if word in words or f"{word}s" in words), word)


def change_of(text: str, m: Mention) -> str | None:
    """Whether a figure raises or lowers what it is compared with ("9 % *more*", «на 9 % *дешевле*»)."""
    found = _CHANGE.match(text, m.end)
    return None if found is None else ("up" if found.group("up") else "down")


_PERIOD = re.compile(r"\s*(?:(?:a|an|per|each|every|/)\s*|(?:в|за|с)\s+)?(?P<unit>days?|nights?|daily|weeks?|weekly|"
                     r"months?|monthly|years?|yearly|annually|annum|hours?|hourly|person|head|сутки|день|ночь|неделю|"
                     r"месяц|ежемесячно|год|ежегодно|час|человека)(?!\w)"
                     # "per rental", "per booking": what else a charge is counted per
                     r"|\s*(?:per|each|every)\s+(?P<other>[a-z]+)\b", re.IGNORECASE)
_PERIODS = {"day": frozenset("day days daily night nights сутки день ночь".split()),
            "week": frozenset("week weeks weekly неделю".split()),
            "month": frozenset("month months monthly месяц ежемесячно".split()),
            "year": frozenset("year years yearly annually annum год ежегодно".split()),
            "hour": frozenset("hour hours hourly час".split()),
            "person": frozenset("person head человека".split())}
"""A rate's period, a night told as a day (a kennel's "£24 per night" is its daily rate)."""
_CHANGE = re.compile(r"\s*(?:(?P<up>more|dearer|higher|extra|more\s+expensive|дороже|больше|выше)|"
                     r"(?P<down>less|cheaper|lower|off|дешевле|меньше|ниже))(?!\w)", re.IGNORECASE)

Reader = Callable[[str, Mention], str | None]
_READERS: tuple[tuple[Reader, re.Pattern[str]], ...] = (
    (side_of, _HINT),
    (clock_side_of, re.compile(r"\d[:.]\d\d")),
    (period_of, re.compile(r"(?:\ba|\ban|per|each|every|/|(?<!\w)(?:в|за|с))\s*[^\W\d]|daily|weekly|monthly|"
                           r"yearly|annually|hourly|ежемесячно|ежегодно", re.IGNORECASE)),
    (change_of, re.compile(r"more|dearer|higher|extra|less|cheaper|lower|off|дороже|больше|выше|дешевле|меньше|"
                           r"ниже", re.IGNORECASE)),
)


def turns_a_bound(claim: str, index: SentenceIndex, allowed: frozenset[int],
                  memo: dict[str, dict[str, tuple[int, ...]]]) -> str | None:
    """The cited sentence that states a figure of ``claim`` with the other bound, period or
    direction, or None. ``memo`` keeps, for one set of cited sentences, which of them hold
    each run of digits."""
    readers = [read for read, hint in _READERS if hint.search(claim)]
    if not readers or _denies(claim):
        return None
    for m in find_mentions(claim):
        value = m.as_fact() if m.kind in _READ_KINDS else None
        if value is None:
            continue
        for read in readers:
            if (m.kind == "identifier") != (read is clock_side_of):
                continue  # an identifier is read only as a time of day, and only so
            said = read(claim, m)
            if said is None:
                continue
            holding = [i for i in _holding(m, index, allowed, memo) if _same_values(index.sentences[i], value)]
            stated = [read(index.sentences[i], x) for i in holding for x in _same_values(index.sentences[i], value)]
            if stated and all(s is not None and s != said for s in stated):
                source = index.sentences[holding[0]]
                if not _denies(source) and not _COMPLEMENT.search(source):
                    return source
    return None


def _holding(m: Mention, index: SentenceIndex, allowed: frozenset[int],
             memo: dict[str, dict[str, tuple[int, ...]]]) -> Sequence[int]:
    by_digits = memo.get("digits")
    if by_digits is None:
        found: dict[str, list[int]] = {}
        for i in sorted(allowed):
            for d in set(DIGIT_RUN.findall(index.sentences[i])):
                found.setdefault(d, []).append(i)
        by_digits = memo["digits"] = {d: tuple(v) for d, v in found.items()}
    runs = DIGIT_RUN.findall(m.text)
    return by_digits.get(runs[0], ()) if runs else ()


@lru_cache(maxsize=4096)
def _same_values(sentence: str, value: tuple[str, str, str | None]) -> tuple[Mention, ...]:
    """The mentions of ``value`` in a cited sentence, kept: each claim's figure asks again."""
    return tuple(x for x in find_mentions(sentence) if x.kind in _READ_KINDS and x.as_fact() == value)


_READ_KINDS = QUANTITY_KINDS | {"identifier"}  # a time of day is read as an identifier ("9:00")


_COMPLEMENT = re.compile(r"\b(?:later|earlier|otherwise|other|others|rest|remaining)\b|(?<!\w)(?:позже|позднее|"
                         r"раньше|иначе|остальн\w*|других|противном)(?!\w)", re.IGNORECASE)
"""A sentence that also states the other side of its bound in other words ("…more than 48 hours
before departure are refunded in full; tickets returned *later* are refunded at 80 %"): a
claim about that side ("less than 48 hours before … 80 %") says what it says (unseen2 dev
u2-en-001)."""


def _denies(text: str) -> bool:
    """A negation other than a bound's own ("no more than", «не менее»)."""
    return any(t in NEGATORS or t.endswith("n't") for t in tokens(_NEGATED_BOUND.sub(" ", text)))


_NEGATED_BOUND = re.compile(r"\b(?:no|not)\s+(?:more|less|fewer|later|earlier|sooner)\s+than\b|"
                            r"(?<!\w)не\s+(?:более|менее|больше|меньше|свыше|позднее|позже|ранее|раньше)(?!\w)",
                            re.IGNORECASE)
