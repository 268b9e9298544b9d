"""A share of a price said otherwise than the cited sentence says it: "we refund the full ticket
price" where "we refund half of the ticket price", «можно оплатить всю стоимость часов» where «до
половины стоимости часов» (unseen42 dev u42-ru-042, read after its blind arrival measurement).

A share in words is no figure to the figure checks ("half" is as often half board or half an hour),
and every other word of such a claim is the source's, so coverage passes. Read in code: a share
of a sum — "half", "a third", "a quarter", "the whole / entire …", "N % of the …", «половина»,
«треть», «четверть», «вся …», «N % стоимости» — right before a word for what is paid (price, cost,
fee, fare, amount, refund; «стоимость», «цена», «сумма», «плата»); "in full" / «полностью» after
one; and "full" / «полная» only where a sum is paid back ("a full refund", "we refund the full
price", "you get the full price back", «вернём полную стоимость»): elsewhere "the full price" is
the normal price. The cited sentence that says most of the claim's other words must state the
claim's share when it states any share at all; one that states none (a price in money) is the
figure checks' to compare, and so is a claim's share in per cent.
"""

from __future__ import annotations

import re
from fractions import Fraction

from ..guard import Guarded
from ..terms import subject_terms
from .claim_sources import Sources

# each optional leading word entered at a word's start: from every letter of a long word it was quadratic
_PAID = (r"(?:(?:(?<![\w-])\w+[\s-]+)?(?:prices?|costs?|fees?|fares?|amounts?|sums?|refunds?|charges?|deposits?|"
         r"rates?)\b|(?:(?<![\w-])[а-яё]+\s+)?(?:стоимост|цен|сумм|плат|взнос|тариф|возврат)[а-яё]*)")
_REFUND = r"(?:refund(?:ed|s)?|repa(?:y|id)|reimburs(?:e|ed)|return(?:ed|s)?|get\s+back|pay\s+back)"
_SHARE = Guarded(
    r"(?<![\w-])(?:"
    r"(?P<half>half|половин[а-яё]*)|(?P<third>(?:a|one)\s+third|трет[а-яё]*)|"
    r"(?P<quarter>(?:a|one)\s+quarter|четверт[а-яё]*)|"
    # "whole" and «всю» are all of a sum; "full" and «полная» only where a sum is paid back: "the full
    # price" and «полная стоимость» are as often the normal price (a review of this reader)
    r"(?P<full>whole|entire|всю|вся)|(?P<pct>\d{1,3})\s?%"
    r")(?:\s+of)?(?:\s+(?:the|your|its|their|a))?\s+" + _PAID + "|"
    r"(?<![\w-])(?P<refunded>" + _REFUND + r"\s+(?:(?:the|your|its|their|a)\s+)?full\b|full\s+refunds?\b|"
    r"full\s+(?:\w+[\s-]+)?(?:prices?|costs?|amounts?|fees?|fares?)\s+back\b|"
    r"(?:возвра\w*|верн\w*)\s+(?:\w+\s+)?полн\w*|полн\w*\s+возврат\w*)|"
    r"(?P<infull>" + _PAID + r"\s+(?:is\s+|are\s+)?(?:refunded\s+|paid\s+|returned\s+)?in\s+full|"
    r"\b(?:refunded|repaid|reimbursed|returned|paid\s+back)\s+in\s+full)\b|"
    r"(?<!\w)(?P<ru_full>полностью)(?!\w)",
    re.IGNORECASE, ("half", "third", "quarter", "full", "whole", "entire", "%", "половин", "трет", "четверт",
                    "полн", "всю", "вся"))  # "in full", "full refund" hold "full"

MIN_WORDS = 2
"""Words besides its share a claim needs to pick the sentence it restates: one picks any."""

_VALUES = {"half": Fraction(1, 2), "third": Fraction(1, 3), "quarter": Fraction(1, 4), "full": Fraction(1),
           "refunded": Fraction(1), "infull": Fraction(1), "ru_full": Fraction(1)}


def shares(text: str, percent: bool = True) -> frozenset[Fraction]:
    """The shares of a sum ``text`` states; in words only, unless ``percent``."""
    if not _SHARE.possible(text):
        return frozenset()
    out = set()
    for m in _SHARE.pattern.finditer(text):
        kind = next((k for k in (*_VALUES, "pct") if m.group(k)), None)
        if kind == "pct" and percent:
            out.add(Fraction(int(m.group("pct")), 100))
        elif kind in _VALUES:
            out.add(_VALUES[kind])
    return frozenset(out)


_FULL_PRICE = Guarded(r"(?<![\w-])(?:full\s+(?:\w+[\s-]+)?(?:prices?|costs?|amounts?|fees?|fares?)\b|"
                      r"полн\w+\s+(?:стоимост|цен|сумм)\w*)", re.IGNORECASE, ("full", "полн"))
"""A source's "full price", read as the whole sum where the claim's "full … back" is compared with it:
"… you get 50 % of the ticket price back; over 120 minutes, the full price" states the whole price
back in its elided second clause (a red-team probe, en-041, that failed after 3913a93)."""


def _full_price(sentence: str) -> frozenset[Fraction]:
    return frozenset({Fraction(1)}) if _FULL_PRICE.search(sentence) else frozenset()


def shares_otherwise(claim: str, sources: Sources) -> str | None:
    """The cited sentence that states another share of the sum the claim's share is of, or None."""
    said = shares(claim, percent=False)  # a claim's "50 %" is a figure, the figure checks' to compare
    if not said:
        return None
    words = subject_terms(_SHARE.pattern.sub(" ", claim))
    if len(words) < MIN_WORDS:
        return None
    scores = sources.scores(words)
    if not scores:
        return None
    top = max(scores.values())
    best = [i for i, v in scores.items() if v == top]
    # the whole sentence, not the clause saying most: "… you get a *full refund*; if you cancel later,
    # the council keeps 50 % of the hire fee" is read by its second clause (unseen16 holdout u16-en-017)
    stated = [shares(sources.index.sentences[i]) | _full_price(sources.index.sentences[i]) for i in best]
    if any(not s or not said.isdisjoint(s) for s in stated):
        return None  # one of them states no share (a sum) or states the claim's
    return sources.index.sentences[best[0]]
