"""Who does it: in an answer to a "who" question, the actor must be the source's.

"Кто платит за поверку счётчиков?" answered «Поверку организует управляющая компания за свой
счёт» against «Собственник организует поверку за свой счёт»: every word but the actor is the
source sentence's, so the claim's coverage passes. When the question asks who, the answer's
actor *is* the answer; so each clause of a claim is compared with the cited sentence that
states most of it, and a clause that keeps at least half its words from that sentence but
adds words of its own (the question's aside) names someone the source does not.

Only "who" questions: on other questions the same reading fired on one correct answer in
eight (a clause adds a detail from another sentence, or a synonym); on who-questions it
fired on 1 of 273 correct answers of the labelled verify sets and HaluEval's (a verb
paraphrase, «направляет уведомление» for «уведомляет», since excepted as a carrier verb).

Known limit (review): an English verb or modifier the answer chose is read as an actor ("The
owner *organises* the meter check", "The *property* owner …") and fails a faithful answer.
Requiring the claim to lack the source sentence's opening word as well spared those and lost
15 catches on HaluEval and 2 on the untouched unseen4 holdout: the catches were kept.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ..guard import Guarded, lazy_pattern
from ..terms import GENERIC_TERMS, SentenceIndex, TermSet, Weights, subject_terms
from ..text import stem, tokens
from .discretion import READER_ROLES
from .polarity import has_negator

_WHO = Guarded(r"\b(?:who|whom|whose)\b|(?<!\w)(?:кто|кого|кому|кем|чей|чья|чьё|чье|чьи|чьего|чьей)(?!\w)",
               re.IGNORECASE, ("who", "кт", "ког", "ком", "кем", "чь", "чей"))
"""A question that asks who or names someone by who/whose. A relative "who" ("Can students who
work part-time …?") is read too: narrowed to a who-word opening a sentence, the reading lost
38 of its catches on HaluEval's 2,000 (multi-hop questions: "…, by who?", "… whose first
album …") and spared no correct answer of the labelled sets."""
_EITHER = lazy_pattern(r"\bor\b|(?<!\w)или(?!\w)", re.IGNORECASE)
_CLAUSE = lazy_pattern(r"[;:]|,\s")
_AGENT = lazy_pattern(r"\s*by\b", re.IGNORECASE)  # ", by the managing company": a passive's agent
MIN_CLAUSE_WORDS = 2
"""A clause of fewer words ("by the managing company") is read with the clause before it."""
_CARRIER_VERBS = frozenset(subject_terms(
    "send sends sent submit submits submitted carry carries carried perform performs performed conduct "
    "conducts conducted do does done issue issues issued "
    "направляет направляют направить подаёт подает подают подать осуществляет осуществляют производит "
    "производят проводит проводят выполняет выполняют оформляет оформляют"))
"""Verbs that carry an action named by a noun ("sends a notice" for "notifies", «направляет
уведомление» for «уведомляет»): a paraphrase's words, not an actor."""
_COMPARISON = frozenset(subject_terms(
    "more less over under above below fewer greater higher lower older younger longer shorter heavier taller "
    "больше меньше более менее свыше выше ниже дороже дешевле старше младше моложе дольше тяжелее длиннее"))
"""How a figure compares ("costs *more* than 200 EUR" for "exceeds 200 EUR", «дети *младше* 6 лет» for
«дети до 6 лет»: a red-team of session 54): no actor."""
_INDEFINITE = frozenset(subject_terms("anyone anybody someone somebody everyone everybody whoever person persons "
                                      "people individual nobody one никто никого никому кто-либо кто-то "
                                      "человек человеку человека лицо лицу лица лицом люди"))
"""Indefinite pronouns and the bare nouns for a person: one for another is a paraphrase
("anyone other than" / "someone other than", «человеку, которого пациент указал» / «лицу,
указанному пациентом», "nobody in the household" / "no one living in the household", unseen8
dev u8-en-016); one for a named actor ("Anyone may sign" / "The tenant must sign") is
another actor."""
_RU_VERB = lazy_pattern(r"(?:ует|уют|ает|ают|яет|яют|еет|еют|[аяуе]ете|[аяуе]ешь|тся|ться|[аияы]ли|[аяуе]йте)$")
"""Russian verb endings (the present tense's -ает/-ует and the reader's -аете/-аешь: «ремонт
смесителя *оплачиваете* вы» for «за счёт собственника», unseen21 dev u21-ru-007; reflexives, the
past plural's -али/-или: «их не *носили*» for «не был в употреблении», unseen19 dev u19-ru-006;
the imperative's -айте/-уйте: «на питание шкипера *закладывайте* до 25 €» for «питание шкипера
оплачивает клиент», unseen40 dev u40-ru-021, the reader told to act): a verb the answer chose
(«учитываются» for «принимаются») is a paraphrase, not an actor. Not -ет/-ит (nor -ете: «о
бюджете»; nor the imperative's -ите, a present's too and some nouns': «в кредите»), nor the
infinitive's -ать/-ять, nor the past's -ели or -ла, which nouns end in too («совет»,
«комитет», «мать», «зять», «родители», «персонала» act)."""
KEPT_SHARE = 0.5
"""The share of a clause's words its best cited sentence must hold for the clause to restate
that sentence (and its extra words to be a changed actor rather than another statement).
Half: «Поверку организует управляющая компания за свой счёт» keeps 3 of 5 words; weighting
the words by rarity instead (the pre-check's way) missed it (0.45), the actor's words being
the rarest."""


def asks_who(question: str) -> bool:
    return _WHO.search(question) is not None


def offers_a_choice(question: str) -> bool:
    """"Who pays, the owner or the company?": the question names the candidates, so its
    words excuse no actor."""
    return _EITHER.search(question) is not None


def unnamed_actor(text: str, anchors: Sequence[str], asked: TermSet, index: SentenceIndex,
                  allowed: frozenset[int], weights: Weights) -> tuple[str, ...]:
    """The words of a clause of ``text`` that its best cited sentence (of ``allowed``) lacks,
    when that sentence holds at least KEPT_SHARE of the clause and the lacking words can name
    someone the material knows: the source's actor replaced by another party. () when every
    clause restates its sentence or none does. ``anchors``: the claim's non-generic words;
    ``asked``: the question's, which an answer may repeat."""
    kept = frozenset(anchors)
    for clause, words in _clauses(text, kept):
        scores = index.scores(words, allowed, weights)
        if not scores:
            continue
        best = min(scores, key=lambda k: (-scores[k], k))
        held = TermSet.of(index.terms[best])
        lacking = [t for t in words if t not in held]
        if len(words) - len(lacking) < KEPT_SHARE * len(words):
            continue
        # Another party the material knows (it is named in another sentence of the context)
        # or an indefinite pronoun where the source names someone: a word the answer made up
        # is the coverage rule's to judge, and is mostly a paraphrase.
        verbs = _verb_stems(clause, denied=has_negator(index.sentences[best]))
        # The source's actor is the reader ("If *you* depend on …") or the provider ("not by
        # *us*"): "anyone who …" and "your supplier" say the same (unseen15 dev u15-en-010, -013).
        reader = _READER.search(index.sentences[best]) is not None
        # ... unless the claim sets the reader beside it ("*You*, the policyholder, can cancel
        # … by giving the insurer notice" for "*We* may cancel … by giving you notice": the
        # roles may have been swapped, unseen10 dev u10-en-035)
        provider = _PROVIDER.search(index.sentences[best]) is not None and _YOU.search(text) is None
        if not provider and _WE_ACT.match(clause) and _readers_rule(index.sentences[best]):
            # "*We* are responsible for the equipment …" for "*The hirer* is responsible …"
            # (unseen29 dev u29-en-043): the provider named by a pronoun, which no word compares
            return ("we",)
        extra = tuple(t for t in lacking if _may_name_someone(t, verbs, asked) and (
            t not in _INDEFINITE or not reader and _INDEFINITE.isdisjoint(index.terms[best]))
            and not (provider and t in _PROVIDER_ROLES))
        if extra and best and _PRONOUN.search(index.sentences[best]):
            extra = _not_the_pronouns(extra, clause, index.sentences[best], TermSet.of(index.terms[best - 1]))
        if extra:
            return extra
    return ()


_WE_ACT = lazy_pattern(r"\s*(?:we|мы)\b", re.IGNORECASE)
"""A clause whose subject is the provider, by its pronoun."""
SUBJECT_WORDS = 3
"""Words a source sentence opens with that name its actor ("The *hirer* is …", «*Арендатор* отвечает …»)."""


def _readers_rule(sentence: str) -> bool:
    """Whether ``sentence`` opens with the reader's role as its actor ("The hirer is responsible …")."""
    return any(stem(w) in READER_ROLES for w in tokens(sentence)[:SUBJECT_WORDS])


def _not_the_pronouns(extra: tuple[str, ...], clause: str, sentence: str, before: TermSet) -> tuple[str, ...]:
    """``extra`` less the words that name what a pronoun of ``sentence`` stands for: a word of
    the sentence before, written next to the word the pronoun is next to («стоимость
    *товара*» for «*его* стоимость» after «За *товар* … отвечает …»: unseen19 dev
    u19-ru-010). A word of the sentence before elsewhere in the clause is still an actor
    ("our *branch* staff are responsible" for "the renter remains responsible until a member
    of staff checks *it*")."""
    near = _pronoun_neighbours(sentence)
    words = [terms for terms in (subject_terms(w) for w in tokens(clause)) if terms]  # content words only
    named: set[str] = set()
    for i, terms in enumerate(words):
        if any(t in near for t in terms):
            for other in words[max(0, i - 1):i + PRONOUN_REACH + 1]:
                named.update(t for t in other if t in before)
    return tuple(t for t in extra if t not in named)


PRONOUN_REACH = 2
"""Content words after the pronoun's neighbour where the answer names what it stands for
(«стоимость *товара*», "the price of the *item*"), and one before ("the *item*'s price"); not
two before: «*Продавец* оплачивает стоимость» names the doer there (review)."""


def _pronoun_neighbours(sentence: str) -> frozenset[str]:
    """The subject terms of the words right before and after each pronoun of ``sentence``."""
    words = tokens(sentence)
    out: set[str] = set()
    for i, w in enumerate(words):
        if _PRONOUN.fullmatch(w):
            for other in words[max(0, i - 1):i + 2]:
                out.update(subject_terms(other))
    return frozenset(out)


def _may_name_someone(term: str, verbs: frozenset[str], asked: TermSet) -> bool:
    """Whether ``term`` can be an actor: not the question's, not one of its clause's
    ``verbs``, not a carrier verb, not a comparison of a figure, not a generic word, not a
    pronoun for a thing ("*nothing* is charged")."""
    return not (term in asked or term in verbs or term in _CARRIER_VERBS or term in _COMPARISON
                or term in GENERIC_TERMS or term in _THINGS or term in _ORDER)


_THINGS = frozenset(subject_terms("nothing something anything everything ничего ничто что-то что-либо всё числе "
                                  "условии случае таком такой этом том provided condition event"))
"""Pronouns for things, and the words of the markers that join a condition or a case to a
statement — «в том числе» (unseen18 dev u18-ru-015), «при условии», «в таком / этом случае»,
"provided", "on condition", "in the event" (unseen19 dev u19-ru-006): no actor."""
_ORDER = frozenset(subject_terms("сначала вначале затем потом впоследствии"))
"""The Russian adverbs that set steps in order («*Сначала* претензию рассматривает руководитель …, а если
вы не согласны — директор»: unseen56 dev u56-ru-019, a correct answer): when, not who. Not "initially",
"afterwards": read as actors, they still fail an English answer that swaps the two steps' actors (a
red-team probe), which nothing else here reads; English orders its steps with "first", "then", stop words."""
_PRONOUN = lazy_pattern(r"\b(?:it|its|they|them|their)\b|(?<!\w)(?:он|она|оно|они|его|её|ее|их|ему|ей|им|ним|нему|ней)"
                        r"(?!\w)", re.IGNORECASE)
"""A pronoun for something the sentence before names: an answer may name it outright
(«стоимость *товара*» for «*его* стоимость»)."""
_READER = lazy_pattern(r"\b(?:you|your)\b|(?<!\w)(?:вы|вас|вам|вами|ваш\w*)(?!\w)", re.IGNORECASE)
_YOU = lazy_pattern(r"(?:^|[,;:]\s*)(?:you|вы)(?!\w)|\byou\s+(?:can|may|must|will|should|have|are|need|pay|get)\b|"
                    r"(?<!\w)вы\s+(?:можете|должны|вправе|платите|получаете|оплачиваете)(?!\w)", re.IGNORECASE)
"""The reader as the subject ("*You*, the policyholder, can cancel …"), not as the object ("the
bank sends *you* a new card": review15 B-en-05)."""
_PROVIDER = lazy_pattern(r"\b(?:we|us|our)\b|(?<!\w)(?:мы|нас|нам|нами|наш\w*)(?!\w)", re.IGNORECASE)
_PROVIDER_ROLES = frozenset(subject_terms(
    "supplier provider company operator bank clinic hotel airline shop store retailer seller insurer landlord "
    "library school gym courier carrier business organisation organization firm team staff "
    "поставщик поставщика компания компании оператор оператора банк банка клиника клиники отель отеля магазин "
    "магазина продавец продавца страховщик страховщика арендодатель библиотека школа служба службы перевозчик "
    "перевозчика организация организации фирма фирмы сотрудники"))
"""What an answer calls the provider whose pages say "we" ("not by *your supplier*" for "not by
us"): a source sentence in the first person names the provider so."""


def _verb_stems(text: str, *, denied: bool = False) -> frozenset[str]:
    """The stems of ``text``'s verbs; with ``denied`` (the compared sentence denies too), a plural verb
    «не» governs as well (:data:`_RU_DENIED_PLURAL`)."""
    found = frozenset(stem(w) for w in tokens(text) if _RU_VERB.search(w)) | frozenset(
        stem((m.group(1) or m.group(2)).lower()) for m in _EN_VERB.finditer(text))
    return found | frozenset(stem(m.group(1).lower()) for m in _RU_DENIED_PLURAL.finditer(text)) if denied else found


_RU_DENIED_PLURAL = lazy_pattern(r"(?<!\w)не\s+([а-яё]{2,}(?:ут|ют|ят|ат))(?!\w)", re.IGNORECASE)
"""A plural verb a denial governs, its doer left unsaid («присланное по почте *не примут*» for «не
принимается»: unseen57 dev u57-ru-007): the impersonal plural says the passive's act, no party. Only
after «не», and only against a sentence that denies too: «не примут» against «принимаются» is no
restatement, and the actor reader is what fails it (red-team rt56 D04). Elsewhere «-ут», «-ят» end
nouns too («маршрут», «институт»)."""


_EN_VERB = lazy_pattern(r"\b(?:who|that|which|must|may|can|cannot|will|should|to|does|do|did)\s+(?:not\s+|also\s+)?"
                        r"([a-z]+)\b|\b(?:is|are|was|were|be|been)\s+(?:not\s+)?([a-z]+)(?=\s+by\b)", re.IGNORECASE)
"""An English verb by the word before it: a relative pronoun, a modal or "to" ("Anyone who
*relies* on medical equipment", "has to *send*"): the answer's verb, not an actor (unseen15
dev u15-en-013); a passive's participle before its "by" ("the co-payment is *paid* by the
patient" for "the patient *pays*": "paid" is no stem of "pays", and was read as a party the
source lacks; read after any "is", a held-out wrong answer passed)."""


def _clauses(text: str, kept: frozenset[str]) -> list[tuple[str, list[str]]]:
    """The clauses of ``text`` with their kept words, at least MIN_CLAUSE_WORDS each; a
    shorter one joins the clause before it ("…at its own expense, by the managing company").
    Each piece's words are read once (a join per piece was quadratic)."""
    groups: list[tuple[list[str], list[str]]] = []
    for clause in _CLAUSE.split(text):
        words = [t for t in subject_terms(clause) if t in kept]
        if groups and (_AGENT.match(clause) or len(words) < MIN_CLAUSE_WORDS):
            groups[-1][0].append(clause)
            groups[-1][1].extend(words)
        else:
            groups.append(([clause], words))
    return [(" ".join(pieces), list(dict.fromkeys(words))) for pieces, words in groups
            if len(dict.fromkeys(words)) >= MIN_CLAUSE_WORDS]
