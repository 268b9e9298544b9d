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
from ..text import content_stems, stem, tokens
from .claim_sources import Sources
from .discretion import READER_ROLES

Side = Literal["reader", "provider"]

MIN_SHARED = 2
"""Words a cited sentence's choice shares with the claim's, besides whose it is, to be the same
choice: its alternatives ("refund … date", «вернуть … обменять»). One word ("refund") is many rules'."""

_EN_VERB = lazy_pattern(r"\b(?:chooses?|decides?(?!\s+to\b)|picks?(?!\s+(?:\w+\s+)?up\b)|selects?)\b", re.IGNORECASE)
"""A choice made ("you *choose* between", "the school *decides* whether"): not "decide *to*" (an
act one resolves on) nor "pick *up*"."""
_RU_VERB = lazy_pattern(r"(?<!\w)(?:выбира(?:ет|ют|ете|ем)|реша(?:ет|ют|ете|ем)|выберет|выберут|выберете|решит|решат)"
                        r"(?!\w)", re.IGNORECASE)
_OF_WHOM = lazy_pattern(
    r"\bat\s+(?:the\s+)?(?P<en>\w+)(?:'s)?\s+(?:own\s+)?(?:choice|discretion|option)\b|"
    r"\bat\s+the\s+(?:choice|discretion|option)\s+of\s+(?:the\s+)?(?P<en_of>\w+)|"
    r"(?<!\w)по\s+(?P<ru_own>вашему|нашему|своему)\s+(?:выбору|усмотрению|решению)(?!\w)|"
    r"(?<!\w)(?:по|на)\s+(?:выбору|выбор|усмотрению|усмотрение|решению)\s+(?P<ru>[а-яё]+)(?!\w)",
    re.IGNORECASE)
"""A choice named by whose it is: "at *your* choice", "at the *school's* discretion", "at the
discretion of *the operator*", «по выбору *заказчика*», «на усмотрение *администрации*», «по *вашему*
выбору» («по *своему* выбору» is its clause's subject's, which is not read: no side)."""

_SKIPPED = frozenset("can may will would must should shall might could then also alone itself themselves "
                     "himself herself just always usually сам сама сами само тогда также может могут должен "
                     "должна должны".split())
"""Words between a holder and its verb ("you *can* choose", «театр *сам* решает»)."""
_TO_AFTER = frozenset("have has need needs get gets able want wants".split())
"""The words before "to choose" that leave its holder before them ("you *have to* choose"); any
other ("three menus *to* choose from") names no holder."""
_CONDITION = frozenset("if when once unless whether если когда".split())
"""A holder after these decides on a condition ("*if* you decide …"), not a choice given to it."""
_JOINED = frozenset("and or then и или а".split())
"""A verb joined to the one before ("Kumo Trails cancels the tour *and* decides"): its holder is the
subject of the part it opens."""
_READER_WORDS = frozenset("you your yours вы ваш вашему вас вам".split())
_PROVIDER_WORDS = frozenset("we our us its мы наш нашему нас нам".split())
_READER_MORE = frozenset(stem(w) for w in "diner diners pupil pupils learner learners attendee attendees "
                         "spectator spectators зритель зрители ученик ученики слушатель слушатели".split())
"""Reader roles besides :data:`tether.checks.discretion.READER_ROLES` (red-team of session 51)."""
_PROVIDER_ROLES = frozenset(stem(w) for w in (
    "company operator school club theatre theater clinic hotel airline carrier shop store studio camp centre center "
    "organiser organizer venue agency provider management office host landlord academy library museum "
    "chef cook nurse doctor guide instructor teacher coach driver staff manager administrator receptionist "
    "врач медсестра тренер инструктор преподаватель педагог водитель администратор менеджер мастер курьер повар гид "
    "театр компания школа клуб клиника мастерская администрация оператор организатор студия салон магазин "
    "отель перевозчик банк сервис агентство лагерь центр музей библиотека академия прачечная типография "
    "ателье").split())
"""The provider's side named by its kind or its staff ("the *school* decides", «*театр* решает», "the
*nurse* decides"): whoever is not the reader. A word on no list and no name gives no side."""
_RU_NOMINATIVE_READER = frozenset(
    "вы гость гости клиент клиенты заказчик заказчики покупатель покупатели зритель зрители ученик ученики "
    "пациент пациенты родитель родители участник участники посетитель посетители пассажир пассажиры "
    "арендатор арендаторы владелец владельцы слушатель слушатели студент студенты абонент абоненты".split())
"""A Russian reader role as a subject: «*пациента*» before «выбирает клиника» is whose visit, not who."""
_WORD = lazy_pattern(r"[^\W\d_][\w'-]*")
"""A word as written: a name keeps its capital (:func:`tether.text.tokens` lowers it)."""
_UNKNOWN = frozenset("it he she they one who which that this он она они оно кто который которая".split())
_PART = lazy_pattern(r"[,;:.!?]")
HOLDER_REACH = 200
"""Characters read back from a choice's verb for its holder: a part's length, bounded (linear)."""
NAME_LOOK_BACK = 40
"""Characters read before a capitalised holder for the end of the sentence before it."""
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
    nearest: list[tuple[int, frozenset[Side]]] = []
    for i, sides, theirs in _cited_choices(sources):
        shared = len(words & theirs)
        if shared < best:
            continue
        if shared > best:
            best, nearest = shared, []
        nearest.append((i, sides))
    if nearest and all(said.isdisjoint(sides) for _, sides in nearest):
        return sources.index.sentences[nearest[0][0]]
    return None


MAX_CHOICES = 64
"""Cited sentences naming whose a choice is that are read, at most: a policy states a handful; an
answer of thousands of claims against a material of thousands of choices would be read in time
quadratic in both otherwise."""


def _cited_choices(sources: Sources) -> tuple[tuple[int, frozenset[Side], frozenset[str]], ...]:
    """The allowed sentences naming a choice's holder, each with its sides and its words, read once
    per set of cited fragments (:attr:`Sources.choices`)."""
    known = sources.choices.get("read")
    if known is None:
        found = []
        for i in sorted(sources.allowed):
            sentence = sources.index.sentences[i]
            if not _VERB_OR_OWNER.search(sentence):
                continue
            sides = frozenset(side for side, _ in _choices(sentence))
            if sides:
                found.append((i, sides, frozenset(_content(sentence))))
                if len(found) >= MAX_CHOICES:
                    break
        known = sources.choices["read"] = tuple(found)
    return known


def _content(text: str) -> set[str]:
    """The stems of ``text`` less stop words and the words that name a choice or its holder."""
    return set(content_stems(_VERB_OR_OWNER.sub(" ", text))) - _HOLDER_STEMS


_VERB_OR_OWNER = lazy_pattern(f"{_EN_VERB.pattern}|{_RU_VERB.pattern}|{_OF_WHOM.pattern}", re.IGNORECASE)


def _choices(text: str) -> Iterator[tuple[Side, str]]:
    """Each choice ``text`` names the holder of, as its side and the holder's stem."""
    for found in _OF_WHOM.finditer(text):
        word = found.group("en") or found.group("en_of") or found.group("ru") or found.group("ru_own")
        side = _side(word)
        if side is not None:
            yield side, stem(word)
    for verb in _EN_VERB.finditer(text):
        held = _holder(text, verb.start())
        if held is not None:
            yield held[0], stem(held[1].lower())
    for verb in _RU_VERB.finditer(text):
        yield from _russian_holder(text, verb)


def _russian_holder(text: str, verb: re.Match[str]) -> Iterator[tuple[Side, str]]:
    """The side of a Russian choice's holder: told by the verb's person («выбира*ете*» is «вы»,
    «выбира*ем*» «мы»), else by the word right after the verb when it names either side («Дальше
    выбирает *гость*», «… выбирает *клиника*»), else by the one before as a subject: a reader's
    role in the nominative, a provider's pronoun or role («*пациента* выбирает» is whose visit)."""
    form = verb.group().lower()
    if form.endswith(("ете", "ёте")):
        yield "reader", "вы"
        return
    if form.endswith("ем"):
        yield "provider", "мы"
        return
    after = tokens(_PART.split(text[verb.end():verb.end() + _NEXT_WORD_CHARS], maxsplit=1)[0])[:1]
    if after and _side(after[0]) is not None:
        yield _side(after[0]) or "reader", stem(after[0])
        return
    opened = _part_start(text, verb.start())
    before = [w for w in tokens(text[opened:verb.start()]) if w.lower() not in _SKIPPED][-1:]
    if not before:
        return
    word = before[0].lower()
    if word in _RU_NOMINATIVE_READER:
        yield "reader", stem(word)
    elif _side(word) == "provider":
        yield "provider", stem(word)


def _holder(text: str, at: int) -> tuple[Side, str] | None:
    """The side and word of who makes the English choice whose verb starts at ``at``: the word
    before it, past a modal; after "and", the subject opening the verb's part; none after "to" (bar
    "have to"), on a condition ("if you decide"), or for a word of neither side that is no name."""
    opened = _part_start(text, at)
    before = [w for w in _WORD.findall(text, opened, at) if w.lower() not in _SKIPPED]
    if before and before[-1].lower() == "to":
        if len(before) < 2 or before[-2].lower() not in _TO_AFTER:
            return None
        before = [w for w in before[:-2] if w.lower() not in _SKIPPED]
    if not before or (len(before) > 1 and before[-2].lower() in _CONDITION):
        return None
    word = before[0] if before[-1].lower() in _JOINED and len(before) > 1 else before[-1]
    if word.lower() in _JOINED:
        return None
    side = _side(word) or ("provider" if _a_name(text, word, opened) else None)
    return None if side is None else (side, word)


def _part_start(text: str, at: int) -> int:
    """Where the part holding ``at`` opens: after the last punctuation within HOLDER_REACH before it."""
    lo = max(0, at - HOLDER_REACH)
    return max((m.end() for m in _PART.finditer(text, lo, at)), default=lo)


def _a_name(text: str, word: str, opened: int) -> bool:
    """Whether ``word`` (of the part opened at ``opened``) is written with a capital not at its
    sentence's start: "Kumo Trails", "Vento Cycling" — not "Diners choose" or an imperative "Open the
    app and choose"."""
    if not word[:1].isupper():
        return False
    at = text.find(word, opened)
    head = text[max(0, at - NAME_LOOK_BACK):at].rstrip()  # bounded: a text of many verbs stays linear
    return bool(head) and head[-1] not in ".!?"


def _side(word: str) -> Side | None:
    """The side of a holder's word: the reader's or the provider's pronoun or role; a name (a
    capital the caller has read) counts as the provider's; any other word, none."""
    low = word.lower()
    if low in _UNKNOWN:
        return None
    if low in _READER_WORDS or stem(low) in READER_ROLES or stem(low) in _READER_MORE:
        return "reader"
    if low in _PROVIDER_WORDS or stem(low) in _PROVIDER_ROLES:
        return "provider"
    return None
