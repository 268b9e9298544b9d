"""Who chooses: the answer gives a choice to the other side of the cited rule.

"If the tour is cancelled, *you choose* between a full refund and another date" answered "*the
operator decides* whether you get a full refund or another date"; «возврат или обмен — *по выбору
зрителя*» answered «*театр сам решает*, вернуть деньги или обменять билет». Every word of the
answer is the source's but one: whose choice it is. Coverage cannot weigh that word, and the
who-readers (:mod:`tether.checks.doer`) read only a who-question.

A choice is read where the text names its holder: the word before "chooses / decides" («выбирает
/ решает»), "at your choice / our discretion", «по выбору / на усмотрение / по решению» and whose.
Each holder is on one of two sides: the reader's (you, the guest, the customer:
:data:`tether.checks.discretion.READER_ROLES`) or the provider's (we, the company, a name). A claim
whose choice is one side's, against cited sentences that state the same choice (they share
:data:`MIN_SHARED` of its words besides the holder) and give it only to the other side, is not
stated by them.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Literal

from ..guard import lazy_pattern
from ..text import STOP_WORDS, stem, tokens
from .claim_sources import Sources
from .discretion import READER_ROLES

Side = Literal["reader", "provider"]

MIN_SHARED = 2
"""Words a cited sentence's choice shares with the claim's, besides whose it is, to be the same
choice: its alternatives ("refund … date", «вернуть … обменять»). One word ("refund") is many rules'."""

_EN_VERB = lazy_pattern(r"\b(?:chooses?|choosing|decides?|picks?|selects?)\b", re.IGNORECASE)
_RU_VERB = lazy_pattern(r"(?<!\w)(?:выбира(?:ет|ют|ете|ем)|реша(?:ет|ют|ете|ем)|выберет|выберут|выберете|решит|решат)"
                        r"(?!\w)", re.IGNORECASE)
_OF_WHOM = lazy_pattern(
    r"\bat\s+(?P<en>\w+)(?:'s)?\s+(?:own\s+)?(?:choice|discretion|option)\b|"
    r"(?<!\w)(?:по|на)\s+(?:своему\s+)?(?:выбору|выбор|усмотрению|усмотрение|решению)\s+(?P<ru>[а-яё]+)(?!\w)|"
    r"(?<!\w)по\s+(?P<ru_own>вашему|нашему|своему)\s+(?:выбору|усмотрению|решению)(?!\w)",
    re.IGNORECASE)
"""A choice named by whose it is: "at *your* choice", "at the *school's* discretion", «по выбору
*заказчика*», «на усмотрение *администрации*», «по *вашему* выбору»."""

_SKIPPED = frozenset("can may will would must should shall might could need needs have has to get gets then also "
                     "alone itself themselves himself herself just always usually "
                     "сам сама сами само тогда также может могут должен должна должны".split())
"""Words between a holder and its verb ("you *can* choose", «театр *сам* решает»)."""
_JOINED = frozenset("and or then и или а".split())
"""A verb joined to the one before ("Kumo Trails cancels the tour *and* decides"): its holder is the
subject of the part it opens."""
_READER_WORDS = frozenset("you your yours вы ваш вашему вас вам".split())
_PROVIDER_WORDS = frozenset("we our us its мы наш нашему нас нам".split())
_UNKNOWN = frozenset("it he she they one who which that this it's он она они оно кто который которая".split())
_PART = lazy_pattern(r"[,;:.!?]")
_NEXT_WORD_CHARS = 40
"""Characters read after a Russian verb for its holder: one word («выбирает *гость*»)."""
_HOLDER_STEMS = frozenset(stem(w) for w in (*_READER_WORDS, *_PROVIDER_WORDS))


def gives_the_choice_to_another(claim: str, sources: Sources) -> str | None:
    """The cited sentence that gives the claim's choice to the other side, or None: of the cited
    sentences naming a choice's holder, those sharing most of the claim's words (at least
    :data:`MIN_SHARED`) all name the other side's."""
    said = {side for side, _ in _choices(claim)}
    if len(said) != 1:
        return None  # no holder named, or both sides: nothing to set against one
    words = _content(claim)
    best = MIN_SHARED
    nearest: list[tuple[int, set[Side]]] = []
    for i in sorted(sources.allowed):
        sentence = sources.index.sentences[i]
        if not _VERB_OR_OWNER.search(sentence):
            continue
        sides = {side for side, _ in _choices(sentence)}
        shared = len(words & _content(sentence))
        if not sides or shared < best:
            continue
        if shared > best:
            best, nearest = shared, []
        nearest.append((i, sides))
    if nearest and all(said.isdisjoint(sides) for _, sides in nearest):
        return sources.index.sentences[nearest[0][0]]
    return None


def _content(text: str) -> set[str]:
    """The stems of ``text`` less stop words and the words that name a choice or its holder."""
    return {stem(w) for w in tokens(_VERB_OR_OWNER.sub(" ", text))} - STOP_WORDS - _HOLDER_STEMS


_VERB_OR_OWNER = lazy_pattern(f"{_EN_VERB.pattern}|{_RU_VERB.pattern}|{_OF_WHOM.pattern}", re.IGNORECASE)


def _choices(text: str) -> Iterator[tuple[Side, str]]:
    """Each choice ``text`` names the holder of, as its side and the holder's stem."""
    for found in _OF_WHOM.finditer(text):
        word = found.group("en") or found.group("ru") or found.group("ru_own")
        side = _side(word)
        if side is not None:
            yield side, stem(word)
    for verb in _EN_VERB.finditer(text):
        word = _holder(text, verb.start())
        side = _side(word) if word else None
        if side is not None:
            yield side, stem(word)
    for verb in _RU_VERB.finditer(text):
        yield from _russian_holder(text, verb)


def _russian_holder(text: str, verb: re.Match[str]) -> Iterator[tuple[Side, str]]:
    """The side of a Russian choice's holder: told by the verb's person («выбира*ете*» is «вы»,
    «выбира*ем*» «мы»), else the reader's when a word of the reader's side stands right after the
    verb or before it («Дальше выбирает *гость*», «*гость* выбирает»), else the word before's."""
    form = verb.group().lower()
    if form.endswith(("ете", "ёте")):
        yield "reader", "вы"
        return
    if form.endswith("ем"):
        yield "provider", "мы"
        return
    after = tokens(text[verb.end():verb.end() + _NEXT_WORD_CHARS])[:1]
    before = _holder(text, verb.start())
    for word in (*after, before):
        if word and _side(word) == "reader":
            yield "reader", stem(word)
            return
    side = _side(before) if before else None
    if side is not None and before is not None:
        yield side, stem(before)


def _holder(text: str, at: int) -> str | None:
    """The word naming who makes the choice whose verb starts at ``at``: the one before it, past
    a modal or «сам»; after "and", the first word of the part the verb is in."""
    opened = max((m.end() for m in _PART.finditer(text, max(0, at - 200), at)), default=max(0, at - 200))
    before = [w for w in tokens(text[opened:at]) if w.lower() not in _SKIPPED]
    if not before:
        return None
    if before[-1].lower() in _JOINED:
        return before[0] if len(before) > 1 else None
    return before[-1]


def _side(word: str) -> Side | None:
    low = word.lower()
    if low in _UNKNOWN or (low in STOP_WORDS and low not in _READER_WORDS | _PROVIDER_WORDS):
        return None
    if low in _READER_WORDS or stem(low) in READER_ROLES:
        return "reader"
    return "provider"
