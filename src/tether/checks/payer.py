"""Who pays: a cost the cited text lays on one named party, given to another.

"In the UAE, the insurer pays the co-payment shown on your insurance card" against "The
patient pays the co-payment shown on the insurance card at discharge, and the insurer pays
the rest" (unseen32 dev u32-en-049): every word of the claim is the source's, the insurer
and the co-payment included, so coverage stands; what moved is who pays which sum.
:mod:`tether.checks.parties` reads the two pronouns ("you", "we"); this reads parties named
by a noun, in English, whose word order tells the payer: "the owner pays all veterinary
costs", "travel costs are paid by the speaker". In Russian word order does not tell it
(«Топливо оплачивает водитель»), the case does: the payer is a party noun in the nominative right
before or after the paying verb («заказчик оплачивает повторную доставку» against «повторную
доставку оплачивает получатель»: unseen55 dev u55-ru-040). As in English, two nouns for one party
(«клиент» for «заказчик») would be read as two.

Read in code, clause by clause: a payment is a paying verb (:data:`PAYER`) with its payer, the
noun right before it (past a modal: "the kennel will pay"), and what is paid, the words after
it to the clause's end; in the passive ("… is paid by the shop") the other way round. The
claim fails when it has a payer pay a thing that a cited sentence has another named payer pay,
and no cited sentence has the claim's payer pay that thing. Only nouns on both sides: "you"
and "we" are the reader and the provider, whom a policy names by many nouns ("the guest",
"the patient"), so a pronoun set against a noun is no swap.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import NamedTuple

from ..guard import Guarded, lazy_pattern
from ..terms import GENERIC_TERMS, SentenceIndex, subject_terms
from ..text import stem

_VERBS = r"pays?|paid|bears?|borne|reimburses?|reimbursed"
_VERBS_RU = (r"оплачива(?:ет|ют)|оплат(?:ит|ят)|(?:за)?плат(?:ит|ят)|возмеща(?:ет|ют)|возмест(?:ит|ят)|"
             r"компенсиру(?:ет|ют)")
PAYER = Guarded(rf"\b(?:{_VERBS})\b|(?<!\w)(?:{_VERBS_RU})(?!\w)", re.IGNORECASE,
                ("pay", "paid", "bear", "borne", "reimburs", "оплач", "оплат", "плат", "возме", "компенс"))
"""A paying verb: the word the reader needs in a claim to be read at all. Not "covers": what
covers a cost is as often a thing ("each voucher covers a ride of up to 15 km", evalsets/unseen
unseen-en-004, failed when read) as a party."""
_MODALS = r"(?:(?:must|will|shall|should|can|may|also|then|always|usually|normally|directly|only)\s+)*"
_ACTIVE = lazy_pattern(rf"\b(?:the|a|an|your|our|their|each|every)\s+([a-z][a-z-]+)\s+{_MODALS}"
                       rf"(pays?|bears?|reimburses?)\s+(?:for\s+)?([^.;:,]*)", re.IGNORECASE)
"""A named payer, its verb and what it pays: "*the insurer pays the rest*", "*the kennel will pay*
all the veterinary costs"."""
_PASSIVE = lazy_pattern(rf"((?:\b[a-z][\w-]*\s+){{1,6}}?)(?:is|are|will\s+be|must\s+be|should\s+be)\s+{_MODALS}"
                        rf"(paid|borne|reimbursed)\s+(?:\w+\s+){{0,3}}?by\s+(?:the|a|an|your|our|their|each)\s+"
                        r"([a-z][a-z-]+)", re.IGNORECASE)
"""What is paid, the verb and the named payer: "*travel costs are paid by the speaker*"."""
_REDUCED = lazy_pattern(r",\s+(?:and\s+)?(?:paid|borne|reimbursed)\s+by\s+(?:the|a|an|your|our|their|each)\s+"
                        r"([a-z][a-z-]+)", re.IGNORECASE)
"""A payer named after what is paid, with no verb of its own: "… are served a supplier meal at AUD 40
each, *paid by the couple*" (unseen43 dev u43-en-048: "The photographer pays for the supplier meal"
passed)."""
REDUCED_REACH = 8
"""Words before ", paid by the …" that name what is paid: the noun phrase it follows ("a supplier meal
at AUD 40 or NZD 35 each"), not the whole sentence's subject."""
_CLAUSE = lazy_pattern(r"[;:]|,\s+(?:and|but|while|whereas)\s+|(?<!\s)\s+and\s+(?=(?:the|a|an|your|our|their)\s)",
                       re.IGNORECASE)
"""Where a sentence's payments part. A run of spaces is tried once, from its start: tried from each
of its spaces it was a quadratic search (a review of session 46)."""
_GAPPED = lazy_pattern(r"(?:the|a|an|your|our|their)\s+([a-z][a-z-]+)\s+"
                      r"(?:(?:within|in|after|before|by|up\s+to)\s+)?\d[\d.,]*(?:\s?[a-z]+)?[.!?]?", re.IGNORECASE)
"""A clause that names another payer and leaves the paying verb and what is paid out, the clause
before it meant, with only a time or a figure of its own: "the IRS usually pays a refund within 21
days *and the CRA within 14 days*" (unseen47 dev u47-en-015: "the CRA pays a refund" read as the
IRS's payment given to another). Not "… and the trainee *for travel*", which pays something else,
nor "the balance 7 days before the event" (a red-team of session 46)."""
_NOT_PAYERS = frozenset(stem(w) for w in ("you", "we", "it", "one", "this", "that", "which", "fee", "fees", "price",
                                          "rate", "cost", "costs", "charge", "policy", "plan", "card",
                                          "deposit", "ticket", "package", "tariff", "amount", "sum"))
"""Words before a paying verb that name what pays for something, not who: "the deposit pays for
damage", "each one pays for a ride". Not "insurance": its stem is the insurer's."""


_VERB_RU = lazy_pattern(rf"(?<!\w)(?:{_VERBS_RU})(?!\w)", re.IGNORECASE)
_WORD_BEFORE_RU = lazy_pattern(r"(?<![а-яё])([а-яё]+)\s+"
                               r"(?:(?:сам|сама|сами|всегда|также|тоже|обычно|полностью|дополнительно)\s+)?$",
                               re.IGNORECASE)
_WORD_AFTER_RU = lazy_pattern(r"\s+([а-яё]+)", re.IGNORECASE)
"""The words right before and after a Russian paying verb, where its payer stands in either order:
«*заказчик* оплачивает повторную доставку», «повторную доставку оплачивает *получатель*»."""
PAID_REACH = 120
"""Characters read on each side of a paying verb for what is paid: a clause of a rule («повторную
доставку в тот же или на следующий день … оплачивает»: 60), bounded so that a text of many verbs
is read in linear time (a red-team of session 54: 8× the clause took 80× the time)."""
PARTY_REACH = 40
"""Characters read before a paying verb for its payer: a word and an adverb."""
_PARTY_RU = lazy_pattern(r"[а-яё]+(?:тель|тели|чик|чики|щик|щики|ник|ники|тор|торы|ец|цы|ист|исты)|"
                         r"(?:клиент|студент|пациент|агент|резидент|пассажир|турист)ы?|гость|гости|"
                         r"компания|фирма|школа|клиника|студия|магазин|салон|банк|агентство|отель|гостиница",
                         re.IGNORECASE)
"""A party named in the nominative, the payer's case («заказчик», «получатель», «компания»): one in
another case is what is paid or whose («доставку получателя»). A noun form, not meaning: a word
of these endings that names no party is read as one only beside a paying verb."""
_NOT_PARTIES_RU = frozenset(stem(w) for w in """понедельник вторник праздник праздники ящик ящики""".split())
"""Words of a party's shape that name no party («доставку в *понедельник* оплачивает магазин»: a
review of session 54). Nouns in -ент are parties only by name («клиент», «студент»): «абонемент»,
«документ», «процент» are none."""
_CIRCUMSTANCE_RU = lazy_pattern(r"(?<![а-яё])(?:в|во|по|на|с|со|до|после|к|ко|при|через)\s+[а-яё]+", re.IGNORECASE)
"""A prepositional phrase: when or how a thing is paid («*в праздники*», «*по полной цене*»), not what is
paid."""
_CLAUSE_RU = lazy_pattern(r"[;:]|,\s+(?:а|но|и|однако|тогда\s+как)\s+|\.\s")


class _Payment(NamedTuple):
    payer: str  # the payer's stem; every paying verb is one act ("the guest bears the cost" pays)
    paid: frozenset[str]  # the distinctive stems of what is paid


@lru_cache(maxsize=1024)
def _payments(text: str) -> tuple[_Payment, ...]:
    """The payments ``text`` states, kept: the cited sentences are read again for every claim."""
    found: list[_Payment] = []
    for clause in _CLAUSE.split(text):
        gapped = _GAPPED.fullmatch(clause.strip())  # stripped: one run of spaces, read once
        if gapped is not None and found and not PAYER.possible(clause):
            found.append(_Payment(stem(gapped.group(1).lower()), found[-1].paid))
            continue
        found += [_Payment(stem(m.group(1).lower()), _paid(m.group(3))) for m in _ACTIVE.finditer(clause)]
        found += [_Payment(stem(m.group(3).lower()), _paid(m.group(1))) for m in _PASSIVE.finditer(clause)]
        found += [_Payment(stem(m.group(1).lower()), _paid(_words_before(clause[max(0, m.start() - REDUCED_CHARS):
                                                                                m.start()])))
                  for m in _REDUCED.finditer(clause)]
    if not text.isascii():
        found += _payments_ru(text)
    return tuple(p for p in found if p.payer not in _NOT_PAYERS and p.paid)


def _payments_ru(text: str) -> list[_Payment]:
    """The payments a Russian ``text`` states: per clause, a paying verb with a party in the
    nominative right before or after it, and the clause's other words as what is paid."""
    found: list[_Payment] = []
    for clause in _CLAUSE_RU.split(text):
        for m in _VERB_RU.finditer(clause):
            before = _WORD_BEFORE_RU.search(clause, max(0, m.start() - PARTY_REACH), m.start())
            after = _WORD_AFTER_RU.match(clause, m.end())
            parties = [w.group(1) for w in (before, after) if w is not None and _PARTY_RU.fullmatch(w.group(1))
                       and stem(w.group(1).lower()) not in _NOT_PARTIES_RU]
            if len(parties) != 1:
                continue  # none, or a party on either side: which one pays is not told by the order
            payer = stem(parties[0].lower())
            rest = _CIRCUMSTANCE_RU.sub(" ", clause[max(0, m.start() - PAID_REACH):m.start()] + " "
                                        + clause[m.end():m.end() + PAID_REACH])
            paid = frozenset(t for t in _paid(rest) if t != payer)
            found.append(_Payment(payer, paid))
    return found


def _words_before(text: str) -> str:
    """The last REDUCED_REACH words of ``text`` (at most REDUCED_CHARS characters, cut by the
    caller: each payer so named costs the same, however long the clause), figures not counted ("AUD
    40 or NZD 35 each")."""
    kept: list[str] = []
    words = 0
    for token in reversed(text.split()):
        kept.append(token)
        words += any(c.isalpha() for c in token)
        if words >= REDUCED_REACH:
            break
    return " ".join(reversed(kept))


REDUCED_CHARS = 160
"""Twenty words of eight letters: the most REDUCED_REACH words and their figures take in a rule."""


def _paid(words: str) -> frozenset[str]:
    return frozenset(t for t in subject_terms(words) if t not in GENERIC_TERMS and t not in _NOT_PAYERS)


_RU_PAYS = r"оплачиваете|оплатите|платите|заплатите|оплачиваем|оплатим|платим|возмещаем|возместим|компенсируем"
_PRONOUN_PAYS = lazy_pattern(
    rf"(?<!\bif\s)(?<!\bwhen\s)(?<!\bonce\s)(?<!unless\s)(?<!until\s)(?<!after\s)(?<!before\s)(?<![\w'’])"
    rf"(you|we)(?:'ll|’ll|\s+will)?\s+{_MODALS}(pay|bear|reimburse)\s+(?:for\s+)?([^.;:,]*)|"
    rf"(?<!\w)(вы|мы)\s+(?:(?:сами|также|тоже|полностью)\s+)?(?:{_RU_PAYS})(?!\w)([^.;:,]*)|"
    rf"(?<!\w)(?:{_RU_PAYS})\s+(вы|мы)(?!\w)",
    re.IGNORECASE)
"""The reader or the provider paying, by pronoun: "*You pay* the vet's bill", "in that case *you'll pay*
…", «*мы оплачиваем* счёт ветеринара», «Сборку *вы оплачиваете* сами», «Счёт ветеринара *оплачиваете
вы*» (a red-team of session 57). Not a condition's: "if you pay by card"."""
_BY_ONESELF = lazy_pattern(r"(?<!\w)(?:сами|сам|сама|самостоятельно|yourself|yourselves|ourselves)(?!\w)",
                           re.IGNORECASE)


_PROVIDERS = frozenset(stem(w) for w in """salon studio school club park centre center clinic hotel shop store company
    kennel marina practice camp academy gym agency operator business venue
    салон студия школа клуб парк центр клиника отель магазин компания питомник""".split())
"""Nouns a policy names its provider by ("the salon pays the vet's bill"): set against a reader's "you
pay", a swap of payer (unseen58 dev u58-en-040)."""
_READERS = frozenset(stem(w) for w in """guest customer client owner patient parent member student passenger tenant
    buyer visitor rider participant guardian гость клиент владелец пациент родитель покупатель посетитель
    участник заказчик""".split())
"""Nouns a policy names its reader by ("the owner pays"): set against a provider's "we pay"."""


def _pronoun_payments(claim: str) -> tuple[_Payment, ...]:
    """The payments ``claim`` has the reader ("you") or the provider ("we") make."""
    found = []
    for m in _PRONOUN_PAYS.finditer(claim):
        who = (m.group(1) or m.group(4) or m.group(6)).lower()
        # what is paid follows the verb, up to a condition ("… the vet's bill *if* your pet …"), or, in
        # Russian, may come before it («Сборку вы оплачиваете сами», «Счёт ветеринара оплачиваете вы»)
        after = _BY_ONESELF.sub(" ", m.group(3) or m.group(5) or "")
        condition = _CONDITION.search(after)
        paid = _paid(after if condition is None else after[:condition.start()])
        if not paid:
            lead = claim[max(0, m.start() - PAID_REACH):m.start()]
            paid = _paid(_CLAUSE_START.split(lead)[-1])
        found.append(_Payment("you" if who in ("you", "вы") else "we", paid))
    return tuple(p for p in found if p.paid)


_CONDITION = lazy_pattern(r"\b(?:if|when|unless|once|provided)\b|(?<!\w)(?:если|когда|при\s+условии)(?!\w)",
                          re.IGNORECASE)
_CLAUSE_START = lazy_pattern(r"[.;:,!?]")


def pays_for_another(claim: str, index: SentenceIndex, allowed: frozenset[int]) -> str | None:
    """The cited sentence in which another named party pays what the claim has its payer pay,
    when no cited sentence has the claim's payer pay it; or None."""
    if not PAYER.possible(claim):
        return None
    said = _payments(claim)
    by_pronoun = _pronoun_payments(claim)
    if not said and not by_pronoun:
        return None
    by_thing = _cited_payments(index, allowed)
    for mine in by_pronoun:  # "you pay" where only the salon does, "we pay" where only the guest does
        others = _PROVIDERS if mine.payer == "you" else _READERS
        # every thing the claim has paid, not one: "you pay the course fee" is not "the school pays the
        # exam fee"
        if all(thing in by_thing and by_thing[thing][1] <= others for thing in mine.paid):
            return index.sentences[by_thing[min(mine.paid)][0]]
    # each thing paid on its own: "the organisers pay for their hotel … and their travel costs"
    # holds the hotel the organisers do pay and the travel the speaker pays
    for mine in said:
        for thing in sorted(mine.paid):
            paid_by = by_thing.get(thing)
            if paid_by is not None and mine.payer not in paid_by[1] and paid_by[1].isdisjoint(_PRONOUNS):
                return index.sentences[paid_by[0]]  # (a pronoun payer is any noun of its side)
    return None


_PRONOUNS = frozenset({"you", "we"})


@lru_cache(maxsize=64)
def _cited_payments(index: SentenceIndex, allowed: frozenset[int]) -> dict[str, tuple[int, frozenset[str]]]:
    """Per thing paid, the first allowed sentence paying it and every payer of it there: read once
    per set of cited sentences, not once per claim (a review of session 54: 101× the time for 8×
    the claims and the material)."""
    first: dict[str, int] = {}
    payers: dict[str, set[str]] = {}
    for i in sorted(allowed):
        sentence = index.sentences[i]
        if PAYER.possible(sentence):
            # the reader's and the provider's own payments too: "You pay the vet's bill for injuries your
            # dog causes itself" beside "The salon pays …" holds a claim's "you pay" (a review)
            for p in (*_payments(sentence), *_pronoun_payments(sentence)):
                for thing in p.paid:
                    first.setdefault(thing, i)
                    payers.setdefault(thing, set()).add(p.payer)
    return {thing: (first[thing], frozenset(who)) for thing, who in payers.items()}
