"""Who does the act asked about, in Russian: the answer gives it to another party of the cited
sentence.

«Кто составляет акт при приёмке машины?» answered «Акт … составляет *владелец* автомобиля»
against «При приёмке мастер осматривает автомобиль вместе *с владельцем* и составляет акт»
(unseen12 dev u12-ru-031): every word of the answer is the source's, so neither coverage nor
:mod:`tether.checks.actor` (which reads words the source lacks) sees it. Russian marks the
doer by its case: the claim names the owner in the nominative, as the one who acts; the source
names him only in another form («с владельцем») or in another clause («предоставляют наши
партнёры …, а деньги … списывает «Волна»»).

Read only for a who-question, on the clause of the claim whose verb is the question's (one
root, whatever its prefix or aspect: «платит» / «оплачивает», «отмечает» / «отметит»): the
doer is the first name within a few words after that verb (no preposition's object, no
emphatic «сам», no word of the question; its head the first word that is no adjective), else
the last one before it. A pronoun ("он сам") is not read, nor a denied act («не оплачивает»).
The claim fails when no cited clause of that act names the doer (as the claim writes it; in any
form through a passive or «который»; or by a name beside it), while the cited text or the
question names that party at all: another role. English: :mod:`tether.checks.doer_en`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache
from typing import NamedTuple

from ..guard import lazy_pattern
from ..terms import SentenceIndex
from ..text import STOP_WORDS_RU, stem, without_fleeting_vowel
from .doer_en import gives_the_act_to_another_en
from .lexicon import RU_PREPOSITIONS

_WORD = lazy_pattern(r"[а-яёa-z]+(?:-[а-яёa-z]+)*", re.IGNORECASE)
_CLAUSE_BREAK = lazy_pattern(r"[,;:()]|\s(?:а|но|однако)\s", re.IGNORECASE)
"""Where a clause ends: not at a dash, which sets off an apposition («сотрудник аптеки —
фармацевт —»)."""
_ASKED_VERB = lazy_pattern(r"(?<!\w)кто\s+(?:(?:же|именно|обычно|должен|может|будет|обязан|вправе)\s+)*([а-яё]+)",
                           re.IGNORECASE)
_FINITE = lazy_pattern(r"(?:ет|ит|ют|ут|ят|ат|ется|ится|ются|утся|ятся|ется)$")
"""A Russian verb in the present or simple future, third person («списывает», «отметит»)."""
_FINITE_WE = lazy_pattern(r"(?:ем|ём|им)$")
"""A verb in the first person plural («*мы* оплачиваем», «вернём», «платим»): the operator speaking
of itself, as policies do. Read only right after «мы» (:data:`WE_REACH`) and of MIN_WE_VERB letters:
«-ем», «-им» end nouns, pronouns and adjectives too («объём», «с *ним*», «синим»)."""
WE_REACH = 2
"""Words from «мы» to its verb: «мы оплачиваем», «мы сами оплачиваем»."""
MIN_WE_VERB = 6
"""Letters of a first-person verb read as an act: «платим»; «ним», «приём» are none (a review of
session 51: «мы согласуем *с ним*» was read as «принимает»)."""
_PASSIVE = lazy_pattern(r"(?:ся|сь)$")
DOER_REACH = 8
"""Words read either side of the verb for its doer."""
_ADJECTIVE = lazy_pattern(r"(?:ый|ий|ой|ая|яя|ое|ее|ые|ие|ого|его|ому|ему|ым|им|ую|юю|ых|их)$")
_EMPHATIC = frozenset("сам сама сами само самостоятельно лично".split())
_PRONOUNS = frozenset("он она оно они вы мы я ты это кто-то никто".split())
_PREFIXES = tuple(sorted(("пере", "при", "про", "раз", "рас", "вы", "за", "на", "до", "от", "об", "по", "под", "у",
                          "о", "с"), key=len, reverse=True))
_ALTERNATING = str.maketrans("чжшщ", "тгхт")
MIN_ROOT = 3
"""Letters of a verb's root, its prefix cut and its alternating consonant read as the other
(«о-*плач*-ивает» / «*плат*-ит», «от-*меч*-ает» / «от-*мет*-ит»), that name one act: the aspects
part after them. Three: a fourth letter is the aspect's («отме*ч*ать» / «отме*т*ить»)."""


def _act(word: str) -> tuple[str, str]:
    """A verb's prefix and root (:data:`MIN_ROOT`)."""
    word = word.lower().replace("ё", "е")
    for p in _PREFIXES:
        if word.startswith(p) and len(word) - len(p) >= MIN_ROOT + 2:
            return p, word[len(p):][:MIN_ROOT].translate(_ALTERNATING)
    return "", word[:MIN_ROOT].translate(_ALTERNATING)


def _ours(low: Sequence[str], i: int) -> bool:
    """Whether word ``i`` of a clause (lower case) is a verb of «мы» (:data:`_FINITE_WE`)."""
    return (len(low[i]) >= MIN_WE_VERB and _FINITE_WE.search(low[i]) is not None
            and "мы" in low[max(0, i - WE_REACH):i])


def _same_act(a: tuple[str, str], b: tuple[str, str]) -> bool:
    """One root, and one prefix unless one of them has none: «платит» is «оплачивает», but
    «*вы*писывает» (a referral) is not «*за*писывает» (a booking)."""
    return a[1] == b[1] and (a[0] == b[0] or not a[0] or not b[0])


def _words(text: str) -> list[str]:
    return [w.replace("ё", "е").replace("Ё", "Е") for w in _WORD.findall(text)]


def _lexeme(word: str) -> str:
    """One key for a noun's forms: «владелец», «владельцем»; «партнёр», «партнёры»."""
    return without_fleeting_vowel(stem(word.lower())).replace("ь", "")


def _doer(clause: list[str], at: int, asked: frozenset[str]) -> tuple[str, ...]:
    """The doer of the verb at ``at`` in ``clause``: the words of the first name after it, else of
    the last before it («оператор «Волна»»), its head first; () for a pronoun or none.
    ``asked``: the question's words as it writes them («составляет *акт*»: the act's object; a
    party the question names in another case, «карту *пенсионера*», may still be the doer)."""
    # a doer stands next to its verb: a few words either side (also keeps a long clause linear)
    after = _names(clause, range(at + 1, min(len(clause), at + 1 + DOER_REACH)), asked)
    before = _names(clause, range(max(0, at - DOER_REACH), at), asked)
    return _headed(after[0] if after else (before[-1] if before else []))


def _names(clause: list[str], span: range, asked: frozenset[str]) -> list[list[str]]:
    """The names among ``clause``'s words in ``span``, runs of adjacent words each: no
    preposition's object, no stop word, emphatic «сам», question word or finite verb."""
    out: list[list[str]] = []
    skip, last = False, -2
    for i in span:
        w = clause[i].lower()
        if skip:
            # its object is no doer, its adjectives read past: «по *обычной цене*» (unseen42 dev
            # u42-ru-048: «цене» read as who pays, and the claim's «сопровождающий» never looked at)
            skip = bool(_ADJECTIVE.search(w)) and w not in RU_PREPOSITIONS
            continue
        if w in RU_PREPOSITIONS:
            skip = True
            continue
        if w in STOP_WORDS_RU and w not in _PRONOUNS or w in _EMPHATIC or w in asked or _FINITE.search(w):
            continue
        if i == last + 1 and out:
            out[-1].append(clause[i])
        else:
            out.append([clause[i]])
        last = i
    return out


def _headed(name: list[str]) -> tuple[str, ...]:
    """A name's words, its head first — the first word that is no adjective («*медицинский*
    центр» is a центр); () for a pronoun or none."""
    found = [w for w in name if not _ADJECTIVE.search(w.lower())] or name
    return () if not found or found[0].lower() in _PRONOUNS else tuple(found)


_WHICH = frozenset({"который", "которая", "которое", "которые"})


class _ActClause(NamedTuple):
    words: list[str]
    at: int  # where the act's verb is
    antecedent: list[str]  # the clause before, when a «который» of this one stands for it
    prior: list[str]  # the clause before, whatever it is


def _verb_clauses(text: str, act: tuple[str, str]) -> list[_ActClause]:
    """The clauses of ``text`` holding a finite verb of ``act``, with where it is, the clause
    before when the act's is a relative one («…страховщику, *который* оплачивает»: the words
    the relative pronoun stands for), and the clause before it whatever it is."""
    out: list[_ActClause] = []
    before: list[str] = []
    for clause in _CLAUSE_BREAK.split(text):
        words = _words(clause)
        low = [w.lower() for w in words]
        antecedent = before if not _WHICH.isdisjoint(low) else []
        out += [_ActClause(words, i, antecedent, before) for i, w in enumerate(low)
                if (_FINITE.search(w) or _ours(low, i)) and _same_act(_act(w), act)
                and not (i and low[i - 1] == "не")]  # «не оплачивает»: who does not act
        before = words or before
    return out


_AGREES = {"он": lazy_pattern(r"(?:тель|ник|щик|чик|ец|ист|тор)$"), "она": lazy_pattern(r"[ая]$"),
           "они": lazy_pattern(r"[ыи]$")}
"""The nouns a personal pronoun can stand for, by the ending of their nominative: «он» only for
a party's («получатель», «собственник», «продавец», «арендатор»: a «договор» pays nothing),
«она» for «компания», «они» for plurals («родители»)."""


def _pronoun_doer(words: list[str], at: int, prior: list[str], asked: frozenset[str]) -> tuple[str, ...]:
    """The doer a pronoun next to the verb stands for («…, обратную доставку оплачивает *он
    сам*» after «Если получатель отказался …»; unseen15 dev u15-ru-029): the subject of the
    clause before — its first name, none of the question's words — when its ending agrees with
    the pronoun; () otherwise (a pronoun reaching further back is not read)."""
    near = [w.lower() for w in words[at + 1:at + 2] + words[max(0, at - 2):at] if w.lower() not in _EMPHATIC]
    pronoun = next((w for w in near if w in _AGREES), None)
    if pronoun is None:
        return ()
    # a subject opens its clause: its first name, read as far as any doer is (DOER_REACH)
    first = _names(prior, range(min(len(prior), DOER_REACH)), asked)
    head = _headed(first[0])[:1] if first else ()
    return head if head and _AGREES[pronoun].search(head[0].lower()) else ()


def _names_the_doer(doer: tuple[str, ...], passive: bool, act: _ActClause) -> bool:
    """Whether a cited clause of the act (its verb at ``act.at``) names the claim's doer:
    its head as the claim writes it — in any form where either verb is passive («оплачивается
    *отправителем*» / «оплачивает *отправитель*») or the clause's «который» stands for it — or a
    name set beside it («оператор «*Волна*»»; not a plain word after it: «владелец *автомобиля*»)."""
    low = [w.lower() for w in act.words]
    head = doer[0].lower()
    if head in low or any(n[0].isupper() and n.lower() in low for n in doer[1:]):
        return True
    if _lexeme(head) in {_lexeme(w) for w in act.antecedent}:
        return True
    return (passive or bool(_PASSIVE.search(low[act.at]))) and _lexeme(head) in {_lexeme(w) for w in low}


def gives_the_act_to_another(claim: str, question: str, index: SentenceIndex, allowed: frozenset[int],
                             cited: Sequence[str] = ()) -> str | None:
    """The cited sentence whose act the claim gives to another of its parties, or None.
    ``cited``: the whole cited texts when the ``allowed`` sentences are a few quotes of them."""
    asked_verb = _ASKED_VERB.search(question)
    if asked_verb is None:
        return gives_the_act_to_another_en(claim, question, index, allowed, cited)
    act = _act(asked_verb.group(1))
    asked = frozenset(w.lower() for w in _words(question))
    doers = [(d, bool(_PASSIVE.search(c.words[c.at].lower())), c)
             for c in _verb_clauses(claim, act)
             if (d := _doer(c.words, c.at, asked) or _pronoun_doer(c.words, c.at, c.prior, asked))]
    read = {(d, passive) for d, passive, _ in doers}
    if len(read) != 1:
        return None  # no doer read, or two: not one reading of who acts
    (doer, passive), = read
    acts = [(i, clause) for i in sorted(allowed) for clause in _verb_clauses(index.sentences[i], act)]
    acts = _nearest(acts, doers[0][2], doer)
    if not acts or any(_names_the_doer(doer, passive, clause) or _we_beside_no_other(doer, index.sentences[i], clause)
                       for i, clause in acts):
        return None  # no cited act, or a cited clause of it names the claim's doer
    # the source (or the question) names that party, in another case or clause: another role
    texts = cited or [index.sentences[i] for i in allowed]
    known = frozenset().union(*map(_lexemes, texts)) | {_lexeme(w) for w in asked}
    return index.sentences[acts[0][0]] if _lexeme(doer[0]) in known else None


def _content(words: Sequence[str], skip: Sequence[str]) -> set[str]:
    """A clause's words as one key per noun's forms, less stop words, prepositions and ``skip``."""
    skipped = {w.lower() for w in skip}
    return {_lexeme(w) for w in words
            if (low := w.lower()) not in skipped and low not in STOP_WORDS_RU and low not in RU_PREPOSITIONS}


def _nearest(acts: list[tuple[int, _ActClause]], claim: _ActClause,
             doer: tuple[str, ...]) -> list[tuple[int, _ActClause]]:
    """The cited clauses of the act that say most of what the claim's clause says besides its doer
    and verb; all of them when none says any of it. «Повреждение по вине арендатора оплачивает
    *школа*» is about the damage's clause («… оплачивает арендатор»), not the strings' («Замену струн
    … школа оплачивает сама»), which names the school as the payer of something else (unseen50 dev
    u50-ru-038)."""
    said = _content(claim.words, (*doer, claim.words[claim.at]))
    shared = [len(said & _content(c.words, (c.words[c.at],))) for _, c in acts]
    best = max(shared, default=0)
    return acts if best == 0 else [a for a, n in zip(acts, shared, strict=True) if n == best]


def _we_beside_no_other(doer: tuple[str, ...], sentence: str, clause: _ActClause) -> bool:
    """Whether the cited clause's doer is «мы», the operator, and the claim's doer is no other party
    its sentence names: «мы оплачиваем ремонт» is the car wash's («мойка оплачивает»), not the
    washer's its sentence names in «по вине *мойщика*» (unseen38 dev u38-ru-049)."""
    low = [w.lower() for w in clause.words]
    if "мы" not in low[max(0, clause.at - DOER_REACH):clause.at + DOER_REACH + 1]:
        return False
    return _lexeme(doer[0]) not in _lexemes(sentence)


@lru_cache(maxsize=1024)
def _lexemes(sentence: str) -> frozenset[str]:
    """A cited sentence's words as :func:`_lexeme` keys, read once: each of its act clauses asks."""
    return frozenset(_lexeme(w) for w in _words(sentence))
