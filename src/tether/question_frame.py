"""What a question asks about: its distinctive terms, less the words that shape it.

The sufficiency rule (:mod:`tether.sufficiency`) weighs a question's terms by rarity; a
word no record states ("how *long*", «*скока*», "the Insurance cover *page*") would weigh as
the rarest and cover nothing, so the question's frame, the jurisdiction and the named
document it asks about are read out here first.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from . import jurisdictions
from .coverage import SAME_AS
from .guard import lazy_pattern
from .plan import Plan
from .terms import ALONE, Weights, has_term, subject_terms
from .text import STOP_WORDS, stem, tokens

QUESTION_FRAME = frozenset(stem(t) for t in tokens(
    "how long often soon far old many much what which who whom when where why kind sort type "
    "way ways happen happens exactly currently current today now still anything something according "
    # verbs every question uses and no record needs to ("do I *get*", "how do we *apply*")
    "get gets do does did have has need needs make take give use tell know go "
    # coming: "can I *come* with a dog", «можно ли *прийти* с собакой». Not "bring": what is
    # brought is often the question ("the staff policy on *bringing* pets")
    "come comes прийти приходить прийду "
    # "*im* 25" (I'm, its apostrophe dropped)
    "im "
    # the kind of value asked for ("freeze *dates*", "what *share*"): the record states a value
    "date dates time times period amount number share percentage percent "
    "дата даты сумма размер число доля процент получить получу получаю делать "
    "каком какого какому каким какую какой какая какие время времени должен должна должно должны "
    # how fast / how much / how long it lasts, and the extremes of a value; how far before
    # ("how far *ahead* do I book", «за сколько *заранее*»: the record gives the days)
    "fast quickly quick soon cost costs must max maximum min minimum work works working ahead заранее "
    # "per day", "per person": the unit of the value asked for, which records write "a day"
    "per "
    # "how *big* is the deposit": the record states the size (unseen22 dev u22s-003). Not the
    # particle "back" ("get my deposit back"): read away, it turned 5 unnecessary stops into
    # answers and 3 of them into answers from a wrong source
    "big large "
    "быстро стоит стоят стоимость длится длиться продолжается максимум минимум "
    "сколько какой какая какие каков когда где почему зачем кто что чем долго часто сейчас "
    "нужно надо можно ли вообще именно "
    # asking what a document says: "what does the policy *say* about", «что *сказано* в документе»
    "say says said state states mention mentions write written говорится сказано написано указано "
    # where in it: "what does *section* 4 say", «что в *разделе* … *про* звонки» (not "page":
    # an on-call engineer acknowledges a page; a named document's page: _KIND_AFTER_TITLE)
    "section sections chapter paragraph разделе раздел про "
    # when the rule asked about held: the plan reads these as a question about the past
    # (tether.plan), which a historical edition answers; no edition says "in the past". Not
    # "previously" / "formerly": their stems are the adjectives' ("*former* employees" names
    # whom the question is about).
    "past раньше ранее прошлом "
    # spoken forms of the same question words («скока стоит», «чё нужно», «почём», «*щас*»)
    "скока скоко почём почем чё чо шо щас ща "
    # spoken auxiliaries ("how many days before do i *gotta* book"): the modality, not the subject
    "gotta gonna wanna hafta "
    # "if it is not collected *on time*", «если не забрать *вовремя*»: when, said of the reader's
    # delay, which the record states as its period (unseen24 dev u24Y-010)
    "вовремя "
    # may one, can they: the modality of the question, not its subject («за что *могут*
    # заблокировать магазин»: unseen19 dev u19m-015). Not the infinitive «мочь»: its stem is
    # «моч», «анализ *мочи*» (review)
    "может могут могу можем "
    # who is asked about in another case («*кому* положены каникулы») and what one is entitled
    # to («*положены*», as "do I *get*"): no record states them (unseen8 dev u8bc-019). Not a
    # spoken question's vague "thing": read away, "hw much is the gardn waste thing per year"
    # was answered from the collection days instead of the subscription's price.
    "кому кого кем положен положена положено положены "
    # the past of "get" and "give" ("I *got* a fine", "the ticket you *gave* me"), wanting and
    # being given («*хочу* бросить курсы», «*дадут* ли сертификат»): the reader's story, which no
    # record tells in those words
    "got gotten gave given want wants wanted хочу хочет хотим хотите хотят хотел хотела хотели "
    "хочется дадут дадите дать дают даёт дает дали"))
"""Words that shape the question, not its subject ("how *long*", «как *долго*»): no record
states them, so they would count as uncovered in every fragment."""

FRAME_WHEN_UNHELD = frozenset(stem(t) for t in tokens(
    # chat spellings of the question words and of "please" / "okay" ("*wot* happens if", "*wat*
    # does it cost", "is it *ok* to", "*ur* policy"): the frame of a question typed on a phone
    # and its small words written short ("*b4*", "*til*", "*cn* i": unseen30 dev u30C-048, u35M-048)
    "wot wat wht whats u ur r pls plz ok okay b4 til cn mny hav abt "
    # the kind of value "what *age*" / «с какого *возраста*» asks for: records state the age ("aged
    # 16 or over", «с 14 лет») without the word (value_asked.AGE reads it)
    "age ages возраст возраста возрасте возрасту "
    # words that ask whether something matters or how much of it ("is that a *problem*", «если
    # пропустил *много* занятий», "can we all book *together*"): said of any subject, stated by none
    # (unseen26 dev u26X-016, unseen7 dev u7sk-039, unseen33 dev u33K-003)
    "problem problems issue много together вместе "
    # the unit a reader counts in («на *две недели*», «на 3 *тыщи рублей*»), which records state in
    # their own (14 дней, 3 000 ₽), and the reader's "stuff". Not "week", "yr" or «деньги»: read
    # away, "a whole *week* of riding" lost the weekly cap, "my 15 *yr* old" its age and «возвращает
    # *деньги*» its refund (three answers from a wrong source on the dev splits)
    "недели неделю недель неделя рублей рубля тыщ тыщи stuff "
    # whether it is enough and when it happened («сделали 5 дней *назад*», "is one guide *enough*
    # for *us*"): the reader's frame (unseen35 dev u35M-003, u35L-006). Not stop words: "cancel
    # early *enough*" is an answer's condition, and "us" is also the US
    "ago назад enough достаточно us "
    # the reader's own doing, which records put as the rule's ("do we *pay*", "can I *leave* it",
    # «*пустят*?», «*сходить* на фильм»). Not "let" ("*let* you know" is notifying) nor «взять»
    # («взять напрокат» is renting): read away, each turned a stop into an answer from a wrong source
    "pay buy leave go going пойти пойду сходить зайти идём идем идти пустят пустить пускают придут "
    "платить заплатить "
    # waiting for what a record says the provider does in a time ("how long do I *wait* for the
    # estimate": «смету готовим за 3 рабочих дня»), writing to whom it names («*кому писать*
    # претензию»: «претензии принимает …»), and chat spellings of «только», «сейчас» («или *тока*
    # ваши»): unseen47 dev u47R-047, u47R-050, u47R-052
    "wait waiting ждать ждём ждем подождать писать написать тока щас"))
"""Words of the question's frame when no record holds them, and of its subject when one does
("Until what *age* is child benefit paid" against a record naming the benefit's age limit:
evalsets/unseen dev benefits-013). Read by tether.sufficiency.terms_of."""



def question_terms(plan: Plan, titles: Sequence[str] = ()) -> tuple[str, ...]:
    """The question's distinctive terms: its content stems less the question frame, the
    name of the jurisdiction it asks about and the name (id and ``titles``) of the document
    it names — both already decide which fragments are candidates at all."""
    named = set()
    if plan.jurisdiction:
        named |= set(subject_terms(" ".join((plan.jurisdiction, *jurisdictions.NAMES.get(plan.jurisdiction, ())))))
    if plan.document:
        # Its id whole too: "under act-2019" reads as one word, in no fragment's text.
        named |= set(subject_terms(" ".join((plan.document, plan.document.replace("-", " "), *titles))))
    asked = _without_kind_words(plan.question, titles)
    terms = subject_terms(_MAY_ONE.sub(" ", _DOCUMENT_AS_PLACE.sub(" ", ALONE.sub(" ", asked))))
    content = [t for t in terms if t not in QUESTION_FRAME]
    distinct = [t for t in content if not has_term(t, named)]
    if distinct:
        return tuple(distinct)
    # Everything it asks is in the named document's title ("What does the Expenses Policy say
    # about expenses?"): the title's words are the subject, not its id or the question frame.
    # Its id whole as well as its parts: "fees-de-2027" is one word of the question.
    ids = subject_terms(f"{plan.document} {plan.document.replace('-', ' ')}") if plan.document else ()
    return tuple(t for t in content if not has_term(t, ids)) or tuple(content) or terms


_KIND_AFTER_TITLE = r"\s+(?:page|pages|rules|policy|document|guide|terms|section|страниц[аеуы]?|документ[ае]?)\b"


_KIND_BEFORE_TITLE = (r"(?<!\w)(?:rules|policy|document|guide|handbook|page|section|правила[хм]?|правил|"
                      r"положени[еия]|инструкци[яиюей]|регламент[еау]?|политик[аеиу]|документ[ае]?|раздел[еа]?)"
                      r"\s+")
"""A kind word right before a quoted title («в *правилах* «Маркировка товаров»», "the *policy*
'Remote work'"): unseen19 dev u19m-052, -055 stopped on «правил», which no record uses."""


def _without_kind_words(question: str, titles: Sequence[str]) -> str:
    """The question less the word naming what kind of text a named document is ("the
    Insurance cover *page*", "the Travel Policy *document*", «в *правилах* «Маркировка
    товаров»»): where to look, not what."""
    for title in titles:
        if title:
            question = re.sub(re.escape(title) + _KIND_AFTER_TITLE, title, question, flags=re.IGNORECASE)
            question = re.sub(_KIND_BEFORE_TITLE + "(?=[«\"“'„]?" + re.escape(title) + ")", "", question,
                              flags=re.IGNORECASE)
    return question


# «в документе X», «по документу X» name where to look, not what: «документов» (a subject:
# which documents are needed) stays.
_MAY_ONE = lazy_pattern(r"\b(?:allowed|permitted)\b|(?<!\w)(?:разрешено|разрешается|разрешены|разрешён|разрешен)(?!\w)",
                       re.IGNORECASE)
"""Whether one may: "are drones *allowed*", «*разрешено* ли»: the question's modality, as "can I" is,
and no word of its subject; a record's own "allow" ("where the stops allow") named no drone
(unseen33 dev u33K-018). The words as written, not their stems: "permit" and "allowance" are
things a question asks about."""
_DOCUMENT_AS_PLACE = lazy_pattern(r"(?<!\w)(?:в|по|из|согласно)\s+документ(?:е|у|а)(?!\w)", re.IGNORECASE)


_IS_THERE = lazy_pattern(
    r"^\W*(?:(?:is|are)\s+there|do\s+you\s+(?:have|offer)|(?:а\s+)?(?:есть\s+ли|имеется\s+ли)|у\s+вас\s+есть)"
    r"\s+(?:(?:a|an|any|у\s+вас)\s+)?(?P<thing>[^\W\d_]+(?:[\s-]+[^\W\d_]+)?)", re.IGNORECASE)
"""A question whether a thing exists, and the words naming it: "Is there *a gym*", «Есть ли
*парковка* у филиала» (up to two words, to the first word of the frame or a preposition)."""


def asks_for_a_thing_unheld(question: str, terms: Sequence[str], weights: Weights) -> bool:
    """Whether the question asks whether a thing exists that the corpus names nowhere, by its
    word or another name of it (coverage.SAME_AS): «Есть ли парковка у филиала в Казани?» is
    not answered by the Kazan branch's prices, which hold its other words (unseen27 dev
    u27Y-036). The records would name the thing if they said it is there. Only words among
    the question's ``terms`` as read (tether.sufficiency.terms_of): a misspelt one is read as the records'."""
    found = _IS_THERE.search(question)
    return found is not None and any(named_nowhere(t, weights) for t in _thing(found.group("thing"), terms))


_SUM_NOUNS_EN = (r"fees?|prices?|costs?|charges?|fares?|rent|fines?|deposits?|surcharges?|discounts?|penalt(?:y|ies)|"
                 r"vat|tax|rates?")
_SUM_NOUNS_RU = r"скидк\w*|штраф\w*|комисси\w*|цена|стоимость|плата|залог|взнос|доплата|надбавка|ндс|тариф"
_WORDS = r"[^\W\d_][\w-]*(?:\s+[^\W\d_][\w-]*){0,5}"
_PRICE_OF = lazy_pattern(
    rf"^\W*how\s+much\s+(?:is|are|does|do|will|would)\s+(?:(?:a|an|the|my|our|your)\s+)?(?P<en>{_WORDS})|"
    rf"^\W*(?:а\s+)?(?:сколько|скока|скоко|почём|почем)\s+(?:стоит|стоят|будет\s+стоить)\s+(?P<ru>{_WORDS})|"
    rf"^\W*what(?:'s|\s+is|\s+are)?\s+(?:the\s+|a\s+)?(?:[\w-]+\s+){{0,2}}?(?:{_SUM_NOUNS_EN})\s+(?:for|on)\s+"
    rf"(?:(?:a|an|the|my|our|your)\s+)?(?P<en2>{_WORDS})|"
    rf"^\W*как(?:ой|ая|ие|ое)\s+(?:[\w-]+\s+)?(?:{_SUM_NOUNS_RU})\s+(?:на|за|для)\s+(?P<ru2>{_WORDS})|"
    rf"^\W*(?:is|are)\s+there\s+(?:a|an|any)\s+(?:[\w-]+\s+)?(?:{_SUM_NOUNS_EN})\s+(?:for|on)\s+"
    rf"(?:(?:a|an|the|my|our|your)\s+)?(?P<en3>{_WORDS})|"
    rf"^\W*what\s+(?:does|do|will|would)\s+(?:(?:a|an|the|my|our|your)\s+)?(?P<en4>{_WORDS})\s+(?:cost|costs|come\s+to)\b|"
    rf"^\W*(?:а\s+)?(?:есть\s+ли|действует\s+ли|будет\s+ли)\s+(?:[\w-]+\s+)?(?:{_SUM_NOUNS_RU})\s+(?:[\d%]+\s+){{0,4}}"
    rf"(?:на|за|для)\s+(?P<ru3>{_WORDS})",
    re.IGNORECASE)
"""A question for the price of a thing, and the words naming it (up to two, to the first
function word): "How much is *a replacement card*", «Сколько стоит *пересдача теста*», "What is
the security deposit for *a campervan*", «Какой штраф за *курение* на парковке», «Есть ли
скидка на *комплексную прививку*», "What does *a semi-private room* cost" (unseen32 dev u32C-040:
not read, the UAE's rooms answered for a kind of room only India has)."""


def priced_thing(question: str, terms: Sequence[str]) -> tuple[str, ...]:
    """The terms naming the thing whose price the question asks (:data:`_PRICE_OF`), those of
    the question's ``terms``: what answers it names that thing."""
    found = _PRICE_OF.search(question)
    if found is None:
        return ()
    english = found.group("en") or found.group("en2") or found.group("en3") or found.group("en4")
    words = english or found.group("ru") or found.group("ru2") or found.group("ru3")
    if _INFINITIVE.search(words.split()[0]) or (english and words.split()[0].lower().endswith("ing")):
        return ()  # «сколько стоит *лечить* кариес», "the fee for *building* …": an act, which
        # records name by its noun
    if english:
        # English puts the head noun last, before the verb that prices it, and what kind of it
        # first: "a *replacement* green garden waste *bin* cost" is not the starter set's bin
        phrase = _thing(_PRICING_VERB.sub("", words), terms, 6)
        return tuple(dict.fromkeys((*phrase[:1], *phrase[-1:])))
    # Russian puts it first, with what it is of after it («удаление *постоянного* зуба»); a sum
    # «для» someone names whom it is for, and the thing after it («скидка для студентов *на
    # абонемент*»: unseen43 dev u43S-039, answered from the students' single-visit discount)
    thing = _thing(words, terms)
    if found.group("ru3"):
        for_whom = found.group(0)[:found.start("ru3") - found.start()].rstrip().lower().endswith("для")
        more = (_ON_A_THING if for_whom else _FOR_WHOM).search(words)  # «… на абонемент *для студентов*»
        thing += _thing(more.group(1), terms) if more else []
    return tuple(dict.fromkeys(thing))


_ON_A_THING = lazy_pattern(r"(?<!\w)(?:на|за)\s+([^\W\d_][\w-]*(?:\s+[^\W\d_][\w-]*)?)", re.IGNORECASE)
_FOR_WHOM = lazy_pattern(r"(?<!\w)для\s+([^\W\d_][\w-]*(?:\s+[^\W\d_][\w-]*)?)", re.IGNORECASE)


_FOR_ONE = r"(?:for\s+(?:a|an|one|1|the|the\s+whole|a\s+whole)|на)\s+"
_PERIOD_ENDS = r"(?=\s*(?:[?.!,;:)]|$)|\s+(?:in|at|on|with|and|or|в|во|на|с|со|для|и|или)\b)"
_RATE_PERIOD = lazy_pattern(
    r"\b(?:(?P<week>weekly|per\s+week)|(?P<month>monthly|per\s+month)|(?P<day>nightly|daily|per\s+(?:night|day))|"
    r"(?P<hour>hourly|per\s+hour))\b|"
    r"(?<!\w)(?:(?P<week_ru>(?:в|за)\s+неделю|недельн\w*|понедельн\w*)|"
    r"(?P<month_ru>(?:в|за)\s+месяц|месячн\w*|помесячн\w*)|"
    r"(?P<day_ru>(?:в|за)\s+сутки|за\s+ночь|посуточн\w*|суточн\w*)|(?P<hour_ru>(?:в|за)\s+час|почасов\w*))(?!\w)|"
    rf"(?<!\w){_FOR_ONE}(?:(?P<week_for>week|неделю)|(?P<month_for>month|месяц)|(?P<day_for>day|night|сутки|ночь)|"
    rf"(?P<hour_for>hour|час)){_PERIOD_ENDS}",
    re.IGNORECASE)
"""The period a price question asks the rate for: "per week", "weekly", «в / за неделю», and "*for a
week*", «*на* неделю» where the period ends the phrase (unseen56 dev u56S-035: lockers are priced a day) —
not "for a week's stay", «на неделю проживания»: how long the stay is, whatever the fee is counted by (a
review of this reading)."""
_PERIOD_STEMS = {"week": ("week", "недел"), "month": ("month", "месяц", "месячн"),
                 "day": ("day", "daili", "night", "nightli", "сутк", "суточн", "ноч"),
                 "hour": ("hour", "час", "почасов")}
"""The stems a record names a rate's period by: a night's rate is a day's."""


def priced_period(question: str) -> tuple[str, ...]:
    """The stems of the period a price question asks the rate for — "the *weekly* rate for a
    cabin", «сколько стоит домик *в неделю*» — any one of which answers names: a record that
    prices cabins by the night does not give their weekly rate (unseen30 dev u30C-042). () when
    the question asks no thing's price (:data:`_PRICE_OF`) or names no period."""
    if _PRICE_OF.search(question) is None:
        return ()
    found = _RATE_PERIOD.search(question)
    if found is None:
        return ()
    return _PERIOD_STEMS[next(k for k, v in found.groupdict().items() if v).removesuffix("_ru").removesuffix("_for")]


_SUM_KIND = lazy_pattern(
    r"\b(?P<en>[a-z][a-z-]{1,40})\s+(?:fees?|charges?|prices?|costs?|rates?|fines?|deposits?|surcharges?|discounts?|"
    r"penalt(?:y|ies)|premiums?|fares?|rent|tolls?|tax|taxes)\b|"
    r"(?<!\w)(?P<ru>[а-яё]{1,40}(?:ый|ой|ий|ая|яя|ое|ее|ые|ие|ую|юю|ого|его|ому|ему|ым|им|ых|их))\s+"
    r"(?:сбор\w*|плат[аыуе]|штраф\w*|скидк\w*|комисси\w*|тариф\w*|взнос\w*|залог\w*|доплат\w*|надбавк\w*|"
    r"цен[аыуе]|стоимост\w*|пени)(?!\w)", re.IGNORECASE)
"""A sum named with the word that says which one: "the *cleaning* charge", "the *VAT* rate", "a
*late* fee", «*пробковый* сбор», «*детская* скидка». Not _SUM_NOUNS_EN / _SUM_NOUNS_RU: "VAT" is
here a word that says which sum (read as a sum noun, "the VAT" would take the match and "the *VAT*
rate" go unread), "premium" and "toll" are sums too (unseen17 dev u17i-029: "my *pet* premium"), and
the Russian nouns after an adjective take every case («*детской скидки*») and include «сбор»."""
_ANY_SUM = frozenset(stem(t) for t in tokens(
    # which sum is not said by these: how big or whole it is, its period (tether.question_frame.priced_period),
    # that it is added
    "total full exact usual normal standard current new extra additional daily weekly monthly nightly annual "
    "yearly hourly per one two first second "
    "обычный обычная полный полная общий общая текущий текущая новый новая дополнительный дополнительная"))


def sum_kinds(question: str, terms: Sequence[str], weights: Weights) -> tuple[str, ...]:
    """The terms saying which sum the question asks about (:data:`_SUM_KIND`), of the question's
    ``terms`` and held by some record: a record that names no cleaning does not state "the
    cleaning charge for the hire van" (unseen22 dev u22s-038), nor one silent on VAT "the VAT rate
    on diesel" (unseen24 dev u24X-041), however many of the question's other words it holds."""
    found = []
    for match in _SUM_KIND.finditer(question):
        word = (match.group("en") or match.group("ru")).lower()
        term = stem(word)
        if word not in STOP_WORDS and term not in QUESTION_FRAME and term not in _ANY_SUM and term in terms \
                and weights.df(term) > 0:
            found.append(term)
    return tuple(dict.fromkeys(found))


_PRICING_VERB = lazy_pattern(r"\s+(?:cost|costs|be|come\s+to)\b.*$", re.IGNORECASE)


_INFINITIVE = lazy_pattern(r"(?:ть|ти|чь|ться|тись)$")


def named_nowhere(term: str, weights: Weights) -> bool:
    """Whether the corpus holds ``term`` nowhere, by its word or another name of it."""
    return not weights.df(term) and not any(weights.df(s) for s in SAME_AS.get(term, ()))


def _thing(phrase: str, terms: Sequence[str], most: int = 2) -> list[str]:
    """The question terms of up to ``most`` words naming a thing, to the first function word."""
    found = []
    for word in phrase.split()[:most]:
        if word.lower() in STOP_WORDS:
            break  # a preposition or pronoun ends the name: "a gym *for* members"
        if (t := stem(word)) in terms:
            found.append(t)
    return found


_BOOKED = lazy_pattern(
    r"\b(?:to|when\s+(?:i|we|you)|before\s+(?:i|we|you)|if\s+(?:i|we|you))\s+"
    r"(?:book|hire|rent|buy|order|reserve)\s+(?:(?:a|an|the|my|our|one|your)\s+)?(?P<en>[^\W\d_][\w-]*(?:\s+[^\W\d_][\w-]*)?)|"
    r"\bfor\s+(?:booking|hiring|renting|buying|ordering|reserving)\s+(?:(?:a|an|the|my|our|one|your)\s+)?"
    r"(?P<en2>[^\W\d_][\w-]*(?:\s+[^\W\d_][\w-]*)?)|"
    r"(?<!\w)(?:чтобы\s+(?:арендовать|снять|забронировать|купить|заказать|записаться\s+на)|"
    r"при\s+(?:аренде|бронировании|покупке|заказе|записи\s+на))\s+(?P<ru>[^\W\d_]+)",
    re.IGNORECASE)
"""A thing the question asks a rule for booking, hiring or buying: "What deposit do I pay when I
book *a golf lesson*?", "Do I need a handicap certificate to book *a lesson*?", «Какой залог при
аренде *буткемпа*?»."""


_HOW_BOOKED = frozenset(stem(w) for w in tokens(
    "online offline early late later now today tomorrow tonight directly ahead again together separately "
    "privately here there onsite in advance by phone email e-mail internet "
    "онлайн заранее сейчас сегодня завтра вместе отдельно лично напрямую"))
"""How or when one books, not what: read as no thing booked."""


def booked_thing(question: str, terms: Sequence[str]) -> tuple[str, ...]:
    """The term naming the thing the question asks a rule for booking, hiring or buying
    (:data:`_BOOKED`), of the question's ``terms``: a rule the records state for another thing does
    not answer it — the societies' deposit is not a lesson's, the visitors' handicap rule not a
    lesson's (unseen42 dev u42G-039, u42G-042). English names the thing last ("a golf *lesson*"),
    Russian first."""
    found = _BOOKED.search(question)
    if found is None:
        return ()
    if found.group("ru"):
        return tuple(_thing(found.group("ru"), terms, 1))
    words = (found.group("en") or found.group("en2")).split()
    # the name runs to the first function word: "a lesson *for* my son" is a lesson
    words = words[:next((i for i, w in enumerate(words) if w.lower() in STOP_WORDS), len(words))]
    # "a tee *time*": the frame's word does not name the thing, nor how or when one books ("if I book
    # *online*", "*early*": a review of this reading)
    named = [t for w in words if (t := stem(w)) in terms and t not in QUESTION_FRAME and t not in _HOW_BOOKED]
    return tuple(named[-1:])


_SPECIFIC_SUMS = frozenset(tokens(
    "deposit deposits surcharge surcharges discount discounts fine fines penalty penalties commission bond "
    "предоплата предоплату предоплаты предоплатой залог залога залогом скидка скидку скидки скидкой штраф штрафа "
    "штрафом комиссия комиссию комиссии депозит депозита доплата доплату доплаты надбавка надбавку аванс"))
"""Sums a rule names by their own word ("the *deposit*", «*предоплата*»), unlike a price, which a record
states as a figure with no word for it. Nouns as written: «доплатить остаток» asks when the rest is
paid, not for a «доплата» (unseen28 dev u28T-010)."""
SAID_OTHERWISE = {stem(w): frozenset(stem(x) for x in tokens(others)) for w, others in (
    ("discount", "reduced reduces reduction cheaper lower"), ("discounts", "reduced reduces reduction cheaper lower"),
    ("скидка", "снижается снижена снижен уменьшается уменьшена дешевле"))}
"""A discount stated as a lower price: «за второго ребёнка плата *снижается* на 10 %»
(tests/core/test_sufficiency.py, unseen22 dev u22k-003), "the rate is *reduced* by 10 %"."""


def sum_named(question: str, terms: Sequence[str], weights: Weights) -> tuple[str, ...]:
    """The question's terms that name a sum by its own word (:data:`_SPECIFIC_SUMS`) and that some
    record holds: what answers the question names that sum. «Какая предоплата нужна для
    персональной тренировки?» is not answered by the personal sessions' prices beside the groups'
    prepayment (unseen43 dev u43S-042)."""
    named = {stem(w) for w in tokens(question.lower()) if w in _SPECIFIC_SUMS
             and not (w == "fine" and _FINE_AS_GOOD.search(question))}
    return tuple(t for t in terms if t in named and weights.df(t) > 0)


_FINE_AS_GOOD = lazy_pattern(r"\b(?:is|it's|be|are|that's|was|it|sounds?|feels?|looks?|okay|ok|all)\s+fine\b",
                             re.IGNORECASE)
""""Is it *fine* to …", "would that be fine": the adjective, no sum (a review of this reading)."""
