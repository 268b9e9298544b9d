"""A figure's bound turned round: "at least 30 minutes" where the source says "no more than".

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
from collections.abc import Sequence
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


def turns_a_bound(claim: str, index: SentenceIndex, allowed: frozenset[int],
                  memo: dict[str, dict[str, tuple[int, ...]]]) -> str | None:
    """The cited sentence that bounds a figure of ``claim`` the other way, or None. ``memo``
    keeps, for one set of cited sentences, which of them hold each run of digits."""
    if not _HINT.search(claim) or _denies(claim):
        return None
    for m in find_mentions(claim):
        value = m.as_fact() if m.kind in QUANTITY_KINDS else None
        side = side_of(claim, m) if value else None
        if side is None:
            continue
        sides = [side_of(index.sentences[i], x) for i in _holding(m, index, allowed, memo)
                 for x in _same_values(index.sentences[i], value)]
        if sides and all(s is not None and s != side for s in sides):
            found = next(i for i in _holding(m, index, allowed, memo)
                         if _same_values(index.sentences[i], value))
            if not _denies(index.sentences[found]) and not _COMPLEMENT.search(index.sentences[found]):
                return index.sentences[found]
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
    return tuple(x for x in find_mentions(sentence) if x.kind in QUANTITY_KINDS and x.as_fact() == value)


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
