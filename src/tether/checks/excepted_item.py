"""An item the cited sentence sets outside its grant, listed as granted.

"A gift voucher can pay for lessons, trail rides, pony parties *and lesson packs*" against "A
voucher pays for lessons, trail rides and pony parties, *but not for livery or lesson packs*"
(unseen55 dev u55-en-033); «Сертификатом можно оплатить уроки, прогулки *и абонементы*» against
«… уроки и прогулки, *но не абонементы*». Every word of the claim is the source's, so coverage
stands, and the claim says no "including" for :mod:`tether.checks.excluded` to read: what moved is
one item from the far side of the source's "but not" / «кроме» to the near one.

Read in code: a cited sentence's grant is what comes before its marker ("but not", ", not for",
"except", «но не», «кроме», «за исключением»), its excepted items the list after it, split at
commas, "or", "and". A clause of the claim that restates the grant (MIN_GRANT_TERMS of its words
besides the item's) and names every word of one excepted item, with no denial and no exception of
its own, grants that item.
"""

from __future__ import annotations

import re
from itertools import islice

from ..guard import Guarded, lazy_pattern
from ..terms import GENERIC_TERMS, SentenceIndex, TermSet, subject_terms
from .lexicon import exception_pattern
from .polarity import has_negator

_OUTSIDE = Guarded(
    r"(?:(?:,\s*|\s)(?:but|and)\s+not\s+(?:(?:for|to|on|in|at|with|by)\s+)?|,\s*not\s+(?:for|to|on|in|at|with|by)\s+|"
    r"(?:,\s*|\s)(?:но|а)\s+не\s+(?:(?:на|для|за|в|во|по|с|со)\s+)?)(?!(?:more|less|fewer|later|earlier|before|after|"
    r"over|under|above|below|longer|exceeding|более|менее|больше|меньше|позднее|позже|ранее|раньше|дольше|свыше|выше|"
    r"ниже|старше|младше|моложе)(?!\w))|"
    r"\b(?:except(?:\s+for)?|other\s+than|apart\s+from|excluding)\s+|(?<!\w)(?:кроме|за\s+исключением|исключая)\s+",
    re.IGNORECASE, ("not", "не", "except", "other", "apart", "exclud", "кроме", "исключ"))
"""What opens the items a sentence sets outside its grant ("…, *but not for* livery", «…, *но не*
абонементы», "*except* …", «*кроме* …»). Not a bound ("…, but not more than 3 000 ₽ a month", «но не
более»), nor "unless", which sets a condition, not an item."""
_ITEMS_END = lazy_pattern(r"[.;:!?()]|\s[—–]\s")
_OWN_RULE_OPENS = frozenset({"—", "–", ":"})
"""Where the items end and the source's own rule for them begins («…, кроме X, *—* до 30 дней»)."""
_OWN_RULE = lazy_pattern(r"\b(?:which|who|whose|that|where|when|these|they|those)\b|"
                         r"(?<!\w)(?:котор\w+|где|когда|они|их|им)(?!\w)", re.IGNORECASE)
"""A word that opens what the source says of its excepted items themselves: "…, except guide dogs,
*which* travel free", «…, кроме собак-проводников, *которые* перевозятся бесплатно» (unseen2 dev
u2-ru-008, a correct answer stating it, failed when read as one more item)."""
_ITEM_BREAK = lazy_pattern(r",\s*|\s+(?:or|and|nor|или|и|ни|либо)\s+", re.IGNORECASE)
_CLAUSE_BREAK = lazy_pattern(r"[;:.!?]|,?\s*\b(?:but|however|though|whereas|while)\s|"
                             r",?\s*(?<!\w)(?:а|но|однако|тогда\s+как|в\s+то\s+время\s+как)\s", re.IGNORECASE)
"""Where a claim's clauses part. Not a dash, which in Russian joins a subject to what it is
(«Минимальный заказ *—* 60 000 ₽ для любых работ, включая ремонт санузла»: unseen47 dev u47-ru-030)."""

MIN_GRANT_TERMS = 2
"""Words of the grant, besides the item's, a claim's clause must hold to restate it: the thing
granted and what is done with it ("voucher", "pay"), as for a group's rule in
:mod:`tether.checks.excluded` (its MIN_GROUP_TERMS); every one of a grant that has fewer
(«*Минимальный* заказ — 60 000 ₽, кроме ремонта санузла»: «заказ» is a generic word)."""
ITEMS_REACH = 160
"""Characters read after a marker for its items: a list, not the rest of a long sentence."""
MARKERS_READ = 2
"""Exceptions of one sentence read: a rule sets one or two things apart."""
MAX_ITEMS = 6
"""Items of one exception read: a list of a few; a bounded read of a long one."""


def grants_an_excepted_item(claim: str, index: SentenceIndex, allowed: frozenset[int]) -> str | None:
    """The cited sentence whose excepted item a clause of ``claim`` grants, or None."""
    outside = [(i, m) for i in sorted(allowed) if _OUTSIDE.possible(index.sentences[i])
               for m in islice(_OUTSIDE.pattern.finditer(index.sentences[i]), MARKERS_READ)]
    if not outside:
        return None
    # a clause that denies, or names an exception of its own ("…, except …", "… are *an exception* to
    # the rule", «в виде исключения»), says its own rule of the item
    exception = exception_pattern()
    clauses = [c for c in _CLAUSE_BREAK.split(claim)
               if c.strip() and not has_negator(c) and not exception.search(c) and not _OUTSIDE.search(c)]
    if not clauses:
        return None
    held = [TermSet(subject_terms(c)) for c in clauses]
    for i, marker in outside:
        sentence = index.sentences[i]
        if has_negator(sentence[:marker.start()]):
            continue  # "Lorries are *not* allowed in, except removal vans": the item is the one granted
        grant = [t for t in subject_terms(sentence[:marker.start()]) if t not in GENERIC_TERMS]
        granted = TermSet(grant)
        for item in _items(sentence, marker.end()):
            if all(t in granted for t in item):
                continue  # an item the grant names too is no item set apart
            own = TermSet(item)
            rest = [t for t in grant if t not in own]
            for terms in held:
                if all(t in terms for t in item) and rest \
                        and sum(1 for t in rest if t in terms) >= min(MIN_GRANT_TERMS, len(rest)):
                    return sentence
    return None


def _items(sentence: str, start: int) -> list[tuple[str, ...]]:
    """The content words of each item listed from ``start`` to its clause's end; none when the
    source goes on to say something of the items themselves (:data:`_OWN_RULE`, or a dash or a
    colon after them): a claim may say it too."""
    stop = min(len(sentence), start + ITEMS_REACH)
    end = _ITEMS_END.search(sentence, start, stop)
    listed_text = sentence[start:end.start() if end else stop]
    if _OWN_RULE.search(listed_text) or (end is not None and end.group().strip() in _OWN_RULE_OPENS):
        return []  # "…, except X, which …", «…, кроме X, — до 30 дней», "… except X: …"
    listed = _ITEM_BREAK.split(listed_text)
    items = (tuple(t for t in subject_terms(part) if t not in GENERIC_TERMS) for part in listed[:MAX_ITEMS])
    return [item for item in items if item]
