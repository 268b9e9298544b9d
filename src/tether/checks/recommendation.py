"""Advice turned into a rule, or a rule into advice.

"Clients are *advised* to have the translation notarised" answered "it *must* be notarised";
«На мастер-классы *необходима* регистрация» answered «регистрация *желательна*». The act, its
object and every other word are the source's, and neither the negation nor the permission
readers see a change: a recommendation is neither a denial nor a "may". Read in code, clause by
clause: a clause that says its act is required ("must", "mandatory", «обязательно», «необходима»)
against the cited sentence that says most of it, which only recommends it ("advised",
"recommended", «рекомендуется», «желательно») — or the reverse, a clause that only recommends
(or says "not required") what that sentence requires, or states as a rule with its deadline
(«Первый абонемент *оплачивается до* первого урока»). A sentence or clause that says both is
not read ("compulsory for children and recommended for everyone else").
"""

from __future__ import annotations

import re
from typing import NamedTuple

from ..coverage import holds
from ..guard import Guarded, lazy_pattern
from ..terms import GENERIC_TERMS, same_term, subject_terms
from ..text import stem
from .case_marks import same_case_marks
from .claim_sources import Sources
from .condition_words import CONDITION
from .lexicon import CLAUSE_PARTS
from .polarity import PERMITTED_ACT, negated

_REQUIRED = (r"\b(?:must|mandatory|compulsory|obligatory|required|requires?|have\s+to|has\s+to|needs?\s+to)\b|"
             r"(?<!\w)(?:обязательн\w*|обязател[её]н|обязан\w*|необходим\w*|долж(?:ен|на|но|ны)|нужно|надо|требуется)(?!\w)")
_ADVISED = (r"\b(?:recommended|recommends?|advised|advisable|advises?|encouraged|encourages?|suggested|suggests?|"
            r"optional|a\s+good\s+idea)\b|"
            r"(?<!\w)(?:рекоменду\w*|рекомендован\w*|желательн\w*|советуем|советует|по\s+желанию|необязательн\w*)(?!\w)")
_MARKER = Guarded(rf"(?P<required>{_REQUIRED})|(?P<advised>{_ADVISED})", re.IGNORECASE,
                  ("must", "mandatory", "compulsory", "obligatory", "requir", "have", "has", "need", "обязат", "обязан",
                   "необходим", "долж", "нужно", "надо", "требуется", "recommend", "advis", "encourag", "suggest",
                   "optional", "good", "рекоменд", "желательн", "совет", "желанию", "необязат"))
DENIED_BEFORE = lazy_pattern(r"\b(?:not|no|never|don't|doesn't|isn't|aren't|need\s+not|needn't)\s+(?:\w+\s+)?$|"
                             r"(?<!\w)(?:не|нет)\s+$", re.IGNORECASE)
"""A denial right before a requirement: "does *not* have to", "is *not* mandatory", «*не* обязательно»
say it is left to the reader, as advice is."""
DENIAL_REACH = 16
"""Characters before a requirement read for its denial: "do not ", "isn't ", «не »."""
_CLAUSE = lazy_pattern(CLAUSE_PARTS + r"|[.!?]\s|,\s+(?:as|because|since)\s|,\s+(?:так\s+как|поскольку|потому\s+что)\s",
                       re.IGNORECASE)
"""Clauses, and a reason given after a comma: "Insurance is recommended, *as* patients are evacuated by
air" (unseen31 dev u31-en-044) is compared on its first clause, not on the reason's sentence."""
MODAL_TERMS = frozenset(subject_terms(
    "must mandatory compulsory obligatory required require requires need needs have has recommended recommend "
    "advised advise advisable encouraged encourage suggested suggest optional good idea обязательно обязательна "
    "обязательны обязан обязаны необходимо необходима необходим нужно надо требуется рекомендуется рекомендуем "
    "рекомендовано желательно желательна желание желанию советуем необязательно"))
_EXCEPTED = lazy_pattern(r"\b(?:unless|except)\b|(?<!\w)(?:кроме|за\s+исключением|если\s+(?:только\s+)?не)(?!\w)",
                         re.IGNORECASE)
"""A rule with an exception ("You must show ID *unless* you booked with a passport number"): what
is "optional" for the excepted case is no advice made of the rule."""
MIN_SHARED = 2
"""Words of the clause (its modal words aside) the compared sentence must hold: one shared word
says nothing about which act it recommends."""


def turns_a_recommendation(claim: str, sources: Sources) -> str | None:
    """The cited sentence that only recommends what a clause of ``claim`` requires, or requires
    what it only recommends; None otherwise. A clause that only denies a duty and names too little
    to be compared, or is compared with another act ("…; a muzzle is optional and left to the
    owner's judgement", beside "an item is handed back to its owner"), is read again with the words
    of the clause before it, which says whose duty it is ("A dog that travels outside a carrier
    needs a child ticket": unseen2 dev u2-en-015); so is one that names nothing («…, но это не
    обязательно»)."""
    if not _MARKER.possible(claim):
        return None
    said = _Said(frozenset(subject_terms(claim)), _infinitives(claim))  # read once for the claim
    previous: tuple[str, ...] = ()
    for clause in _CLAUSE.split(claim):
        required = _side(clause)
        terms = tuple(t for t in subject_terms(clause) if t not in MODAL_TERMS and t not in GENERIC_TERMS)
        if required is None:
            previous = terms
            continue
        found = _turned(said, clause, terms, required, sources, frozenset(terms))
        if found is None and required is False and not CONDITION.search(clause):
            found = _a_condition_made_optional(terms, sources)
        if found is None and required is False and previous:
            found = _turned(said, clause, terms + tuple(t for t in previous if t not in terms), required, sources,
                            frozenset(terms))
        if found is not None:
            return found
    return None


class _Said(NamedTuple):
    """What the whole claim says, read once for all its clauses: its terms and its infinitives' stems."""

    terms: frozenset[str]
    acts: frozenset[str]


def _turned(said: _Said, clause: str, terms: tuple[str, ...], required: bool, sources: Sources,
            own: frozenset[str]) -> str | None:
    """The cited sentence saying most of ``terms`` (and one of the clause's ``own`` words) when it
    lays the other side of ``required`` for that act, unless it excepts the case the claim names."""
    if len(terms) < MIN_SHARED:
        return None
    index = sources.index
    scores = index.scores(terms, sources.allowed, exact=True)
    if not scores:
        return None
    best = max(scores, key=lambda i: (scores[i], -i))
    if any(scores[i] >= scores[best] and _side(index.sentences[i]) is required
           and same_case_marks(clause, index.sentences[i]) for i in scores):
        return None  # a sentence as close says it as the clause does: «Для детей от 7 до 14 лет запись
        # необязательна», read beside «Детям до 7 лет запись … обязательна», is the second's own words
    sentence = index.sentences[best]
    held = set(index.terms[best])
    if sum(1 for t in terms if t in held) < MIN_SHARED or (own and own.isdisjoint(held)):
        return None
    theirs = _side(sentence)
    if theirs is not None and theirs != required and not _excepts(sentence, said.terms):
        return sentence
    if theirs is None and _MARKER.possible(sentence) and _its_clause_turned(sentence, terms, required):
        return sentence  # "Children under 12 *must* …; for adults a helmet is *recommended*"
    if theirs is None and required is False and _a_deadline_rule(sentence):
        return sentence  # «оплачивается до первого урока» answered «желательно оплатить до …»
    if theirs is None and required is False \
            and _binds(sentence, terms, any(m.group("advised") for m in _MARKER.pattern.finditer(clause)),
                       said.acts) \
            and not any(_side(index.sentences[k]) is False for k in scores):
        return sentence  # «заходят *только* в бахилах» answered «*желательно* заходить в бахилах»
    if required is False and not any(_side(index.sentences[k]) is False for k in scores):
        wanted = frozenset(terms)
        for k in sorted(scores):
            if len(wanted & frozenset(index.terms[k])) >= MIN_SHARED and _refused_without(index.sentences[k], wanted):
                return index.sentences[k]  # «Без инструктажа в зал не пускаем» answered «пройти его
                # рекомендуется, но не обязательно» (unseen43 dev u43-ru-043)
    return None


def _a_condition_made_optional(terms: tuple[str, ...], sources: Sources) -> str | None:
    """The cited sentence that permits an act only *if* the reader does what ``terms`` say, which the
    clause calls not required: «владелец может передать часы ассистенту, *если письменно
    предупредит администратора*» answered «предупреждать администратора не обязательно» (unseen32
    dev u32-ru-044). Every word of the clause in the condition (the aspect's other stem read as
    one, :func:`~tether.terms.same_term`), and the permission right before it: "If you book in
    advance, you get 10 % off" makes no duty of booking, nor does "Guests may use the pool, and if
    they book a massage, they get a towel" (a review). Not where a cited sentence calls the act
    optional. The conditions are read once per set of cited sentences; a clause asks only the
    sentences holding all its words."""
    if len(terms) < MIN_SHARED:
        return None
    conditions = sources.read_once.get("permission conditions")
    if conditions is None:
        conditions = sources.read_once["permission conditions"] = _permission_conditions(sources)
    index = sources.index
    holding = frozenset(conditions)
    for t in terms:
        holding &= index.holding(t)
        if not holding:
            return None
    for i in sorted(holding):
        if all(any(same_term(t, c) for c in conditions[i]) for t in terms):
            return index.sentences[i]
    return None


def _permission_conditions(sources: Sources) -> dict[int, tuple[str, ...]]:
    """Per allowed sentence that grants an act on a condition, the condition's terms."""
    found: dict[int, tuple[str, ...]] = {}
    for i in sources.allowed:
        sentence = sources.index.sentences[i]
        condition = CONDITION.search(sentence)
        if condition is None or _side(sentence) is False:
            continue
        permitted = list(PERMITTED_ACT.finditer(sentence, 0, condition.start()))
        if permitted and not _CLAUSE_BREAK.search(sentence, permitted[-1].end(), condition.start()):
            found[i] = subject_terms(_CLAUSE.split(sentence[condition.end():])[0])
    return found


_CLAUSE_BREAK = lazy_pattern(r"[;:]|,\s+(?:and|but|while|а|и|но)\s", re.IGNORECASE)
"""What parts a permission from a condition that governs another clause ("…, and if they book …")."""


REFUSAL_REACH = 120
"""Characters between "without X" and its refusal: the longest clause between them in the labelled
sources' refusals was under 80."""
_GAP = rf"(?:(?!,\s*(?:but|while|а|но)\s)[^.;!?]){{0,{REFUSAL_REACH}}}?"
"""What may stand between a thing and its refusal: the same clause, not a contrast that opens another
subject's ("Members enter without a booking, but guests are not admitted …": a review)."""
_REFUSED_EN = (r"(?:(?:is|are|be|being)\s+not|(?:won't|will\s+not)\s+be)\s+(?:admitted|allowed|permitted|accepted|"
               r"served|let\s+in)|(?:may|must|can)\s*not\s+(?:enter|board|join|take\s+part|use|start)|"
               r"(?:can't|cannot|won't)\s+(?:enter|board|join|take\s+part|start)|no\s+(?:entry|admission|access|boarding)")
_REFUSED_RU = (r"не\s+(?:пускаем|пускают|пустят|допускаем|допускают|допускаются|допускается|принимаем|обслуживаем|"
               r"выдаём|выдаем|сажаем|записываем)|нельзя|запрещ[а-яё]*|вход\s+закрыт")
_OBJECT = r"(?:an?\s+|the\s+|your\s+)?(?P<{}>[^\W\d_]+(?:\s+[^\W\d_]+)?)"
_REFUSED_WITHOUT = lazy_pattern(
    r"\bwithout\s+" + _OBJECT.format("object") + _GAP + r"\b(?:" + _REFUSED_EN + r")\b|"
    r"(?<!\w)без\s+" + _OBJECT.format("object_ru") + _GAP + r"(?<!\w)(?:" + _REFUSED_RU + r")(?!\w)|"
    # the other order: "Riders are not admitted without a helmet", «В зал не пускаем без инструктажа»
    r"\b(?:" + _REFUSED_EN + r")\b" + _GAP + r"\bwithout\s+" + _OBJECT.format("after") + "|"
    r"(?<!\w)(?:" + _REFUSED_RU + r")(?!\w)" + _GAP + r"(?<!\w)без\s+" + _OBJECT.format("after_ru"),
    re.IGNORECASE)
"""A rule laid as a refusal without something ("No entry without a helmet", "Without a helmet riders
are not admitted", «Без инструктажа в зал не пускаем»): the thing is required, so advice or "not
required" about it softens the rule. Only a refusal of entry, of taking part or a ban: "Without a
reservation a table cannot be guaranteed" lays no duty. The refusal is read within REFUSAL_REACH
characters of the thing, so a long sentence is read in linear time."""


def _refused_without(sentence: str, wanted: frozenset[str]) -> bool:
    """Whether ``sentence`` refuses its act without a thing ``wanted`` names, with no permission or
    exception in it."""
    if _EXCEPTED.search(sentence) or PERMITTED_ACT.search(sentence):
        return False
    return any(not wanted.isdisjoint(subject_terms(next(g for g in m.groups() if g)))
               for m in _REFUSED_WITHOUT.finditer(sentence))


_EXCEPTED_CASE = lazy_pattern(r"\b(?:unless|except(?:\s+(?:for|where|when|if|by))?)\s+(?P<case>[^,;.]*)|"
                              r"(?<!\w)(?:кроме|за\s+исключением|если\s+(?:только\s+)?не)\s+(?P<case_ru>[^,;.]*)",
                              re.IGNORECASE)
"""An exception and the case it names, up to the clause's end ("*except assistance dogs*, which
travel free")."""


def _excepts(sentence: str, said: frozenset[str]) -> bool:
    """Whether ``sentence`` makes an exception that may be the case the claim (its terms ``said``) speaks
    of: one more than half of whose own words (those its rule does not say) the claim names, or says in
    another word (coverage's SAME_AS), or that names nothing of its own; one shared word is not enough
    ("… unless you come before 6 pm" for "you can come any time": a review). What is "optional" for
    the excepted case is no advice made of the rule ("You must show ID *unless you booked with a passport number*"); but
    "a muzzle is optional" for any dog is not "must wear a muzzle, *except assistance dogs*"
    (unseen2 dev u2-en-015)."""
    found = _EXCEPTED_CASE.search(sentence)
    if found is None:
        return False
    case = frozenset(subject_terms(found.group("case") or found.group("case_ru") or "")) \
        - frozenset(subject_terms(sentence[:found.start()])) - GENERIC_TERMS
    return not case or 2 * sum(1 for t in case if holds(said, t)) > len(case)


_BINDING = lazy_pattern(r"\bonly\s+(?:in|with|after)\s+(?P<object>(?:[^\W\d_]+\s+){0,2}[^\W\d_]+)|"
                        r"(?<!\w)только\s+(?:в|во|с|со|после|при)\s+(?P<object_ru>(?:[^\W\d_]+\s+){0,2}[^\W\d_]+)",
                        re.IGNORECASE)
"""What makes a plain sentence's act binding without a word of duty: a restriction of how or when
it is done ("only in overshoes", «*только после* этого подпишите», «*только с* письменного
согласия»). Not "only" of a sum or a period ("costs only EUR 2", "runs only on weekends"), nor a
condition: «если … не оплачивается» is what «если …, платить не нужно» restates."""
_BAN = lazy_pattern(r"\b(?:do\s+not|don't|must\s+not|may\s+not)\s+[a-z]+|"
                    r"(?<!\w)(?:не\s+[а-яё]+(?:йте|ите)|нельзя|запрещ[а-яё]*)(?!\w)", re.IGNORECASE)
"""A ban laid down: an imperative or a "must not" («*не закрывайте* окна», "*do not* close"). Not
every "no" of a clause: "no more than one per room", "there is no deposit", «не более», "never
crowded", «не всем» state facts and bounds."""


def _binds(sentence: str, terms: tuple[str, ...], advised: bool, acts: frozenset[str] = frozenset()) -> bool:
    """Whether the clause of ``sentence`` that says most of ``terms`` (and at least MIN_SHARED of
    them) lays its act down as binding: a restriction whose object the claim names ("only *in
    overshoes*": not "Children are admitted only with an adult" for optional swimming lessons) or,
    for ``advised`` (the claim recommends; it does not merely deny a duty), a ban («*не закрывайте*
    окна»). Not in a sentence with a word of duty or advice, nor a clause with an exception or a
    permission of that act. Advice or "not required" then softens a rule the source does not soften
    (unseen46 dev u46-ru-035, unseen38 u38-ru-044, unseen37 u37-ru-044). A Russian rule in the
    plain present plural is binding for the act the claim names (``acts``, its infinitives' stems):
    «Ученики младше 12 лет *приходят* на занятия со взрослым» answered «могут *приходить* со
    взрослым, … но это не обязательно» (unseen50 dev u50-ru-036). A plain statement in English
    ("Insurance is available") is not binding: "optional" says it fairly; nor is a ban for a denied
    duty: «платить не нужно» is «не оплачивается»."""
    if _MARKER.pattern.search(sentence):
        return False
    wanted = frozenset(terms)
    clause = _the_clause_saying(sentence, wanted, MIN_SHARED)
    if clause is None:
        return False
    if _EXCEPTED.search(clause) or any(wanted & frozenset(subject_terms(m.group(1) or m.group(2)))
                                       for m in PERMITTED_ACT.finditer(clause)):
        return False
    return any(wanted & _restricted(clause, m) for m in _BINDING.finditer(clause)) \
        or (advised and _BAN.search(clause) is not None) \
        or (not negated(clause) and not _HEDGED.search(clause)
            and any(same_term(stem(m.group(1).lower()), act)
                    for m in _RU_PLAIN_PRESENT.finditer(clause) for act in acts))


_HEDGED = lazy_pattern(r"(?<!\w)(?:часто|обычно|иногда|нередко|многие|некоторые|большинство|как\s+правило)(?!\w)",
                       re.IGNORECASE)
"""How often or how many («ученики *часто* приходят со взрослым», «*некоторые* ученики …»): a fact told,
not a rule laid (a review)."""
_RU_INFINITIVE = lazy_pattern(r"(?<!\w)([а-яё]{3,}(?:ть|ти|чь)(?:ся)?)(?!\w)", re.IGNORECASE)
_RU_PLAIN_PRESENT = lazy_pattern(r"(?<!\w)([а-яё]{3,}(?:ют|ят|ут|ат)(?:ся)?)(?!\w)", re.IGNORECASE)
"""A Russian verb's infinitive («приходить») and its present plural («приходят»), in which a rule is
laid without a word of duty. Nouns that end so («результат», «маршрут») are no act of a claim's
infinitive."""


def _infinitives(claim: str) -> frozenset[str]:
    """The stems of the Russian infinitives of ``claim``: the acts it permits or calls optional."""
    return frozenset(stem(m.group(1).lower()) for m in _RU_INFINITIVE.finditer(claim))


_POINTING_BACK = frozenset("this that it этого того этой той этим тем".split())
"""A restriction's object that points back at the act before it («только после *этого*»)."""


def _restricted(clause: str, only: re.Match[str]) -> frozenset[str]:
    """The words of what a restriction binds: its object ("only *in overshoes*"), or, pointing
    back («*только после этого* подпишите акт»), the act before it («Осмотрите … мебель»)."""
    words = (only.group("object") or only.group("object_ru") or "").split()
    if words and words[0].lower() in _POINTING_BACK:
        return frozenset(subject_terms(clause[:only.start()]))
    return frozenset(subject_terms(" ".join(words)))


def _its_clause_turned(sentence: str, terms: tuple[str, ...], required: bool) -> bool:
    """Whether the one clause of ``sentence`` that says all of ``terms`` says the other side of
    ``required``, with no exception in it: a sentence that requires for one case and recommends for
    another ("Children under 12 must wear a helmet on every rented bike; for adults a helmet is
    recommended but not required, except on speed pedelecs") is read clause by clause; "For children
    under 12 a helmet is recommended" turns the first (unseen44 dev u44-en-031). All of them: "Gloves
    are recommended on the via ferrata" says the place of "Helmets are required on the via ferrata"
    and the thing of "gloves are recommended" (a red-team probe of this session, en-049)."""
    wanted = frozenset(terms)
    clause = _the_clause_saying(sentence, wanted, max(MIN_SHARED, len(wanted)))
    if clause is None:
        return False
    theirs = _side(clause)
    return theirs is not None and theirs != required and not _EXCEPTED.search(clause)


def _the_clause_saying(sentence: str, wanted: frozenset[str], least: int) -> str | None:
    """The one clause of ``sentence`` holding the most of ``wanted`` (at least ``least`` of them);
    None when none holds that many or two hold the most. One set intersection per clause: a term
    set rebuilt per term was quadratic in a long answer (a review, session 47)."""
    clauses = [c for c in _CLAUSE.split(sentence) if c and c.strip()]
    shared = [len(wanted & frozenset(subject_terms(c))) for c in clauses]
    most = max(shared, default=0)
    if most < least or shared.count(most) != 1:
        return None
    return clauses[shared.index(most)]


_DEADLINE = lazy_pattern(r"\b(?:before|by|until|within|no\s+later\s+than|due)\b|"
                         r"(?<!\w)(?:до|не\s+позднее|не\s+позже|в\s+течение)(?!\w)", re.IGNORECASE)
"""A time by which an act is done: with no word of advice or permission, a sentence stating it
lays a rule («Первый абонемент *оплачивается до* первого урока»)."""


def _a_deadline_rule(sentence: str) -> bool:
    """Whether ``sentence`` states an act with its deadline as the rule — no permission, no
    exception, no denial or waiver: advice about that act softens it (unseen36 dev u36-ru-044,
    «желательно оплатить»)."""
    return bool(_DEADLINE.search(sentence)) and not PERMITTED_ACT.search(sentence) \
        and not _EXCEPTED.search(sentence) and not negated(sentence)  # "… within 14 days is free"


def _side(text: str) -> bool | None:
    """True when ``text`` requires its act, False when it only recommends it (or denies it is
    required), None when it says neither or both."""
    if not _MARKER.possible(text):
        return None
    sides = set()
    for m in _MARKER.pattern.finditer(text):
        required = m.group("required") is not None
        if required and DENIED_BEFORE.search(text, max(0, m.start() - DENIAL_REACH), m.start()):
            required = False
        sides.add(required)
    return sides.pop() if len(sides) == 1 else None
