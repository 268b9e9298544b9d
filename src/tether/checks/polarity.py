"""Negation, denial and permission in one sentence: what the claim check compares between a
claim and the source sentence that states most of it (tether.checks.claims).

``negated`` and ``permissive`` read the sentence whole ("may not be filed" against "may be
filed"); ``polarity`` reads which words a negator governs; ``plain`` says, cheaply, that a
sentence does none of this, so that most sentences are never read closely.
"""

from __future__ import annotations

import functools
import re

from ..figures.digits import DIGIT_RUN
from ..guard import Guarded, fold, lazy_pattern
from ..text import NEGATORS, STOP_WORDS, stem, tokens, word_runs
from .ban_words import (
    A_CONDITION_OPENS,
    AS_WITH,
    BANS_A_PRONOUN,
    CONTRAST_OPENS,
    INFINITIVE,
    NOT_DONE,
    OPENS_WITH_A_BAN,
    OPENS_WITH_AN_ACT,
    TRAILING_BAN,
    ends_in_a_ban,
    without_bans,
)
from .lexicon import (
    IRREGULAR_PAST,
    LOWER_COMPARATIVES_EN,
    LOWER_COMPARATIVES_RU,
    ONLY_WORD,
    RU_PREPOSITIONS,
    UPPER_COMPARATIVES_EN,
    UPPER_COMPARATIVES_RU,
)

NEGATIONS = frozenset({
    "not", "no", "never", "none", "nor", "cannot", "neither", "n't",
    "не", "нет", "ни", "никогда", "нельзя", "отсутствует", "nobody", "nothing", "никто", "ничто", "ничего",
    # words that cancel what they qualify: "the fee is waived", «регистрация бесплатна»
    "free", "waived", "waive", "exempt", "exempted", "бесплатно", "бесплатна", "бесплатный", "бесплатная",
    "бесплатен", "бесплатны", "бесплатное", "бесплатные", "бесплатным", "бесплатной", "безвозмездно",
    "освобождается", "освобождены", "освобожден", "освобождена", "освобождаются",
    # a prohibition denies as a negation does: «запрещены громкая музыка» is «нельзя громко
    # слушать музыку»; "not prohibited" is still told apart, word by word (``polarity``)
    "prohibited", "forbidden", "banned", "запрещено", "запрещена", "запрещен", "запрещён", "запрещены",
    "запрещается", "запрещаются", "воспрещается",
    # «необязательно» is «не обязательно» ("optional" is read as permissive, as "may")
    "необязательно", "необязателен", "необязательна", "необязательны", "необязательный", "необязательным",
})

_NEGATION_WORDS_EN = frozenset(w for w in NEGATIONS if w.isascii() and w.isalpha())

ANSWER_WORD = lazy_pattern(r"^\s*(?:no|yes|нет|да)\s*[,.:;!—–-]+", re.IGNORECASE)
# Bounds, not negations: "no later than", "not more than", «не позднее», «не более».
BOUND = Guarded(
    r"\b(?:no|not)\s+(?:later|earlier|sooner)\s+than\b|"
    # "no more than 3 items" bounds a figure; "costs no more than paying annually" denies
    # "never more than 8 students" is "at most 8" (unseen23 dev u23-en-013); "NZ$30", "EUR 200" are sums
    r"\b(?:no|not|never)\s+(?:more|less|fewer|higher|lower|greater|older|younger|"
    + "|".join(UPPER_COMPARATIVES_EN + LOWER_COMPARATIVES_EN) + r")\s+than"
    r"(?=\s+(?:[\d£$€₽]|[a-z]{1,2}\$|(?-i:[A-Z]{3})\s?\d|a\s|an\s|one|two|three|four|five|six|seven|"
    r"eight|nine|ten|twelve|twenty|thirty|fifty|hundred|half|once|twice))|"
    r"\b(?:cannot|can ?not|may not|must not|shall not|will not|does not|do not|never)\s+exceeds?\b|"
    r"(?<!\w)не\s+(?:позднее|позже|ранее|раньше|более|больше|менее|меньше|старше|моложе|младше|выше|ниже|свыше)(?!\w)|"
    # «не дольше 15 минут» bounds a figure; «не дороже, чем в будни» denies a comparison (a review)
    r"(?<!\w)не\s+(?:" + "|".join(UPPER_COMPARATIVES_RU + LOWER_COMPARATIVES_RU)
    + r")(?=\s+(?:чем\s+)?(?:за\s+|на\s+)?\d)|"
    r"(?<!\w)не\s+(?:может|могут|должен|должна|должно|должны)\s+превыша\w*|(?<!\w)не\s+превыша\w*",
    re.IGNORECASE, ("than", "exceed", "не"))


def may_negate(text: str, runs: list[str] | None = None) -> bool:
    """False when ``text`` holds no word of negation at all, so that ``negated`` says False
    for it and for every clause of it. An ASCII text is read by its runs of letters and
    digits (``negated`` reads NEGATIONS as whole tokens: see _POLARITY_WORDS_EN); any other
    text may negate. ``runs`` may pass ``lower_runs(text)`` when the caller has them."""
    low = text.lower()
    return not low.isascii() or "n't" in low or not _NEGATION_WORDS_EN.isdisjoint(
        word_runs(low) if runs is None else runs)


def lower_runs(text: str) -> list[str] | None:
    """The runs of letters and digits of an ASCII ``text`` lower-cased (None for any other
    text): what ``plain``, ``may_negate`` and ``excluded.has_shape_word`` read a claim by,
    cut once for the three of them."""
    low = text.lower()
    return word_runs(low) if low.isascii() else None


@functools.lru_cache(maxsize=4096)
def negated(text: str) -> bool:
    """A negation in the statement itself, not the "No," that answers a yes/no question."""
    if not may_negate(text):
        return False
    body = _CONTRASTED.sub(" ", BOUND.sub(" ", ANSWER_WORD.sub("", text)))
    return any(t in NEGATIONS or t.endswith("n't") for t in tokens(body))


_ELLIPTIC = lazy_pattern(r"\s*not\s+(?:if|when|as\s+long\s+as|provided|once)\b", re.IGNORECASE)


NOT_WITHOUT = lazy_pattern(r"(?:\b(?:not|never|cannot|no\s+one|nobody)\b|n't)[^,;:.!?]{0,40}?\bwithout\b|"
                           r"(?<!\w)(?:не|нельзя|никто|никого)(?!\w)[^,;:.!?]{0,40}?(?<!\w)без(?!\w)|"
                           r"\bwithout\b[^,;:.!?]{0,40}?(?:\b(?:not|never|cannot|no\s+one|nobody)\b|n't)|"
                           r"(?<!\w)без(?!\w)[^,;:.!?]{0,40}?(?<!\w)(?:не|нельзя|никто|никого)(?!\w)", re.IGNORECASE)
"""A denial of acting without something: "visitors can't go in *without* signing in", «без записи не
пропускают». Against a source that lays the duty ("must sign in") it says the same thing
(tether.checks.agreement.duty_restated); against one that denies the act "without" it, it is that
denial, and against "can … without" it is turned round."""


def elliptic_answer(text: str) -> bool:
    """"Not if …", "Not when …": an answer whose whole statement is a condition. Its "Not" denies
    what the question asks (a negation of the answer, as in "No late fee is charged when …"), not
    the condition's verb (unseen21 dev u21-en-009): :func:`polarity` reads no word after it."""
    return _ELLIPTIC.match(text) is not None


_EN_SET_AGAINST = r"not\s+(?:with|by|to|from|in|at|for|through|via|on)\s"
_RU_SET_AGAINST = r"не\s+(?:с|со|в|во|к|ко|у|для|по|от|на|за|через|при|об?)\s"
_CONTRASTED = lazy_pattern(rf"(?:,\s*|\s(?:and|but)\s+){_EN_SET_AGAINST}[^.;:!?,()]*"
                           rf"|(?<!\w)а\s+{_RU_SET_AGAINST}[^.;:!?,()]*"
                           rf"|(?<![\w-]){_EN_SET_AGAINST}[^.;:!?,()]{{0,80}}?(?=,?\s+but\s)"
                           rf"|(?<![\w-]){_RU_SET_AGAINST}[^.;:!?,()]{{0,80}}(?=,\s*а\s)", re.IGNORECASE)
"""A place or party set against the one the clause names ("… with the district administration, *not
with the management company*", «…, *а не с управляющей компанией*»), before it or after: a
contrast, not a denial of the clause (unseen21 dev u21-ru-018, a correct answer that says what its
source says; «Занятие, пропущенное *не по болезни*, а по другой причине, не отрабатывается»:
unseen27 dev u27-ru-012). One before its clause is read 80 characters ahead at most, so a phrase
that never meets its ", а" / "but" costs no more than that."""
_SET_AGAINST = lazy_pattern(rf"\s*(?:{_EN_SET_AGAINST}|{_RU_SET_AGAINST})", re.IGNORECASE)


def without_contrast(text: str) -> str:
    """``text`` less what its clauses are set against («пропущенное *не по болезни*, а по другой
    причине»): a contrast, no clause of its own to compare."""
    return _CONTRASTED.sub(" ", text)


def sets_against(part: str) -> bool:
    """Whether a claim's part, cut off at its ", а" / ", but", is only what its clause is set
    against («не с управляющей компанией», "not with the company"): no clause to compare."""
    return _SET_AGAINST.match(part) is not None


# NEGATORS (tether.text): the words that negate the word they govern; not the cancelling
# words of NEGATIONS ("free", "waived").
_ONLY = lazy_pattern(r"(?:\b(?:not|no)|n't)\s+(?:only|just)\b|(?<!\w)не\s+только(?!\w)", re.IGNORECASE)


# "No. 32", "World No 7": a number sign, not a denial.
_NUMBER_SIGN = lazy_pattern(r"\b[Nn][Oo]\.?\s*(?=\d)|№")
_CLAUSE = lazy_pattern(r"[.;:!?,()\[\]—–]")
# Verbs that deny by meaning: in "rejects calls whose arguments are not valid" the negation
# inside the clause they govern is a double negative ("must be valid"), not a denial.
_DENYING = lazy_pattern(r"(?:reject|refus|den(?:y|ies|ied)$|forbid|prohibit|ban(?:s|ned)?$|bar(?:s|red)?$|exclud|"
                        r"отклон|запрещ|отказ|исключ)")


_RATHER_THAN = lazy_pattern(r"\b(?:rather\s+than|instead\s+of)\b", re.IGNORECASE)
"""A denial of what follows in other words: "rather than *paid* out in cash" is "not paid out"."""


@functools.lru_cache(maxsize=4096)
def polarity(text: str) -> tuple[frozenset[str], frozenset[str], bool]:
    """The content stems a sentence only denies, those it only affirms, and whether it holds
    a double negative. A negator governs the next content word of its clause ("does not
    *change*", «не *изменяют* реестр», "not be *refunded*"); bounds ("no later than"), "not
    only" and number signs are no denial, a word said both ways is in neither set, and a
    negation after a denying verb in its clause is a double negative."""
    body = _NUMBER_SIGN.sub(" ", _ONLY.sub(" ", BOUND.sub(" ", ANSWER_WORD.sub("", text))))
    body = _RATHER_THAN.sub(" not ", body)
    denied: set[str] = set()
    affirmed: set[str] = set()
    beside_a_negator: set[str] = set()
    double = False
    clauses: list[tuple[set[str], bool]] = []
    contrasts: list[bool] = []  # per clause, whether a contrast opens it («а …», "but …")
    grants: list[bool] = []  # per clause, whether it grants («можно», "may")
    banned_last = False  # whether the clause before is a ban set after what it bans
    banned_list = False  # whether the sentence opened with a ban its clauses so far list acts of
    texts: list[str] = []  # per clause, its text
    main: set[str] = set()  # the verbs of stating whose "that" clause alone is negated
    for clause in _CLAUSE.split(body):
        if clauses and _ELLIPTIC_DENIAL.match(clause):
            # "You can leave, *but not* during the first hour": the denial is the previous
            # clause's too; what it says is qualified, not affirmed.
            clauses[-1] = (clauses[-1][0], True)
        elif clauses and NOT_DONE.fullmatch(clause):
            # a verb of doing denied after the act it does denies that act: the first word, not a
            # preposition's, of the clauses it closes (back to one a contrast opens, or the sentence's
            # start): «*Ремонт* жгутом снаружи, без разбортовки, не делаем» (unseen53 dev u53-ru-039:
            # «Да, жгутом снаружи ремонтируем» passed), «По воскресеньям *доставку* … не выполняем»,
            # «Шиномонтаж делаем, а *ремонт* … не делаем» (a red-team of this reading), past a condition;
            # not its manner's words, which a faithful «жгутом снаружи … не ремонтируем» keeps affirmed
            k = len(clauses) - 1
            while k > 0 and not contrasts[k]:
                k -= 1
            while k < len(clauses) - 1 and A_CONDITION_OPENS.match(texts[k]):
                k += 1  # «Если порез на боковине, *ремонт* … не делаем»: the condition's noun is no act (a review)
            if not any(clauses[j][1] or grants[j] for j in range(k, len(clauses))):
                act = _act_named(texts[k])
                if act is not None:
                    denied.add(act)
                    clauses[k][0].discard(act)
        elif clauses and TRAILING_BAN.fullmatch(clause):
            # a ban set after what it bans denies it: «…, а еду в баре *— нельзя*» (unseen42 dev
            # u42-ru-009, a correct answer read as granting food from the bar) — back to the clause
            # a contrast opens, or to the sentence's start («Курить в салоне, в том числе электронные
            # сигареты, запрещено»), not past a clause that denies or grants itself
            for k in range(len(clauses) - 1, -1, -1):
                if clauses[k][1] or grants[k]:
                    break
                denied.update(clauses[k][0])
                clauses[k] = (set(), True)
                if contrasts[k]:
                    break
        # and what «как и» adds to a denial is not affirmed: «…, *как и ночной пакет*»; after a ban
        # set after what it bans it is banned too («а сувениры — нельзя, *как и аудиогид*»), not after
        # a negated verb, whose other words are not denied either («кешбэк не начисляется, как и за
        # переводы»: unseen14 dev u14-ru-006)
        inherits = bool(clauses and clauses[-1][1] and AS_WITH.match(clause))
        after_a_ban = inherits and banned_last
        pending = denying = negates = carried = by_preposition = False
        stated = ""  # a verb of stating before a "that" (see below)
        said: set[str] = set()
        after_negator = False
        words = tokens(clause)
        for k, t in enumerate(words):
            was_negator, after_negator = after_negator, False
            if t in _PREPOSITIONS:
                pending = by_preposition = True  # "without a cap", «без процентов»: denies what follows
            elif by_preposition and t in _PRONOUNS:
                # "without *it* the adult price is charged": the pronoun is what is gone, the clause
                # after it is affirmed (unseen23 dev u23-en-025)
                pending = by_preposition = False
            elif t in NEGATORS or t.endswith("n't"):
                pending, double, negates, by_preposition = True, double or denying, True, False
                after_negator = True
            elif t in _SUBORDINATORS or (carried and t.endswith(_PARTICIPLE)):
                if t == "that" and 1 < k and stem(words[k - 1]) in _STATING and words[k - 2] not in _DETERMINERS \
                        and not negates and not pending and _NOT_ABLE.isdisjoint(words[:k]):
                    # "We guarantee *that* no trace … will show": a negation in what is guaranteed
                    # leaves the guarantee affirmed; "We do *not* guarantee that no trace …" denies it
                    # (unseen54 dev u54-en-039). Only a verb of stating right before "that", neither the
                    # clause's first word nor after "a" or "no": "Guarantees that … are not given", "A
                    # guarantee that … is not something we offer" are the noun (a review); and not after
                    # "unable" or "impossible", which deny it in a word of their own.
                    stated = stem(words[k - 1])
                carried = False  # "… for damage *caused* by a fault": what the object's modifier says is not denied
                # "Not if you report it": the denial is of what the question asked, not of the condition
                pending = pending and not (was_negator and t in _CONDITIONS)
            elif t not in STOP_WORDS and not t.isdigit():
                if by_preposition and _RU_ATTRIBUTE.match(t) and k + 1 < len(words) \
                        and words[k + 1] not in STOP_WORDS and not words[k + 1].isdigit():
                    continue  # «без *консульского* сбора»: what is gone is the fee the adjective names
                    # (unseen39 dev u39-ru-012: «консульская легализация» read as denied)
                graded = False
                if pending or carried:
                    denied.add(stem(t))
                    # a denied light verb denies what it governs: "we do not *charge* a late
                    # payment fee or *interest* on late bills" (unseen15 dev u15-en-026)
                    carried = carried or (pending and t in _LIGHT_VERBS)
                    graded = pending and stem(t) in _DEGREES
                elif t in NEGATIONS and not _attributive(t, words, k):
                    affirmed.add(stem(t))  # "… are *prohibited*": the prohibition itself is affirmed
                    negates = True
                else:
                    said.add(stem(t))
                pending, by_preposition, denying = graded, False, denying or bool(_DENYING.match(t))
        if not clauses:
            banned_list = OPENS_WITH_A_BAN.match(clause) is not None
        elif banned_list:
            banned_list = OPENS_WITH_AN_ACT.match(clause) is not None and permission_at(without_bans(clause)) < 0 \
                and ONLY_WORD.search(clause) is None
            # the next act of the list is the ban's, and not affirmed; nor denied, though: what it
            # is done to may be granted elsewhere («переносить радиаторы» banned, «перенос дверных
            # проёмов допускается»), and a sentence's act is compared with its object's
            negates = negates or banned_list
        if after_a_ban:
            denied.update(said)
            said = set()
        elif said and (ban := ends_in_a_ban(clause)) and not A_CONDITION_OPENS.match(clause) \
                and not BANS_A_PRONOUN.search(clause) and not DIGIT_RUN.search(clause) and not _grants_a_case(body):
            # the ban denies the act it names in the infinitive; what the act is done to is
            # only beside it («свой реквизит» may be granted in another clause). Not a ban with
            # a figure: «отменить бронь позднее чем за 24 часа нельзя» bans a bound's other side,
            # which the bound readers read.
            acts = {stem(t) for t in words if INFINITIVE.fullmatch(t)}
            if ban.group("act"):
                acts.add(stem(ban.group("act").lower()))
            acts &= said
            denied.update(acts)
            said -= acts
            negates = True
        if stated and negates:
            main.add(stated)  # what it states is negated in it, the stating is not
        banned_last = bool(TRAILING_BAN.fullmatch(clause))
        clauses.append((said, negates or inherits))
        contrasts.append(bool(CONTRAST_OPENS.match(clause)))
        texts.append(clause)
        grants.append(permission_at(clause) >= 0)
    # A clause with a negation may deny more than the word after it: "no resit fee is
    # *charged*", "you won't be charged a resit *fee*"; one with a prohibition denies what it
    # names. Only a clause without either affirms.
    for said, negates in clauses:
        (beside_a_negator if negates else affirmed).update(said)
    affirmed |= main
    return frozenset(denied - affirmed - beside_a_negator), frozenset(affirmed - denied), double


def _act_named(clause: str) -> str | None:
    """The stem of the first word of ``clause`` that is no function word, no figure and no
    preposition's noun («По воскресеньям *доставку*»; «а *ремонт*»)."""
    after_preposition = False
    for t in tokens(clause):
        if t in RU_PREPOSITIONS:
            after_preposition = True
        elif t not in STOP_WORDS and not t.isdigit():
            if not after_preposition:
                return stem(t)
            after_preposition = False
    return None




def _grants_a_case(body: str) -> bool:
    """Whether a sentence grants a case or says "only", which turns its clause-final bans off.

    A ban at a clause's end denies the act the clause names, unless another clause grants a
    case in words it leaves out («сухую магнезию … приносить нельзя, жидкую — можно» bans the
    dry kind, not bringing magnesia: tests/checks/test_elided.py) or the ban is the other side
    of an "only" («во время движения вставать нельзя, только во время остановки»). Read only
    for a clause that ends in a ban: polarity runs for every sentence read."""
    return permission_at(without_bans(body)) >= 0 or ONLY_WORD.search(body) is not None


_RU_ATTRIBUTE = lazy_pattern(r"[а-яё]{3,}(?:ого|его|ой|ей|ых|их)$")
"""A Russian adjective in the genitive, as «без» governs it: «без *консульского* сбора», «без
*дополнительной* платы», «без *вчерашних* чеков»."""


def _attributive(t: str, words: list[str], k: int) -> bool:
    """Whether the "free" at ``words[k]`` names a kind of the thing after it ("a *free* apron",
    «*бесплатная* доставка»): it then says what is given, and denies nothing of the clause — "The
    school gives a free apron" affirms the giving that "does not give a free apron" denies (a
    review's probe, session 36). "Entry is free", "free of charge", "free for members" deny the
    charge as before."""
    if t not in _FREE_ADJECTIVES or k + 1 >= len(words):
        return False
    after = words[k + 1]
    return after.isalpha() and after not in STOP_WORDS and after not in NEGATIONS


_FREE_ADJECTIVES = frozenset({"free", "бесплатный", "бесплатная", "бесплатное", "бесплатные", "бесплатным",
                              "бесплатной", "бесплатного", "бесплатную", "бесплатных"})
_PREPOSITIONS = frozenset({"without", "без"})
"""Negators that deny the noun after them, not their clause: "carries over *without* a cap and is
paid out" still affirms "paid" (unseen19 dev u19-en-025)."""
_PRONOUNS = frozenset("it them него неё нее них".split())
"""What a preposition's denial may end on: "without *it*", «без *него*». Not "this" / "that",
which are as often a noun's determiner ("without *that card* entry is refused": a red-team)."""
_LIGHT_VERBS = frozenset(
    "charge charges charged charging apply applies applied levy levies levied add adds added "
    "взимаем взимает взимают взимается взимаются начисляем начисляет начисляют начисляется начисляются "
    "берём берем берёт берет берут".split())
"""Verbs whose denial is of what they take: the fee, not the charging."""
_DEGREES = frozenset(stem(w) for w in "partial extra additional further separate частичный дополнительный "
                     "отдельный".split())
"""Words of how much that a negator passes on to the noun they grade: "gets no *partial* refund"
denies the refund (unseen33 dev u33-en-046), «не взимается *дополнительная* плата» the charge.
Not "full": "no *full* refund" leaves a part refunded."""
_CONDITIONS = frozenset("if when unless once provided если когда".split())
"""Conjunctions of a condition: right after a negator ("Not *if* you report it") the denial is the
answer's to the question, not the condition's verb's (unseen21 dev u21-en-009)."""
_STATING = frozenset(stem(w) for w in (
    "guarantee guarantees guaranteed promise promises promised ensure ensures confirm confirms confirmed warrant "
    "warrants certify certifies assure assures state states stated agree agrees undertake undertakes").split())
"""Verbs that state what their "that" clause says: that clause's negation is its own ("We guarantee that no
trace … will show" guarantees). Russian sets the «что» clause off with a comma, which parts clauses already."""
_DETERMINERS = frozenset("a an the no any this that our your their its such every each".split())
"""Words before a noun, not before a verb: "*a* guarantee that …" names the guarantee."""
_NOT_ABLE = frozenset("unable impossible refuse refuses decline declines cannot".split())
"""Words that deny the stating before "that" without a negator of their own kind."""
_SUBORDINATORS = frozenset(
    "if when unless because before after until where while that which who whose once "
    "by for on in at to from with of per "
    "если когда пока чтобы который которая которое которые после до потому за на в во по с со от для при".split())
"""Where a denied light verb's object ends: "we do not charge a fee *if* you cancel …", "we do
not charge *for* damage caused by …" (what it is charged for is not the charge: unseen13 dev
u13-en-015)."""
_PARTICIPLE = ("ed", "нный", "нная", "нное", "нные", "нного", "нной", "вший", "вшая", "вшее", "вшие")
"""Endings of a participle, which opens the object's modifier ("damage *caused* by …")."""


_ELLIPTIC_DENIAL = lazy_pattern(r"\s*(?:(?:but|yet|но)\s+(?:not|never|не)\b|"
                                r"(?:otherwise|or\s+else|иначе|в\s+противном\s+случае)\b)", re.IGNORECASE)
"""A clause that denies the one before it: "…, but not during …", "…, otherwise the resit is
cancelled" (if it is *not* paid). Not "and not" / «а не»: "paid by the owner, not the
tenant" contrasts two parties and still affirms the first."""


# A fast look for any of NEGATORS, which polarity reads token by token.
# Each negator holds one of the needles ("none", "nor", "cannot" hold "no"; «нет», «нельзя» hold «не»).
_NEGATOR = Guarded(r"(?<!\w)(?:" + "|".join(sorted(NEGATORS, key=len, reverse=True)) + r")(?!\w)|"
                   r"n[’']t\b", re.IGNORECASE,
                   ("no", "never", "neither", "without", "не", "ни", "без", "n't", "n’t"))


@functools.lru_cache(maxsize=4096)
def has_negator(text: str) -> bool:
    return _NEGATOR.search(text) is not None


PERMISSIVE_EN = ("may", "might", "can", "could", "optional", "optionally", "allow", "allows", "allowed",
                 "permit", "permits", "permitted")
_PERMISSIVE = Guarded(
    # "can't" and "can not" are "cannot", which is no permission (review: "No, annual leave can't
    # be carried over" against "cannot be carried over" read as "may" against "must not")
    rf"\b(?:{'|'.join(PERMISSIVE_EN)})\b(?<!\bcan(?=['’]t\b|\s+not\b))|(?<!\w)(?:может|могут|можно|вправе|допуска\w*|разреша\w*|"
    # «Переход … *возможен* только после теста» grants as «можно» does (unseen27 dev u27-ru-022);
    # not «возможно», which is also "perhaps"
    r"разреш[её]н\w*|по желанию|возможен|возможна|возможны)(?!\w)", re.IGNORECASE,
    ("may", "might", "can", "could", "optional", "allow", "permit", "мож", "мог", "вправе", "допуска",
     "разреш", "по желанию", "возмож"))


def permission_at(text: str) -> int:
    """Where the first word that permits ("may", «может») ends in ``text``, -1 for none."""
    found = _PERMISSIVE.search(BOUND.sub(" ", text))
    return -1 if found is None else found.end()


@functools.lru_cache(maxsize=4096)
def permissive(text: str) -> bool:
    """Says what may be done rather than what is or must be: "may be encrypted" against
    "are encrypted" or "must be encrypted" is another statement."""
    return bool(_PERMISSIVE.search(BOUND.sub(" ", text)))


# A word of each of NEGATIONS, NEGATORS and _PERMISSIVE's forms: a sentence with none of them
# is read by negated, has_negator and permissive as affirming, without tokens or patterns.
_POLARITY_NEEDLES = lazy_pattern("|".join(map(re.escape, (
    "no", "never", "neither", "without", "n't", "n’t", "free", "waive", "exempt", "prohibited", "forbidden",
    "banned", "запрещ", "воспрещ",
    "не", "ни", "без", "отсутствует", "бесплат", "освобожд",
    "may", "might", "can", "could", "optional", "allow", "permit",
    "мож", "мог", "вправе", "допуска", "разреш", "желанию", "возмож"))))


# Their English words. Each of the three reads them only as whole words (a token, or
# between \b / (?<!\w)…(?!\w)), so in an ASCII text each is then a run of letters of its own.
_POLARITY_WORDS_EN = frozenset(w for w in NEGATIONS | NEGATORS | set(PERMISSIVE_EN) if w.isascii() and w.isalpha())


def plain(text: str, runs: list[str] | None = None) -> bool:
    """``text`` neither negates, denies nor permits: ``negated``, ``has_negator`` and
    ``permissive`` all say False (none of their words occurs in it, in any case; tokens
    read "ё" as "е"). An ASCII text is read by its runs of letters and digits, a
    narrower test: "now" or "cancel" holds no word of polarity. ``runs`` may pass
    ``lower_runs(text)``."""
    low = fold(text)
    if low.isascii():
        return "n't" not in low and _POLARITY_WORDS_EN.isdisjoint(word_runs(low) if runs is None else runs)
    return _POLARITY_NEEDLES.search(low.replace("ё", "е") if "ё" in low else low) is None


plain_source = functools.lru_cache(maxsize=4096)(plain)
"""``plain`` for the material's sentences, which come back answer after answer."""


PERMITTED_ACT = lazy_pattern(r"\b(?:may|might|can|could)\s+(?:(?:also|still|only)\s+)?(?:be\s+)?([^\W\d_]+)|"
                             r"(?<!\w)(?:может|могут|можно|вправе)\s+(?:(?:также|только)\s+)?(?:быть\s+)?([^\W\d_]+)",
                             re.IGNORECASE)
"""The act a permission grants ("can *buy*", "may be *released*", «может *принять*»)."""


ASKED_ACT = lazy_pattern(r"\s+(?:[^\W\d_]+\s+){0,3}?to\s+([^\W\d_]+)|"
                       r"\s+(?:[^\W\d_]+\s+){0,3}?([а-яё]+(?:ть|ться|ти))(?!\w)", re.IGNORECASE)
"""What a request verb asks for, read after it: "ask *the client to* pay", «потребовать *от клиента*
оплатить» (at most three words between)."""
REQUEST_STEMS = frozenset(stem(w) for w in "ask require request tell invite попросить потребовать предложить "
                                           "обязать".split())
"""Verbs that ask someone else to act: a permission to ask leaves the asked act to discretion too."""


def asked_act(text: str, after: int) -> str | None:
    """The act a request verb ending at ``after`` asks for ("may ask the client *to pay*"), or None."""
    found = ASKED_ACT.match(text, after)
    return (found.group(1) or found.group(2)).lower() if found else None


def permitted_acts(text: str) -> frozenset[str]:
    """The first four letters of each act ``text`` permits, and of what a permitted request
    asks for ("may ask the client to *pay*"): enough to find a claim that may state one,
    without a pattern run over every claim."""
    out: set[str] = set()
    for m in PERMITTED_ACT.finditer(text):
        act = (m.group(1) or m.group(2)).lower()
        # and as its verb: "may be *used*" permits what a claim's "must *use*" names
        out.update((act[:4], stem(act)[:4], IRREGULAR_PAST.get(act, act)[:4]))
        asked = asked_act(text, m.end()) if stem(act) in REQUEST_STEMS else None
        if asked is not None:
            out.add(asked[:4])
    return frozenset(out)


_NOT_EVEN_AFTER = lazy_pattern(r"([,—–]\s*)(?:not|nor)\s+(even\b)", re.IGNORECASE)
"""English only: «…, и даже не на балконах» was read as «…, даже на балконах» and lost the «не»
that a checker compared (a red-team of session 38)."""


def denial_said_once(part: str) -> str:
    """``part`` with a denial said again after a comma read as said once: "You may not sublet your
    room, *not even* for a few nights" is "…, even for a few nights" (unseen38 dev u38-en-018)."""
    found = _NOT_EVEN_AFTER.search(part)
    if found is None or not has_negator(part[:found.start()]):
        return part
    return part[:found.start()] + found.group(1) + "even" + part[found.end():]
