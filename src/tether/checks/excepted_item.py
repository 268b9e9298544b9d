"""An item the cited sentence sets outside its grant, listed as granted.

"A gift voucher can pay for lessons, trail rides, pony parties *and lesson packs*" against "A
voucher pays for lessons, trail rides and pony parties, *but not for livery or lesson packs*"
(unseen55 dev u55-en-033); «Минимальный заказ — 60 000 ₽ для любых работ, *включая ремонт
санузла*» against «Минимальный заказ — 60 000 ₽, *кроме ремонта санузла*» (unseen47 dev
u47-ru-030). Every word of the claim is the source's, so coverage stands: what moved is one item
from the far side of the source's "but not" / «кроме» to the near one.

Read in code: a cited sentence's grant is what comes before its marker ("but not", ", not for",
"except", «но не», «кроме», «за исключением»), its excepted items the list after it, split at
commas, "or", "and". A clause of the claim grants one of them when it restates the grant
(MIN_GRANT_TERMS of its words besides the item's), names every word of the item, and adds the item
to what it grants: joined to a list by "and" / "or" / «и» / «или», or with "too", "also",
"including", «тоже», «включая». A clause that denies, names an exception of its own or sets the item
against the grant ("rather than by voucher", «вместо») says the item's own rule. It is the list form
of :mod:`tether.checks.excluded`'s fourth shape, which reads an "including" against the case after
an exception marker.
"""

from __future__ import annotations

import re
from itertools import islice

from ..guard import Guarded, lazy_pattern
from ..terms import GENERIC_TERMS, ITEM_EXCEPTION_MARKERS, TermSet, same_term, subject_terms
from ..text import stem
from .claim_sources import Sources
from .lexicon import exception_pattern
from .only_scope import INCLUDING
from .polarity import has_negator

_OUTSIDE = Guarded(
    r"(?:(?:,\s*|\s)(?:but|and)\s+not\s+(?:(?:for|to|on|in|at|with|by)\s+)?|,\s*not\s+(?:for|to|on|in|at|with|by)\s+|"
    r"(?:,\s*|\s)(?:но|а)\s+не\s+(?:(?:на|для|за|в|во|по|с|со)\s+)?)(?!(?:more|less|fewer|later|earlier|before|after|"
    r"over|under|above|below|longer|exceeding|более|менее|больше|меньше|позднее|позже|ранее|раньше|дольше|свыше|выше|"
    r"ниже|старше|младше|моложе)(?!\w))|(?:" + ITEM_EXCEPTION_MARKERS + r")\s*(?:for\s+)?",
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
_SET_AGAINST = lazy_pattern(r"\b(?:rather\s+than|instead\s+of)\b|(?<!\w)(?:вместо|а\s+не)(?!\w)", re.IGNORECASE)
_ALSO = lazy_pattern(r"\b(?:too|also|as\s+well|even|plus)\b|(?<!\w)(?:тоже|также|даже)(?!\w)", re.IGNORECASE)
"""A word that adds the item to what the clause grants ("lesson packs *too*"); an "including"
(:data:`tether.checks.only_scope.INCLUDING`, «*включая* ремонт санузла») does too."""
_JOINED_BEFORE = lazy_pattern(r"(?:\b(?:and|or)|(?<!\w)(?:и|или))\s+(?:[^\W\d_]+\s+){0,2}$", re.IGNORECASE)
_JOINED_AFTER = lazy_pattern(r"(?:\s+[^\W\d_]+){0,3}?(?:\s*,|\s+(?:and|or|и|или)(?!\w))", re.IGNORECASE)
_LISTED_BEFORE = lazy_pattern(r",\s*(?:[^\W\d_]+\s+){0,2}$")
"""An item in a list: after its "and" / «и» ("trail rides *and* lesson packs"), or after a comma with
more of the list to come ("lessons, lesson packs *and* rides"). A comma alone does not list: «Магазин
работает ежедневно*,* в воскресенье выходной» states the exception (a review of session 54)."""
_WORD = lazy_pattern(r"[^\W\d_]+")
JOIN_REACH = 40
"""Characters read before an item's first word for the word that joins it to a list: the joiner and
two words of the item ("and pony parties"); a phrase, so reading stays linear."""

MIN_GRANT_TERMS = 2
"""Words of the grant, besides the item's, a claim's clause must hold to restate it: the thing
granted and what is done with it ("voucher", "pay"), as for a group's rule in
:mod:`tether.checks.excluded` (its MIN_GROUP_TERMS); every one of a grant that has fewer
(«*Минимальный* заказ — 60 000 ₽, кроме ремонта санузла»: «заказ» is a generic word)."""
ITEMS_REACH = 160
"""Characters read after a marker for its items: two lines of a list, as excluded.GROUP_REACH reads a
case; not the rest of a long sentence."""
MARKERS_READ = 2
"""Exceptions of one sentence read: a rule sets one or two things apart; a bound on reading."""
MAX_ITEMS = 6
"""Items of one exception read: an exception lists a few things; a bound on reading a long list."""
KEY_LETTERS = 4
"""Letters of a term's stem that file an item for look-up: terms.SHORTEST_SHARED, the fewest two
terms share to be one (:func:`tether.terms.same_term`)."""


_Filed = dict[str, list[tuple[int, tuple[str, ...], tuple[str, ...]]]]
"""Per KEY_LETTERS of a word, the excepted items holding it: (sentence, the item's words, the grant's
other words)."""


def grants_an_excepted_item(claim: str, sources: Sources) -> str | None:
    """The cited sentence whose excepted item a clause of ``claim`` grants, or None."""
    filed = _filed(sources)
    if not filed:
        return None
    exception = exception_pattern()
    for clause in _CLAUSE_BREAK.split(claim):
        if not clause.strip() or has_negator(clause) or exception.search(clause) or _OUTSIDE.search(clause) \
                or _SET_AGAINST.search(clause):
            continue
        words = subject_terms(clause)
        held = TermSet(words)
        seen: set[tuple[int, tuple[str, ...], tuple[str, ...]]] = set()
        for word in words:
            for entry in filed.get(word[:KEY_LETTERS], ()):
                if entry in seen:
                    continue
                seen.add(entry)
                i, item, rest = entry
                if all(t in held for t in item) and _restates(rest, held) and _added(clause, item[0]):
                    return sources.index.sentences[i]
    return None


def _restates(rest: tuple[str, ...], held: TermSet) -> bool:
    """Whether a clause holding ``held`` restates a grant whose other words are ``rest``."""
    return sum(1 for t in rest if t in held) >= min(MIN_GRANT_TERMS, len(rest))


def _added(clause: str, first: str) -> bool:
    """Whether ``clause`` adds the item whose first word is ``first`` to what it grants."""
    if _ALSO.search(clause) or INCLUDING.search(clause):
        return True
    for m in _WORD.finditer(clause):  # each place the item's first word is said ("lessons", "lesson packs")
        if same_term(stem(m.group().lower()), first):
            before = clause[max(0, m.start() - JOIN_REACH):m.start()]
            if _JOINED_BEFORE.search(before) is not None or (
                    _LISTED_BEFORE.search(before) is not None and _JOINED_AFTER.match(clause, m.end()) is not None):
                return True
    return False


def _filed(sources: Sources) -> _Filed:
    """Each excepted item of the allowed sentences with its grant's other words, filed by the first
    KEY_LETTERS of each of its words; read once per set of cited fragments (Sources.read_once)."""
    known = sources.read_once.get("excepted items")
    if known is not None:
        return known
    filed: _Filed = {}
    for i in sorted(sources.allowed):
        sentence = sources.index.sentences[i]
        if not _OUTSIDE.possible(sentence):
            continue
        for marker in islice(_OUTSIDE.pattern.finditer(sentence), MARKERS_READ):
            if has_negator(sentence[:marker.start()]):
                continue  # "Lorries are *not* allowed in, except removal vans": the item is the one granted
            grant = [t for t in subject_terms(sentence[:marker.start()]) if t not in GENERIC_TERMS]
            granted = TermSet(grant)
            for item in _items(sentence, marker.end()):
                if all(t in granted for t in item):
                    continue  # an item the grant names too is no item set apart
                own = TermSet(item)
                rest = tuple(t for t in grant if t not in own)
                if rest:
                    for key in {t[:KEY_LETTERS] for t in item}:
                        filed.setdefault(key, []).append((i, item, rest))
    sources.read_once["excepted items"] = filed
    return filed


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
