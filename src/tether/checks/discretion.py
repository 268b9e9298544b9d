"""A discretion stated as done: "we *may reduce* what we pay" → "we reduce what we pay",
«оператор *вправе расторгнуть* договор» → «оператор расторгает договор».

What an institution may do at its discretion is not what it does: the reader who is told "we
reduce" plans on the reduction. :func:`tether.checks.agreement.turns_the_modality` reads a
permission made a duty ("must") or a passive fact ("is released"); this reads the act named
in the active voice with no modal before it. Read on the act's word alone, whatever else the
claim says (a claim of several clauses is not compared whole for its modality).

Not read: the reader's own permission ("*you can* cancel" → "you cancel free of charge":
:func:`tether.checks.agreement.does_what_it_may`), a claim that keeps a modal or a hedge
before the act, and an act some cited sentence states as done or due.
"""

from __future__ import annotations

import os
import re
from functools import lru_cache
from typing import NamedTuple

from ..guard import lazy_pattern
from ..terms import TermSet, same_term, subject_terms
from ..text import STOP_WORDS, stem, tokens
from .claim_sources import Sources
from .lexicon import DUTY_ACT
from .polarity import REQUEST_STEMS, asked_act, has_negator

READER_ROLES = frozenset(stem(w) for w in (
    "you member members guest guests customer customers client clients visitor visitors patient patients "
    "employee employees student students parent parents owner owners tenant tenants passenger passengers "
    "policyholder policyholders resident residents applicant applicants participant participants non-members "
    "вы гость гости клиент клиенты посетитель посетители пациент пациенты сотрудник сотрудники студент студенты "
    "родитель родители владелец владельцы арендатор арендаторы пассажир пассажиры участник участники "
    "заявитель заявители жилец жильцы абонент абоненты покупатель покупатели subscriber subscribers "
    "buyer buyers user users recipient recipients пользователь пользователи получатель получатели собственник "
    "собственники hirer hirers renter renters borrower borrowers наниматель арендатора заказчик заказчики "
    "traveller travellers traveler travelers").split())
"""Whom a rule lets do something: the reader's side. A clinic, an airline, "we" or an employer that
*may* act is using its discretion, which a claim may not state as done."""

MIN_SHARED_PREFIX = 5
"""Letters a claim's word must share with the permitted act's from the start, and no fewer
than the shorter stem less two: «расторгает» and «расторгнуть» are one act in two aspects
(«растор»), «перед» (a preposition) is not «передать» (it is a stop word, and shares four)."""
MIN_ACT_LETTERS = 3
"""An English word this short names an act only when equal to the granted one's stem ("pay");
shorter words are particles. A Russian stem under MIN_SHARED_PREFIX letters is cut from many
forms («пода»: «подать», the reader's own imperative «подайте»), so it is not read."""
MODAL_REACH = 40
"""Characters read before the claim's word for a modal or a hedge that keeps the discretion."""

_WORD = lazy_pattern(r"[^\W\d_]+")
_KEPT = lazy_pattern(
    r"(?:\b(?:may|might|can|could|possibly|able\s+to|entitled\s+to|right\s+to|reserves?\s+the\s+right\s+to|"
    r"risks?|risking|at\s+risk\s+of|liable\s+to|subject\s+to)"
    r"|(?<!\w)(?:мож\w*|мог\w*|вправе|возможно|право|смож\w*|рискует|рискуете|риск))(?:\s+[^\W\d_]+){0,3}\s*$",
    re.IGNORECASE)
_ASKED = lazy_pattern(r"\b(?:ask|asks|asked|require|requires|required|request|requests|requested|tell|tells|told|"
                      r"invite|invites|invited)(?:\s+[^\W\d_]+){0,3}\s+to\s*$|"
                      r"(?<!\w)(?:попрос\w*|потребова\w*|предлож\w*|обяза(?!тельн)\w*)(?:\s+[^\W\d_]+){0,3}\s*$",
                      re.IGNORECASE)
"""The act named as what someone is asked to do ("may ask you *to* pay", «вправе потребовать от
клиента оплатить»): asked for, not stated as done (unseen20 dev u20-en-045). Not «обязательно»:
"necessarily" states the act as done for certain (unseen24 dev u24-ru-049)."""
_NOT_ASSERTED = lazy_pattern(
    r"(?:\b(?:if|when|unless|whether|to)|(?<!\w)(?:если|когда|ли|чтобы))(?:\s+[^\W\d_,;:]+)*\s*$", re.IGNORECASE)
"""The act named inside a condition or as a purpose, not stated: "*if* the recipient refuses",
"*to* reduce", «*если* получатель отказался»."""
_SUBJECT_OF_A_MODAL = lazy_pattern(r"\s+(?:may|might|can|could|must|will|shall|are|is|может|могут|должн\w*)(?!\w)",
                                   re.IGNORECASE)
_INFINITIVE = lazy_pattern(r"[а-яё]+(?:ть|ться|ти|чь)", re.IGNORECASE)
"""A Russian infinitive names an act («оплатить нужно», «вернуть … может»), states none."""


def states_a_discretion_as_done(claim: str, sources: Sources) -> str | None:
    """The cited sentence that only permits an institution the act ``claim`` states as done,
    or None."""
    permitted = sources.permitted  # None: not known yet, every word is read
    if permitted is not None and not permitted:
        return None
    left: list[tuple[_Granted, int]] | None = None  # (act, sentence), read on the first word that needs it
    for found in _WORD.finditer(claim):
        word = found.group().lower()
        if (permitted is not None and word[:4] not in permitted) or word in STOP_WORDS \
                or len(word) < (MIN_ACT_LETTERS if word.isascii() else MIN_SHARED_PREFIX):
            continue
        if _SUBJECT_OF_A_MODAL.match(claim, found.end()):
            continue  # "*Fines* may reach …": the word is what the sentence is about, not its act
        before = claim[max(0, found.start() - MODAL_REACH):found.start()]
        if _KEPT.search(before) or _ASKED.search(before) or has_negator(before[-MODAL_REACH // 2:]) \
                or _NOT_ASSERTED.search(before) \
                or _INFINITIVE.fullmatch(word) or _CIRCUMSTANCE.search(before):
            # "we may reduce", «не расторгает», "if the recipient refuses", "to reduce",
            # «оплатить нужно», "after the claim": no act stated as done, or another reader's business
            continue
        if left is None:
            sentences = sources.index.sentences
            left = [(act, i) for i in sorted(sources.allowed)
                    for act in _left_to_an_institution(sentences[i])]
            if not left:
                return None
        act = stem(word)
        # "*You* use the voucher …": the reader's act, which a passive "may be used" grants them
        readers: bool | None = None  # read for the first passive grant
        for granted, i in left:
            if granted.passive:
                if readers is None:
                    readers = any(stem(w) in READER_ROLES
                                  for w in tokens(claim[max(0, found.start() - 24):found.start()])[-2:])
                if readers:
                    continue
            if _one_act(act, granted.act) and _on_its_object(claim, found.start(), granted.on):
                words = subject_terms(claim)
                if not _stated_elsewhere(sources, act, words, _shared(words, sources.index.terms[i])):
                    return sources.index.sentences[i]
    return None


def _shared(words: tuple[str, ...], terms: tuple[str, ...]) -> int:
    """How many of a claim's ``words`` a sentence's indexed ``terms`` hold."""
    held = TermSet.of(terms)
    return sum(1 for t in words if t in held)


class _Granted(NamedTuple):
    """An act left to an institution's discretion, and the words of what it acts on."""

    act: str
    on: tuple[str, ...]
    passive: bool = False  # "may be moved": whose act, the subject does not say
    by: frozenset[str] = frozenset()  # the stems of the words before the modal: whose discretion


MIN_OBJECT_WORDS = 2
"""Words of the granted act's object the claim's clause must hold, or all when it has fewer:
"pay *the consultation fee in full*" is the act the clinic may ask for; "you pay rent monthly"
beside "may ask the tenant to pay *for repairs*" is another (a review of ff9bb13)."""
OBJECT_REACH = 160
"""Characters read on each side of a claim's act for its clause: bounded, so that an answer
repeating the act thousands of times is still read in linear time."""
_OBJECT_ENDS = lazy_pattern(r"[,;:.!?()]|\s(?:if|when|unless|and|but|or|если|когда|и|но|или|а)\s", re.IGNORECASE)


def _object_of(sentence: str, at: int) -> tuple[str, ...]:
    """The content words after an act at ``at`` up to the end of its clause or condition."""
    end = _OBJECT_ENDS.search(sentence, at)
    # generic words too: "proof of *address*" is not "proof of identity"
    return subject_terms(sentence[at:end.start() if end else len(sentence)])


def _on_its_object(claim: str, at: int, on: tuple[str, ...]) -> bool:
    """Whether the clause of ``claim`` around ``at`` names what the granted act acts on."""
    if not on:
        return True
    lo = max(0, at - OBJECT_REACH)
    start = max(claim.rfind(",", lo, at), claim.rfind(";", lo, at), claim.rfind(" and ", lo, at), lo - 1) + 1
    end = _OBJECT_ENDS.search(claim, at, at + OBJECT_REACH)
    held = TermSet(subject_terms(claim[start:end.start() if end else min(len(claim), at + OBJECT_REACH)]))
    return sum(1 for t in on if t in held) >= min(MIN_OBJECT_WORDS, len(on))


_DISCRETION = lazy_pattern(r"\b(?:may|might)\s+(?:also\s+|still\s+|only\s+)?([^\W\d_]+)|"
                           r"(?<!\w)(?:может|могут|вправе)\s+(?:также\s+|только\s+|лишь\s+)?([^\W\d_]+)", re.IGNORECASE)
"""The act left to someone's discretion ("we may *reduce*", «оператор вправе *расторгнуть*»);
not "can" (what an institution can do it offers: "we can deliver on Saturdays"), not "may
be" (a passive: :func:`tether.checks.agreement.turns_the_modality`)."""
_PASSIVE_DISCRETION = lazy_pattern(r"\b(?:may|might)\s+(?:also\s+|still\s+)?be\s+([a-z]+ed)\b", re.IGNORECASE)
"""An act left to someone's discretion in the passive ("a boat whose insurance has lapsed *may be
moved* ashore"): its actor is the institution whoever the subject is ("you may be charged"), so
"the marina *will move* your boat" states it as done (unseen24 dev u24-en-049)."""
HOLDER_WORDS = 2
"""Words read before the modal for whose discretion it is ("*we* may", «*оператор* вправе»)."""


@lru_cache(maxsize=4096)
def _left_to_an_institution(sentence: str) -> tuple[_Granted, ...]:
    """The acts ``sentence`` leaves to the discretion of someone other than the reader ("*we*
    may reduce", not "*you* may cancel", «абонент может»), with their objects; kept per sentence."""
    out = []
    for granted in _DISCRETION.finditer(sentence):
        holder = tokens(sentence[:granted.start()])[-HOLDER_WORDS:]
        word = (granted.group(1) or granted.group(2)).lower()
        if word != "be" and word != "быть" and not any(stem(w) in READER_ROLES for w in holder):
            out.append(_Granted(stem(word), _object_of(sentence, granted.end()), by=frozenset(map(stem, holder))))
            # "the clinic may ask the client *to pay*": what it may ask for is its discretion too
            asked = asked_act(sentence, granted.end()) if stem(word) in REQUEST_STEMS else None
            if asked is not None:
                at = sentence.lower().find(asked, granted.end())
                out.append(_Granted(stem(asked), _object_of(sentence, at + len(asked))))
    for granted in _PASSIVE_DISCRETION.finditer(sentence):
        out.append(_Granted(stem(granted.group(1).lower()), _object_of(sentence, granted.end()), passive=True))
    return tuple(out)


def _one_act(a: str, b: str) -> bool:
    if a == b and a.isascii():
        return True  # a short English act is one only when equal ("pay")
    shared = len(os.path.commonprefix((a, b)))
    if shared == MIN_SHARED_PREFIX - 1 and min(len(a), len(b)) >= MIN_SHARED_PREFIX:
        return same_term(a, b)  # the two aspects of one verb: «оплат» / «оплачива» (terms._ALTERNATION)
    return shared >= MIN_SHARED_PREFIX and shared >= min(len(a), len(b)) - 2


def _stated_elsewhere(sources: Sources, act: str, claim: tuple[str, ...], granting: int) -> bool:
    """Whether an allowed sentence names the act with no modal before it ("we *reduce*", "is
    reduced", «обязан расторгнуть», "a *reduction*"): then the claim may restate that one —
    when it holds as many of the ``claim``'s words as the sentence that grants the act
    (``granting``). "The club *must* suspend an account … when … the member's licence has
    been suspended" is another case than "If a payment fails …, the club suspends your
    account", which restates "The club *may* suspend an account when a payment fails …"
    (unseen21 dev u21-en-043)."""
    for i in sources.allowed:
        sentence = sources.index.sentences[i]
        if _shared(claim, sources.index.terms[i]) < granting:
            continue
        for found in _WORD.finditer(sentence):
            if not _one_act(act, stem(found.group().lower())):
                continue
            before = sentence[max(0, found.start() - MODAL_REACH):found.start()]
            if not _KEPT.search(before) and not _ASKED.search(before) and not _CIRCUMSTANCE.search(before):
                return True
    return False


_CIRCUMSTANCE = lazy_pattern(
    r"(?:\b(?:upon|on|after|before|for|of|in\s+case\s+of)|(?<!\w)(?:при|после|до|для|без|о|об|в\s+случае))"
    r"(?:\s+[^\W\d_]+)?\s+$", re.IGNORECASE)
"""The act named as a circumstance, not stated as done: «возврат рассчитывается так же, как *при*
расторжении по заявлению ученика», "*after* cancellation" (unseen18 dev u18-ru-027)."""


_STOP_STEMS = frozenset(stem(w) for w in STOP_WORDS)


def lays_a_duty_on_a_discretion(claim: str, sources: Sources) -> str | None:
    """The cited sentence that leaves to an institution's discretion what ``claim`` makes its
    duty in another verb: «администратор *обязан проверить* документ» against «администратор
    *может попросить* документ» (unseen29 dev u29-ru-044). The same holder and the same object,
    a duty for a "may": :func:`tether.checks.agreement.turns_the_modality` reads the same verb;
    this reads the holder and the object, since the answer's verb is its own. None where a cited
    sentence lays a duty on that object itself, or where the duty is the reader's."""
    if sources.permitted is not None and not sources.permitted:
        return None
    for duty in DUTY_ACT.pattern.finditer(claim):
        holder = {stem(w) for w in tokens(claim[max(0, duty.start() - MODAL_REACH):duty.start()])[-HOLDER_WORDS:]}
        holder -= _STOP_STEMS
        on = _object_of(claim[duty.end():duty.end() + OBJECT_REACH], 0)  # bounded: an answer is untrusted
        if not holder or holder & READER_ROLES or not on:
            continue
        held = TermSet(on)
        for i in sorted(sources.allowed):
            sentence = sources.index.sentences[i]
            for granted in _left_to_an_institution(sentence):
                if granted.passive or not granted.on \
                        or sum(1 for t in granted.on if t in held) < min(MIN_OBJECT_WORDS, len(granted.on)):
                    continue
                if holder & granted.by and not _a_duty_on(on, sources):
                    return sentence
    return None


def _a_duty_on(on: tuple[str, ...], sources: Sources) -> bool:
    """Whether a cited sentence lays a duty on what ``on`` names itself (MIN_OBJECT_WORDS of it)."""
    need = min(MIN_OBJECT_WORDS, len(on))
    for i in sorted(sources.allowed):
        for d in DUTY_ACT.pattern.finditer(sources.index.sentences[i]):
            theirs = TermSet(_object_of(sources.index.sentences[i], d.end()))
            if sum(1 for t in on if t in theirs) >= need:
                return True
    return False
