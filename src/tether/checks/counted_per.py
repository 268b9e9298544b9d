"""A sum given per a basis its cited sentences do not count it by: "each further redraw costs £25 *an
hour*" where the source says "each further redraw costs £25" (unseen54 dev u54-en-027), «химчистка
ковра стоит 300 ₽ *за ковёр*» where it says «за 300 ₽ … за квадратный метр» (u54-ru-026).

:mod:`tether.checks.per_whom` and :func:`tether.checks.sides.period_of` compare a basis both the claim
and the source state (per guest against per group, a day against a week). Two shapes escape them:

1. The claim counts the sum per a period of time, every cited sentence stating the value counts it
   per nothing (no period, no "/", no "per 60 minutes", "pcm", "p.a." after it) and names no word of
   that period in any form, and no cited sentence counts anything per that period: the period is the
   claim's own, and it multiplies what the reader is told to pay.
2. The source counts the value per a measure (a square metre, a kilogram, a kilometre) and the
   claim counts it per a thing, with no measure word in its phrase («за ковёр», "per bag"): a rate by
   size given as a price per piece.
3. The claim counts the sum per a thing no cited sentence names at all, of no class the readers know
   (a person, a group, a measure), and every cited sentence stating it counts it per nothing: «текст
   от руки стоит 150 ₽ *за строку*» where it costs 150 ₽ (unseen55 dev u55-ru-026). A price per the
   thing the source prices ("150 ₽ per card" of "a handwritten card costs 150 ₽") names a word it
   holds.

4. Every cited sentence stating the value counts it per another thing than the claim's, one it does
   not price: «250 ₽ за каждый саженец» where «упаковка стоит 250 ₽ за коробку» (unseen56 dev
   u56-ru-026).

Read only where the claim states the same value as a cited sentence: a figure nothing states is the
figure checks' business. The material is read once per set of cited fragments (Sources.read_once).
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TypeGuard

from ..coverage import holds
from ..figures import find_mentions
from ..figures.digits import DIGIT_RUN
from ..figures.lexicon import NUMBER_WORDS
from ..figures.mention import Mention
from ..guard import lazy_pattern
from ..terms import same_term, subject_terms
from ..text import STOP_WORDS, stem, tokens
from .bounds import same_values
from .claim_sources import Sources
from .per_whom import CLASS_OF, PER_NOUN, PER_REACH, per_whom_of
from .sides import PER_PERIOD, period_named, period_of

_MEASURE = "measure"
MAX_STATING = 16
"""Cited sentences holding a figure's digits read for it, at most: a sum is stated in one or two; one
the material writes in every sentence is no basis this reader can tell, and reading each of them for
each sum of the answer would be quadratic."""
_MEASURE_SPELLINGS = frozenset(stem(w) for w in "кв квадрат м2 m2".split())
"""Short spellings of a measure a claim's basis may hold beside the measure nouns of
:data:`tether.checks.per_whom.CLASS_OF` («за кв. м», «за квадрат», "per m2")."""
_NO_THING = frozenset(stem(w) for w in (*STOP_WORDS, *NUMBER_WORDS, *"""every каждое каждый каждая каждую каждого
    каждой штуку штука шт единицу единица раз item unit piece pc pcs time go session visit occasion lesson class
    посещение визит сеанс занятие урок maximum minimum max min максимум минимум""".split()))
"""Words after "per" / «за» that name no thing a sum is counted by: «5 500 тенге за *каждое*» (занятие,
said before), «800 ₽ за все *четыре* лапы» (the set the source prices), "£3 *each*"; and the words for
one time of what is priced, said of any service ("£40 *per session*" for a lesson that costs £40, «за
*раз*», «за *шт.*», «за *посещение*»: a review of session 54). Nor a bound's word ("for *a maximum* of
60 guests": a red-team)."""
_OTHER_RATES = {"hour": lazy_pattern(r"/\s*hrs?\b|(?<!\w)почасов", re.IGNORECASE)}
"""Rates per a period that :data:`tether.checks.sides.PER_PERIOD` does not read: "£40/hr", «почасовая оплата»."""
_SOME_BASIS = lazy_pattern(
    r"\s*(?:[€£$₽₸]|[A-Z]{3}\b)?\s*(?:/|(?:p\.?\s?a|pcm|p\.?c\.?m|pw|p\.?w|ph|p\.?h)\.?(?!\w)|"
    r"(?:per|for\s+(?:each|every)|each|every|за|на|в)\s+\d)", re.IGNORECASE)
"""A basis written after a value in a form the period readers do not name: "£5/h", «500 ₽/ч», "£800 pcm",
"£300 p.a.", "£40 per 60 minutes", «3000 ₽ на 30 дней» (a review). Any such basis: the value is counted
per something, and which is not this reader's to say."""
_PERIOD_STEMS = {"hour": "hour hr час почас минут minute",
                 "day": "day daily night сут день дня дней дням днём ноч посуточ ежедневн ежесуточн",
                 "week": "week fortnight biweekly недел еженедельн понедельн",
                 "month": "month месяц месячн ежемесячн помесячн",
                 "year": "year annual annum год лет ежегодн",
                 "season": "season сезон"}
"""The starts of every word that names each period in any form ("annual", «годовой», «в 2027 году»): a
sentence naming one is not read as counting its sum per no period."""
_NAMES_PERIOD = {period: lazy_pattern(r"(?<!\w)(?:" + "|".join(starts.split()) + ")", re.IGNORECASE)
                 for period, starts in _PERIOD_STEMS.items()}


def counts_per_the_unsaid(claim: str, sources: Sources) -> str | None:
    """The cited sentence stating a sum of ``claim`` that it counts per another basis, or None."""
    sentences = sources.index.sentences
    for m in find_mentions(claim):
        if m.kind != "money":
            continue
        period = period_of(claim, m)
        noun = _per_noun(claim, m) if period is None else None
        if period is None and noun is None:
            continue
        runs = DIGIT_RUN.findall(m.text)
        value = m.as_fact()
        # only the sentences holding the figure's digits are asked whether they state it
        holding = _holding_digits(sources, runs)
        if len(holding) > MAX_STATING:
            continue  # a figure the material repeats everywhere: not read (linear time)
        stating = [(i, x) for i in holding for x in same_values(sentences[i], value)]
        if not stating:
            continue
        if period is not None:
            named = _NAMES_PERIOD.get(period)
            if named is not None and period not in _periods_rated(sources) and all(
                    period_of(sentences[i], x) is None and _SOME_BASIS.match(sentences[i], x.end) is None
                    and not named.search(_without_spans(sentences[i])) for i, x in stating):
                return sentences[stating[0][0]]
        elif CLASS_OF.get(noun or "") != _MEASURE and not _measured(claim, m) \
                and all(per_whom_of(sentences[i], x) == _MEASURE for i, x in stating):
            return sentences[stating[0][0]]
        elif _a_thing(noun) and not sources.holds_any((noun,)) \
                and all(_per_nothing(sentences[i], x) or period_of(sentences[i], x) is not None for i, x in stating):
            # (a sum the source counts per a period is no sum per the claim's thing either: «Час работы
            # аниматора стоит 2 500 ₽» against «… 2 500 ₽ за весь праздник»: a review of session 57)
            return sentences[stating[0][0]]
        elif _a_thing(noun) and sources.holds_any((noun,)):
            basis = _basis_words(claim, m)
            if all(_per_another_thing(sentences[i], x, basis) for i, x in stating):
                return sentences[stating[0][0]]
    return None


def _a_thing(noun: str | None) -> TypeGuard[str]:
    """Whether a basis noun names a thing: not a class the per-whom reader compares (a person, a group, a
    measure), not a word of one time of anything (:data:`_NO_THING`)."""
    return noun is not None and noun not in CLASS_OF and noun not in _NO_THING


def _per_another_thing(sentence: str, x: Mention, basis: frozenset[str]) -> bool:
    """Whether ``sentence`` counts its sum ``x`` per a thing none of whose words the claim's basis
    (``basis``: :func:`_basis_words`) says, in any word of the same meaning (the fourth shape): «стоит
    250 ₽ *за коробку*» against «250 ₽ за каждый *саженец*», a thing the material names (unseen56 dev
    u56-ru-026); not "€10 for each month frozen" against "€10 per frozen month" (unseen11 dev u11-en-003,
    a correct answer). Not where the claim's basis is what the sum's clause prices, its first word
    («*Упаковка* стоит 250 ₽ за коробку» is «250 ₽ за упаковку» too; «Доставка саженцев стоит …» prices
    the delivery, not the saplings)."""
    if not _a_thing(_per_noun(sentence, x)):
        return False
    own = _basis_words(sentence, x)
    if any(same_term(t, w) or holds(own, w) for t in own for w in basis):
        return False
    clause = _PRICED_CLAUSE_START.split(sentence[max(0, x.start - PRICED_REACH):x.start])[-1]
    priced = subject_terms(clause)[:1]
    return not any(same_term(t, w) for t in priced for w in basis)


def _basis_words(text: str, m: Mention) -> frozenset[str]:
    """The content words of the phrase a sum is counted per, within its clause («за каждый *саженец*»,
    "per *frozen month*"): the noun and the word after it."""
    found = PER_NOUN.search(text, m.end, min(len(text), m.end + PER_REACH))
    if found is None:
        return frozenset()
    stop = _BASIS_END.search(text, found.start("noun"), found.end() + PER_REACH)
    phrase = text[found.start("noun"):stop.start() if stop else found.end() + PER_REACH]
    return frozenset(subject_terms(" ".join(phrase.split()[:BASIS_WORDS])))


BASIS_WORDS = 2
"""Words of a basis read from its noun: the noun and the word after it ("month frozen"); an adjective
before it is the noun's place in PER_NOUN ("per *frozen* month" reads "frozen month")."""
_BASIS_END = lazy_pattern(r"[;:.!?,)]|\s[—–]\s")
"""Where a basis ends: the clause's end («за ящик*,* луковицы перекладывают опилками»)."""
PRICED_REACH = 80
"""Characters read back from a sum for the clause that prices it: a subject and its verb («Доставка
саженцев по области стоит»)."""
_PRICED_CLAUSE_START = lazy_pattern(r"[;:.!?,(]|\s[—–]\s|\s(?:and|but|а|и|но)\s", re.IGNORECASE)


@lru_cache(maxsize=4096)
def _without_spans(sentence: str) -> str:
    """``sentence`` with every span of more than one period blanked ("extended *by 2 months* for
    A$40"): a sum for two months is no sum per month, and the word "months" there names no period
    the sum is counted per (unseen55 dev u55-en-027). A span of one ("a 1-year programme", "annual")
    is kept: "£300 a year" may say what it says."""
    for m in reversed(find_mentions(sentence)):
        if m.kind == "duration" and m.readings and m.readings[0].value != 1:
            sentence = sentence[:m.start] + " " * (m.end - m.start) + sentence[m.end:]
    return sentence


def _per_nothing(sentence: str, x: Mention) -> bool:
    """Whether ``sentence`` counts its sum ``x`` per nothing: no period, no "per …", no "/"."""
    return period_of(sentence, x) is None and per_whom_of(sentence, x) is None \
        and _SOME_BASIS.match(sentence, x.end) is None and _per_noun(sentence, x) is None


def _holding_digits(sources: Sources, runs: list[str]) -> list[int]:
    """The allowed sentences that write every digit run of a figure, in order. The runs are indexed
    once per set of cited fragments: a figure costs a look-up, not a pass over the material. A value
    written in words states no figure here: the reader stays silent on it."""
    index: dict[str, set[int]] | None = sources.read_once.get("digit runs")
    if index is None:
        index = {}
        for i in sources.allowed:
            for run in DIGIT_RUN.findall(sources.index.sentences[i]):
                index.setdefault(run, set()).add(i)
        sources.read_once["digit runs"] = index
    if not runs:
        return []
    found = set(index.get(runs[0], ()))
    for run in runs[1:]:
        found &= index.get(run, set())
    return sorted(found)


def _periods_rated(sources: Sources) -> frozenset[str]:
    """The periods any allowed sentence counts anything per, read once per set of cited fragments."""
    known = sources.read_once.get("periods")
    if known is None:
        known = sources.read_once["periods"] = frozenset().union(
            *(_rated_in(sources.index.sentences[i]) for i in sources.allowed))
    return known


@lru_cache(maxsize=4096)
def _rated_in(sentence: str) -> frozenset[str]:
    """The periods ``sentence`` counts anything per ("a day", "hourly", «в месяц», "£40/hr"): not a
    duration ("48 hours before", «за 3 дня»), which names the word and no rate."""
    found = {period_named(p) for p in PER_PERIOD.finditer(sentence)}
    found |= {period for period, other in _OTHER_RATES.items() if other.search(sentence)}
    return frozenset(found)


def _per_noun(text: str, m: Mention) -> str | None:
    """The stem of the noun a sum is counted per right after it («за *ковёр*», "per *bag*"), or None."""
    found = PER_NOUN.search(text, m.end, min(len(text), m.end + PER_REACH))
    if found is None or text[m.end:found.start()].strip():
        return None  # only right after the sum: "£25 in the UK for a redraw" names no basis of the sum
    return stem(found.group("noun").lower())


def _measured(text: str, m: Mention) -> bool:
    """Whether the phrase after a sum names a measure in any spelling («за чистку одного квадратного метра»)."""
    return any(CLASS_OF.get(s) == _MEASURE or s in _MEASURE_SPELLINGS
               for s in map(stem, tokens(text[m.end:m.end + PER_REACH].lower())))
